import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import type { SearchOrigin } from './finder-resolve';
import {
  describeResults,
  finderResults,
  type FinderCentre,
  type FinderFilters,
  type FinderState,
  type UnitNoun,
} from './finder-search';

/*
 * What the centre finder shows for a state of the URL, the search answered so far and any
 * geolocation problem: plain data, so the rules are tested without a browser or a router.
 */

export type TypeOption = {
  readonly slug: WorkspaceTypeSlug;
  readonly label: string;
  /** In a sentence: "workshops", "virtual offices". */
  readonly plural: string;
  /** How its units are called; absent for types that are never units (virtual offices). */
  readonly noun?: UnitNoun;
};

/** A centre as listed: the distance only when there is a place to measure from. */
export type ResultCentre = FinderCentre & { readonly miles?: number };

/** The answer to a place search, kept with the query it answers (a later search may be pending). */
export type ResolvedSearch = { readonly q: string; readonly outcome: SearchOrigin };

/** A "use my location" failure, kept with the query string of the page it happened on. */
export type GeoProblem = { readonly message: string; readonly forQuery: string };

export const geolocationMessages = {
  denied:
    'Location access is blocked, so we can’t find centres near you. Allow location for this site in your browser settings, or search by town or postcode instead.',
  unavailable: 'We couldn’t get your location just now. Try again, or search by town or postcode instead.',
  unsupported: 'Your browser can’t share its location. Search by town or postcode instead.',
} as const;

export const searchUnavailable: SearchOrigin = {
  kind: 'problem',
  reason: 'table-unavailable',
  message: 'We couldn’t load the search just now. Check your connection and try again.',
};

/** The filters of a state, without the place search. */
export const filtersOf = ({ type, size, now }: FinderState): FinderFilters => ({ type, size, now });

export function finderOutcome({
  state,
  queryString,
  resolved,
  geoProblem,
  locating,
  centres,
  typeOptions,
  today,
}: {
  readonly state: FinderState;
  /** The URL's query string, which a geolocation problem belongs to. */
  readonly queryString: string;
  readonly resolved?: ResolvedSearch;
  readonly geoProblem?: GeoProblem;
  readonly locating: boolean;
  readonly centres: readonly FinderCentre[];
  readonly typeOptions: readonly TypeOption[];
  readonly today: string;
}) {
  const outcome = state.q && resolved?.q === state.q ? resolved.outcome : undefined;
  const searching = Boolean(state.q) && !outcome;
  const origin = state.near ?? (outcome?.kind === 'origin' ? outcome.origin : undefined);
  const originLabel = state.near ? 'your location' : outcome?.kind === 'origin' ? outcome.label : undefined;
  const filters = filtersOf(state);
  const results: readonly ResultCentre[] = finderResults(centres, filters, origin, today);
  const note = outcome?.kind === 'origin' ? outcome.note : undefined;
  // A geolocation problem belongs to the page it happened on; any later navigation clears it.
  const problem =
    outcome?.kind === 'problem'
      ? outcome.message
      : geoProblem?.forQuery === queryString
        ? geoProblem.message
        : undefined;
  const typeOption = typeOptions.find((option) => option.slug === state.type);
  const status = searching
    ? `Finding centres near ${state.q}…`
    : locating
      ? 'Finding your location…'
      : describeResults(results.length, filters, typeOption, originLabel);
  return {
    filters,
    typeOption,
    results,
    status,
    problem,
    note: searching ? undefined : note,
    origin: searching ? undefined : origin,
    busy: searching || locating,
  };
}

/** Why a type has nothing to list when it is never listed as units (a service, not a space). */
export function serviceNote(typeOption: TypeOption | undefined): string | undefined {
  return typeOption && !typeOption.noun
    ? `${typeOption.plural.charAt(0).toUpperCase()}${typeOption.plural.slice(1)} are a service, not a space: every centre that offers them can set one up for you now.`
    : undefined;
}
