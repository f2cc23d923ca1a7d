import type { LeadStage } from '@/domain/leads/stages';
import { stageConversion, type StageConversion } from './conversion';
import {
  centreKeys,
  channelKeys,
  leadCentreOf,
  leadChannelOf,
  leadWorkspaceTypeOf,
  workspaceTypeKeys,
  noCentre,
  notSaid,
  type LeadFacts,
} from './lead-facets';
import { occupancyBy, type OccupancyRow, type OccupancyUnit } from './occupancy';
import { weeklyRevenue, type RevenueBooking } from './revenue';
import { weeklyCounts, type WeeklyCounts } from './weekly-counts';
import { recentWeeks, weekOf } from './weeks';

/*
 * The sales dashboard's figures, from rows the server reads (src/server/dashboard): leads of the
 * last twelve UK weeks by channel, centre and workspace type; how far those leads got; room
 * revenue per week; occupancy of the let inventory by centre and by type. Pure, so every rule is
 * tested without a database; the page and the CSV files are both drawn from what this returns.
 */
export const dashboardWeeks = 12;

/** The centres a user works (src/cms/access.ts centreScopeOf): every one, or those listed. */
export type CentreScope = 'all' | readonly string[];

export type DashboardLead = LeadFacts & {
  readonly stage: LeadStage;
  readonly createdAt: Date;
  /** The stage audit's from and to values, oldest first. */
  readonly stageHistory: readonly (string | null)[];
};

export type DashboardBooking = RevenueBooking & { readonly centre: string };

export type SalesDashboardInput = {
  readonly now: Date;
  readonly scope: CentreScope;
  readonly leads: readonly DashboardLead[];
  readonly bookings: readonly DashboardBooking[];
  readonly units: readonly OccupancyUnit[];
};

export type SalesDashboard = {
  readonly weeks: readonly string[];
  readonly leadsByChannel: WeeklyCounts;
  readonly leadsByCentre: WeeklyCounts;
  readonly leadsByType: WeeklyCounts;
  readonly conversion: StageConversion;
  readonly revenue: ReturnType<typeof weeklyRevenue>;
  readonly occupancyByCentre: { readonly rows: readonly OccupancyRow[]; readonly all: OccupancyRow };
  readonly occupancyByType: { readonly rows: readonly OccupancyRow[]; readonly all: OccupancyRow };
};

const inScope = (scope: CentreScope, centre: string | null) =>
  scope === 'all' || (centre !== null && scope.includes(centre));

export function salesDashboard(input: SalesDashboardInput): SalesDashboard {
  const { now, scope } = input;
  const weeks = recentWeeks(now, dashboardWeeks);
  // The server filters by scope already; filtering again here keeps the rule in one tested place.
  const leads = input.leads.filter((lead) => inScope(scope, lead.centre));
  const bookings = input.bookings.filter((booking) => inScope(scope, booking.centre));
  const units = input.units.filter((unit) => inScope(scope, unit.centre));
  const unitTypes = new Map(
    units.map((unit) => [unit.reference.toUpperCase(), unit.workspaceType as string]),
  );
  const leadWeek = (lead: DashboardLead) => weekOf(lead.createdAt);
  const inWeeks = new Set(weeks);
  const centres = centreKeys(scope);
  return {
    weeks,
    leadsByChannel: weeklyCounts(leads, weeks, {
      weekOf: leadWeek,
      keyOf: leadChannelOf,
      keys: channelKeys,
      otherKey: 'direct',
    }),
    leadsByCentre: weeklyCounts(leads, weeks, {
      weekOf: leadWeek,
      keyOf: leadCentreOf,
      keys: centres,
      otherKey: scope === 'all' ? noCentre : undefined,
      // A manager sees each of its centres, quiet or not; across all 29, only those with leads.
      keepEmpty: scope !== 'all',
    }),
    leadsByType: weeklyCounts(leads, weeks, {
      weekOf: leadWeek,
      keyOf: (lead) => leadWorkspaceTypeOf(lead, unitTypes),
      keys: workspaceTypeKeys,
      otherKey: notSaid,
    }),
    conversion: stageConversion(
      leads
        .filter((lead) => inWeeks.has(leadWeek(lead)))
        .map((lead) => ({ stage: lead.stage, history: lead.stageHistory })),
    ),
    revenue: weeklyRevenue(bookings, weeks, weekOf),
    occupancyByCentre: occupancyBy(units, (unit) => unit.centre, centreKeys(scope)),
    occupancyByType: occupancyBy(units, (unit) => unit.workspaceType, workspaceTypeKeys),
  };
}
