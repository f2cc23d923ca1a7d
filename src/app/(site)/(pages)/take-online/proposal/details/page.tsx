import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getOpenedProposal, getProposalDraft } from '@/content/proposals';
import { serverEnv } from '@/env';
import { DetailsFields, ErrorSummary, card } from '@/features/licence/licence-views';
import { ProposalClosed } from '@/features/licence/proposal-closed';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { proposalOfferPath, proposalPaths } from '@/server/licences/proposals-link';
import { proposalSigningKey } from '@/content/proposals';

/* A proposal, step 2: the tenant and the person signing (the self-serve flow's fields and checks). */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(proposalPaths.details);

export default async function ProposalDetailsPage() {
  const draft = await getProposalDraft();
  const opened = draft ? await getOpenedProposal(draft.values.proposal, draft.values.signature) : undefined;
  if (!draft || !opened) return <ProposalClosed state="link" />;
  if (opened.state !== 'open') return <ProposalClosed state={opened.state} proposal={opened.row} />;
  const errors = draft.errors ?? {};
  return (
    <>
      <PageHero
        headline={[
          { text: 'Your business.', tone: 'base' },
          { text: 'And who signs.', tone: 'accent' },
        ]}
        intro={<p>The licence is made out to the business; the person signing must be allowed to sign for it.</p>}
      />
      <div className="container-page space-y-6 py-10">
        <ErrorSummary errors={errors} />
        <div className={`${card} max-w-2xl`}>
          <p>
            Proposal {opened.row.reference}: {opened.terms.units.map((unit) => `${unit.reference}, ${unit.name}`).join('; ')}.{' '}
            <a className="link" href={proposalOfferPath(opened.row.id, proposalSigningKey())}>
              See the terms again
            </a>
          </p>
        </div>
        <form method="post" action={proposalPaths.detailsApi} className={`${card} grid max-w-2xl gap-5`}>
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <DetailsFields values={draft.values} errors={errors} />
          <button type="submit" className={buttonClasses('primary')}>
            Check the cost and the licence
          </button>
        </form>
      </div>
    </>
  );
}
