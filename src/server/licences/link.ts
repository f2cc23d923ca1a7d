import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { licencePaths } from '@/domain/licence/flow-schema';

/*
 * The signed page of a licence: /take-online/signed?l=<id>&s=<HMAC-SHA256>, keyed from the CMS
 * secret with a purpose of its own, so no other link's signature opens a licence.
 */

export function licenceLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-licence-link:v1').digest('base64url');
}

export const signLicenceId = (id: string, key: string) =>
  createHmac('sha256', key).update(`licence:${id}`).digest('base64url');

export function verifyLicenceSignature(id: string, signature: string | undefined, key: string): boolean {
  if (!signature || signature.length > 100) return false;
  const expected = Buffer.from(signLicenceId(id, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const licenceSignedPath = (id: string, key: string) =>
  `${licencePaths.signed}?l=${encodeURIComponent(id)}&s=${encodeURIComponent(signLicenceId(id, key))}`;
