import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  compareUnits,
  isAvailableNow,
  squareMetres,
  unitSchema,
  type Unit,
} from './units';

const andoverWorkshop: Unit = {
  reference: 'AND-W01',
  name: 'Workshop 1',
  centre: 'andover',
  workspaceType: 'workshops',
  sizeSqFt: 400,
  rent: 55,
  status: 'available',
  facts: {},
  photos: [],
};

describe('unit rules', () => {
  it('refuses a meeting room without its half-day and day rates, and rates out of order', () => {
    const room = {
      ...andoverWorkshop,
      reference: 'AND-MR01',
      workspaceType: 'meeting-rooms',
      capacity: 8,
      rent: 25,
    };
    expect(unitSchema.safeParse(room).success).toBe(false);
    expect(unitSchema.safeParse({ ...room, rates: { halfDay: 80, day: 140 } }).success).toBe(true);
    expect(unitSchema.safeParse({ ...room, rates: { halfDay: 200, day: 140 } }).success).toBe(false);
  });

  it('refuses a virtual office as a unit, an office without desks and "available from" without a date', () => {
    expect(unitSchema.safeParse({ ...andoverWorkshop, workspaceType: 'virtual-offices' }).success).toBe(
      false,
    );
    expect(unitSchema.safeParse({ ...andoverWorkshop, workspaceType: 'office-spaces' }).success).toBe(false);
    expect(unitSchema.safeParse({ ...andoverWorkshop, status: 'available-from' }).success).toBe(false);
    expect(unitSchema.safeParse({ ...andoverWorkshop, reference: 'andover-1' }).success).toBe(false);
  });

  it('counts a unit available from a date as available once that date has come', () => {
    const later = { ...andoverWorkshop, status: 'available-from' as const, availableFrom: '2027-02-01' };
    expect(isAvailableNow(later, '2027-01-31')).toBe(false);
    expect(isAvailableNow(later, '2027-02-01')).toBe(true);
    expect(isAvailableNow({ ...andoverWorkshop, status: 'under-offer' }, '2027-02-01')).toBe(false);
  });

  it('orders available units first, then by date, then under offer, smallest first within each', () => {
    const units: Unit[] = [
      { ...andoverWorkshop, reference: 'AND-W05', status: 'under-offer', sizeSqFt: 100 },
      { ...andoverWorkshop, reference: 'AND-W04', status: 'available-from', availableFrom: '2027-03-01' },
      { ...andoverWorkshop, reference: 'AND-W03', sizeSqFt: 900 },
      { ...andoverWorkshop, reference: 'AND-W02', sizeSqFt: 300 },
    ];
    expect([...units].sort((a, b) => compareUnits(a, b, '2026-11-23')).map((unit) => unit.reference)).toEqual(
      ['AND-W02', 'AND-W03', 'AND-W04', 'AND-W05'],
    );
  });

  it('works out the availability of a type from the listed units only', () => {
    const units: Unit[] = [
      andoverWorkshop,
      { ...andoverWorkshop, reference: 'AND-W02', rent: 48 },
      { ...andoverWorkshop, reference: 'AND-W03', rent: 41, status: 'let' },
      { ...andoverWorkshop, reference: 'EXE-W01', centre: 'exeter', rent: 70, status: 'under-offer' },
    ];
    expect(availabilityOf(units, 'workshops')).toEqual({ count: 3, underOffer: 1, centres: ['andover', 'exeter'] });
  });

  it('converts square feet to square metres', () => {
    expect(squareMetres(1000)).toBe(93);
    expect(squareMetres(200)).toBe(19);
  });
});
