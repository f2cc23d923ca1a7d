import 'server-only';
import type { EnquiryRow, OutboxRow } from './db/schema';

/*
 * The enquiries CSV, one definition for every way out: the sales tool (`npm run enquiries --
 * export`) and the admin's export (/cms-api/enquiries/export) both call enquiriesCsv, so the
 * columns and the spreadsheet-safety rules cannot drift apart. Pure: no database, no logging.
 */

/*
 * Spreadsheets run a cell starting with = + - @ (or a tab / carriage return that hides one) as a
 * formula; a leading apostrophe makes it text. Applied before RFC 4180 quoting.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, every line including the last. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

export type DeliveryBrief = Pick<OutboxRow, 'channel' | 'status' | 'attempts'>;

/** "webhook delivered, email dead (12 tries)" */
export function deliverySummary(deliveries: readonly DeliveryBrief[]): string {
  if (deliveries.length === 0) return 'not queued';
  return deliveries
    .map((d) =>
      d.status === 'delivered'
        ? `${d.channel} delivered`
        : `${d.channel} ${d.status} (${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'})`,
    )
    .join(', ');
}

export type ExportableEnquiry = EnquiryRow & { readonly deliveries: readonly DeliveryBrief[] };

/** The export's columns, in order, each with how its cell is read from an enquiry. */
const exportColumns: readonly (readonly [string, (row: ExportableEnquiry) => CsvValue])[] = [
  ['reference', (row) => row.reference],
  ['created_at', (row) => row.createdAt],
  ['intent', (row) => row.intent],
  ['preferred_days', (row) => row.preferredDays.join(' ')],
  ['name', (row) => row.name],
  ['email', (row) => row.email],
  ['phone', (row) => row.phone],
  ['phone_country', (row) => row.phoneCountry],
  ['company', (row) => row.company],
  ['workspace_type', (row) => row.workspaceType],
  ['centre', (row) => row.centre],
  ['unit', (row) => row.unitReference],
  ['message', (row) => row.message],
  ['meeting_date', (row) => row.meeting?.date],
  ['meeting_start', (row) => row.meeting?.startTime],
  ['meeting_duration', (row) => row.meeting?.duration],
  ['meeting_attendees', (row) => row.meeting?.attendees],
  ['quote_size_sq_ft', (row) => row.quoteSizeSqFt],
  ['quote_start_date', (row) => row.quoteStartDate],
  ['marketing_opt_in', (row) => row.marketingOptIn],
  ['page_path', (row) => row.pagePath],
  ['context', (row) => (row.context ? JSON.stringify(row.context) : null)],
  ['attribution', (row) => (row.attribution ? JSON.stringify(row.attribution) : null)],
  ['delivery', (row) => deliverySummary(row.deliveries)],
];

export const exportHeader: readonly string[] = exportColumns.map(([name]) => name);

export function exportRow(row: ExportableEnquiry): CsvValue[] {
  return exportColumns.map(([, cell]) => cell(row));
}

/** The whole file, rows in the order given (callers pass oldest first). */
export function enquiriesCsv(rows: readonly ExportableEnquiry[]): string {
  return toCsv(exportHeader, rows.map(exportRow));
}
