import { touchFieldLimits } from '@/domain/attribution';
import { campaignText } from '@/domain/leads/channel';
import { parseWonValue } from '@/domain/leads/won-value';
import { isCalendarDate } from '@/lib/calendar-date';
import { parseCsv } from '@/lib/csv';
import { daysBetween, parseUkDay, type CampaignKey } from './campaigns';

/*
 * The spend file staff upload (docs/revenue-by-campaign.md): one row per campaign and day or
 * month, with its cost in pounds. Every row is checked and every problem is named with its row
 * number as the spreadsheet shows it; a file with any problem saves nothing, so staff fix it and
 * upload it again. Names are compared as the view groups them (trimmed, lower case).
 */

export const spendCsvLimits = {
  /** Bytes of the file: 5,000 rows of a few dozen characters fit with room to spare. */
  maxBytes: 1_048_576,
  /** Rows after the heading. */
  maxRows: 5_000,
  maxCells: 40,
  /** The most one row may cost: £1,000,000. */
  maxCostPence: 100_000_000,
  /** Problems listed before "and N more". */
  maxProblems: 50,
} as const;

export type SpendRow = CampaignKey & {
  /** First and last day the cost covers, inclusive (a month: its first and last day). */
  readonly startsOn: string;
  readonly endsOn: string;
  readonly costPence: number;
  /** The row's number in the spreadsheet (the heading is row 1). */
  readonly line: number;
};

export type SpendParse =
  | { readonly ok: true; readonly rows: readonly SpendRow[] }
  | { readonly ok: false; readonly problems: readonly string[] };

type Column = 'date' | 'month' | 'source' | 'medium' | 'campaign' | 'cost';

/** Headings staff may use for each column (case, spaces and a "(£)" ignored). */
const headingNames: Record<Column, readonly string[]> = {
  date: ['date', 'day'],
  month: ['month'],
  source: ['source', 'utm_source', 'utm source'],
  medium: ['medium', 'utm_medium', 'utm medium'],
  campaign: ['campaign', 'utm_campaign', 'utm campaign', 'campaign name'],
  cost: ['cost', 'spend', 'amount'],
};

const normaliseHeading = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/\(?£\)?|\(gbp\)/g, '')
    .trim()
    .replace(/\s+/g, ' ');

const monthNames = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

