// No 'server-only' marker: src/proxy.ts checks links with this too (it holds no secret itself).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { manageLinkExpiry } from '../links/manage-link';

/*
 * The signed cancel link of a booking: /book/cancel?b=<booking id>&s=<HMAC-SHA256 of the id>. The
 * key is derived from the CMS secret (PAYLOAD_SECRET, or the one kept beside the embedded
 * database), so links survive restarts and work on every instance.
 */

export function bookingLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-booking-link:v1').digest('base64url');
}

export function signBookingId(id: string, key: string): string {
  return createHmac('sha256', key).update(`booking:${id}`).digest('base64url');
}

export function verifyBookingSignature(id: string, signature: string | undefined, key: string): boolean {
  if (!signature || signature.length > 100) return false;
  const expected = Buffer.from(signBookingId(id, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The first links' signatures carry no end date (issue 41: they never expired). They now end when
 * the booking's manage link does, 30 days after the booking: the confirmation page and the old
 * cancel link refuse a booking past that.
 */
export function bookingLinkExpired(booking: { readonly endsAt: Date }, now: Date = new Date()): boolean {
  return manageLinkExpiry(booking.endsAt).getTime() < now.getTime();
}

/** The path of the cancel page for a booking. */
export function cancelPath(id: string, key: string): string {
  return `/book/cancel?b=${encodeURIComponent(id)}&s=${encodeURIComponent(signBookingId(id, key))}`;
}
