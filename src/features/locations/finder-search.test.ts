import { seedSiteSettings } from '@/cms/seed/site-settings';
import { describe, expect, it, vi } from 'vitest';
import { seedCentres as centres } from '@/cms/seed/centres';
import { seedUnits } from '@/cms/seed/units';
import { isListed } from '@/domain/units';
import { indexGazetteer, parseGazetteer, type PlaceIndex } from '@/lib/geo/gazetteer';
import { formatMiles } from '@/lib/format';
import { outcodeTableFromCsv, type OutcodeTable } from '@/lib/geo/outcodes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTown, resolveSearch } from './finder-resolve';
import {
  centreMatches,
  describeResults,
  finderResults,
  matchSummary,
  readFinderState,
  relaxations,
  sizeBandLabel,
  sizeBands,
  sizeBandsIn,
  writeFinderState,
  type FinderCentre,
  type FinderUnit,
} from './finder-search';
import { finderCentres as toFinderCentres, finderTypeOptions } from './locations-data';

const table = outcodeTableFromCsv(
  readFileSync(path.resolve(__dirname, '../../../data/geo/outcodes.csv'), 'utf8'),
);
const places = indexGazetteer(
  parseGazetteer(
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/data/gb-places.json'), 'utf8')),
  ),
);
const finderCentres: FinderCentre[] = toFinderCentres(centres, seedUnits.filter(isListed), seedSiteSettings);
/** A day before every seeded "available from" date (they start in January 2027). */
const today = '2026-11-23';

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
    results: finderResults(finderCentres, {}, outcome.origin, today)
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
      size: undefined,
      now: undefined,
      q: 'SO14 3AB',
      near: undefined,
    });
  });

  it('rounds a location to two decimals', () => {
    expect(writeFinderState({ near: { lat: 50.90491, lng: -1.40432 } })).toBe('near=50.9%2C-1.4');
    expect(readFinderState(new URLSearchParams('near=50.9,-1.4')).near).toEqual({ lat: 50.9, lng: -1.4 });
  });

  it('ignores an unknown type and a garbled location', () => {
    expect(readFinderState(new URLSearchParams('type=castles&near=here&size=huge&now=maybe'))).toEqual({
      type: undefined,
      size: undefined,
      now: undefined,
      q: undefined,
      near: undefined,
    });
  });

  it('round-trips size and available now with type and place', () => {
    const query = writeFinderState({ type: 'workshops', size: '500-1000', now: true, q: 'Reading' });
    expect(query).toBe('type=workshops&size=500-1000&now=1&q=Reading');
    expect(readFinderState(new URLSearchParams(query))).toEqual({
      type: 'workshops',
      size: '500-1000',
      now: true,
      q: 'Reading',
      near: undefined,
    });
    // What the no-script form sends for an unticked box and "Any size": nothing chosen.
    expect(readFinderState(new URLSearchParams('q=&type=&size='))).toEqual({
      type: undefined,
      size: undefined,
      now: undefined,
      q: undefined,
      near: undefined,
    });
    expect(readFinderState(new URLSearchParams('now=on')).now).toBe(true);
    expect(writeFinderState({ now: false })).toBe('');
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
    expect(finderResults(finderCentres, {}, outcome.origin, today)[0]?.slug).toBe('southampton');
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
    const workshops = finderResults(finderCentres, { type: 'workshops' }, undefined, today);
    expect(workshops).toHaveLength(23);
    expect(workshops.map((centre) => centre.slug)).not.toContain('camberley');
  });

  it('sorts by distance with miles when there is an origin', () => {
    const results = finderResults(
      finderCentres,
      { type: 'coworking-spaces' },
      { lat: 50.9049, lng: -1.4043 },
      today,
    );
    expect(results).toHaveLength(29);
    expect(results[0]).toMatchObject({ slug: 'southampton', miles: 0 });
  });
});

