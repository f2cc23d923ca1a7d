import type { LatLng } from './distance';

/*
 * The district table: every Great Britain postcode district (outcode) with its centroid. It is
 * generated from data/geo/outcodes.csv by scripts/build-outcode-table.mjs into
 * public/data/outcodes.json and fetched by the finder only when a visitor searches by postcode.
 *
 * Wire format, chosen for size: { "version": 1, "outcodes": { "SO14": [50.9035, -1.3967], ... } }.
 */

export const outcodeTablePath = '/data/outcodes.json';

export type OutcodeTable = {
  readonly version: 1;
  readonly outcodes: Readonly<Record<string, readonly [number, number]>>;
};

const outcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/**
 * Checks the table's shape (it arrives over the network, so a stale or broken file must fail
 * loudly rather than place someone in the sea). Hand-written because it runs in the browser,
 * where a schema library would cost more than the check.
 */
export function parseOutcodeTable(json: unknown): OutcodeTable {
  const table = json as Partial<OutcodeTable> | null;
  if (typeof table !== 'object' || table === null || table.version !== 1)
    throw new Error('District table: unknown version');
  const { outcodes } = table;
  if (typeof outcodes !== 'object' || outcodes === null || Array.isArray(outcodes))
    throw new Error('District table: no outcodes');
  for (const [outcode, entry] of Object.entries(outcodes)) {
    const valid =
      outcodePattern.test(outcode) &&
      Array.isArray(entry) &&
      entry.length === 2 &&
      entry.every((value) => typeof value === 'number' && Number.isFinite(value));
    if (!valid) throw new Error(`District table: bad entry ${outcode.slice(0, 10)}`);
  }
  return { version: 1, outcodes };
}

export function lookupOutcode(table: OutcodeTable, outcode: string): LatLng | undefined {
  const entry = table.outcodes[outcode.toUpperCase()];
  if (!entry) return undefined;
  return { lat: entry[0], lng: entry[1] };
}

/** Three decimals (about 100 m): far finer than a district centroid needs, and smaller to send. */
const roundTo3 = (value: number) => Math.round(value * 1000) / 1000 + 0; // "+ 0" turns -0 into 0, as JSON does

/** Parses outcodes.csv (header "outcode,lat,lng") into the table. Used by the build script and tests. */
export function outcodeTableFromCsv(csv: string): OutcodeTable {
  const rows = csv.trim().split(/\r?\n/);
  const [header, ...lines] = rows;
  if (header?.trim() !== 'outcode,lat,lng') throw new Error(`Unexpected outcodes.csv header: ${header}`);
  const outcodes: Record<string, [number, number]> = {};
  for (const line of lines) {
    const [outcode, lat, lng] = line.split(',');
    if (!outcode || lat === undefined || lng === undefined) throw new Error(`Bad outcodes.csv row: ${line}`);
    outcodes[outcode.trim().toUpperCase()] = [roundTo3(Number(lat)), roundTo3(Number(lng))];
  }
  return parseOutcodeTable({ version: 1, outcodes });
}
