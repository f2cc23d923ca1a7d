'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { buttonClasses } from '@/components/ui/button-link';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatMiles } from '@/lib/format';
import type { LatLng } from '@/lib/geo/distance';
import { gazetteerPath } from '@/lib/geo/gazetteer-path';
import type { PlaceIndex } from '@/lib/geo/gazetteer';
import { outcodeTablePath, parseOutcodeTable, type OutcodeTable } from '@/lib/geo/outcodes';
import type { Suggestion } from './finder-suggest';
import { mapFrame, mapMinWidth } from './map-frame';
import { LineIcon } from '@/components/ui/line-icon';
import { PlaceCombobox } from './place-combobox';
import type { SearchOrigin } from './finder-resolve';
import {
  describeResults,
  finderResults,
  matchSummary,
  readFinderState,
  relaxations,
  roundTo2,
  sizeBandLabel,
  sizeBands,
  sizeBandsIn,
  typePlural,
  wantedPhrase,
  writeFinderState,
  type FilterName,
  type FinderCentre,
  type FinderFilters,
  type FinderState,
  type SizeBandId,
  type UnitNoun,
} from './finder-search';

/*
 * The centre finder: filter by workspace type, size and what is free now (from the listed units),
 * search by town or postcode, or "use my location".
 * State lives in the URL (shareable; Back undoes a step). Distances are worked out here in the
 * browser; the district table and the gazetteer of UK places come from this site, the gazetteer on
 * the first keystroke and the district table once someone searches by postcode.
 */

export type TypeOption = {
  readonly slug: WorkspaceTypeSlug;
  readonly label: string;
  /** In a sentence: "workshops", "virtual offices". */
  readonly plural: string;
  /** How its units are called; absent for types that are never units (virtual offices). */
  readonly noun?: UnitNoun;
};

/** The filters of a state, without the place search. */
const filtersOf = ({ type, size, now }: FinderState): FinderFilters => ({ type, size, now });

let outcodeTableRequest: Promise<OutcodeTable> | undefined;

