import 'server-only';
import { and, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Where } from 'payload';
import type { DashboardBooking, DashboardLead, CentreScope } from '@/domain/dashboard/sales-dashboard';
import type { OccupancyUnit } from '@/domain/dashboard/occupancy';
import { isUnitStatus } from '@/domain/dashboard/occupancy';
import { isWorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import type { Database } from '../db/client';
import { alertSubscriptions, bookings, enquiries, leads, licences, orders, proposals, viewings } from '../db/schema';

/*
 * What the sales dashboard reads: the leads that came in between two instants with the facts of
 * their source rows and their stage history, the meeting-room bookings used in that span, and the
 * inventory's units from the CMS. Each read is limited to the user's centres here, in the query
 * (a centre manager's rows never leave the database); the rules that turn rows into figures are
 * in src/domain/dashboard. Nothing here logs.
 */

export function centreIn(column: AnyColumn, scope: CentreScope): SQL | undefined {
  if (scope === 'all') return undefined;
  // A manager of no centre sees nothing; a row naming no centre belongs to no manager.
  return scope.length === 0 ? sql`false` : inArray(column, [...scope]);
}

/** A lead's attribution: its source row's (the join below), whichever kind that is. */
export const leadAttribution = sql<unknown>`coalesce(${enquiries.attribution}, ${viewings.attribution}, ${bookings.attribution}, ${orders.attribution}, ${licences.attribution}, ${alertSubscriptions.attribution})`;

/** A select from leads joined to each kind of source row, so their facts can be read. */
export function joinLeadSources<T extends PgSelect>(query: T) {
  return query
    .leftJoin(enquiries, and(eq(leads.sourceKind, 'enquiry'), eq(enquiries.id, leads.sourceId)))
    .leftJoin(viewings, and(eq(leads.sourceKind, 'viewing'), eq(viewings.id, leads.sourceId)))
    .leftJoin(bookings, and(eq(leads.sourceKind, 'booking'), eq(bookings.id, leads.sourceId)))
    .leftJoin(orders, and(eq(leads.sourceKind, 'order'), eq(orders.id, leads.sourceId)))
    .leftJoin(licences, and(eq(leads.sourceKind, 'licence'), eq(licences.id, leads.sourceId)))
    .leftJoin(proposals, and(eq(leads.sourceKind, 'proposal'), eq(proposals.id, leads.sourceId)))
    .leftJoin(alertSubscriptions, and(eq(leads.sourceKind, 'alert'), eq(alertSubscriptions.id, leads.sourceId)));
}

/** Twelve weeks of leads is thousands of rows at most; past this the query is refused loudly. */
export const maxDashboardLeads = 50_000;

type History = readonly (string | null)[];

function historyOf(value: unknown): History {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flat().map((stage) => (typeof stage === 'string' ? stage : null));
}

export async function dashboardLeads(
  db: Database,
  scope: CentreScope,
  span: { readonly from: Date; readonly to: Date },
): Promise<DashboardLead[]> {
  const query = db
    .select({
      sourceKind: leads.sourceKind,
      centre: leads.centre,
      stage: leads.stage,
      createdAt: leads.createdAt,
      attribution: leadAttribution,
      workspaceType: sql<
        string | null
      >`coalesce(${enquiries.workspaceType}, ${alertSubscriptions.workspaceType}, ${licences.workspaceType}, ${proposals.units} -> 0 ->> 'workspaceType')`,
      unitReferences: viewings.unitReferences,
      // The stage moves, oldest first, as [from, to] pairs: how far a lost lead had got.
      stageHistory: sql<unknown>`(
        select coalesce(json_agg(json_build_array("lead_audit"."from_value", "lead_audit"."to_value") order by "lead_audit"."at", "lead_audit"."id"), '[]'::json)
        from "lead_audit" where "lead_audit"."lead_id" = ${leads.id} and "lead_audit"."field" = 'stage'
      )`,
    })
    .from(leads)
    .$dynamic();
  const rows = await joinLeadSources(query)
    .where(and(gte(leads.createdAt, span.from), lt(leads.createdAt, span.to), centreIn(leads.centre, scope)))
    .limit(maxDashboardLeads + 1);
  if (rows.length > maxDashboardLeads)
    throw new Error('too many leads for the dashboard: add a summary table');
  return rows.map((row) => ({
    sourceKind: row.sourceKind,
    centre: row.centre,
    stage: row.stage,
    createdAt: row.createdAt,
    attribution: typeof row.attribution === 'string' ? JSON.parse(row.attribution) : row.attribution,
    workspaceType: row.workspaceType,
    unitReferences: row.unitReferences ?? [],
    stageHistory: historyOf(row.stageHistory),
  }));
}

/** Bookings whose room is used in the span and that may carry revenue (confirmed or cancelled). */
export async function dashboardBookings(
  db: Database,
  scope: CentreScope,
  span: { readonly from: Date; readonly to: Date },
): Promise<DashboardBooking[]> {
  return db
    .select({
      centre: bookings.centre,
      status: bookings.status,
      startsAt: bookings.startsAt,
      cancelledAt: bookings.cancelledAt,
      pricePence: bookings.pricePence,
      vatRateBasisPoints: bookings.vatRateBasisPoints,
      paidPence: bookings.paidPence,
      refundedAt: bookings.refundedAt,
      cancelledFree: bookings.cancelledFree,
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.startsAt, span.from),
        lt(bookings.startsAt, span.to),
        inArray(bookings.status, ['confirmed', 'cancelled']),
        centreIn(bookings.centre, scope),
      ),
    );
}

/** The part of Payload's local API this needs (so a test can give it a fake). */
export type UnitFinder = {
  find(args: {
    collection: 'units';
    where: Where;
    depth: 0;
    pagination: false;
    overrideAccess: true;
    select: Record<string, true>;
  }): Promise<{ docs: readonly unknown[] }>;
};

/**
 * The published units of the CMS in the user's centres, as occupancy reads them. Staff who are
 * not editors cannot read units through the API (docs/roles.md): the dashboard reads on their
 * behalf, only these four facts, only their centres.
 */
export async function dashboardUnits(cms: UnitFinder, scope: CentreScope): Promise<OccupancyUnit[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const { docs } = await cms.find({
    collection: 'units',
    where: {
      and: [
        { _status: { equals: 'published' } },
        ...(scope === 'all' ? [] : [{ centre: { in: [...scope] } }]),
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { reference: true, centre: true, workspaceType: true, availability: true },
  });
  return docs.flatMap((doc) => {
    const { reference, centre, workspaceType, availability } = doc as Record<string, unknown>;
    return typeof reference === 'string' &&
      typeof centre === 'string' &&
      typeof workspaceType === 'string' &&
      isWorkspaceTypeSlug(workspaceType) &&
      typeof availability === 'string' &&
      isUnitStatus(availability)
      ? [{ reference, centre, workspaceType, status: availability }]
      : [];
  });
}

/**
 * Proposals from sales signed in the span, and their contract value (rent × term less rent-free,
 * before VAT, as src/domain/licence/proposal.ts computes it when the proposal is sent).
 */
export async function dashboardWonProposals(
  db: Database,
  scope: CentreScope,
  span: { readonly from: Date; readonly to: Date },
): Promise<{ readonly count: number; readonly contractValuePence: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${proposals.contractValuePence}), 0)::text`,
    })
    .from(proposals)
    .where(and(gte(proposals.signedAt, span.from), lt(proposals.signedAt, span.to), centreIn(proposals.centre, scope)));
  return { count: Number(row?.count ?? 0), contractValuePence: Number(row?.value ?? 0) };
}
