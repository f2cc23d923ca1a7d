import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { checkoutSessionMinutes } from '@/domain/booking/payment-policy';
import { bundleLastDay, bundleUseProblem, type BundleSize, type BundleUseProblem } from '@/domain/day-pass/bundle';
import { businessTimeZone, formatCalendarDay, todayIn } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import { dayPassBundles, dayPasses, type DayPassBundleRow, type DayPassRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';
import { DayFullError, dayPassSubject, expireEndedDayPassHolds, freeDesk } from './day-passes';
import { isUuid } from '@/lib/uuid';

/*
 * Day-pass bundles (docs/decisions/0056). A bundle is bought 'pending' and becomes 'paid' by
 * Stripe's signed event (src/server/payments/webhook.ts), which sets its last day and queues its
 * mail in the same statement. Each day is then booked as a day pass linked to the bundle, in one
 * INSERT that picks the lowest free desk of the day (so the centre's desk limit holds as for any
 * pass) and the lowest free slot of the bundle, from a paid bundle whose last day is not before the
 * date. Two uses racing for the last day both try the same slot: the unique index
 * day_passes_one_per_bundle_slot lets one in and refuses the other (23505), which looks again and
 * finds none left. A day cancelled frees its slot, so the day is back in the bundle.
 */

const bundleSubject: SubjectColumns = { column: 'day_pass_bundle_id' };
const uniqueViolation = '23505';

export type NewBundle = {
  readonly days: BundleSize;
  readonly pricePence: number;
  readonly vatRatePercent: number;
  readonly validMonths: number;
  readonly name: string;
  readonly email: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly centre: string | undefined;
  readonly attribution?: Record<string, unknown> | undefined;
};

export async function createBundle(db: Database, bundle: NewBundle): Promise<{ id: string; reference: string }> {
  const [row] = await db
    .insert(dayPassBundles)
    .values({
      id: randomUUID(),
      reference: newReference(),
      days: bundle.days,
      pricePence: bundle.pricePence,
      vatRateBasisPoints: Math.round(bundle.vatRatePercent * 100),
      validMonths: bundle.validMonths,
      name: bundle.name,
      email: bundle.email,
      phone: bundle.phoneE164,
      phoneCountry: bundle.phoneCountry,
      centre: bundle.centre ?? null,
      attribution: bundle.attribution ?? null,
      status: 'pending',
    })
    .returning({ id: dayPassBundles.id, reference: dayPassBundles.reference });
  if (!row) throw new Error('bundle insert returned no row');
  return row;
}

export async function recordBundleCheckout(db: Database, id: string, sessionId: string): Promise<void> {
  await db.update(dayPassBundles).set({ checkoutSessionId: sessionId }).where(eq(dayPassBundles.id, id));
}

/** Checkout could not start: the bundle was never sold. */
export async function abandonBundle(db: Database, id: string): Promise<void> {
  await db
    .update(dayPassBundles)
    .set({ status: 'expired' })
    .where(and(eq(dayPassBundles.id, id), eq(dayPassBundles.status, 'pending')));
}

export async function findBundle(db: Database, id: string): Promise<DayPassBundleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(dayPassBundles).where(eq(dayPassBundles.id, id));
  return row;
}

/** The bundle with that reference bought with that email (any case): both are asked to use it. */
export async function findBundleForUse(db: Database, reference: string, email: string): Promise<DayPassBundleRow | undefined> {
  const [row] = await db
    .select()
    .from(dayPassBundles)
    .where(and(eq(dayPassBundles.reference, reference), sql`lower(${dayPassBundles.email}) = lower(${email})`));
  return row;
}

/** The latest bundles, newest first, for Admin › Day-pass bundles. */
export async function listBundles(db: Pick<Database, 'select'>, limit = 500): Promise<DayPassBundleRow[]> {
  return db.select().from(dayPassBundles).orderBy(desc(dayPassBundles.createdAt)).limit(limit);
}

/** Days booked from each bundle (confirmed passes, checked in or not); a cancelled day is back in it. */
export async function bundleDaysUsed(db: Pick<Database, 'select'>, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ bundleId: dayPasses.bundleId, count: sql<number>`count(*)::int` })
    .from(dayPasses)
    .where(and(inArray(dayPasses.bundleId, [...ids]), eq(dayPasses.status, 'confirmed')))
    .groupBy(dayPasses.bundleId);
  return new Map(rows.map((row) => [row.bundleId ?? '', Number(row.count)]));
}

/** The days booked from a bundle, in date order (cancelled ones too, marked so). */
export async function bundlePasses(db: Database, bundleId: string): Promise<DayPassRow[]> {
  return db.select().from(dayPasses).where(eq(dayPasses.bundleId, bundleId)).orderBy(asc(dayPasses.day), asc(dayPasses.createdAt));
}

