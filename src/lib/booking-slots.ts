import { businessTimeZone, formatCalendarDay, isCalendarDate, todayIn } from './calendar-date';

/*
 * Meeting-room slots (docs/decisions/0010): pure functions over a centre's opening hours, a date,
 * a duration and the room's confirmed bookings. Centres keep UK time; every instant is computed
 * through Europe/London, so a slot is the same wall-clock hour either side of a clock change.
 *
 * - hour: blocks of N hours (1 to 4) starting on the hour, inside opening hours;
 * - half-day: the morning (opening to 13:00) and the afternoon (13:00 to closing);
 * - day: opening to closing.
 * Slots overlapping a confirmed booking, and slots starting before now, are not offered.
 */

export const bookingDurationKinds = ['hour', 'half-day', 'day'] as const;
export type BookingDurationKind = (typeof bookingDurationKinds)[number];
export const bookingDurationLabels: Record<BookingDurationKind, string> = {
  hour: 'By the hour',
  'half-day': 'Half a day',
  day: 'A full day',
};
export const maxBookingHours = 4;
/** How far ahead a room can be booked. */
export const bookingHorizonDays = 90;
const middayMinutes = 13 * 60;

export type WeeklyHours = {
  readonly days: readonly string[];
  readonly opens: string;
  readonly closes: string;
};
export type Interval = { readonly start: Date; readonly end: Date };
export type Slot = Interval & {
  /** "10:00", UK time: what the form sends back. */
  readonly startTime: string;
  /** "10:00 to 12:00". */
  readonly label: string;
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday name (Monday...) of a calendar date. */
export function weekdayOf(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Opening and closing minutes after midnight on that date, or undefined when closed. */
export function openingOn(hours: readonly WeeklyHours[], date: string): { opens: number; closes: number } | undefined {
  const day = weekdayOf(date);
  const entry = hours.find((candidate) => candidate.days.includes(day));
  return entry ? { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) } : undefined;
}

/** London's offset from UTC, in minutes, at an instant. */
export function londonOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock time in London on a date (DST-safe). */
export function londonInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  // Two passes settle the offset on either side of a clock change.
  let instant = naive - londonOffsetMinutes(naive) * 60_000;
  instant = naive - londonOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/** "10:00" in London for an instant. */
export function londonClock(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** The calendar date (YYYY-MM-DD) in London of an instant. */
export const londonDate = (instant: Date) => todayIn(businessTimeZone, instant);

/** Whether a date can be booked: a real date from today to the horizon, London time. */
export function isBookableDate(date: string, now: Date = new Date()): boolean {
  if (!isCalendarDate(date)) return false;
  const today = todayIn(businessTimeZone, now);
  return date >= today && date <= addDays(today, bookingHorizonDays);
}

export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

export type SlotQuery = {
  readonly hours: readonly WeeklyHours[];
  readonly date: string;
  readonly duration: BookingDurationKind;
  /** For 'hour': how many hours (1 to maxBookingHours). */
  readonly length?: number;
  readonly booked: readonly Interval[];
  readonly now?: Date;
};

/** Every slot the duration allows on that date, booked or not (before now excluded). */
export function candidateSlots(query: Omit<SlotQuery, 'booked'>): Slot[] {
  const now = query.now ?? new Date();
  if (!isBookableDate(query.date, now)) return [];
  const opening = openingOn(query.hours, query.date);
  if (!opening) return [];
  const ranges: [number, number][] = [];
  if (query.duration === 'day') ranges.push([opening.opens, opening.closes]);
  else if (query.duration === 'half-day') {
    if (opening.opens < middayMinutes) ranges.push([opening.opens, Math.min(middayMinutes, opening.closes)]);
    if (opening.closes > middayMinutes) ranges.push([Math.max(middayMinutes, opening.opens), opening.closes]);
  } else {
    const length = (query.length ?? 1) * 60;
    const firstHour = Math.ceil(opening.opens / 60) * 60;
    for (let start = firstHour; start + length <= opening.closes; start += 60) ranges.push([start, start + length]);
  }
  return ranges
    .map(([from, to]) => ({
      start: londonInstant(query.date, from),
      end: londonInstant(query.date, to),
      startTime: clock(from),
      label: `${clock(from)} to ${clock(to)}`,
    }))
    .filter((slot) => slot.start > now);
}

/** The free slots: candidates that overlap no confirmed booking. */
export function freeSlots(query: SlotQuery): Slot[] {
  return candidateSlots(query).filter((slot) => !query.booked.some((booking) => overlaps(slot, booking)));
}

/** The one slot a form names (its start time), if the duration offers it at all. */
export function slotAt(query: Omit<SlotQuery, 'booked'>, startTime: string): Slot | undefined {
  return candidateSlots(query).find((slot) => slot.startTime === startTime);
}

export type RoomRates = { readonly hourly: number; readonly halfDay: number; readonly day: number };

/** The price quoted, in pence: hours x the hourly rate, or the half-day or day rate. */
export function quotePence(rates: RoomRates, duration: BookingDurationKind, length = 1): number {
  const pounds = duration === 'day' ? rates.day : duration === 'half-day' ? rates.halfDay : rates.hourly * length;
  return Math.round(pounds * 100);
}

export function formatPence(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** "Monday 15 June 2026, 10:00 to 12:00" in UK time. */
export function bookingWhen(interval: { readonly startsAt: Date; readonly endsAt: Date }): string {
  const date = londonDate(interval.startsAt);
  return `${weekdayOf(date)} ${formatCalendarDay(date)}, ${londonClock(interval.startsAt)} to ${londonClock(interval.endsAt)}`;
}
