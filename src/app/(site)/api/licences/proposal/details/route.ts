import { proposalFormPost } from '@/content/proposals';
import { handleProposalDetailsPost } from '@/server/licences/proposals-flow';

/* A proposal from sales, the prospect's details step (src/server/licences/proposals-flow.ts). */
export const dynamic = 'force-dynamic';

export const POST = proposalFormPost(handleProposalDetailsPost);