function loadOutcodeTable(): Promise<OutcodeTable> {
  outcodeTableRequest ??= fetch(outcodeTablePath)
    .then((response) => {
      if (!response.ok) throw new Error(`District table: HTTP ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => parseOutcodeTable(json))
    .catch((error: unknown) => {
      // Let the next search try again rather than remembering a failure for the whole visit.
      outcodeTableRequest = undefined;
      throw error;
    });
  return outcodeTableRequest;
}

let placesRequest: Promise<PlaceIndex> | undefined;

/** The gazetteer, fetched and indexed once per visit (its code and data are not in the first load). */
function loadPlaces(): Promise<PlaceIndex> {
  placesRequest ??= Promise.all([
    fetch(gazetteerPath).then((response) => {
      if (!response.ok) throw new Error(`Gazetteer: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
    import('@/lib/geo/gazetteer'),
  ])
    .then(([json, { indexGazetteer, parseGazetteer }]) => indexGazetteer(parseGazetteer(json)))
    .catch((error: unknown) => {
      placesRequest = undefined;
      throw error;
    });
  return placesRequest;
}

const geolocationMessages = {
  denied:
    'Location access is blocked, so we can’t find centres near you. Allow location for this site in your browser settings, or search by town or postcode instead.',
  unavailable: 'We couldn’t get your location just now. Try again, or search by town or postcode instead.',
  unsupported: 'Your browser can’t share its location. Search by town or postcode instead.',
} as const;

export function CentreFinder({
  centres,
  typeOptions,
  map,
}: {
  centres: readonly FinderCentre[];
  typeOptions: readonly TypeOption[];
  map: React.ReactNode;
}) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const queryString = params.toString();
  const state = useMemo(() => readFinderState(new URLSearchParams(queryString)), [queryString]);
  // The box shows a tick at once, not when the router has caught up (a controlled checkbox would
  // spring back in between), and follows the URL on Back or a shared link.
  const [nowTicked, setNowTicked] = useState(Boolean(state.now));
  const [nowTickedFor, setNowTickedFor] = useState(state.now);
  if (nowTickedFor !== state.now) {
    setNowTickedFor(state.now);
    setNowTicked(Boolean(state.now));
  }
  // "Available now" is decided here, with today's date in UK time, not when the page was built.
  // This component renders only in the browser (it reads the URL), so there is no hydration gap.
  const today = useMemo(() => todayIn(businessTimeZone), []);

  const [resolved, setResolved] = useState<{ q: string; outcome: SearchOrigin }>();
  const [geoProblem, setGeoProblem] = useState<{ message: string; forQuery: string }>();
  const [locating, setLocating] = useState(false);

  // The search box follows the URL (Back, a shared link) but can be edited freely in between.
  // On the first render the server's plain form is still on screen: keep anything typed into it
  // before this script arrived, instead of swapping in an empty box.
  const [draft, setDraft] = useState(
    () =>
      state.q ??
      (typeof document === 'undefined'
        ? undefined
        : document.querySelector<HTMLInputElement>('input#finder-q')?.value.slice(0, 60)) ??
      '',
  );
  const [draftFor, setDraftFor] = useState(state.q);
  if (draftFor !== state.q) {
    setDraftFor(state.q);
    setDraft(state.q ?? '');
  }

  useEffect(() => {
    const q = state.q;
    if (!q) return;
    let cancelled = false;
    void import('./finder-resolve')
      .then(({ resolveSearch }) => resolveSearch(q, centres, { loadOutcodeTable, loadPlaces }))
      .catch((): SearchOrigin => ({
        kind: 'problem',
        reason: 'table-unavailable',
        message: 'We couldn’t load the search just now. Check your connection and try again.',
      }))
      .then((outcome) => {
        if (!cancelled) setResolved({ q, outcome });
      });
    return () => {
      cancelled = true;
    };
  }, [state.q, centres]);

  const outcome = state.q && resolved?.q === state.q ? resolved.outcome : undefined;
  const searching = Boolean(state.q) && !outcome;
  const origin = state.near ?? (outcome?.kind === 'origin' ? outcome.origin : undefined);
  const originLabel = state.near ? 'your location' : outcome?.kind === 'origin' ? outcome.label : undefined;
  const filters = filtersOf(state);
  const results = finderResults(centres, filters, origin, today);
  const note = outcome?.kind === 'origin' ? outcome.note : undefined;

  // A geolocation problem belongs to the page it happened on; any later navigation clears it.
  const problem =
    outcome?.kind === 'problem'
      ? outcome.message
      : geoProblem?.forQuery === queryString
        ? geoProblem.message
        : undefined;

  async function getSuggestions(query: string): Promise<readonly Suggestion[]> {
    const [{ suggest }, places] = await Promise.all([
      import('./finder-suggest'),
      // Without the gazetteer (offline), our own towns are still suggested.
      loadPlaces().catch(() => undefined),
    ]);
    return suggest(query, centres, places);
  }

  function navigate(next: FinderState) {
    const query = writeFinderState(next);
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeoProblem({ message: geolocationMessages.unsupported, forQuery: queryString });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        navigate({
          ...filtersOf(state),
          near: { lat: roundTo2(position.coords.latitude), lng: roundTo2(position.coords.longitude) },
        });
      },
      (error) => {
        setLocating(false);
        const message =
          error.code === error.PERMISSION_DENIED
            ? geolocationMessages.denied
            : geolocationMessages.unavailable;
        setGeoProblem({ message, forQuery: queryString });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const typeOption = typeOptions.find((option) => option.slug === state.type);
  const status = searching
    ? `Finding centres near ${state.q}…`
    : locating
      ? 'Finding your location…'
      : describeResults(results.length, filters, typeOption, originLabel);

  return (
    <FinderView
      state={{ ...state, now: nowTicked || undefined }}
      typeOptions={typeOptions}
      results={results}
      status={status}
      problem={problem}
      note={searching ? undefined : note}
      origin={searching ? undefined : origin}
      busy={searching || locating}
      map={map}
      sizeOptions={sizeBandsIn(centres)}
      summaryOf={(centre) => matchSummary(centre, filters, today, typeOption?.noun)}
      emptyState={
        results.length === 0 ? (
          <EmptyState
            wanted={wantedPhrase(filters, typeOption && typePlural(typeOption))}
            note={
              typeOption && !typeOption.noun
                ? `${typeOption.plural.charAt(0).toUpperCase()}${typeOption.plural.slice(1)} are a service, not a space: every centre that offers them can set one up for you now.`
                : undefined
            }
            relaxations={relaxations(centres, filters, today)}
            onDrop={(drop) => navigate({ ...state, [drop]: undefined })}
            onClearFilters={() => navigate({ q: state.q, near: state.near })}
          />
        ) : undefined
      }
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        // Emptying the box (or its clear button) is clearing the search.
        if (!value.trim() && (state.q || state.near)) navigate(filters);
      }}
      getSuggestions={getSuggestions}
      onSearch={(q) => navigate({ ...filters, q: q || undefined })}
      onFiltersChange={(change) => {
        if ('now' in change) setNowTicked(Boolean(change.now));
        navigate({ ...state, ...change });
      }}
      onLocate={locate}
      onClear={() => navigate(filters)}
      onClearFilters={() => navigate({ q: state.q, near: state.near })}
    />
  );
}

