import 'server-only';
import { and, eq, gte, inArray, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  campaignReport,
  type CampaignFacts,
  type CampaignQuery,
  type CampaignReport,
  type SpendShare,
} from '@/domain/dashboard/campaigns';
import type { CentreScope } from '@/domain/dashboard/sales-dashboard';
import { addDays } from '@/lib/calendar-date';
import { londonInstant } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { bookings, campaignSpend, dayPassBundles, dayPasses, leads, licences, orders } from '../db/schema';
import { centreIn, joinLeadSources, leadAttribution } from './queries';

/*
 * Revenue by campaign's reads (docs/decisions/0051). One query adds up, per distinct touch (the
 * UTM fields, whether a click id is there, the referrer host), the leads that came in, the leads
 * won, their won value and the money paid online before VAT less refunds, all in the period; a
 * second sums spend over the days of the period. src/domain/dashboard/campaigns.ts turns touches
 * into rows (google / cpc / spring) and divides. Scoped to the user's centres in the queries;
 * spend is the business's, not a centre's, so only staff who see every centre get it.
 */

/** The instants a period of UK days covers: its first day's midnight to the midnight after its last. */
export function periodSpan(query: CampaignQuery): { readonly from: Date; readonly to: Date } {
  return { from: londonInstant(query.period.from, 0), to: londonInstant(addDays(query.period.to, 1), 0) };
}

/** Distinct touches are few (campaigns, referrers); past this the query is refused loudly. */
export const maxCampaignTouches = 20_000;

/** The chosen touch of an attribution column: first or last, or the page's one touch for either. */
const touchOf = (attribution: AnyColumn | SQL, which: CampaignQuery['touch']) =>
  sql`coalesce(${attribution} -> ${which}::text, ${attribution} -> 'touch')`;

const zero = sql<number>`0`;

