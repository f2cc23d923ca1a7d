import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { contactFields } from '@/domain/enquiry/enquiry-schema';
import { withVat, type PriceWithVat } from '@/domain/vat';
import { openingOn, type WeeklyHours } from '@/lib/booking-slots';
import { addDays, businessTimeZone, isCalendarDate, todayIn } from '@/lib/calendar-date';
import { referencePattern } from '@/lib/enquiry-reference';

/*
 * Coworking day passes (issue 39 item 1): a hot desk for one day at a centre with coworking,
 * bought with no account. What a centre offers (desks for day visitors, the net price of a day,
 * closed dates, the free trial day) is the CMS's; the rules here decide which dates can be sold
 * and what a pass costs. The database holds the desk limit itself (src/server/day-passes/day-passes.ts).
 */

export const dayPassDeskBounds = { min: 1, max: 200 } as const;
/** Net pence; £500 a day is far above any hot desk, so a bigger figure is a typing slip. */
export const dayPassPriceBounds = { min: 0, max: 50_000 } as const;
export const maxDayPassClosedDates = 60;
/** How far ahead a pass can be bought (days from today, London). */
export const dayPassHorizonDays = 60;

export const dayPassSettingsSchema = z.object({
  desks: z.number().int().min(dayPassDeskBounds.min).max(dayPassDeskBounds.max),
  pricePerDayPence: z.number().int().min(dayPassPriceBounds.min).max(dayPassPriceBounds.max),
  closedDates: z
    .array(z.string().refine(isCalendarDate, 'Use a real date, YYYY-MM-DD'))
    .max(maxDayPassClosedDates),
  /** A first visit free: one per email address and one per phone number, ever. */
  freeTrialDay: z.boolean(),
});
export type DayPassSettings = z.infer<typeof dayPassSettingsSchema>;

/** Why a date cannot be sold; undefined when it can. */
export type DayPassDateProblem = 'not-a-date' | 'past' | 'too-far' | 'closed' | 'reception-closed';

export function dayPassDateProblem(
  settings: Pick<DayPassSettings, 'closedDates'>,
  openingHours: readonly WeeklyHours[],
  date: string,
  now: Date = new Date(),
): DayPassDateProblem | undefined {
  if (!isCalendarDate(date)) return 'not-a-date';
  const today = todayIn(businessTimeZone, now);
  if (date < today) return 'past';
  if (date > addDays(today, dayPassHorizonDays)) return 'too-far';
  if (settings.closedDates.includes(date)) return 'closed';
  // A desk needs someone at reception to let the visitor in: the centre's opening hours decide.
  const opening = openingOn(openingHours, date);
  if (!opening) return 'reception-closed';
  // Today is sold until reception closes, not after.
  if (date === today && minutesNowInLondon(now) >= opening.closes) return 'past';
  return undefined;
}

function minutesNowInLondon(now: Date): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(now)
    .split(':')
    .map(Number) as [number, number];
  return hour * 60 + minute;
}

/** Every date a pass can be bought for, from today to the horizon. */
export function sellableDayPassDates(
  settings: Pick<DayPassSettings, 'closedDates'>,
  openingHours: readonly WeeklyHours[],
  now: Date = new Date(),
): string[] {
  const today = todayIn(businessTimeZone, now);
  return Array.from({ length: dayPassHorizonDays + 1 }, (_, offset) => addDays(today, offset)).filter(
    (date) => dayPassDateProblem(settings, openingHours, date, now) === undefined,
  );
}

/** What a pass costs: the centre's net day price plus VAT, or nothing for a free trial day. */
export function dayPassPrice(
  settings: Pick<DayPassSettings, 'pricePerDayPence'>,
  vatRatePercent: number,
  trial: boolean,
): PriceWithVat {
  return withVat(trial ? 0 : settings.pricePerDayPence, vatRatePercent);
}

