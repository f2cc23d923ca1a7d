import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dayPasses, type DayPassRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';
import { isUuid } from '@/lib/uuid';

/*
 * Coworking day passes (issue 39 item 1). A centre sells at most `desks` passes for a day, and the
 * database holds that line, as for viewings (src/server/viewings/viewings.ts): each confirmed pass takes a
 * desk from 1 to the centre's desks (a check), the partial unique index day_passes_one_per_desk
 * allows one confirmed pass per centre, day and desk, and the insert picks the lowest free desk
 * inside the statement, inserting nothing when the day is full. Two requests that read the same
 * free desk both try it; the index lets one in and refuses the other (23505), which looks again, a
 * bounded number of times. The pass and the visitor's mail are one statement (writeWithVisitorMail).
 */

export const dayPassSubject: SubjectColumns = { column: 'day_pass_id', sequence: 'sequence' };
const returning = sql`returning id, reference, sequence`;
const uniqueViolation = '23505';

export type NewDayPass = {
  readonly centre: string;
  /** London calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** The centre's desks for day visitors now, read from the CMS at request time. */
  readonly desks: number;
  readonly trial: boolean;
  readonly name: string;
  readonly email: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly pricePence: number;
  readonly vatRatePercent: number;
  /** Channel attribution as the request carried it (src/server/requests/attribution.ts). */
  readonly attribution?: Record<string, unknown> | undefined;
  /**
   * Paid online: the pass is stored 'pending', holding its desk until then, and its mail waits
   * for the payment (src/server/payments/webhook.ts). Absent: confirmed now, paid at reception.
   */
  readonly holdExpiresAt?: Date | undefined;
};

export type StoredDayPass = { readonly id: string; readonly reference: string };

/** Every desk for day visitors is taken that day. */
export class DayFullError extends Error {
  constructor() {
    super('every day-pass desk is taken that day');
    this.name = 'DayFullError';
  }
}

/** That email address or phone number already has a free trial day. */
export class TrialUsedError extends Error {
  constructor() {
    super('a free trial day was already given to that email or phone');
    this.name = 'TrialUsedError';
  }
}

/** A desk is taken by a confirmed pass, or by a pending one whose payment hold has not ended. */
const takenOn = (centre: string, day: string) =>
  sql`select 1 from ${dayPasses} p where p.centre = ${centre} and p.day = ${day}::date
    and (p.status = 'confirmed' or (p.status = 'pending' and p.hold_expires_at > now()))`;

/** The lowest free desk of the day, none when it is full (also when desks fell below passes sold). */
export const freeDesk = (centre: string, day: string, desks: number) =>
  sql`select desks.desk from generate_series(1, ${desks}::integer) as desks (desk)
    where not exists (${takenOn(centre, day)} and p.desk = desks.desk)
      and (select count(*) from (${takenOn(centre, day)}) as held) < ${desks}::integer
    order by desks.desk limit 1`;

function insertIntoFreeDesk(pass: NewDayPass, id: string, reference: string) {
  const hold = pass.holdExpiresAt?.toISOString() ?? null;
  const query = sql`insert into ${dayPasses} (id, reference, centre, day, desk, desks, trial, name, email, phone,
      phone_country, price_pence, vat_rate_basis_points, attribution, status, hold_expires_at)
    select ${id}::uuid, ${reference}, ${pass.centre}, ${pass.day}::date, free.desk, ${pass.desks}::integer,
      ${pass.trial}, ${pass.name}, ${pass.email}, ${pass.phoneE164}, ${pass.phoneCountry},
      ${pass.pricePence}::integer, ${Math.round(pass.vatRatePercent * 100)}::integer,
      ${pass.attribution ? JSON.stringify(pass.attribution) : null}::jsonb,
      ${hold ? 'pending' : 'confirmed'}, ${hold}::timestamptz
    from (${freeDesk(pass.centre, pass.day, pass.desks)}) as free
    ${returning}`;
  return { getSQL: () => query };
}

type Executor = Pick<Database, 'update'>;

/**
 * Pending passes whose payment hold has ended become 'expired', freeing their desks (the unique
 * index counts pending passes, so an insert first ends the holds of its own day). Answers the
 * Checkout Sessions to expire at Stripe, so nobody pays for a desk that was released.
 */
export async function expireEndedDayPassHolds(
  db: Executor,
  scope: { readonly centre: string; readonly day: string } | undefined = undefined,
): Promise<{ id: string; checkoutSessionId: string | null }[]> {
  return db
    .update(dayPasses)
    .set({ status: 'expired' })
    .where(
      and(
        eq(dayPasses.status, 'pending'),
        lte(dayPasses.holdExpiresAt, sql`now()`),
        scope ? and(eq(dayPasses.centre, scope.centre), eq(dayPasses.day, scope.day)) : undefined,
      ),
    )
    .returning({ id: dayPasses.id, checkoutSessionId: dayPasses.checkoutSessionId });
}

