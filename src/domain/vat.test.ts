import { describe, expect, it } from 'vitest';
import { standardVatRatePercent, withVat } from './vat';

describe('withVat', () => {
  it('adds 20 % to a whole-pound price', () => {
    expect(withVat(5900, standardVatRatePercent)).toEqual({
      netPence: 5900,
      vatPence: 1180,
      totalPence: 7080,
      vatRatePercent: 20,
    });
  });
  it('rounds the VAT to the nearest penny', () => {
    expect(withVat(1, 20).vatPence).toBe(0);
    expect(withVat(3, 20).vatPence).toBe(1);
    expect(withVat(1999, 17.5).vatPence).toBe(350);
  });
  it('a zero rate adds nothing', () => {
    expect(withVat(4500, 0).totalPence).toBe(4500);
  });
  it('refuses fractional pence, negative prices and a silly rate', () => {
    expect(() => withVat(10.5, 20)).toThrow();
    expect(() => withVat(-1, 20)).toThrow();
    expect(() => withVat(100, 80)).toThrow();
  });
});
