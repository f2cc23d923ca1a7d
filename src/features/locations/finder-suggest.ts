import { placesMatching, simplifyPlaceName, type PlaceIndex } from '@/lib/geo/gazetteer';
import { looksLikePostcode } from '@/lib/geo/postcode';
import type { FinderCentre } from './finder-search';

/*
 * Suggestions for the finder's search box: our own towns first, then any UK place from the
 * gazetteer, most populous first. Loaded with the gazetteer on the first keystroke, so none of it
 * is in the page's first load.
 */

export type Suggestion = {
  /** What goes into the search box and the URL when picked: "Reading", "Newport (Wales)". */
  readonly value: string;
  /** A few words of context: "Northlight centre, Devon" or the nation. */
  readonly detail: string;
};

export const maxSuggestions = 8;

export function suggest(
  query: string,
  centres: readonly Pick<FinderCentre, 'town' | 'county'>[],
  places: PlaceIndex | undefined,
  limit = maxSuggestions,
): Suggestion[] {
  const wanted = simplifyPlaceName(query);
  if (wanted.length < 2 || looksLikePostcode(query)) return [];
  const ownTowns = centres
    .filter((centre) => simplifyPlaceName(centre.town).startsWith(wanted))
    .sort(
      (a, b) =>
        Number(simplifyPlaceName(b.town) === wanted) - Number(simplifyPlaceName(a.town) === wanted) ||
        a.town.localeCompare(b.town, 'en-GB'),
    )
    .map((centre) => ({ value: centre.town, detail: `Northlight centre, ${centre.county}` }));
  // Our towns are in the gazetteer too: list each once, as ours.
  const ours = new Set(centres.map((centre) => simplifyPlaceName(centre.town)));
  const others = places
    ? placesMatching(places, query, limit + ownTowns.length).filter((place) => !ours.has(place.key))
    : [];
  const toSuggestion = (place: (typeof others)[number]): Suggestion => ({
    value: place.label,
    detail: place.nation,
  });
  // A place of exactly the typed name comes before our towns that merely start with it.
  const exact = others.filter((place) => place.key === wanted);
  const rest = others.filter((place) => place.key !== wanted);
  return [...exact.map(toSuggestion), ...ownTowns, ...rest.map(toSuggestion)].slice(0, limit);
}
