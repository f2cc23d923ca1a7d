import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { idRejectionReasonMax, type OrderStatus } from '@/domain/virtual-office/order-schema';
import { unpaidOrderLapseHours } from '@/domain/virtual-office/payment';
import type { PriceWithVat } from '@/domain/vat';
import type { Database } from '../db/client';
import { orders, type DeliveryChannel, type OrderRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';
import { isUuid } from '@/lib/uuid';

/*
 * Virtual-office orders (docs/decisions/0023). The order row and one outbox row per delivery
 * channel go in one statement, as enquiries and bookings do, so sales hear of every order stored.
 * The draft's key makes placing twice store once: the second insert does nothing and the first
 * order is answered. With visitor mail on, the buyer's confirmation (and, on cancel, the
 * cancellation) is queued in the same statement; an order has no appointment, so no reminder.
 */

const orderSubject: SubjectColumns = { column: 'order_id' };
type MailOption = { readonly visitorMail?: boolean };
type CreateOptions = MailOption & {
  /** More to store with a new order, in its transaction (a promo code's use): a throw stores nothing. */
  readonly alongside?: ((tx: Database, stored: { id: string }) => Promise<void>) | undefined;
};

export type NewOrder = {
  readonly idempotencyKey: string;
  readonly plan: string;
  readonly planName: string;
  readonly centre: string;
  readonly price: PriceWithVat;
  readonly needsIdCheck: boolean;
  readonly status: OrderStatus;
  readonly businessName: string;
  readonly companyNumber: string | undefined;
  readonly name: string;
  readonly email: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly startDate: string;
  readonly payment: string;
  readonly pagePath?: string | undefined;
  readonly attribution?: Record<string, unknown> | undefined;
};

export type StoredOrder = { readonly id: string; readonly reference: string; readonly created: boolean };

export async function createOrder(
  db: Database,
  order: NewOrder,
  channels: readonly DeliveryChannel[],
  options: CreateOptions = {},
): Promise<StoredOrder> {
  const insert = db
    .insert(orders)
    .values({
      id: randomUUID(),
      reference: newReference(),
      idempotencyKey: order.idempotencyKey,
      plan: order.plan,
      planName: order.planName,
      centre: order.centre,
      monthlyNetPence: order.price.netPence,
      monthlyVatPence: order.price.vatPence,
      vatRateBasisPoints: Math.round(order.price.vatRatePercent * 100),
      needsIdCheck: order.needsIdCheck,
      businessName: order.businessName,
      companyNumber: order.companyNumber ?? null,
      name: order.name,
      email: order.email,
      phone: order.phoneE164,
      phoneCountry: order.phoneCountry,
      startDate: order.startDate,
      payment: order.payment,
      status: order.status,
      pagePath: order.pagePath ?? null,
      attribution: order.attribution ?? null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id, reference: orders.reference });
  const queue = { channels, visitorMail: options.visitorMail ? { kind: 'confirmation' as const, remind: false } : undefined };
  const { alongside } = options;
  // Placed twice (the same draft): the second insert stores nothing, so takes no second use.
  const row = alongside
    ? await db.transaction(async (tx) => {
        const written = await writeWithVisitorMail(tx as unknown as Database, insert, orderSubject, queue);
        if (written) await alongside(tx as unknown as Database, written);
        return written;
      })
    : await writeWithVisitorMail(db, insert, orderSubject, queue);
  if (row) return { ...row, created: true };
  const [first] = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(eq(orders.idempotencyKey, order.idempotencyKey));
  if (!first) throw new Error('order insert returned no row');
  return { ...first, created: false };
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Records the identity check: only an order awaiting it moves on, so a second click (or a second
 * member of staff) changes nothing and the first record of who and when stands. An order already
 * paid by card or invoiced becomes active at once, and the buyer is mailed "your virtual office is
 * active" in the same statement; one still awaiting its card payment becomes active when it is paid.
 */
export async function markIdVerified(
  db: Database,
  id: string,
  verifiedBy: string,
  options: MailOption = {},
): Promise<'active' | 'verified' | undefined> {
  if (!isUuid(id)) return undefined;
  const recorded = { idVerifiedAt: sql`now()`, idVerifiedBy: verifiedBy.slice(0, 254) };
  const awaiting = and(eq(orders.id, id), eq(orders.status, 'awaiting-id-check'));
  const activate = db
    .update(orders)
    .set({ status: 'active', ...recorded })
    .where(and(awaiting, inArray(orders.payment, ['invoice', 'card-paid'])))
    .returning({ id: orders.id, reference: orders.reference });
  const active = await writeWithVisitorMail(db, activate, orderSubject, {
    visitorMail: options.visitorMail ? { kind: 'activated', remind: false } : undefined,
  });
  if (active) return 'active';
  const verified = await db.update(orders).set({ status: 'verified', ...recorded }).where(awaiting).returning({ id: orders.id });
  return verified.length > 0 ? 'verified' : undefined;
}

/**
 * Staff could not verify the buyer: the order ends 'id-rejected' with the reason the buyer is
 * mailed (in the same statement). Only an order awaiting its check; a paid first month is then
 * owed back (refundOrder, and the payment sweeper until Stripe has taken the refund).
 */
export async function rejectIdCheck(
  db: Database,
  id: string,
  reason: string,
  options: MailOption = {},
): Promise<boolean> {
  const text = reason.trim().slice(0, idRejectionReasonMax);
  if (!isUuid(id) || text.length === 0) return false;
  const update = db
    .update(orders)
    .set({ status: 'id-rejected', idRejectedReason: text })
    .where(and(eq(orders.id, id), eq(orders.status, 'awaiting-id-check')))
    .returning({ id: orders.id, reference: orders.reference });
  const row = await writeWithVisitorMail(db, update, orderSubject, {
    visitorMail: options.visitorMail ? { kind: 'id-rejected', remind: false } : undefined,
  });
  return row !== undefined;
}

/**
 * Card orders whose first month was not paid within the lapse time are set 'expired' and the buyer
 * is mailed that the order lapsed, in one statement; Stripe's session (23 hours) has ended by then,
 * so no payment can follow. Returns how many lapsed.
 */
export async function expireUnpaidOrders(db: Database, now: Date = new Date(), options: MailOption = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - unpaidOrderLapseHours * 3_600_000);
  let lapsed = 0;
  // One statement per order: the visitor-mail CTE is written for a single changed row.
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.payment, 'card-pending'),
        inArray(orders.status, ['awaiting-id-check', 'verified']),
        lt(orders.createdAt, cutoff),
      ),
    )
    .limit(100);
  for (const { id } of due) {
    const update = db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, id), eq(orders.payment, 'card-pending'), inArray(orders.status, ['awaiting-id-check', 'verified'])))
      .returning({ id: orders.id, reference: orders.reference });
    const row = await writeWithVisitorMail(db, update, orderSubject, {
      visitorMail: options.visitorMail ? { kind: 'expired', remind: false } : undefined,
    });
    if (row) lapsed += 1;
  }
  return lapsed;
}