describe('size bands', () => {
  it('labels bands in sq ft with square metres', () => {
    expect(sizeBands.map(sizeBandLabel)).toEqual([
      'Under 250 sq ft (23 m²)',
      '250–500 sq ft (23–46 m²)',
      '500–1,000 sq ft (46–93 m²)',
      '1,000–2,500 sq ft (93–232 m²)',
      '2,500–5,000 sq ft (232–465 m²)',
      '5,000 sq ft or more (465 m²)',
    ]);
  });

  it('offers only the bands that hold a listed unit, and every listed unit falls in one', () => {
    const offered = sizeBandsIn(finderCentres);
    const sizes = finderCentres.flatMap((centre) => centre.units.map((unit) => unit.sqFt));
    for (const band of offered) expect(sizes.some((size) => size >= band.min && size < band.max)).toBe(true);
    for (const size of sizes) expect(offered.some((band) => size >= band.min && size < band.max)).toBe(true);
    const empty = sizeBands.filter((band) => !offered.includes(band));
    for (const band of empty) expect(sizes.some((size) => size >= band.min && size < band.max)).toBe(false);
  });
});

describe('filtering by units', () => {
  const centre = (units: FinderUnit[]): Pick<FinderCentre, 'types' | 'units'> => ({
    types: ['workshops', 'meeting-rooms'],
    units,
  });
  const workshop = (sqFt: number, status: FinderUnit['status'], availableFrom?: string): FinderUnit => ({
    type: 'workshops',
    vat: '+ VAT',
    sqFt,
    rent: 40 + sqFt / 10,
    status,
    ...(availableFrom ? { availableFrom } : {}),
  });

  it('needs one unit meeting every chosen filter at once, not each filter by a different unit', () => {
    // A small workshop that is taken and a large one that is free: no small free workshop.
    const here = centre([workshop(200, 'under-offer'), workshop(1200, 'available')]);
    expect(centreMatches(here, { type: 'workshops', size: 'under-250', now: true }, today)).toBe(false);
    expect(centreMatches(here, { type: 'workshops', size: 'under-250' }, today)).toBe(true);
    expect(centreMatches(here, { type: 'workshops', size: '1000-2500', now: true }, today)).toBe(true);
    expect(centreMatches(here, { type: 'meeting-rooms', now: true }, today)).toBe(false);
  });

  it('a type alone keeps every centre that offers it, units or not', () => {
    expect(centreMatches(centre([]), { type: 'workshops' }, today)).toBe(true);
    expect(centreMatches(centre([]), { type: 'gyms' }, today)).toBe(false);
  });

  it('counts a unit available from a date as available now from that day, by the date it is given', () => {
    const later = centre([workshop(600, 'available-from', '2027-01-18')]);
    expect(centreMatches(later, { now: true }, '2027-01-17')).toBe(false);
    expect(centreMatches(later, { now: true }, '2027-01-18')).toBe(true);
    expect(centreMatches(later, {}, '2027-01-17')).toBe(true);
  });

  it('filters the seed inventory: workshops of 1,000–2,500 sq ft, then only those available now', () => {
    const slugs = (filters: Parameters<typeof finderResults>[1]) =>
      finderResults(finderCentres, filters, undefined, today).map((result) => result.slug);
    const centresWith = (free: boolean) =>
      [
        ...new Set(
          seedUnits
            .filter(
              (unit) =>
                unit.workspaceType === 'workshops' &&
                unit.sizeSqFt >= 1000 &&
                unit.sizeSqFt < 2500 &&
                (free ? unit.status === 'available' : isListed(unit)),
            )
            .map((unit) => unit.centre),
        ),
      ].sort();
    const anyTime = slugs({ type: 'workshops', size: '1000-2500' });
    const now = slugs({ type: 'workshops', size: '1000-2500', now: true });
    expect(anyTime).toEqual(centresWith(false));
    expect(now).toEqual(centresWith(true));
    expect(now.length).toBeGreaterThan(0);
    expect(now.length).toBeLessThan(anyTime.length);
  });

  it('says on the card why a centre is listed', () => {
    const here = centre([
      workshop(250, 'available'),
      workshop(1200, 'available'),
      workshop(600, 'under-offer'),
    ]);
    const noun = { one: 'workshop', many: 'workshops' };
    expect(matchSummary(here, { type: 'workshops', now: true }, today, noun)).toBe(
      '2 workshops available now · 250–1,200 sq ft · from £65 per week + VAT',
    );
    // Under offer is said, and never priced (decision 0038): from £65, not the £60 under offer.
    expect(matchSummary(here, { size: '500-1000' }, today, undefined)).toBe('1 unit listed (under offer) · 600 sq ft');
    const cheaperUnderOffer = centre([workshop(200, 'under-offer'), workshop(250, 'available')]);
    expect(matchSummary(cheaperUnderOffer, { type: 'workshops' }, today, noun)).toBe(
      '2 workshops listed (1 under offer) · 200–250 sq ft · from £65 per week + VAT',
    );
    expect(matchSummary(centre([workshop(200, 'under-offer'), workshop(300, 'available-from', '2027-01-04')]), { type: 'workshops' }, today, noun)).toBe(
      '2 workshops listed (1 under offer) · 200–300 sq ft · next free 4 January 2027, from £70 per week + VAT',
    );
    expect(matchSummary(centre([workshop(300, 'available'), workshop(200, 'available-from', '2027-01-04')]), { type: 'workshops' }, today, noun)).toBe(
      '2 workshops listed · 200–300 sq ft · from £70 per week + VAT; £60 from 4 January 2027',
    );
    expect(matchSummary(centre([workshop(200, 'under-offer')]), { type: 'workshops' }, today, noun)).toBe(
      '1 workshop listed (under offer) · 200 sq ft',
    );
    expect(matchSummary(here, {}, today, undefined)).toBeUndefined();
    expect(matchSummary(centre([]), { type: 'workshops' }, today, noun)).toBe(
      'No workshops listed here just now',
    );
    const coworking = finderTypeOptions().find((option) => option.slug === 'coworking-spaces')!;
    expect(
      matchSummary(
        { units: [{ type: 'coworking-spaces', sqFt: 900, rent: 95, vat: '+ VAT', status: 'available' }] },
        { type: 'coworking-spaces' },
        today,
        coworking.noun,
      ),
    ).toBe('1 coworking floor listed · 900 sq ft · from £95 per desk per month + VAT');
    // Virtual offices are a service: no unit noun, no summary.
    expect(finderTypeOptions().find((option) => option.slug === 'virtual-offices')?.noun).toBeUndefined();
  });

  it('describes the results in the status line', () => {
    const workshops = {
      label: 'Workshops',
      plural: 'workshops',
      noun: { one: 'workshop', many: 'workshops' },
    };
    expect(describeResults(29, {}, undefined, undefined)).toBe('All 29 centres.');
    expect(
      describeResults(
        23,
        { type: 'dog-groomings' },
        { label: 'Dog grooming', plural: 'dog grooming units' },
        undefined,
      ),
    ).toBe('23 centres offering dog grooming.');
    expect(describeResults(4, { type: 'workshops', size: '250-500', now: true }, workshops, 'Reading')).toBe(
      '4 centres with workshops of 250–500 sq ft available now, nearest to Reading first.',
    );
    expect(describeResults(1, { size: 'under-250' }, undefined, undefined)).toBe(
      '1 centre with units under 250 sq ft listed.',
    );
  });

  it('offers the single steps back from an empty result that bring centres back', () => {
    const filters = { type: 'virtual-offices', now: true } as const;
    expect(finderResults(finderCentres, filters, undefined, today)).toHaveLength(0);
    expect(relaxations(finderCentres, filters, today)).toEqual([
      { drop: 'now', count: 29 },
      { drop: 'type', count: finderResults(finderCentres, { now: true }, undefined, today).length },
    ]);
  });
});
