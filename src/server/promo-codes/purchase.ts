import 'server-only';
import { promoRefusalMessage, type PromoProduct } from '@/domain/promo-codes/promo-codes';
import type { Database } from '../db/client';
import { quotePromo, type PromoLookup, type PromoQuote } from './quote';
import { PromoRefusedError, redeemPromoCode, type PromoSubject } from './redemptions';

/*
 * What a handler (room booking, day pass) needs of a promo code, in three steps: price it
 * (priceWithPromo), store its use with the booking or pass (redeemAlongside, inside the store's
 * transaction), and word a refusal from either step for the field (promoFieldError).
 */

export type PurchasePromo = Extract<PromoQuote, { kind: 'applied' }> | undefined;

export async function priceWithPromo(
  deps: { readonly db: Database; readonly promoCodes?: PromoLookup | undefined },
  raw: string | undefined,
  purchase: { readonly product: PromoProduct; readonly listPence: number; readonly now: Date },
): Promise<{ readonly netPence: number; readonly promo: PurchasePromo } | { readonly refused: string }> {
  // Without the CMS's codes (tests, or a handler not wired), any code typed is one we do not know.
  const lookup: PromoLookup = deps.promoCodes ?? (() => Promise.resolve(undefined));
  const quote = await quotePromo({ db: deps.db, lookup }, raw, purchase);
  if (quote.kind === 'refused') return { refused: quote.message };
  if (quote.kind === 'none') return { netPence: purchase.listPence, promo: undefined };
  return { netPence: quote.price.netPence, promo: quote };
}

/** The store's `alongside` step: the code's use, in the same transaction as the booking or pass. */
export function redeemAlongside(
  promo: PurchasePromo,
  use: { readonly email: string; readonly product: PromoProduct; readonly subject: (stored: { id: string }) => PromoSubject },
): ((tx: Database, stored: { id: string }) => Promise<void>) | undefined {
  if (!promo) return undefined;
  return (tx, stored) => redeemPromoCode(tx, { price: promo.price, maxUses: promo.maxUses, email: use.email, product: use.product, subject: use.subject(stored) });
}

/** The field's message when the database refused the use (the last use went, or this email used it). */
export function promoFieldError(error: unknown, product: PromoProduct): string | undefined {
  return error instanceof PromoRefusedError ? promoRefusalMessage(error.refusal, product) : undefined;
}

/** The promo's part of a Checkout Session: the list price on the line, the discount as a coupon. */
export function checkoutPromo(promo: PurchasePromo): { readonly code: string; readonly listPence: number; readonly discountPence: number } | undefined {
  return promo ? { code: promo.price.code, listPence: promo.price.listPence, discountPence: promo.price.discountPence } : undefined;
}