/** What the page shows before JavaScript runs, and all it shows without it: every centre. */
export function CentreFinderFallback({
  centres,
  typeOptions,
  map,
}: {
  centres: readonly FinderCentre[];
  typeOptions: readonly TypeOption[];
  map: React.ReactNode;
}) {
  return (
    <FinderView
      state={{}}
      typeOptions={typeOptions}
      results={[...centres]}
      status={describeResults(centres.length, {}, undefined, undefined)}
      busy={false}
      map={map}
      sizeOptions={sizeBandsIn(centres)}
    />
  );
}

const relaxLabels: Record<FilterName, string> = {
  now: 'Include units available later',
  size: 'Any size',
  type: 'All workspace types',
};

/** Nothing matches: say what was asked for and offer the one-step relaxations that bring centres back. */
function EmptyState({
  wanted,
  note,
  relaxations: options,
  onDrop,
  onClearFilters,
}: {
  wanted: string;
  /** Why this type has nothing to list, when it is never listed as units. */
  note?: string;
  relaxations: readonly { drop: FilterName; count: number }[];
  onDrop: (drop: FilterName) => void;
  onClearFilters: () => void;
}) {
  return (
    <div
      className="space-y-4 rounded-lg border border-line bg-white p-6 [grid-area:list]"
      data-testid="finder-empty"
    >
      <h3 className="text-xl font-extrabold">No centre has {wanted}.</h3>
      {note ? <p>{note}</p> : null}
      <p className="text-ink-soft">
        {options.length > 0
          ? 'Widen the search by one step:'
          : 'Clear the filters to see every centre, or tell us what you need and we’ll tell you what is coming free.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <button
            key={option.drop}
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => onDrop(option.drop)}
          >
            {relaxLabels[option.drop]} ({option.count} {option.count === 1 ? 'centre' : 'centres'})
          </button>
        ))}
        <button type="button" className={buttonClasses('secondary')} onClick={onClearFilters}>
          Clear all filters
        </button>
      </div>
    </div>
  );
}

type ResultCentre = FinderCentre & { readonly miles?: number };

