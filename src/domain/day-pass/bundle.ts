import { z } from 'zod';
import { contactFields } from '@/domain/enquiry/enquiry-schema';
import { withVat, type PriceWithVat } from '@/domain/vat';
import { businessTimeZone, isCalendarDate, todayIn } from '@/lib/calendar-date';
import { centreSlugs } from '@/domain/centres';
import { dayPassPriceBounds, passReferenceFrom } from './day-pass';

/*
 * Day-pass bundles (issue 39 item 1): 5 or 10 days bought at once, each day booked later at any
 * centre selling passes, within a set number of months of the purchase. The sizes' prices and the
 * validity are the CMS's (Admin › Content › Day-pass bundles, docs/decisions/0056); the rules here
 * decide what a bundle costs, until when it can be used and how many days it has left. The
 * database holds the line that a bundle is never used for more days than it holds.
 */

export const bundleSizes = [5, 10] as const;
export type BundleSize = (typeof bundleSizes)[number];
export const isBundleSize = (value: unknown): value is BundleSize => value === 5 || value === 10;

export const bundleValidityBounds = { min: 1, max: 24 } as const;
/** A bundle's price is at most its days at the dearest day price a centre may set. */
const bundlePriceMax = dayPassPriceBounds.max * 10;

export const bundleSettingsSchema = z.object({
  /** Sold online only (Stripe), so also off while Stripe is not configured (decision 0056). */
  onSale: z.boolean(),
  price5DaysPence: z.number().int().min(0).max(bundlePriceMax),
  price10DaysPence: z.number().int().min(0).max(bundlePriceMax),
  validMonths: z.number().int().min(bundleValidityBounds.min).max(bundleValidityBounds.max),
});
export type BundleSettings = z.infer<typeof bundleSettingsSchema>;

export function bundlePrice(settings: BundleSettings, days: BundleSize, vatRatePercent: number): PriceWithVat {
  return withVat(days === 5 ? settings.price5DaysPence : settings.price10DaysPence, vatRatePercent);
}

/**
 * The last London day a bundle bought on `boughtOn` can be used: the same day of the month
 * `months` later, less one (bought 15 January for 6 months: usable to 14 July). A month without
 * that day ends on its last day (bought 31 August: usable to 28 or 29 February).
 */
