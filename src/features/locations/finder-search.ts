import {
  fromRentOf,
  isAvailableNow,
  listingCountsOf,
  rentBasisOf,
  rentPeriodOf,
  squareMetres,
  type UnitStatus,
} from '@/domain/unit-availability';
import { isWorkspaceTypeSlug, type WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { formatCalendarDay } from '@/lib/calendar-date';
import { formatPounds } from '@/lib/format';
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
  /** The centre's listed units (not let), with only what the filters and the cards need. */
  readonly units: readonly FinderUnit[];
};

/**
 * A listed unit as the finder sees it. The status and date travel as they are, not as a
 * build-time "free now" flag: the page is prerendered, so the browser decides with today's date.
 */
export type FinderUnit = {
  readonly type: WorkspaceTypeSlug;
  readonly sqFt: number;
  /** As shown: before VAT, or with it when business units are quoted inc. VAT (src/domain/prices.ts). */
  readonly rent: number;
  readonly vat: '+ VAT' | 'inc. VAT';
  readonly status: Exclude<UnitStatus, 'let'>;
  readonly availableFrom?: string;
};

/*
 * Size bands, in sq ft, lower bound included: the steps people search commercial space by. The
 * finder offers only the bands that hold at least one listed unit (sizeBandsIn), so the list grows
 * and shrinks with the inventory.
 */
export const sizeBands = [
  { id: 'under-250', min: 0, max: 250 },
  { id: '250-500', min: 250, max: 500 },
  { id: '500-1000', min: 500, max: 1000 },
  { id: '1000-2500', min: 1000, max: 2500 },
  { id: '2500-5000', min: 2500, max: 5000 },
  { id: '5000-plus', min: 5000, max: Number.POSITIVE_INFINITY },
] as const;
export type SizeBand = (typeof sizeBands)[number];
export type SizeBandId = SizeBand['id'];

const sizeBandById = new Map<string, SizeBand>(sizeBands.map((band) => [band.id, band]));
export const getSizeBand = (id: SizeBandId): SizeBand => sizeBandById.get(id)!;

export const isInBand = (sqFt: number, band: SizeBand) => sqFt >= band.min && sqFt < band.max;

const wholeNumber = new Intl.NumberFormat('en-GB');
const sqFtText = (sqFt: number) => wholeNumber.format(sqFt);

/** "Under 250 sq ft (23 m²)", "250–500 sq ft (23–46 m²)", "5,000 sq ft or more (465 m²)". */
export function sizeBandLabel(band: SizeBand): string {
  if (band.min === 0) return `Under ${sqFtText(band.max)} sq ft (${squareMetres(band.max)} m²)`;
  if (!Number.isFinite(band.max))
    return `${sqFtText(band.min)} sq ft or more (${sqFtText(squareMetres(band.min))} m²)`;
  return `${sqFtText(band.min)}–${sqFtText(band.max)} sq ft (${sqFtText(squareMetres(band.min))}–${sqFtText(squareMetres(band.max))} m²)`;
}

/** The bands that hold at least one listed unit anywhere, smallest first. */
export function sizeBandsIn(centres: readonly Pick<FinderCentre, 'units'>[]): SizeBand[] {
  return sizeBands.filter((band) =>
    centres.some((centre) => centre.units.some((unit) => isInBand(unit.sqFt, band))),
  );
}

/** What narrows the list (the place search only orders it). */
export type FinderFilters = {
  readonly type?: WorkspaceTypeSlug;
  readonly size?: SizeBandId;
  /** Only units free to move into today. */
  readonly now?: boolean;
};

export type FinderState = FinderFilters & {
  /** A town name, postcode or district, as typed. */
  readonly q?: string;
  /** The visitor's own position from "use my location", rounded to about 1 km. */
  readonly near?: LatLng;
};

const maxQueryLength = 60;

