import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-link';
import { licencePaths } from '@/domain/licence/flow-schema';
import { site } from '@/domain/site';
import { metadataFor } from '@/features/seo/metadata';
import { telHref } from '@/lib/format';

/* Why a step of taking a unit online was refused or failed, in the site's layout, with a way forward. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor(licencePaths.problem);

const reasons: Record<string, string> = {
  'cross-site': 'A licence can only be signed from our own website. Open the unit’s page and try again.',
  'too-long': 'That was too long to send. Check your details and try again.',
  unreadable:
    'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Go back, retype the details and send them again.',
  expired: 'The page was open a long time, or your answers ran out (we keep them for an hour). Start again from the unit: it takes a few minutes.',
  'rate-limited': 'You have sent several licences in a short time. Wait a minute and try again, or call us.',
  'not-offered': 'This unit cannot be taken online now: it may have just been taken, or be under offer. Nothing was signed.',
  taken: 'Someone signed for this unit a moment before you. Nothing was signed in your name and you have paid nothing.',
  'desks-taken':
    'The last free desk on this floor was taken a moment before you. Nothing was signed in your name and you have paid nothing.',
  unavailable: 'We could not save your licence just now. Nothing was signed. Please try again in a moment, or call us.',
  failure: 'Something went wrong on our side and nothing was signed. Please call us, or try again later.',
};

type Query = Record<string, string | string[] | undefined>;

export default async function TakeOnlineProblemPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const reason = typeof query.reason === 'string' && reasons[query.reason] ? query.reason : 'failure';
  const reference = typeof query.ref === 'string' && /^[A-Za-z0-9-]{4,40}$/.test(query.ref) ? query.ref : undefined;
  const unit = typeof query.unit === 'string' && /^[A-Za-z0-9-]{3,40}$/.test(query.unit) ? query.unit.toUpperCase() : undefined;
  return (
    <>
      <PageHero headline={[{ text: 'We could not take your licence.', tone: 'base' }]} intro={<p>{reasons[reason]}</p>} />
      <div className="container-page max-w-2xl space-y-4 py-10" data-testid="licence-problem" data-reason={reason}>
        {reference ? <p>If you call, quote {reference}.</p> : null}
        <p>
          {unit && reason !== 'taken' && reason !== 'desks-taken' && reason !== 'not-offered' ? (
            <a className={buttonClasses('primary')} href={`${licencePaths.start}?unit=${unit}`}>
              Start again
            </a>
          ) : (
            <a className={buttonClasses('primary')} href="/units">
              See the units free now
            </a>
          )}
        </p>
        <p>
          Or call an advisor on{' '}
          <a className="link" href={telHref(site.advisorPhone.e164)}>
            {site.advisorPhone.display}
          </a>
          .
        </p>
      </div>
    </>
  );
}
