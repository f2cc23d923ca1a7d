import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ChannelAttribution, Touch } from '@/domain/attribution';
import { slotKey, type SlotUse } from '@/domain/viewing/viewing-slots';
import type { Database } from './db/client';
import { viewings, type DeliveryChannel, type ViewingRow } from './db/schema';
import { newReference } from './enquiries';
import { errorFacts } from './failures';
import { insertWithOutbox } from './outbox-insert';

/*
 * Viewings (docs/decisions/0022). A centre runs at most `capacity` viewings at once. The database
 * holds that line: each confirmed viewing takes a seat from 1 to the capacity (a check), and the
 * partial unique index viewings_one_per_seat allows one confirmed viewing per centre, start and
 * seat. The insert below picks the lowest free seat inside the statement, and inserts nothing
 * when the slot already has `capacity` confirmed viewings. Two requests that read the same free
 * seat at once both try it; the index lets one in and refuses the other (23505), which tries again
 * with a fresh look, a bounded number of times. The viewing and its outbox rows are one statement.
 */

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

function insertIntoFreeSeat(viewing: NewViewing, id: string, reference: string) {
  const taken = sql`select 1 from ${viewings} v where v.centre = ${viewing.centre}
      and v.starts_at = ${viewing.startsAt.toISOString()}::timestamptz and v.status = 'confirmed'`;
  const query = sql`insert into ${viewings} (id, reference, centre, starts_at, ends_at, unit_references, seat,
      capacity, name, email, phone, phone_country, attribution)
    select ${id}::uuid, ${reference}, ${viewing.centre}, ${viewing.startsAt.toISOString()}::timestamptz,
      ${viewing.endsAt.toISOString()}::timestamptz, ${JSON.stringify(viewing.unitReferences)}::jsonb, seats.seat,
      ${viewing.capacity}::integer, ${viewing.name}, ${viewing.email}, ${viewing.phoneE164}, ${viewing.phoneCountry},
      ${viewing.attribution ? JSON.stringify(viewing.attribution) : null}::jsonb
    from generate_series(1, ${viewing.capacity}::integer) as seats (seat)
    where not exists (${taken} and v.seat = seats.seat)
      -- A capacity lowered in the CMS below seats already held: count, not only the free seat.
      and (select count(*) from (${taken}) as held) < ${viewing.capacity}::integer
    order by seats.seat
    limit 1
    returning id, reference`;
  return { getSQL: () => query };
}

export async function createViewing(
  db: Database,
  viewing: NewViewing,
  channels: readonly DeliveryChannel[],
): Promise<StoredViewing> {
  // Each lost race means another request took a seat: after `capacity` of them the slot is full.
  const attempts = viewing.capacity + 2;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const row = await insertWithOutbox(
        db,
        insertIntoFreeSeat(viewing, randomUUID(), newReference()),
        'viewing_id',
        channels,
      );
      if (!row) throw new ViewingSlotFullError();
      return row;
    } catch (error) {
      if (errorFacts(error).code !== uniqueViolation) throw error;
    }
  }
  throw new ViewingSlotFullError();
}

/** Confirmed viewings per slot start at a centre, from `from` to `to` (for the free slots). */
export async function viewingSlotUse(db: Database, centre: string, from: Date, to: Date): Promise<SlotUse> {
  const rows = await db
    .select({ startsAt: viewings.startsAt, count: sql<number>`count(*)::int` })
    .from(viewings)
    .where(
      and(
        eq(viewings.centre, centre),
        eq(viewings.status, 'confirmed'),
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

/** Cancels a confirmed viewing; its seat is free again at once. False when it was not confirmed. */
export async function cancelViewing(db: Database, id: string): Promise<boolean> {
  const updated = await db
    .update(viewings)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(viewings.id, id), eq(viewings.status, 'confirmed')))
    .returning({ id: viewings.id });
  return updated.length > 0;
}

/** Latest first, for the admin list. */
export async function listViewings(db: Database, options: { limit?: number } = {}): Promise<ViewingRow[]> {
  return db
    .select()
    .from(viewings)
    .orderBy(desc(viewings.startsAt))
    .limit(options.limit ?? 500);
}
