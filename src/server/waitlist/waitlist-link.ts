import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed links of a waitlist entry (docs/decisions/0055): confirm (the double opt-in),
 * unsubscribe (one click, RFC 8058) and offer (the freed slot held for the person). Signed as the
 * alert links are (src/server/alerts/alert-link.ts): HMAC-SHA256 with the manage-link key over
 * the purpose, the id and the expiry, so no link can do another's work, be stretched or be made
 * up. An offer link outlives its 15 minutes on purpose: opened late, the page says the hold ended
 * (or the slot is past) instead of calling the link broken.
 */

export type WaitlistLinkPurpose = 'confirm' | 'unsubscribe' | 'offer';
export type WaitlistLinkVerdict = { readonly valid: true } | { readonly valid: false; readonly reason: 'forged' | 'expired' };

const dayMs = 86_400_000;
/** A confirm link lasts as long as a pending entry is kept. */
export const confirmLinkDays = 7;
/** Unsubscribe and offer links last until a day after the slot, when the entry is deleted anyway. */
export const slotLinkGraceDays = 2;

function mac(purpose: WaitlistLinkPurpose, id: string, seconds: number, key: string): string {
  return createHmac('sha256', key).update(`waitlist:${purpose}:${id}:${seconds}`).digest('base64url');
}

export function signWaitlistLink(purpose: WaitlistLinkPurpose, id: string, expires: Date, key: string): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${seconds.toString(36)}.${mac(purpose, id, seconds, key)}`;
}

export function verifyWaitlistLink(
  purpose: WaitlistLinkPurpose,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): WaitlistLinkVerdict {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(signature ?? '');
  if (!match || id.length > 100) return { valid: false, reason: 'forged' };
  const seconds = parseInt(match[1]!, 36);
  const expected = Buffer.from(mac(purpose, id, seconds, key));
  const actual = Buffer.from(match[2]!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false, reason: 'forged' };
  if (seconds * 1000 < now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true };
}

/** When a link of an entry ends: the confirm link 7 days after sign-up, the others after the slot. */
export function waitlistLinkExpiry(purpose: WaitlistLinkPurpose, entry: { createdAt: Date; endsAt: Date }): Date {
  return purpose === 'confirm'
    ? new Date(entry.createdAt.getTime() + confirmLinkDays * dayMs)
    : new Date(entry.endsAt.getTime() + slotLinkGraceDays * dayMs);
}

/** The path with the signed query: <page>?w=<id>&s=<expiry>.<mac> (w: the entry, or the offer for an offer link). */
export function waitlistLinkPath(pagePath: string, purpose: WaitlistLinkPurpose, id: string, expires: Date, key: string): string {
  return `${pagePath}?w=${encodeURIComponent(id)}&s=${encodeURIComponent(signWaitlistLink(purpose, id, expires, key))}`;
}
