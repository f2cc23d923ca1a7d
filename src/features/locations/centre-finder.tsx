'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import type { Suggestion } from './finder-suggest';
import { EmptyState } from './finder-empty-state';
import { useGeolocation, useLatestFinderState, useResolvedSearch, useSearchDraft } from './finder-hooks';
import { loadPlaces } from './finder-loaders';
import { filtersOf, finderOutcome, serviceNote, type TypeOption } from './finder-outcome';
import {
  describeResults,
  matchSummary,
  readFinderState,
  relaxations,
  sizeBandsIn,
  typePlural,
  wantedPhrase,
  writeFinderState,
  type FinderCentre,
  type FinderState,
} from './finder-search';
import { FinderView } from './finder-view';

/*
 * The centre finder: filter by workspace type, size and what is free now (from the listed units),
 * search by town or postcode, or "use my location".
 * State lives in the URL (shareable; Back undoes a step). Distances are worked out here in the
 * browser; the district table and the gazetteer of UK places come from this site, the gazetteer on
 * the first keystroke and the district table once someone searches by postcode.
 */

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

  const { latest, remember } = useLatestFinderState(state, queryString);
  const [draft, setDraft] = useSearchDraft(state.q);
  const resolved = useResolvedSearch(state.q, centres);
  const { geoProblem, locating, locate } = useGeolocation(queryString, (near) =>
    navigate({ ...filtersOf(state), near }),
  );

  const shown = finderOutcome({
    state,
    queryString,
    resolved,
    geoProblem,
    locating,
    centres,
    typeOptions,
    today,
  });
  const { filters, typeOption, results } = shown;

  async function getSuggestions(query: string): Promise<readonly Suggestion[]> {
    const [{ suggest }, places] = await Promise.all([
      import('./finder-suggest'),
      // Without the gazetteer (offline), our own towns are still suggested.
      loadPlaces().catch(() => undefined),
    ]);
    return suggest(query, centres, places);
  }

  function navigate(next: FinderState) {
    remember(next);
    const query = writeFinderState(next);
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  return (
    <FinderView
      state={{ ...state, now: nowTicked || undefined }}
      typeOptions={typeOptions}
      results={results}
      status={shown.status}
      problem={shown.problem}
      note={shown.note}
      origin={shown.origin}
      busy={shown.busy}
      map={map}
      sizeOptions={sizeBandsIn(centres)}
      summaryOf={(centre) => matchSummary(centre, filters, today, typeOption?.noun)}
      emptyState={
        results.length === 0 ? (
          <EmptyState
            wanted={wantedPhrase(filters, typeOption && typePlural(typeOption))}
            note={serviceNote(typeOption)}
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
      onSearch={(q) => navigate({ ...filtersOf(latest()), q: q || undefined })}
      onFiltersChange={(change) => {
        if ('now' in change) setNowTicked(Boolean(change.now));
        navigate({ ...latest(), ...change });
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
