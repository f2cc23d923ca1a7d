import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { withVat } from '@/domain/vat';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../db/client';
import { bookingSubject } from '../bookings/bookings';
import { bookingSeries, bookings, orders, paymentEvents, type DeliveryChannel } from '../db/schema';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { errorFacts } from '../failures';
import { handleLicenceSessionCompleted, isLicenceSession, LicenceNotYetStoredError, type LicenceWebhookOutcome } from '../licences/payment';
import { dayPassBundleKind, dayPassKind, roomBookingKind, virtualOfficeOrderKind } from './checkout';
import { confirmPaidBundle, expireBundleCheckout, recordBundleRefund } from '../day-passes/bundles';
import { confirmPaidDayPass, expireDayPassHold, recordDayPassRefund } from '../day-passes/day-passes';
import type { Payments } from './stripe-client';
import { isUuid } from '@/lib/uuid';

/*
 * POST /api/payments/stripe: Stripe's signed events, the only thing that confirms a paid booking.
 * The signature is checked on the raw body (constructEvent); a bad one is 400 and changes
 * nothing. Each event's change is made in one transaction with the insert of its id into
 * payment_events (on conflict do nothing), so a replay finds the id and changes nothing.
 *
 * A payment for a hold that already expired (Stripe's sessions outlive our holds): confirmed when
 * the slot is still free, refunded otherwise. The refund is asked for first, with an idempotency
 * key, and the event recorded after it: if Stripe or we fail in between, Stripe sends the event
 * again and the same refund is answered, never a second one.
 *
 * A virtual-office order's first month (metadata.kind 'virtual-office-order'): the order's payment
 * goes from 'card-pending' to 'card-paid' in the event's transaction, and the buyer's confirmation
 * (which then says "First month paid online by card") is queued in the same statement.
 */

export type StripeWebhookDeps = {
  readonly db: Database;
  readonly payments: Payments;
  readonly channels: readonly DeliveryChannel[];
  /** Mail the visitor (SMTP configured): the confirmation and the reminder go once the payment confirms. */
  readonly visitorMail?: boolean;
  readonly log: Logger;
  /** A booking was confirmed or refunded: nudge the outbox. */
  readonly onChange?: () => void;
};

export type WebhookOutcome =
  | 'confirmed'
  | 'refunded'
  | 'expired'
  | 'replay'
  | 'ignored'
  | 'unknown-booking'
  | 'already'
  | 'order-paid'
  | 'order-ended'
  | 'unknown-order'
  | 'day-pass-paid'
  | 'day-pass-refunded'
  | 'unknown-day-pass'
  | 'bundle-paid'
  | 'unknown-bundle'
  | 'bundle-refunded'
  | LicenceWebhookOutcome;

const maxEventBytes = 512 * 1024;
const exclusionViolation = '23P01';

