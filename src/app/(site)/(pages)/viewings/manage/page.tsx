import { buttonClasses } from '@/components/ui/button-link';
import { PageHero } from '@/components/sections/page-hero';
import { getListedUnitsAt } from '@/content';
import { getSignedViewing, getViewingDays } from '@/content/viewings';
import type { CentreSlug } from '@/domain/centres';
import { viewingCancellationTerms, viewingChangeAllowed } from '@/domain/viewing/viewing-policy';
import { isViewingProblem, parseSlotValue, slotValue, viewingPaths } from '@/domain/viewing/viewing-schema';
import { metadataFor } from '@/features/seo/metadata';
import {
  SlotPicker,
  ViewingLinkProblem,
  ViewingProblemNotice,
  ViewingSummary,
} from '@/features/viewing/viewing-views';
import { formatCalendarDay } from '@/lib/calendar-date';

/* The visitor's signed link to a viewing: see it, move it to another free time, or cancel it. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/viewings/manage');

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const doneText = {
  cancelled: 'Your viewing is cancelled.',
  moved: 'Your viewing has moved to the time below.',
} as const;

export default async function ViewingManagePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const signed = await getSignedViewing(query.b, query.s);
  if (!signed.ok) return <ViewingLinkProblem reason={signed.reason} />;
  const { viewing, town } = signed;
  const link = { b: viewing.id, s: one(query.s) ?? '' };
  const here = `${viewingPaths.manage}?${new URLSearchParams(link).toString()}`;
  const changeable = viewingChangeAllowed(viewing, new Date());
  const wanted = parseSlotValue(one(query.slot));
  const [units, data] = await Promise.all([
    getListedUnitsAt(viewing.centre as CentreSlug),
    changeable
      ? getViewingDays(viewing.centre as CentreSlug, wanted?.date ?? one(query.from) ?? '', 5)
      : undefined,
  ]);
  const slot =
    wanted &&
    data?.days.find((day) => day.date === wanted.date)?.slots.find((free) => free.startTime === wanted.start);
  const done =
    one(query.done) === 'cancelled' || one(query.done) === 'moved'
      ? doneText[one(query.done) as keyof typeof doneText]
      : undefined;
  const problem = isViewingProblem(query.problem) ? query.problem : wanted && !slot ? 'full' : undefined;
  const cancelled = viewing.status === 'cancelled';
  return (
    <>
      <PageHero
        headline={[
          { text: cancelled ? 'Cancelled.' : 'Your viewing.', tone: 'base' },
          { text: cancelled ? 'The time is free again.' : 'Move it or cancel it here.', tone: 'accent' },
        ]}
        intro={<p>{viewingCancellationTerms}</p>}
      />
      <section className="container-page space-y-6 py-10">
        {done ? (
          <p
            role="status"
            className="max-w-2xl rounded-lg border-2 border-success bg-white p-4 font-bold"
            data-testid="viewing-done"
          >
            {done}
          </p>
        ) : null}
        {problem ? <ViewingProblemNotice problem={problem} /> : null}
        <div className="max-w-2xl space-y-4 rounded-2xl border-2 border-line bg-white p-6 tablet:p-8">
          <ViewingSummary
            viewing={viewing}
            town={town}
            unitNames={new Map(units.map((unit) => [unit.reference, unit.name]))}
          />
          {changeable ? (
            <form method="post" action={viewingPaths.cancelApi}>
              <input type="hidden" name="b" value={link.b} />
              <input type="hidden" name="s" value={link.s} />
              <button type="submit" className={buttonClasses('secondary')}>
                Cancel this viewing
              </button>
            </form>
          ) : null}
          <p>
            <a className="link" href={viewingPaths.centre(viewing.centre)}>
              Book {cancelled ? 'another' : 'a further'} viewing at Northlight {town}
            </a>
          </p>
        </div>
        {changeable && slot ? (
          <form
            method="post"
            action={viewingPaths.rescheduleApi}
            className="max-w-2xl space-y-3 rounded-2xl border-2 border-amber bg-white p-6"
            id="move"
          >
            <h2 className="text-2xl font-extrabold">
              Move to {formatCalendarDay(slot.date)}, {slot.label}?
            </h2>
            <input type="hidden" name="b" value={link.b} />
            <input type="hidden" name="s" value={link.s} />
            <input type="hidden" name="slot" value={slotValue(slot)} />
            <button type="submit" className={buttonClasses('primary')}>
              Move my viewing
            </button>
          </form>
        ) : null}
        {changeable && data ? (
          <SlotPicker
            heading="Move to another time (UK time)"
            action={viewingPaths.manage}
            hidden={link}
            days={data.days}
            nextHref={data.next ? `${here}&from=${data.next}` : undefined}
            soonestHref={one(query.from) ? here : undefined}
          />
        ) : null}
      </section>
    </>
  );
}
