import { describe, expect, it } from 'vitest';
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
});
