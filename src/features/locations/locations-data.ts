import { centreImage, type Centre } from '@/domain/centre-directory';
import { workspaceTypes } from '@/domain/workspace-types';
import { nearestPlaces } from '@/lib/geo/distance';
import { formatAddress } from '@/lib/format';
import type { FinderCentre } from './finder-search';
import type { TypeOption } from './centre-finder';
import type { MapCentre } from './uk-map';

/* The plain data the locations pages hand to the finder and the map, from the published centres. */

export function finderCentres(centres: readonly Centre[]): FinderCentre[] {
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
  }));
}

export function finderTypeOptions(): TypeOption[] {
  return workspaceTypes.map((type) => ({ slug: type.slug, label: type.label }));
}

export function mapCentres(centres: readonly Centre[]): MapCentre[] {
  return centres.map(({ slug, name, town, county, lat, lng }) => ({ slug, name, town, county, lat, lng }));
}

/** The three centres nearest to this one, with distances. */
export function nearbyCentres(centre: Centre, centres: readonly Centre[], count = 3) {
  return nearestPlaces(centre, centres, count);
}
