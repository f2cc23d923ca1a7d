import { describe, expect, it } from 'vitest';
import { haversineMiles, nearestPlaces, sortByDistance } from './distance';

const southampton = { slug: 'southampton', lat: 50.9049, lng: -1.4043 };
const winchester = { slug: 'winchester', lat: 51.0618, lng: -1.311 };
const exeter = { slug: 'exeter', lat: 50.7226, lng: -3.5326 };
const ipswich = { slug: 'ipswich', lat: 52.0571, lng: 1.1528 };

describe('haversineMiles', () => {
  it('is zero from a place to itself', () => {
    expect(haversineMiles(southampton, southampton)).toBe(0);
  });

  it('matches known distances between towns within half a mile', () => {
    // Southampton to Winchester is about 11.6 miles as the crow flies.
    expect(haversineMiles(southampton, winchester)).toBeCloseTo(11.6, 0);
    // London (Charing Cross) to Edinburgh (Waverley) is about 332 miles.
    expect(haversineMiles({ lat: 51.5073, lng: -0.1276 }, { lat: 55.9521, lng: -3.1896 })).toBeGreaterThan(
      329,
    );
    expect(haversineMiles({ lat: 51.5073, lng: -0.1276 }, { lat: 55.9521, lng: -3.1896 })).toBeLessThan(335);
  });

  it('is symmetric', () => {
    expect(haversineMiles(exeter, ipswich)).toBeCloseTo(haversineMiles(ipswich, exeter), 10);
  });
});

describe('sorting', () => {
  it('sorts nearest first with miles attached', () => {
    const sorted = sortByDistance(winchester, [exeter, ipswich, southampton]);
    expect(sorted.map((place) => place.slug)).toEqual(['southampton', 'exeter', 'ipswich']);
    expect(sorted[0]?.miles).toBeCloseTo(11.6, 0);
  });

  it('lists the nearest others, leaving out the origin itself', () => {
    const nearest = nearestPlaces(southampton, [southampton, winchester, exeter, ipswich], 2);
    expect(nearest.map((place) => place.slug)).toEqual(['winchester', 'exeter']);
  });
});
