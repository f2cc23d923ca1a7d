import type { LatLng } from '@/lib/geo/distance';
import { lookupPlace, placesMatching, type PlaceIndex } from '@/lib/geo/gazetteer';
import { lookupOutcode, type OutcodeTable } from '@/lib/geo/outcodes';
import { looksLikePostcode, parsePostcode } from '@/lib/geo/postcode';
import type { FinderCentre } from './finder-search';

/*
 * Turning what the visitor typed into a point to measure from, or a clear reason why not. Apart
 * from finder-search.ts because only a search needs it: the finder loads it on the first search,
 * so the postcode rules, the gazetteer lookups and the messages are not part of the page's first load.
 */

const simplify = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A centre whose town (or slug) is, or starts with, what was typed: "shoreham" finds Shoreham-by-Sea. */
export function findTown<T extends Pick<FinderCentre, 'slug' | 'town'>>(
  query: string,
  centres: readonly T[],
): T | undefined {
  const wanted = simplify(query);
  if (wanted.length < 3) return undefined;
  return (
    centres.find((centre) => simplify(centre.town) === wanted) ??
    centres.find(
      (centre) => simplify(centre.town).startsWith(wanted) || simplify(centre.slug).startsWith(wanted),
    )
  );
}

export type SearchOrigin =
  | {
      readonly kind: 'origin';
      readonly origin: LatLng;
      readonly label: string;
      /** Said beside the results when the name was ambiguous: which place we measured from. */
      readonly note?: string;
    }
  | {
      readonly kind: 'problem';
      readonly reason:
        'malformed' | 'unknown-place' | 'unknown-district' | 'outside-great-britain' | 'table-unavailable';
      readonly message: string;
    };

export type SearchDependencies = {
  loadOutcodeTable(): Promise<OutcodeTable>;
  loadPlaces(): Promise<PlaceIndex>;
};

type SearchCentre = Pick<FinderCentre, 'slug' | 'town' | 'lat' | 'lng'>;

/**
 * Turns a query into a point. One of our own towns is answered from the centre list; any other
 * place from the gazetteer, and postcodes from the district table, each loaded once, when needed.
 */
export async function resolveSearch(
  query: string,
  centres: readonly SearchCentre[],
  dependencies: SearchDependencies,
): Promise<SearchOrigin> {
  const trimmed = query.trim();
  return looksLikePostcode(trimmed)
    ? resolvePostcode(trimmed, dependencies)
    : resolvePlace(trimmed, centres, dependencies);
}

const fromCentre = (centre: SearchCentre): SearchOrigin => ({
  kind: 'origin',
  origin: { lat: centre.lat, lng: centre.lng },
  label: centre.town,
});

async function resolvePlace(
  trimmed: string,
  centres: readonly SearchCentre[],
  dependencies: SearchDependencies,
): Promise<SearchOrigin> {
  const ownTown = centres.find((centre) => simplify(centre.town) === simplify(trimmed));
  if (ownTown) return fromCentre(ownTown);

  let index: PlaceIndex;
  try {
    index = await dependencies.loadPlaces();
  } catch {
    // Without the gazetteer our own towns can still be found by the start of their name.
    const town = findTown(trimmed, centres);
    if (town) return fromCentre(town);
    return {
      kind: 'problem',
      reason: 'table-unavailable',
      message:
        'We couldn’t load the list of towns just now. Check your connection and try again, or search by postcode.',
    };
  }

  const exact = lookupPlace(index, trimmed);
  if (exact) {
    const note =
      exact.sameName > 1
        ? `There are ${exact.sameName} places called ${exact.name}; we used the largest${
            exact.label === exact.name ? '' : `, in ${exact.nation}`
          }. Add a postcode to be more precise.`
        : undefined;
    return {
      kind: 'origin',
      origin: { lat: exact.lat, lng: exact.lng },
      label: exact.label,
      ...(note ? { note } : {}),
    };
  }
  const town = findTown(trimmed, centres);
  if (town) return fromCentre(town);
  const [partial] = simplify(trimmed).length >= 3 ? placesMatching(index, trimmed, 1) : [];
  if (partial)
    return { kind: 'origin', origin: { lat: partial.lat, lng: partial.lng }, label: partial.label };

  return {
    kind: 'problem',
    reason: 'unknown-place',
    message: `We can’t find “${trimmed}” among UK towns, villages or postcodes. Check the spelling, or try a nearby town such as Reading, a full postcode such as SO14 3AB, or a district such as SO14.`,
  };
}

async function resolvePostcode(trimmed: string, dependencies: SearchDependencies): Promise<SearchOrigin> {
  const parsed = parsePostcode(trimmed);
  if (parsed.kind === 'malformed') {
    return {
      kind: 'problem',
      reason: 'malformed',
      message: `“${trimmed}” doesn’t look like a UK postcode. Try a full postcode such as SO14 3AB or a district such as SO14.`,
    };
  }
  if (parsed.kind === 'outside-great-britain') {
    return {
      kind: 'problem',
      reason: 'outside-great-britain',
      message: `${parsed.display} is in ${parsed.region}. Our postcode finder covers Great Britain only, and all our centres are in England and Wales. Pick a centre from the list, or call us and we’ll help.`,
    };
  }

  let table: OutcodeTable;
  try {
    table = await dependencies.loadOutcodeTable();
  } catch {
    return {
      kind: 'problem',
      reason: 'table-unavailable',
      message:
        'We couldn’t load the postcode finder just now. Check your connection and try again, or search by town.',
    };
  }
  const point = lookupOutcode(table, parsed.outcode);
  if (!point) {
    return {
      kind: 'problem',
      reason: 'unknown-district',
      message: `We can’t find the postcode district ${parsed.outcode}. Check the postcode, or search by town instead.`,
    };
  }
  return { kind: 'origin', origin: point, label: parsed.display };
}
