import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, webhookAttempts, webhookDeliveries, webhookEvents, type OutboxStatus } from '../db/schema';
import type { WebhookEndpoint } from './endpoints';

/*
 * Fan-out and replay (docs/decisions/0047). Fan-out takes waiting events with FOR UPDATE SKIP
 * LOCKED, so two instances never fan one event out twice, and in one transaction writes one
 * delivery per subscribed endpoint (the unique key on event and endpoint would refuse a second)
 * with its outbox row, and marks the event done: nothing lost, nothing queued twice. An event no
 * endpoint wants is deleted there and then: the triggers write one for every change (they cannot
 * see Payload's endpoint tables), and only events after an endpoint is saved are ever sent, so
 * keeping it would only grow the table.
 */

/** How long a delivery's log (the event, its deliveries and attempts) is kept once nothing waits. */
export const webhookLogRetentionDays = 90;

type Executor = Pick<Database, 'execute'>;

function rowsOf<T>(result: unknown): T[] {
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

/** Fans out up to `limit` waiting events; answers how many deliveries it queued. */
export async function fanOutWebhookEvents(
  db: Database,
  endpoints: (tx: Executor) => Promise<readonly WebhookEndpoint[]>,
  limit = 100,
): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: webhookEvents.id, type: webhookEvents.type })
      .from(webhookEvents)
      .where(isNull(webhookEvents.fannedOutAt))
      .orderBy(asc(webhookEvents.occurredAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return 0;
    const active = (await endpoints(tx)).filter((endpoint) => endpoint.active);
    const pairs = waiting.flatMap((event) =>
      active
        .filter((endpoint) => endpoint.events.includes(event.type))
        .map((endpoint) => ({ eventId: event.id, endpointId: endpoint.id })),
    );
    const wanted = new Set(pairs.map((pair) => pair.eventId));
    const unwanted = waiting.filter((event) => !wanted.has(event.id)).map((event) => event.id);
    if (unwanted.length > 0) await tx.delete(webhookEvents).where(inArray(webhookEvents.id, unwanted));
    let queued = 0;
    if (pairs.length > 0) {
      const created = await tx
        .insert(webhookDeliveries)
        .values(pairs)
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (created.length > 0) {
        await tx
          .insert(outbox)
          .values(
            created.map((delivery) => ({
              webhookDeliveryId: delivery.id,
              channel: 'webhook-endpoint' as const,
            })),
          );
      }
      queued = created.length;
    }
    if (wanted.size > 0)
      await tx
        .update(webhookEvents)
        .set({ fannedOutAt: sql`now()` })
        .where(inArray(webhookEvents.id, [...wanted]));
    return queued;
  });
}

/**
 * Deletes the log of events older than the retention, with their deliveries, attempts and outbox
 * rows (the foreign keys cascade), unless a delivery of theirs is still waiting to be sent. The
 * admin shows each endpoint's latest 25 deliveries; the log is for that, not an archive of
 * visitors' actions. Answers how many events went.
 */
export async function pruneWebhookLog(db: Executor, retentionDays = webhookLogRetentionDays): Promise<number> {
  const deleted = rowsOf<{ id: string }>(
    await db.execute(sql`delete from ${webhookEvents} e
      where e.fanned_out_at is not null
        and e.occurred_at < now() - make_interval(days => ${retentionDays}::integer)
        and not exists (
          select 1 from ${webhookDeliveries} d join ${outbox} o on o.webhook_delivery_id = d.id
          where d.event_id = e.id and o.status = 'pending')
      returning e.id`),
  );
  return deleted.length;
}

export type ReplayAnswer = 'queued' | 'already-waiting' | 'not-found';

/**
 * Sends a delivery again (staff, from the admin): a new outbox row for it, unless one is still
 * waiting or in flight; the partial unique index outbox_webhook_delivery_pending_idx makes that
 * hold when two replays race, so a delivery is never sent twice at the same time.
 */
export async function replayWebhookDelivery(
  db: Executor,
  deliveryId: string,
  endpointId?: number,
): Promise<ReplayAnswer> {
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`insert into ${outbox} (webhook_delivery_id, channel)
      select id, 'webhook-endpoint' from ${webhookDeliveries}
      where id = ${deliveryId}${endpointId === undefined ? sql`` : sql` and endpoint_id = ${endpointId}`}
      on conflict (webhook_delivery_id) where status = 'pending' do nothing
      returning id`),
  );
  if (inserted.length > 0) return 'queued';
  const exists = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from ${webhookDeliveries} where id = ${deliveryId}${
        endpointId === undefined ? sql`` : sql` and endpoint_id = ${endpointId}`
      }`,
    ),
  );
  return exists.length > 0 ? 'already-waiting' : 'not-found';
}

export type DeliveryView = {
  readonly id: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly occurredAt: Date;
  /** The latest outbox row's state: what staff see. */
  readonly status: OutboxStatus;
  readonly nextAttemptAt: Date | null;
  readonly attempts: readonly {
    readonly attempt: number;
    readonly startedAt: Date;
    readonly ok: boolean;
    readonly responseStatus: number | null;
    readonly responseSnippet: string | null;
    readonly error: string | null;
    readonly durationMs: number;
  }[];
};

/** An endpoint's latest deliveries, newest first, with their attempts: the admin's log. */
export async function recentDeliveries(
  db: Database,
  endpointId: number,
  limit = 25,
): Promise<DeliveryView[]> {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      occurredAt: webhookEvents.occurredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (deliveries.length === 0) return [];
  const ids = deliveries.map((delivery) => delivery.id);
  const [rows, attempts] = await Promise.all([
    db
      .select({
        deliveryId: outbox.webhookDeliveryId,
        status: outbox.status,
        nextAttemptAt: outbox.nextAttemptAt,
        id: outbox.id,
      })
      .from(outbox)
      .where(inArray(outbox.webhookDeliveryId, ids))
      .orderBy(asc(outbox.id)),
    db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, ids))
      .orderBy(desc(webhookAttempts.startedAt), desc(webhookAttempts.id)),
  ]);
  return deliveries.map((delivery) => {
    const latest = rows.filter((row) => row.deliveryId === delivery.id).at(-1);
    return {
      ...delivery,
      status: latest?.status ?? 'withdrawn',
      nextAttemptAt: latest?.status === 'pending' ? latest.nextAttemptAt : null,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map((attempt) => ({
          attempt: attempt.attempt,
          startedAt: attempt.startedAt,
          ok: attempt.ok,
          responseStatus: attempt.responseStatus,
          responseSnippet: attempt.responseSnippet,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
    };
  });
}

/** Whether any delivery of this endpoint is the one named (for the admin's replay route). */
export async function deliveryOfEndpoint(
  db: Database,
  deliveryId: string,
  endpointId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row !== undefined;
}
