import { proposalFormPost } from '@/content/proposals';
import { handleProposalSignPost } from '@/server/licences/proposals-flow';

/* A proposal from sales, the prospect's sign step (src/server/licences/proposals-flow.ts). */
export const dynamic = 'force-dynamic';

export const POST = proposalFormPost(handleProposalSignPost);
