import { addDays, londonClock, londonDate, londonInstant } from '@/lib/booking-slots';
import { isWorkingDay } from './bank-holidays';
import { isOpenStage, type LeadStage } from './stages';

/*
 * A lead never waits unseen: an open lead untouched for more than a working day (UK time,
 * weekends and England and Wales bank holidays not counted) is stale. Touched at 15:00 on a
 * Friday, it is stale after 15:00 on Monday (Tuesday after a bank-holiday Monday); touched on a
 * Saturday, it has the whole of Monday and is stale from Tuesday 00:00.
 */

function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

const minutesOfDay = (instant: Date) => {
  const [hours = 0, minutes = 0] = londonClock(instant).split(':').map(Number);
  return hours * 60 + minutes;
};

/** The moment a lead touched at `touchedAt` becomes stale if nobody touches it again. */
export function staleAt(touchedAt: Date): Date {
  const day = londonDate(touchedAt);
  if (isWorkingDay(day)) return londonInstant(nextWorkingDay(day), minutesOfDay(touchedAt));
  return londonInstant(nextWorkingDay(nextWorkingDay(day)), 0);
}

export function isStale(lead: { readonly stage: LeadStage; readonly touchedAt: Date }, now: Date): boolean {
  return isOpenStage(lead.stage) && now.getTime() > staleAt(lead.touchedAt).getTime();
}
