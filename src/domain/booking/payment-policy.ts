/*
 * Paying for a meeting room online (docs/decisions/0024-room-payments.md): how long a slot is held
 * while the visitor pays. Whether a cancel is refunded is the booking's cancellation terms
 * (cancellation.ts, docs/decisions/0048-fair-cancellation.md), kept on the row when cancelled.
 */

/** A pending booking holds its slot this long while the visitor is at Stripe Checkout. */
export const holdMinutes = 15;

/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created, so
 * the session outlives the hold by at least 15 minutes; a payment in that gap is confirmed if the
 * slot is still free and refunded otherwise.
 */
export const checkoutSessionMinutes = 30;

export function holdEndsAt(now: Date): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

export const paymentNotes = {
  online: 'Pay online by card now (Stripe). Your room is held for 15 minutes while you pay.',
  offline: 'No payment now: pay at the centre or we invoice you.',
  paid: 'Paid online by card',
} as const;
