import { PageHero } from '@/components/sections/page-hero';
import { HelpOnward } from '@/components/sections/help-onward';
import { buttonClasses } from '@/components/ui/button-link';
import { getSignedDayPass } from '@/content/day-passes';
import { dayPassCancellable, dayPassPaths, dayPassTerms } from '@/domain/day-pass/day-pass';
import { DayPassSummary } from '@/features/day-pass/day-pass-views';
import { metadataFor } from '@/features/seo/metadata';

/* A pass opened from its signed link: see it, and cancel it until the day starts. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/coworking/day-pass/manage');

type Query = Record<string, string | string[] | undefined>;

export default async function DayPassManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedDayPass(query.b, query.s);
  if (!signed.ok)
    return (
      <HelpOnward heading="That day pass link does not work">
        <p>Use the link in your day pass email, or call the centre on the number in that email.</p>
      </HelpOnward>
    );
  const { pass, centre } = signed;
  const town = centre?.town ?? pass.centre;
  const cancellable = dayPassCancellable(pass, new Date()) && !pass.checkedInAt;
  return (
    <>
      <PageHero headline={[{ text: 'Your day pass.', tone: 'base' }]} intro={<p>{dayPassTerms.cancellation}</p>} />
      <section className="container-page space-y-4 py-10">
        {query.done === 'cancelled' ? (
          <p role="status" className="rounded-lg border-2 border-success bg-white p-4 font-bold" data-testid="day-pass-cancelled">
            Your pass is cancelled. The desk is free for someone else.
          </p>
        ) : null}
        {query.problem === 'started' ? (
          <p role="alert" className="rounded-lg border-2 border-danger bg-white p-4 font-bold">
            Your day has started, so the pass can no longer be cancelled online. Call the centre
            {centre ? ` on ${centre.phone.display}` : ''}.
          </p>
        ) : null}
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          <DayPassSummary pass={pass} town={town} />
          {cancellable ? (
            <form method="post" action={dayPassPaths.cancelApi}>
              <input type="hidden" name="b" value={pass.id} />
              <input type="hidden" name="s" value={typeof query.s === 'string' ? query.s : ''} />
              <button type="submit" className={buttonClasses('secondary')}>
                Cancel this pass
              </button>
            </form>
          ) : null}
          <p>
            <a className="link" href={dayPassPaths.centre(pass.centre)}>
              Book another day at Northlight {town}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
