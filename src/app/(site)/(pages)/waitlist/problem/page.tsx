import { buttonClasses } from '@/components/ui/button-link';
import { metadataFor } from '@/features/seo/metadata';
import { isWaitlistProblem, waitlistProblemTexts, WaitlistPage } from '@/features/waitlist/waitlist-views';

/* A refused or failed waitlist post, in the site's layout, with the way back to the booking page. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/waitlist/problem');

type Query = Record<string, string | string[] | undefined>;

/** Only a path of our own booking or waitlist pages: never an address elsewhere. */
const backOf = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^\/(book|waitlist)(\/[a-z-]*)?(\?[\w=&%.,:-]*)?$/.test(value) && value.length <= 400 ? value : '/book';

export default async function WaitlistProblemPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const problem = isWaitlistProblem(query.problem) ? query.problem : 'failed';
  const text = waitlistProblemTexts[problem];
  const errorReference = typeof query.error === 'string' && /^[A-Z0-9-]{4,40}$/.test(query.error) ? query.error : undefined;
  return (
    <WaitlistPage state={`problem-${problem}`} headline={[{ text: text.heading, tone: 'base' }]} intro={<p>Here is what happened and how to carry on.</p>}>
      <div role="alert" data-problem={problem} className="space-y-2">
        <p>{text.body}</p>
        {errorReference ? <p>If you call us, quote {errorReference}.</p> : null}
      </div>
      <p>
        <a className={buttonClasses('primary')} href={backOf(query.back)}>
          Back to the booking page
        </a>
      </p>
    </WaitlistPage>
  );
}
