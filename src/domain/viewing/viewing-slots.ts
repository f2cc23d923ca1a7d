import { addDays, isCalendarDate, businessTimeZone, todayIn } from '@/lib/calendar-date';
import { londonInstant, weekdayOf } from '@/lib/booking-slots';
import { minutesOfClock, type ViewingHours } from './viewing-hours';

/*
 * Viewing slots: pure functions over a centre's viewing hours. Every wall-clock time is turned
 * into an instant through Europe/London (londonInstant, shared with room bookings), so a 10:00
 * viewing is 10:00 in the UK on either side of a clock change. A slot is offered when its day is
 * a viewing day and not a closed date, it is no more than 60 days ahead, and it starts at least
 * the centre's minimum notice after now. Whether it is full is a count of confirmed viewings
 * against the capacity; the database enforces the same limit (docs/decisions/0022).
 */

/** How far ahead a viewing can be booked. */
export const viewingHorizonDays = 60;

export type ViewingSlot = {
  readonly start: Date;
  readonly end: Date;
  /** The calendar date in London, YYYY-MM-DD. */
  readonly date: string;
  /** "10:00", UK time: what the form sends back. */
  readonly startTime: string;
  /** "10:00 to 10:30". */
  readonly label: string;
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The last date a viewing may be on, London time. */
export const lastViewingDate = (now: Date) => addDays(todayIn(businessTimeZone, now), viewingHorizonDays);

/** The slots of a date a visitor may still choose: a viewing day, not closed, within notice and horizon. */
export function viewingSlotsOn(hours: ViewingHours, date: string, now: Date = new Date()): ViewingSlot[] {
  if (!isCalendarDate(date)) return [];
  const today = todayIn(businessTimeZone, now);
  if (date < today || date > lastViewingDate(now)) return [];
  if (!hours.days.includes(weekdayOf(date) as ViewingHours['days'][number])) return [];
  if (hours.closedDates.includes(date)) return [];
  const earliest = now.getTime() + hours.minimumNoticeHours * 3_600_000;
  const [from, to] = [minutesOfClock(hours.starts), minutesOfClock(hours.ends)];
  const slots: ViewingSlot[] = [];
  for (let start = from; start + hours.slotMinutes <= to; start += hours.slotMinutes) {
    const slot = {
      start: londonInstant(date, start),
      end: londonInstant(date, start + hours.slotMinutes),
      date,
      startTime: clock(start),
      label: `${clock(start)} to ${clock(start + hours.slotMinutes)}`,
    };
    // The end is computed from the wall clock too: in the hour that repeats in October it is a
    // real instant after the start (checked here, not assumed).
    if (slot.start.getTime() >= earliest && slot.end > slot.start) slots.push(slot);
  }
  return slots;
}

/** The one slot a form names (date and start time), if the hours offer it now. */
export function viewingSlotAt(hours: ViewingHours, date: string, startTime: string, now: Date = new Date()) {
  return viewingSlotsOn(hours, date, now).find((slot) => slot.startTime === startTime);
}

/** How many confirmed viewings each slot has, keyed by the start instant (ISO). */
export type SlotUse = ReadonlyMap<string, number>;

export const slotKey = (start: Date) => start.toISOString();

/** The slots with at least one place left. */
export function freeViewingSlots(
  slots: readonly ViewingSlot[],
  capacity: number,
  use: SlotUse,
): ViewingSlot[] {
  return slots.filter((slot) => (use.get(slotKey(slot.start)) ?? 0) < capacity);
}

export type ViewingDay = { readonly date: string; readonly slots: readonly ViewingSlot[] };

/**
 * The days from `from` (inclusive) that have slots, at most `count` of them, and the date to
 * continue from for the next page (undefined past the horizon).
 */
export function viewingDaysFrom(
  hours: ViewingHours,
  from: string,
  count: number,
  now: Date = new Date(),
): { days: ViewingDay[]; next: string | undefined } {
  const today = todayIn(businessTimeZone, now);
  const last = lastViewingDate(now);
  const days: ViewingDay[] = [];
  let date = isCalendarDate(from) && from > today ? from : today;
  for (; date <= last && days.length < count; date = addDays(date, 1)) {
    const slots = viewingSlotsOn(hours, date, now);
    if (slots.length > 0) days.push({ date, slots });
  }
  return { days, next: date <= last ? date : undefined };
}
