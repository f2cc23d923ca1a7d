import 'server-only';
import { createHmac } from 'node:crypto';
import { newDraftKey, openDraft, sealDraft, type OrderDraft } from '../orders/order-draft';

/*
 * "Take this unit online" between its pages: what the visitor typed, in an encrypted, HttpOnly
 * cookie for an hour (the virtual-office order's draft, its own key and name), so going back keeps
 * every answer, nothing personal sits in a URL or a log, and nothing is stored until signing.
 */

export const licenceDraftCookieName = 'licence_flow';
export const licenceDraftMaxAgeSeconds = 60 * 60;
export type LicenceDraft = OrderDraft;

export function licenceDraftKey(cmsSecret: string): Buffer {
  return createHmac('sha256', cmsSecret).update('northlight-licence-draft:v1').digest();
}

export { newDraftKey, openDraft as openLicenceDraft, sealDraft as sealLicenceDraft };

const cookiePaths = ['/take-online', '/api/licences'] as const;

const setCookies = (value: string, maxAge: number, secure: boolean) =>
  cookiePaths.map(
    (path) =>
      `${licenceDraftCookieName}=${value}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${maxAge}`,
  );

export const licenceDraftCookies = (sealed: string, secure: boolean) =>
  setCookies(sealed, licenceDraftMaxAgeSeconds, secure);
export const clearLicenceDraftCookies = (secure: boolean) => setCookies('', 0, secure);