function FinderView({
  state,
  typeOptions,
  results,
  status,
  problem,
  note,
  origin,
  busy,
  map,
  sizeOptions,
  summaryOf,
  emptyState,
  draft,
  onDraftChange,
  getSuggestions,
  onSearch,
  onFiltersChange,
  onLocate,
  onClear,
  onClearFilters,
}: {
  state: FinderState;
  typeOptions: readonly TypeOption[];
  results: readonly ResultCentre[];
  status: string;
  problem?: string;
  note?: string;
  origin?: LatLng;
  busy: boolean;
  map: React.ReactNode;
  /** The size bands that hold listed units. */
  sizeOptions: readonly (typeof sizeBands)[number][];
  /** Why a centre is listed, for its card (see matchSummary). */
  summaryOf?: (centre: ResultCentre) => string | undefined;
  /** Shown instead of the list when nothing matches. */
  emptyState?: React.ReactNode;
  draft?: string;
  onDraftChange?: (value: string) => void;
  getSuggestions?: (query: string) => Promise<readonly Suggestion[]>;
  onSearch?: (q: string) => void;
  onFiltersChange?: (change: FinderFilters) => void;
  onLocate?: () => void;
  onClear?: () => void;
  onClearFilters?: () => void;
}) {
  const interactive = Boolean(onSearch);
  const hasSearch = Boolean(state.q || state.near);
  const hasFilters = Boolean(state.type || state.size || state.now);
  // A size from a shared link stays selectable even if no listed unit is that size any more.
  const sizeChoices = sizeBands.filter(
    (band) => sizeOptions.some((option) => option.id === band.id) || band.id === state.size,
  );
  const selectClasses =
    'min-h-12 w-full rounded-lg border-2 border-ink-muted bg-white px-3 text-lg focus:border-sky';
  const inputClasses =
    'min-h-12 w-full rounded-lg border-2 border-ink-muted bg-white px-4 text-lg focus:border-sky';
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
        <form
          role="search"
          aria-label="Find a centre"
          action="/locations"
          method="get"
          className="space-y-5 rounded-lg border border-line bg-white p-5 tablet:p-6"
          onSubmit={
            onSearch
              ? (event) => {
                  event.preventDefault();
                  const value = new FormData(event.currentTarget).get('q');
                  onSearch(typeof value === 'string' ? value.trim() : '');
                }
              : undefined
          }
        >
          <div className="space-y-2">
            <label htmlFor="finder-q" className="block font-bold">
              Town or postcode
            </label>
            <div className="flex flex-col gap-3 tablet:flex-row">
              {onDraftChange && getSuggestions && onSearch ? (
                <PlaceCombobox
                  id="finder-q"
                  value={draft ?? ''}
                  onChange={onDraftChange}
                  onPick={(value) => {
                    onDraftChange(value);
                    onSearch(value);
                  }}
                  getSuggestions={getSuggestions}
                  describedBy="finder-q-hint"
                  className={inputClasses}
                />
              ) : (
                <div className="relative w-full">
                  <input
                    id="finder-q"
                    name="q"
                    type="search"
                    defaultValue=""
                    autoComplete="off"
                    enterKeyHint="search"
                    maxLength={60}
                    aria-describedby="finder-q-hint"
                    className={inputClasses}
                  />
                </div>
              )}
              <button type="submit" className={buttonClasses('primary')}>
                Search
              </button>
            </div>
            <p id="finder-q-hint" className="text-sm text-ink-muted">
              For example Reading, Exeter, SO14 3AB or SO14.
            </p>
          </div>
          {/* Side by side only on a tablet, where the form spans the page; in the desktop's form
              column the size labels need the full width. */}
          <div className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-1">
            <div className="space-y-2">
              <label htmlFor="finder-type" className="block font-bold">
                Workspace type
              </label>
              <select
                id="finder-type"
                name="type"
                {...(onFiltersChange
                  ? {
                      value: state.type ?? '',
                      onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                        const value = event.currentTarget.value;
                        onFiltersChange({ type: typeOptions.find((option) => option.slug === value)?.slug });
                      },
                    }
                  : { defaultValue: '' })}
                className={selectClasses}
              >
                <option value="">All workspace types</option>
                {typeOptions.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-2">
              <label htmlFor="finder-size" className="block font-bold">
                Size
              </label>
              <select
                id="finder-size"
                name="size"
                {...(onFiltersChange
                  ? {
                      value: state.size ?? '',
                      onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                        const value = event.currentTarget.value;
                        onFiltersChange({
                          size: sizeBands.find((band) => band.id === value)?.id as SizeBandId | undefined,
                        });
                      },
                    }
                  : { defaultValue: '' })}
                className={selectClasses}
              >
                <option value="">Any size</option>
                {sizeChoices.map((band) => (
                  <option key={band.id} value={band.id}>
                    {sizeBandLabel(band)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-4 tablet:flex-row tablet:items-center tablet:justify-between">
            <label className="flex min-h-12 cursor-pointer items-center gap-3 font-bold">
              <input
                type="checkbox"
                name="now"
                value="1"
                {...(onFiltersChange
                  ? {
                      checked: Boolean(state.now),
                      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                        onFiltersChange({ now: event.currentTarget.checked || undefined }),
                    }
                  : { defaultChecked: false })}
                className="h-6 w-6 shrink-0 accent-sky"
              />
              Available now
            </label>
            {interactive ? (
              <button type="button" onClick={onLocate} className={buttonClasses('secondary')} disabled={busy}>
                <LineIcon d="M12 2v3M12 19v3M2 12h3M19 12h3M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
                Use my location
              </button>
            ) : null}
          </div>
          <noscript>
            <p className="text-sm text-ink-soft">
              Searching and filtering need JavaScript. Every centre is listed below.
            </p>
          </noscript>
        </form>
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

/**
 * The server-drawn map, folded away on a phone (a details element: it opens without JavaScript
 * too) and always open from tablet width (where ::details-content can be styled: Chromium 131,
 * Safari 18.4, Firefox 143; older browsers keep "Show map" at every width). The finder marks the pins in step with the list: those
 * not listed fade, the three nearest to a search turn amber, and the searched place gets a marker.
 */
function FinderMap({
  map,
  results,
  origin,
}: {
  map: React.ReactNode;
  results: readonly ResultCentre[];
  origin?: LatLng;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const listed = results.map((centre) => centre.slug).join(' ');
  const nearest = origin ? results.slice(0, 3).map((centre) => centre.slug) : [];
  const nearestKey = nearest.join(' ');
  useEffect(() => {
    const shown = new Set(listed.split(' '));
    const near = new Set(nearestKey.split(' ').filter(Boolean));
    const pins = frameRef.current?.querySelectorAll<SVGElement>('[data-pin]') ?? [];
    const filtered = shown.size < pins.length;
    for (const pin of pins) {
      const slug = pin.dataset.pin ?? '';
      pin.toggleAttribute('data-faded', filtered && !shown.has(slug));
      pin.toggleAttribute('data-near', near.has(slug));
    }
  }, [listed, nearestKey]);
  const marker = origin ? mapFrame.position(origin) : undefined;
  return (
    <details className="group min-w-0 [grid-area:map] tablet:[&::details-content]:[content-visibility:visible]">
      {/* Browsers that cannot style ::details-content keep the summary at every width. */}
      <summary className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-ink-muted bg-white px-4 font-bold supports-[selector(::details-content)]:tablet:hidden">
        <span className="group-open:hidden">Show map</span>
        <span className="hidden group-open:inline">Hide map</span>
      </summary>
      {/* The map keeps its minimum width (uk-map.tsx) and scrolls in this frame on narrow phones; the
          searched place's marker scrolls with it. */}
      <div ref={frameRef} className="mt-4 overflow-x-auto supports-[selector(::details-content)]:tablet:mt-0">
        <div className={`relative ${mapMinWidth}`}>
          {map}
          {marker ? (
            <span
              aria-hidden="true"
              data-testid="map-origin"
              className="pointer-events-none absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rotate-45 border-2 border-white bg-danger shadow"
              style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
            />
          ) : null}
        </div>
      </div>
    </details>
  );
}

/** typeCount: how many workspace types there are (the finder's filter options). */
function CentreCard({
  centre,
  typeCount,
  summary,
}: {
  centre: ResultCentre;
  typeCount: number;
  summary?: string;
}) {
  const allTypes = centre.types.length === typeCount;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm focus-within:ring-4 focus-within:ring-sky hover:border-sky">
      {/* A plain img: the illustrations are SVGs served as they are (next/image would add nothing
          but its own script to this page). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={centre.image.src}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] h-auto w-full bg-paper-deep object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-extrabold">
            <Link
              href={`/locations/${centre.slug}`}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {centre.name}
            </Link>
          </h3>
          {centre.miles !== undefined ? (
            <span
              className="shrink-0 rounded-full bg-sky-soft px-3 py-1 text-sm font-bold text-ink"
              data-testid="miles"
            >
              {formatMiles(centre.miles)}
            </span>
          ) : null}
        </div>
        <p className="text-ink-soft">{centre.address}</p>
        {summary ? (
          <p className="font-semibold text-ink" data-testid="match">
            {summary}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-sm font-semibold text-amber-text">
          {allTypes ? `All ${typeCount} workspace types` : `${centre.types.length} workspace types`}
        </p>
      </div>
    </article>
  );
}
