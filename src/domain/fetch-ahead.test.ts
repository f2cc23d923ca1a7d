import { describe, expect, it } from 'vitest';
import { fetchAheadAllowed } from './fetch-ahead';

describe('fetching ahead of the view', () => {
  it('goes ahead on a fast connection, or when the browser does not say', () => {
    expect(fetchAheadAllowed(undefined)).toBe(true);
    expect(fetchAheadAllowed({})).toBe(true);
    expect(fetchAheadAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it('never with Save-Data, nor on a connection slower than 4G', () => {
    expect(fetchAheadAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(fetchAheadAllowed({ saveData: true })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(fetchAheadAllowed({ saveData: false, effectiveType }), effectiveType).toBe(false);
  });
});
