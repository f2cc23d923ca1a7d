/*
 * Pure parts of the sales team's enquiries tool (scripts/enquiries.ts): argument parsing and the
 * plain-text table. The CSV is src/server/enquiries/enquiry-export.ts, shared with the admin's export. Kept
 * free of the database so they are unit-tested on their own.
 */

export type EnquiriesCommand =
  | { readonly command: 'list'; readonly limit: number }
  | { readonly command: 'export'; readonly since: Date }
  | { readonly command: 'retry'; readonly target: string }
  | { readonly command: 'help' };

export const usage = `Usage:
  npm run enquiries -- list [--limit N]          newest enquiries as a table (default 50)
  npm run enquiries -- export --since YYYY-MM-DD   enquiries since that date as CSV on stdout
  npm run enquiries -- retry <reference | id>      re-queue an enquiry's dead or waiting deliveries
                                                   (not one being delivered at this moment)

Uses DATABASE_URL when set, otherwise the PGlite directory PGLITE_DATA_DIR (default .data/pglite).`;

export class UsageError extends Error {}

function optionValue(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === name) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
      return value;
    }
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

function rejectUnknown(args: readonly string[], known: readonly string[]): void {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) continue;
    const name = arg.split('=')[0] as string;
    if (!known.includes(name)) throw new UsageError(`Unknown option ${name}.`);
    if (!arg.includes('=')) i += 1;
  }
}

/** A calendar date (YYYY-MM-DD, read as UTC midnight) or a full ISO timestamp. */
export function parseSince(value: string): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!dateOnly && !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new UsageError(`--since expects a date like 2026-11-01, not "${value}".`);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || (dateOnly && date.toISOString().slice(0, 10) !== value)) {
    throw new UsageError(`--since expects a real date like 2026-11-01, not "${value}".`);
  }
  return date;
}

export function parseEnquiriesArgs(argv: readonly string[]): EnquiriesCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  if (command === 'list') {
    rejectUnknown(rest, ['--limit']);
    const raw = optionValue(rest, '--limit');
    const limit = raw === undefined ? 50 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
      throw new UsageError('--limit expects a whole number from 1 to 10000.');
    return { command: 'list', limit };
  }
  if (command === 'export') {
    rejectUnknown(rest, ['--since']);
    const raw = optionValue(rest, '--since');
    if (raw === undefined) throw new UsageError('export needs --since YYYY-MM-DD.');
    return { command: 'export', since: parseSince(raw) };
  }
  if (command === 'retry') {
    const positional = rest.filter((arg) => !arg.startsWith('--'));
    rejectUnknown(rest, []);
    if (positional.length !== 1)
      throw new UsageError('retry needs exactly one enquiry reference (NL-XXXX-XXXX) or id.');
    return { command: 'retry', target: (positional[0] as string).trim() };
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** What a retry target names: an enquiry reference, an enquiry id (UUID) or one outbox item (number). */
export function classifyRetryTarget(target: string): {
  kind: 'reference' | 'enquiry-id' | 'outbox-id';
  value: string;
} {
  if (/^nl-[0-9a-z]{4}-[0-9a-z]{4}$/i.test(target)) return { kind: 'reference', value: target.toUpperCase() };
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(target))
    return { kind: 'enquiry-id', value: target.toLowerCase() };
  if (/^\d{1,15}$/.test(target)) return { kind: 'outbox-id', value: target };
  throw new UsageError(
    `"${target}" is neither a reference like NL-7K3M-Q9XD, an enquiry id nor an outbox item number.`,
  );
}

/** A plain monospace table; values are flattened to one line so a message cannot break the layout. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const flat = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  const all = [header, ...rows].map((row) => row.map(flat));
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const [head, ...body] = all;
  return [
    line(head as string[]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(line),
  ].join('\n');
}
