import 'server-only';
import { eq } from 'drizzle-orm';
import { checkoutSessionMinutes } from '@/domain/booking/payment-policy';
import { withVat } from '@/domain/vat';
import type { Database } from '../db/client';
import { bookingSeries, bookings } from '../db/schema';
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
/** metadata.kind of a virtual-office order's first month (docs/decisions/0023). */
export const virtualOfficeOrderKind = 'virtual-office-order';

/** The net line and the "VAT at N%" line, in pence; `quantity` of each (the weeks of a series). */
function priceLines(description: string, netPence: number, vatPence: number, vatRatePercent: number, quantity = 1) {
  return [
    {
      quantity,
      price_data: { currency: 'gbp', unit_amount: netPence, product_data: { name: description.slice(0, 250) } },
    },
    {
      quantity,
      price_data: { currency: 'gbp', unit_amount: vatPence, product_data: { name: `VAT at ${vatRatePercent}%` } },
    },
  ];
}

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
      line_items: priceLines(request.description, price.netPence, price.vatPence, price.vatRatePercent),
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

export type SeriesCheckoutRequest = Omit<CheckoutRequest, 'bookingId' | 'netPence'> & {
  readonly seriesId: string;
  /** One week's net price: each week is priced as a single booking. */
  readonly weekNetPence: number;
  readonly weeks: number;
};

/*
 * One Checkout Session for a weekly series (docs/decisions/0052): the week's net price and its VAT,
 * each with the number of weeks as quantity, so the total is exactly the sum of the weeks' prices
 * (VAT rounded per week, as each week's row keeps it). The series id in the metadata: the webhook
 * confirms every week at once. The session is kept on the series row.
 */
export async function startSeriesCheckout(
  db: Database,
  payments: Payments,
  request: SeriesCheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  const price = withVat(request.weekNetPence, request.vatRatePercent);
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: request.email,
      client_reference_id: request.seriesId,
      metadata: { kind: roomBookingKind, series_id: request.seriesId, reference: request.reference },
      payment_intent_data: { metadata: { kind: roomBookingKind, series_id: request.seriesId } },
      line_items: priceLines(request.description, price.netPence, price.vatPence, price.vatRatePercent, request.weeks),
      expires_at: Math.ceil(request.now.getTime() / 1000) + checkoutSessionMinutes * 60 + 60,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: `checkout-series-${request.seriesId}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  await db.update(bookingSeries).set({ checkoutSessionId: session.id }).where(eq(bookingSeries.id, request.seriesId));
  return { sessionId: session.id, url: session.url };
}

const orderCheckoutHours = 23;

export type OrderCheckoutRequest = {
  readonly orderId: string;
  readonly reference: string;
  /** "Virtual office: Mail handling, Exeter: first month". */
  readonly description: string;
  /** The order's stored monthly price and VAT (as placed), not today's. */
  readonly netPence: number;
  readonly vatPence: number;
  readonly vatRatePercent: number;
  readonly email: string;
  readonly returnUrl: string;
  readonly now: Date;
};

/*
 * The first month of a virtual-office order, in mode 'payment': later months are invoiced, so no
 * Stripe subscription. Return and cancel both go to the order's signed page, which says whether
 * the payment arrived. The session lasts 23 hours (Stripe allows up to 24): nothing is held
 * meanwhile, and an order never paid is simply invoiced. The idempotency key makes a second "Place order" of the
 * same draft answer the same session.
 */
export async function startOrderCheckout(payments: Payments, request: OrderCheckoutRequest): Promise<string> {
  const metadata = { kind: virtualOfficeOrderKind, order_id: request.orderId, reference: request.reference };
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: request.email,
      client_reference_id: request.orderId,
      metadata,
      payment_intent_data: { metadata: { kind: virtualOfficeOrderKind, order_id: request.orderId } },
      line_items: priceLines(request.description, request.netPence, request.vatPence, request.vatRatePercent),
      expires_at: Math.floor(request.now.getTime() / 1000) + orderCheckoutHours * 3600,
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
    },
    { idempotencyKey: `checkout-order-${request.orderId}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return session.url;
}