const answer = (status: number, outcome: string) =>
  new Response(JSON.stringify({ received: status < 300, outcome }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

export async function handleStripeWebhook(request: Request, deps: StripeWebhookDeps): Promise<Response> {
  const signature = request.headers.get('stripe-signature');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!signature || declared > maxEventBytes) return answer(400, 'unsigned or too large');
  const body = await request.text();
  if (body.length > maxEventBytes) return answer(400, 'too large');
  let event: Stripe.Event;
  try {
    event = deps.payments.stripe.webhooks.constructEvent(body, signature, deps.payments.webhookSecret);
  } catch {
    deps.log.warn('stripe webhook refused: bad signature');
    return answer(400, 'bad signature');
  }
  try {
    const outcome = await handleEvent(event, deps);
    deps.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
    if (['confirmed', 'refunded', 'order-paid', 'licence-paid', 'licence-refunded', 'day-pass-paid', 'bundle-paid'].includes(outcome))
      deps.onChange?.();
    return answer(200, outcome);
  } catch (error) {
    if (error instanceof LicenceNotYetStoredError) {
      // 409: nothing recorded, and Stripe sends the event again (docs/decisions/0041).
      deps.log.info({ event: event.id, type: event.type }, 'stripe event for a licence not stored yet: retry');
      return answer(409, 'licence-not-yet-stored');
    }
    // 500: Stripe retries the event (for up to three days), and nothing was recorded.
    deps.log.error({ event: event.id, type: event.type, ...errorFacts(error) }, 'stripe event failed');
    return answer(500, 'failed');
  }
}

async function handleEvent(event: Stripe.Event, deps: StripeWebhookDeps): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (isLicenceSession(session))
        return handleLicenceSessionCompleted(event, session, { ...deps, tenantMail: deps.visitorMail ?? false });
      if (session.payment_status !== 'paid') return 'ignored';
      if (session.metadata?.kind === virtualOfficeOrderKind) return onOrderPaid(event, session, deps);
      if (session.metadata?.kind === dayPassKind) return onDayPassPaid(event, session, deps);
      if (session.metadata?.kind === dayPassBundleKind) return onBundlePaid(event, session, deps);
      if (session.metadata?.kind !== roomBookingKind) return 'ignored';
      if (session.metadata.series_id !== undefined) return onSeriesPaid(event, session, deps);
      return onPaid(event, session, deps);
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.metadata?.kind === dayPassKind) return onDayPassSessionExpired(event, session, deps.db);
      if (session.metadata?.kind === dayPassBundleKind) return onBundleSessionExpired(event, session, deps.db);
      if (session.metadata?.kind !== roomBookingKind) return 'ignored';
      if (session.metadata.series_id !== undefined) return onSeriesSessionExpired(event, session, deps.db);
      return onSessionExpired(event, session, deps.db);
    }
    case 'charge.refunded':
      return onChargeRefunded(event, event.data.object, deps);
    default:
      return 'ignored';
  }
}

/** The subject's id that our Checkout put in the metadata (src/server/payments/checkout.ts), when it is one. */
function metadataIdOf(
  session: Stripe.Checkout.Session,
  key: 'booking_id' | 'series_id' | 'day_pass_id' | 'day_pass_bundle_id',
): string | undefined {
  const id = session.metadata?.[key];
  return id && isUuid(id) ? id : undefined;
}

const bookingIdOf = (session: Stripe.Checkout.Session) => metadataIdOf(session, 'booking_id');

function paymentIntentOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : intent?.id;
}

const orderSubject = { column: 'order_id' } as const;

/** The first month of an order paid: marked once; the buyer's confirmation queued with it. */
async function onOrderPaid(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  deps: StripeWebhookDeps,
): Promise<WebhookOutcome> {
  const id = session.metadata?.order_id;
  const orderId = id && isUuid(id) ? id : undefined;
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    if (!orderId) return unknownOrder(session, deps);
    const unpaid = and(eq(orders.id, orderId), eq(orders.payment, 'card-pending'));
    const recorded = { payment: 'card-paid', paymentIntentId: paymentIntentOf(session) ?? null };
    // A live order: paid, and active at once when its identity check is done (or none is needed).
    const paid = tx
      .update(orders)
      .set({ ...recorded, status: sql`case when ${orders.status} = 'verified' then 'active' else ${orders.status} end` })
      .where(and(unpaid, inArray(orders.status, ['awaiting-id-check', 'verified'])))
      .returning({ id: orders.id, reference: orders.reference });
    const row = await writeWithVisitorMail(tx, paid, orderSubject, {
      visitorMail: deps.visitorMail ? { kind: 'confirmation', remind: false } : undefined,
    });
    if (row) return 'order-paid';
    // An order that ended meanwhile (cancelled, lapsed): the payment is recorded so that the payment
    // sweeper refunds it; the buyer has had the mail saying it ended.
    const ended = await tx.update(orders).set(recorded).where(unpaid).returning({ id: orders.id });
    if (ended.length > 0) return 'order-ended';
    const [known] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    return known ? 'already' : unknownOrder(session, deps);
  });
}

