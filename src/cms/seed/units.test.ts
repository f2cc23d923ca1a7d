import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { centreWithMostListedArea, claimsLargest, typeClaimProblems, workspaceTypesNamedIn } from '@/domain/copy-claims';
import { seedProducts } from './products';
import { unitCopyProblems } from '@/domain/copy-facts';
import { fromPriceOf } from '@/domain/prices';
import { isAvailableNow, publishedUnitSchema } from '@/domain/units';
import { seedCentres, workspaceTypesAt } from './centres';
import { centreUnitCodes, seedUnits } from './units';

/** A day before any seeded "available from" date, so the checks do not depend on the calendar. */
const seedToday = '2026-11-26';

describe('the seed inventory', () => {
  it('bears out every workspace type’s claims: sizes, power, people and counts (decision 0038)', () => {
    const problems = seedProducts.flatMap((product) =>
      typeClaimProblems(
        product,
        seedUnits.filter((unit) => unit.workspaceType === product.slug && unit.status !== 'let'),
      ).map((problem) => `${product.slug} ${problem.path.join('.')}: ${problem.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('has 6 to 12 units at every centre, only of types the centre offers', () => {
    for (const centre of centreTowns) {
      const here = seedUnits.filter((unit) => unit.centre === centre.slug);
      expect(here.length, centre.slug).toBeGreaterThanOrEqual(6);
      expect(here.length, centre.slug).toBeLessThanOrEqual(12);
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
      expect(fromPriceOf(seedUnits, type, seedToday), type).toEqual({
        kind: 'from',
        type,
        netPounds: amount,
      });
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

  it('keeps the unit references the tests and staff know', () => {
    const known = seedUnits.map((unit) => unit.reference);
    for (const reference of ['AND-W03', 'AND-W04', 'AND-MR01', 'AND-CW02', 'EXE-W04', 'EXE-MR01', 'TEW-W03'])
      expect(known).toContain(reference);
    const andover = seedUnits.find((unit) => unit.reference === 'AND-W03')!;
    expect([andover.sizeSqFt, andover.rent, andover.status]).toEqual([200, 40, 'available']);
  });

  it('lists coworking desks, free today, at every centre that offers coworking', () => {
    for (const centre of centreTowns) {
      if (!workspaceTypesAt(centre.slug).includes('coworking-spaces')) continue;
      const desks = seedUnits.filter(
        (unit) => unit.centre === centre.slug && unit.workspaceType === 'coworking-spaces',
      );
      expect(
        desks.some((unit) => isAvailableNow(unit, seedToday)),
        centre.slug,
      ).toBe(true);
    }
  });

  it('lists every kind of space a centre’s summary names there, and the centre offers it', () => {
    for (const centre of seedCentres) {
      for (const type of workspaceTypesNamedIn(centre.summary)) {
        expect(workspaceTypesAt(centre.slug), `${centre.slug} names ${type}`).toContain(type);
        if (type === 'virtual-offices') continue;
        const listed = seedUnits.filter(
          (unit) => unit.centre === centre.slug && unit.workspaceType === type && unit.status !== 'let',
        );
        expect(listed.length, `${centre.slug} names ${type}`).toBeGreaterThan(0);
      }
    }
  });

  it('says "largest" only of the centre with the most floor area listed', () => {
    const largest = centreWithMostListedArea(seedUnits);
    for (const centre of seedCentres) {
      if (claimsLargest(`${centre.heroLine} ${centre.summary}`)) expect(centre.slug).toBe(largest);
    }
  });

  it('describes units without restating a size, price or count, which the publish check refuses', () => {
    for (const unit of seedUnits) {
      expect(unitCopyProblems(unit.summary ?? ''), unit.reference).toEqual([]);
      expect(publishedUnitSchema.safeParse(unit).success, unit.reference).toBe(true);
    }
    const unit = seedUnits.find((candidate) => candidate.reference === 'AND-W04')!;
    for (const summary of [
      'A self-contained workshop of 200 sq ft with its own entrance.',
      'A bright room for up to 6 people with a screen.',
      'A private office for 4 desks, from £520 a month.',
    ]) {
      const result = publishedUnitSchema.safeParse({ ...unit, summary });
      expect(result.success, summary).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['summary']);
    }
  });

  it('prices units in plausible UK ranges, with a service charge for the same period', () => {
    // £ per sq ft a year (rent only), and service charge as a share of rent (docs/seed-inventory.md).
    for (const unit of seedUnits) {
      const serviced = ['office-spaces', 'meeting-rooms', 'coworking-spaces'].includes(unit.workspaceType);
      expect(unit.serviceCharge, unit.reference).toBeDefined();
      if (serviced) {
        expect(unit.serviceCharge, unit.reference).toBe(0);
        continue;
      }
      const perSqFtYear = (unit.rent * 52) / unit.sizeSqFt;
      expect(perSqFtYear, unit.reference).toBeGreaterThanOrEqual(4);
      expect(perSqFtYear, unit.reference).toBeLessThanOrEqual(20);
      expect(unit.serviceCharge! / unit.rent, unit.reference).toBeLessThan(0.5);
    }
    const offices = seedUnits.filter((unit) => unit.workspaceType === 'office-spaces');
    for (const office of offices) {
      const perDesk = office.rent / office.capacity!;
      expect(perDesk, office.reference).toBeGreaterThanOrEqual(150);
      expect(perDesk, office.reference).toBeLessThanOrEqual(450);
    }
  });

  it('holds enough units to filter and compare: 250 or more across every status', () => {
    expect(seedUnits.length).toBeGreaterThanOrEqual(250);
  });
});
