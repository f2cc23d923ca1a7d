import type { WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * The inventory rules the browser needs too (the centre finder): when a unit is free, what its rent
 * is for, its area in square metres. No zod here, so the finder can import them without pulling the
 * unit schema into the first load; units.ts re-exports them for everything else.
 */

export const unitStatuses = ['available', 'available-from', 'under-offer', 'let'] as const;
export type UnitStatus = (typeof unitStatuses)[number];

export type RentPeriod = 'hour' | 'week' | 'month';

const servicedMonthly = new Set<WorkspaceTypeSlug>(['office-spaces', 'coworking-spaces']);

export function rentPeriodOf(type: WorkspaceTypeSlug): RentPeriod {
  if (type === 'meeting-rooms') return 'hour';
  return servicedMonthly.has(type) ? 'month' : 'week';
}

/** What the rent is for: the whole unit, except coworking, which is let by the desk. */
export function rentBasisOf(type: WorkspaceTypeSlug): 'unit' | 'desk' {
  return type === 'coworking-spaces' ? 'desk' : 'unit';
}

/**
 * Free to move into today: available, or available from a date that has come. `today` is a
 * YYYY-MM-DD date in UK time (todayIn(businessTimeZone)), so the comparison is on strings.
 */
export function isAvailableNow(
  unit: { readonly status: UnitStatus; readonly availableFrom?: string },
  today: string,
): boolean {
  if (unit.status === 'available') return true;
  return unit.status === 'available-from' && unit.availableFrom !== undefined && unit.availableFrom <= today;
}

const squareMetresPerSquareFoot = 0.09290304;
export const squareMetres = (sqFt: number) => Math.round(sqFt * squareMetresPerSquareFoot);

/*
 * A "from" price counts only what a visitor can have (docs/decisions/0038): a unit free today or
 * from a date; never one under offer (someone else is taking it) or let. Every "from" on the site
 * (a type's price, a centre's, a table's summary, the finder's match line) comes out of fromRentOf,
 * so two places can never state two prices for the same centre and type.
 */

/** Whether a unit counts towards a "from" price: free today or from a date, not under offer, not let. */
export const countsTowardsFrom = (unit: { readonly status: UnitStatus }): boolean =>
  unit.status === 'available' || unit.status === 'available-from';

/** The rent a "from" states: the cheapest unit free today, else the unit coming free soonest (then cheapest). */
export type FromRent<U> =
  | {
      readonly kind: 'from';
      readonly rent: number;
      readonly unit: U;
      /** A cheaper unit coming free later, said beside the "from" so a row below never looks cheaper. */
      readonly later?: { readonly rent: number; readonly date: string };
    }
  | { readonly kind: 'next-free'; readonly rent: number; readonly date: string; readonly unit: U };

type RentedUnit = { readonly status: UnitStatus; readonly availableFrom?: string; readonly rent: number };

/**
 * The "from" of these units (the caller chooses them: one type, at one centre or everywhere):
 * undefined when none counts (nothing listed, or everything under offer). `today` is YYYY-MM-DD (UK).
 */
export function fromRentOf<U extends RentedUnit>(units: readonly U[], today: string): FromRent<U> | undefined {
  const counted = units.filter(countsTowardsFrom);
  const free = counted.filter((unit) => isAvailableNow(unit, today));
  const coming = counted.filter((unit) => unit.availableFrom !== undefined && unit.availableFrom > today);
  if (free.length > 0) {
    const cheapest = free.reduce((low, unit) => (unit.rent < low.rent ? unit : low));
    const later = coming
      .filter((unit) => unit.rent < cheapest.rent)
      .sort((a, b) => a.rent - b.rent || a.availableFrom!.localeCompare(b.availableFrom!))[0];
    return {
      kind: 'from',
      rent: cheapest.rent,
      unit: cheapest,
      ...(later ? { later: { rent: later.rent, date: later.availableFrom! } } : {}),
    };
  }
  const next = [...coming].sort((a, b) => a.availableFrom!.localeCompare(b.availableFrom!) || a.rent - b.rent)[0];
  return next ? { kind: 'next-free', rent: next.rent, date: next.availableFrom!, unit: next } : undefined;
}

/** How many of these units are listed (not let), how many are free today and how many are under offer. */
export function listingCountsOf(
  units: readonly { readonly status: UnitStatus; readonly availableFrom?: string }[],
  today: string,
): { readonly listed: number; readonly freeNow: number; readonly underOffer: number } {
  const listed = units.filter((unit) => unit.status !== 'let');
  return {
    listed: listed.length,
    freeNow: listed.filter((unit) => isAvailableNow(unit, today)).length,
    underOffer: listed.filter((unit) => unit.status === 'under-offer').length,
  };
}
