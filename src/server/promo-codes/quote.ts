import 'server-only';
import {
  applyPromoCode,
  checkPromoCode,
  promoCodeFieldSchema,
  promoRefusalMessage,
  type PromoCode,
  type PromoPrice,
  type PromoProduct,
  type PromoRefusal,
} from '@/domain/promo-codes/promo-codes';
import { londonDate } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { clientAddress } from '../requests/client-address';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { promoUseCount } from './redemptions';

/*
 * A typed code against a price, on the server only (the page that shows the price, and the
 * handler that books): read from the CMS now, checked by the domain's rules on today's London
 * date, and, when the code has a maximum, against its uses so far, so a used-up code is refused
 * on the page already. The database has the last word when the booking is stored
 * (redemptions.ts): two visitors shown the last use, one gets it.
 */

export type PromoLookup = (code: string) => Promise<PromoCode | undefined>;

export type PromoQuote =
  | { readonly kind: 'none' }
  | { readonly kind: 'applied'; readonly price: PromoPrice; readonly maxUses: number | undefined }
  | { readonly kind: 'refused'; readonly code: string; readonly refusal: PromoRefusal; readonly message: string };

export async function quotePromo(
  deps: { readonly db: Database; readonly lookup: PromoLookup },
  raw: string | undefined,
  purchase: { readonly product: PromoProduct; readonly listPence: number; readonly now: Date },
): Promise<PromoQuote> {
  const field = promoCodeFieldSchema.safeParse(raw);
  const typed = (raw ?? '').slice(0, 40);
  if (!field.success) return refused(typed, 'unknown', purchase.product);
  if (field.data === undefined) return { kind: 'none' };
  const found = await deps.lookup(field.data);
  const verdict = checkPromoCode(found, { product: purchase.product, today: londonDate(purchase.now) });
  if (!verdict.ok) return refused(field.data, verdict.refusal, purchase.product, found);
  if (verdict.code.maxUses !== undefined && (await promoUseCount(deps.db, verdict.code.code)) >= verdict.code.maxUses)
    return refused(field.data, 'used-up', purchase.product, found);
  return { kind: 'applied', price: applyPromoCode(verdict.code, purchase.listPence), maxUses: verdict.code.maxUses };
}

function refused(code: string, refusal: PromoRefusal, product: PromoProduct, found?: PromoCode): PromoQuote {
  return { kind: 'refused', code, refusal, message: promoRefusalMessage(refusal, product, found) };
}

/** The answer when one address tries too many codes: codes are not to be guessed. */
export const promoRateLimitedMessage = 'Too many codes tried. Wait a minute, then try again.';

/**
 * Whether this address may try a code now: a page that applies a code says whether it exists, so
 * it counts against its own limit (`promo:` per client address), as a booking post does.
 */
export async function mayTryPromo(
  guards: { readonly db: Database; readonly rateLimitPerMinute: number; readonly trustedProxyHops?: number; readonly rateLimitStore?: 'database' | 'memory' },
  headers: Headers,
  now: number,
): Promise<boolean> {
  const client = clientAddress(headers, guards.trustedProxyHops ?? 0);
  const key = clientKey(`promo:${client.address}`);
  const verdict =
    guards.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, guards.rateLimitPerMinute, now)
      : await hitRateLimit(guards.db, key, guards.rateLimitPerMinute, now);
  return verdict.allowed;
}
