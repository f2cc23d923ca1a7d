import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { expireEndedHolds } from '../bookings/bookings';
import type { Database } from '../db/client';
import { bookings, dayPasses, orders } from '../db/schema';
import { abandonBundle, confirmPaidBundle, unsettledBundles } from '../day-passes/bundles';
import { expireEndedDayPassHolds } from '../day-passes/day-passes';
import { expireUnpaidOrders, ordersOwedRefund } from '../orders/orders';
import { errorFacts } from '../failures';
import type { Payments } from './stripe-client';

/*
 * What payments need done in the background, on any instance (every step is a conditional update
 * or an idempotent Stripe call, so two instances sweeping at once do no harm):
 *  - holds whose 15 minutes are up are set 'expired' (an insert also does this for its own slot,
 *    so a slot is free the moment its hold ends even if no sweep has run), and their Checkout
 *    Sessions are expired at Stripe, so the visitor can no longer pay for a slot we released;
 *  - paid bookings cancelled free (within their terms, or staff waived the charge) whose refund has not been made yet are refunded
 *    (a cancel asks for the refund at once; this catches one Stripe could not take then);
 *  - day passes paid online: the same for their holds, and a pass cancelled (always before its
 *    day, so always free) is refunded;
 *  - day-pass bundles still pending after their Checkout ended (Stripe's event lost or not yet
 *    sent) are settled from the session itself: paid (with their mail), or never sold;
 *  - virtual-office orders whose first month was not paid within 24 hours lapse, the buyer told
 *    by email, and orders that ended without a service (cancelled before it started, lapsed, ID
 *    check not passed) have a card payment refunded.
 */

export type SweepOptions = { readonly visitorMail?: boolean; readonly now?: Date };

export async function sweepPayments(
  db: Database,
  payments: Payments,
  log: Logger,
  options: SweepOptions = {},
): Promise<{ expired: number; refunded: number; bundlesSettled: number; ordersLapsed: number; ordersRefunded: number }> {
  const expired = [...(await expireEndedHolds(db)), ...(await expireEndedDayPassHolds(db))];
  for (const hold of expired) {
    if (!hold.checkoutSessionId) continue;
    try {
      await payments.stripe.checkout.sessions.expire(hold.checkoutSessionId);
    } catch (error) {
      // Already completed or expired at Stripe: the webhook settles a completed one.
      log.info({ session: hold.checkoutSessionId, ...errorFacts(error) }, 'checkout session not expired');
    }
  }
  const owed = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        isNotNull(bookings.paymentIntentId),
        isNull(bookings.refundedAt),
        eq(bookings.cancelledFree, true),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const { id } of owed) {
    try {
      if (await refundCancelledBooking(db, payments, id)) refunded += 1;
    } catch (error) {
      log.error({ booking: id, ...errorFacts(error) }, 'refund of a cancelled booking failed; retried next sweep');
    }
  }
  const passesOwed = await db
    .select({ id: dayPasses.id })
    .from(dayPasses)
    .where(
      and(
        eq(dayPasses.status, 'cancelled'),
        isNotNull(dayPasses.paymentIntentId),
        isNull(dayPasses.refundedAt),
        eq(dayPasses.paymentKept, false),
      ),
    )
    .limit(50);
  for (const { id } of passesOwed) {
    try {
      if (await refundDayPass(db, payments, id)) refunded += 1;
    } catch (error) {
      log.error({ dayPass: id, ...errorFacts(error) }, 'refund of a cancelled day pass failed; retried next sweep');
    }
  }
  const bundlesSettled = await settleUnsettledBundles(db, payments, log, options);
  const ordersLapsed = await expireUnpaidOrders(db, options.now ?? new Date(), { visitorMail: options.visitorMail ?? false });
  let ordersRefunded = 0;
  for (const { id } of await ordersOwedRefund(db)) {
    try {
      if (await refundOrder(db, payments, id)) ordersRefunded += 1;
    } catch (error) {
      log.error({ order: id, ...errorFacts(error) }, 'refund of an ended order failed; retried next sweep');
    }
  }
  return { expired: expired.length, refunded, bundlesSettled, ordersLapsed, ordersRefunded };
}

/**
 * A bundle bought an hour ago and still pending: Stripe's events about its session never came
 * (or not yet). The session says what happened: paid, the bundle is paid and mailed exactly as the
 * webhook would (the event, if it comes later, finds it paid); ended or never started, it was never
 * sold. A session still open past its end is expired at Stripe first, so nobody can pay it after.
 * Stripe unreachable: the bundle stays pending for the next sweep. Returns how many were settled.
 */
async function settleUnsettledBundles(db: Database, payments: Payments, log: Logger, options: SweepOptions): Promise<number> {
  let settled = 0;
  for (const bundle of await unsettledBundles(db, options.now ?? new Date())) {
    try {
      if (!bundle.checkoutSessionId) {
        await abandonBundle(db, bundle.id);
        settled += 1;
        continue;
      }
      let session = await payments.stripe.checkout.sessions.retrieve(bundle.checkoutSessionId);
      if (session.status === 'open') session = await payments.stripe.checkout.sessions.expire(bundle.checkoutSessionId);
      if (session.payment_status === 'paid') {
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
        await db.transaction((tx) =>
          confirmPaidBundle(
            tx,
            bundle.id,
            { checkoutSessionId: session.id, paymentIntentId: paymentIntent, paidPence: session.amount_total ?? null },
            { visitorMail: options.visitorMail ?? false },
          ),
        );
      } else {
        await abandonBundle(db, bundle.id);
      }
      settled += 1;
    } catch (error) {
      log.error({ bundle: bundle.id, ...errorFacts(error) }, 'settling an unpaid bundle failed; retried next sweep');
    }
  }
  return settled;
}

