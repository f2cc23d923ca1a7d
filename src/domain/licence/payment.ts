import { staffTime } from '../staff-format';
import { withVat } from '../vat';
import { formatPence } from './offer';
import { licenceMandateLabels, type LicenceMandateMethod, type LicencePayment, type LicenceStatus } from './status';

/*
 * How a licence taken online is paid (docs/decisions/0044-licence-payments.md). With Stripe
 * configured: the deposit and first month at Stripe Checkout by card, then the monthly rent's
 * Direct Debit mandate (Bacs, or a card as the alternative) in Checkout's setup mode. Without it:
 * the deposit and first month by bank transfer, and staff set up the Direct Debit with the tenant.
 * The review page says which before signing; the amounts come from the stored licence only.
 */

export type LicencePaymentRoute = 'card' | 'transfer';

/** The figures Checkout charges, as the licence stored them (never a posted amount). */
export type LicenceDueToday = {
  readonly depositPence: number;
  readonly monthlyNetPence: number;
  readonly monthlyVatPence: number;
  readonly vatRateBasisPoints: number;
  readonly dueTodayPence: number;
};

export type CheckoutLine = { readonly name: string; readonly amountPence: number };

const ratePercent = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * Checkout's lines for the payment due on signing: the deposit (security, no VAT), the first whole
 * month before VAT, and its VAT. They add up to the stored due-today amount, or this throws: a
 * licence whose figures disagree must never be charged.
 */
export function licenceCheckoutLines(
  licence: LicenceDueToday,
  unitLabel: string,
  promo?: { readonly discountPence: number } | undefined,
): CheckoutLine[] {
  // A membership's promo code (decision 0054): the line keeps the month's list price, the VAT line
  // is the VAT of the discounted month, and the code's pence come off as Checkout's coupon.
  const discountPence = Math.min(licence.monthlyNetPence, Math.max(0, promo?.discountPence ?? 0));
  const vatPence = promo
    ? withVat(licence.monthlyNetPence - discountPence, licence.vatRateBasisPoints / 100).vatPence
    : licence.monthlyVatPence;
  const lines: CheckoutLine[] = [
    ...(licence.depositPence > 0 ? [{ name: `Deposit (no VAT): ${unitLabel}`, amountPence: licence.depositPence }] : []),
    { name: `First month's rent and service charge: ${unitLabel}`, amountPence: licence.monthlyNetPence },
    ...(vatPence > 0 ? [{ name: `VAT at ${ratePercent(licence.vatRateBasisPoints)} on the first month`, amountPence: vatPence }] : []),
  ];
  const total = lines.reduce((sum, line) => sum + line.amountPence, 0) - discountPence;
  if (total !== licence.dueTodayPence || lines.some((line) => !Number.isInteger(line.amountPence) || line.amountPence < 0))
    throw new Error('licence figures do not add up to the amount due today');
  return lines.map((line) => ({ ...line, name: line.name.slice(0, 250) }));
}

/** Stripe lets a Checkout Session last from 30 minutes to 24 hours. */
export const checkoutSessionBounds = { minMinutes: 31, maxMinutes: 23 * 60 } as const;

/**
 * When the deposit's Checkout Session ends: with the hold, within Stripe's bounds. A session that
 * must outlive a hold about to end (under 31 minutes left) is settled by the webhook: a payment
 * after the hold lapsed is refunded.
 */
export function licenceCheckoutExpiry(now: Date, holdUntil: Date): Date {
  const earliest = now.getTime() + checkoutSessionBounds.minMinutes * 60_000;
  const latest = now.getTime() + checkoutSessionBounds.maxMinutes * 60_000;
  return new Date(Math.min(Math.max(holdUntil.getTime(), earliest), latest));
}

/** What the review page says before signing about paying, for each route. */
/** What signing holds and what is paid on it, as the steps name them (a membership: a desk, no deposit). */
export type HeldWords = { readonly space: string; readonly underOffer: boolean; readonly due: string };
const unitWords: HeldWords = { space: 'the unit', underOffer: true, due: 'the deposit and first month' };

