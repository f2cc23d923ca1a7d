import type { Endpoint, PayloadRequest } from 'payload';
import { campaignCsv, campaignCsvFileName, parseCampaignQuery } from '@/domain/dashboard/campaigns';
import { decodeUtf8, parseSpendCsv, spendCsvLimits, type SpendParse } from '@/domain/dashboard/spend-csv';
import { csvFileName, csvRows, dashboardTable, isDashboardChart } from '@/domain/dashboard/tables';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { toCsv } from '@/lib/csv';
import { storableText } from '@/lib/storable-text';
import { getDatabase } from '@/server/db/client';
import { loadCampaignReport } from '@/server/dashboard/campaigns';
import { loadSalesDashboard } from '@/server/dashboard/sales-dashboard';
import { recordSpendUpload } from '@/server/dashboard/spend';
import { logger } from '@/server/logger';
import { canUploadSpend, centreScopeOf } from '../access';
import { fromOurPages, seeOther } from '../leads/endpoints';
import { campaignParams, campaignsCsvPath, campaignsPath, dashboardCsvPath, spendUploadPath } from './paths';

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
    return csvFile(toCsv(header, rows), csvFileName(chart, todayIn(businessTimeZone, now)));
  },
};

function csvFile(body: string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/*
 * Revenue by campaign as a CSV file (GET /cms-api/dashboard/campaigns-csv?from&to&touch): the
 * page's table for the same period, touch and centres, UK dates, pounds to the penny, through the
 * one CSV writer's formula guard (a campaign named "=…" in someone's link is written as text).
 */
const campaignsCsvEndpoint: Endpoint = {
  path: campaignsCsvPath,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    const scope = centreScopeOf(req.user);
    if (!scope) return plain(403, 'Your role cannot see the sales dashboard.');
    const parsed = parseCampaignQuery(req.searchParams ?? new URLSearchParams(), todayIn(businessTimeZone));
    if (!parsed.ok) return plain(400, parsed.problems.join(' '));
    const { db } = await getDatabase();
    const report = await loadCampaignReport(db, scope, parsed.query);
    const { header, rows } = campaignCsv(report, report.withSpend);
    log.info({ userId: req.user.id, rows: report.rows.length, touch: parsed.query.touch }, 'revenue by campaign csv downloaded');
    return csvFile(toCsv(header, rows), campaignCsvFileName(parsed.query));
  },
};

/** The uploaded file, read and checked, or why it cannot be: in the words the page shows. */
async function spendFileOf(req: PayloadRequest): Promise<{ readonly name: string; readonly parsed: SpendParse }> {
  const refused = (problem: string, name = '') => ({ name, parsed: { ok: false as const, problems: [problem] } });
  const limit = `${spendCsvLimits.maxBytes / 1_048_576} MB`;
  // The form's other fields and the multipart framing take a few hundred bytes more than the file.
  if (Number(req.headers.get('content-length')) > spendCsvLimits.maxBytes + 8_192)
    return refused(`The file is larger than ${limit}: split it into smaller files (by month, say).`);
  const form = await req.formData?.().catch(() => undefined);
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) return refused('Choose a CSV file to upload first.');
  const name = storableText(file.name).trim() || 'spend.csv';
  if (file.size > spendCsvLimits.maxBytes)
    return refused(`The file is larger than ${limit}: split it into smaller files (by month, say).`, name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = decodeUtf8(bytes);
  if (text === undefined || text.includes('\u0000'))
    return refused(
      'The file is not a CSV file in UTF-8. In Excel choose File › Save As › “CSV UTF-8 (Comma delimited)”; in Google Sheets, File › Download › “Comma-separated values”.',
      name,
    );
  return { name, parsed: parseSpendCsv(text) };
}

/*
 * A spend file (POST /cms-api/dashboard/spend, multipart, from the page's upload form): sales and
 * admins only, from our own pages only, at most 1 MB. Saved or refused, the upload is recorded and
 * the browser is sent back to the page, which shows the outcome row by row (no script needed).
 */
const spendUploadEndpoint: Endpoint = {
  path: spendUploadPath,
  method: 'post',
  handler: async (req) => {
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    if (!canUploadSpend(req.user)) return plain(403, 'Your role cannot upload spend: ask sales or an administrator.');
    if (!fromOurPages(req)) return plain(403, 'Refused: not from this site.');
    if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
      return plain(400, 'Send the spend file from the upload form.');
    // A browser's form post states its length; a body of unknown length is not read at all.
    if (!/^\d{1,12}$/.test(req.headers.get('content-length') ?? '')) return plain(411, 'Send the spend file from the upload form.');
    const { name, parsed } = await spendFileOf(req);
    const { db } = await getDatabase();
    const user = req.user as { id: number; name?: string; email?: string };
    const outcome = await recordSpendUpload(db, { id: user.id, name: user.name || user.email || `User ${user.id}` }, name, parsed);
    log.info({ userId: user.id, uploadId: outcome.id, saved: outcome.saved, rows: outcome.savedRows, replaced: outcome.replacedRows }, 'spend uploaded');
    // Back to the period and touch the page showed (the form carries them), with the outcome.
    const back = parseCampaignQuery(req.searchParams ?? new URLSearchParams(), todayIn(businessTimeZone));
    const params = back.ok ? `${campaignParams(back.query)}&` : '';
    return seeOther(req, `${campaignsPath}?${params}upload=${outcome.id}#spend`);
  },
};

export const dashboardEndpoints: Endpoint[] = [csvEndpoint, campaignsCsvEndpoint, spendUploadEndpoint];
