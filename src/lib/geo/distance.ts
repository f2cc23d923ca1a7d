/*
 * Great-circle distance. The haversine formula on a sphere is within 0.5% of the ellipsoid over
 * the distances we show, which is far finer than a district centroid anyway.
 */

export type LatLng = { readonly lat: number; readonly lng: number };

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const earthRadiusMiles = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}

export type WithDistance<T> = T & { readonly miles: number };

/** Places sorted nearest first, each with its distance in miles; ties keep their input order. */
export function sortByDistance<T extends LatLng>(origin: LatLng, places: readonly T[]): WithDistance<T>[] {
  return places
    .map((place, index) => ({ place, index, miles: haversineMiles(origin, place) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map(({ place, miles }) => ({ ...place, miles }));
}

/** The `limit` places nearest to the origin, leaving out any at the origin's own slug. */
export function nearestPlaces<T extends LatLng & { readonly slug: string }>(
  origin: LatLng & { readonly slug?: string },
  places: readonly T[],
  limit: number,
): WithDistance<T>[] {
  return sortByDistance(
    origin,
    places.filter((place) => place.slug !== origin.slug),
  ).slice(0, limit);
}