export function licencePaymentSteps(
  route: LicencePaymentRoute,
  holdHours: number,
  dueToday: string,
  held: HeldWords = unitWords,
): readonly string[] {
  const hours = `${holdHours} hour${holdHours === 1 ? '' : 's'}`;
  const holds = `Signing holds ${held.space} for you for ${hours}${held.underOffer ? ': it shows as under offer to everyone else' : ''}.`;
  if (route === 'card')
    return [
      holds,
      `Then pay ${held.due}, ${dueToday}, by card at Stripe’s secure checkout, within those ${hours}. Unpaid after ${hours}, the hold ends and the space is offered again; a payment that reaches us after that is refunded in full.`,
      'Then set up the monthly rent by Direct Debit (a Bacs mandate, at Stripe), or with a card if you prefer. Later months are collected on the same day each month.',
    ];
  return [
    holds,
    `Pay ${held.due}, ${dueToday}, by bank transfer within those ${hours}. The bank details and your payment reference are on the next page and in your email; we also send an invoice. Unpaid after ${hours}, the hold ends and the space is offered again.`,
    'Monthly rent is collected by Direct Debit: we send you the mandate to set up before your second month. Until it is in place, we invoice you.',
  ];
}

/** The signed page's buttons to Checkout (src/server/licences/payment.ts). */
export const licencePayPaths = { deposit: '/api/licences/pay', mandate: '/api/licences/mandate' } as const;

/** What the signed page says when it is back from Checkout or a button could not go there (?payment=). */
export const licencePaymentNotices: Record<string, string> = {
  returned: 'Back from Stripe. If your payment is not shown below yet, Stripe is still confirming it: reload this page in a minute.',
  'mandate-returned': 'Back from Stripe. If your Direct Debit is not shown below yet, Stripe is still confirming it: reload this page in a minute.',
  failed: 'We could not reach our payment provider just now. Nothing was taken: please try again in a few minutes.',
  'not-due': 'Nothing to pay here now: this licence’s status is below.',
  unavailable: 'Online payment is not available just now. Please call us and we will help.',
};

/** What staff's licence list needs of a licence to say how it was paid and its rent set up. */
export type LicencePaymentFacts = {
  readonly status: LicenceStatus;
  readonly payment: LicencePayment;
  readonly dueTodayPence: number;
  readonly paidPence: number | null;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
  readonly mandateAt: Date | null;
  readonly mandateMethod: LicenceMandateMethod | null;
};

/**
 * "Paid" on staff's licence list. A membership whose promo code took the whole first month
 * (decision 0054) is stored paid as a transfer would be, with nothing received: it says so,
 * rather than "by transfer".
 */
export function staffPaymentText(licence: LicencePaymentFacts): string {
  const paid = formatPence(licence.paidPence ?? licence.dueTodayPence);
  if (licence.payment === 'card-pending') return licence.status === 'held' ? 'Awaited by card online' : 'Not paid';
  if (licence.payment === 'card-refunded')
    return `Paid ${paid} by card after the hold ended: refunded${licence.refundedAt ? ` ${staffTime(licence.refundedAt)}` : ''}`;
  if (!licence.paidAt) return '';
  if (licence.dueTodayPence === 0 && licence.payment === 'transfer-received') return `Nothing due on signing (promo code), ${staffTime(licence.paidAt)}`;
  return `Received ${staffTime(licence.paidAt)} ${licence.payment === 'card-paid' ? `by card (${paid})` : 'by transfer'}`;
}

/** "Monthly rent" on staff's licence list: the mandate set up at Checkout, or staff's job with the tenant. */
export function staffMandateText(licence: LicencePaymentFacts): string {
  if (licence.mandateAt && licence.mandateMethod) return `${licenceMandateLabels[licence.mandateMethod]}, set up ${staffTime(licence.mandateAt)}`;
  if (licence.payment === 'card-paid') return 'Awaited online';
  return licence.payment === 'transfer-received' ? 'Set up with the tenant' : '';
}
