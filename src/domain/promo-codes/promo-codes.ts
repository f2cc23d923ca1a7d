import { z } from 'zod';
import { isCalendarDate } from '@/lib/calendar-date';
import { formatPence } from '@/lib/booking-slots';

/*
 * Promo codes (issue 39 item 4, docs/decisions/0054-promo-codes.md, docs/promo-codes.md). Staff
 * make codes in the CMS; the rules of a code live here once: how a typed code is read (any case,
 * spaces ignored), whether it applies today to what is being bought, and how much it takes off.
 * The discount comes off the price before VAT, and never takes a price below £0. The limits that
 * need every request's view (maximum uses, one use per email) are the database's
 * (src/server/promo-codes/redemptions.ts), not this file's.
 */

/** What a code can apply to. */
export const promoProducts = ['rooms', 'day-passes', 'virtual-office', 'memberships'] as const;
export type PromoProduct = (typeof promoProducts)[number];

/** For staff, in the CMS. */
export const promoProductLabels: Readonly<Record<PromoProduct, string>> = {
  rooms: 'Meeting room bookings',
  'day-passes': 'Day passes',
  'virtual-office': 'A virtual office’s first month',
  memberships: 'A coworking membership’s first month',
};

/** For visitors, in "This code does not apply to …". */
const productPhrases: Readonly<Record<PromoProduct, string>> = {
  rooms: 'meeting room bookings',
  'day-passes': 'day passes',
  'virtual-office': 'virtual offices',
  memberships: 'memberships',
};

export const promoDiscountKinds = ['percent', 'fixed'] as const;
export type PromoDiscountKind = (typeof promoDiscountKinds)[number];

/** Letters, digits and dashes, 3 to 24 of them once read (normalisePromoCode). */
export const promoCodeLength = { min: 3, max: 24 } as const;
export const promoCodePattern = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;
/** The most a form field may carry before it is read at all. */
export const promoCodeInputMaxLength = 40;
/** A fixed amount off, in pence: up to £10,000. */
export const promoAmountBounds = { min: 1, max: 1_000_000 } as const;
export const promoPercentBounds = { min: 1, max: 100 } as const;
export const promoMaxUsesBounds = { min: 1, max: 1_000_000 } as const;

/** A typed code as stored and compared: trimmed, spaces removed, upper case. */
export function normalisePromoCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Whether staff's code (once normalised) is one the forms can take. */
export function isPromoCodeShape(code: string): boolean {
  return code.length >= promoCodeLength.min && code.length <= promoCodeLength.max && promoCodePattern.test(code);
}

/**
 * The optional form field: empty means no code. A value that cannot be a code is refused as a
 * code we do not recognise, next to the field.
 */
export const promoCodeFieldSchema = z
  .string()
  .max(promoCodeInputMaxLength, { error: 'We don’t recognise this code.' })
  .optional()
  .transform((value) => (value === undefined ? undefined : normalisePromoCode(value) || undefined))
  .refine((value) => value === undefined || isPromoCodeShape(value), { error: 'We don’t recognise this code.' });

/** A code as the CMS holds it, read into the domain (src/server/promo-codes/catalogue.ts). */
export type PromoCode = {
  readonly code: string;
  readonly kind: PromoDiscountKind;
  /** For 'percent': 1 to 100. */
  readonly percentOff?: number | undefined;
  /** For 'fixed': pence off the price before VAT. */
  readonly amountOffPence?: number | undefined;
  readonly appliesTo: readonly PromoProduct[];
  /** First and last London day the code works (inclusive); absent: no bound. */
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
  /** Absent: no limit. */
  readonly maxUses?: number | undefined;
  readonly active: boolean;
};

export const promoCodeSchema = z
  .object({
    code: z.string().refine(isPromoCodeShape),
    kind: z.enum(promoDiscountKinds),
    percentOff: z.number().int().min(promoPercentBounds.min).max(promoPercentBounds.max).optional(),
    amountOffPence: z.number().int().min(promoAmountBounds.min).max(promoAmountBounds.max).optional(),
    appliesTo: z.array(z.enum(promoProducts)).min(1),
    validFrom: z.string().refine(isCalendarDate).optional(),
    validUntil: z.string().refine(isCalendarDate).optional(),
    maxUses: z.number().int().min(promoMaxUsesBounds.min).max(promoMaxUsesBounds.max).optional(),
    active: z.boolean(),
  })
  .refine((code) => (code.kind === 'percent' ? code.percentOff !== undefined : code.amountOffPence !== undefined), {
    error: 'Give the percentage or the amount off.',
  })
  .refine((code) => !code.validFrom || !code.validUntil || code.validFrom <= code.validUntil, {
    error: 'The last day cannot be before the first.',
  });

