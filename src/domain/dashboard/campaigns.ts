import {
  campaignText,
  notSet,
  sourceMediumOf,
  touchChoices,
  type TouchChoice,
} from '@/domain/leads/channel';
import { addDays, isCalendarDate } from '@/lib/calendar-date';
import { cellCsv, type DataTable, type TableCell } from './tables';

/*
 * Revenue by campaign (issue 40 item 4, docs/decisions/0051): for a period of UK days, the leads,
 * won leads, won value, money paid online and uploaded spend of each source, medium and campaign,
 * credited to the first or the last touch. The server adds up in SQL by the raw touch fields
 * (src/server/dashboard/campaigns.ts); the rules are here: which touch, the grouping key (UTM when
 * the link had it, otherwise the channel rules of src/domain/leads/channel.ts), spend spread over
 * the days it covers, rounding, and cost per won lead.
 */

export { touchChoices, type TouchChoice };

export const touchLabels: Record<TouchChoice, string> = {
  first: 'First touch (how they first found us)',
  last: 'Last touch (what brought them back to act)',
};

/** The longest period the view adds up: two years of days. */
export const maxPeriodDays = 731;
/** What the view shows when no period is asked for: the 30 UK days up to today. */
export const defaultPeriodDays = 30;

export type CampaignPeriod = {
  /** First and last UK day, inclusive, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
};

const ukDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A day as staff type it (01/11/2026, or 2026-11-01 from a date picker), or undefined. */
export function parseUkDay(value: string): string | undefined {
  const text = value.trim();
  const uk = ukDate.exec(text);
  const iso = uk ? `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}` : text;
  return isCalendarDate(iso) ? iso : undefined;
}

/** "01/11/2026": a day in a file staff open in a spreadsheet. */
export const ukDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Inclusive count of days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export type CampaignQuery = { readonly period: CampaignPeriod; readonly touch: TouchChoice };

/**
 * The view's GET parameters (from, to, touch) read as staff meant them, or the problems in their
 * words. Missing ones take the default: the last 30 days, first touch.
 */
export function parseCampaignQuery(
  params: { readonly get: (name: string) => string | null },
  today: string,
): { readonly ok: true; readonly query: CampaignQuery } | { readonly ok: false; readonly problems: readonly string[] } {
  const problems: string[] = [];
  const day = (name: 'from' | 'to', fallback: string, label: string) => {
    const raw = (params.get(name) ?? '').slice(0, 40);
    if (raw.trim() === '') return fallback;
    const parsed = parseUkDay(raw);
    if (!parsed) problems.push(`The ${label} date is not a date we can read: write it as 01/11/2026.`);
    return parsed ?? fallback;
  };
  const from = day('from', addDays(today, 1 - defaultPeriodDays), 'start');
  const to = day('to', today, 'end');
  const touchRaw = params.get('touch') ?? 'first';
  const touch = (touchChoices as readonly string[]).includes(touchRaw) ? (touchRaw as TouchChoice) : undefined;
  if (!touch) problems.push('Choose first touch or last touch.');
  if (problems.length === 0 && to < from) problems.push('The end date is before the start date.');
  if (problems.length === 0 && daysBetween(from, to) > maxPeriodDays)
    problems.push('Choose a period of at most two years.');
  if (problems.length > 0 || !touch) return { ok: false, problems };
  return { ok: true, query: { period: { from, to }, touch } };
}

/** The raw touch fields the server groups by, as one row of its sums. */
export type TouchFields = {
  readonly utmSource: string | null;
  readonly utmMedium: string | null;
  readonly utmCampaign: string | null;
  readonly googleClick: boolean;
  readonly msclkid: boolean;
  readonly fbclid: boolean;
  readonly referrerHost: string | null;
};

export type CampaignFacts = TouchFields & {
  readonly leads: number;
  readonly wonLeads: number;
  readonly wonValuePence: number;
  /** Paid online in the period, before VAT, less refunds made in the period. */
  readonly paidNetPence: number;
};

export type CampaignKey = { readonly source: string; readonly medium: string; readonly campaign: string };

/** The row a touch is counted in: source and medium as channel.ts derives them, the campaign or "(not set)". */
export function campaignKeyOf(fields: TouchFields): CampaignKey {
  const { source, medium } = sourceMediumOf({
    utm_source: fields.utmSource ?? undefined,
    utm_medium: fields.utmMedium ?? undefined,
    gclid: fields.googleClick || undefined,
    msclkid: fields.msclkid || undefined,
    fbclid: fields.fbclid || undefined,
    referrer_host: fields.referrerHost ?? undefined,
  });
  return { source, medium, campaign: campaignText(fields.utmCampaign) || notSet };
}

/**
 * Spend as the server sums it: per campaign and per length of the uploaded rows (days), the cost
 * in pence times the days of each row inside the period. Each row counts for its share of days.
 */
export type SpendShare = CampaignKey & { readonly rowDays: number; readonly penceDays: number };

/** Half a penny and up rounds up: the one rounding of every amount this view divides. */
export const roundPence = (pence: number) => Math.round(pence);

/** Cost per won lead in pence, or null when nothing was spent on record or nothing was won. */
export function costPerWonLead(spendPence: number | null, wonLeads: number): number | null {
  if (spendPence === null || wonLeads <= 0) return null;
  return roundPence(spendPence / wonLeads);
}

export type CampaignRow = CampaignKey & {
  readonly leads: number;
  readonly wonLeads: number;
  readonly wonValuePence: number;
  readonly paidNetPence: number;
  /** Null when no spend was uploaded for this campaign over the period (not the same as £0). */
  readonly spendPence: number | null;
  readonly costPerWonLeadPence: number | null;
};

export type CampaignReport = {
  readonly query: CampaignQuery;
  readonly rows: readonly CampaignRow[];
  readonly totals: Omit<CampaignRow, keyof CampaignKey>;
};

const keyText = (key: CampaignKey) => `${key.source}\u0000${key.medium}\u0000${key.campaign}`;

/**
 * The view's rows: facts merged by their key (several raw touches make one row), spend spread
 * over its days and rounded once per row, cost per won lead. Rows with money first (paid plus
 * won value), then by leads, then by name. The totals' cost per won lead divides the spend by the
 * won leads of the rows that have spend: organic rows cost nothing on record and would flatter it.
 */
export function campaignReport(
  query: CampaignQuery,
  facts: readonly CampaignFacts[],
  spend: readonly SpendShare[],
): CampaignReport {
  type Acc = CampaignKey & { leads: number; wonLeads: number; wonValuePence: number; paidNetPence: number; spend: number | null };
  const rows = new Map<string, Acc>();
  const rowOf = (key: CampaignKey) => {
    const text = keyText(key);
    let row = rows.get(text);
    if (!row) {
      row = { ...key, leads: 0, wonLeads: 0, wonValuePence: 0, paidNetPence: 0, spend: null };
      rows.set(text, row);
    }
    return row;
  };
  for (const fact of facts) {
    const row = rowOf(campaignKeyOf(fact));
    row.leads += fact.leads;
    row.wonLeads += fact.wonLeads;
    row.wonValuePence += fact.wonValuePence;
    row.paidNetPence += fact.paidNetPence;
  }
  for (const share of spend) {
    if (share.rowDays <= 0) continue;
    const row = rowOf({
      source: campaignText(share.source),
      medium: campaignText(share.medium),
      campaign: campaignText(share.campaign),
    });
    row.spend = (row.spend ?? 0) + share.penceDays / share.rowDays;
  }
  const finished: CampaignRow[] = [...rows.values()].map((row) => {
    const spendPence = row.spend === null ? null : roundPence(row.spend);
    return {
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      leads: row.leads,
      wonLeads: row.wonLeads,
      wonValuePence: row.wonValuePence,
      paidNetPence: row.paidNetPence,
      spendPence,
      costPerWonLeadPence: costPerWonLead(spendPence, row.wonLeads),
    };
  });
  finished.sort(
    (a, b) =>
      b.paidNetPence + b.wonValuePence - (a.paidNetPence + a.wonValuePence) ||
      b.leads - a.leads ||
      keyText(a).localeCompare(keyText(b)),
  );
  const sum = (pick: (row: CampaignRow) => number) => finished.reduce((total, row) => total + pick(row), 0);
  const withSpend = finished.filter((row) => row.spendPence !== null);
  const spendPence = withSpend.length === 0 ? null : withSpend.reduce((total, row) => total + row.spendPence!, 0);
  return {
    query,
    rows: finished,
    totals: {
      leads: sum((row) => row.leads),
      wonLeads: sum((row) => row.wonLeads),
      wonValuePence: sum((row) => row.wonValuePence),
      paidNetPence: sum((row) => row.paidNetPence),
      spendPence,
      costPerWonLeadPence: costPerWonLead(spendPence, withSpend.reduce((total, row) => total + row.wonLeads, 0)),
    },
  };
}

const dayWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "1 November 2026": a day in a caption. */
export const longDay = (day: string) => dayWords.format(new Date(`${day}T00:00:00Z`));

export const campaignColumns = [
  'Source',
  'Medium',
  'Campaign',
  'Leads',
  'Won leads',
  'Won value (£)',
  'Paid online before VAT (£)',
  'Spend (£)',
  'Cost per won lead (£)',
] as const;

/**
 * The report as the page's table and the CSV file both draw it; without the spend columns for
 * those who are not shown spend (a centre manager: spend is not a centre's).
 */
export function campaignTable(report: CampaignReport, withSpend = true): DataTable {
  const { period, touch } = report.query;
  const money = (pence: number | null): TableCell => (pence === null ? '–' : { pence });
  const cells = (row: Omit<CampaignRow, keyof CampaignKey>): TableCell[] => [
    row.leads,
    row.wonLeads,
    { pence: row.wonValuePence },
    { pence: row.paidNetPence },
    ...(withSpend ? [money(row.spendPence), money(row.costPerWonLeadPence)] : []),
  ];
  return {
    caption: `Leads, won value, money paid online (before VAT, less refunds)${withSpend ? ' and spend' : ''} by ${touch} touch, ${longDay(period.from)} to ${longDay(period.to)}, UK time`,
    columns: withSpend ? campaignColumns : campaignColumns.slice(0, -2),
    textColumns: 3,
    rows: report.rows.map((row) => [row.source, row.medium, row.campaign, ...cells(row)]),
    totals: ['All campaigns', '', '', ...cells(report.totals)],
  };
}

/** The CSV file: the table's columns after the period and touch, UK dates, pounds to the penny. */
export function campaignCsv(report: CampaignReport, withSpend = true): { header: string[]; rows: (string | number)[][] } {
  const table = campaignTable(report, withSpend);
  const lead = [ukDay(report.query.period.from), ukDay(report.query.period.to), report.query.touch === 'first' ? 'First' : 'Last'];
  const csvCell = (cell: TableCell) => (cell === '–' ? '' : cellCsv(cell));
  return {
    header: ['From', 'To', 'Touch', ...table.columns],
    rows: [...table.rows, ...(table.totals ? [table.totals] : [])].map((row) => [...lead, ...row.map(csvCell)]),
  };
}

/** "northlight-revenue-by-campaign-first-touch-2026-11-01-to-2026-11-30.csv" */
export const campaignCsvFileName = (query: CampaignQuery) =>
  `northlight-revenue-by-campaign-${query.touch}-touch-${query.period.from}-to-${query.period.to}.csv`;
