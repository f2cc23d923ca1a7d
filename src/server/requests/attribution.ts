import 'server-only';
import { attributionCookieName, parseAttributionCookie, type Touch } from '@/domain/attribution';
import { attributionToStore, type StoredAttribution } from '@/domain/attribution-schema';
import { consentCookieName, parseConsentCookieValue } from '@/domain/consent-choice';
import { gaClientIdOfCookie, gaCookieName } from '@/domain/conversions/ga-client-id';
import { readCookie } from '@/lib/read-cookie';

/*
 * The channel attribution a lead, booking or order row keeps, from its request: the consented
 * `channel_attrib` cookie, else the touch the page built from its own URL (a form posted before
 * any choice). Validated with zod, and ad click ids kept only when the same request's
 * cookie_consent grants advertising, within the 90-day window (docs/decisions/0046): a browser
 * that withdrew consent, or never gave it, cannot get a click id stored, whatever it sends.
 * With the touches go what that request's cookie_consent granted and, with analytics consent,
 * GA4's client id from `_ga`, for offline conversions (docs/decisions/0050).
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
  const stored = input === undefined ? undefined : attributionToStore(input, { advertising: consent?.advertising === true }, now);
  if (!stored) return undefined;
  // What was granted, for offline conversions (decision 0050); GA4's client id only with analytics.
  const gaClientId = consent?.analytics ? gaClientIdOfCookie(readCookie(cookies, gaCookieName)) : undefined;
  return {
    ...stored,
    consent: { ad_user_data: consent?.advertising === true, analytics: consent?.analytics === true },
    ...(gaClientId ? { ga_client_id: gaClientId } : {}),
  };
}
