import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@/lib/geo/distance';
import { loadOutcodeTable, loadPlaces } from './finder-loaders';
import {
  geolocationMessages,
  searchUnavailable,
  type GeoProblem,
  type ResolvedSearch,
} from './finder-outcome';
import { roundTo2, type FinderCentre, type FinderState } from './finder-search';

/*
 * The centre finder's browser state, apart from the URL: the text in the search box, the answer
 * to the current place search and "use my location".
 */

/**
 * The search box follows the URL (Back, a shared link) but can be edited freely in between.
 * On the first render the server's plain form is still on screen: keep anything typed into it
 * before this script arrived, instead of swapping in an empty box.
 */
export function useSearchDraft(q: string | undefined) {
  const [draft, setDraft] = useState(
    () =>
      q ??
      (typeof document === 'undefined'
        ? undefined
        : document.querySelector<HTMLInputElement>('input#finder-q')?.value.slice(0, 60)) ??
      '',
  );
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q ?? '');
  }
  return [draft, setDraft] as const;
}

/**
 * The state a change builds on. The URL is the finder's state, but the router commits a push a
 * moment later: a second change made in between (a type picked, then "Available now" ticked) would
 * build on the URL from before the first and drop it. So until the URL moves, a change builds on the
 * last state asked for; once it moves (there, or Back elsewhere), the URL is the base again.
 */
export function useLatestFinderState(state: FinderState, queryString: string) {
  const asked = useRef<{ from: string; next: FinderState } | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [queryString]);
  return {
    latest: () => (asked.current?.from === queryString ? asked.current.next : state),
    remember: (next: FinderState) => {
      asked.current = { from: queryString, next };
    },
  };
}

/** Turns the URL's place search into a point, loading the resolver and its data on demand. */
export function useResolvedSearch(q: string | undefined, centres: readonly FinderCentre[]) {
  const [resolved, setResolved] = useState<ResolvedSearch>();
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    void import('./finder-resolve')
      .then(({ resolveSearch }) => resolveSearch(q, centres, { loadOutcodeTable, loadPlaces }))
      .catch(() => searchUnavailable)
      .then((outcome) => {
        if (!cancelled) setResolved({ q, outcome });
      });
    return () => {
      cancelled = true;
    };
  }, [q, centres]);
  return resolved;
}

/**
 * "Use my location": the position found goes to onFound, rounded to about 1 km; a problem is kept
 * with the query string of the page it happened on (see finderOutcome).
 */
export function useGeolocation(queryString: string, onFound: (near: LatLng) => void) {
  const [geoProblem, setGeoProblem] = useState<GeoProblem>();
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeoProblem({ message: geolocationMessages.unsupported, forQuery: queryString });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ lat: roundTo2(position.coords.latitude), lng: roundTo2(position.coords.longitude) });
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

  return { geoProblem, locating, locate };
}
