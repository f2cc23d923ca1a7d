import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed links of an alert subscription: confirm (the double opt-in) and unsubscribe (one
 * click, RFC 8058). Signed as the manage links are (src/server/links/manage-link.ts: HMAC-SHA256 with the
 * key derived from the CMS secret, an expiry in base 36): the MAC covers the purpose, the
 * subscription's id and the expiry, so a confirm link cannot unsubscribe, nor an unsubscribe link
 * confirm, nor either be stretched or made up.
 */

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';
export type AlertLinkVerdict = { readonly valid: true } | { readonly valid: false; readonly reason: 'forged' | 'expired' };

const dayMs = 86_400_000;
/** A confirm link lasts as long as a pending subscription is kept. */
export const confirmLinkDays = 7;
/** An unsubscribe link outlives the subscription (12 months from confirmation) with a margin. */
export const unsubscribeLinkDays = 400;

function mac(purpose: AlertLinkPurpose, id: string, seconds: number, key: string): string {
  return createHmac('sha256', key).update(`alert:${purpose}:${id}:${seconds}`).digest('base64url');
}

export function signAlertLink(purpose: AlertLinkPurpose, id: string, expires: Date, key: string): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${seconds.toString(36)}.${mac(purpose, id, seconds, key)}`;
}

export function verifyAlertLink(
  purpose: AlertLinkPurpose,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): AlertLinkVerdict {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(signature ?? '');
  if (!match || id.length > 100) return { valid: false, reason: 'forged' };
  const seconds = parseInt(match[1]!, 36);
  const expected = Buffer.from(mac(purpose, id, seconds, key));
  const actual = Buffer.from(match[2]!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false, reason: 'forged' };
  if (seconds * 1000 < now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true };
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
