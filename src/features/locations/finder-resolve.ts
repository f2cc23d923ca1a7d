import type { LatLng } from '@/lib/geo/distance';
import { lookupOutcode, type OutcodeTable } from '@/lib/geo/outcodes';
import { looksLikePostcode, parsePostcode } from '@/lib/geo/postcode';
import type { FinderCentre } from './finder-search';

/*
 * Turning what the visitor typed into a point to measure from, or a clear reason why not. Apart
 * from finder-search.ts because only a search needs it: the finder loads it on the first search,
 * so the postcode rules and messages are not part of the page's first load.
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
  | { readonly kind: 'origin'; readonly origin: LatLng; readonly label: string }
  | {
      readonly kind: 'problem';
      readonly reason: 'malformed' | 'unknown-district' | 'outside-great-britain' | 'table-unavailable';
      readonly message: string;
    };

export type SearchDependencies = { loadOutcodeTable(): Promise<OutcodeTable> };

/**
 * Turns a query into a point. Town names are answered from the centre list; postcodes need the
 * district table, which is only loaded (once) when a postcode is actually searched for.
 */
export async function resolveSearch(
  query: string,
  centres: readonly Pick<FinderCentre, 'slug' | 'town' | 'lat' | 'lng'>[],
  dependencies: SearchDependencies,
): Promise<SearchOrigin> {
  const trimmed = query.trim();
  if (!looksLikePostcode(trimmed)) {
    const town = findTown(trimmed, centres);
    if (town) return { kind: 'origin', origin: { lat: town.lat, lng: town.lng }, label: town.town };
    return {
      kind: 'problem',
      reason: 'malformed',
      message: `“${trimmed}” isn’t one of our towns or a UK postcode. Try a town such as Exeter, a full postcode such as SO14 3AB, or a district such as SO14.`,
    };
  }

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
