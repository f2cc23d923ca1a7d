import { describe, expect, it } from 'vitest';
import { site } from './site';
import { withVat } from './vat';

describe('withVat', () => {
  it('adds VAT at the configured rate to a net price in pence', () => {
    expect(withVat(7000)).toEqual({ netPence: 7000, vatPence: 1400, totalPence: 8400, vatRatePercent: site.vatRatePercent });
  });

  it('rounds the VAT to the nearest penny', () => {
    expect(withVat(1234, 20).vatPence).toBe(247); // 246.8
    expect(withVat(1232, 20).vatPence).toBe(246); // 246.4
    expect(withVat(1000, 5)).toMatchObject({ vatPence: 50, totalPence: 1050 });
    expect(withVat(1000, 0)).toMatchObject({ vatPence: 0, totalPence: 1000 });
  });

  it('refuses fractions of a penny, negative prices and impossible rates', () => {
    expect(() => withVat(10.5)).toThrow(RangeError);
    expect(() => withVat(-1)).toThrow(RangeError);
    expect(() => withVat(100, 101)).toThrow(RangeError);
    expect(() => withVat(100, Number.NaN)).toThrow(RangeError);
  });
});
