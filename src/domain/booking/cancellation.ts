import { z } from 'zod';
import { businessTimeZone } from '@/lib/calendar-date';
import { freeChangeHours } from './booking-policy';

/*
 * Fair cancellation (issue 39 item 5, docs/decisions/0048-fair-cancellation.md): when a room
 * booking can be cancelled free, by its length and when it was booked. Staff set the rules in the
 * CMS (global "cancellation-rules"): tiers of booking length, each with the notice a free cancel
 * needs, and a grace period after booking. The rules in force when a booking is made are kept on
 * the booking, so the sentence a visitor read beside the Book button is the one every cancel path
 * holds them to, whatever staff change later.
 *
 * The free period is one stretch of time, from booking until `freeUntil`: the later of
 *  - the notice deadline (the start less the tier's notice hours, elapsed hours, so across a clock
 *    change "24 hours before" is 24 real hours and shown at the London wall-clock time it falls on);
 *  - the end of the grace period (booked-at plus the grace minutes, cut short by the start).
 * One function decides it; the booking form, confirmation page, mails, manage page, admin list and
 * every cancel path call it.
 */

export const maxTiers = 6;
export const maxTierHours = 168;
export const maxNoticeHours = 720;
export const maxGraceMinutes = 1440;

const tierSchema = z.object({
  maxHours: z
    .number()
    .int({ error: 'Give the booking length in whole hours.' })
    .min(1, { error: 'A tier covers bookings of at least 1 hour.' })
    .max(maxTierHours, { error: `A tier covers bookings of at most ${maxTierHours} hours.` }),
  noticeHours: z
    .number()
    .int({ error: 'Give the notice in whole hours.' })
    .min(0, { error: 'The notice cannot be negative.' })
    .max(maxNoticeHours, { error: `The notice can be at most ${maxNoticeHours} hours (30 days).` }),
});
export type CancellationTier = z.infer<typeof tierSchema>;

export const cancellationRulesSchema = z
  .object({
    tiers: z
      .array(tierSchema)
      .min(1, { error: 'Give at least one tier.' })
      .max(maxTiers, { error: `Give at most ${maxTiers} tiers.` }),
    graceMinutes: z
      .number()
      .int({ error: 'Give the grace period in whole minutes.' })
      .min(0, { error: 'The grace period cannot be negative.' })
      .max(maxGraceMinutes, { error: `The grace period can be at most ${maxGraceMinutes} minutes (a day).` }),
  })
  .superRefine((rules, ctx) => {
    rules.tiers.forEach((tier, index) => {
      const before = rules.tiers[index - 1];
      if (!before) return;
      if (tier.maxHours <= before.maxHours)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'maxHours'],
          message: 'List the tiers from the shortest booking to the longest: each covers longer bookings than the one above.',
        });
      if (tier.noticeHours < before.noticeHours)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'noticeHours'],
          message: 'A longer booking needs at least as much notice as a shorter one.',
        });
    });
  });
export type CancellationRules = z.infer<typeof cancellationRulesSchema>;

/**
 * The rules an empty database starts with (the seed, src/cms/seed/cancellation-rules.ts) and the
 * server's fallback when the CMS's copy does not parse: issue 39's examples. Up to half a day (5
 * hours: mornings 08:00 to 13:00, afternoons 13:00 to 18:00) free until 24 hours before, a full
 * day until 48 hours before, and any booking for 2 hours after it is made.
 */
export const defaultCancellationRules: CancellationRules = {
  tiers: [
    { maxHours: 5, noticeHours: 24 },
    { maxHours: 24, noticeHours: 48 },
  ],
  graceMinutes: 120,
};

/**
 * The terms of a booking made before the rules came from the CMS (no rules kept on the row): free
 * until 24 hours before the start, whatever its length, no grace period. What its visitor was told.
 */
export const legacyCancellationRules: CancellationRules = {
  tiers: [{ maxHours: maxTierHours, noticeHours: freeChangeHours }],
  graceMinutes: 0,
};

/** The rules kept on a booking (jsonb), or the legacy terms when there are none or they do not parse. */
export function keptCancellationRules(kept: unknown): CancellationRules {
  const parsed = cancellationRulesSchema.safeParse(kept);
  return parsed.success ? parsed.data : legacyCancellationRules;
}

export type CancellationInput = {
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** When the booking was made (for a booking not yet made, now). */
  readonly bookedAt: Date;
  readonly now: Date;
  readonly rules: CancellationRules;
};

export type CancellationDecision = {
  /** A cancel made now is free (nothing due; a payment is refunded in full). */
  readonly free: boolean;
  /** The booking has started: it can no longer be cancelled online at all. */
  readonly started: boolean;
  /** The last moment a cancel is free; at or before booked-at when there is no free period. */
  readonly freeUntil: Date;
  /** Which rule sets `freeUntil`: the notice, the grace period, or neither (no free period). */
  readonly by: 'notice' | 'grace' | 'none';
  readonly tier: CancellationTier;
  /** The terms in one sentence: beside the Book button, on the confirmation and manage pages, in mails. */
  readonly terms: string;
  /** Why a cancel made now is free or not, in plain English. */
  readonly reason: string;
};

const hourMs = 3_600_000;
const minuteMs = 60_000;

/** The tier of a booking of this length: the first that covers it, or the last (the longest) when none does. */
export function tierFor(rules: CancellationRules, lengthHours: number): CancellationTier {
  const tiers = rules.tiers;
  return tiers.find((tier) => lengthHours <= tier.maxHours) ?? tiers[tiers.length - 1]!;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, weekday: 'short', day: 'numeric', month: 'short' });

