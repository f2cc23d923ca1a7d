import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { site } from '@/domain/site';
import { metadataFor } from '@/features/seo/metadata';
import { telHref } from '@/lib/format';
import { proposalPaths } from '@/server/licences/proposals-link';

/* Why a step of a proposal was refused or failed, in the site's layout, with a way forward. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(proposalPaths.problem);

const reasons: Record<string, string> = {
  'cross-site': 'A proposal can only be signed from our own website. Open the link in your email again.',
  link: 'The proposal link is incomplete or has been changed. Open it again from your email, copying the whole address.',
  'expired-draft': 'The page was open a long time, or your answers ran out (we keep them for an hour). Open the link in your email again.',
  withdrawn: 'This proposal has been withdrawn by our sales team. Nothing was signed.',
  expired: 'This proposal has expired: its last day to sign has passed. Nothing was signed.',
  taken: 'One of the units in the proposal was taken by someone else a moment ago, so nothing was signed: the units are held together or not at all. We will be in touch with another offer.',
  'rate-limited': 'You have sent several licences in a short time. Wait a minute and try again, or call us.',
  unavailable: 'We could not save your licence just now. Nothing was signed. Please try again in a moment, or call us.',
  failure: 'Something went wrong on our side and nothing was signed. Please call us, or try again later.',
};

type Query = Record<string, string | string[] | undefined>;

export default async function ProposalProblemPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const reason = typeof query.reason === 'string' && reasons[query.reason] ? query.reason : 'failure';
  const reference = typeof query.ref === 'string' && /^[A-Za-z0-9-]{4,40}$/.test(query.ref) ? query.ref : undefined;
  const unit = typeof query.unit === 'string' && /^[A-Za-z0-9-]{3,40}$/.test(query.unit) ? query.unit.toUpperCase() : undefined;
  return (
    <>
      <PageHero headline={[{ text: 'We could not take your proposal.', tone: 'base' }]} intro={<p>{reasons[reason]}</p>} />
      <div className="container-page max-w-2xl space-y-4 py-10" data-testid="proposal-problem" data-reason={reason}>
        {reason === 'taken' && unit ? <p>The unit taken: {unit}.</p> : null}
        {reference ? <p>If you call, quote {reference}.</p> : null}
        <p>
          Call an advisor on{' '}
          <a className="link" href={telHref(site.advisorPhone.e164)}>
            {site.advisorPhone.display}
          </a>
          .
        </p>
        <p>
          <a className={buttonClasses('secondary')} href="/units">
            See the units free now
          </a>
        </p>
      </div>
    </>
  );
}
