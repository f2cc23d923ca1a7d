import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { seedCentres } from './centres';

// Moved from src/lib/alphabetical.test.ts: lib may not import the data it is applied to.
describe('centre lists', () => {
  it('are alphabetical at the source: the towns and the centres an empty database is seeded with', () => {
    const sorted = [...centreTowns.map((centre) => centre.town)].sort((a, b) => a.localeCompare(b, 'en-GB'));
    expect(centreTowns.map((centre) => centre.town)).toEqual(sorted);
    expect(seedCentres.map((centre) => centre.town)).toEqual(sorted);
    expect(sorted[0]).toBe('Andover');
    expect(sorted.at(-1)).toBe('Winchester');
  });
});
