import { occupancyStateLabels, occupancyStates, type OccupancyRow } from './occupancy';
import type { SalesDashboard } from './sales-dashboard';
import type { WeeklyCounts } from './weekly-counts';
import { weekLongLabel } from './weeks';

/*
 * Each chart of the sales dashboard has a table of the same figures, shown under the chart and
 * offered as a CSV file: both are made from the one DataTable below, so the page and the file
 * cannot disagree. Money is kept in pence and ratios as fractions until the last step: the page
 * shows "£1,234.50" and "42%", the file 1234.50 and 42.0 under headings that name the unit.
 */
export const dashboardCharts = [
  'leads-by-channel',
  'leads-by-centre',
  'leads-by-type',
  'stage-conversion',
  'room-revenue',
  'occupancy-by-centre',
  'occupancy-by-type',
] as const;
export type DashboardChart = (typeof dashboardCharts)[number];

export function isDashboardChart(value: string): value is DashboardChart {
  return (dashboardCharts as readonly string[]).includes(value);
}

export const dashboardChartTitles: Record<DashboardChart, string> = {
  'leads-by-channel': 'Leads per week by first-touch channel',
  'leads-by-centre': 'Leads per week by centre',
  'leads-by-type': 'Leads per week by workspace type',
  'stage-conversion': 'Stage conversion',
  'room-revenue': 'Meeting-room revenue per week',
  'occupancy-by-centre': 'Occupancy by centre',
  'occupancy-by-type': 'Occupancy by workspace type',
};

export type TableCell = string | number | { readonly pence: number } | { readonly ratio: number | null };

export type DataTable = {
  readonly caption: string;
  /** Column headings; the first names the row headings' column. */
  readonly columns: readonly string[];
  /** Each row starts with its heading (a week, a centre, a stage). */
  readonly rows: readonly (readonly [string, ...TableCell[]])[];
  /** How many columns from the left hold words rather than figures (1 unless said). */
  readonly textColumns?: number;
  /** A last row of totals, when the figures add up. */
  readonly totals?: readonly [string, ...TableCell[]];
};

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** How a cell reads on the page. */
export function cellText(cell: TableCell): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return cell.toLocaleString('en-GB');
  if ('pence' in cell) return pounds.format(cell.pence / 100);
  return cell.ratio === null ? '–' : `${Math.round(cell.ratio * 100)}%`;
}

/** How a cell is written in the CSV file: plain numbers, pounds to the penny, percent to 0.1. */
export function cellCsv(cell: TableCell): string | number {
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  if ('pence' in cell) return (cell.pence / 100).toFixed(2);
  return cell.ratio === null ? '' : (cell.ratio * 100).toFixed(1);
}

function weeklyTable(counts: WeeklyCounts, caption: string, heading: string): DataTable {
  return {
    caption,
    columns: [heading, ...counts.weeks.map((week) => `Week of ${weekLongLabel(week)}`), 'Total'],
    rows: counts.series.map((series) => [series.label, ...series.counts, series.total]),
    totals: ['All leads', ...counts.totals, counts.total],
  };
}

function occupancyTable(
  data: { rows: readonly OccupancyRow[]; all: OccupancyRow },
  caption: string,
  heading: string,
): DataTable {
  const cells = (row: OccupancyRow): TableCell[] => [
    ...occupancyStates.map((state) => row.counts[state]),
    row.total,
    { ratio: row.letShare },
  ];
  return {
    caption,
    columns: [heading, ...occupancyStates.map((state) => occupancyStateLabels[state]), 'Units', 'Let (%)'],
    rows: data.rows.map((row) => [row.label, ...cells(row)]),
    totals: ['All units', ...cells(data.all)],
  };
}

export function dashboardTable(data: SalesDashboard, chart: DashboardChart): DataTable {
  const span = `the 12 weeks from ${weekLongLabel(data.weeks[0]!)}, UK time`;
  switch (chart) {
    case 'leads-by-channel':
      return weeklyTable(data.leadsByChannel, `Leads per week by first-touch channel, ${span}`, 'Channel');
    case 'leads-by-centre':
      return weeklyTable(
        data.leadsByCentre,
        `Leads per week by centre, ${span}${data.leadsByCentre.series.length > 0 ? '' : ': none yet'}`,
        'Centre',
      );
    case 'leads-by-type':
      return weeklyTable(data.leadsByType, `Leads per week by workspace type, ${span}`, 'Workspace type');
    case 'stage-conversion': {
      const { conversion } = data;
      return {
        caption: `How far the leads of ${span} got (${conversion.total} leads)`,
        columns: ['Stage', 'Leads that reached it', 'Of all leads (%)', 'Of the stage before (%)'],
        rows: [
          ...conversion.reached.map((reach): [string, ...TableCell[]] => [
            reach.label,
            reach.count,
            { ratio: reach.ofAll },
            { ratio: reach.ofPrevious },
          ]),
          ['Lost', conversion.lost, { ratio: conversion.lostRate }, ''],
          [
            'Still open',
            conversion.open,
            { ratio: conversion.total === 0 ? null : conversion.open / conversion.total },
            '',
          ],
        ],
      };
    }
    case 'room-revenue':
      return {
        caption: `Meeting-room revenue per week of use, ${span}: confirmed bookings and late-cancelled paid ones, VAT at each booking's rate`,
        columns: ['Week', 'Bookings', 'Before VAT (£)', 'VAT (£)', 'With VAT (£)'],
        rows: data.revenue.weeks.map((week) => [
          `Week of ${weekLongLabel(week.week)}`,
          week.bookings,
          { pence: week.netPence },
          { pence: week.vatPence },
          { pence: week.totalPence },
        ]),
        totals: [
          'All weeks',
          data.revenue.total.bookings,
          { pence: data.revenue.total.netPence },
          { pence: data.revenue.total.vatPence },
          { pence: data.revenue.total.totalPence },
        ],
      };
    case 'occupancy-by-centre':
      return occupancyTable(
        data.occupancyByCentre,
        'Published units let by the week or month, by centre, today',
        'Centre',
      );
    case 'occupancy-by-type':
      return occupancyTable(
        data.occupancyByType,
        'Published units let by the week or month, by workspace type, today',
        'Workspace type',
      );
  }
}

/** The CSV file's header and rows (totals last), cells as cellCsv writes them. */
export function csvRows(table: DataTable): { header: readonly string[]; rows: (string | number)[][] } {
  const rows = [...table.rows, ...(table.totals ? [table.totals] : [])];
  return { header: table.columns, rows: rows.map((row) => row.map(cellCsv)) };
}

/** "northlight-leads-by-channel-2026-11-26.csv" */
export const csvFileName = (chart: DashboardChart, today: string) => `northlight-${chart}-${today}.csv`;
