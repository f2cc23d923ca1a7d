import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { docToPromoCode, type PromoCodeDoc } from '@/cms/collections/promo-codes';
import { isPromoCodeShape, type PromoCode } from '@/domain/promo-codes/promo-codes';
import { promoForBooking, promoForDayPass, type PromoApplied } from '@/server/promo-codes/redemptions';
import { getEnquiryRuntime } from '@/server/runtime';

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

/** The code on a booking (its confirmation and manage pages), once its signed link was checked. */
export async function getBookingPromo(bookingId: string): Promise<PromoApplied | undefined> {
  return promoForBooking((await getEnquiryRuntime()).database.db, bookingId);
}

/** The code on a day pass (its confirmation and manage pages), once its signed link was checked. */
export async function getDayPassPromo(dayPassId: string): Promise<PromoApplied | undefined> {
  return promoForDayPass((await getEnquiryRuntime()).database.db, dayPassId);
}
