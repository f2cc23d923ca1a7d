import type { Endpoint } from 'payload';
import { csvFileName, csvRows, dashboardTable, isDashboardChart } from '@/domain/dashboard/tables';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { toCsv } from '@/lib/csv';
import { getDatabase } from '@/server/db/client';
import { loadSalesDashboard } from '@/server/dashboard/sales-dashboard';
import { logger } from '@/server/logger';
import { centreScopeOf } from '../access';
import { dashboardCsvPath } from './paths';

/*
 * A chart's table as a CSV file (GET /cms-api/dashboard/csv?chart=...): the same figures as the
 * page, for the same user's centres (centreScopeOf), written by the one CSV writer with its
 * formula guard (src/lib/csv.ts). Payload's session decides who is in; nothing personal is in
 * these files (counts and sums), and the log says who downloaded which chart.
 */
const log = logger.child({ area: 'sales-dashboard' });

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

const csvEndpoint: Endpoint = {
  path: dashboardCsvPath,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    const scope = centreScopeOf(req.user);
    if (!scope) return plain(403, 'Your role cannot see the sales dashboard.');
    const chart = req.searchParams?.get('chart') ?? '';
    if (chart.length > 40 || !isDashboardChart(chart))
      return plain(400, 'Not a chart of the sales dashboard.');
    const { db } = await getDatabase();
    const now = new Date();
    const data = await loadSalesDashboard(db, req.payload, scope, now);
    const { header, rows } = csvRows(dashboardTable(data, chart));
    log.info({ userId: req.user.id, chart }, 'dashboard csv downloaded');
    return new Response(toCsv(header, rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(chart, todayIn(businessTimeZone, now))}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};

export const dashboardEndpoints: Endpoint[] = [csvEndpoint];
