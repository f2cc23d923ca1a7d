'use client';

import { useSyncExternalStore } from 'react';
import { readShortlist, shortlistEvent, shortlistStorageKey } from './shortlist';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === shortlistStorageKey) onChange();
  };
  window.addEventListener(shortlistEvent, onChange);
  window.addEventListener('storage', onStorage);
  // A page brought back from the back/forward cache missed what other pages starred meanwhile.
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(shortlistEvent, onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onChange);
  };
}

// useSyncExternalStore needs a stable snapshot: the list as one string, parsed by the caller.
const snapshot = () => readShortlist().join(',');
const serverSnapshot = () => '';

/** The shortlist, kept in step across stars, the count and other tabs. Empty on the server. */
export function useShortlist(): string[] {
  const joined = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return joined ? joined.split(',') : [];
}
