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
/** metadata.kind of a coworking day pass paid online (docs/decisions/0053). */
export const dayPassKind = 'day-pass';
/** metadata.kind of a bundle of day-pass days (docs/decisions/0056). */
export const dayPassBundleKind = 'day-pass-bundle';

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

/**
 * A promo code on a Checkout (docs/decisions/0054): the line keeps the price before the code, the
 * code is a Stripe coupon of the pence off (named "Promo CODE", so Stripe's page shows it), and the
 * VAT line is the VAT of the price after the code. The total is exactly ours.
 */
export type CheckoutPromo = { readonly code: string; readonly listPence: number; readonly discountPence: number };

export type CheckoutRequest = {
  /** The code's discount, when the visitor used one; netPence is then the price after it. */
  readonly promo?: CheckoutPromo | undefined;
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

/** A Checkout Session for something held while the visitor pays: the subject's id in the metadata, expiring after the hold. */
async function startHeldCheckout(
  payments: Payments,
  request: {
    readonly kind: string;
    /** The metadata key naming the subject's id, which the webhook reads. */
    readonly idKey: 'booking_id' | 'series_id' | 'day_pass_id' | 'day_pass_bundle_id';
    readonly id: string;
    readonly reference: string;
    readonly description: string;
    readonly netPence: number;
    readonly vatRatePercent: number;
    readonly email: string;
    readonly successUrl: string;
    readonly cancelUrl: string;
    readonly now: Date;
    readonly idempotencyKey: string;
    /** How many of the item (the weeks of a series); one by default. */
    readonly quantity?: number;
    readonly promo?: CheckoutPromo | undefined;
  },
): Promise<{ sessionId: string; url: string }> {
  const price = withVat(request.netPence, request.vatRatePercent);
  const discounts = await promoDiscounts(payments, request.promo, request.quantity ?? 1, request.idempotencyKey);
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: request.email,
      client_reference_id: request.id,
      metadata: { kind: request.kind, [request.idKey]: request.id, reference: request.reference },
      payment_intent_data: { metadata: { kind: request.kind, [request.idKey]: request.id } },
      line_items: priceLines(request.description, request.promo?.listPence ?? price.netPence, price.vatPence, price.vatRatePercent, request.quantity),
      ...(discounts ? { discounts } : {}),
      expires_at: Math.ceil(request.now.getTime() / 1000) + checkoutSessionMinutes * 60 + 60,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return { sessionId: session.id, url: session.url };
}

/** A one-off coupon for this session's discount, keyed like the session so a retry makes no second one. */
export async function promoDiscounts(
  payments: Payments,
  promo: CheckoutPromo | undefined,
  quantity: number,
  idempotencyKey: string,
): Promise<{ coupon: string }[] | undefined> {
  if (!promo || promo.discountPence <= 0) return undefined;
  const coupon = await payments.stripe.coupons.create(
    {
      amount_off: promo.discountPence * quantity,
      currency: 'gbp',
      duration: 'once',
      max_redemptions: 1,
      name: `Promo ${promo.code}`.slice(0, 40),
      metadata: { promo_code: promo.code },
    },
    { idempotencyKey: `coupon-${idempotencyKey}` },
  );
  return [{ coupon: coupon.id }];
}

export async function startCheckout(
  db: Database,
  payments: Payments,
  request: CheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  const session = await startHeldCheckout(payments, {
    ...request,
    kind: roomBookingKind,
    idKey: 'booking_id',
    id: request.bookingId,
    idempotencyKey: `checkout-${request.bookingId}`,
  });
  await db.update(bookings).set({ checkoutSessionId: session.sessionId }).where(eq(bookings.id, request.bookingId));
  return session;
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
  const session = await startHeldCheckout(payments, {
    ...request,
    kind: roomBookingKind,
    idKey: 'series_id',
    id: request.seriesId,
    netPence: request.weekNetPence,
    quantity: request.weeks,
    idempotencyKey: `checkout-series-${request.seriesId}`,
  });
  await db.update(bookingSeries).set({ checkoutSessionId: session.sessionId }).where(eq(bookingSeries.id, request.seriesId));
  return session;
}

const orderCheckoutHours = 23;

export type OrderCheckoutRequest = {
  readonly orderId: string;
  readonly reference: string;
  /** "Virtual office: Mail handling, Exeter: first month". */
  readonly description: string;
  /**
   * The first month as placed (not today's price): with a promo code, netPence is the monthly price
   * after the code and vatPence its VAT (the coupon takes the code's pence off the list line).
   */
  readonly netPence: number;
  readonly vatPence: number;
  readonly promo?: CheckoutPromo | undefined;
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
  const discounts = await promoDiscounts(payments, request.promo, 1, `checkout-order-${request.orderId}`);
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: request.email,
      client_reference_id: request.orderId,
      metadata,
      payment_intent_data: { metadata: { kind: virtualOfficeOrderKind, order_id: request.orderId } },
      line_items: priceLines(request.description, request.promo?.listPence ?? request.netPence, request.vatPence, request.vatRatePercent),
      ...(discounts ? { discounts } : {}),
      expires_at: Math.floor(request.now.getTime() / 1000) + orderCheckoutHours * 3600,
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
    },
    { idempotencyKey: `checkout-order-${request.orderId}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return session.url;
}

export type DayPassCheckoutRequest = {
  readonly promo?: CheckoutPromo | undefined;
  readonly dayPassId: string;
  readonly reference: string;
  /** "Coworking day pass, Exeter: Tue 1 December 2026". */
  readonly description: string;
  readonly netPence: number;
  readonly vatRatePercent: number;
  readonly email: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly now: Date;
};

/*
 * A day pass paid online: the room booking's shape (net and VAT lines, the same session expiry
 * after our 15-minute hold), with the pass's id in the metadata. The webhook confirms a payment
 * that arrives after the hold when a desk is still free that day, and refunds it otherwise.
 */
export async function startDayPassCheckout(
  payments: Payments,
  request: DayPassCheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  return startHeldCheckout(payments, {
    ...request,
    kind: dayPassKind,
    idKey: 'day_pass_id',
    id: request.dayPassId,
    idempotencyKey: `checkout-day-pass-${request.dayPassId}`,
  });
}

export type BundleCheckoutRequest = Omit<DayPassCheckoutRequest, 'dayPassId'> & { readonly bundleId: string };

/*
 * A bundle of days (docs/decisions/0056): the same lines and expiry as a pass, with the bundle's id
 * in the metadata. Nothing is held, so a payment after the session's end is still taken as paid.
 */
export async function startBundleCheckout(
  payments: Payments,
  request: BundleCheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  return startHeldCheckout(payments, {
    ...request,
    kind: dayPassBundleKind,
    idKey: 'day_pass_bundle_id',
    id: request.bundleId,
    idempotencyKey: `checkout-day-pass-bundle-${request.bundleId}`,
  });
}