/**
 * Refunds the first month of an order that ended without a service; false when nothing is owed
 * (not paid by card, still live, or refunded already). Keyed by the order, so a second call (the
 * cancel and the sweeper at once, two instances) answers the same refund, never a second.
 */
export async function refundOrder(db: Database, payments: Payments, orderId: string): Promise<boolean> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || !['cancelled', 'expired', 'id-rejected'].includes(row.status)) return false;
  if (row.payment !== 'card-paid' || !row.paymentIntentId || row.refundedAt) return false;
  await payments.stripe.refunds.create(
    { payment_intent: row.paymentIntentId, reason: 'requested_by_customer', metadata: { order_id: row.id, why: row.status } },
    { idempotencyKey: `refund-order-${row.id}` },
  );
  await db.update(orders).set({ refundedAt: sql`now()` }).where(and(eq(orders.id, row.id), isNull(orders.refundedAt)));
  return true;
}

/** An order ended by the buyer or staff is refunded now when paid by card; if Stripe fails, the sweeper retries. */
export async function refundOrderNow(db: Database, payments: Payments | undefined, id: string, log: Logger): Promise<void> {
  if (!payments) return;
  try {
    const refunded = await refundOrder(db, payments, id);
    log.info({ refunded }, 'order refund');
  } catch (error) {
    log.error(errorFacts(error), 'order refund failed; the payment sweeper retries it');
  }
}

/**
 * Refunds a paid booking that was cancelled free (decided when cancelled, by its terms or staff's
 * waiver, and kept as cancelled_free); false when there is nothing to refund (not paid online,
 * cancelled outside the free period, or refunded already). The idempotency key makes
 * a second call, from here or the sweeper, answer the same refund instead of paying twice.
 */
export async function refundCancelledBooking(db: Database, payments: Payments, bookingId: string): Promise<boolean> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || row.status !== 'cancelled' || !row.paymentIntentId || row.refundedAt || !row.cancelledAt) return false;
  if (row.cancelledFree !== true) return false;
  await payments.stripe.refunds.create(
    {
      payment_intent: row.paymentIntentId,
      // A week of a series shares one payment with the other weeks: only its own share goes back.
      ...(row.seriesId && row.paidPence != null ? { amount: row.paidPence } : {}),
      reason: 'requested_by_customer',
      metadata: { booking_id: row.id, why: 'cancelled' },
    },
    { idempotencyKey: `refund-cancel-${row.id}` },
  );
  await db.update(bookings).set({ refundedAt: sql`now()` }).where(eq(bookings.id, row.id));
  return true;
}

/** A paid booking cancelled free is refunded now; if Stripe fails, the sweeper retries. */
export async function refundAfterCancel(db: Database, payments: Payments, id: string, log: Logger): Promise<void> {
  try {
    const refunded = await refundCancelledBooking(db, payments, id);
    log.info({ refunded }, 'booking cancel refund');
  } catch (error) {
    log.error(errorFacts(error), 'booking cancel refund failed; the payment sweeper retries it');
  }
}

/**
 * Refunds a day pass paid online and cancelled (free before its day; on the day only staff cancel,
 * and they choose to refund or keep the payment); false when nothing is owed. Keyed by the pass,
 * so the cancel and the sweeper never refund twice.
 */
export async function refundDayPass(db: Database, payments: Payments, dayPassId: string): Promise<boolean> {
  const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, dayPassId));
  if (!row || row.status !== 'cancelled' || !row.paymentIntentId || row.refundedAt || row.paymentKept) return false;
  await payments.stripe.refunds.create(
    { payment_intent: row.paymentIntentId, reason: 'requested_by_customer', metadata: { day_pass_id: row.id, why: 'cancelled' } },
    { idempotencyKey: `refund-day-pass-${row.id}` },
  );
  await db.update(dayPasses).set({ refundedAt: sql`now()` }).where(and(eq(dayPasses.id, row.id), isNull(dayPasses.refundedAt)));
  return true;
}

/** A paid pass cancelled is refunded now; if Stripe fails, the payment sweeper retries. */
export async function refundCancelledDayPass(db: Database, payments: Payments, id: string, log: Logger): Promise<void> {
  try {
    const refunded = await refundDayPass(db, payments, id);
    log.info({ refunded }, 'day pass cancel refund');
  } catch (error) {
    log.error(errorFacts(error), 'day pass cancel refund failed; the payment sweeper retries it');
  }
}

/** Sweeps on a timer until stopped; started with the outbox worker when Stripe is configured. */
export class PaymentSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly payments: Payments,
    private readonly log: Logger,
    private readonly intervalMs = 30_000,
    private readonly options: Omit<SweepOptions, 'now'> = {},
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => {
      if (this.#running) return;
      this.#running = sweepPayments(this.db, this.payments, this.log, this.options)
        .catch((error: unknown) => this.log.error(errorFacts(error), 'payment sweep failed'))
        .finally(() => {
          this.#running = undefined;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
