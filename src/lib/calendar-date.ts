/*
 * Calendar dates as the form sends them (YYYY-MM-DD, from <input type="date">). Pure helpers,
 * shared by the browser and the server through the enquiry schema.
 */

/** Our centres keep UK time: "today" for a booking is today in London. */
export const businessTimeZone = 'Europe/London';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date that exists on the calendar: 2028-02-29 yes, 2027-02-29 and 2027-02-31 no. */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date (YYYY-MM-DD) in the given time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The ISO date `days` after an ISO date (calendar arithmetic in UTC, so no clock change moves it). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 February 2027" for 2027-02-01. */
export function formatCalendarDay(day: string): string {
  return dayFormatter.format(new Date(`${day}T00:00:00Z`));
}
