import 'server-only';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { EnquiryRow, OutboxRow } from './db/schema';

/*
 * The enquiries CSV, one definition for every way out: the sales tool (`npm run enquiries --
 * export`) and the admin's export (/cms-api/enquiries/export) both call enquiriesCsv, so the
 * columns and the spreadsheet-safety rules cannot drift apart. Pure: no database, no logging.
 */

export { csvCell, neutraliseFormula, toCsv, type CsvValue } from '@/lib/csv';

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
