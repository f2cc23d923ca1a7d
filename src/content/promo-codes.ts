import 'server-only';
import config from '@payload-config';
import { headers } from 'next/headers';
import { getPayload } from 'payload';
import { docToPromoCode, type PromoCodeDoc } from '@/cms/collections/promo-codes';
import { isPromoCodeShape, type PromoCode, type PromoOnPage, type PromoProduct } from '@/domain/promo-codes/promo-codes';
import { mayTryPromo, promoRateLimitedMessage, quotePromo } from '@/server/promo-codes/quote';
import { promoForBooking, promoForDayPass, type PromoApplied } from '@/server/promo-codes/redemptions';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';

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

/*
 * A code on a page that states a price (the room's reservation form, the day-pass form): the
 * visitor pressed "Apply code", or was sent back by a refusal. The page shows the price with the
 * code's line, or why the code was refused, next to the field.
 */
export async function promoOnPage(
  typed: string | undefined,
  purchase: { readonly product: PromoProduct; readonly listPence: number },
  refusal?: string,
): Promise<PromoOnPage> {
  const shown = (typed ?? '').slice(0, 40);
  if (refusal) return { kind: 'refused', typed: shown, message: refusal };
  if (!shown.trim()) return { kind: 'none' };
  const now = Date.now();
  const runtime = await getEnquiryRuntime();
  const guards = formPostGuards(runtime);
  if (!(await mayTryPromo(guards, await headers(), now))) return { kind: 'refused', typed: shown, message: promoRateLimitedMessage };
  const quote = await quotePromo({ db: guards.db, lookup: findPromoCode }, shown, { ...purchase, now: new Date(now) });
  if (quote.kind === 'none') return { kind: 'none' };
  if (quote.kind === 'refused') return { kind: 'refused', typed: shown, message: quote.message };
  return { kind: 'applied', typed: shown, price: quote.price };
}
