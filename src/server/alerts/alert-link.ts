import 'server-only';
import { signScopedLink, verifyScopedLink, type SignedLinkVerdict } from '../links/signed-link';

/*
 * The signed links of an alert subscription: confirm (the double opt-in) and unsubscribe (one
 * click, RFC 8058). Signed as every emailed link is (src/server/links/signed-link.ts, with the key derived
 * from the CMS secret and the scope "alert:<purpose>"): the MAC covers the purpose, the
 * subscription's id and the expiry, so a confirm link cannot unsubscribe, nor an unsubscribe link
 * confirm, nor either be stretched or made up.
 */

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';
export type AlertLinkVerdict = SignedLinkVerdict;

const dayMs = 86_400_000;
/** A confirm link lasts as long as a pending subscription is kept. */
export const confirmLinkDays = 7;
/** An unsubscribe link outlives the subscription (12 months from confirmation) with a margin. */
export const unsubscribeLinkDays = 400;

export function signAlertLink(purpose: AlertLinkPurpose, id: string, expires: Date, key: string): string {
  return signScopedLink(`alert:${purpose}`, id, expires, key);
}

export function verifyAlertLink(
  purpose: AlertLinkPurpose,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): AlertLinkVerdict {
  return verifyScopedLink(`alert:${purpose}`, id, signature, key, now);
}

/** The page path with the signed query: /alerts/confirm?a=<id>&s=<expiry>.<mac>. */
export function alertLinkPath(pagePath: string, purpose: AlertLinkPurpose, id: string, from: Date, key: string): string {
  const days = purpose === 'confirm' ? confirmLinkDays : unsubscribeLinkDays;
  const signature = signAlertLink(purpose, id, new Date(from.getTime() + days * dayMs), key);
  return `${pagePath}?a=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`;
}

export const alertPages = {
  form: '/alerts/new',
  pending: '/alerts/check-your-email',
  confirm: '/alerts/confirm',
  confirmed: '/alerts/confirmed',
  unsubscribe: '/alerts/unsubscribe',
  unsubscribed: '/alerts/unsubscribed',
} as const;

export const alertApi = {
  subscribe: '/api/alerts',
  confirm: '/api/alerts/confirm',
  unsubscribe: '/api/alerts/unsubscribe',
} as const;
