import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { getOpenedProposal, noteProposalOpened, proposalCostFor } from '@/content/proposals';
import { getCentre } from '@/content';
import type { CentreSlug } from '@/domain/centres';
import { serverEnv } from '@/env';
import { card, formatCalendarDay } from '@/features/licence/licence-views';
import { ProposalTermsCard } from '@/features/licence/proposal-views';
import { ProposalClosed } from '@/features/licence/proposal-closed';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { proposalPaths } from '@/server/licences/proposals-link';

/*
 * The proposal behind its signed link: the terms sales fixed, and "Continue" into the flow. A
 * forged or altered link, or a proposal withdrawn, expired or already signed, gets a page saying
 * so. The first view is noted in the lead's history as opened.
 */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(proposalPaths.offer);

type Query = Record<string, string | string[] | undefined>;

export default async function ProposalOfferPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const opened = await getOpenedProposal(query.p, query.s);
  if (!opened) return <ProposalClosed state="link" />;
  if (opened.state !== 'open') return <ProposalClosed state={opened.state} proposal={opened.row} />;
  await noteProposalOpened(opened.row.id);
  const [cost, centre] = await Promise.all([proposalCostFor(opened.terms), getCentre(opened.terms.centre as CentreSlug)]);
  return (
    <>
      <PageHero
        headline={[
          { text: `Your proposal, ${opened.terms.prospect.name}.`, tone: 'base' },
          { text: 'Take it online.', tone: 'accent' },
        ]}
        intro={
          <p>
            Proposal {opened.row.reference} from {opened.row.createdByName}. Sign by the end of {formatCalendarDay(opened.terms.validUntil)}: give your
            business’s details, read the licence in full and sign it on screen.
          </p>
        }
      />
      <div className="container-page space-y-6 py-10">
        <ProposalTermsCard terms={opened.terms} cost={cost} centreName={centre.name} />
        <form method="post" action={proposalPaths.startApi} className={`${card} max-w-3xl`}>
          <input type="hidden" name="token" value={issueFormToken(formTokenSecret(serverEnv()))} />
          <input type="hidden" name="p" value={opened.row.id} />
          <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
          <p>Nothing is signed or held until you press “Sign the licence” two steps on.</p>
          <button type="submit" className={buttonClasses('primary')}>
            Continue: your business
          </button>
        </form>
      </div>
    </>
  );
}