/**
 * Why a code was refused. 'used-up' and 'already-used' are the database's answers; the others
 * are this file's.
 */
export const promoRefusals = ['unknown', 'inactive', 'not-yet', 'expired', 'not-applicable', 'series', 'used-up', 'already-used'] as const;
export type PromoRefusal = (typeof promoRefusals)[number];

/** What the visitor reads next to the field. */
export function promoRefusalMessage(refusal: PromoRefusal, product: PromoProduct, code?: PromoCode): string {
  switch (refusal) {
    case 'unknown':
      return 'We don’t recognise this code.';
    case 'inactive':
      return 'This code is no longer available.';
    case 'not-yet':
      return code?.validFrom ? `This code can be used from ${formatLondonDay(code.validFrom)}.` : 'This code cannot be used yet.';
    case 'expired':
      return 'This code has expired.';
    case 'not-applicable':
      return `This code does not apply to ${productPhrases[product]}.`;
    case 'series':
      return 'Promo codes apply to single bookings, not to weekly series.';
    case 'used-up':
      return 'This code has been used the maximum number of times.';
    case 'already-used':
      return 'You have already used this code.';
  }
}

function formatLondonDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export type PromoVerdict = { readonly ok: true; readonly code: PromoCode } | { readonly ok: false; readonly refusal: PromoRefusal };

/** Whether a code (as found, or not found) applies today, London time, to what is being bought. */
export function checkPromoCode(found: PromoCode | undefined, purchase: { readonly product: PromoProduct; readonly today: string }): PromoVerdict {
  if (!found) return { ok: false, refusal: 'unknown' };
  if (!found.active) return { ok: false, refusal: 'inactive' };
  if (found.validFrom && purchase.today < found.validFrom) return { ok: false, refusal: 'not-yet' };
  if (found.validUntil && purchase.today > found.validUntil) return { ok: false, refusal: 'expired' };
  if (!found.appliesTo.includes(purchase.product)) return { ok: false, refusal: 'not-applicable' };
  return { ok: true, code: found };
}

/** Pence off a price before VAT: a percentage rounded half up, a fixed amount at most the price. */
export function promoDiscountPence(code: Pick<PromoCode, 'kind' | 'percentOff' | 'amountOffPence'>, netPence: number): number {
  if (!Number.isInteger(netPence) || netPence < 0) throw new RangeError('price must be whole pence, not negative');
  const off = code.kind === 'percent' ? Math.round((netPence * (code.percentOff ?? 0)) / 100) : (code.amountOffPence ?? 0);
  return Math.min(netPence, Math.max(0, off));
}

/** A price with a code: the list price before VAT, the pence off and what is left before VAT. */
export type PromoPrice = { readonly code: string; readonly listPence: number; readonly discountPence: number; readonly netPence: number };

export function applyPromoCode(code: PromoCode, listPence: number): PromoPrice {
  const discountPence = promoDiscountPence(code, listPence);
  return { code: code.code, listPence, discountPence, netPence: listPence - discountPence };
}

/** The line in a price breakdown: "Promo SPRING25 −£12.50". */
export function promoLine(promo: { readonly code: string; readonly discountPence: number }): { label: string; amount: string } {
  return { label: `Promo ${promo.code}`, amount: `−${formatPence(promo.discountPence)}` };
}

/** What staff read: "25% off" or "£10 off". */
export function describePromoDiscount(code: Pick<PromoCode, 'kind' | 'percentOff' | 'amountOffPence'>): string {
  return code.kind === 'percent' ? `${code.percentOff ?? 0}% off` : `${formatPence(code.amountOffPence ?? 0)} off`;
}

/** What a form shows of a code: nothing, the price with it, or why not (next to the field). */
export type PromoOnPage =
  | { readonly kind: 'none' }
  | { readonly kind: 'applied'; readonly typed: string; readonly price: PromoPrice }
  | { readonly kind: 'refused'; readonly typed: string; readonly message: string };

/** For staff lists, beside the price before VAT: "£70, Promo SPRING25 −£17.50", and whether the use was given back. */
export function staffPromoText(promo: { readonly code: string; readonly listPence: number; readonly discountPence: number; readonly released?: boolean }): string {
  const line = promoLine(promo);
  return `${formatPence(promo.listPence)}, ${line.label} ${line.amount}${promo.released ? ', use given back' : ''}`;
}
