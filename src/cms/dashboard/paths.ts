import type { DashboardChart } from '@/domain/dashboard/tables';
import type { CampaignQuery } from '@/domain/dashboard/campaigns';

/* Where the sales dashboard lives in the admin, and where its CSV files are served (under /cms-api). */
export const salesDashboardPath = '/sales';
export const dashboardCsvPath = '/dashboard/csv';
/* Revenue by campaign (docs/revenue-by-campaign.md): its page, its CSV file and its spend upload. */
export const campaignsPath = '/sales/campaigns';
export const campaignsCsvPath = '/dashboard/campaigns-csv';
export const spendUploadPath = '/dashboard/spend';

export const csvHref = (api: string, chart: DashboardChart) =>
  `${api}${dashboardCsvPath}?chart=${encodeURIComponent(chart)}`;

/** A period and touch as the page's GET parameters (the form writes the same). */
export const campaignParams = (query: CampaignQuery) =>
  new URLSearchParams({ from: query.period.from, to: query.period.to, touch: query.touch }).toString();