function facts(db: Database, query: CampaignQuery, scope: CentreScope) {
  const { from, to } = periodSpan(query);
  const within = (column: AnyColumn | SQL) =>
    sql`(${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz)`;
  const row = (touch: SQL, measures: { leads?: SQL<number>; won?: SQL<number>; wonValue?: SQL<number>; paid?: SQL<number> }) => ({
    touch: touch.as('touch'),
    leads: (measures.leads ?? zero).as('leads'),
    won: (measures.won ?? zero).as('won'),
    wonValue: (measures.wonValue ?? zero).as('won_value'),
    paid: (measures.paid ?? zero).as('paid'),
  });
  const leadTouch = touchOf(leadAttribution, query.touch);
  // When the lead was won: its last move to won ("won", or "won: £12,500.00" with its value since
  // decision 0050); a licence signed online is a lead won at birth.
  const wonAt = sql`(select max("lead_audit"."at") from "lead_audit" where "lead_audit"."lead_id" = ${leads.id} and ("lead_audit"."to_value" = 'won' or "lead_audit"."to_value" like 'won: %') and "lead_audit"."field" in ('stage', 'created'))`;
  // What a won lead is worth, net of VAT: the value it was won at (decision 0050); for a lead won
  // before that was kept, its licence's contract value or that of the proposals signed for it.
  const wonValue = sql<number>`coalesce(${leads.wonValuePence}, ${licences.contractValuePence}, (select sum("proposals"."contract_value_pence") from "proposals" where "proposals"."lead_id" = ${leads.id} and "proposals"."signed_at" is not null), 0)`;
  const leadsIn = joinLeadSources(db.select(row(leadTouch, { leads: sql<number>`1` })).from(leads).$dynamic()).where(
    and(within(leads.createdAt), centreIn(leads.centre, scope)),
  );
  const wonIn = joinLeadSources(
    db.select(row(leadTouch, { won: sql<number>`1`, wonValue })).from(leads).$dynamic(),
  ).where(and(eq(leads.stage, 'won'), within(wonAt), centreIn(leads.centre, scope)));

  // Money paid online, before VAT. A room: its price (what was paid less the VAT on it, as
  // src/domain/dashboard/revenue.ts counts it). A virtual office: its first month, paid at Checkout
  // straight after the order is placed (orders keep no payment time, so the day it was placed
  // counts). A licence: its first month; the deposit is security held, not revenue. A refund takes
  // it away again on the day it was made. A day pass: its price, when paid online (decision 0053);
  // one paid at reception is not known to the site.
  const bookingNet = sql<number>`least(${bookings.pricePence}, ${bookings.paidPence})`;
  const bookingsPaid = db
    .select(row(touchOf(bookings.attribution, query.touch), { paid: bookingNet }))
    .from(bookings)
    .where(and(isNotNull(bookings.paidPence), within(bookings.paidAt), centreIn(bookings.centre, scope)));
  const bookingsRefunded = db
    .select(row(touchOf(bookings.attribution, query.touch), { paid: sql<number>`-${bookingNet}` }))
    .from(bookings)
    .where(and(isNotNull(bookings.paidPence), within(bookings.refundedAt), centreIn(bookings.centre, scope)));
  // The first month less a promo code's discount on it (decision 0054; kept when the use is given
  // back, since the refund is of what was paid).
  const orderFirstMonth = sql<number>`${orders.monthlyNetPence} - coalesce((select "promo_redemptions"."discount_pence" from "promo_redemptions" where "promo_redemptions"."order_id" = "orders"."id"), 0)`;
  const ordersPaid = db
    .select(row(touchOf(orders.attribution, query.touch), { paid: orderFirstMonth }))
    .from(orders)
    .where(and(eq(orders.payment, 'card-paid'), within(orders.createdAt), centreIn(orders.centre, scope)));
  const ordersRefunded = db
    .select(row(touchOf(orders.attribution, query.touch), { paid: sql<number>`-(${orderFirstMonth})` }))
    .from(orders)
    .where(and(eq(orders.payment, 'card-paid'), within(orders.refundedAt), centreIn(orders.centre, scope)));
  // A payment after the hold ended is refunded at once and keeps no paid time: paid and refunded then.
  // A membership's first month less its promo code (decision 0054), as for a virtual office.
  const licenceFirstMonth = sql<number>`${licences.monthlyNetPence} - coalesce((select "promo_redemptions"."discount_pence" from "promo_redemptions" where "promo_redemptions"."licence_id" = "licences"."id"), 0)`;
  const licencesPaid = db
    .select(row(touchOf(licences.attribution, query.touch), { paid: licenceFirstMonth }))
    .from(licences)
    .where(
      and(
        inArray(licences.payment, ['card-paid', 'card-refunded']),
        within(sql`coalesce(${licences.paidAt}, ${licences.refundedAt})`),
        centreIn(licences.centre, scope),
      ),
    );
  const licencesRefunded = db
    .select(row(touchOf(licences.attribution, query.touch), { paid: sql<number>`-(${licenceFirstMonth})` }))
    .from(licences)
    .where(and(eq(licences.payment, 'card-refunded'), within(licences.refundedAt), centreIn(licences.centre, scope)));
  const passNet = sql<number>`least(${dayPasses.pricePence}, ${dayPasses.paidPence})`;
  const passesPaid = db
    .select(row(touchOf(dayPasses.attribution, query.touch), { paid: passNet }))
    .from(dayPasses)
    .where(and(isNotNull(dayPasses.paidPence), within(dayPasses.paidAt), centreIn(dayPasses.centre, scope)));
  const passesRefunded = db
    .select(row(touchOf(dayPasses.attribution, query.touch), { paid: sql<number>`-${passNet}` }))
    .from(dayPasses)
    .where(and(isNotNull(dayPasses.paidPence), within(dayPasses.refundedAt), centreIn(dayPasses.centre, scope)));
  // A bundle of days (decision 0056): one sale when paid, at its net price; the days booked from it
  // are passes priced 0 and never paid online, so they add nothing. Its centre is the page it was
  // bought from, none when bought from the list of centres: then it counts for the whole group only.
  const bundleNet = sql<number>`least(${dayPassBundles.pricePence}, ${dayPassBundles.paidPence})`;
  const bundlesPaid = db
    .select(row(touchOf(dayPassBundles.attribution, query.touch), { paid: bundleNet }))
    .from(dayPassBundles)
    .where(and(isNotNull(dayPassBundles.paidPence), within(dayPassBundles.paidAt), centreIn(dayPassBundles.centre, scope)));
  const bundlesRefunded = db
    .select(row(touchOf(dayPassBundles.attribution, query.touch), { paid: sql<number>`-${bundleNet}` }))
    .from(dayPassBundles)
    .where(and(isNotNull(dayPassBundles.paidPence), within(dayPassBundles.refundedAt), centreIn(dayPassBundles.centre, scope)));
  return unionAll(
    leadsIn,
    wonIn,
    bookingsPaid,
    bookingsRefunded,
    passesPaid,
    passesRefunded,
    bundlesPaid,
    bundlesRefunded,
    ordersPaid,
    ordersRefunded,
    licencesPaid,
    licencesRefunded,
  ).as('facts');
}

