import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { viewingPaths } from '@/domain/viewing/viewing-schema';

/*
 * The signed link to a viewing's pages: ?v=<viewing id>&s=<HMAC-SHA256>. The key is derived from
 * the CMS secret (as the booking link's is), with a purpose of its own, so a booking's link can
 * never open a viewing.
 */

export function viewingLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-viewing-link:v1').digest('base64url');
}

export function signViewingId(id: string, key: string): string {
  return createHmac('sha256', key).update(`viewing:${id}`).digest('base64url');
}

export function verifyViewingSignature(id: string, signature: string | undefined, key: string): boolean {
  if (!signature || signature.length > 100 || id.length > 100) return false;
  const expected = Buffer.from(signViewingId(id, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const signedQuery = (id: string, key: string) =>
  `v=${encodeURIComponent(id)}&s=${encodeURIComponent(signViewingId(id, key))}`;

export const viewingConfirmedPath = (id: string, key: string) =>
  `${viewingPaths.confirmed}?${signedQuery(id, key)}`;
export const viewingManagePath = (id: string, key: string) =>
  `${viewingPaths.manage}?${signedQuery(id, key)}`;
