'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { buttonClasses } from '@/components/ui/button-link';
import { formatMiles } from '@/lib/format';
import type { LatLng } from '@/lib/geo/distance';
import { gazetteerPath } from '@/lib/geo/gazetteer-path';
import type { PlaceIndex } from '@/lib/geo/gazetteer';
import { outcodeTablePath, parseOutcodeTable, type OutcodeTable } from '@/lib/geo/outcodes';
import type { Suggestion } from './finder-suggest';
import { mapFrame } from './map-frame';
import { PlaceCombobox } from './place-combobox';
import type { SearchOrigin } from './finder-resolve';
import {
  finderResults,
  readFinderState,
  roundTo2,
  writeFinderState,
  type FinderCentre,
  type FinderState,
} from './finder-search';

/*
 * The centre finder: filter by workspace type, search by town or postcode, or "use my location".
 * State lives in the URL (shareable; Back undoes a step). Distances are worked out here in the
 * browser; the district table and the gazetteer of UK places come from this site, the gazetteer on
 * the first keystroke and the district table once someone searches by postcode.
 */

export type TypeOption = { readonly slug: WorkspaceTypeSlug; readonly label: string };

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

  const [resolved, setResolved] = useState<{ q: string; outcome: SearchOrigin }>();
  const [geoProblem, setGeoProblem] = useState<{ message: string; forQuery: string }>();
  const [locating, setLocating] = useState(false);

  // The search box follows the URL (Back, a shared link) but can be edited freely in between.
  const [draft, setDraft] = useState(state.q ?? '');
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
  const results = finderResults(centres, state.type, origin);
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
          type: state.type,
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

  const typeLabel = typeOptions.find((option) => option.slug === state.type)?.label;
  const status = searching
    ? `Finding centres near ${state.q}…`
    : locating
      ? 'Finding your location…'
      : summarise(results.length, typeLabel, originLabel);

  return (
    <FinderView
      state={state}
      typeOptions={typeOptions}
      results={results}
      status={status}
      problem={problem}
      note={searching ? undefined : note}
      origin={searching ? undefined : origin}
      busy={searching || locating}
      map={map}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        // Emptying the box (or its clear button) is clearing the search.
        if (!value.trim() && (state.q || state.near)) navigate({ type: state.type });
      }}
      getSuggestions={getSuggestions}
      onSearch={(q) => navigate({ type: state.type, q: q || undefined })}
      onTypeChange={(type) => navigate({ ...state, type })}
      onLocate={locate}
      onClear={() => navigate({ type: state.type })}
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
      status={summarise(centres.length, undefined, undefined)}
      busy={false}
      map={map}
    />
  );
}

function summarise(count: number, typeLabel: string | undefined, originLabel: string | undefined): string {
  const centresText = `${count} ${count === 1 ? 'centre' : 'centres'}`;
  const offering = typeLabel ? ` offering ${typeLabel.toLowerCase()}` : '';
  if (originLabel) return `${centresText}${offering}, nearest to ${originLabel} first.`;
  return typeLabel ? `${centresText}${offering}.` : `All ${centresText}.`;
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
  draft,
  onDraftChange,
  getSuggestions,
  onSearch,
  onTypeChange,
  onLocate,
  onClear,
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
  draft?: string;
  onDraftChange?: (value: string) => void;
  getSuggestions?: (query: string) => Promise<readonly Suggestion[]>;
  onSearch?: (q: string) => void;
  onTypeChange?: (type: WorkspaceTypeSlug | undefined) => void;
  onLocate?: () => void;
  onClear?: () => void;
}) {
  const interactive = Boolean(onSearch);
  const hasSearch = Boolean(state.q || state.near);
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
          <div className="flex flex-col gap-4 tablet:flex-row tablet:items-end">
            <div className="flex-1 space-y-2">
              <label htmlFor="finder-type" className="block font-bold">
                Workspace type
              </label>
              <select
                id="finder-type"
                name="type"
                {...(onTypeChange
                  ? {
                      value: state.type ?? '',
                      onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                        const value = event.currentTarget.value;
                        onTypeChange(typeOptions.find((option) => option.slug === value)?.slug);
                      },
                    }
                  : { defaultValue: '' })}
                className="min-h-12 w-full rounded-lg border-2 border-ink-muted bg-white px-3 text-lg focus:border-sky"
              >
                <option value="">All workspace types</option>
                {typeOptions.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {interactive ? (
              <button type="button" onClick={onLocate} className={buttonClasses('secondary')} disabled={busy}>
                <LocateIcon />
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
              <button type="button" onClick={onClear} className="link text-base">
                Clear search
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
      <ul
        aria-label="Centres"
        className="grid gap-6 [grid-area:list] tablet:grid-cols-2 desktop:grid-cols-3 desktop-large:grid-cols-4"
      >
        {results.map((centre) => (
          <li key={centre.slug} data-centre={centre.slug}>
            <CentreCard centre={centre} typeCount={typeOptions.length} />
          </li>
        ))}
      </ul>
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
    <details className="group [grid-area:map] tablet:[&::details-content]:[content-visibility:visible]">
      {/* Browsers that cannot style ::details-content keep the summary at every width. */}
      <summary className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-ink-muted bg-white px-4 font-bold supports-[selector(::details-content)]:tablet:hidden">
        <span className="group-open:hidden">Show map</span>
        <span className="hidden group-open:inline">Hide map</span>
      </summary>
      <div ref={frameRef} className="relative mt-4 supports-[selector(::details-content)]:tablet:mt-0">
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
    </details>
  );
}

/** typeCount: how many workspace types there are (the finder's filter options). */
function CentreCard({ centre, typeCount }: { centre: ResultCentre; typeCount: number }) {
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
        <p className="mt-auto pt-2 text-sm font-semibold text-amber-text">
          {allTypes ? `All ${typeCount} workspace types` : `${centre.types.length} workspace types`}
        </p>
      </div>
    </article>
  );
}

function LocateIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
    </svg>
  );
}
