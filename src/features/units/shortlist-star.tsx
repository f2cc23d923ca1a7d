'use client';

import { readShortlist, toggled, writeShortlist } from './shortlist';
import { useShortlist } from './shortlist-hooks';

/*
 * The star on a unit: adds it to the shortlist kept in this browser. Invisible until the page is
 * hydrated (`html[data-shortlist-ready]`, set by ShortlistCount; globals.css), since it needs script; without script the unit
 * page's own link to /compare still works. Its space is kept, so showing it shifts nothing.
 */
export function ShortlistStar({ reference, name }: { reference: string; name: string }) {
  const list = useShortlist();
  const starred = list.includes(reference);
  return (
    <button
      type="button"
      data-testid="shortlist-star"
      data-shortlist={reference}
      aria-pressed={starred}
      className="shortlist-star inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg border-2 border-current px-3 font-semibold"
      onClick={() => writeShortlist(toggled(readShortlist(), reference))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="shrink-0">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{starred ? 'Shortlisted' : 'Shortlist'}</span>
      <span className="sr-only">{` ${name}, ${reference}`}</span>
    </button>
  );
}
