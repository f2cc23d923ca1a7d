import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToPromoCode, type PromoCodeDoc } from '@/cms/collections/promo-codes';
import { isPromoCodeShape, type PromoCode } from '@/domain/promo-codes/promo-codes';

/*
 * A promo code as the CMS has it now (collection promo-codes), read on each use: a code staff
 * stop or change applies at once. Never cached, never prerendered. A code that does not parse
 * (half-filled) is not offered: the visitor reads "We don't recognise this code".
 */
export async function findPromoCode(code: string): Promise<PromoCode | undefined> {
  if (!isPromoCodeShape(code)) return undefined;
  const payload = await getPayload({ config });
  const found = await payload.find({ collection: 'promo-codes', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true });
  const doc = found.docs[0] as PromoCodeDoc | undefined;
  return doc ? docToPromoCode(doc) : undefined;
}
