import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { rentPeriodOf } from '@/domain/units';
import { workspaceTypesAt } from './centres';
import { seedProducts } from './products';
import { centreUnitCodes, seedUnits } from './units';

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

  it('prices each advertised type from exactly its "from" price, never below it', () => {
    for (const product of seedProducts) {
      if (product.price.kind !== 'from') continue;
      const rents = seedUnits.filter((unit) => unit.workspaceType === product.slug).map((unit) => unit.rent);
      if (product.slug === 'virtual-offices') {
        expect(rents).toEqual([]);
        continue;
      }
      expect(Math.min(...rents), product.slug).toBe(product.price.amount);
      expect(rentPeriodOf(product.slug)).toBe(product.price.unit);
    }
  });

  it('lists units in every status the site shows, and some that are let', () => {
    const statuses = new Set(seedUnits.map((unit) => unit.status));
    expect([...statuses].sort()).toEqual(['available', 'available-from', 'let', 'under-offer']);
    expect(
      seedUnits.filter((unit) => unit.centre === 'andover' && unit.status !== 'let').length,
    ).toBeGreaterThan(0);
  });
});
