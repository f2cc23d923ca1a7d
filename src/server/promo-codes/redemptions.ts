import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PromoPrice, PromoProduct } from '@/domain/promo-codes/promo-codes';
import type { Database } from '../db/client';
import { bookings, dayPasses, licences, orders, promoCodeUses, promoRedemptions, type PromoRedemptionRow } from '../db/schema';
import { errorFacts } from '../failures';

/*
 * A code's uses (docs/decisions/0054-promo-codes.md): a room booking, a day pass, a virtual office's
 * or a coworking membership's first month. redeemPromoCode runs inside the transaction
 * that stores the booking or pass, so the use and what it paid for are one: when either is
 * refused, neither is kept. Both limits are the database's:
 *  - the maximum: one row per code in promo_code_uses, taken by an upsert whose update only
 *    happens while `used` is below the maximum. Two requests for the last use queue on that row's
 *    lock; the second sees the first's count and takes nothing.
 *  - one use per email: the partial unique index promo_redemptions_one_per_email (23505).
 * A use is given back by the triggers of the migration (a cancelled booking or pass, a hold that
 * ended unpaid), never by this code, so every cancel path, the sweeper's included, returns it.
 */

export type PromoSubject =
  | { readonly bookingId: string }
  | { readonly dayPassId: string }
  | { readonly orderId: string }
  | { readonly licenceId: string };

/** Why the database refused a use. */
export class PromoRefusedError extends Error {
  constructor(readonly refusal: 'used-up' | 'already-used') {
    super(refusal === 'used-up' ? 'the code has no uses left' : 'that email has already used the code');
    this.name = 'PromoRefusedError';
  }
}

/** One-way: refuses a second use by the same email without keeping the email. */
export function promoEmailKey(code: string, email: string): string {
  return createHash('sha256').update(`${code}\n${email.trim().toLowerCase()}`).digest('hex');
}

const uniqueViolation = '23505';

type Executor = Pick<Database, 'execute' | 'insert'>;

/**
 * Takes one use of the code for this email and subject, or throws PromoRefusedError (the caller's
 * transaction then rolls back what it stored). Call it inside that transaction.
 */
export async function redeemPromoCode(
  tx: Executor,
  use: { readonly price: PromoPrice; readonly maxUses: number | undefined; readonly email: string; readonly product: PromoProduct; readonly subject: PromoSubject },
): Promise<void> {
  const { code } = use.price;
  const max = use.maxUses ?? null;
  const taken = await tx.execute(sql`
    insert into ${promoCodeUses} (code, used)
    select ${code}, 1 where ${max}::integer is null or ${max}::integer >= 1
    on conflict (code) do update set used = ${promoCodeUses.used} + 1
      where ${max}::integer is null or ${promoCodeUses.used} < ${max}::integer
    returning used`);
  if (rowsOf(taken).length === 0) throw new PromoRefusedError('used-up');
  try {
    // A second live use by the same email: the unique index refuses it, the caller's transaction rolls back.
    await tx.insert(promoRedemptions).values({
      id: randomUUID(),
      code,
      emailKey: promoEmailKey(code, use.email),
      product: use.product,
      bookingId: 'bookingId' in use.subject ? use.subject.bookingId : null,
      dayPassId: 'dayPassId' in use.subject ? use.subject.dayPassId : null,
      orderId: 'orderId' in use.subject ? use.subject.orderId : null,
      licenceId: 'licenceId' in use.subject ? use.subject.licenceId : null,
      listPence: use.price.listPence,
      discountPence: use.price.discountPence,
    });
  } catch (error) {
    if (errorFacts(error).code === uniqueViolation) throw new PromoRefusedError('already-used');
    throw error;
  }
}

function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const rows = (result as { rows?: unknown[] } | undefined)?.rows;
  return Array.isArray(rows) ? rows : [];
}

/** The code's line for a booking or pass, kept even after the use was given back (what was charged). */
export type PromoApplied = { readonly code: string; readonly listPence: number; readonly discountPence: number; readonly released: boolean };

const applied = (row: PromoRedemptionRow): PromoApplied => ({
  code: row.code,
  listPence: row.listPence,
  discountPence: row.discountPence,
  released: row.releasedAt !== null,
});

export async function promoForBooking(db: Database, bookingId: string): Promise<PromoApplied | undefined> {
  const [row] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.bookingId, bookingId));
  return row ? applied(row) : undefined;
}

export async function promoForDayPass(db: Database, dayPassId: string): Promise<PromoApplied | undefined> {
  const [row] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.dayPassId, dayPassId));
  return row ? applied(row) : undefined;
}

