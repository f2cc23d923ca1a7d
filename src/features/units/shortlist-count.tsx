'use client';

import { useEffect } from 'react';
import { comparePath, maxCompared } from './shortlist';
import { useShortlist } from './shortlist-hooks';

/*
 * "Compare 3 shortlisted": a link to the compare page with the latest four starred units, shown
 * once anything is starred. Nothing renders on the server or without script. Every page with stars
 * has it, so it also tells the stars that React is live (`html[data-shortlist-ready]`; they stay
 * invisible until then, globals.css): one attribute, where a hydration hook in each star re-rendered
 * every star once after hydration (55 on the workshops page, decision 0049).
 */
export function ShortlistCount() {
  const list = useShortlist();
  useEffect(() => {
    document.documentElement.dataset.shortlistReady = '';
  }, []);
  if (list.length === 0) return null;
  const compared = Math.min(list.length, maxCompared);
  return (
    <a
      href={comparePath(list)}
      data-testid="shortlist-count"
      className="link inline-flex min-h-11 items-center font-semibold"
    >
      Compare {compared === list.length ? '' : `the latest ${compared} of `}
      {list.length} shortlisted
    </a>
  );
}
