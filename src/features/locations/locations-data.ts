import { centreImage, type Centre } from '@/domain/centre-directory';
import { shownPounds, vatSuffixOf, type VatQuoting } from '@/domain/prices';
import { unitWorkspaceTypes, type Unit } from '@/domain/units';
import { workspaceTypes, type WorkspaceTypeSlug } from '@/domain/workspace-types';
import { nearestPlaces } from '@/lib/geo/distance';
import { formatAddress } from '@/lib/format';
import type { FinderCentre, FinderUnit, UnitNoun } from './finder-search';
import type { TypeOption } from './finder-outcome';
import type { MapCentre } from './uk-map';

/* The plain data the locations pages hand to the finder and the map, from the published centres. */

/** The listed units (getListedUnits) go with their centre, trimmed to what the finder reads. */
export function finderCentres(
  centres: readonly Centre[],
  units: readonly Unit[],
  quoting: VatQuoting,
): FinderCentre[] {
  return centres.map((centre) => ({
    slug: centre.slug,
    name: centre.name,
    town: centre.town,
    county: centre.county,
    lat: centre.lat,
    lng: centre.lng,
    address: formatAddress(centre.address),
    types: centre.offers,
    image: centreImage(centre),
    units: units.filter((unit) => unit.centre === centre.slug).map((unit) => finderUnit(unit, quoting)),
  }));
}

function finderUnit(unit: Unit, quoting: VatQuoting): FinderUnit {
  if (unit.status === 'let') throw new Error(`A let unit is never listed: ${unit.reference}`);
  return {
    type: unit.workspaceType,
    sqFt: unit.sizeSqFt,
    rent: shownPounds(unit.rent, unit.workspaceType, quoting),
    vat: vatSuffixOf(unit.workspaceType, quoting),
    status: unit.status,
    ...(unit.status === 'available-from' && unit.availableFrom ? { availableFrom: unit.availableFrom } : {}),
  };
}

/** Coworking is let by the floor (and priced by the desk); every other type's unit is its short label. */
const unitNounOverrides: Partial<Record<WorkspaceTypeSlug, UnitNoun>> = {
  'coworking-spaces': { one: 'coworking floor', many: 'coworking floors' },
  'training-centres': { one: 'training suite', many: 'training suites' },
  'distribution-centres': { one: 'distribution unit', many: 'distribution units' },
};

/** The type filter's options; types that are never units (virtual offices) have no unit noun. */
export function finderTypeOptions(): TypeOption[] {
  const unitTypes = new Set<WorkspaceTypeSlug>(unitWorkspaceTypes);
  return workspaceTypes.map((type) => {
    const one = type.shortLabel.toLowerCase();
    const noun = unitNounOverrides[type.slug] ?? { one, many: `${one}s` };
    return {
      slug: type.slug,
      label: type.label,
      plural: noun.many,
      ...(unitTypes.has(type.slug) ? { noun } : {}),
    };
  });
}

export function mapCentres(centres: readonly Centre[]): MapCentre[] {
  return centres.map(({ slug, name, town, county, lat, lng }) => ({ slug, name, town, county, lat, lng }));
}

/** The three centres nearest to this one, with distances. */
export function nearbyCentres(centre: Centre, centres: readonly Centre[], count = 3) {
  return nearestPlaces(centre, centres, count);
}
