import { describe, expect, it } from 'vitest';
import {
  applyPromoCode,
  checkPromoCode,
  normalisePromoCode,
  promoCodeFieldSchema,
  promoCodeSchema,
  promoDiscountPence,
  promoLine,
  promoRefusalMessage,
  type PromoCode,
} from './promo-codes';

const spring: PromoCode = {
  code: 'SPRING25',
  kind: 'percent',
  percentOff: 25,
  appliesTo: ['rooms', 'day-passes'],
  validFrom: '2026-03-01',
  validUntil: '2026-05-31',
  maxUses: 100,
  active: true,
};
const tenOff: PromoCode = { code: 'TENOFF', kind: 'fixed', amountOffPence: 1000, appliesTo: ['day-passes'], active: true };

describe('reading a typed code', () => {
  it('ignores case and spaces, so "spring 25" is SPRING25', () => {
    expect(normalisePromoCode(' spring 25 ')).toBe('SPRING25');
    expect(promoCodeFieldSchema.parse('Spring25')).toBe('SPRING25');
  });
  it('treats an empty field as no code', () => {
    expect(promoCodeFieldSchema.parse('')).toBeUndefined();
    expect(promoCodeFieldSchema.parse('   ')).toBeUndefined();
    expect(promoCodeFieldSchema.parse(undefined)).toBeUndefined();
  });
  it('refuses what cannot be a code, and anything too long, as a code we do not recognise', () => {
    for (const bad of ['<script>', 'A', 'x'.repeat(41), 'CODE!', '-LEAD'])
      expect(promoCodeFieldSchema.safeParse(bad).error?.issues[0]?.message).toBe('We don’t recognise this code.');
  });
});

describe('whether a code applies', () => {
  it('applies on its first and last day, London dates', () => {
    expect(checkPromoCode(spring, { product: 'rooms', today: '2026-03-01' })).toEqual({ ok: true, code: spring });
    expect(checkPromoCode(spring, { product: 'rooms', today: '2026-05-31' }).ok).toBe(true);
  });
  it('says why it does not', () => {
    expect(checkPromoCode(undefined, { product: 'rooms', today: '2026-04-01' })).toEqual({ ok: false, refusal: 'unknown' });
    expect(checkPromoCode(spring, { product: 'rooms', today: '2026-06-01' })).toEqual({ ok: false, refusal: 'expired' });
    expect(checkPromoCode(spring, { product: 'rooms', today: '2026-02-28' })).toEqual({ ok: false, refusal: 'not-yet' });
    expect(checkPromoCode(spring, { product: 'virtual-office', today: '2026-04-01' })).toEqual({ ok: false, refusal: 'not-applicable' });
    expect(checkPromoCode({ ...spring, active: false }, { product: 'rooms', today: '2026-04-01' })).toEqual({ ok: false, refusal: 'inactive' });
  });
  it('words each refusal as the visitor reads it next to the field', () => {
    expect(promoRefusalMessage('expired', 'rooms')).toBe('This code has expired.');
    expect(promoRefusalMessage('used-up', 'rooms')).toBe('This code has been used the maximum number of times.');
    expect(promoRefusalMessage('already-used', 'rooms')).toBe('You have already used this code.');
    expect(promoRefusalMessage('not-applicable', 'day-passes')).toBe('This code does not apply to day passes.');
    expect(promoRefusalMessage('unknown', 'rooms')).toBe('We don’t recognise this code.');
    expect(promoRefusalMessage('not-yet', 'rooms', spring)).toBe('This code can be used from 1 March 2026.');
  });
});

describe('the discount', () => {
  it('takes a percentage off the price before VAT, rounded half up to the penny', () => {
    expect(promoDiscountPence(spring, 7000)).toBe(1750);
    expect(promoDiscountPence(spring, 1002)).toBe(251); // 250.5 rounds up
    expect(applyPromoCode(spring, 7000)).toEqual({ code: 'SPRING25', listPence: 7000, discountPence: 1750, netPence: 5250 });
  });
  it('never takes a price below £0 with a fixed amount', () => {
    expect(applyPromoCode(tenOff, 2500).netPence).toBe(1500);
    expect(applyPromoCode(tenOff, 600)).toEqual({ code: 'TENOFF', listPence: 600, discountPence: 600, netPence: 0 });
    expect(applyPromoCode({ ...spring, percentOff: 100 }, 4000).netPence).toBe(0);
  });
  it('is shown as a line of its own', () => {
    expect(promoLine({ code: 'SPRING25', discountPence: 1250 })).toEqual({ label: 'Promo SPRING25', amount: '−£12.50' });
  });
});

describe('a code as the CMS holds it', () => {
  it('needs its amount, a product and dates in order', () => {
    expect(promoCodeSchema.safeParse(spring).success).toBe(true);
    expect(promoCodeSchema.safeParse({ ...tenOff, amountOffPence: undefined }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...spring, appliesTo: [] }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...spring, validFrom: '2026-06-01' }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...spring, code: 'spring25' }).success).toBe(false);
  });
});
