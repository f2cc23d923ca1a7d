// No 'server-only' marker: src/proxy.ts checks manage links with this too (it holds no secret itself).
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one signature of the site's emailed links (manage, alert and waitlist links):
 * `<expiry in base 36>.<HMAC-SHA256>`, the MAC over `<scope>:<id>:<expiry seconds>`. The scope names
 * the kind of link and its purpose ("manage:booking", "alert:confirm", "waitlist:offer"), so no
 * link can do another's work, be stretched or be made up.
 */

export type SignedLinkVerdict =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: 'forged' | 'expired' };

function mac(scope: string, id: string, expiresSeconds: number, key: string): string {
  return createHmac('sha256', key).update(`${scope}:${id}:${expiresSeconds}`).digest('base64url');
}

export function signScopedLink(scope: string, id: string, expires: Date, key: string): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${seconds.toString(36)}.${mac(scope, id, seconds, key)}`;
}

export function verifyScopedLink(
  scope: string,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): SignedLinkVerdict {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(signature ?? '');
  if (!match || id.length > 100) return { valid: false, reason: 'forged' };
  const seconds = parseInt(match[1]!, 36);
  const expected = Buffer.from(mac(scope, id, seconds, key));
  const actual = Buffer.from(match[2]!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false, reason: 'forged' };
  // Checked after the signature: only a genuine link is told it has expired.
  if (seconds * 1000 < now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true };
}
