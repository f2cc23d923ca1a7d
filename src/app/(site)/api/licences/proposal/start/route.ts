import { proposalFormPost } from '@/content/proposals';
import { handleProposalStartPost } from '@/server/licences/proposals-flow';

/* A proposal from sales, the prospect's start step (src/server/licences/proposals-flow.ts). */
export const dynamic = 'force-dynamic';

export const POST = proposalFormPost(handleProposalStartPost);
