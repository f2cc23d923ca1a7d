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
});