/** The code on a virtual-office order: what came off its first month. */
export async function promoForOrder(db: Pick<Database, 'select'>, orderId: string): Promise<PromoApplied | undefined> {
  const [row] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
  return row ? applied(row) : undefined;
}

/** The code on a coworking membership: what came off its first month's fee. */
export async function promoForLicence(db: Pick<Database, 'select'>, licenceId: string): Promise<PromoApplied | undefined> {
  const [row] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.licenceId, licenceId));
  return row ? applied(row) : undefined;
}

/** The codes on many bookings or passes at once (staff lists), by subject id. */
export async function promosFor(
  db: Pick<Database, 'select'>,
  ids: {
    readonly bookings?: readonly string[];
    readonly dayPasses?: readonly string[];
    readonly orders?: readonly string[];
    readonly licences?: readonly string[];
  },
): Promise<Map<string, PromoApplied>> {
  const found = new Map<string, PromoApplied>();
  const licenceIds = [...(ids.licences ?? [])];
  if (licenceIds.length > 0)
    for (const row of await db.select().from(promoRedemptions).where(inArray(promoRedemptions.licenceId, licenceIds)))
      if (row.licenceId) found.set(row.licenceId, applied(row));
  const orderIds = [...(ids.orders ?? [])];
  if (orderIds.length > 0)
    for (const row of await db.select().from(promoRedemptions).where(inArray(promoRedemptions.orderId, orderIds)))
      if (row.orderId) found.set(row.orderId, applied(row));
  const bookingIds = [...(ids.bookings ?? [])];
  const dayPassIds = [...(ids.dayPasses ?? [])];
  if (bookingIds.length > 0)
    for (const row of await db.select().from(promoRedemptions).where(inArray(promoRedemptions.bookingId, bookingIds)))
      if (row.bookingId) found.set(row.bookingId, applied(row));
  if (dayPassIds.length > 0)
    for (const row of await db.select().from(promoRedemptions).where(inArray(promoRedemptions.dayPassId, dayPassIds)))
      if (row.dayPassId) found.set(row.dayPassId, applied(row));
  return found;
}

/** A code's live uses (what counts against its maximum), for the CMS. */
export async function promoUseCount(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ used: promoCodeUses.used }).from(promoCodeUses).where(eq(promoCodeUses.code, code));
  return row?.used ?? 0;
}

export type PromoUseView = {
  readonly createdAt: Date;
  readonly product: PromoProduct;
  /** The booking's or pass's reference (what staff search by), never the person. */
  readonly reference: string | null;
  readonly centre: string | null;
  readonly listPence: number;
  readonly discountPence: number;
  readonly released: boolean;
};

/** A code's uses, newest first, for staff: when, on what, how much off, given back or not. */
export async function listPromoUses(db: Database, code: string, limit = 50): Promise<PromoUseView[]> {
  const rows = await db
    .select({
      createdAt: promoRedemptions.createdAt,
      product: promoRedemptions.product,
      bookingReference: bookings.reference,
      bookingCentre: bookings.centre,
      dayPassReference: dayPasses.reference,
      dayPassCentre: dayPasses.centre,
      orderReference: orders.reference,
      orderCentre: orders.centre,
      licenceReference: licences.reference,
      licenceCentre: licences.centre,
      listPence: promoRedemptions.listPence,
      discountPence: promoRedemptions.discountPence,
      releasedAt: promoRedemptions.releasedAt,
    })
    .from(promoRedemptions)
    .leftJoin(bookings, eq(bookings.id, promoRedemptions.bookingId))
    .leftJoin(dayPasses, eq(dayPasses.id, promoRedemptions.dayPassId))
    .leftJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .leftJoin(licences, eq(licences.id, promoRedemptions.licenceId))
    .where(eq(promoRedemptions.code, code))
    .orderBy(desc(promoRedemptions.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    createdAt: row.createdAt,
    product: row.product,
    reference: row.bookingReference ?? row.dayPassReference ?? row.orderReference ?? row.licenceReference,
    centre: row.bookingCentre ?? row.dayPassCentre ?? row.orderCentre ?? row.licenceCentre,
    listPence: row.listPence,
    discountPence: row.discountPence,
    released: row.releasedAt !== null,
  }));
}

/** Live uses only (tests and the CMS's count cross-check). */
export async function liveRedemptions(db: Database, code: string): Promise<number> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), isNull(promoRedemptions.releasedAt)));
  return rows.length;
}
