import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  alertRetention,
  unitMatchesAlert,
  type AlertCriteria,
  type AlertedUnitFacts,
  type AlertWorkspaceType,
} from '@/domain/alerts/alert-criteria';
import type { CentreSlug } from '@/domain/centres';
import type { VatQuoting } from '@/domain/prices';
import type { Unit } from '@/domain/units';
import type { Database } from '../db/client';
import {
  alertNotifications,
  alertSubscriptions,
  outbox,
  type AlertedUnit,
  type AlertSubscriptionRow,
} from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { writeWithVisitorMail } from '../visitor-mail/queue';

/*
 * Availability alerts in the database (issue 21 item 7, docs/decisions/0029). A subscription is
 * stored 'pending' with its opt-in mail queued in the same statement; confirming, unsubscribing,
 * the fan-out and the retention sweep are each one statement, so two instances can run them at
 * once without a double mail or a lost change.
 */

export type NewAlertSubscription = AlertCriteria & {
  readonly email: string;
  /** Channel attribution as the request carried it (src/server/requests/attribution.ts). */
  readonly attribution?: Record<string, unknown> | undefined;
};

export async function createAlertSubscription(
  db: Database,
  subscription: NewAlertSubscription,
  options: { readonly visitorMail: boolean },
): Promise<{ id: string; reference: string }> {
  const insert = db
    .insert(alertSubscriptions)
    .values({
      id: randomUUID(),
      reference: newReference(),
      email: subscription.email,
      workspaceType: subscription.workspaceType,
      centres: [...subscription.centres],
      minSqFt: subscription.minSqFt ?? null,
      maxSqFt: subscription.maxSqFt ?? null,
      maxMonthlyPounds: subscription.maxMonthlyPounds ?? null,
      attribution: subscription.attribution ?? null,
    })
    .returning({ id: alertSubscriptions.id, reference: alertSubscriptions.reference });
  const written = await writeWithVisitorMail(
    db,
    insert,
    { column: 'alert_subscription_id' },
    { visitorMail: options.visitorMail ? { kind: 'confirmation', remind: false } : undefined },
  );
  if (!written) throw new Error('alert subscription not stored');
  return written;
}

export async function findAlertSubscription(
  db: Database,
  id: string,
): Promise<AlertSubscriptionRow | undefined> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
  return row;
}

/** Confirms a pending subscription; 'already' when it was confirmed before, 'gone' when it no longer exists. */
export async function confirmAlertSubscription(
  db: Database,
  id: string,
): Promise<'confirmed' | 'already' | 'gone'> {
  const updated = await db
    .update(alertSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(alertSubscriptions.id, id), eq(alertSubscriptions.status, 'pending')))
    .returning({ id: alertSubscriptions.id });
  if (updated.length > 0) return 'confirmed';
  return (await findAlertSubscription(db, id)) ? 'already' : 'gone';
}

/** Deletes a subscription with its alerts and their outbox rows (cascade); true when there was one. */
export async function deleteAlertSubscription(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(alertSubscriptions)
    .where(eq(alertSubscriptions.id, id))
    .returning({ id: alertSubscriptions.id });
  return deleted.length > 0;
}

export const criteriaOf = (row: AlertSubscriptionRow): AlertCriteria => ({
  workspaceType: row.workspaceType as AlertWorkspaceType,
  centres: row.centres as CentreSlug[],
  minSqFt: row.minSqFt ?? undefined,
  maxSqFt: row.maxSqFt ?? undefined,
  maxMonthlyPounds: row.maxMonthlyPounds ?? undefined,
});

/**
 * One alert per confirmed subscription the unit fits, for this availability episode: the
 * notification rows and their outbox rows in one statement, the unique index skipping any
 * already made (a republish, a second instance, a retried hook). Answers how many were queued.
 */