/** The purchase form (a plain form post): centre, date, the shared contact fields, the terms. */
export const dayPassRequestSchema = z.object({
  ...contactFields,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  date: z
    .string({ error: 'Choose a date from the list.' })
    .max(10)
    .refine(isCalendarDate, { error: 'Choose a date from the list.' }),
  /** "trial" asks for the free first day; anything else is a paid day. */
  kind: z.enum(['day', 'trial']).default('day'),
  terms: z.literal('yes', { error: 'Tick the box to say you accept the terms of the pass.' }),
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type DayPassRequest = z.output<typeof dayPassRequestSchema>;

export const dayPassPaths = {
  start: '/coworking/day-pass',
  centre: (centre: string) => `/coworking/day-pass/${centre}`,
  confirmed: '/coworking/day-pass/confirmed',
  manage: '/coworking/day-pass/manage',
  api: '/api/day-passes',
  cancelApi: '/api/day-passes/cancel',
} as const;

/**
 * Reception's search box: a pass reference (NL-XXXX-XXXX, the site's one reference form) however
 * it was typed or a phone camera read it from the QR code: case, spaces, missing dashes. Undefined
 * when it cannot be a reference.
 */
export function passReferenceFrom(input: string): string | undefined {
  const compact = input.slice(0, 60).toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/^NL/, '');
  if (compact.length !== 8) return undefined;
  const reference = `NL-${compact.slice(0, 4)}-${compact.slice(4)}`;
  return referencePattern.test(reference) ? reference : undefined;
}

/** Why the purchase page is shown again after a post (in its URL: nothing personal). */
export const dayPassProblems = [
  'invalid',
  'full',
  'date',
  'trial-used',
  'trial-off',
  'forbidden',
  'used',
  'rate-limited',
  'failed',
] as const;
export type DayPassProblem = (typeof dayPassProblems)[number];
export const isDayPassProblem = (value: unknown): value is DayPassProblem =>
  typeof value === 'string' && (dayPassProblems as readonly string[]).includes(value);

export const dayPassProblemText: Record<DayPassProblem, { heading: string; body: string }> = {
  invalid: { heading: 'Please check your details', body: 'Some details need a change: see the messages by the fields.' },
  full: {
    heading: 'That day is full',
    body: 'Every desk for day visitors is taken that day. Nothing was booked: choose another date.',
  },
  date: {
    heading: 'That date is not offered',
    body: 'It has passed, is too far ahead, or the centre is closed that day. Nothing was booked: choose another date.',
  },
  'trial-used': {
    heading: 'The free trial day is for first visits',
    body: 'That email address or phone number has already had its free day. Nothing was booked: buy a day pass instead.',
  },
  'trial-off': {
    heading: 'No free trial days here just now',
    body: 'This centre is not offering free trial days at the moment. Nothing was booked: buy a day pass instead.',
  },
  forbidden: {
    heading: 'We could not take your booking',
    body: 'The page was open a long time, or the form did not come from our website. Choose your date again and send the form.',
  },
  used: {
    heading: 'This form was already sent',
    body: 'Each form sends once. If your pass was booked, it is in your email; if not, choose your date again and send the form.',
  },
  'rate-limited': {
    heading: 'Please wait a moment',
    body: 'You have made several bookings in a short time. Wait a minute and send the form again, or call us.',
  },
  failed: {
    heading: 'Something went wrong on our side',
    body: 'Your pass was not booked. Please try again in a moment, or call us and we will book it for you.',
  },
};

/** Reception's check-in of a pass: what the board says when it cannot check it in. */
export type CheckInRefusal = 'not-found' | 'unpaid' | 'cancelled' | 'already' | 'wrong-day' | 'other-centre';

export function checkInRefusal(
  pass: { status: string; day: string; centre: string; checkedInAt: Date | null },
  at: { centre: string | 'any'; now: Date },
): CheckInRefusal | undefined {
  if (pass.status === 'pending' || pass.status === 'expired') return 'unpaid';
  if (pass.status !== 'confirmed') return 'cancelled';
  if (pass.checkedInAt) return 'already';
  if (pass.day !== todayIn(businessTimeZone, at.now)) return 'wrong-day';
  if (at.centre !== 'any' && at.centre !== pass.centre) return 'other-centre';
  return undefined;
}

/**
 * Staff cancelling a pass on the board: any confirmed pass not yet checked in. A pass paid online is
 * refunded when cancelled before its day (the visitor's own rule); on the day, staff choose.
 */
export function staffDayPassCancel(
  pass: { readonly status: string; readonly day: string; readonly checkedInAt: Date | null; readonly paidAt: Date | null },
  now: Date,
): { readonly allowed: boolean; readonly refundChoice: boolean } {
  const allowed = pass.status === 'confirmed' && !pass.checkedInAt;
  return { allowed, refundChoice: allowed && pass.paidAt !== null && pass.day <= todayIn(businessTimeZone, now) };
}

/** Cancelling online ends when the day starts (London): after that, call the centre. */
export const dayPassCancellable = (pass: { status: string; day: string }, now: Date) =>
  pass.status === 'confirmed' && pass.day > todayIn(businessTimeZone, now);

/** The terms shown before the visitor commits, and in the pass mail (one wording everywhere). */
export const dayPassTerms = {
  included:
    'A hot desk in the coworking area for the whole day, while reception is open. Desks are first come, first served on the day; meeting rooms are booked separately.',
  cancellation:
    'Cancel online with the link in your email at any time before your day starts (midnight, UK time), free of charge: a pass paid online is refunded in full. On the day, the pass can no longer be cancelled. A pass is for one person and one day.',
  payOnArrival: 'Pay at reception when you arrive, by card. Nothing is taken online.',
  payOnline: 'Pay online by card now (Stripe). Your desk is held for 15 minutes while you pay.',
  trial: 'Your free trial day: nothing to pay. One free day per person.',
  fromBundle: 'A day from your bundle: nothing to pay. Cancelled before the day, the day goes back to your bundle.',
} as const;

/** How a pass is paid, in the words of its page and mail (one wording everywhere). */
export function dayPassPaymentText(pass: {
  readonly trial: boolean;
  readonly status: string;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
  readonly paymentKept?: boolean;
  /** A day booked from a bundle of days (decision 0056): paid with the bundle. */
  readonly bundleId?: string | null;
}): string {
  if (pass.trial) return dayPassTerms.trial;
  if (pass.bundleId) return dayPassTerms.fromBundle;
  // A cancelled paid pass is refunded (the payment sweeper retries until Stripe takes it), unless
  // staff cancelled it on the day and kept the payment.
  if (pass.status === 'cancelled' && pass.paidAt)
    return pass.paymentKept ? 'Paid online by card; cancelled on the day, so not refunded.' : 'Paid online by card, and refunded in full.';
  if (pass.refundedAt) return 'Paid online by card, and refunded in full.';
  if (pass.paidAt) return 'Paid online by card. Nothing to pay at reception.';
  if (pass.status === 'pending') return 'Waiting for your card payment: the pass is confirmed when it arrives.';
  return dayPassTerms.payOnArrival;
}

/** What the board says when it refuses a check-in: clear enough to read out to the visitor. */
export const checkInRefusalText: Record<CheckInRefusal, string> = {
  'not-found': 'No day pass has that reference. Check it with the visitor, or look for their name in the list.',
  unpaid: 'This pass was never paid for online, so it is not booked. The visitor can buy a pass now.',
  cancelled: 'This pass was cancelled: it cannot be used. The visitor can buy a new pass.',
  already: 'This pass has already been used: it was checked in before. A pass is for one visit.',
  'wrong-day': 'This pass is for another day, not today: it cannot be used today.',
  'other-centre': 'This pass is for another centre, not this one.',
};

export type DayPassOutcome = {
  readonly headline: string;
  readonly accent: string;
  readonly intro: string;
  /** done: confirmed; waiting: the payment may still confirm it; over: not booked or cancelled. */
  readonly tone: 'done' | 'waiting' | 'over';
};

const londonClock = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', minute: '2-digit' });

/** What the confirmation page says about a pass, from its state (paid online or not, held, ended). */
export function dayPassOutcome(
  pass: { readonly status: string; readonly holdExpiresAt: Date | null; readonly refundedAt: Date | null },
  context: { readonly backFromCheckout: boolean },
): DayPassOutcome {
  switch (pass.status) {
    case 'confirmed':
      return {
        headline: 'Booked.',
        accent: 'Your desk is waiting.',
        intro: 'Give your reference at reception, or show the code in your email.',
        tone: 'done',
      };
    case 'pending': {
      const until = pass.holdExpiresAt ? ` until ${londonClock.format(pass.holdExpiresAt)} (UK time)` : '';
      return context.backFromCheckout
        ? {
            headline: 'Not paid yet.',
            accent: 'Nothing is booked until you pay.',
            intro: `You left the payment page before paying. Your desk is held${until}; after that it is released and you can choose a date again.`,
            tone: 'waiting',
          }
        : {
            headline: 'Almost there.',
            accent: 'Waiting for your payment to confirm.',
            intro: `Stripe tells us when your payment has gone through; this page then says Booked. Your desk is held${until}.`,
            tone: 'waiting',
          };
    }
    case 'expired':
      return pass.refundedAt
        ? {
            headline: 'Not booked.',
            accent: 'Your payment has been refunded.',
            intro:
              'Your payment arrived after the 15-minute hold had ended and the day had filled, so we refunded it in full to your card (banks take 5 to 10 working days to show it). Choose another date.',
            tone: 'over',
          }
        : {
            headline: 'Not booked.',
            accent: 'The hold ended before payment.',
            intro:
              'We held a desk for 15 minutes and no payment arrived in that time, so it was released. Nothing was taken from your card. Choose a date again to book.',
            tone: 'over',
          };
    default:
      return {
        headline: 'Cancelled.',
        accent: 'The desk is free again.',
        intro: pass.refundedAt ? 'This pass was cancelled and refunded in full to your card.' : 'This pass was cancelled.',
        tone: 'over',
      };
  }
}
