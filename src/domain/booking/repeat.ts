import { z } from 'zod';
import { addDays, candidateSlots, type SlotQuery, type Slot } from '@/lib/booking-slots';
import { formatCalendarDay, isCalendarDate } from '@/lib/calendar-date';

/*
 * Repeat bookings (issue 39 item 2, docs/decisions/0052-repeat-bookings.md): the same room, the
 * same weekday and the same UK wall-clock time each week, for 2 to 12 weeks. Each week's times are
 * worked out from its own calendar date (londonInstant), so a weekly 10:00 booking stays at 10:00
 * UK time across the BST/GMT change: its UTC instant moves by an hour, its wall clock does not.
 *
 * A week the centre does not offer (closed that weekday, past the booking horizon, already
 * passed) or that someone else holds is a clash: the series is offered without those weeks,
 * never silently shortened.
 */

export const minRepeatWeeks = 2;
export const maxRepeatWeeks = 12;

/** The form's repeat fields: a tick box, the number of weeks, and the weeks left out (clashes). */
export const repeatFieldsSchema = z.object({
  repeat: z.literal('weekly').optional().catch(undefined),
  weeks: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? minRepeatWeeks : value),
    z.coerce
      .number({ error: `Choose from ${minRepeatWeeks} to ${maxRepeatWeeks} weeks.` })
      .int({ error: `Choose from ${minRepeatWeeks} to ${maxRepeatWeeks} weeks.` })
      .min(minRepeatWeeks, { error: `Repeat for at least ${minRepeatWeeks} weeks, or untick "Repeat weekly".` })
      .max(maxRepeatWeeks, { error: `Repeat for at most ${maxRepeatWeeks} weeks online: call us for longer.` }),
  ),
  /** Dates (YYYY-MM-DD) left out of the series, comma-separated: the weeks that clashed. */
  skip: z
    .string()
    .max(11 * 11)
    .optional()
    .transform((value, ctx) => {
      const dates = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
      if (dates.some((date) => !isCalendarDate(date))) {
        ctx.addIssue({ code: 'custom', message: 'The weeks left out could not be read. Choose your dates again.' });
        return z.NEVER;
      }
      return [...new Set(dates)].sort();
    }),
});
export type RepeatFields = z.output<typeof repeatFieldsSchema>;

/** The dates of a weekly series from its first date: the first, then every 7 days. */
export function weeklyDates(firstDate: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, week) => addDays(firstDate, week * 7));
}

export type Occurrence = { readonly date: string; readonly slot: Slot };
export type ClashReason = 'closed' | 'taken';
export type Clash = { readonly date: string; readonly reason: ClashReason };

/**
 * Each week's slot at the same UK start time, or a 'closed' clash when the centre does not offer
 * that time on that date (closed that weekday, past the horizon, in the past).
 */
export function seriesOccurrences(
  query: Omit<SlotQuery, 'booked' | 'date'>,
  firstDate: string,
  startTime: string,
  weeks: number,
): { occurrences: Occurrence[]; clashes: Clash[] } {
  const occurrences: Occurrence[] = [];
  const clashes: Clash[] = [];
  for (const date of weeklyDates(firstDate, weeks)) {
    const slot = candidateSlots({ ...query, date }).find((candidate) => candidate.startTime === startTime);
    if (slot) occurrences.push({ date, slot });
    else clashes.push({ date, reason: 'closed' });
  }
  return { occurrences, clashes };
}

/**
 * What is left to book once the weeks left out are removed: at least two dates make a series;
 * the weeks left out must be weeks of this series (a forged list is refused, not ignored).
 */
export function remainingOccurrences(
  occurrences: readonly Occurrence[],
  skip: readonly string[],
  weeks: readonly string[],
): { ok: true; occurrences: Occurrence[] } | { ok: false; reason: 'not-in-series' | 'too-few' } {
  if (skip.some((date) => !weeks.includes(date))) return { ok: false, reason: 'not-in-series' };
  const left = occurrences.filter((occurrence) => !skip.includes(occurrence.date));
  // The first week may itself be left out: the series then starts at the next week booked.
  if (left.length < 1) return { ok: false, reason: 'too-few' };
  return { ok: true, occurrences: left };
}

/** "Tue 8 December 2026": a UK date as the clash message and the mails list it. */
export function ukShortDate(date: string): string {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return `${weekday} ${formatCalendarDay(date)}`;
}

/** "Weekly, 3 of 8": an occurrence's place in its series, for staff and the visitor. */
export function seriesPosition(index: number, count: number): string {
  return `Weekly, ${index + 1} of ${count}`;
}

/** Why a week cannot be booked, in the visitor's words. */
export const clashReasonText: Record<ClashReason, string> = {
  closed: 'the centre is closed or the time is not offered that day',
  taken: 'the room is already booked then',
};
