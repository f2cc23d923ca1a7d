import 'server-only';
import { signScopedLink, verifyScopedLink, type SignedLinkVerdict } from '../links/signed-link';

/*
 * The signed links of a waitlist entry (docs/decisions/0055): confirm (the double opt-in),
 * unsubscribe (one click, RFC 8058) and offer (the freed slot held for the person). Signed as every
 * emailed link is (src/server/links/signed-link.ts), with the manage-link key and the scope
 * "waitlist:<purpose>", so no link can do another's work, be stretched or be made up. An offer link outlives its 15 minutes on purpose: opened late, the page says the hold ended
 * (or the slot is past) instead of calling the link broken.
 */

export type WaitlistLinkPurpose = 'confirm' | 'unsubscribe' | 'offer';
export type WaitlistLinkVerdict = SignedLinkVerdict;

const dayMs = 86_400_000;
/** A confirm link lasts as long as a pending entry is kept. */
export const confirmLinkDays = 7;
/** Unsubscribe and offer links last until a day after the slot, when the entry is deleted anyway. */
export const slotLinkGraceDays = 2;

export function signWaitlistLink(purpose: WaitlistLinkPurpose, id: string, expires: Date, key: string): string {
  return signScopedLink(`waitlist:${purpose}`, id, expires, key);
}

export function verifyWaitlistLink(
  purpose: WaitlistLinkPurpose,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): WaitlistLinkVerdict {
  return verifyScopedLink(`waitlist:${purpose}`, id, signature, key, now);
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
