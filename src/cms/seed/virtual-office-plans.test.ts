import { describe, expect, it } from 'vitest';
import { cheapestMonthlyPence, offeredPlans, virtualOfficePlanKinds } from '@/domain/virtual-office/plans';
import { centresOffering } from './centres';
import { seedTypePrice } from './seeded-routes';
import { seedVirtualOfficePlans } from './virtual-office-plans';

describe('seeded virtual-office plans', () => {
  const offering = centresOffering('virtual-offices').map((centre) => centre.slug);

  it('has every plan, each priced at every centre that offers virtual offices and nowhere else', () => {
    expect(seedVirtualOfficePlans.plans.map((plan) => plan.kind).sort()).toEqual(
      [...virtualOfficePlanKinds].sort(),
    );
    for (const plan of seedVirtualOfficePlans.plans) {
      expect(plan.prices.map((price) => price.centre).sort()).toEqual([...offering].sort());
    }
  });

  it('keeps the product copy true: the cheapest plan is the "from" price the virtual-offices page shows', () => {
    expect(seedTypePrice('virtual-offices').text).toBe('from £59 per month + VAT');
    expect(cheapestMonthlyPence(offeredPlans(seedVirtualOfficePlans.plans, offering))).toBe(59 * 100);
  });

  it('asks for the identity check on every plan that gives an address, not on call answering', () => {
    const needs = Object.fromEntries(
      seedVirtualOfficePlans.plans.map((plan) => [plan.kind, plan.needsIdCheck]),
    );
    expect(needs).toEqual({
      'business-address': true,
      'registered-office': true,
      'mail-handling': true,
      'mail-forwarding': true,
      'call-answering': false,
    });
  });
});