function unknownOrder(session: Stripe.Checkout.Session, deps: StripeWebhookDeps): WebhookOutcome {
  // The order commits before its session exists, so an id we do not know now never will be.
  deps.log.error({ session: session.id }, 'stripe payment for an unknown order: refund it in the Stripe dashboard');
  return 'unknown-order';
}

/** Thrown inside the transaction to roll it back: the payment must be refunded first. */
class RefundFirst extends Error {}

async function onPaid(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  deps: StripeWebhookDeps,
): Promise<WebhookOutcome> {
  const bookingId = bookingIdOf(session);
  const paymentIntentId = paymentIntentOf(session);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, bookingId))) return 'replay';
      const [row] = bookingId
        ? await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
        : [];
      if (!row) {
        // Pending-first: a booking commits before its session exists, so an id we do not know now
        // never will be; a retry cannot help. Staff see the log line (no personal data in it).
        deps.log.error({ session: session.id }, 'stripe payment for an unknown booking: refund it in the Stripe dashboard');
        return 'unknown-booking';
      }
      if (row.status === 'confirmed') return 'already';
      const paid = {
        status: 'confirmed' as const,
        paymentIntentId: paymentIntentId ?? null,
        paidPence: session.amount_total ?? null,
        paidAt: sql`now()`,
        checkoutSessionId: session.id,
      };
      if (row.status === 'pending') {
        await tx.update(bookings).set(paid).where(eq(bookings.id, row.id));
      } else if (row.status === 'expired') {
        // The hold ended before the payment arrived: confirm if the slot is still free (a
        // savepoint, so the constraint's refusal leaves the transaction usable), else refund.
        try {
          await tx.transaction((savepoint) => savepoint.update(bookings).set(paid).where(eq(bookings.id, row.id)));
        } catch (error) {
          if (errorFacts(error).code === exclusionViolation) throw new RefundFirst();
          throw error;
        }
      } else {
        throw new RefundFirst();
      }
      await queueDeliveries(tx, row.id, deps);
      return 'confirmed';
    });
  } catch (error) {
    if (!(error instanceof RefundFirst) || !bookingId) throw error;
    return refundLatePayment(event, bookingId, paymentIntentId, deps);
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function recordEvent(tx: Transaction, event: Stripe.Event, bookingId: string | undefined): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type, bookingId: bookingId ?? null })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** The centre's deliveries and the visitor's confirmation and reminder, now that the booking is confirmed. */
async function queueDeliveries(tx: Transaction, bookingId: string, deps: Pick<StripeWebhookDeps, 'channels' | 'visitorMail'>) {
  const confirmed = tx
    .select({ id: bookings.id, reference: bookings.reference, sequence: bookings.sequence, starts_at: bookings.startsAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  await writeWithVisitorMail(tx, confirmed, bookingSubject, {
    channels: deps.channels,
    visitorMail: deps.visitorMail ? { kind: 'confirmation', remind: true } : undefined,
  });
}

async function refundLatePayment(
  event: Stripe.Event,
  bookingId: string,
  paymentIntentId: string | undefined,
  deps: StripeWebhookDeps,
): Promise<WebhookOutcome> {
  if (!paymentIntentId) throw new Error('a paid session without a payment intent');
  await deps.payments.stripe.refunds.create(
    { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { booking_id: bookingId, why: 'hold-expired' } },
    { idempotencyKey: `refund-late-${bookingId}` },
  );
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, bookingId))) return 'replay';
    await tx
      .update(bookings)
      .set({ status: 'refunded', paymentIntentId, refundedAt: sql`now()` })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['expired', 'cancelled'])));
    return 'refunded';
  });
}

async function onSessionExpired(event: Stripe.Event, session: Stripe.Checkout.Session, db: Database): Promise<WebhookOutcome> {
  const bookingId = bookingIdOf(session);
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, bookingId))) return 'replay';
    if (!bookingId) return 'unknown-booking';
    await tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
    return 'expired';
  });
}

