import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import type { Unit } from '@/domain/units';
import { compareRows } from './compare-rows';

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

const options = { towns: centreTowns, terms: { vatRatePercent: 20, businessUnitsExVat: true }, today: '2026-11-26' };

describe('compareRows', () => {
  const workshop = unit({ rateableValue: 2_500, termMonths: 24, noticeMonths: 3, facts: { power: 'Three-phase' } });
  const room = unit({
    reference: 'EXE-MR01',
    centre: 'exeter',
    workspaceType: 'meeting-rooms',
    capacity: 8,
    rent: 39,
    rates: { halfDay: 125, day: 215 },
  });
  const rows = compareRows([workshop, room], options);
  const valuesOf = (label: string) => rows.find((row) => row.label === label)?.values;

  it('gives one value per unit for each row, from the fields', () => {
    expect(valuesOf('Centre')).toEqual(['Andover', 'Exeter']);
    expect(valuesOf('Rent')).toEqual(['£60 per week + VAT', '£39 per hour + VAT']);
    expect(valuesOf('Term the rent is for')).toEqual(['24 months', 'Ask us']);
    expect(valuesOf('Notice to end')).toEqual(['3 months', 'Ask us']);
    expect(valuesOf('Power')).toEqual(['Three-phase', '–']);
  });
  it('states the all-in monthly cost, or that a room is paid per booking', () => {
    // £60 × 52 / 12 = £260, VAT £52, rates 2,500 × 43.2p / 12 = £90: about £402.
    expect(valuesOf('All in, a month')).toEqual(['about £402', 'Paid per booking']);
  });
  it('adds distances only when a postcode was given', () => {
    expect(valuesOf('Distance from SO23')).toBeUndefined();
    const withOrigin = compareRows([workshop, room], {
      ...options,
      origin: { label: 'SO23', at: { lat: 51.07, lng: -1.31 } },
    });
    const distances = withOrigin.find((row) => row.label === 'Distance from SO23')!.values;
    expect(distances[0]).toMatch(/^\d+(\.\d)? miles$/);
    expect(Number.parseFloat(distances[0]!)).toBeLessThan(Number.parseFloat(distances[1]!));
  });
});
