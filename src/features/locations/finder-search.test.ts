import { describe, expect, it, vi } from 'vitest';
import { seedCentres as centres } from '@/domain/centre-directory';
import { workspaceTypesAt } from '@/domain/centres';
import { indexGazetteer, parseGazetteer, type PlaceIndex } from '@/lib/geo/gazetteer';
import { formatMiles } from '@/lib/format';
import { outcodeTableFromCsv, type OutcodeTable } from '@/lib/geo/outcodes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTown, resolveSearch } from './finder-resolve';
import { finderResults, readFinderState, writeFinderState, type FinderCentre } from './finder-search';

const table = outcodeTableFromCsv(
  readFileSync(path.resolve(__dirname, '../../../data/geo/outcodes.csv'), 'utf8'),
);
const places = indexGazetteer(
  parseGazetteer(
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/data/gb-places.json'), 'utf8')),
  ),
);
const finderCentres: FinderCentre[] = centres.map((centre) => ({
  slug: centre.slug,
  name: centre.name,
  town: centre.town,
  county: centre.county,
  lat: centre.lat,
  lng: centre.lng,
  address: '',
  types: workspaceTypesAt(centre.slug),
  image: { src: '', alt: '' },
}));

function loader(result: OutcodeTable | Error = table, gazetteer: PlaceIndex | Error = places) {
  return {
    loadOutcodeTable: vi.fn(() =>
      result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
    ),
    loadPlaces: vi.fn(() =>
      gazetteer instanceof Error ? Promise.reject(gazetteer) : Promise.resolve(gazetteer),
    ),
  };
}

/** The slugs and distances (as the cards show them) of the first `count` centres from a search. */
async function nearest(query: string, count = 3) {
  const outcome = await resolveSearch(query, finderCentres, loader());
  if (outcome.kind !== 'origin')
    throw new Error(`expected an origin for ${query}: ${JSON.stringify(outcome)}`);
  return {
    outcome,
    results: finderResults(finderCentres, undefined, outcome.origin)
      .slice(0, count)
      .map((centre) => [centre.slug, formatMiles(centre.miles ?? NaN)] as const),
  };
}

describe('URL state', () => {
  it('round-trips type and query', () => {
    const query = writeFinderState({ type: 'meeting-rooms', q: 'SO14 3AB' });
    expect(query).toBe('type=meeting-rooms&q=SO14+3AB');
    expect(readFinderState(new URLSearchParams(query))).toEqual({
      type: 'meeting-rooms',
      q: 'SO14 3AB',
      near: undefined,
    });
  });

  it('rounds a location to two decimals', () => {
    expect(writeFinderState({ near: { lat: 50.90491, lng: -1.40432 } })).toBe('near=50.9%2C-1.4');
    expect(readFinderState(new URLSearchParams('near=50.9,-1.4')).near).toEqual({ lat: 50.9, lng: -1.4 });
  });

  it('ignores an unknown type and a garbled location', () => {
    expect(readFinderState(new URLSearchParams('type=castles&near=here'))).toEqual({
      type: undefined,
      q: undefined,
      near: undefined,
    });
  });

  it('is empty with nothing chosen', () => {
    expect(writeFinderState({})).toBe('');
  });
});

describe('findTown', () => {
  it('matches whole and partial town names in any case', () => {
    expect(findTown('southampton', finderCentres)?.slug).toBe('southampton');
    expect(findTown('High Wycombe', finderCentres)?.slug).toBe('high-wycombe');
    expect(findTown('shoreham', finderCentres)?.slug).toBe('shoreham-by-sea');
  });
  it('needs at least three letters', () => {
    expect(findTown('ch', finderCentres)).toBeUndefined();
  });
});