/** "10:00 on Tue 1 Dec", London time. */
export function cancellationMoment(instant: Date): string {
  return `${clockFormat.format(instant)} on ${dayFormat.format(instant).replace(',', '')}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "2 hours", "90 minutes", "1 hour". */
export function graceText(minutes: number): string {
  return minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
}

export function cancellationDecision(input: CancellationInput): CancellationDecision {
  const { startsAt, endsAt, bookedAt, now, rules } = input;
  const tier = tierFor(rules, (endsAt.getTime() - startsAt.getTime()) / hourMs);
  const noticeEndsAt = new Date(startsAt.getTime() - tier.noticeHours * hourMs);
  const graceEndsAt = new Date(Math.min(bookedAt.getTime() + rules.graceMinutes * minuteMs, startsAt.getTime()));
  const hasGrace = rules.graceMinutes > 0 && graceEndsAt.getTime() > bookedAt.getTime();
  const by: CancellationDecision['by'] =
    noticeEndsAt.getTime() > bookedAt.getTime() && noticeEndsAt.getTime() >= graceEndsAt.getTime()
      ? 'notice'
      : hasGrace
        ? 'grace'
        : 'none';
  const freeUntil = by === 'notice' ? noticeEndsAt : by === 'grace' ? graceEndsAt : bookedAt;
  const started = now.getTime() >= startsAt.getTime();
  const free = !started && by !== 'none' && now.getTime() <= freeUntil.getTime();
  const notice = `${plural(tier.noticeHours, 'hour')} before the start`;
  const grace = graceText(rules.graceMinutes);
  const terms =
    by === 'notice'
      ? `Free cancellation until ${cancellationMoment(freeUntil)} (${notice})${rules.graceMinutes > 0 ? `; free within ${grace} of booking` : ''}.`
      : by === 'grace'
        ? graceEndsAt.getTime() === startsAt.getTime()
          ? `Free cancellation until the start, ${cancellationMoment(freeUntil)} (it starts within ${grace} of booking; the usual ${notice} has passed).`
          : `Free cancellation until ${cancellationMoment(freeUntil)} (within ${grace} of booking; the usual ${notice} has passed).`
        : `No free cancellation: a booking of this length is free to cancel only until ${notice}, and that time has passed.`;
  const reason = started
    ? 'The booking has started, so it can no longer be cancelled online.'
    : free
      ? `Cancelling now is free: it is before ${cancellationMoment(freeUntil)}, ${by === 'notice' ? notice : `within ${grace} of booking`}.`
      : by === 'none'
        ? `Cancelling now is not free: this booking had no free cancellation (it was made less than ${notice}).`
        : `Cancelling now is not free: free cancellation ended at ${cancellationMoment(freeUntil)} (${by === 'notice' ? notice : `${grace} after booking`}).`;
  return { free, started, freeUntil, by, tier, terms, reason };
}

/**
 * The whole terms paragraph: the free period, what a later cancel costs (paid online: no refund;
 * otherwise the price is due), and the move rule (booking-policy.ts), unchanged by this.
 */
export function cancellationTermsText(decision: Pick<CancellationDecision, 'terms' | 'by'>, paidOnline: boolean): string {
  const after =
    decision.by === 'none'
      ? paidOnline
        ? 'If you cancel, the payment is not refunded.'
        : 'You can still cancel, but the price is due.'
      : paidOnline
        ? 'Cancel in that time and your payment is refunded in full to your card; after it, the payment is not refunded.'
        : 'After that you can still cancel, but the price is due.';
  return `${decision.terms} ${after} Moving to another time is free until ${freeChangeHours} hours before the start.`;
}

/** The booked-at instant of a stored booking: when it was paid for (online) or made. */
export function bookedAtOf(booking: { readonly createdAt: Date; readonly paidAt?: Date | null }): Date {
  return booking.paidAt ?? booking.createdAt;
}

/** A stored booking's decision: its own kept rules (or the old terms), counted from when it was booked. */
export function bookingCancellation(
  booking: {
    readonly startsAt: Date;
    readonly endsAt: Date;
    readonly createdAt: Date;
    readonly paidAt?: Date | null;
    readonly cancellationRules?: unknown;
  },
  now: Date,
): CancellationDecision {
  return cancellationDecision({
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    bookedAt: bookedAtOf(booking),
    now,
    rules: keptCancellationRules(booking.cancellationRules ?? null),
  });
}

/*
 * Staff cancelling (the bookings list, the bookings board) are not held to the visitor's terms:
 * they may cancel at any time, but they see whether the cancel is within the free period, and
 * outside it they must say whether the charge stands (no refund, the price due) or is waived
 * (nothing due, a payment refunded in full), e.g. when the centre itself cannot host the booking.
 */
export const staffChargeChoices = ['keep', 'waive'] as const;
export type StaffChargeChoice = (typeof staffChargeChoices)[number];

export const staffChargeLabels: Record<StaffChargeChoice, string> = {
  keep: 'Keep the charge: no refund, the price is due (the visitor cancelled late)',
  waive: 'Waive the charge: nothing is due, a card payment is refunded in full',
};

/** Whether a staff cancel is free: always within the free period; outside it, staff's choice (undefined: not chosen). */
export function staffCancelFree(decision: Pick<CancellationDecision, 'free'>, choice: StaffChargeChoice | undefined): boolean | undefined {
  if (decision.free) return true;
  return choice === undefined ? undefined : choice === 'waive';
}

/** What the admin shows staff before they cancel. */
export function staffCancellationStatus(decision: CancellationDecision): string {
  if (decision.free) return `Within the free period (until ${cancellationMoment(decision.freeUntil)}): cancelling is free.`;
  if (decision.by === 'none') return 'Outside the free period (this booking had none): choose whether the charge stands.';
  return `Outside the free period (it ended ${cancellationMoment(decision.freeUntil)}): choose whether the charge stands.`;
}
