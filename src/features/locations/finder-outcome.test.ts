import { describe, expect, it } from 'vitest';
import { seedCentres } from '@/cms/seed/centres';
import { seedUnits } from '@/cms/seed/units';
import { isListed } from '@/domain/units';
import {
  filtersOf,
  finderOutcome,
  geolocationMessages,
  serviceNote,
  type ResolvedSearch,
} from './finder-outcome';
import { finderCentres, finderTypeOptions } from './locations-data';
import { seedSiteSettings } from '@/cms/seed/site-settings';

const centres = finderCentres(seedCentres, seedUnits.filter(isListed), seedSiteSettings);
const typeOptions = finderTypeOptions();
const today = '2026-11-23';
const reading: ResolvedSearch = {
  q: 'Reading',
  outcome: {
    kind: 'origin',
    origin: { lat: 51.4543, lng: -0.9781 },
    label: 'Reading',
    note: 'Measured from Reading, Berkshire.',
  },
};
const base = { queryString: '', locating: false, centres, typeOptions, today };

describe('finderOutcome', () => {
  it('lists every centre, unordered, before anything is chosen', () => {
    const shown = finderOutcome({ ...base, state: {} });
    expect(shown.results).toHaveLength(centres.length);
    expect(shown.status).toBe(`All ${centres.length} centres.`);
    expect(shown).toMatchObject({ busy: false, origin: undefined, note: undefined, problem: undefined });
  });

  it('says it is searching, and ignores an answer to an earlier query, until this one is answered', () => {
    const shown = finderOutcome({
      ...base,
      state: { q: 'Exeter' },
      queryString: 'q=Exeter',
      resolved: reading,
    });
    expect(shown.status).toBe('Finding centres near Exeter…');
    expect(shown).toMatchObject({ busy: true, origin: undefined, note: undefined, problem: undefined });
  });

  it('orders by distance from the place found, with its note', () => {
    const shown = finderOutcome({
      ...base,
      state: { q: 'Reading' },
      queryString: 'q=Reading',
      resolved: reading,
    });
    expect(shown.status).toBe(`${centres.length} centres, nearest to Reading first.`);
    expect(shown.origin).toEqual(reading.outcome.kind === 'origin' && reading.outcome.origin);
    expect(shown.note).toBe('Measured from Reading, Berkshire.');
    expect(shown.busy).toBe(false);
    const miles = shown.results.map((centre) => centre.miles ?? Number.NaN);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('measures from the visitor’s own position as "your location"', () => {
    const shown = finderOutcome({ ...base, state: { near: { lat: 50.72, lng: -3.53 } } });
    expect(shown.status).toBe(`${centres.length} centres, nearest to your location first.`);
    expect(shown.results[0]?.slug).toBe('exeter');
  });

  it('shows a search problem in place of results ordered by distance', () => {
    const shown = finderOutcome({
      ...base,
      state: { q: 'Atlantis' },
      queryString: 'q=Atlantis',
      resolved: {
        q: 'Atlantis',
        outcome: { kind: 'problem', reason: 'unknown-place', message: 'No such place.' },
      },
    });
    expect(shown).toMatchObject({ problem: 'No such place.', origin: undefined, busy: false });
    expect(shown.status).toBe(`All ${centres.length} centres.`);
  });

  it('keeps a geolocation problem only on the page it happened on', () => {
    const geoProblem = { message: geolocationMessages.denied, forQuery: 'type=workshops' };
    const state = { type: 'workshops' as const };
    expect(finderOutcome({ ...base, state, queryString: 'type=workshops', geoProblem }).problem).toBe(
      geolocationMessages.denied,
    );
    expect(finderOutcome({ ...base, state: {}, geoProblem }).problem).toBeUndefined();
  });

  it('says it is finding the visitor while the browser is asked', () => {
    const shown = finderOutcome({ ...base, state: {}, locating: true });
    expect(shown).toMatchObject({ status: 'Finding your location…', busy: true });
  });

  it('names the chosen type and passes its option on', () => {
    const shown = finderOutcome({ ...base, state: { type: 'workshops', q: 'Reading' }, resolved: reading });
    expect(shown.typeOption?.slug).toBe('workshops');
    expect(shown.filters).toEqual({ type: 'workshops', size: undefined, now: undefined });
    expect(shown.status).toMatch(/^\d+ centres? offering workshops, nearest to Reading first\.$/);
  });
});

describe('filtersOf', () => {
  it('keeps the filters and drops the place search', () => {
    expect(filtersOf({ type: 'workshops', size: '250-500', now: true, q: 'Reading' })).toEqual({
      type: 'workshops',
      size: '250-500',
      now: true,
    });
  });
});

describe('serviceNote', () => {
  it('explains a type that is never listed as units, and only that', () => {
    const virtual = typeOptions.find((option) => option.slug === 'virtual-offices');
    const workshops = typeOptions.find((option) => option.slug === 'workshops');
    expect(serviceNote(virtual)).toBe(
      'Virtual offices are a service, not a space: every centre that offers them can set one up for you now.',
    );
    expect(serviceNote(workshops)).toBeUndefined();
    expect(serviceNote(undefined)).toBeUndefined();
  });
});
