import { describe, expect, it } from 'vitest';
import {
  cheapestMonthlyPence,
  findPlan,
  monthlyPenceAt,
  offeredPlans,
  poundsToPence,
  virtualOfficePlansSchema,
  type VirtualOfficePlan,
} from './plans';

const plan = (kind: VirtualOfficePlan['kind'], prices: VirtualOfficePlan['prices']): VirtualOfficePlan => ({
  kind,
  name: 'A plan name',
  description: 'What the plan is for, in a sentence.',
  included: ['One thing included'],
  needsIdCheck: kind !== 'call-answering',
  prices,
});

describe('virtual-office plans', () => {
  it('accepts a plan priced in whole pence at known centres', () => {
    const value = { plans: [plan('business-address', [{ centre: 'exeter', monthlyPence: 5900 }])] };
    expect(virtualOfficePlansSchema.parse(value)).toEqual(value);
  });

  it('refuses a price in fractions of a penny, out of bounds, or at an unknown centre', () => {
    for (const price of [
      { centre: 'exeter', monthlyPence: poundsToPence(59.999) },
      { centre: 'exeter', monthlyPence: 50 },
      { centre: 'exeter', monthlyPence: 300_000 },
      { centre: 'london', monthlyPence: 5900 },
    ]) {
      expect(
        virtualOfficePlansSchema.safeParse({ plans: [plan('business-address', [price as never])] }).success,
      ).toBe(false);
    }
  });

  it('refuses a plan listed twice and a centre priced twice in a plan', () => {
    const twice = { plans: [plan('mail-handling', []), plan('mail-handling', [])] };
    expect(virtualOfficePlansSchema.safeParse(twice).success).toBe(false);
    const centreTwice = {
      plans: [
        plan('mail-handling', [
          { centre: 'exeter', monthlyPence: 7900 },
          { centre: 'exeter', monthlyPence: 8900 },
        ]),
      ],
    };
    expect(virtualOfficePlansSchema.safeParse(centreTwice).error?.issues[0]?.message).toBe(
      'This centre already has a price for this plan.',
    );
  });

  it('converts pounds to pence without float noise', () => {
    expect(poundsToPence(59)).toBe(5900);
    expect(poundsToPence(64.99)).toBe(6499);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
  });

  it('offers prices only at centres that offer virtual offices, and drops plans left with none', () => {
    const plans = [
      plan('business-address', [
        { centre: 'exeter', monthlyPence: 5900 },
        { centre: 'andover', monthlyPence: 6500 },
      ]),
      plan('call-answering', [{ centre: 'andover', monthlyPence: 12900 }]),
    ];
    const offered = offeredPlans(plans, ['exeter']);
    expect(offered).toHaveLength(1);
    expect(offered[0]?.prices).toEqual([{ centre: 'exeter', monthlyPence: 5900 }]);
    expect(monthlyPenceAt(offered[0]!, 'exeter')).toBe(5900);
    expect(monthlyPenceAt(offered[0]!, 'andover')).toBeUndefined();
    expect(findPlan(plans, 'call-answering')?.kind).toBe('call-answering');
    expect(findPlan(plans, 'nonsense')).toBeUndefined();
  });

  it('finds the cheapest price overall and at a centre', () => {
    const plans = [
      plan('business-address', [
        { centre: 'exeter', monthlyPence: 5900 },
        { centre: 'andover', monthlyPence: 6500 },
      ]),
      plan('mail-handling', [{ centre: 'andover', monthlyPence: 6100 }]),
    ];
    expect(cheapestMonthlyPence(plans)).toBe(5900);
    expect(cheapestMonthlyPence(plans, 'andover')).toBe(6100);
    expect(cheapestMonthlyPence(plans, 'weymouth')).toBeUndefined();
  });
});
