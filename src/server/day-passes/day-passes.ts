import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dayPasses, type DayPassRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';

/*
 * Coworking day passes (issue 39 item 1). A centre sells at most `desks` passes for a day, and the
 * database holds that line, as for viewings (src/server/viewings/viewings.ts): each confirmed pass takes a
 * desk from 1 to the centre's desks (a check), the partial unique index day_passes_one_per_desk
 * allows one confirmed pass per centre, day and desk, and the insert picks the lowest free desk
 * inside the statement, inserting nothing when the day is full. Two requests that read the same
 * free desk both try it; the index lets one in and refuses the other (23505), which looks again, a
 * bounded number of times. The pass and the visitor's mail are one statement (writeWithVisitorMail).
 */

const dayPassSubject: SubjectColumns = { column: 'day_pass_id', sequence: 'sequence' };
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

const takenOn = (centre: string, day: string) =>
  sql`select 1 from ${dayPasses} p where p.centre = ${centre} and p.day = ${day}::date and p.status = 'confirmed'`;

/** The lowest free desk of the day, none when it is full (also when desks fell below passes sold). */
const freeDesk = (centre: string, day: string, desks: number) =>
  sql`select desks.desk from generate_series(1, ${desks}::integer) as desks (desk)
    where not exists (${takenOn(centre, day)} and p.desk = desks.desk)
      and (select count(*) from (${takenOn(centre, day)}) as held) < ${desks}::integer
    order by desks.desk limit 1`;

function insertIntoFreeDesk(pass: NewDayPass, id: string, reference: string) {
  const query = sql`insert into ${dayPasses} (id, reference, centre, day, desk, desks, trial, name, email, phone,
      phone_country, price_pence, vat_rate_basis_points, attribution)
    select ${id}::uuid, ${reference}, ${pass.centre}, ${pass.day}::date, free.desk, ${pass.desks}::integer,
      ${pass.trial}, ${pass.name}, ${pass.email}, ${pass.phoneE164}, ${pass.phoneCountry},
      ${pass.pricePence}::integer, ${Math.round(pass.vatRatePercent * 100)}::integer,
      ${pass.attribution ? JSON.stringify(pass.attribution) : null}::jsonb
    from (${freeDesk(pass.centre, pass.day, pass.desks)}) as free
    ${returning}`;
  return { getSQL: () => query };
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
  options: { readonly visitorMail?: boolean } = {},
): Promise<StoredDayPass> {
  const queue = { visitorMail: options.visitorMail ? { kind: 'confirmation' as const, remind: false } : undefined };
  // Each lost race means another request took a desk (or, for a trial, the same person's trial).
  const attempts = pass.desks + 2;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (pass.trial && (await hasTrialDay(db, pass.email, pass.phoneE164))) throw new TrialUsedError();
    try {
      const row = await writeWithVisitorMail(db, insertIntoFreeDesk(pass, randomUUID(), newReference()), dayPassSubject, queue);
      if (!row) throw new DayFullError();
      return row;
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw new DayFullError();
}

/** Confirmed passes per day at a centre, from `from` to `to` inclusive (for the dates on sale). */
export async function dayPassUse(db: Database, centre: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: dayPasses.day, count: sql<number>`count(*)::int` })
    .from(dayPasses)
    .where(and(eq(dayPasses.centre, centre), eq(dayPasses.status, 'confirmed'), gte(dayPasses.day, from), lte(dayPasses.day, to)))
    .groupBy(dayPasses.day);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findDayPass(db: Database, id: string): Promise<DayPassRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, id));
  return row;
}

export async function findDayPassByReference(db: Database, reference: string): Promise<DayPassRow | undefined> {
  const [row] = await db.select().from(dayPasses).where(eq(dayPasses.reference, reference));
  return row;
}

/**
 * Cancels a confirmed pass that is not checked in; its desk is free again at once. The
 * cancellation mail is queued in the same statement. False when there was nothing to cancel.
 */
export async function cancelDayPass(
  db: Database,
  id: string,
  options: { readonly visitorMail?: boolean } = {},
): Promise<boolean> {
  const update = db
    .update(dayPasses)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, sequence: sql`${dayPasses.sequence} + 1` })
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
        options.centres === 'all' ? undefined : inArray(dayPasses.centre, [...options.centres]),
      ),
    )
    .orderBy(desc(dayPasses.createdAt));
}
