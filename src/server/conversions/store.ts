import 'server-only';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Conversion } from '@/domain/conversions/conversions';
import type { Database } from '../db/client';
import { alertSubscriptions, bookings, conversions, dayPassBundles, dayPasses, enquiries, leads, licences, orders, proposals, viewings } from '../db/schema';

/*
 * Reads of the offline conversions the triggers of migration 0026 write (docs/decisions/0050): a
 * period's for the Google Ads file, one for its GA4 send. The email is read from the conversion's
 * source row (a lead's from the lead's own source) only to be hashed by the caller; it is never
 * stored with the conversion or logged.
 */

/** At most this many rows per file: a period longer than that is refused by the endpoint. */
export const maxConversionsPerFile = 20_000;

const sourceEmail = sql<string | null>`coalesce(
  ${bookings.email}, ${orders.email}, ${dayPasses.email}, ${licences.email}, ${dayPassBundles.email},
  (case ${leads.sourceKind}
    when 'enquiry' then (select ${enquiries.email} from ${enquiries} where ${enquiries.id} = ${leads.sourceId})
    when 'viewing' then (select ${viewings.email} from ${viewings} where ${viewings.id} = ${leads.sourceId})
    when 'booking' then (select b2.email from bookings b2 where b2.id = ${leads.sourceId})
    when 'order' then (select o2.email from orders o2 where o2.id = ${leads.sourceId})
    when 'alert' then (select ${alertSubscriptions.email} from ${alertSubscriptions} where ${alertSubscriptions.id} = ${leads.sourceId})
    when 'proposal' then (select ${proposals.prospectEmail} from ${proposals} where ${proposals.id} = ${leads.sourceId})
  end)
)`;

async function select(db: Pick<Database, 'select'>, where: SQL | undefined, limit: number): Promise<Conversion[]> {
  const rows = await db
    .select({ row: conversions, email: sourceEmail })
    .from(conversions)
    .leftJoin(bookings, eq(bookings.id, conversions.bookingId))
    .leftJoin(orders, eq(orders.id, conversions.orderId))
    .leftJoin(dayPasses, eq(dayPasses.id, conversions.dayPassId))
    .leftJoin(dayPassBundles, eq(dayPassBundles.id, conversions.dayPassBundleId))
    .leftJoin(licences, eq(licences.id, conversions.licenceId))
    .leftJoin(leads, eq(leads.id, conversions.leadId))
    .where(where)
    .orderBy(asc(conversions.occurredAt), asc(conversions.id))
    .limit(limit);
  return rows.map(({ row, email }) => ({
    id: row.id,
    kind: row.kind,
    transactionId: row.transactionId,
    valuePence: row.valuePence,
    currency: 'GBP',
    occurredAt: row.occurredAt,
    attribution: typeof row.attribution === 'string' ? JSON.parse(row.attribution) : row.attribution,
    adUserData: row.adUserData,
    gaClientId: row.gaClientId,
    email,
  }));
}

/** The conversions that happened in [from, to), oldest first; one more than the bound says it was passed. */
export function conversionsBetween(db: Database, from: Date, to: Date): Promise<Conversion[]> {
  return select(db, and(gte(conversions.occurredAt, from), lt(conversions.occurredAt, to)), maxConversionsPerFile + 1);
}

export async function conversionById(db: Database, id: string): Promise<Conversion | undefined> {
  const [found] = await select(db, eq(conversions.id, id), 1);
  return found;
}