/**
 * A day pass paid (docs/decisions/0053): confirmed with its mail in the event's transaction; a
 * payment that arrives after the hold ended is confirmed when a desk is still free that day, and
 * refunded otherwise (the refund asked for first, the event recorded after, as for rooms).
 */
async function onDayPassPaid(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  deps: StripeWebhookDeps,
): Promise<WebhookOutcome> {
  const id = metadataIdOf(session, 'day_pass_id');
  const paymentIntentId = paymentIntentOf(session);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, undefined))) return 'replay';
      const outcome = id
        ? await confirmPaidDayPass(
            tx,
            id,
            { checkoutSessionId: session.id, paymentIntentId: paymentIntentId ?? null, paidPence: session.amount_total ?? null },
            { visitorMail: deps.visitorMail ?? false },
          )
        : 'unknown';
      if (outcome === 'unknown') {
        // The pass commits before its session exists, so an id we do not know now never will be.
        deps.log.error({ session: session.id }, 'stripe payment for an unknown day pass: refund it in the Stripe dashboard');
        return 'unknown-day-pass';
      }
      if (outcome === 'no-desk') throw new RefundFirst();
      return outcome === 'already' ? 'already' : 'day-pass-paid';
    });
  } catch (error) {
    if (!(error instanceof RefundFirst) || !id) throw error;
    if (!paymentIntentId) throw new Error('a paid session without a payment intent');
    await deps.payments.stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { day_pass_id: id, why: 'day-full' } },
      { idempotencyKey: `refund-late-day-pass-${id}` },
    );
    return deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, undefined))) return 'replay';
      await recordDayPassRefund(tx, id, paymentIntentId);
      return 'day-pass-refunded';
    });
  }
}

async function onDayPassSessionExpired(event: Stripe.Event, session: Stripe.Checkout.Session, db: Database): Promise<WebhookOutcome> {
  const id = metadataIdOf(session, 'day_pass_id');
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    if (!id) return 'unknown-day-pass';
    await expireDayPassHold(tx, id);
    return 'expired';
  });
}

/**
 * A weekly series paid (docs/decisions/0052): every week confirmed at once, or none. Each week
 * keeps its own share of the payment (its price with VAT), so a week cancelled later is refunded
 * its share. Weeks whose hold ended are confirmed when their time is still free (a savepoint per
 * week, so the constraint's refusal leaves the transaction usable); if any week was taken
 * meanwhile, or the series was ended, the whole payment is refunded, as for a single booking.
 * Replays find the event id and change nothing; the one confirmation mail goes with the first week.
 */
async function onSeriesPaid(event: Stripe.Event, session: Stripe.Checkout.Session, deps: StripeWebhookDeps): Promise<WebhookOutcome> {
  const seriesId = metadataIdOf(session, 'series_id');
  const paymentIntentId = paymentIntentOf(session);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, undefined))) return 'replay';
      const weeks = seriesId
        ? await tx.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.startsAt)).for('update')
        : [];
      if (weeks.length === 0) {
        deps.log.error({ session: session.id }, 'stripe payment for an unknown series: refund it in the Stripe dashboard');
        return 'unknown-booking';
      }
      if (weeks.every((week) => week.status === 'confirmed')) return 'already';
      if (weeks.some((week) => week.status !== 'pending' && week.status !== 'expired')) throw new RefundFirst();
      for (const week of weeks) {
        const paid = {
          status: 'confirmed' as const,
          paymentIntentId: paymentIntentId ?? null,
          paidPence: withVat(week.pricePence, week.vatRateBasisPoints / 100).totalPence,
          paidAt: sql`now()`,
        };
        try {
          await tx.transaction((savepoint) => savepoint.update(bookings).set(paid).where(eq(bookings.id, week.id)));
        } catch (error) {
          if (errorFacts(error).code === exclusionViolation) throw new RefundFirst();
          throw error;
        }
      }
      await tx.update(bookingSeries).set({ checkoutSessionId: session.id }).where(eq(bookingSeries.id, weeks[0]!.seriesId!));
      for (const [index, week] of weeks.entries()) {
        const confirmed = tx
          .select({ id: bookings.id, reference: bookings.reference, sequence: bookings.sequence, starts_at: bookings.startsAt })
          .from(bookings)
          .where(eq(bookings.id, week.id));
        await writeWithVisitorMail(tx, confirmed, bookingSubject, {
          channels: deps.channels,
          visitorMail: deps.visitorMail ? { kind: 'confirmation', remind: true, send: index === 0 } : undefined,
        });
      }
      return 'confirmed';
    });
  } catch (error) {
    if (!(error instanceof RefundFirst) || !seriesId) throw error;
    if (!paymentIntentId) throw new Error('a paid session without a payment intent');
    await deps.payments.stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { series_id: seriesId, why: 'hold-expired' } },
      { idempotencyKey: `refund-late-series-${seriesId}` },
    );
    return deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, undefined))) return 'replay';
      await tx
        .update(bookings)
        .set({ status: 'refunded', paymentIntentId, refundedAt: sql`now()` })
        .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, ['pending', 'expired'])));
      return 'refunded';
    });
  }
}

