import {
  attributionCookieName,
  isChannelTouch,
  parseAttributionCookie,
  serializeAttribution,
  touchFromUrl,
  type ChannelAttribution,
  type Touch,
} from '@/domain/attribution';
import { consentMaxAgeSeconds } from '@/lib/cookie-lifetimes';
import { readCookie } from '@/lib/read-cookie';

/*
 * The browser side of channel attribution. The landing touch is kept in memory only until the
 * visitor consents; nothing is stored before that.
 */

let landingTouch: Touch | undefined;

export function captureLandingTouch(): Touch {
  landingTouch ??= touchFromUrl(new URL(window.location.href), document.referrer || undefined, new Date());
  return landingTouch;
}

export function nextAttribution(existing: ChannelAttribution | undefined, touch: Touch): ChannelAttribution {
  if (!existing) return { first: touch, last: touch };
  return { first: existing.first, last: isChannelTouch(touch) ? touch : existing.last };
}

export function writeAttributionCookie(): void {
  const existing = parseAttributionCookie(readCookie(document.cookie, attributionCookieName));
  const attribution = nextAttribution(existing, captureLandingTouch());
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${attributionCookieName}=${serializeAttribution(attribution)}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteAttributionCookie(): void {
  document.cookie = `${attributionCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
