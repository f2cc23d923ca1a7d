import { describe, expect, it } from 'vitest';
import { amenities } from '@/domain/amenities';
import { centreFeatures } from '@/domain/centre-features';
import { centreHeroLineBounds, centreImage } from '@/domain/centre-directory';
import { centreSlugs } from '@/domain/centres';
import { site } from '@/domain/site';
import { workspaceTypeSlugs } from '@/domain/workspace-types';
import { comparableText } from '@/lib/comparable-text';
import { centresOffering, seedCentres as centres, workspaceTypesAt } from './centres';

const getCentre = (slug: string) => centres.find((centre) => centre.slug === slug)!;

const limitedFive = ['camberley', 'chepstow', 'crowborough', 'evesham', 'northfleet'] as const;

describe('what the seed centres offer (the spec’s availability rule)', () => {
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

  it('names each centre after the brand and its town', () => {
    expect(getCentre('romsey').name).toBe('Northlight Romsey');
  });

  it('falls back to the site’s centre illustration when a centre has no images', () => {
    const camberley = getCentre('camberley');
    expect(camberley.images).toEqual([]);
    expect(centreImage(camberley).src).toBe(site.fallbackCentreImage);
    expect(centreImage(getCentre('basingstoke')).src).toBe('/images/centres/centre-offices.svg');
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
