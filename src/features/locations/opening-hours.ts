import { weekdays, type OpeningHours, type Weekday } from '@/domain/centre-directory';

/*
 * Opening hours in plain UK English: "Monday to Friday, 8am to 6pm". Days not listed read "Closed".
 */

/** "08:00" -> "8am", "13:30" -> "1.30pm", "12:00" -> "12pm". */
export function formatClockTime(time: string): string {
  const [hoursText = '0', minutesText = '00'] = time.split(':');
  const hours = Number(hoursText);
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return minutesText === '00' ? `${twelveHour}${suffix}` : `${twelveHour}.${minutesText}${suffix}`;
}

/** A run of three or more consecutive days reads "Monday to Friday"; otherwise the days are listed. */
export function formatDays(days: readonly Weekday[]): string {
  const sorted = [...days].sort((a, b) => weekdays.indexOf(a) - weekdays.indexOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  const consecutive = sorted.every((day, index) => weekdays.indexOf(day) === weekdays.indexOf(first) + index);
  if (consecutive && sorted.length >= 3) return `${first} to ${last}`;
  if (sorted.length === 1) return first;
  return `${sorted.slice(0, -1).join(', ')} and ${last}`;
}

export type OpeningHoursRow = { readonly days: string; readonly hours: string };

export function openingHoursRows(openingHours: readonly OpeningHours[]): OpeningHoursRow[] {
  const rows = openingHours.map((entry) => ({
    days: formatDays(entry.days),
    hours: `${formatClockTime(entry.opens)} to ${formatClockTime(entry.closes)}`,
  }));
  const open = new Set(openingHours.flatMap((entry) => entry.days));
  const closed = weekdays.filter((day) => !open.has(day));
  if (closed.length > 0) rows.push({ days: formatDays(closed), hours: 'Closed' });
  return rows;
}
