import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, type DeliveryChannel } from '../db/schema';

export type InsertedRow = { readonly id: string; readonly reference: string };

/**
 * Runs an insert (returning id and reference) and queues one outbox row per channel for what it
 * inserted, in one statement: one implicit transaction and one round trip, so the outbox rows exist
 * exactly when the row does. Answers the inserted row, or undefined when the insert inserted
 * nothing (ON CONFLICT DO NOTHING).
 */
export async function insertWithOutbox(
  db: Pick<Database, 'execute'>,
  insert: { getSQL(): SQL },
  outboxKey: 'enquiry_id' | 'booking_id' | 'viewing_id',
  channels: readonly DeliveryChannel[],
): Promise<InsertedRow | undefined> {
  const query =
    channels.length === 0
      ? sql`with inserted as (${insert.getSQL()}) select id, reference from inserted`
      : sql`with inserted as (${insert.getSQL()}),
          queued as (
            insert into ${outbox} (${sql.identifier(outboxKey)}, channel)
            select inserted.id, channels.channel
            from inserted cross join (values ${sql.join(
              channels.map((channel) => sql`(${channel})`),
              sql`, `,
            )}) as channels (channel)
          )
        select id, reference from inserted`;
  const result = (await db.execute(query)) as unknown as { rows?: InsertedRow[] } & ArrayLike<InsertedRow>;
  // postgres-js answers an array of rows, PGlite an object with rows.
  const row = (result.rows ?? Array.from(result))[0];
  return row ? { id: row.id, reference: row.reference } : undefined;
}
