import { describe, expect, it } from 'vitest';
import { amenities, getAmenity } from './amenities';
import { centreFeatures } from './centre-features';
import { centreSlugs, centreTowns, getCentreTown, isCentreSlug } from './centres';

describe('centre towns', () => {
  it('are the 29 towns of the spec, once each, in alphabetical order', () => {
    expect(centreTowns).toHaveLength(29);
    expect(centreTowns.map((town) => town.slug)).toEqual([...centreSlugs]);
  });

  it('keeps the existing lookups working', () => {
    expect(isCentreSlug('romsey')).toBe(true);
    expect(isCentreSlug('atlantis')).toBe(false);
    expect(getCentreTown('romsey').outcode).toBe('SO51');
  });
});

describe('amenities and features', () => {
  it('has the spec’s amenity ids, parking at 19', () => {
    expect(amenities.map((amenity) => amenity.id).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8, 19]);
    expect(getAmenity(19).text).toBe('Parking');
  });

  it('has features 2 to 33 including the spec’s examples', () => {
    expect(centreFeatures.map((feature) => feature.id)).toEqual(
      Array.from({ length: 32 }, (_, index) => index + 2),
    );
    const texts = centreFeatures.map((feature) => feature.text.toLowerCase());
    for (const example of [
      '24-hour cctv',
      'airport location',
      'elevator',
      'secure underground parking',
      'on-site dry cleaning',
      'bicycle storage',
    ]) {
      expect(texts).toContain(example);
    }
  });
});
