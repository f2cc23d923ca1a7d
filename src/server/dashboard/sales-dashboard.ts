import 'server-only';
import {
  dashboardWeeks,
  salesDashboard,
  type CentreScope,
  type SalesDashboard,
} from '@/domain/dashboard/sales-dashboard';
import { recentWeeks, weeksSpan } from '@/domain/dashboard/weeks';
import type { Database } from '../db/client';
import { leadCounts } from '../leads/store';
import { dashboardBookings, dashboardLeads, dashboardUnits, dashboardWonProposals, type UnitFinder } from './queries';

export type LoadedSalesDashboard = SalesDashboard & {
  /** Open leads among the user's: new ones, and those untouched for more than a working day. */
  readonly leadCounts: { readonly new: number; readonly stale: number };
  /** Proposals from sales signed in the twelve weeks, with their contract value in pence. */
  readonly wonProposals: { readonly count: number; readonly contractValuePence: number };
};

/** Everything the sales dashboard and its CSV files show, for one user's centres. */
export async function loadSalesDashboard(
  db: Database,
  cms: UnitFinder,
  scope: CentreScope,
  now: Date = new Date(),
): Promise<LoadedSalesDashboard> {
  const span = weeksSpan(recentWeeks(now, dashboardWeeks));
  const [leads, bookings, units, counts, wonProposals] = await Promise.all([
    dashboardLeads(db, scope, span),
    dashboardBookings(db, scope, span),
    dashboardUnits(cms, scope),
    leadCounts(db, scope, now),
    dashboardWonProposals(db, scope, span),
  ]);
  return { ...salesDashboard({ now, scope, leads, bookings, units }), leadCounts: counts, wonProposals };
}
