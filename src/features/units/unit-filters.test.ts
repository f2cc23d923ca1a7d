import { describe, expect, it } from 'vitest';
import { seedUnits } from '@/cms/seed/units';
import { isAlertWorkspaceType, unitMatchesAlert, type AlertCriteria } from '@/domain/alerts/alert-criteria';
import type { Unit } from '@/domain/units';
import { filterUnits, parseUnitFilters, unitFiltersQuery } from './unit-filters';

const terms = { vatRatePercent: 20, businessUnitsExVat: true };
const unit = (over: Partial<Unit>): Unit => ({
  reference: 'AND-W01',
  name: 'Workshop 1',
  centre: 'andover',
  workspaceType: 'workshops',
  sizeSqFt: 300,
  rent: 60,
  status: 'available',
  facts: {},
  photos: [],
  ...over,
});

describe('parseUnitFilters', () => {
  it('reads type, centre, size band and budget from the query', () => {
    expect(
      parseUnitFilters({ type: 'workshops', centre: 'andover', size: '250-500', budget: '750' }),
    ).toEqual({
      type: 'workshops',
      centre: 'andover',
      size: '250-500',
      budget: 750,
    });
  });
  it('ignores unknown, repeated-junk, oversized and empty values instead of failing', () => {
    expect(
      parseUnitFilters({ type: 'virtual-offices', centre: 'atlantis', size: '1-2', budget: '12abc' }),
    ).toEqual({});
    expect(parseUnitFilters({ budget: '99999999' })).toEqual({});
    expect(parseUnitFilters({ budget: '', size: '' })).toEqual({});
    expect(parseUnitFilters({ type: ['studios', 'workshops'] })).toEqual({ type: 'studios' });
  });
  it('writes the same filters back as a query in a fixed order', () => {
    expect(unitFiltersQuery({ budget: 500, type: 'workshops' })).toBe('type=workshops&budget=500');
  });
});

describe('filterUnits', () => {
  const small = unit({ reference: 'AND-W01', sizeSqFt: 200, rent: 40, rateableValue: 1_750 });
  const large = unit({ reference: 'AND-W02', sizeSqFt: 1_200, rent: 140, rateableValue: 6_500 });
  const room = unit({
    reference: 'AND-MR01',
    workspaceType: 'meeting-rooms',
    capacity: 6,
    rent: 19,
    rates: { halfDay: 60, day: 100 },
  });
  const elsewhere = unit({ reference: 'EXE-W01', centre: 'exeter', sizeSqFt: 400 });
  const all = [small, large, room, elsewhere];

  it('keeps units in the size band, of the type, at the centre', () => {
    expect(filterUnits(all, { size: 'under-250' }, terms)).toEqual(
      [small, room].filter((u) => u.sizeSqFt < 250),
    );
    expect(filterUnits(all, { centre: 'exeter' }, terms)).toEqual([elsewhere]);
    expect(filterUnits(all, { type: 'meeting-rooms' }, terms)).toEqual([room]);
  });
  it('compares the budget with the whole monthly cost, and leaves out rooms paid by the hour', () => {
    // £40 a week: £173.33 rent + £34.67 VAT + rates 1,750 × 43.2p ÷ 12 = £63 → about £271.
    expect(filterUnits(all, { budget: 300 }, terms).map((u) => u.reference)).toEqual(['AND-W01']);
    expect(filterUnits(all, { budget: 250 }, terms)).toEqual([]);
    expect(filterUnits(all, { budget: 10_000 }, terms)).not.toContain(room);
  });
});

describe('one meaning of budget', () => {
  it('the alert and the /units filter agree on every seeded unit, at several budgets', () => {
    let fits = 0;
    for (const budget of [300, 800, 1500, 4000])
      for (const listed of seedUnits) {
        if (!isAlertWorkspaceType(listed.workspaceType)) continue;
        const own: AlertCriteria = {
          workspaceType: listed.workspaceType,
          centres: [listed.centre],
          maxMonthlyPounds: budget,
        };
        const shown = filterUnits([listed], { budget }, terms).length === 1;
        expect(unitMatchesAlert(own, listed, terms), `${listed.reference} at £${budget}`).toBe(shown);
        if (shown) fits += 1;
      }
    // Both answers occur, so the agreement is not two functions that always say no.
    expect(fits).toBeGreaterThan(0);
  });
});
