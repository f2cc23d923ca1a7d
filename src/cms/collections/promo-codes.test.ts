import { describe, expect, it } from 'vitest';
import { docToPromoCode, PromoCodes } from './promo-codes';

/* The CMS's promo code as the site reads it: a half-filled code is not offered. */

describe('a promo code from the CMS', () => {
  it('reads the day of each date as staff chose it, and only the amount of its kind', () => {
    expect(
      docToPromoCode({
        code: 'SPRING25',
        kind: 'percent',
        percentOff: 25,
        amountOffPence: 999,
        appliesTo: ['rooms'],
        validFrom: '2027-03-01T12:00:00.000Z',
        validUntil: '2027-03-31T12:00:00.000Z',
        maxUses: null,
        active: true,
      }),
    ).toEqual({ code: 'SPRING25', kind: 'percent', percentOff: 25, appliesTo: ['rooms'], validFrom: '2027-03-01', validUntil: '2027-03-31', active: true });
  });
  it('offers nothing for a code without its amount, products or an allowed shape', () => {
    expect(docToPromoCode({ code: 'TEN', kind: 'fixed', amountOffPence: null, appliesTo: ['rooms'], active: true })).toBeUndefined();
    expect(docToPromoCode({ code: 'TEN', kind: 'fixed', amountOffPence: 1000, appliesTo: [], active: true })).toBeUndefined();
    expect(docToPromoCode({ code: 'ten off', kind: 'fixed', amountOffPence: 1000, appliesTo: ['rooms'], active: true })).toBeUndefined();
  });
  it('saves a code in capitals and refuses one staff could not share', async () => {
    const field = PromoCodes.fields.find((entry) => 'name' in entry && entry.name === 'code') as { hooks: { beforeValidate: ((args: { value: unknown }) => unknown)[] }; validate: (value: string) => unknown };
    expect(await field.hooks.beforeValidate[0]!({ value: ' spring 25 ' })).toBe('SPRING25');
    expect(field.validate('SPRING25')).toBe(true);
    expect(field.validate('SPRING!')).toMatch(/^Letters, digits and dashes/);
  });
});
