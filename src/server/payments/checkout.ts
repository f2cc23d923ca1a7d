import 'server-only';
import { eq } from 'drizzle-orm';
import { checkoutSessionMinutes } from '@/domain/booking/payment-policy';
import { withVat } from '@/domain/vat';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import type { Payments } from './stripe-client';

/*
 * A Stripe Checkout Session for a pending booking: two lines in pence (the room, net, and VAT at
 * the configured rate), the booking's id in the metadata (the webhook finds the booking by it),
 * and an expiry. Stripe's earliest expiry is 30 minutes after creation, longer than our 15-minute
 * hold: src/server/payments/webhook.ts confirms a payment that arrives after the hold ended when
 * the slot is still free, and refunds it otherwise; the sweeper also expires the session as soon
 * as the hold ends, which closes the gap for a visitor who has not yet paid.
 */

export const roomBookingKind = 'room-booking';

export type CheckoutRequest = {
  readonly bookingId: string;
  readonly reference: string;
  /** "Meeting room Kingfisher, Exeter: Mon 17 June 2030, 10:00 to 12:00". */
  readonly description: string;
  readonly netPence: number;
  /** The site settings' rate (CMS), shown as its own line. */
  readonly vatRatePercent: number;
  readonly email: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly now: Date;
};

export async function startCheckout(
  db: Database,
  payments: Payments,
  request: CheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  const price = withVat(request.netPence, request.vatRatePercent);
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: request.email,
      client_reference_id: request.bookingId,
      metadata: { kind: roomBookingKind, booking_id: request.bookingId, reference: request.reference },
      payment_intent_data: { metadata: { kind: roomBookingKind, booking_id: request.bookingId } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: price.netPence,
            product_data: { name: request.description.slice(0, 250) },
          },
        },
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: price.vatPence,
            product_data: { name: `VAT at ${price.vatRatePercent}%` },
          },
        },
      ],
      expires_at: Math.ceil(request.now.getTime() / 1000) + checkoutSessionMinutes * 60 + 60,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: `checkout-${request.bookingId}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  await db.update(bookings).set({ checkoutSessionId: session.id }).where(eq(bookings.id, request.bookingId));
  return { sessionId: session.id, url: session.url };
}
