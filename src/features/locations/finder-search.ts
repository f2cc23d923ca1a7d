import { isWorkspaceTypeSlug, type WorkspaceTypeSlug } from '@/content/workspace-type-slugs';
import { sortByDistance, type LatLng, type WithDistance } from '@/lib/geo/distance';
import { lookupOutcode, type OutcodeTable } from '@/lib/geo/outcodes';
import { looksLikePostcode, parsePostcode } from '@/lib/geo/postcode';

/*
 * The finder's rules, kept pure so they can be tested without a browser: reading and writing the
 * URL state, and turning what the visitor typed into a point to measure from (or a clear reason
 * why not). The component only wires these to the router, fetch and geolocation.
 */

/** What the finder needs to know about a centre; passed from the server as plain data. */
export type FinderCentre = {
  readonly slug: string;
  readonly name: string;
  readonly town: string;
  readonly county: string;
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly types: readonly WorkspaceTypeSlug[];
  readonly image: { readonly src: string; readonly alt: string };
};

export type FinderState = {
  readonly type?: WorkspaceTypeSlug;
  /** A town name, postcode or district, as typed. */
  readonly q?: string;
  /** The visitor's own position from "use my location", rounded to about 1 km. */
  readonly near?: LatLng;
};

const maxQueryLength = 60;

/** Reads the finder state from the query string; anything invalid is ignored, not an error. */
export function readFinderState(params: { get(name: string): string | null }): FinderState {
  const rawType = params.get('type');
  const rawQuery = params.get('q')?.trim().slice(0, maxQueryLength);
  const near = parseNear(params.get('near'));
  return {
    type: rawType && isWorkspaceTypeSlug(rawType) ? rawType : undefined,
    q: rawQuery ? rawQuery : undefined,
    near: rawQuery ? undefined : near,
  };
}

/** The query string for a state (without "?"); empty when nothing is chosen. */
export function writeFinderState(state: FinderState): string {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.q) params.set('q', state.q);
  else if (state.near) params.set('near', `${roundTo2(state.near.lat)},${roundTo2(state.near.lng)}`);
  return params.toString();
}

/** Two decimals (about 1 km): enough to rank centres, and it does not put a home address in the URL. */
export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

function parseNear(raw: string | null): LatLng | undefined {
  const match = raw ? /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(raw) : null;
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

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

/** The centres to show: those offering the chosen type, nearest first when there is an origin. */
export function finderResults<T extends FinderCentre>(
  centres: readonly T[],
  type: WorkspaceTypeSlug | undefined,
  origin: LatLng | undefined,
): (T & { readonly miles?: number })[] | WithDistance<T>[] {
  const offering = type ? centres.filter((centre) => centre.types.includes(type)) : [...centres];
  return origin ? sortByDistance(origin, offering) : offering;
}