/** Reads the finder state from the query string; anything invalid is ignored, not an error. */
export function readFinderState(params: { get(name: string): string | null }): FinderState {
  const rawType = params.get('type');
  const rawSize = params.get('size');
  const rawQuery = params.get('q')?.trim().slice(0, maxQueryLength);
  const near = parseNear(params.get('near'));
  return {
    type: rawType && isWorkspaceTypeSlug(rawType) ? rawType : undefined,
    size: rawSize && sizeBandById.has(rawSize) ? (rawSize as SizeBandId) : undefined,
    // The checkbox sends now=1; a hand-written now=true or now=on means the same.
    now: ['1', 'true', 'on'].includes(params.get('now') ?? '') || undefined,
    q: rawQuery ? rawQuery : undefined,
    near: rawQuery ? undefined : near,
  };
}

/** The query string for a state (without "?"); empty when nothing is chosen. */
export function writeFinderState(state: FinderState): string {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.size) params.set('size', state.size);
  if (state.now) params.set('now', '1');
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

/** True when a size or "available now" is chosen: then only listed units can make a centre match. */
export const filtersByUnit = (filters: FinderFilters) => Boolean(filters.size || filters.now);

/** The listed units of a centre that meet every chosen filter. */
export function matchingUnits(
  centre: Pick<FinderCentre, 'units'>,
  filters: FinderFilters,
  today: string,
): FinderUnit[] {
  const band = filters.size ? getSizeBand(filters.size) : undefined;
  return centre.units.filter(
    (unit) =>
      (!filters.type || unit.type === filters.type) &&
      (!band || isInBand(unit.sqFt, band)) &&
      (!filters.now || isAvailableNow(unit, today)),
  );
}

/**
 * Whether a centre belongs in the list. A type alone keeps every centre that offers it (an advisor
 * can arrange what is not listed); with a size or "available now", a centre needs at least one
 * listed unit that meets all the chosen filters together.
 */
export function centreMatches(
  centre: Pick<FinderCentre, 'types' | 'units'>,
  filters: FinderFilters,
  today: string,
): boolean {
  if (filters.type && !centre.types.includes(filters.type)) return false;
  return !filtersByUnit(filters) || matchingUnits(centre, filters, today).length > 0;
}

/** The centres to show: those matching the filters, nearest first when there is an origin. */
export function finderResults<T extends FinderCentre>(
  centres: readonly T[],
  filters: FinderFilters,
  origin: LatLng | undefined,
  today: string,
): (T & { readonly miles?: number })[] | WithDistance<T>[] {
  const matching = centres.filter((centre) => centreMatches(centre, filters, today));
  return origin ? sortByDistance(origin, matching) : matching;
}

/** A type's units in a sentence: one "workshop", several "workshops". */
export type UnitNoun = { readonly one: string; readonly many: string };

/**
 * Why a centre is listed, for its card: "3 workshops available now · 250–1,200 sq ft · from £40
 * per week". The rent only with a type chosen (periods differ between types). Undefined when no
 * unit filter or type is chosen, or a type is chosen and nothing of it is listed there.
 */