export type BundlePayment = {
  readonly checkoutSessionId: string;
  readonly paymentIntentId: string | null;
  readonly paidPence: number | null;
};

export type PaidBundleOutcome = 'paid' | 'already' | 'unknown' | 'refunded';

/**
 * Stripe says a bundle is paid (inside the webhook's transaction). A bundle has no capacity to
 * lose, so a payment arriving after its Checkout ended is still taken as paid. Its validity runs
 * from the London day of the payment; its mail is queued in the same statement.
 */
export async function confirmPaidBundle(
  tx: Database,
  id: string,
  payment: BundlePayment,
  options: { readonly visitorMail?: boolean; readonly now?: Date } = {},
): Promise<PaidBundleOutcome> {
  const [row] = await tx.select().from(dayPassBundles).where(eq(dayPassBundles.id, id)).for('update');
  if (!row) return 'unknown';
  if (row.status === 'paid') return 'already';
  if (row.status === 'refunded') return 'refunded';
  const lastDay = bundleLastDay(todayIn(businessTimeZone, options.now ?? new Date()), row.validMonths);
  const update = tx
    .update(dayPassBundles)
    .set({
      status: 'paid',
      checkoutSessionId: payment.checkoutSessionId,
      paymentIntentId: payment.paymentIntentId,
      paidPence: payment.paidPence,
      paidAt: sql`now()`,
      lastDay,
    })
    .where(and(eq(dayPassBundles.id, id), inArray(dayPassBundles.status, ['pending', 'expired'])))
    .returning({ id: dayPassBundles.id, reference: dayPassBundles.reference });
  const written = await writeWithVisitorMail(tx, update, bundleSubject, {
    visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined,
  });
  return written ? 'paid' : 'already';
}

/**
 * Bundles still pending an hour after they were bought: their Checkout (30 minutes) has ended, yet
 * neither of Stripe's events (paid, expired) has settled them. The payment sweeper asks Stripe
 * about each (src/server/payments/sweeper.ts), so none stays pending for ever. Oldest first.
 */
export async function unsettledBundles(
  db: Pick<Database, 'select'>,
  now: Date,
  limit = 20,
): Promise<{ id: string; checkoutSessionId: string | null }[]> {
  const boughtBefore = new Date(now.getTime() - 2 * checkoutSessionMinutes * 60_000);
  return db
    .select({ id: dayPassBundles.id, checkoutSessionId: dayPassBundles.checkoutSessionId })
    .from(dayPassBundles)
    .where(and(eq(dayPassBundles.status, 'pending'), lt(dayPassBundles.createdAt, boughtBefore)))
    .orderBy(asc(dayPassBundles.createdAt))
    .limit(limit);
}

/** Stripe's session ended unpaid: the bundle was never sold. */
export async function expireBundleCheckout(tx: Database, id: string): Promise<void> {
  await abandonBundle(tx, id);
}

/**
 * Staff refunded a bundle in full in the Stripe dashboard (decision 0056), and Stripe said so
 * (charge.refunded): the bundle can no longer be used. Days already booked from it stand (staff
 * cancel those on the board if they must); the answer says how many there are, for the log.
 */
export async function recordBundleRefund(
  db: Database,
  paymentIntentId: string,
): Promise<{ readonly reference: string; readonly daysBooked: number } | undefined> {
  const [row] = await db
    .update(dayPassBundles)
    .set({ status: 'refunded', refundedAt: sql`now()`, refundedByName: 'Stripe dashboard' })
    .where(and(eq(dayPassBundles.paymentIntentId, paymentIntentId), eq(dayPassBundles.status, 'paid')))
    .returning({ id: dayPassBundles.id, reference: dayPassBundles.reference });
  if (!row) return undefined;
  return { reference: row.reference, daysBooked: (await bundleDaysUsed(db, [row.id])).get(row.id) ?? 0 };
}

/** Why a bundle could not book a day; DayFullError is thrown for a full day. */
export class BundleUseRefused extends Error {
  constructor(readonly problem: BundleUseProblem | 'same-day') {
    super(`bundle not used: ${problem}`);
    this.name = 'BundleUseRefused';
  }
}

export type BundleDay = {
  readonly bundleId: string;
  readonly centre: string;
  readonly day: string;
  /** The centre's desks for day visitors now (CMS). */
  readonly desks: number;
};

