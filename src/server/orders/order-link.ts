// No 'server-only' marker: src/proxy.ts checks order links with this too (it holds no secret itself).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { orderPaths } from '@/domain/virtual-office/order-schema';

/*
 * The signed page of a virtual-office order: /virtual-offices/order/manage?o=<id>&s=<HMAC-SHA256>.
 * Like a booking's cancel link (booking-link.ts), keyed from the CMS secret, so it survives restarts
 * and works on every instance; a purpose of its own, so a booking's signature never opens an order.
 */

export function orderLinkKey(cmsSecret: string): string {
  return createHmac('sha256', cmsSecret).update('northlight-order-link:v1').digest('base64url');
}

export function signOrderId(id: string, key: string): string {
  return createHmac('sha256', key).update(`order:${id}`).digest('base64url');
}

export function verifyOrderSignature(id: string, signature: string | undefined, key: string): boolean {
  if (!signature || signature.length > 100) return false;
  const expected = Buffer.from(signOrderId(id, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function signedQuery(id: string, key: string): string {
  return `o=${encodeURIComponent(id)}&s=${encodeURIComponent(signOrderId(id, key))}`;
}

export const orderManagePath = (id: string, key: string) => `${orderPaths.manage}?${signedQuery(id, key)}`;
export const orderConfirmedPath = (id: string, key: string) =>
  `${orderPaths.confirmed}?${signedQuery(id, key)}`;