/** The period's facts per distinct touch, added up in the database. */
export async function campaignFacts(db: Database, query: CampaignQuery, scope: CentreScope): Promise<CampaignFacts[]> {
  const all = facts(db, query, scope);
  const field = (name: string) => sql<string | null>`${all.touch} ->> ${name}::text`;
  const present = (...names: string[]) =>
    sql<boolean>`(${sql.join(
      names.map((name) => sql`${all.touch} ->> ${name}::text is not null`),
      sql` or `,
    )})`;
  const rows = await db
    .select({
      utmSource: field('utm_source'),
      utmMedium: field('utm_medium'),
      utmCampaign: field('utm_campaign'),
      googleClick: present('gclid', 'gbraid', 'wbraid'),
      msclkid: present('msclkid'),
      fbclid: present('fbclid'),
      referrerHost: field('referrer_host'),
      leads: sql<string>`sum(${all.leads})::text`,
      wonLeads: sql<string>`sum(${all.won})::text`,
      wonValuePence: sql<string>`sum(${all.wonValue})::text`,
      paidNetPence: sql<string>`sum(${all.paid})::text`,
    })
    .from(all)
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7`)
    .limit(maxCampaignTouches + 1);
  if (rows.length > maxCampaignTouches) throw new Error('too many distinct touches for revenue by campaign');
  return rows.map((row) => ({
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    googleClick: Boolean(row.googleClick),
    msclkid: Boolean(row.msclkid),
    fbclid: Boolean(row.fbclid),
    referrerHost: row.referrerHost,
    leads: Number(row.leads),
    wonLeads: Number(row.wonLeads),
    wonValuePence: Number(row.wonValuePence),
    paidNetPence: Number(row.paidNetPence),
  }));
}

/** Spend rows touching the period, summed per campaign and row length: pence × days inside it. */
export async function campaignSpendShares(db: Database, query: CampaignQuery): Promise<SpendShare[]> {
  const { from, to } = query.period;
  const rowDays = sql<number>`(${campaignSpend.endsOn} - ${campaignSpend.startsOn} + 1)`;
  const rows = await db
    .select({
      source: campaignSpend.source,
      medium: campaignSpend.medium,
      campaign: campaignSpend.campaign,
      rowDays: sql<number>`${rowDays}::int`,
      penceDays: sql<string>`sum(${campaignSpend.costPence}::bigint * (least(${campaignSpend.endsOn}, ${to}::date) - greatest(${campaignSpend.startsOn}, ${from}::date) + 1))::text`,
    })
    .from(campaignSpend)
    .where(and(lte(campaignSpend.startsOn, to), gte(campaignSpend.endsOn, from)))
    .groupBy(campaignSpend.source, campaignSpend.medium, campaignSpend.campaign, rowDays);
  return rows.map((row) => ({ ...row, rowDays: Number(row.rowDays), penceDays: Number(row.penceDays) }));
}

export type LoadedCampaignReport = CampaignReport & {
  /** Whether spend is part of it: only for staff who see every centre. */
  readonly withSpend: boolean;
};

/** Revenue by campaign for one user's centres and one period and touch. */
export async function loadCampaignReport(
  db: Database,
  scope: CentreScope,
  query: CampaignQuery,
): Promise<LoadedCampaignReport> {
  const withSpend = scope === 'all';
  const [rows, spend] = await Promise.all([
    campaignFacts(db, query, scope),
    withSpend ? campaignSpendShares(db, query) : Promise.resolve([]),
  ]);
  return { ...campaignReport(query, rows, spend), withSpend };
}