/** "2026-11", "11/2026", "November 2026" or "Nov 2026" to its first and last day. */
export function parseMonth(value: string): { readonly startsOn: string; readonly endsOn: string } | undefined {
  const text = value.trim().toLowerCase();
  let year: number | undefined;
  let month: number | undefined;
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const uk = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const words = /^([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
  else if (uk) [year, month] = [Number(uk[2]), Number(uk[1])];
  else if (words) {
    const name = words[1]!;
    const index = monthNames.findIndex((full) => full === name || (name.length === 3 && full.startsWith(name)));
    if (index >= 0) [year, month] = [Number(words[2]), index + 1];
  }
  if (year === undefined || month === undefined || month < 1 || month > 12) return undefined;
  const startsOn = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const endsOn = `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  return isCalendarDate(startsOn) ? { startsOn, endsOn } : undefined;
}

/** "£1,234.50", "1234.5" or "80" to pence (read as a won value is, decision 0050); undefined when it is not pounds. */
export function parsePounds(value: string): number | undefined {
  const parsed = parseWonValue(value);
  if (parsed.ok) return parsed.pence;
  return parsed.problem === 'won-value-too-large' ? Number.POSITIVE_INFINITY : undefined;
}

/** A spreadsheet runs a cell starting with one of these as a formula (src/lib/csv.ts). */
const formulaStart = /^[=+\-@\t\r]/;
// Control characters (tabs, line breaks, NUL...) have no place in a campaign's name.
const controlCharacter = /[\u0000-\u001f\u007f]/;

const yearOk = (day: string) => day >= '2000-01-01' && day <= '2099-12-31';

const quoteOf = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

/** The file's text (already read as UTF-8) to rows, or every problem in staff's words. */
export function parseSpendCsv(text: string): SpendParse {
  const parsed = parseCsv(text, { maxRows: spendCsvLimits.maxRows + 1, maxCells: spendCsvLimits.maxCells });
  if (!parsed.ok) {
    const why = {
      'unclosed-quote': 'a quotation mark is opened and never closed; save the file again as CSV from your spreadsheet',
      'too-many-rows': `it has more than ${spendCsvLimits.maxRows.toLocaleString('en-GB')} rows; split it into smaller files`,
      'too-many-cells': `a row has more than ${spendCsvLimits.maxCells} columns; keep the columns this page lists`,
    }[parsed.problem];
    return { ok: false, problems: [`The file cannot be read: ${why}.`] };
  }
  const [heading, ...body] = parsed.rows;
  if (!heading || body.every((row) => row.every((cell) => cell.trim() === '')))
    return { ok: false, problems: ['The file has no rows of spend: it needs a heading row, then one row per campaign and day or month.'] };
  const columns = new Map<Column, number>();
  heading.forEach((cell, index) => {
    const name = normaliseHeading(cell);
    for (const [column, names] of Object.entries(headingNames) as [Column, readonly string[]][])
      if (names.includes(name) && !columns.has(column)) columns.set(column, index);
  });
  const missing = (['source', 'medium', 'campaign', 'cost'] as const).filter((column) => !columns.has(column));
  if (!columns.has('date') && !columns.has('month')) missing.unshift('date' as never);
  if (missing.length > 0)
    return {
      ok: false,
      problems: [
        `The heading row (row 1) needs the column${missing.length === 1 ? '' : 's'} ${missing
          .map((column) => (column === ('date' as never) ? '“Date” or “Month”' : `“${column[0]!.toUpperCase()}${column.slice(1)}”`))
          .join(', ')}. It has: ${heading.map((cell) => quoteOf(cell)).join(', ') || 'nothing'}.`,
      ],
    };

  const problems: string[] = [];
  const rows: SpendRow[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: Column) => {
      const at = columns.get(column);
      return at === undefined ? '' : (cells[at] ?? '');
    };
    const rowProblems: string[] = [];
    const name = (column: 'source' | 'medium' | 'campaign', limit: number) => {
      const raw = cell(column);
      const value = campaignText(raw);
      const trimmed = raw.trim();
      if (value === '') rowProblems.push(`the ${column} is empty`);
      else if (formulaStart.test(trimmed))
        rowProblems.push(`the ${column} ${quoteOf(trimmed)} starts with “${trimmed[0]}”, which a spreadsheet would run as a formula: remove that character`);
      else if (controlCharacter.test(raw)) rowProblems.push(`the ${column} contains a tab, line break or other character that is not text`);
      else if (value.length > limit) rowProblems.push(`the ${column} is longer than ${limit} characters`);
      return value;
    };
    const source = name('source', touchFieldLimits.utm_source);
    const medium = name('medium', touchFieldLimits.utm_medium);
    const campaign = name('campaign', touchFieldLimits.utm_campaign);

    const dateText = cell('date').trim();
    const monthText = cell('month').trim();
    let days: { startsOn: string; endsOn: string } | undefined;
    if (dateText && monthText) rowProblems.push('fill in the date or the month, not both');
    else if (dateText) {
      const day = parseUkDay(dateText);
      if (!day || !yearOk(day)) rowProblems.push(`the date ${quoteOf(dateText)} is not a date we can read: write it as 01/11/2026`);
      else days = { startsOn: day, endsOn: day };
    } else if (monthText) {
      const month = parseMonth(monthText);
      if (!month || !yearOk(month.startsOn)) rowProblems.push(`the month ${quoteOf(monthText)} is not a month we can read: write it as 11/2026 or November 2026`);
      else days = month;
    } else rowProblems.push('it needs a date or a month');

    const costText = cell('cost').trim();
    const costPence = parsePounds(costText);
    if (costText === '') rowProblems.push('the cost is empty (write 0 for a campaign that cost nothing)');
    else if (/^-|^£\s*-|^\(.*\)$/.test(costText)) rowProblems.push(`the cost ${quoteOf(costText)} is negative: spend is never below £0`);
    else if (costPence === undefined) rowProblems.push(`the cost ${quoteOf(costText)} is not an amount in pounds: write it as 1234.50 or £1,234.50`);
    else if (costPence > spendCsvLimits.maxCostPence) rowProblems.push('the cost is over £1,000,000 for one row: check the amount');

    if (rowProblems.length > 0 || !days || costPence === undefined) {
      problems.push(`Row ${line}: ${rowProblems.join('; ')}.`);
      return;
    }
    const overlapping = rows.find(
      (row) =>
        row.source === source &&
        row.medium === medium &&
        row.campaign === campaign &&
        row.startsOn <= days.endsOn &&
        row.endsOn >= days.startsOn,
    );
    if (overlapping) {
      problems.push(
        `Row ${line}: it covers days of the same campaign as row ${overlapping.line}, so that spend would count twice: keep one row per campaign and day (or month).`,
      );
      return;
    }
    rows.push({ source, medium, campaign, ...days, costPence, line });
  });
  if (problems.length > spendCsvLimits.maxProblems) {
    const more = problems.length - spendCsvLimits.maxProblems;
    return {
      ok: false,
      problems: [...problems.slice(0, spendCsvLimits.maxProblems), `…and ${more} more row${more === 1 ? '' : 's'} with problems.`],
    };
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/** Days a spend row covers (1 for a day, 28 to 31 for a month). */
export const spendRowDays = (row: Pick<SpendRow, 'startsOn' | 'endsOn'>) => daysBetween(row.startsOn, row.endsOn);

/** UTF-8 only: the file's bytes as text, or undefined when they are not UTF-8 (a spreadsheet's "CSV (Windows)"). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}