function insertFromBundle(use: BundleDay, id: string, reference: string) {
  const query = sql`insert into ${dayPasses} (id, reference, centre, day, desk, desks, trial, name, email, phone,
      phone_country, price_pence, vat_rate_basis_points, status, bundle_id, bundle_days, bundle_slot)
    select ${id}::uuid, ${reference}, ${use.centre}, ${use.day}::date, free.desk, ${use.desks}::integer, false,
      b.name, b.email, b.phone, b.phone_country, 0, b.vat_rate_basis_points, 'confirmed', b.id, b.days, slot.slot
    from ${dayPassBundles} b
    cross join lateral (
      select slots.slot from generate_series(1, b.days) as slots (slot)
      where not exists (select 1 from ${dayPasses} p where p.bundle_id = b.id and p.status = 'confirmed' and p.bundle_slot = slots.slot)
      order by slots.slot limit 1) as slot
    cross join (${freeDesk(use.centre, use.day, use.desks)}) as free
    where b.id = ${use.bundleId}::uuid and b.status = 'paid' and b.last_day >= ${use.day}::date
      and not exists (select 1 from ${dayPasses} p where p.bundle_id = b.id and p.status = 'confirmed' and p.day = ${use.day}::date)
    returning id, reference, sequence`;
  return { getSQL: () => query };
}

/**
 * Books `day` at `centre` from the bundle: a confirmed pass, mailed like any pass. Throws
 * BundleUseRefused (unpaid, expired, after its last day, used up, that day already booked from it)
 * or DayFullError.
 */
export async function bookDayFromBundle(
  db: Database,
  use: BundleDay,
  options: { readonly visitorMail?: boolean; readonly now?: Date } = {},
): Promise<{ id: string; reference: string }> {
  const queue = { visitorMail: options.visitorMail ? { kind: 'confirmation' as const, remind: false } : undefined };
  const attempts = use.desks + 12;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await expireEndedDayPassHolds(db, use);
    try {
      const row = await writeWithVisitorMail(db, insertFromBundle(use, randomUUID(), newReference()), dayPassSubject, queue);
      if (row) return row;
      throw await whyNot(db, use, options.now ?? new Date());
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw await whyNot(db, use, options.now ?? new Date());
}

/** Why the insert wrote nothing: the bundle's own reason first, else the day is full. */
async function whyNot(db: Database, use: BundleDay, now: Date): Promise<Error> {
  const bundle = await findBundle(db, use.bundleId);
  if (!bundle) return new BundleUseRefused('unpaid');
  const used = (await bundleDaysUsed(db, [bundle.id])).get(bundle.id) ?? 0;
  const problem = bundleUseProblem({ status: bundle.status, lastDay: bundle.lastDay ?? '0000-00-00', days: bundle.days, daysUsed: used }, use.day, now);
  if (problem) return new BundleUseRefused(problem);
  const [sameDay] = await db
    .select({ id: dayPasses.id })
    .from(dayPasses)
    .where(and(eq(dayPasses.bundleId, bundle.id), eq(dayPasses.day, use.day), eq(dayPasses.status, 'confirmed')));
  return sameDay ? new BundleUseRefused('same-day') : new DayFullError();
}

export type BundleFacts = { readonly reference: string; readonly days: number; readonly daysUsed: number };

/** The bundles of these passes, with the days used from each (the board's "3 of 10 left"). */
export async function bundleFactsOf(db: Database, passes: readonly { readonly bundleId: string | null }[]): Promise<Map<string, BundleFacts>> {
  const ids = [...new Set(passes.flatMap((pass) => (pass.bundleId ? [pass.bundleId] : [])))];
  if (ids.length === 0) return new Map();
  const [rows, used] = await Promise.all([
    db.select({ id: dayPassBundles.id, reference: dayPassBundles.reference, days: dayPassBundles.days }).from(dayPassBundles).where(inArray(dayPassBundles.id, ids)),
    bundleDaysUsed(db, ids),
  ]);
  return new Map(rows.map((row) => [row.id, { reference: row.reference, days: row.days, daysUsed: used.get(row.id) ?? 0 }]));
}

/**
 * What reception is told when a bundle's reference is typed into the pass search: a bundle is not
 * a pass, each day is booked online with it. Undefined when no bundle has that reference.
 */
export async function bundleAtReception(db: Database, reference: string, today: string): Promise<string | undefined> {
  const [bundle] = await db.select().from(dayPassBundles).where(eq(dayPassBundles.reference, reference));
  if (!bundle) return undefined;
  const used = (await bundleDaysUsed(db, [bundle.id])).get(bundle.id) ?? 0;
  const state =
    bundle.status !== 'paid' || !bundle.lastDay
      ? bundle.status === 'refunded'
        ? 'It was refunded and can no longer be used.'
        : 'It was never paid for, so it has no days.'
      : today > bundle.lastDay
        ? `It expired after ${formatCalendarDay(bundle.lastDay)}.`
        : `${bundle.days - used} of ${bundle.days} days left, usable until ${formatCalendarDay(bundle.lastDay)}.`;
  return `${bundle.reference} is a bundle of ${bundle.days} days, not a pass. ${state} Each day is booked online with the bundle ("Use a bundle" on the day-pass page), and that day's pass is checked in here.`;
}
