import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ChannelAttribution, Touch } from '@/domain/attribution';
import { slotKey, type SlotUse } from '@/domain/viewing/viewing-slots';
import type { Database } from '../db/client';
import { viewings, type DeliveryChannel, type ViewingRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import type { StaffChangeOptions, VisitCancelOptions } from '../bookings/bookings';
import { errorFacts } from '../failures';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';

/*
 * Viewings (docs/decisions/0022). A centre runs at most `capacity` viewings at once. The database
 * holds that line: each confirmed viewing takes a seat from 1 to the capacity (a check), and the
 * partial unique index viewings_one_per_seat allows one confirmed viewing per centre, start and
 * seat. The insert below picks the lowest free seat inside the statement, and inserts nothing
 * when the slot already has `capacity` confirmed viewings. Two requests that read the same free
 * seat at once both try it; the index lets one in and refuses the other (23505), which tries again
 * with a fresh look, a bounded number of times. The viewing, its staff deliveries and (with visitor
 * mail on) the visitor's confirmation and 24-hour reminder are one statement (writeWithVisitorMail).
 */

/** Where a viewing's outbox rows point, and the returned columns the visitor mail needs. */
export const viewingSubject: SubjectColumns = { column: 'viewing_id', sequence: 'sequence', startsAt: 'starts_at' };
const returning = sql`returning id, reference, sequence, starts_at`;

export type NewViewing = {
  readonly centre: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly unitReferences: readonly string[];
  /** The centre's capacity now, read from the CMS at request time. */
  readonly capacity: number;
  readonly name: string;
  readonly email: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly attribution?: ChannelAttribution | { readonly touch: Touch } | undefined;
};

export type StoredViewing = { readonly id: string; readonly reference: string };

/** Every place in the slot is taken. */
export class ViewingSlotFullError extends Error {
  constructor() {
    super('that viewing slot is full');
    this.name = 'ViewingSlotFullError';
  }
}

const uniqueViolation = '23505';

/**
 * The taken seats of a centre's slot (a subquery; `and v.seat = ...` narrows it to a seat): the
 * confirmed viewings and the seats held for a waitlist offer (docs/decisions/0058), as the index
 * viewings_one_per_seat counts them. A hold that has ended is expired first (expireEndedViewingHolds).
 */
const takenAt = (centre: string, startsAt: Date) =>
  sql`select 1 from ${viewings} v where v.centre = ${centre}
      and v.starts_at = ${startsAt.toISOString()}::timestamptz and v.status in ('confirmed', 'held')`;

/** The lowest free seat of the slot, none when it is full (also when capacity fell below seats held). */
const freeSeat = (centre: string, startsAt: Date, capacity: number) =>
  sql`select seats.seat from generate_series(1, ${capacity}::integer) as seats (seat)
    where not exists (${takenAt(centre, startsAt)} and v.seat = seats.seat)
      and (select count(*) from (${takenAt(centre, startsAt)}) as held) < ${capacity}::integer
    order by seats.seat limit 1`;

type Executor = Pick<Database, 'execute'>;

/**
 * Waitlist holds of a slot whose 15 minutes are over stop taking their seat ('expired'), so a
 * booking or an offer does not wait for the sweeper. The sweeper then marks their offers lapsed.
 */
export async function expireEndedViewingHolds(db: Executor, centre: string, startsAt: Date): Promise<void> {
  await db.execute(sql`update ${viewings} set status = 'expired', hold_expires_at = null
    where centre = ${centre} and starts_at = ${startsAt.toISOString()}::timestamptz
      and status = 'held' and hold_expires_at <= now()`);
}

/**
 * Holds the lowest free seat of the slot for a waitlist offer: a 'held' viewing in the waitlisted
 * address's name (name and phone empty) until `expiresAt`. viewings_one_per_seat counts it, so no
 * booking, move or second offer can take that seat meanwhile (a racing insert gets 23505).
 * Undefined when the slot is full.
 */
export async function holdViewingSeat(
  db: Executor,
  hold: { readonly centre: string; readonly startsAt: Date; readonly endsAt: Date; readonly capacity: number; readonly email: string; readonly expiresAt: Date },
): Promise<string | undefined> {
  await expireEndedViewingHolds(db, hold.centre, hold.startsAt);
  const id = randomUUID();
  const rows = await db.execute(sql`insert into ${viewings} (id, reference, centre, starts_at, ends_at, seat, capacity,
      name, email, phone, status, hold_expires_at)
    select ${id}::uuid, ${newReference()}, ${hold.centre}, ${hold.startsAt.toISOString()}::timestamptz,
      ${hold.endsAt.toISOString()}::timestamptz, free.seat, ${hold.capacity}::integer, '', ${hold.email}, '',
      'held', ${hold.expiresAt.toISOString()}::timestamptz
    from (${freeSeat(hold.centre, hold.startsAt, hold.capacity)}) as free
    returning id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return list.length > 0 ? id : undefined;
}

function insertIntoFreeSeat(viewing: NewViewing, id: string, reference: string) {
  const query = sql`insert into ${viewings} (id, reference, centre, starts_at, ends_at, unit_references, seat,
      capacity, name, email, phone, phone_country, attribution)
    select ${id}::uuid, ${reference}, ${viewing.centre}, ${viewing.startsAt.toISOString()}::timestamptz,
      ${viewing.endsAt.toISOString()}::timestamptz, ${JSON.stringify(viewing.unitReferences)}::jsonb, free.seat,
      ${viewing.capacity}::integer, ${viewing.name}, ${viewing.email}, ${viewing.phoneE164}, ${viewing.phoneCountry},
      ${viewing.attribution ? JSON.stringify(viewing.attribution) : null}::jsonb
    from (${freeSeat(viewing.centre, viewing.startsAt, viewing.capacity)}) as free
    ${returning}`;
  return { getSQL: () => query };
}

export async function createViewing(
  db: Database,
  viewing: NewViewing,
  channels: readonly DeliveryChannel[],
  options: { readonly visitorMail?: boolean } = {},
): Promise<StoredViewing> {
  const queue = {
    channels,
    visitorMail: options.visitorMail ? { kind: 'confirmation' as const, remind: true } : undefined,
  };
  // Each lost race means another request took a seat: after `capacity` of them the slot is full.
  const attempts = viewing.capacity + 2;
  await expireEndedViewingHolds(db, viewing.centre, viewing.startsAt);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const row = await writeWithVisitorMail(
        db,
        insertIntoFreeSeat(viewing, randomUUID(), newReference()),
        viewingSubject,
        queue,
      );
      if (!row) throw new ViewingSlotFullError();
      return row;
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw new ViewingSlotFullError();
}

/** Taken seats per slot start at a centre, from `from` to `to` (for the free slots): confirmed viewings and live waitlist holds. */
export async function viewingSlotUse(db: Database, centre: string, from: Date, to: Date): Promise<SlotUse> {
  const rows = await db
    .select({ startsAt: viewings.startsAt, count: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(
        eq(viewings.centre, centre),
        sql`(${viewings.status} = 'confirmed' or (${viewings.status} = 'held' and ${viewings.holdExpiresAt} > now()))`,
        gte(viewings.startsAt, from),
        lt(viewings.startsAt, to),
      ),
    )
    .groupBy(viewings.startsAt);
  return new Map(rows.map((row) => [slotKey(new Date(row.startsAt)), Number(row.count)]));
}

export async function findViewing(db: Database, id: string): Promise<ViewingRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(viewings).where(eq(viewings.id, id));
  return row;
}

/**
 * Cancels a confirmed viewing; its seat is free again at once. In the same statement its pending
 * reminder is withdrawn and, with visitor mail on, the cancellation mail queued at the next
 * calendar sequence. False when it was not confirmed (nothing is sent twice).
 */
export async function cancelViewing(db: Database, id: string, options: VisitCancelOptions = {}): Promise<boolean> {
  const update = sql`update ${viewings} set status = 'cancelled', cancelled_at = now(),
      cancelled_by = ${options.by ?? 'visitor'},
      cancel_reason = ${options.by === 'staff' ? options.reason : null}, sequence = sequence + 1
    where id = ${id}::uuid and status = 'confirmed' ${options.unmarkedOnly ? sql`and attendance is null` : sql``}
    ${returning}`;
  const row = await writeWithVisitorMail(db, { getSQL: () => update }, viewingSubject, {
    withdrawReminders: true,
    visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false } : undefined,
  });
  return row !== undefined;
}

export type ViewingMove = {
  /** Where the viewing is now: only a viewing still there moves (two moves at once: one wins). */
  readonly from: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The centre's capacity now, from the CMS. */
  readonly capacity: number;
};

/**
 * Moves a confirmed viewing to another slot of its centre, into the new slot's lowest free seat,
 * with the same guarantee as a new viewing (the seat index refuses a race, which is tried again).
 * Its reminder is re-timed and the rescheduled mail queued at the next sequence, in the same
 * statement. False when the viewing is no longer confirmed at `from`; ViewingSlotFullError when
 * the new slot has no place.
 */
export async function rescheduleViewing(
  db: Database,
  id: string,
  centre: string,
  move: ViewingMove,
  options: StaffChangeOptions = {},
): Promise<boolean> {
  const unmarked = options.unmarkedOnly ? sql`and ${viewings}.attendance is null` : sql``;
  const update = sql`update ${viewings} set starts_at = ${move.startsAt.toISOString()}::timestamptz,
      ends_at = ${move.endsAt.toISOString()}::timestamptz, seat = free.seat, capacity = ${move.capacity}::integer,
      sequence = ${viewings}.sequence + 1
    from (${freeSeat(centre, move.startsAt, move.capacity)}) as free
    where ${viewings}.id = ${id}::uuid and ${viewings}.centre = ${centre} and ${viewings}.status = 'confirmed'
      and ${viewings}.starts_at = ${move.from.toISOString()}::timestamptz ${unmarked}
    returning ${viewings}.id, ${viewings}.reference, ${viewings}.sequence, ${viewings}.starts_at`;
  const queue = {
    withdrawReminders: true,
    visitorMail: options.visitorMail ? { kind: 'rescheduled' as const, remind: true } : undefined,
  };
  await expireEndedViewingHolds(db, centre, move.startsAt);
  for (let attempt = 1; attempt <= move.capacity + 2; attempt += 1) {
    try {
      if (await writeWithVisitorMail(db, { getSQL: () => update }, viewingSubject, queue)) return true;
      const current = await findViewing(db, id);
      if (current?.status !== 'confirmed' || current.startsAt.getTime() !== move.from.getTime()) return false;
      if (options.unmarkedOnly && current.attendance !== null) return false;
      throw new ViewingSlotFullError();
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw new ViewingSlotFullError();
}

/** Latest first, for the admin list. */
export async function listViewings(
  db: Database,
  options: { limit?: number; centres?: 'all' | readonly string[] } = {},
): Promise<ViewingRow[]> {
  const centres = options.centres ?? 'all';
  // A centre manager sees only its centres' rows (src/cms/access.ts, centreScopeOf).
  if (centres !== 'all' && centres.length === 0) return [];
  return db
    .select()
    .from(viewings)
    .where(
      and(
        // A seat held for a waitlist offer is nobody's viewing yet (docs/decisions/0058).
        inArray(viewings.status, ['confirmed', 'cancelled']),
        centres === 'all' ? undefined : inArray(viewings.centre, [...centres]),
      ),
    )
    .orderBy(desc(viewings.startsAt))
    .limit(options.limit ?? 500);
}
