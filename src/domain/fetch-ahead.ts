/*
 * Links fetched ahead as they come near the view (the spec's "prefetched 200 px before entering
 * view", decision 0037): the browser code marks a link with this attribute once it is within the
 * margin of the viewport, and the page's speculation rules (speculation-rules.ts) fetch the page
 * behind a marked link at once, if it is one of the pages they allow. Kept apart from the rules,
 * which read the route registry, so the browser's bundle carries only these few lines.
 */

/** The attribute that marks a link near the view. */
export const fetchAheadAttribute = 'data-ahead';

/** How near the view a link is fetched ahead: the IntersectionObserver's root margin. */
export const fetchAheadMargin = '200px';

/** What the browser says of its connection (the Network Information API, Chromium only). */
export type ConnectionHints = { readonly saveData?: boolean; readonly effectiveType?: string };

/*
 * Not when the visitor asked to save data, nor on a connection the browser rates slower than 4G
 * ('slow-2g', '2g', '3g'): there the page in view needs the bandwidth, and a link is still fetched
 * when the pointer rests on it. A browser that says nothing (no API) is taken as fast.
 */
export function fetchAheadAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}
