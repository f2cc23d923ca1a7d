#!/usr/bin/env node
/*
 * Builds public/data/outcodes.json (the finder's district table) from data/geo/outcodes.csv.
 * Run after updating the CSV: `node scripts/build-outcode-table.mjs`. The output is committed so a
 * build needs no data step; src/lib/geo/outcodes.test.ts checks the two stay in step.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const csv = readFileSync(join(root, 'data/geo/outcodes.csv'), 'utf8');
const [header, ...lines] = csv.trim().split(/\r?\n/);
if (header.trim() !== 'outcode,lat,lng') throw new Error(`Unexpected header: ${header}`);

const round3 = (value) => Math.round(value * 1000) / 1000 + 0;
const outcodes = {};
for (const line of lines) {
  const [outcode, lat, lng] = line.split(',');
  if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(outcode)) throw new Error(`Bad outcode: ${line}`);
  // Three decimals (about 100 m) is far finer than a district centroid needs, and saves bytes.
  outcodes[outcode] = [round3(Number(lat)), round3(Number(lng))];
}

const outPath = join(root, 'public/data/outcodes.json');
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, JSON.stringify({ version: 1, outcodes }));
console.log(`Wrote ${Object.keys(outcodes).length} districts to ${outPath}`);
