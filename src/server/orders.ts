import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/domain/virtual-office/order-schema';
import type { PriceWithVat } from '@/domain/vat';
import type { Database } from './db/client';
import { orders, type DeliveryChannel, type OrderRow } from './db/schema';
import { newReference } from './enquiries';
import { writeWithVisitorMail, type SubjectColumns } from './visitor-mail/queue';

/*
 * Virtual-office orders (docs/decisions/0023). The order row and one outbox row per delivery
 * channel go in one statement, as enquiries and bookings do, so sales hear of every order stored.
 * The draft's key makes placing twice store once: the second insert does nothing and the first
 * order is answered. With visitor mail on, the buyer's confirmation (and, on cancel, the
 * cancellation) is queued in the same statement; an order has no appointment, so no reminder.
 */

const orderSubject: SubjectColumns = { column: 'order_id' };
type MailOption = { readonly visitorMail?: boolean };

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
  options: MailOption = {},
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
  const row = await writeWithVisitorMail(db, insert, orderSubject, {
    channels,
    visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined,
  });
  if (row) return { ...row, created: true };
  const [first] = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(eq(orders.idempotencyKey, order.idempotencyKey));
  if (!first) throw new Error('order insert returned no row');
  return { ...first, created: false };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Records the identity check: only an order awaiting it moves on, so a second click (or a second
 * member of staff) changes nothing and the first record of who and when stands.
 */
export async function markIdVerified(db: Database, id: string, verifiedBy: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const updated = await db
    .update(orders)
    .set({ status: 'verified', idVerifiedAt: sql`now()`, idVerifiedBy: verifiedBy.slice(0, 254) })
    .where(and(eq(orders.id, id), eq(orders.status, 'awaiting-id-check')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Cancels an order that has not started; false when it had (or was cancelled already). */
export async function cancelOrder(db: Database, id: string, options: MailOption = {}): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
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