export function bundleLastDay(boughtOn: string, months: number): string {
  const [year, month, day] = boughtOn.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = month - 1 + months;
  const targetYear = year + Math.floor(targetMonthIndex / 12);
  const targetMonth = (targetMonthIndex % 12) + 1;
  const daysInTarget = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const end = new Date(Date.UTC(targetYear, targetMonth - 1, Math.min(day, daysInTarget)));
  if (day <= daysInTarget) end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** Why a bundle cannot book `date`; undefined when it can (the centre's own rules are checked apart). */
export type BundleUseProblem = 'unpaid' | 'refunded' | 'expired' | 'after-expiry' | 'used-up';

export function bundleUseProblem(
  bundle: { readonly status: string; readonly lastDay: string; readonly days: number; readonly daysUsed: number },
  date: string,
  now: Date = new Date(),
): BundleUseProblem | undefined {
  if (bundle.status === 'refunded') return 'refunded';
  if (bundle.status !== 'paid') return 'unpaid';
  if (todayIn(businessTimeZone, now) > bundle.lastDay) return 'expired';
  if (date > bundle.lastDay) return 'after-expiry';
  if (bundle.daysUsed >= bundle.days) return 'used-up';
  return undefined;
}

/** The purchase form: the size, the shared contact fields, the terms; the centre page it came from. */
export const bundleRequestSchema = z.object({
  ...contactFields,
  days: z.enum(['5', '10'], { error: 'Choose 5 or 10 days.' }).transform((value) => Number(value) as BundleSize),
  /** The page the form was on, to send refusals back to it. */
  centre: z.enum(centreSlugs).optional().catch(undefined),
  terms: z.literal('yes', { error: 'Tick the box to say you accept the terms of the bundle.' }),
  token: z.string().max(200).optional(),
  website: z.string().max(500).optional(),
});
export type BundleRequest = z.output<typeof bundleRequestSchema>;

/** Booking a day from a bundle: the bundle's reference and the buyer's email, the centre and date. */
export const bundleUseRequestSchema = z.object({
  bundle: z
    .string({ error: 'Enter your bundle reference, like NL-AB12-CD34.' })
    .max(60)
    .transform((value, context) => {
      const reference = passReferenceFrom(value);
      if (!reference) context.addIssue({ code: 'custom', message: 'Enter your bundle reference, like NL-AB12-CD34.' });
      return reference ?? '';
    }),
  email: contactFields.email,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  date: z
    .string({ error: 'Choose a date from the list.' })
    .max(10)
    .refine(isCalendarDate, { error: 'Choose a date from the list.' }),
  token: z.string().max(200).optional(),
  website: z.string().max(500).optional(),
});
export type BundleUseRequest = z.output<typeof bundleUseRequestSchema>;

export const bundlePaths = {
  buy: '/coworking/day-pass/bundle',
  manage: '/coworking/day-pass/bundle/manage',
  api: '/api/day-passes/bundles',
  useApi: '/api/day-passes/bundles/use',
} as const;

export const bundleProblems = [
  'invalid',
  'off',
  'forbidden',
  'used',
  'rate-limited',
  'failed',
  'not-found',
  'unpaid',
  'refunded',
  'expired',
  'after-expiry',
  'used-up',
  'full',
  'date',
  'same-day',
] as const;
export type BundleProblem = (typeof bundleProblems)[number];
export const isBundleProblem = (value: unknown): value is BundleProblem =>
  typeof value === 'string' && (bundleProblems as readonly string[]).includes(value);

export const bundleProblemText: Record<BundleProblem, { heading: string; body: string }> = {
  invalid: { heading: 'Please check your details', body: 'Some details need a change: see the messages by the fields.' },
  off: {
    heading: 'Bundles are not on sale just now',
    body: 'Bundles of days are sold online by card only, and online payment is not available at the moment. Nothing was taken. Buy a single day pass, or call us.',
  },
  forbidden: {
    heading: 'We could not take your request',
    body: 'The page was open a long time, or the form did not come from our website. Send the form again.',
  },
  used: {
    heading: 'This form was already sent',
    body: 'Each form sends once. Check your email; if nothing came, send the form again.',
  },
  'rate-limited': {
    heading: 'Please wait a moment',
    body: 'You have sent several forms in a short time. Wait a minute and send the form again, or call us.',
  },
  failed: {
    heading: 'Something went wrong on our side',
    body: 'Nothing was booked or taken. Please try again in a moment, or call us.',
  },
  'not-found': {
    heading: 'We could not find that bundle',
    body: 'No paid bundle has that reference and email address. Check both against the email we sent when you bought it.',
  },
  unpaid: {
    heading: 'That bundle is not paid',
    body: 'The bundle was never paid for online, so it has no days to use. Buy a bundle or a single day pass.',
  },
  refunded: {
    heading: 'That bundle was refunded',
    body: 'Its payment was refunded, so its days can no longer be used. Nothing was booked: buy a new bundle or a single day pass.',
  },
  expired: {
    heading: 'That bundle has expired',
    body: 'Its days could be used until the date in your email, which has passed. Nothing was booked: buy a new bundle or a single day pass.',
  },
  'after-expiry': {
    heading: 'That date is after your bundle expires',
    body: 'Choose a date on or before the last day of your bundle (in your email). Nothing was booked.',
  },
  'used-up': {
    heading: 'Every day of that bundle is used',
    body: 'All its days are booked or used. Nothing was booked: buy a new bundle or a single day pass.',
  },
  full: {
    heading: 'That day is full',
    body: 'Every desk for day visitors is taken that day. Nothing was booked and your bundle keeps its days: choose another date.',
  },
  date: {
    heading: 'That date is not offered',
    body: 'It has passed, is too far ahead, or the centre is closed that day. Nothing was booked: choose another date.',
  },
  'same-day': {
    heading: 'That day is already booked from this bundle',
    body: 'A bundle books one desk a day. Nothing more was booked: your pass for that day is in your email.',
  },
};

/** A bundle's stored status in staff's words (Admin › Day-pass bundles). */
export const bundleStatusLabels = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Not paid (Checkout ended)',
  refunded: 'Refunded in Stripe',
} as const;

/** What a bundle can still do, for staff: days left while it is paid and in date, else why not. */
export function bundleStandingText(
  bundle: { readonly status: keyof typeof bundleStatusLabels; readonly days: number; readonly lastDay: string | null },
  daysUsed: number,
  today: string,
): string {
  if (bundle.status !== 'paid' || !bundle.lastDay) return `${daysUsed} of ${bundle.days} days used`;
  if (bundle.lastDay < today) return `Ended: ${daysUsed} of ${bundle.days} days used`;
  return `${bundle.days - daysUsed} of ${bundle.days} left`;
}

/** The line the board, the pass page and the pass mail show for a day booked from a bundle. */
export function bundleDayText(bundle: { readonly reference: string; readonly days: number; readonly daysUsed: number }): string {
  return `Day pass, from bundle ${bundle.reference} (${bundle.days - bundle.daysUsed} of ${bundle.days} left)`;
}

export const bundleTerms = {
  use: 'Book each day online with your bundle reference and email, at any Northlight centre selling day passes, on or before the last day shown. One desk a day.',
  cancellation:
    'A day booked from the bundle can be cancelled with the link in its email until midnight before the day (UK time): the day goes back to the bundle. Unused days are not refunded once the bundle expires.',
  refund:
    'Changed your mind? Ask us within 14 days of buying, before you use a day, for a full refund. Once a day is used, the bundle is not refundable.',
  payOnline: 'Paid online by card (Stripe) when you buy; nothing to pay at reception.',
} as const;
