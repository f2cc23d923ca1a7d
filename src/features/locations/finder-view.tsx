import type { LatLng } from '@/lib/geo/distance';
import { CentreCard } from './centre-card';
import { FinderForm, type FinderFormProps } from './finder-form';
import { FinderMap } from './finder-map';
import type { ResultCentre } from './finder-outcome';

/**
 * The finder's markup, drawn the same with and without script: without the handlers it is the
 * plain form and every centre (CentreFinderFallback).
 */
export function FinderView(
  props: FinderFormProps & {
    results: readonly ResultCentre[];
    status: string;
    problem?: string;
    note?: string;
    origin?: LatLng;
    map: React.ReactNode;
    /** Why a centre is listed, for its card (see matchSummary). */
    summaryOf?: (centre: ResultCentre) => string | undefined;
    /** Shown instead of the list when nothing matches. */
    emptyState?: React.ReactNode;
    onClear?: () => void;
    onClearFilters?: () => void;
  },
) {
  const {
    state,
    typeOptions,
    results,
    status,
    problem,
    note,
    origin,
    map,
    summaryOf,
    emptyState,
    onClear,
    onClearFilters,
  } = props;
  const hasSearch = Boolean(state.q || state.near);
  const hasFilters = Boolean(state.type || state.size || state.now);
  return (
    // One grid, three areas. The list comes before the map in the document and on a phone (where
    // the map folds away behind "Show map"); from tablet width the map is open and sits above the
    // list, and on a desktop beside the search form.
    <div className="grid gap-10 [grid-template-areas:'form'_'list'_'map'] tablet:[grid-template-areas:'form'_'map'_'list'] desktop:grid-cols-[1fr_1.1fr] desktop:items-start desktop:[grid-template-areas:'form_map'_'list_list']">
      <div className="space-y-6 [grid-area:form]">
        <h2 id="find-a-centre" className="text-3xl font-extrabold tablet:text-4xl">
          Find your nearest centre
        </h2>
        <p className="max-w-xl text-lg text-ink-soft">
          Type any UK town, village or postcode, or let your browser share your location. Distances are worked
          out on your device; your location is not sent to us.
        </p>
        <FinderForm {...props} />
        <div aria-live="polite" className="space-y-3">
          {problem ? (
            <p
              className="rounded-lg border-l-4 border-danger bg-white p-4 font-semibold text-danger"
              data-testid="finder-problem"
            >
              {problem}
            </p>
          ) : null}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-lg" data-testid="finder-status">
            <span>{status}</span>
            {hasSearch && onClear ? (
              <button type="button" onClick={onClear} className="link min-h-11 text-base">
                Clear search
              </button>
            ) : null}
            {hasFilters && onClearFilters ? (
              <button type="button" onClick={onClearFilters} className="link min-h-11 text-base">
                Clear filters
              </button>
            ) : null}
          </p>
          {note ? (
            <p className="text-ink-soft" data-testid="finder-note">
              {note}
            </p>
          ) : null}
        </div>
      </div>
      {emptyState ?? (
        <ul
          aria-label="Centres"
          className="grid gap-6 [grid-area:list] tablet:grid-cols-2 desktop:grid-cols-3 desktop-large:grid-cols-4"
        >
          {results.map((centre) => (
            <li key={centre.slug} data-centre={centre.slug}>
              <CentreCard centre={centre} typeCount={typeOptions.length} summary={summaryOf?.(centre)} />
            </li>
          ))}
        </ul>
      )}
      <FinderMap map={map} results={results} origin={origin} />
    </div>
  );
}
