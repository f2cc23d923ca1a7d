import { gaClientIdPattern } from './conversions';

/*
 * GA4's client id, read from the `_ga` cookie gtag sets ("GA1.1.1234567890.1700000000": version,
 * domain depth, then the client id's two numbers). Kept with a row's attribution only when that
 * request's consent grants analytics (the cookie exists only then), so a conversion can be sent to
 * the Measurement Protocol as the same visitor (docs/decisions/0050). Anything else is ignored.
 */
export const gaCookieName = '_ga';

export function gaClientIdOfCookie(value: string | undefined): string | undefined {
  if (!value || value.length > 100) return undefined;
  const match = /^GA\d\.\d+\.(\d{1,20}\.\d{1,20})$/.exec(value.trim());
  const id = match?.[1];
  return id && gaClientIdPattern.test(id) ? id : undefined;
}
