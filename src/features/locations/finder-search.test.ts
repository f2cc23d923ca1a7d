import { describe, expect, it, vi } from 'vitest';
import { seedCentres as centres } from '@/domain/centre-directory';
import { workspaceTypesAt } from '@/domain/centres';
import { outcodeTableFromCsv, type OutcodeTable } from '@/lib/geo/outcodes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTown, resolveSearch } from './finder-resolve';
import { finderResults, readFinderState, writeFinderState, type FinderCentre } from './finder-search';

const table = outcodeTableFromCsv(
  readFileSync(path.resolve(__dirname, '../../../data/geo/outcodes.csv'), 'utf8'),
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

function loader(result: OutcodeTable | Error = table) {
  return {
    loadOutcodeTable: vi.fn(() =>
      result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
    ),
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

  it('answers a town without loading the district table', async () => {
    const dependencies = loader();
    expect(await resolveSearch('Exeter', finderCentres, dependencies)).toMatchObject({
      kind: 'origin',
      label: 'Exeter',
    });
    expect(dependencies.loadOutcodeTable).not.toHaveBeenCalled();
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
      reason: 'malformed',
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
