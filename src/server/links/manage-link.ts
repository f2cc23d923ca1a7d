// No 'server-only' marker: src/proxy.ts checks links with this too (it holds no secret itself).
import { createHmac } from 'node:crypto';
import type { VisitorMailSubject } from '@/domain/visitor-mail';
import { signScopedLink, verifyScopedLink, type SignedLinkVerdict } from './signed-link';

/*
 * The signed manage link a visitor gets by email (issue 20): ?b=<id>&s=<expiry>.<signature>. The
 * signature (HMAC-SHA256, key derived from the CMS secret like the booking link's) covers the kind
 * of subject, the id and the expiry, so a link cannot be replayed for another kind of subject
 * (a booking's link as an order's), altered to live longer, or made up. Links run until 30 days
 * after the booking or viewing ends (an order's until 30 days after it was placed), long enough to
 * look back, short enough that an old mail stops being a key.
 */

export const manageLinkLifetimeDays = 30;
const dayMs = 86_400_000;

export type ManageLinkVerdict = SignedLinkVerdict;

export function manageLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-manage-link:v1').digest('base64url');
}

/** The expiry of a link for something that ends (or was placed) at `end`. */
export function manageLinkExpiry(end: Date): Date {
  return new Date(end.getTime() + manageLinkLifetimeDays * dayMs);
}

export function signManageLink(subject: VisitorMailSubject, id: string, expires: Date, key: string): string {
  return signScopedLink(`manage:${subject}`, id, expires, key);
}

export function verifyManageLink(
  subject: VisitorMailSubject,
  id: string,
  signature: string | undefined,
  key: string,
  now: Date = new Date(),
): ManageLinkVerdict {
  return verifyScopedLink(`manage:${subject}`, id, signature, key, now);
}

/** The path of a subject's manage page with its signed query, e.g. /book/manage?b=…&s=…. */
export function managePath(pagePath: string, subject: VisitorMailSubject, id: string, expires: Date, key: string): string {
  return `${pagePath}?b=${encodeURIComponent(id)}&s=${encodeURIComponent(signManageLink(subject, id, expires, key))}`;
}
