import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { lookupOutcode, outcodeTableFromCsv, parseOutcodeTable } from '@/lib/geo/outcodes';

const root = path.resolve(__dirname, '../..');
const csv = readFileSync(path.join(root, 'data/geo/outcodes.csv'), 'utf8');
const served = parseOutcodeTable(
  JSON.parse(readFileSync(path.join(root, 'public/data/outcodes.json'), 'utf8')),
);

describe('district table', () => {
  it('serves exactly what the CSV holds (run scripts/build-outcode-table.mjs after changing it)', () => {
    expect(served).toEqual(outcodeTableFromCsv(csv));
    expect(Object.keys(served.outcodes)).toHaveLength(2880);
  });

  it('finds a district, in any case', () => {
    expect(lookupOutcode(served, 'SO14')).toEqual({ lat: 50.908, lng: -1.397 });
    expect(lookupOutcode(served, 'so14')).toEqual(lookupOutcode(served, 'SO14'));
  });

  it('has no Northern Ireland, Channel Islands or Isle of Man districts, and no made-up ones', () => {
    for (const outcode of ['BT1', 'JE2', 'GY1', 'IM1', 'ZZ99']) {
      expect(lookupOutcode(served, outcode)).toBeUndefined();
    }
  });

  it('contains the district of every centre', () => {
    for (const town of centreTowns) {
      expect(lookupOutcode(served, town.outcode), town.slug).toBeDefined();
    }
  });
});

describe('parseOutcodeTable', () => {
  it('refuses a table of another version, shape or with bad entries', () => {
    expect(() => parseOutcodeTable(null)).toThrow(/version/);
    expect(() => parseOutcodeTable({ version: 2, outcodes: {} })).toThrow(/version/);
    expect(() => parseOutcodeTable({ version: 1, outcodes: [] })).toThrow(/no outcodes/);
    expect(() => parseOutcodeTable({ version: 1, outcodes: { so14: [50.9, -1.4] } })).toThrow(/bad entry/);
    expect(() => parseOutcodeTable({ version: 1, outcodes: { SO14: [50.9] } })).toThrow(/bad entry/);
    expect(() => parseOutcodeTable({ version: 1, outcodes: { SO14: ['50.9', -1.4] } })).toThrow(/bad entry/);
    expect(() => parseOutcodeTable({ version: 1, outcodes: { SO14: [Number.NaN, -1.4] } })).toThrow(
      /bad entry/,
    );
  });
});
