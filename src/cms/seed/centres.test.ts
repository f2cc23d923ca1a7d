import { describe, expect, it } from 'vitest';
import { amenities, getAmenity } from './amenities';
import { centreFeatures } from './centre-features';
import { comparableText } from '@/lib/comparable-text';
import { centreHeroLineBounds, centreImage, seedCentres as centres } from './centre-directory';

const getCentre = (slug: string) => centres.find((centre) => centre.slug === slug)!;
import {
  centreSlugs,
  centresOffering,
  centreTowns,
  getCentreTown,
  isCentreSlug,
  workspaceTypesAt,
} from './centres';
import { site } from './site';
import { workspaceTypeSlugs } from './workspace-types';

const limitedFive = ['camberley', 'chepstow', 'crowborough', 'evesham', 'northfleet'] as const;

describe('availability rule', () => {
  it.each(limitedFive)(
    '%s offers only training centres, repair shops, meeting rooms, virtual offices and coworking',
    (slug) => {
      expect(workspaceTypesAt(slug)).toEqual([
        'training-centres',
        'repair-shops',
        'meeting-rooms',
        'virtual-offices',
        'coworking-spaces',
      ]);
    },
  );

  it('shoreham-by-sea offers only training centres, meeting rooms, virtual offices and coworking', () => {
    expect(workspaceTypesAt('shoreham-by-sea')).toEqual([
      'training-centres',
      'meeting-rooms',
      'virtual-offices',
      'coworking-spaces',
    ]);
  });

  it('every other centre offers all 15 types', () => {
    const others = centreSlugs.filter(
      (slug) => !(limitedFive as readonly string[]).includes(slug) && slug !== 'shoreham-by-sea',
    );
    expect(others).toHaveLength(23);
    for (const slug of others) expect(workspaceTypesAt(slug)).toEqual(workspaceTypeSlugs);
  });

  it('workspace pages list centres from the same rule', () => {
    expect(centresOffering('workshops')).toHaveLength(23);
    expect(centresOffering('repair-shops')).toHaveLength(28);
    expect(centresOffering('repair-shops').map((centre) => centre.slug)).not.toContain('shoreham-by-sea');
    expect(centresOffering('meeting-rooms')).toHaveLength(29);
  });
});

describe('centre records', () => {
  it('has all 29 centres of the spec, once each, in alphabetical order like the towns', () => {
    expect(centres).toHaveLength(29);
    expect(centres.map((centre) => centre.slug)).toEqual([...centreSlugs]);
    expect(centreTowns.map((town) => town.slug)).toEqual([...centreSlugs]);
  });

  it('keeps every postcode in the town’s real district', () => {
    for (const centre of centres) {
      expect(centre.address.zipCode.split(' ')[0], centre.slug).toBe(centre.outcode);
      expect(centre.address.city).toBe(centre.town);
      expect(centre.address.stateOrProvince).toBe(centre.county);
    }
  });

  it('uses only known amenity and feature ids and unique phone numbers', () => {
    const amenityIds = new Set(amenities.map((amenity) => amenity.id));
    const featureIds = new Set(centreFeatures.map((feature) => feature.id));
    for (const centre of centres) {
      for (const id of centre.amenityIds) expect(amenityIds.has(id)).toBe(true);
      for (const id of centre.featureIds) expect(featureIds.has(id)).toBe(true);
    }
    expect(new Set(centres.map((centre) => centre.phone.e164)).size).toBe(29);
  });

  it('keeps the existing lookups working', () => {
    expect(isCentreSlug('romsey')).toBe(true);
    expect(isCentreSlug('atlantis')).toBe(false);
    expect(getCentreTown('romsey').outcode).toBe('SO51');
    expect(getCentre('romsey').name).toBe('Northlight Romsey');
  });

  it('falls back to the site’s centre illustration when a centre has no images', () => {
    const camberley = getCentre('camberley');
    expect(camberley.images).toEqual([]);
    expect(centreImage(camberley).src).toBe(site.fallbackCentreImage);
    expect(centreImage(getCentre('basingstoke')).src).toBe('/images/centres/centre-offices.svg');
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

describe('centre hero lines', () => {
  // Words that name a workspace type: a centre's line may name only what the centre offers.
  const typeWords: readonly (readonly [RegExp, string])[] = [
    [/\bworkshops?\b/i, 'workshops'],
    [/\bretail\b/i, 'retail-spaces'],
    [/\bstorage\b/i, 'storage-spaces'],
    [/\bstudios?\b/i, 'studios'],
    [/\bdistribution\b/i, 'distribution-centres'],
    [/\blabs?\b/i, 'tech-labs'],
    [/\bcafés?\b/i, 'cafes'],
    [/\boffices\b/i, 'office-spaces'],
    [/\btraining\b/i, 'training-centres'],
    [/\brepairs?\b/i, 'repair-shops'],
    [/\bcoworking\b|\bdesks\b/i, 'coworking-spaces'],
    [/\bmeeting rooms\b|\bmeetings\b/i, 'meeting-rooms'],
  ];

  it('gives every one of the 29 centres its own line, within the bounds (at most 48 characters)', () => {
    const lines = centres.map((centre) => centre.heroLine);
    expect(lines).toHaveLength(29);
    expect(new Set(lines.map(comparableText)).size).toBe(29);
    for (const centre of centres) {
      expect(centre.heroLine.length, centre.slug).toBeGreaterThanOrEqual(centreHeroLineBounds.min);
      expect(centre.heroLine.length, centre.slug).toBeLessThanOrEqual(centreHeroLineBounds.max);
      // It adds to the summary shown under it rather than repeating its opening.
      expect(centre.summary.toLowerCase(), centre.slug).not.toContain(centre.heroLine.slice(0, 20).toLowerCase());
      expect(centre.heroLine, centre.slug).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('names only workspace types the centre offers', () => {
    for (const centre of centres) {
      for (const [word, type] of typeWords) {
        if (word.test(centre.heroLine))
          expect(centre.offers, `${centre.slug}: ${centre.heroLine}`).toContain(type);
      }
    }
  });
});
