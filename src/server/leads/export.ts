import 'server-only';
import { townOfCentre } from '@/domain/centres';
import { leadChannelLabels } from '@/domain/leads/channel';
import { followUpLabels, nextActionText } from '@/domain/leads/follow-up';
import { leadSourceLabels } from '@/domain/leads/sources';
import { leadStageLabels } from '@/domain/leads/stages';
import { londonClock, londonDate } from '@/lib/booking-slots';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { LeadListItem } from './store';

/*
 * The leads list as a CSV file (issue 42 item 2): the rows the list's filters give, with labels
 * not keys and times in UK time, written by the one CSV writer of the site (src/lib/csv.ts: RFC
 * 4180 and no cell a spreadsheet would run as a formula), as the enquiries export is. Pure.
 */

/** "2026-11-28 14:05", UK time: sorts as text and reads in any spreadsheet. */
const ukTime = (instant: Date) => `${londonDate(instant)} ${londonClock(instant)}`;

type Column = readonly [string, (item: LeadListItem, owners: ReadonlyMap<number, string>) => CsvValue];

const columns: readonly Column[] = [
  ['Reference', (item) => item.source?.reference ?? 'Source gone'],
  ['Name', (item) => item.source?.name],
  ['Email', (item) => item.source?.email],
  ['Phone', (item) => item.source?.phone],
  ['Type', (item) => leadSourceLabels[item.sourceKind]],
  ['Stage', (item) => leadStageLabels[item.stage]],
  ['Reason lost', (item) => item.lostReason],
  ['Centre', (item) => (item.centre ? townOfCentre(item.centre) : 'No centre named')],
  ['First-touch channel', (item) => leadChannelLabels[item.channel]],
  [
    'Owner',
    (item, owners) => (item.ownerId === null ? 'Nobody yet' : (owners.get(item.ownerId) ?? 'A former user')),
  ],
  [
    'Next action (UK time)',
    (item) =>
      item.nextActionOn
        ? nextActionText({ on: item.nextActionOn, at: item.nextActionTime, what: item.nextActionWhat })
        : null,
  ],
  ['Follow-up', (item) => (item.followUp ? followUpLabels[item.followUp] : null)],
  ['Stale', (item) => (item.stale ? 'Yes' : 'No')],
  ['Came in (UK time)', (item) => ukTime(item.createdAt)],
  ['Last touched (UK time)', (item) => ukTime(item.touchedAt)],
];

export const leadsCsvHeader: readonly string[] = columns.map(([name]) => name);

export function leadsCsv(items: readonly LeadListItem[], owners: ReadonlyMap<number, string>): string {
  return toCsv(
    leadsCsvHeader,
    items.map((item) => columns.map(([, cell]) => cell(item, owners))),
  );
}
