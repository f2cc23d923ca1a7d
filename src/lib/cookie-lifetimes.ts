/*
 * How long each first-party cookie lives, in seconds: the code that sets a cookie and the cookie
 * policy (src/domain/legal.ts) both read it from here, and a browser test
 * (tests/e2e/cookie-policy.spec.ts) checks the policy against the cookies a browser really holds.
 */

/** 400 days: the longest lifetime browsers allow a cookie. cookie_consent. */
export const consentMaxAgeSeconds = 34_560_000;

/** The first- and last-touch attribution (src/domain/attribution.ts). */
export const attributionCookieName = 'channel_attrib';
/** 90 days, the attribution window: a touch older than that no longer counts (docs/decisions/0046). */
export const attributionMaxAgeSeconds = 90 * 24 * 60 * 60;
/** The enquiry form's XSRF cookie (double-submit token). */
export const xsrfMaxAgeSeconds = 24 * 60 * 60;
/** The plain form's signed, time-stamped token (enquiry_form). */
export const formTokenMaxAgeSeconds = 24 * 60 * 60;

/** What the visitor typed into a refused booking form, kept so they need not retype it. */
export const bookingDraftCookieName = 'booking_draft';
export const bookingDraftMaxAgeSeconds = 15 * 60;

/** "400 days", "24 hours", "1 day": a lifetime in words for the cookie policy. */
export function describeMaxAge(seconds: number): string {
  const plural = (value: number, unit: string) =>
    `${value.toLocaleString('en-GB')} ${unit}${value === 1 ? '' : 's'}`;
  if (seconds % 86_400 === 0 && seconds >= 2 * 86_400) return plural(seconds / 86_400, 'day');
  if (seconds % 3_600 === 0) return plural(seconds / 3_600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}
