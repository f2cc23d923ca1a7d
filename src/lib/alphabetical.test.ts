import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/content/centres';
import { seedCentres } from '@/content/centre-directory';
import { alphabeticalByTown } from './alphabetical';

describe('centre lists', () => {
  it('sort by town, ignoring case, with spaces and hyphens as written', () => {
    const towns = ['Shoreham-by-Sea', 'high wycombe', 'Haywards Heath', 'Chester', 'Chepstow'].map(
      (town) => ({
        town,
      }),
    );
    expect(alphabeticalByTown(towns).map((item) => item.town)).toEqual([
      'Chepstow',
      'Chester',
      'Haywards Heath',
      'high wycombe',
      'Shoreham-by-Sea',
    ]);
  });

  it('are alphabetical at the source: the towns and the centres an empty database is seeded with', () => {
    const sorted = [...centreTowns.map((centre) => centre.town)].sort((a, b) => a.localeCompare(b, 'en-GB'));
    expect(centreTowns.map((centre) => centre.town)).toEqual(sorted);
    expect(seedCentres.map((centre) => centre.town)).toEqual(sorted);
    expect(sorted[0]).toBe('Andover');
    expect(sorted.at(-1)).toBe('Winchester');
  });
});
