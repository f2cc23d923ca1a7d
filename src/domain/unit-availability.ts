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