describe('resolveSearch', () => {
  it('places a full postcode and puts the local centre first', async () => {
    const outcome = await resolveSearch('SO14 3AB', finderCentres, loader());
    expect(outcome).toMatchObject({ kind: 'origin', label: 'SO14 3AB' });
    if (outcome.kind !== 'origin') throw new Error('expected an origin');
    expect(finderResults(finderCentres, undefined, outcome.origin)[0]?.slug).toBe('southampton');
  });

  it('places a lower-case district', async () => {
    expect(await resolveSearch('so14', finderCentres, loader())).toMatchObject({
      kind: 'origin',
      label: 'SO14',
    });
  });

  it('answers one of our towns without loading either table', async () => {
    const dependencies = loader();
    expect(await resolveSearch('Exeter', finderCentres, dependencies)).toMatchObject({
      kind: 'origin',
      label: 'Exeter',
    });
    expect(dependencies.loadOutcodeTable).not.toHaveBeenCalled();
    expect(dependencies.loadPlaces).not.toHaveBeenCalled();
  });

  it('places Reading from the gazetteer: Camberley nearest, then Basingstoke and High Wycombe', async () => {
    const dependencies = loader();
    expect(await resolveSearch('Reading', finderCentres, dependencies)).toMatchObject({
      kind: 'origin',
      label: 'Reading',
      origin: { lat: 51.456, lng: -0.971 },
    });
    expect(dependencies.loadOutcodeTable).not.toHaveBeenCalled();
    const { results } = await nearest('reading');
    expect(results).toEqual([
      ['camberley', '13 miles'],
      ['basingstoke', '14 miles'],
      ['high-wycombe', '15 miles'],
    ]);
  });

  it('places Brighton and London', async () => {
    expect((await nearest('Brighton')).results).toEqual([
      ['shoreham-by-sea', '5.9 miles'],
      ['haywards-heath', '12 miles'],
      ['crawley', '20 miles'],
    ]);
    expect((await nearest('London')).results).toEqual([
      ['dartford', '16 miles'],
      ['northfleet', '21 miles'],
      ['crawley', '27 miles'],
    ]);
  });

  it('places a district and a full postcode: RG1 and RG1 1AA', async () => {
    const district = await nearest('RG1');
    expect(district.outcome.label).toBe('RG1');
    expect(district.results.map(([slug]) => slug)).toEqual(['camberley', 'basingstoke', 'high-wycombe']);
    const full = await nearest('rg1 1aa');
    expect(full.outcome.label).toBe('RG1 1AA');
    expect(full.results).toEqual(district.results); // a full postcode is placed by its district
  });

  it('picks the most populous of places sharing a name, and says which', async () => {
    const newport = await nearest('Newport', 1);
    expect(newport.outcome).toMatchObject({ label: 'Newport (Wales)' });
    expect(newport.outcome.note).toMatch(
      /^There are 6 places called Newport; we used the largest, in Wales\./,
    );
    expect(newport.results[0]?.[0]).toBe('chepstow');
    // The nation can be named, as the suggestions do: the largest Newport in England is on the Isle of Wight.
    const english = await nearest('Newport (England)', 1);
    expect(english.outcome.origin).toEqual({ lat: 50.701, lng: -1.291 });
    expect(english.results[0]?.[0]).toBe('gosport');
  });

  it('finds names written another way: accents, hyphens, apostrophes, Saint for St', async () => {
    expect((await nearest('stoke on trent')).outcome.label).toBe('Stoke-on-Trent');
    expect((await nearest('kings lynn')).outcome.label).toBe("King's Lynn");
    expect((await nearest('Saint Albans')).outcome.label).toBe('St Albans');
  });

  it('still finds our towns by the start of their name, before other places', async () => {
    expect((await nearest('shoreham')).outcome.label).toBe('Shoreham-by-Sea');
  });

  it('gives a clear message for a word that is no place', async () => {
    const outcome = await resolveSearch('Atlantis', finderCentres, loader());
    expect(outcome).toMatchObject({ kind: 'problem', reason: 'unknown-place' });
    if (outcome.kind === 'problem') expect(outcome.message).toContain('We can’t find “Atlantis”');
  });

  it('still finds our own towns when the gazetteer cannot be loaded, and explains the rest', async () => {
    const offline = loader(table, new Error('offline'));
    expect(await resolveSearch('winch', finderCentres, offline)).toMatchObject({ label: 'Winchester' });
    expect(await resolveSearch('Reading', finderCentres, offline)).toMatchObject({
      kind: 'problem',
      reason: 'table-unavailable',
    });
  });

  it('explains an unknown district', async () => {
    expect(await resolveSearch('ZZ99 9ZZ', finderCentres, loader())).toMatchObject({
      kind: 'problem',
      reason: 'unknown-district',
    });
  });

  it('explains a Northern Ireland postcode without loading the table', async () => {
    const dependencies = loader();
    const outcome = await resolveSearch('BT1 1AA', finderCentres, dependencies);
    expect(outcome).toMatchObject({ kind: 'problem', reason: 'outside-great-britain' });
    if (outcome.kind === 'problem') expect(outcome.message).toContain('Northern Ireland');
    expect(dependencies.loadOutcodeTable).not.toHaveBeenCalled();
  });

  it('explains malformed input', async () => {
    expect(await resolveSearch('hello', finderCentres, loader())).toMatchObject({
      kind: 'problem',
      reason: 'unknown-place',
    });
    expect(await resolveSearch('SO14 3A', finderCentres, loader())).toMatchObject({
      kind: 'problem',
      reason: 'malformed',
    });
  });

  it('explains a table that could not be loaded', async () => {
    expect(await resolveSearch('SO14', finderCentres, loader(new Error('offline')))).toMatchObject({
      kind: 'problem',
      reason: 'table-unavailable',
    });
  });
});

describe('finderResults', () => {
  it('keeps only the centres offering the chosen type', () => {
    const workshops = finderResults(finderCentres, 'workshops', undefined);
    expect(workshops).toHaveLength(23);
    expect(workshops.map((centre) => centre.slug)).not.toContain('camberley');
  });

  it('sorts by distance with miles when there is an origin', () => {
    const results = finderResults(finderCentres, 'coworking-spaces', { lat: 50.9049, lng: -1.4043 });
    expect(results).toHaveLength(29);
    expect(results[0]).toMatchObject({ slug: 'southampton', miles: 0 });
  });
});