export function matchSummary(
  centre: Pick<FinderCentre, 'units'>,
  filters: FinderFilters,
  today: string,
  noun: UnitNoun | undefined,
): string | undefined {
  if (!filters.type && !filtersByUnit(filters)) return undefined;
  // A type with no units at all (virtual offices, a service) has nothing to summarise.
  if (filters.type && !noun) return undefined;
  const units = matchingUnits(centre, filters, today);
  if (units.length === 0) return noun ? `No ${noun.many} listed here just now` : undefined;
  const { listed: count, underOffer } = listingCountsOf(units, today);
  const name = noun && filters.type ? (count === 1 ? noun.one : noun.many) : count === 1 ? 'unit' : 'units';
  const offer = underOffer === 0 ? '' : underOffer === count ? ' (under offer)' : ` (${underOffer} under offer)`;
  const parts = [`${count} ${name} ${filters.now ? 'available now' : 'listed'}${offer}`];
  const sizes = units.map((unit) => unit.sqFt);
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  parts.push(
    smallest === largest ? `${sqFtText(smallest)} sq ft` : `${sqFtText(smallest)}–${sqFtText(largest)} sq ft`,
  );
  // The "from" by the site's one rule (fromRentOf, decision 0038): units under offer never count.
  const from = filters.type ? fromRentOf(units, today) : undefined;
  if (filters.type && from) {
    const basis = rentBasisOf(filters.type) === 'desk' ? ' per desk' : '';
    const price = `from ${formatPounds(from.rent)}${basis} per ${rentPeriodOf(filters.type)} ${from.unit.vat}`;
    const later = from.kind === 'from' && from.later ? `; ${formatPounds(from.later.rent)} from ${formatCalendarDay(from.later.date)}` : '';
    parts.push(from.kind === 'next-free' ? `next free ${formatCalendarDay(from.date)}, ${price}` : `${price}${later}`);
  }
  return parts.join(' · ');
}

/** "under 250 sq ft", "of 250–500 sq ft", "of 5,000 sq ft or more": a band inside a sentence. */
export function sizeBandPhrase(band: SizeBand): string {
  if (band.min === 0) return `under ${sqFtText(band.max)} sq ft`;
  if (!Number.isFinite(band.max)) return `of ${sqFtText(band.min)} sq ft or more`;
  return `of ${sqFtText(band.min)}–${sqFtText(band.max)} sq ft`;
}

/** What the visitor asked for, in words: "workshops of 250–500 sq ft available now". */
export function wantedPhrase(filters: FinderFilters, typeWords: string | undefined): string {
  const what = typeWords ?? 'units';
  const size = filters.size ? ` ${sizeBandPhrase(getSizeBand(filters.size))}` : '';
  return `${what}${size}${filters.now ? ' available now' : filtersByUnit(filters) ? ' listed' : ''}`;
}

/**
 * The chosen type as the finder names it: its label ("Dog grooming"), its plural in a sentence
 * ("dog grooming units", "virtual offices") and its units' noun when it has units.
 */
export type TypeWords = { readonly label: string; readonly plural: string; readonly noun?: UnitNoun };

export const typePlural = (type: TypeWords) => type.plural;

/**
 * The finder's status line: "All 29 centres.", "23 centres offering dog grooming.", "4 centres with
 * workshops of 250–500 sq ft available now, nearest to Reading first."
 */
export function describeResults(
  count: number,
  filters: FinderFilters,
  type: TypeWords | undefined,
  originLabel: string | undefined,
): string {
  const centresText = `${count} ${count === 1 ? 'centre' : 'centres'}`;
  const which = filtersByUnit(filters)
    ? ` with ${wantedPhrase(filters, type && typePlural(type))}`
    : type
      ? ` offering ${type.label.toLowerCase()}`
      : '';
  if (originLabel) return `${centresText}${which}, nearest to ${originLabel} first.`;
  return which ? `${centresText}${which}.` : `All ${centresText}.`;
}

export type FilterName = 'type' | 'size' | 'now';

/**
 * When nothing matches: each chosen filter that, dropped on its own, would bring centres back,
 * with how many, so the empty state can offer exactly those ("Any size: 4 centres").
 */
export function relaxations(
  centres: readonly Pick<FinderCentre, 'types' | 'units'>[],
  filters: FinderFilters,
  today: string,
): { readonly drop: FilterName; readonly count: number }[] {
  const chosen = (['now', 'size', 'type'] as const).filter((name) => Boolean(filters[name]));
  return chosen.flatMap((drop) => {
    const relaxed = { ...filters, [drop]: undefined };
    const count = centres.filter((centre) => centreMatches(centre, relaxed, today)).length;
    return count > 0 ? [{ drop, count }] : [];
  });
}
