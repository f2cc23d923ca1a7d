import { bookingCancellationTerms, freeChangeHours } from './booking-policy';
/*
 * Paying for a meeting room online (docs/decisions/0024-room-payments.md): how long a slot is held
 * while the visitor pays, and until when a paid booking is refunded on cancel.
 */

/** A pending booking holds its slot this long while the visitor is at Stripe Checkout. */
export const holdMinutes = 15;

/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created, so
 * the session outlives the hold by at least 15 minutes; a payment in that gap is confirmed if the
 * slot is still free and refunded otherwise.
 */
export const checkoutSessionMinutes = 30;

/** A cancel at least this long before the start is refunded in full; a later one is not. */
export const refundableCancelHours = freeChangeHours;

/**
 * The cancellation terms of a booking: the policy's (booking-policy.ts), and for a booking paid
 * online by card, what is refunded. Stated beside the Book button before anything is booked.
 */
export function bookingTermsFor(paidOnline: boolean): string {
  if (!paidOnline) return bookingCancellationTerms;
  return `${bookingCancellationTerms} Paid online: cancel at least ${refundableCancelHours} hours before the start and the payment is refunded in full to your card; a later cancellation is not refunded.`;
}

export function holdEndsAt(now: Date): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/** True when a cancel made at `now` is within the policy, so a paid booking is refunded. */
export function isRefundableCancel(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= refundableCancelHours * 3_600_000;
}

export const paymentNotes = {
  online: 'Pay online by card now (Stripe). Your room is held for 15 minutes while you pay.',
  offline: 'No payment now: pay at the centre or we invoice you.',
  paid: 'Paid online by card',
} as const;
