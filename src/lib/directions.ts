/*
 * "Directions" links for a centre page: plain links that open the visitor's own map app (or the
 * map site in the browser), with the centre as the destination and the visitor's position as the
 * start, which the map app knows and we never do. Nothing is loaded from either map service
 * before the click. Why these URLs: docs/decisions/0015-directions-links.md.
 */

export type DirectionsLink = { readonly provider: 'Google Maps' | 'Apple Maps'; readonly href: string };

/**
 * destination: the postal address, postcode included, as one line. Google's documented Maps URLs
 * (`/maps/dir/?api=1&destination=`) open the Google Maps app on Android and iOS when installed;
 * Apple's Map Links (`maps.apple.com/?daddr=`) open Maps on iPhone, iPad and Mac, and Apple's
 * web map elsewhere.
 */
export function directionsLinks(destination: string): DirectionsLink[] {
  const google = new URLSearchParams({ api: '1', destination });
  const apple = new URLSearchParams({ daddr: destination });
  return [
    { provider: 'Google Maps', href: `https://www.google.com/maps/dir/?${google.toString()}` },
    { provider: 'Apple Maps', href: `https://maps.apple.com/?${apple.toString()}` },
  ];
}
