import { z } from 'zod';
import { addDays, bookingDurationKinds, candidateSlots, maxBookingHours, type SlotQuery, type Slot } from '@/lib/booking-slots';
import { unitReferencePattern } from '@/lib/unit-reference';
import { formatCalendarDay, isCalendarDate } from '@/lib/calendar-date';
import { bookingPaths } from './booking-schema';
import { bookedAtOf, bookingCancellation } from './cancellation';

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

/** The series a review page shows: the slot's non-personal facts, the weeks and the weeks left out. */
export type SeriesPlace = {
  readonly centre: string;
  readonly room: string;
  readonly date: string;
  readonly duration: string;
  readonly hours: number;
  readonly start: string;
  readonly seats?: number | undefined;
  readonly weeks: number;
  readonly skip: readonly string[];
};

/**
 * The review page of a series (only non-personal facts in the address; what the visitor typed
 * waits in the signed draft cookie). `problem` says why the visitor is back: weeks were taken
 * between the review and the post.
 */
export function seriesReviewPath(place: SeriesPlace, problem?: 'taken' | 'changed'): string {
  const query = new URLSearchParams({
    room: place.room,
    date: place.date,
    duration: place.duration,
    hours: String(place.hours),
    start: place.start,
    weeks: String(place.weeks),
  });
  if (place.seats !== undefined) query.set('seats', String(place.seats));
  if (place.skip.length > 0) query.set('skip', place.skip.join(','));
  if (problem) query.set('problem', problem);
  return `${bookingPaths.repeat(place.centre)}?${query.toString()}`;
}

const reviewQuerySchema = z.object({
  room: z.string().regex(unitReferencePattern),
  date: z.string().refine(isCalendarDate),
  duration: z.enum(bookingDurationKinds),
  hours: z.coerce.number().int().min(1).max(maxBookingHours),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  seats: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
});

/** A review page's series from its query, or undefined when any of it is missing or made up. */
export function parseSeriesPlace(centre: string, query: Record<string, string | string[] | undefined>): SeriesPlace | undefined {
  const flat = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const place = reviewQuerySchema.safeParse(flat);
  const repeat = repeatFieldsSchema.safeParse({ ...flat, repeat: 'weekly' });
  if (!place.success || !repeat.success) return undefined;
  return { centre, ...place.data, weeks: repeat.data.weeks, skip: repeat.data.skip };
}

/**
 * What the terms of a series add to each week's free period (cancellation.ts decides that, week by
 * week): a late cancel costs that week's price, and weeks are not moved online (the series'
 * calendar entry repeats one time; a moved week would break it).
 */
export function seriesTermsText(paidOnline: boolean): string {
  const after = paidOnline
    ? 'Cancel a date within its free period and its payment is refunded in full to your card; after it, that date is not refunded.'
    : 'After a date’s free period you can still cancel it, but its price is due.';
  return `${after} Dates of a repeat booking are not moved online: cancel a date and book another time instead.`;
}

/**
 * The cancellation terms of a repeat booking in one paragraph (confirmation page, mails): every
 * date has its own free period by the same rules (cancellation.ts, decided per date), the first
 * date's stated as the example, then what the series adds.
 */
export function seriesCancellationText(first: Parameters<typeof bookingCancellation>[0] & { readonly paidPence: number | null }): string {
  const decision = bookingCancellation(first, bookedAtOf(first));
  return `Each date has its own free cancellation period, counted from its own start. For the first date: ${decision.terms} ${seriesTermsText(first.paidPence != null)}`;
}
