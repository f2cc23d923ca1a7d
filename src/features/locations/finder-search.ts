import { isWorkspaceTypeSlug, type WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { sortByDistance, type LatLng, type WithDistance } from '@/lib/geo/distance';

/*
 * The finder's rules, kept pure so they can be tested without a browser: reading and writing the
 * URL state and choosing the centres to show. Turning what the visitor typed into a point is in
 * finder-resolve.ts, loaded on the first search. The component only wires these to the router,
 * fetch and geolocation.
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

/** The centres to show: those offering the chosen type, nearest first when there is an origin. */
export function finderResults<T extends FinderCentre>(
  centres: readonly T[],
  type: WorkspaceTypeSlug | undefined,
  origin: LatLng | undefined,
): (T & { readonly miles?: number })[] | WithDistance<T>[] {
  const offering = type ? centres.filter((centre) => centre.types.includes(type)) : [...centres];
  return origin ? sortByDistance(origin, offering) : offering;
}