/** Whether that email (any case) or phone already holds a confirmed free trial day. */
export async function hasTrialDay(db: Database, email: string, phoneE164: string): Promise<boolean> {
  const rows = await db
    .select({ id: dayPasses.id })
    .from(dayPasses)
    .where(
      and(
        eq(dayPasses.trial, true),
        eq(dayPasses.status, 'confirmed'),
        sql`(lower(${dayPasses.email}) = lower(${email}) or ${dayPasses.phone} = ${phoneE164})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a pass on the lowest free desk of its day, with the visitor's mail when mail is on.
 * Throws DayFullError when every desk is taken, TrialUsedError for a second free day.
 */
export async function createDayPass(
  db: Database,
  pass: NewDayPass,
  options: {
    readonly visitorMail?: boolean;
    /** More to store with the pass, in its transaction (a promo code's use): a throw stores nothing. */
    readonly alongside?: (tx: Database, stored: StoredDayPass) => Promise<void>;
  } = {},
): Promise<StoredDayPass> {
  // A pass paid online is mailed when its payment confirms it, not while its desk is held.
  const mailNow = options.visitorMail && !pass.holdExpiresAt;
  const queue = { visitorMail: mailNow ? { kind: 'confirmation' as const, remind: false } : undefined };
  // Each lost race means another request took a desk (or, for a trial, the same person's trial).
  const attempts = pass.desks + 2;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (pass.trial && (await hasTrialDay(db, pass.email, pass.phoneE164))) throw new TrialUsedError();
    await expireEndedDayPassHolds(db, pass);
    try {
      const insert = insertIntoFreeDesk(pass, randomUUID(), newReference());
      const { alongside } = options;
      const row = alongside
        ? await db.transaction(async (tx) => {
            const written = await writeWithVisitorMail(tx as unknown as Database, insert, dayPassSubject, queue);
            if (written) await alongside(tx as unknown as Database, written);
            return written;
          })
        : await writeWithVisitorMail(db, insert, dayPassSubject, queue);
      if (!row) throw new DayFullError();
      return row;
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw new DayFullError();
}

/** Desks taken per day at a centre (confirmed passes and live payment holds), from `from` to `to` inclusive. */
export async function dayPassUse(db: Database, centre: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: dayPasses.day, count: sql<number>`count(*)::int` })
    .from(dayPasses)
    .where(
      and(
        eq(dayPasses.centre, centre),
        or(eq(dayPasses.status, 'confirmed'), and(eq(dayPasses.status, 'pending'), gt(dayPasses.holdExpiresAt, sql`now()`))),
        gte(dayPasses.day, from),
        lte(dayPasses.day, to),
      ),
    )
    .groupBy(dayPasses.day);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

export async function findDayPass(db: Database, id: string): Promise<DayPassRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, id));
  return row;
}

export async function findDayPassByReference(db: Database, reference: string): Promise<DayPassRow | undefined> {
  const [row] = await db.select().from(dayPasses).where(eq(dayPasses.reference, reference));
  return row;
}

/** Records the Checkout Session that pays for a pending pass (the webhook finds the pass by its metadata). */
export async function recordDayPassCheckout(db: Database, id: string, sessionId: string): Promise<void> {
  await db.update(dayPasses).set({ checkoutSessionId: sessionId }).where(eq(dayPasses.id, id));
}

/** A pending pass whose Checkout could not start: its desk is released at once. */
export async function releaseDayPassHold(db: Database, id: string): Promise<void> {
  await db
    .update(dayPasses)
    .set({ status: 'expired' })
    .where(and(eq(dayPasses.id, id), eq(dayPasses.status, 'pending')));
}

/** Who cancels a pass: the visitor (the manage link) or staff on the board, who may keep an online payment on the day. */
export type DayPassCanceller =
  | { readonly by: 'visitor' }
  | { readonly by: 'staff'; readonly name: string; readonly keepPayment: boolean };

/**
 * Cancels a confirmed pass that is not checked in; its desk is free again at once. The
 * cancellation mail is queued in the same statement. False when there was nothing to cancel.
 */
export async function cancelDayPass(
  db: Database,
  id: string,
  options: { readonly visitorMail?: boolean; readonly canceller?: DayPassCanceller } = {},
): Promise<boolean> {
  const canceller = options.canceller ?? { by: 'visitor' };
  const update = db
    .update(dayPasses)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      sequence: sql`${dayPasses.sequence} + 1`,
      cancelledBy: canceller.by,
      cancelledByName: canceller.by === 'staff' ? canceller.name.slice(0, 120) : null,
      paymentKept: canceller.by === 'staff' && canceller.keepPayment,
    })
    .where(and(eq(dayPasses.id, id), eq(dayPasses.status, 'confirmed'), isNull(dayPasses.checkedInAt)))
    .returning({ id: dayPasses.id, reference: dayPasses.reference, sequence: dayPasses.sequence });
  const row = await writeWithVisitorMail(db, update, dayPassSubject, {
    visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false } : undefined,
  });
  return row !== undefined;
}

/**
 * Reception checks a pass in: only a confirmed pass for `day`, not yet checked in. The conditions
 * are in the UPDATE itself, so two receptionists scanning the same pass at once check it in once.
 */
export async function checkInDayPass(
  db: Database,
  id: string,
  day: string,
  staff: { readonly id: number; readonly name: string },
): Promise<DayPassRow | undefined> {
  const [row] = await db
    .update(dayPasses)
    .set({ checkedInAt: sql`now()`, checkedInById: staff.id, checkedInByName: staff.name })
    .where(and(eq(dayPasses.id, id), eq(dayPasses.status, 'confirmed'), eq(dayPasses.day, day), isNull(dayPasses.checkedInAt)))
    .returning();
  return row;
}

/** A day's passes at the given centres, for the bookings board (most recent first). */
export async function listDayPasses(
  db: Database,
  options: { readonly day: string; readonly centres: 'all' | readonly string[] },
): Promise<DayPassRow[]> {
  if (options.centres !== 'all' && options.centres.length === 0) return [];
  return db
    .select()
    .from(dayPasses)
    .where(
      and(
        eq(dayPasses.day, options.day),
        // A hold that ended unpaid was never a pass: reception does not see it.
        ne(dayPasses.status, 'expired'),
        options.centres === 'all' ? undefined : inArray(dayPasses.centre, [...options.centres]),
      ),
    )
    .orderBy(desc(dayPasses.createdAt));
}

export type DayPassPayment = {
  readonly checkoutSessionId: string;
  readonly paymentIntentId: string | null;
  /** What Stripe took, VAT included. */
  readonly paidPence: number | null;
};

export type PaidDayPassOutcome = 'confirmed' | 'already' | 'no-desk' | 'unknown';

/**
 * Stripe says a pass is paid (inside the webhook's transaction). A held pass is confirmed and its
 * mail queued in the same statement. A pass whose hold ended first is confirmed on the lowest desk
 * still free that day, when one is; 'no-desk' means the day filled meanwhile and the payment must
 * be refunded (the caller rolls back and refunds).
 */
export async function confirmPaidDayPass(
  tx: Database,
  id: string,
  payment: DayPassPayment,
  options: { readonly visitorMail?: boolean } = {},
): Promise<PaidDayPassOutcome> {
  const [row] = await tx.select().from(dayPasses).where(eq(dayPasses.id, id)).for('update');
  if (!row) return 'unknown';
  if (row.status === 'confirmed') return 'already';
  if (row.status !== 'pending' && row.status !== 'expired') return 'no-desk';
  const paid = sql`status = 'confirmed', checkout_session_id = ${payment.checkoutSessionId},
    payment_intent_id = ${payment.paymentIntentId}, paid_pence = ${payment.paidPence}::integer, paid_at = now()`;
  const statement =
    row.status === 'pending'
      ? sql`update ${dayPasses} set ${paid} where id = ${id}::uuid ${returning}`
      : sql`update ${dayPasses} set ${paid}, desk = free.desk
          from (${freeDesk(row.centre, row.day, row.desks)}) as free where ${dayPasses.id} = ${id}::uuid
          returning ${dayPasses.id}, ${dayPasses.reference}, ${dayPasses.sequence}`;
  const queue = { visitorMail: options.visitorMail ? { kind: 'confirmation' as const, remind: false } : undefined };
  try {
    // A savepoint: a desk taken in the same instant (the unique index) leaves the transaction usable.
    const written = await tx.transaction((savepoint) =>
      writeWithVisitorMail(savepoint as unknown as Database, { getSQL: () => statement }, dayPassSubject, queue),
    );
    return written ? 'confirmed' : 'no-desk';
  } catch (error) {
    if (errorFacts(error).code === uniqueViolation) return 'no-desk';
    throw error;
  }
}

/** A pass whose payment came after its day filled: refunded, recorded on the expired pass. */
export async function recordDayPassRefund(tx: Database, id: string, paymentIntentId: string): Promise<void> {
  await tx
    .update(dayPasses)
    .set({ paymentIntentId, refundedAt: sql`now()` })
    .where(and(eq(dayPasses.id, id), inArray(dayPasses.status, ['expired', 'cancelled']), isNull(dayPasses.refundedAt)));
}

/** Stripe's session ended unpaid: a held pass frees its desk. */
export async function expireDayPassHold(tx: Database, id: string): Promise<void> {
  await tx.update(dayPasses).set({ status: 'expired' }).where(and(eq(dayPasses.id, id), eq(dayPasses.status, 'pending')));
}
