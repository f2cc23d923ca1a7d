import { describe, expect, it } from 'vitest';
import { withVat } from '@/domain/vat';
import { priceLines } from '../visitor-mail/model';

/* The code's line in a visitor mail's price: the price before it, the line, then net, VAT and total. */

describe('the price in a mail, with a promo code', () => {
  it('says the price before the code and the code’s line, before the VAT sum', () => {
    const price = { ...withVat(5250, 20), per: 'for 2 hours', payment: 'Paid online by card.', promo: { code: 'SPRING25', listPence: 7000, discountPence: 1750 } };
    expect(priceLines(price)).toEqual([
      '£63 for 2 hours, including VAT.',
      '£70 before the code, Promo SPRING25 −£17.50 (off the price before VAT).',
      'Net £52.50 + VAT at 20% £10.50 = total £63.',
      'Paid online by card.',
    ]);
  });
  it('says a code that made it free, rather than a bare "No charge"', () => {
    const price = { ...withVat(0, 20), per: 'for the day', payment: 'Nothing to pay.', promo: { code: 'FREEDAY', listPence: 2500, discountPence: 2500 } };
    expect(priceLines(price)).toEqual(['No charge: £25 before VAT, Promo FREEDAY −£25.']);
    expect(priceLines({ ...price, promo: undefined })).toEqual(['No charge.']);
  });
  it('keeps the monthly price of a virtual office and adds its first month with the code, or says the use was given back', () => {
    const firstMonth = { code: 'SPRING25', discountPence: 1975, ...withVat(5925, 20), released: false };
    const price = { ...withVat(7900, 20), per: 'per month', payment: 'We invoice you.', firstMonth };
    expect(priceLines(price)).toEqual([
      '£94.80 per month, including VAT.',
      'Net £79 + VAT at 20% £15.80 = total £94.80.',
      'First month with Promo SPRING25 −£19.75 (off the price before VAT): £59.25 + VAT £11.85 = £71.10. Later months at the full price.',
      'We invoice you.',
    ]);
    expect(priceLines({ ...price, firstMonth: { ...firstMonth, released: true } })[2]).toBe(
      'Promo SPRING25 −£19.75 was to come off the first month; the order ended, so the code’s use is given back.',
    );
  });
});