/** Orders that ended without a service (cancelled, lapsed, ID not passed) whose card payment is not yet refunded. */
export async function ordersOwedRefund(db: Database): Promise<{ id: string; paymentIntentId: string }[]> {
  const rows = await db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['cancelled', 'expired', 'id-rejected']),
        eq(orders.payment, 'card-paid'),
        isNotNull(orders.paymentIntentId),
        isNull(orders.refundedAt),
      ),
    )
    .limit(50);
  return rows.flatMap((row) => (row.paymentIntentId ? [{ id: row.id, paymentIntentId: row.paymentIntentId }] : []));
}

/**
 * Stripe could not start the card payment: the order is invoiced instead (as the confirmation
 * page says) and the buyer's confirmation, held for the payment, is queued now.
 */
export async function invoiceInstead(db: Database, id: string, options: MailOption = {}): Promise<boolean> {
  const update = db
    .update(orders)
    .set({ payment: 'invoice' })
    .where(and(eq(orders.id, id), eq(orders.payment, 'card-pending')))
    .returning({ id: orders.id, reference: orders.reference });
  const row = await writeWithVisitorMail(db, update, orderSubject, {
    visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined,
  });
  return row !== undefined;
}

/** Cancels an order that has not started; false when it had (or was cancelled already). */
export async function cancelOrder(db: Database, id: string, options: MailOption = {}): Promise<boolean> {
  if (!isUuid(id)) return false;
  const update = db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, ['awaiting-id-check', 'verified'])))
    .returning({ id: orders.id, reference: orders.reference });
  const row = await writeWithVisitorMail(db, update, orderSubject, {
    visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false } : undefined,
  });
  return row !== undefined;
}

/** Newest first, for the admin list. */
export async function listOrders(db: Database, options: { limit?: number } = {}): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .orderBy(desc(orders.createdAt))
    .limit(options.limit ?? 500);
}
