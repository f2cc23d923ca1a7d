import { addDays, londonDate, londonInstant } from '@/lib/booking-slots';

/*
 * The dashboard counts by week in UK time: a week starts on Monday at 00:00 in London, whatever
 * the clocks do (a week across the change to summer time is 167 hours long, and still one week).
 * A week is named by its Monday's date, YYYY-MM-DD.
 */

/** The Monday (YYYY-MM-DD, London) of the week an instant falls in. */
export function weekOf(instant: Date): string {
  const date = londonDate(instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The last `count` weeks, oldest first; the last is the week `now` falls in. */
export function recentWeeks(now: Date, count = 12): string[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number of weeks');
  const current = weekOf(now);
  return Array.from({ length: count }, (_, index) => addDays(current, 7 * (index - count + 1)));
}

/** The instants the weeks cover: from the first Monday 00:00 to the Monday after the last, London time. */
export function weeksSpan(weeks: readonly string[]): { readonly from: Date; readonly to: Date } {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) throw new RangeError('no weeks');
  return { from: londonInstant(first, 0), to: londonInstant(addDays(last, 7), 0) };
}

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Nov": a week on a chart's axis. */
export const weekLabel = (monday: string) => short.format(new Date(`${monday}T00:00:00Z`));
/** "3 November 2026": a week in a table or a file. */
export const weekLongLabel = (monday: string) => long.format(new Date(`${monday}T00:00:00Z`));
