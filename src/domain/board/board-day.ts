import { londonClock, londonDate, londonInstant, type BookingDurationKind } from '@/lib/booking-slots';
import { addDays, businessTimeZone, isCalendarDate, todayIn } from '@/lib/calendar-date';
import type { AttendanceMark, BoardVisit } from './attendance';

/*
 * The bookings board's day (issue 22 item 2): one centre, one calendar day in UK time. Times are
 * stored in UTC; the day runs from midnight to midnight in Europe/London, so it is 23 hours long
 * on the last Sunday of March and 25 on the last Sunday of October, and every time on it is read
 * in London (londonInstant and londonClock, shared with room bookings and viewings).
 */

export const boardKinds = ['booking', 'viewing'] as const;
export type BoardKind = (typeof boardKinds)[number];
export const boardKindLabels: Record<BoardKind, string> = { booking: 'Room booking', viewing: 'Viewing' };

/** What a row shows and the filter reads: the stored status, with the centre's mark on top. */
export const boardStatuses = [
  'expected',
  'checked-in',
  'no-show',
  'cancelled',
  'held',
  'hold-ended',
  'refunded',
] as const;
export type BoardStatus = (typeof boardStatuses)[number];
export const boardStatusLabels: Record<BoardStatus, string> = {
  expected: 'Expected',
  'checked-in': 'Checked in',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
  held: 'Held while paying',
  'hold-ended': 'Hold ended unpaid',
  refunded: 'Refunded',
};

export type BoardItem = BoardVisit & {
  readonly kind: BoardKind;
  readonly id: string;
  readonly reference: string;
  readonly centre: string;
  /** The meeting room's reference, or the units to see (empty: a look round the centre). */
  readonly place: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly cancelledBy: 'visitor' | 'staff' | null;
  /** Why staff cancelled (told to the visitor); null otherwise. */
  readonly cancelReason: string | null;
  readonly attendanceByName: string | null;
  readonly attendanceAt: Date | null;
  /** A room booking's kind of slot (a move keeps it); null for a viewing. */
  readonly roomSlot: { readonly duration: BookingDurationKind; readonly hours: number } | null;
  /**
   * A room booking's cancellation terms as kept on it (when booked, paid, and the rules), for the
   * cancel panel's "within the free period" (src/domain/booking/cancellation.ts); null for a viewing.
   */
  readonly terms: { readonly createdAt: Date; readonly paidAt: Date | null; readonly cancellationRules: unknown } | null;
};

export function boardStatusOf(item: {
  readonly status: string;
  readonly attendance: AttendanceMark | null;
}): BoardStatus {
  switch (item.status) {
    case 'confirmed':
      return item.attendance ?? 'expected';
    case 'pending':
      return 'held';
    case 'expired':
      return 'hold-ended';
    case 'refunded':
      return 'refunded';
    default:
      return 'cancelled';
  }
}

/** The instants the UK calendar day covers: [start, end). */
export function ukDayBounds(date: string): { readonly start: Date; readonly end: Date } {
  return { start: londonInstant(date, 0), end: londonInstant(addDays(date, 1), 0) };
}

/** How far from today the board's day picker goes, either way. */
export const boardDayReach = 400;

/** The day a query names (YYYY-MM-DD within reach of today), else today in the UK. */
export function boardDate(raw: unknown, now: Date): string {
  const today = todayIn(businessTimeZone, now);
  if (typeof raw !== 'string' || !isCalendarDate(raw)) return today;
  return raw >= addDays(today, -boardDayReach) && raw <= addDays(today, boardDayReach) ? raw : today;
}

/** "09:00 to 10:30", UK time; a side that falls on another UK day says which. */
export function boardTimeRange(
  item: { readonly startsAt: Date; readonly endsAt: Date },
  date: string,
): string {
  const side = (instant: Date) => {
    const day = londonDate(instant);
    const clock = londonClock(instant);
    return day === date ? clock : `${clock} (${day < date ? 'the day before' : 'next day'})`;
  };
  return `${side(item.startsAt)} to ${side(item.endsAt)}`;
}

export type BoardGroup<Item> = {
  /** "09:00": the UK hour the group's visits start in; "Earlier" for visits begun the day before. */
  readonly hour: string;
  readonly items: readonly Item[];
};

/**
 * The day's visits in start order, grouped by the UK hour they start in. In October's repeated
 * hour, 01:00 BST and 01:00 GMT are both "01:00", in the order they happen.
 */
export function boardGroups<
  Item extends { readonly startsAt: Date; readonly endsAt: Date; readonly reference: string },
>(items: readonly Item[], date: string): BoardGroup<Item>[] {
  const { start, end } = ukDayBounds(date);
  const sorted = items
    .filter((item) => item.startsAt < end && item.endsAt > start)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.reference.localeCompare(b.reference));
  const groups: { hour: string; items: Item[] }[] = [];
  for (const item of sorted) {
    const hour = item.startsAt < start ? 'Earlier' : `${londonClock(item.startsAt).slice(0, 2)}:00`;
    const last = groups.at(-1);
    if (last?.hour === hour) last.items.push(item);
    else groups.push({ hour, items: [item] });
  }
  return groups;
}