export async function fanOutUnitAlerts(
  db: Database,
  unit: AlertedUnitFacts & Pick<Unit, 'reference'>,
  terms: Pick<VatQuoting, 'vatRatePercent'>,
  facts: AlertedUnit,
  episode: string,
): Promise<number> {
  const candidates = await db
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.workspaceType, unit.workspaceType),
        eq(alertSubscriptions.status, 'confirmed'),
      ),
    );
  const matching = candidates
    .filter((row) => unitMatchesAlert(criteriaOf(row), unit, terms))
    .map((row) => row.id);
  if (matching.length === 0) return 0;
  const ids = sql.join(
    matching.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with inserted as (
      insert into ${alertNotifications} (id, subscription_id, unit_reference, episode, unit)
      select gen_random_uuid(), subscription.id, ${unit.reference}, ${episode}, ${JSON.stringify(facts)}::jsonb
      from ${alertSubscriptions} as subscription
      where subscription.id in (${ids}) and subscription.status = 'confirmed'
      on conflict (subscription_id, unit_reference, episode) do nothing
      returning id, subscription_id),
    queued as (
      insert into ${outbox} (alert_notification_id, channel, mail_kind, mail_sequence)
      select id, 'visitor-email', 'alert', 0 from inserted),
    touched as (
      update ${alertSubscriptions} set last_alert_at = now()
      where id in (select subscription_id from inserted))
    select count(*)::int as queued from inserted`)) as unknown as {
    rows?: { queued: number }[];
  } & ArrayLike<{ queued: number }>;
  return Number((result.rows ?? Array.from(result))[0]?.queued ?? 0);
}

/** Deletes what is kept no longer: pending after 7 days, confirmed 12 months after confirmation. */
export async function sweepAlertSubscriptions(db: Database): Promise<{ pending: number; expired: number }> {
  const pending = await db
    .delete(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.status, 'pending'),
        lt(alertSubscriptions.createdAt, sql`now() - make_interval(days => ${alertRetention.pendingDays})`),
      ),
    )
    .returning({ id: alertSubscriptions.id });
  const expired = await db
    .delete(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.status, 'confirmed'),
        lt(
          alertSubscriptions.confirmedAt,
          sql`now() - make_interval(months => ${alertRetention.confirmedMonths})`,
        ),
      ),
    )
    .returning({ id: alertSubscriptions.id });
  return { pending: pending.length, expired: expired.length };
}

/** What staff see: criteria, state and dates, newest first; no address. */
export type StaffAlertRow = Omit<AlertSubscriptionRow, 'email' | 'id' | 'contactId' | 'attribution'> & { readonly alerts: number };

export async function listAlertSubscriptions(db: Database, limit = 200): Promise<StaffAlertRow[]> {
  const rows = await db
    .select({
      reference: alertSubscriptions.reference,
      workspaceType: alertSubscriptions.workspaceType,
      centres: alertSubscriptions.centres,
      minSqFt: alertSubscriptions.minSqFt,
      maxSqFt: alertSubscriptions.maxSqFt,
      maxMonthlyPounds: alertSubscriptions.maxMonthlyPounds,
      status: alertSubscriptions.status,
      createdAt: alertSubscriptions.createdAt,
      confirmedAt: alertSubscriptions.confirmedAt,
      lastAlertAt: alertSubscriptions.lastAlertAt,
      // Spelt out: drizzle drops the table name of a column inside a subquery of a select list.
      alerts: sql<number>`(select count(*)::int from alert_notifications as sent where sent.subscription_id = "alert_subscriptions"."id")`,
    })
    .from(alertSubscriptions)
    .orderBy(desc(alertSubscriptions.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, alerts: Number(row.alerts) }));
}

/** A notification with its subscription, for the alert mail's loader. */
export async function findAlertNotification(db: Database, id: string) {
  const [row] = await db
    .select({ notification: alertNotifications, subscription: alertSubscriptions })
    .from(alertNotifications)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertNotifications.subscriptionId))
    .where(inArray(alertNotifications.id, [id]));
  return row;
}
