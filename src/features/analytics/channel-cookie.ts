import {
  attributionCookieName,
  consentedAttribution,
  nextAttribution,
  parseAttributionCookie,
  serializeAttribution,
  touchFromUrl,
  type Touch,
} from '@/domain/attribution';
import { attributionMaxAgeSeconds } from '@/lib/cookie-lifetimes';
import { readCookie } from '@/lib/read-cookie';

/*
 * The browser side of channel attribution, loaded only once the visitor has consented
 * (src/features/analytics/consented.ts). The landing touch is this page's URL and referrer;
 * nothing is stored before consent. Ad click ids go into the cookie only with advertising
 * consent, and a choice without it rewrites the cookie without them (docs/decisions/0046).
 */

let landingTouch: Touch | undefined;

export function captureLandingTouch(): Touch {
  landingTouch ??= touchFromUrl(new URL(window.location.href), document.referrer || undefined, new Date());
  return landingTouch;
}

export function writeAttributionCookie(advertising: boolean, now = new Date()): void {
  const existing = parseAttributionCookie(readCookie(document.cookie, attributionCookieName));
  const attribution = consentedAttribution(nextAttribution(existing, captureLandingTouch(), now), advertising, now);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${attributionCookieName}=${serializeAttribution(attribution)}; Max-Age=${attributionMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
