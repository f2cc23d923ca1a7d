import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { indexGazetteer, parseGazetteer } from '@/lib/geo/gazetteer';
import { maxSuggestions, suggest } from './finder-suggest';

const places = indexGazetteer(
  parseGazetteer(
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/data/gb-places.json'), 'utf8')),
  ),
);
const values = (query: string) => suggest(query, centreTowns, places).map((s) => s.value);

describe('finder suggestions', () => {
  it('suggests Reading for "Read", with its nation', () => {
    expect(values('Read')[0]).toBe('Reading');
    expect(suggest('Read', centreTowns, places)[0]).toEqual({ value: 'Reading', detail: 'England' });
  });

  it('puts our own towns first, once each, marked as ours', () => {
    const found = suggest('Ch', centreTowns, places);
    expect(found.slice(0, 4)).toEqual([
      { value: 'Chepstow', detail: 'Northlight centre, Monmouthshire' },
      { value: 'Chester', detail: 'Northlight centre, Cheshire' },
      { value: 'Chichester', detail: 'Northlight centre, West Sussex' },
      { value: 'Christchurch', detail: 'Northlight centre, Dorset' },
    ]);
    expect(found.filter((s) => s.value === 'Chester')).toHaveLength(1);
  });

  it('puts a place of exactly the typed name before our towns that only start with it', () => {
    expect(values('Cam').slice(0, 1)).toEqual(['Camberley']);
    expect(values('Bath')[0]).toBe('Bath');
  });

  it('names the nation when a name is shared across nations', () => {
    expect(values('Newport').slice(0, 2)).toEqual(['Newport (Wales)', 'Newport (England)']);
  });

  it('gives at most eight, nothing for one letter or a postcode, and our towns without the gazetteer', () => {
    expect(values('St')).toHaveLength(maxSuggestions);
    expect(values('R')).toEqual([]);
    expect(values('RG1')).toEqual([]);
    expect(suggest('win', centreTowns, undefined).map((s) => s.value)).toEqual(['Winchester']);
  });
});