async function onSeriesSessionExpired(event: Stripe.Event, session: Stripe.Checkout.Session, db: Database): Promise<WebhookOutcome> {
  const seriesId = metadataIdOf(session, 'series_id');
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    if (!seriesId) return 'unknown-booking';
    await tx.update(bookings).set({ status: 'expired' }).where(and(eq(bookings.seriesId, seriesId), eq(bookings.status, 'pending')));
    return 'expired';
  });
}

/*
 * A bundle of days paid (docs/decisions/0056): paid once, in the event's transaction, with its
 * mail. A bundle holds no desk, so a payment that arrives after its session ended (early, late or
 * out of order with the expiry) is still a paid bundle; a replay finds the event and changes nothing.
 */
async function onBundlePaid(event: Stripe.Event, session: Stripe.Checkout.Session, deps: StripeWebhookDeps): Promise<WebhookOutcome> {
  const id = metadataIdOf(session, 'day_pass_bundle_id');
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    const outcome = id
      ? await confirmPaidBundle(
          tx,
          id,
          { checkoutSessionId: session.id, paymentIntentId: paymentIntentOf(session) ?? null, paidPence: session.amount_total ?? null },
          { visitorMail: deps.visitorMail ?? false },
        )
      : 'unknown';
    if (outcome === 'unknown') {
      deps.log.error({ session: session.id }, 'stripe payment for an unknown bundle: refund it in the Stripe dashboard');
      return 'unknown-bundle';
    }
    return outcome === 'paid' ? 'bundle-paid' : 'already';
  });
}

async function onBundleSessionExpired(event: Stripe.Event, session: Stripe.Checkout.Session, db: Database): Promise<WebhookOutcome> {
  const id = metadataIdOf(session, 'day_pass_bundle_id');
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    if (id) await expireBundleCheckout(tx, id);
    return 'expired';
  });
}

/*
 * A bundle refunded in full from the Stripe dashboard (the only way staff refund one, decision
 * 0056): marked refunded in the event's transaction, so it can no longer be used. Any other
 * refund (a booking's, a pass's) is recorded by the code that asked for it: ignored here.
 */
async function onChargeRefunded(event: Stripe.Event, charge: Stripe.Charge, deps: StripeWebhookDeps): Promise<WebhookOutcome> {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!charge.refunded || !intent) return 'ignored';
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event, undefined))) return 'replay';
    const refunded = await recordBundleRefund(tx as unknown as Database, intent);
    if (!refunded) return 'ignored';
    deps.log.info({ bundle: refunded.reference, daysBooked: refunded.daysBooked }, 'bundle refunded in Stripe: no longer usable');
    return 'bundle-refunded';
  });
}
