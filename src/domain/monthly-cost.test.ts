import { describe, expect, it } from 'vitest';
import {
  businessRates,
  monthlyCostOf,
  monthlyPence,
  ratesMultiplierOf,
  roundedPounds,
  smallBusinessReliefShare,
} from './monthly-cost';

const exVat = { vatRatePercent: 20, businessUnitsExVat: true };

describe('monthlyPence', () => {
  it('turns a weekly rent into a month as a year over twelve months', () => {
    // £40 a week: 4,000 × 52 / 12 = 17,333.3 pence, not 4 × £40.
    expect(monthlyPence(40, 'week')).toBe(17_333);
    expect(monthlyPence(120, 'week')).toBe(52_000);
  });
  it('keeps a monthly rent and has no month for an hourly price', () => {
    expect(monthlyPence(520, 'month')).toBe(52_000);
    expect(monthlyPence(12.5, 'month')).toBe(1_250);
    expect(monthlyPence(19, 'hour')).toBeUndefined();
  });
});

describe('business rates', () => {
  it('uses the 2026/27 English multipliers by rateable value', () => {
    expect(businessRates.taxYear).toBe('2026/27');
    expect(ratesMultiplierOf(10_000)).toEqual({ band: 'small', pence: 43.2 });
    expect(ratesMultiplierOf(50_999)).toEqual({ band: 'small', pence: 43.2 });
    expect(ratesMultiplierOf(51_000)).toEqual({ band: 'standard', pence: 48 });
    expect(ratesMultiplierOf(500_000)).toEqual({ band: 'high-value', pence: 50.8 });
  });
  it('tapers small business rate relief from £12,000 to £15,000', () => {
    expect(smallBusinessReliefShare(12_000)).toBe(1);
    expect(smallBusinessReliefShare(13_500)).toBeCloseTo(0.5);
    expect(smallBusinessReliefShare(15_000)).toBe(0);
  });
});

describe('monthlyCostOf', () => {
  it('sums rent, service charge, VAT on both and the rates estimate for a weekly unit', () => {
    const cost = monthlyCostOf(
      { workspaceType: 'workshops', rent: 120, serviceCharge: 15, rateableValue: 18_000 },
      exVat,
    )!;
    expect(cost.rentPence).toBe(52_000);
    expect(cost.serviceChargePence).toBe(6_500);
    expect(cost.vatPence).toBe(11_700);
    // 18,000 × 43.2p = £7,776 a year = 64,800 pence a month; no relief above £15,000.
    expect(cost.rates).toMatchObject({ kind: 'estimated', band: 'small', monthlyPence: 64_800 });
    expect(cost.totalPence).toBe(52_000 + 6_500 + 11_700 + 64_800);
    expect(cost.totalWithReliefPence).toBeUndefined();
  });
  it('gives the total with small business rate relief when it would apply', () => {
    const cost = monthlyCostOf({ workspaceType: 'workshops', rent: 40, rateableValue: 1_900 }, exVat)!;
    expect(cost.rates).toMatchObject({ kind: 'estimated', monthlyPence: 6_840, withReliefMonthlyPence: 0 });
    expect(cost.totalPence).toBe(17_333 + 3_467 + 6_840);
    expect(cost.totalWithReliefPence).toBe(17_333 + 3_467);
    expect(roundedPounds(cost.totalPence)).toBe(276);
  });
  it('counts rates as included for serviced offices and adds VAT to the net rent whatever the quoting', () => {
    const cost = monthlyCostOf({ workspaceType: 'office-spaces', rent: 520, rateableValue: 9_000 }, {
      vatRatePercent: 20,
    })!;
    expect(cost.rates).toEqual({ kind: 'included' });
    expect(cost.totalPence).toBe(62_400);
  });
  it('says when the rateable value is not known, and costs no month for rooms by the hour', () => {
    expect(monthlyCostOf({ workspaceType: 'studios', rent: 65 }, exVat)!.rates).toEqual({ kind: 'unknown' });
    expect(monthlyCostOf({ workspaceType: 'meeting-rooms', rent: 19 }, exVat)).toBeUndefined();
  });
});
