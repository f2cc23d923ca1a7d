import 'server-only';
import { attributionCookieName, parseAttributionCookie, type Touch } from '@/domain/attribution';
import { attributionToStore, type StoredAttribution } from '@/domain/attribution-schema';
import { consentCookieName, parseConsentCookieValue } from '@/domain/consent-choice';
import { readCookie } from '@/lib/read-cookie';

/*
 * The channel attribution a lead, booking or order row keeps, from its request: the consented
 * `channel_attrib` cookie, else the touch the page built from its own URL (a form posted before
 * any choice). Validated with zod, and ad click ids kept only when the same request's
 * cookie_consent grants advertising, within the 90-day window (docs/decisions/0046): a browser
 * that withdrew consent, or never gave it, cannot get a click id stored, whatever it sends.
 */
export function requestAttribution(
  request: Request,
  pageTouch?: Touch | undefined,
  now: Date = new Date(),
): StoredAttribution | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const consent = parseConsentCookieValue(readCookie(cookies, consentCookieName));
  const cookie = parseAttributionCookie(readCookie(cookies, attributionCookieName));
  const input = cookie ?? (pageTouch ? { touch: pageTouch } : undefined);
  return input === undefined
    ? undefined
    : attributionToStore(input, { advertising: consent?.advertising === true }, now);
}
