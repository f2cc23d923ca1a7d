'use client';

import { comparePath, maxCompared } from './shortlist';
import { useShortlist } from './shortlist-hooks';

/*
 * "Compare 3 shortlisted": a link to the compare page with the latest four starred units, shown
 * once anything is starred. Nothing renders on the server or without script.
 */
export function ShortlistCount() {
  const list = useShortlist();
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
