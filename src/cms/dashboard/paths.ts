import type { DashboardChart } from '@/domain/dashboard/tables';

/* Where the sales dashboard lives in the admin, and where its CSV files are served (under /cms-api). */
export const salesDashboardPath = '/sales';
export const dashboardCsvPath = '/dashboard/csv';

export const csvHref = (api: string, chart: DashboardChart) =>
  `${api}${dashboardCsvPath}?chart=${encodeURIComponent(chart)}`;
