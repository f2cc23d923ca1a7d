import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { fromPriceOf } from '@/domain/prices';
import { workspaceTypesAt } from './centres';
import { centreUnitCodes, seedUnits } from './units';

/** A day before any seeded "available from" date, so the checks do not depend on the calendar. */
const seedToday = '2026-11-26';

describe('the seed inventory', () => {
  it('has 3 to 8 units at every centre, only of types the centre offers', () => {
    for (const centre of centreTowns) {
      const here = seedUnits.filter((unit) => unit.centre === centre.slug);
      expect(here.length, centre.slug).toBeGreaterThanOrEqual(3);
      expect(here.length, centre.slug).toBeLessThanOrEqual(8);
      for (const unit of here) expect(workspaceTypesAt(centre.slug)).toContain(unit.workspaceType);
    }
  });

  it('gives every unit a unique reference that starts with its own centre code', () => {
    const references = seedUnits.map((unit) => unit.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const unit of seedUnits)
      expect(unit.reference.startsWith(`${centreUnitCodes[unit.centre]}-`)).toBe(true);
    expect(new Set(Object.values(centreUnitCodes)).size).toBe(centreTowns.length);
  });

  it('makes the spec’s prices the lowest rents free today, and no unit of those types cheaper', () => {
    const spec = { workshops: 40, 'meeting-rooms': 19, 'coworking-spaces': 89 } as const;
    for (const [type, amount] of Object.entries(spec) as [keyof typeof spec, number][]) {
      expect(fromPriceOf(seedUnits, type, seedToday), type).toEqual({ kind: 'from', type, netPounds: amount });
      const rents = seedUnits.filter((unit) => unit.workspaceType === type).map((unit) => unit.rent);
      expect(Math.min(...rents), type).toBe(amount);
    }
    expect(seedUnits.some((unit) => unit.workspaceType === ('virtual-offices' as string))).toBe(false);
  });

  it('lists units in every status the site shows, and some that are let', () => {
    const statuses = new Set(seedUnits.map((unit) => unit.status));
    expect([...statuses].sort()).toEqual(['available', 'available-from', 'let', 'under-offer']);
    expect(
      seedUnits.filter((unit) => unit.centre === 'andover' && unit.status !== 'let').length,
    ).toBeGreaterThan(0);
  });
});
