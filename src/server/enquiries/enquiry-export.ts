import 'server-only';
import { channelOf, leadChannelLabels } from '@/domain/leads/channel';
import {
  attributionTouches,
  centreName,
  contextFacts,
  deliveryChannelLabels,
  deliveryStatusLabels,
  intentName,
  labelOf,
  meetingDurationName,
  staffDay,
  staffTime,
  touchFacts,
  viewingDayName,
  workspaceTypeName,
} from '@/domain/staff-format';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { EnquiryRow, OutboxRow } from '../db/schema';
import { phoneCountryOf } from '../requests/phone';

/*
 * The enquiries CSV, one definition for every way out: the sales tool (`npm run enquiries --
 * export`) and the admin's export (/cms-api/enquiries/export) both call enquiriesCsv, so the
 * columns and the spreadsheet-safety rules cannot drift apart. Pure: no database, no logging.
 * Staff read it in a spreadsheet: headings in words, UK times with the day, names not slugs, and
 * the attribution as labelled text, never JSON (src/domain/staff-format.ts).
 */

export { csvCell, neutraliseFormula, toCsv, type CsvValue } from '@/lib/csv';

export type DeliveryBrief = Pick<OutboxRow, 'channel' | 'status' | 'attempts'>;

/** "CRM webhook: delivered, Sales email: gave up (12 tries)" */
export function deliverySummary(deliveries: readonly DeliveryBrief[]): string {
  if (deliveries.length === 0) return 'Not queued';
  return deliveries
    .map((d) => {
      const channel = labelOf(deliveryChannelLabels, d.channel);
      const status = labelOf(deliveryStatusLabels, d.status).toLowerCase();
      return d.status === 'delivered'
        ? `${channel}: ${status}`
        : `${channel}: ${status} (${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'})`;
    })
    .join(', ');
}

const facts = (items: readonly [string, string][]) => items.map(([label, value]) => `${label}: ${value}`).join('; ');

export type ExportableEnquiry = EnquiryRow & { readonly deliveries: readonly DeliveryBrief[] };

/** The export's columns, in order, each with how its cell is read from an enquiry. */
const exportColumns: readonly (readonly [string, (row: ExportableEnquiry) => CsvValue])[] = [
  ['Reference', (row) => row.reference],
  ['Received (UK time)', (row) => staffTime(row.createdAt)],
  ['Wants', (row) => intentName(row.intent)],
  ['Viewing days', (row) => row.preferredDays.map(viewingDayName).join(', ')],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Phone country', (row) => phoneCountryOf(row.phone)],
  ['Company', (row) => row.company],
  ['Workspace type', (row) => (row.workspaceType ? workspaceTypeName(row.workspaceType) : null)],
  ['Centre', (row) => (row.centre ? centreName(row.centre) : null)],
  ['Unit', (row) => row.unitReference],
  ['Message', (row) => row.message],
  ['Meeting day', (row) => (row.meeting ? staffDay(row.meeting.date) : null)],
  ['Meeting starts', (row) => row.meeting?.startTime],
  ['Meeting length', (row) => (row.meeting ? meetingDurationName(row.meeting.duration) : null)],
  ['Meeting attendees', (row) => row.meeting?.attendees],
  ['Size in mind (sq ft)', (row) => row.quoteSizeSqFt],
  ['Start date', (row) => (row.quoteStartDate ? staffDay(row.quoteStartDate) : null)],
  ['Marketing emails', (row) => (row.marketingOptIn ? 'Yes' : 'No')],
  ['Sent from page', (row) => row.pagePath],
  ['Opened from', (row) => facts(contextFacts(row.context))],
  ['Channel', (row) => leadChannelLabels[channelOf(row.attribution)]],
  ['First touch', (row) => facts(touchFacts(attributionTouches(row.attribution).first))],
  ['Last touch', (row) => facts(touchFacts(attributionTouches(row.attribution).last))],
  ['Delivery', (row) => deliverySummary(row.deliveries)],
];

export const exportHeader: readonly string[] = exportColumns.map(([name]) => name);

export function exportRow(row: ExportableEnquiry): CsvValue[] {
  return exportColumns.map(([, cell]) => cell(row));
}

/** The whole file, rows in the order given (callers pass oldest first). */
export function enquiriesCsv(rows: readonly ExportableEnquiry[]): string {
  return toCsv(exportHeader, rows.map(exportRow));
}
