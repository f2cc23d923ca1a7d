import 'server-only';
import { headers } from 'next/headers';
import { findPromoCode } from '@/content/promo-codes';
import type { PromoOnPage, PromoProduct } from '@/domain/promo-codes/promo-codes';
import { formPostGuards, getEnquiryRuntime } from '../runtime';
import { mayTryPromo, promoRateLimitedMessage, quotePromo } from './quote';

/*
 * A code on a page that states a price (the room's reservation form, the day pass form): the
 * visitor pressed "Apply" (a plain GET form, no script), or was sent back by a refusal. The page
 * shows the price with the code's line, or why the code was refused, next to the field.
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
