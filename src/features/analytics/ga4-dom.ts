import {
  addToWishlistEvent,
  eventFromMarker,
  itemFromMarker,
  onceKeyOf,
  parseSentKeys,
  withSentKey,
  type Ga4Event,
  type Ga4Marker,
} from '@/domain/analytics/ga4-events';
import { consentCookieName, parseConsentCookieValue } from '@/domain/consent-choice';
import { readCookie } from '@/lib/read-cookie';

/*
 * GA4's recommended events in the browser (docs/analytics-events.md). Never in a page's first
 * load: the consent manager imports this once analytics is allowed, the tracker on a shortlist
 * click, the enquiry form with its own (lazy) code. Every push checks the consent cookie again, so
 * nothing reaches the data layer without analytics consent; the page's own records (page_change,
 * the Top Navigation event) are not these and stay as the spec has them.
 */

type LayerWindow = { dataLayer?: unknown[] };

/** Where the once-only events' keys are kept: this browser, across tabs and reloads. */
export const sentStorageKey = 'northlight.ga4-sent';

export function analyticsAllowed(): boolean {
  return parseConsentCookieValue(readCookie(document.cookie, consentCookieName))?.analytics === true;
}

/** Pushes one event, an ecommerce one after clearing the previous ecommerce object; false without consent. */
export function pushGa4Event(event: Ga4Event): boolean {
  if (!analyticsAllowed()) return false;
  const layer = ((window as LayerWindow).dataLayer ??= []);
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
  return true;
}

function sentKeys(): string[] {
  try {
    return parseSentKeys(localStorage.getItem(sentStorageKey));
  } catch {
    return [];
  }
}

function rememberSent(key: string): void {
  try {
    localStorage.setItem(sentStorageKey, JSON.stringify(withSentKey(sentKeys(), key)));
  } catch {
    // Storage refused (a private window): GA4 itself drops a purchase whose transaction id it has seen.
  }
}

/** Pushes a marker's event, once only when it has a once key already sent from this browser. */
function pushMarker(marker: Ga4Marker): void {
  const event = eventFromMarker(marker);
  if (!event) return;
  const once = onceKeyOf(marker);
  if (once && sentKeys().includes(once)) return;
  if (pushGa4Event(event) && once) rememberSent(once);
}

let pagePushed = false;

/** The page's own events (view_item, begin_checkout, purchase, generate_lead), once per page load. */
export function pushPageEvents(): void {
  if (pagePushed || !analyticsAllowed()) return;
  pagePushed = true;
  for (const element of document.querySelectorAll<HTMLElement>('[data-ga4]'))
    pushMarker({ ...element.dataset });
}

/**
 * A unit starred into the shortlist (its star carries `data-shortlist`, the reference). On a unit's
 * page the item's other facts come from the page's view_item marker around the star.
 */
export function pushWishlist(star: Element): void {
  const reference = star.getAttribute('data-shortlist');
  if (!reference) return;
  const around = star.closest<HTMLElement>('[data-ga4]')?.dataset;
  const item = itemFromMarker(around?.ga4Id === reference ? { ...around } : { ga4Id: reference });
  if (item) pushGa4Event(addToWishlistEvent(item));
}
