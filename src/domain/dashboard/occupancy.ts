import { rentPeriodOf, unitStatuses, type UnitStatus } from '@/domain/unit-availability';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import type { SeriesKey } from './weekly-counts';

/*
 * Occupancy of the listed inventory: the published units of the CMS that are let (by the week or
 * the month), each let, under offer or available (now or from a date: on the market either way).
 * Meeting rooms are booked by the hour, not let, so they are not in it: their use shows as revenue.
 */
export const occupancyStates = ['let', 'under-offer', 'available'] as const;
export type OccupancyState = (typeof occupancyStates)[number];

export const occupancyStateLabels: Record<OccupancyState, string> = {
  let: 'Let',
  'under-offer': 'Under offer',
  available: 'Available',
};

export const isUnitStatus = (value: string): value is UnitStatus =>
  (unitStatuses as readonly string[]).includes(value);

export function occupancyStateOf(status: UnitStatus): OccupancyState {
  if (status === 'let') return 'let';
  if (status === 'under-offer') return 'under-offer';
  return 'available';
}

export const countsTowardOccupancy = (type: WorkspaceTypeSlug) => rentPeriodOf(type) !== 'hour';

export type OccupancyUnit = {
  readonly reference: string;
  readonly centre: string;
  readonly workspaceType: WorkspaceTypeSlug;
  readonly status: UnitStatus;
};

export type OccupancyRow = SeriesKey & {
  readonly counts: Readonly<Record<OccupancyState, number>>;
  readonly total: number;
  /** let / total; null for a group with no units. */
  readonly letShare: number | null;
};

/** Units per group and state, in the order of the groups; groups with no units are left out. */
export function occupancyBy(
  units: readonly OccupancyUnit[],
  groupOf: (unit: OccupancyUnit) => string,
  groups: readonly SeriesKey[],
): { readonly rows: readonly OccupancyRow[]; readonly all: OccupancyRow } {
  const empty = (): Record<OccupancyState, number> => ({ let: 0, 'under-offer': 0, available: 0 });
  const counts = new Map(groups.map((group) => [group.key, empty()]));
  const all = empty();
  for (const unit of units) {
    if (!countsTowardOccupancy(unit.workspaceType)) continue;
    const row = counts.get(groupOf(unit));
    if (!row) continue;
    const state = occupancyStateOf(unit.status);
    row[state] += 1;
    all[state] += 1;
  }
  const toRow = (group: SeriesKey, row: Record<OccupancyState, number>): OccupancyRow => {
    const total = row.let + row['under-offer'] + row.available;
    return { ...group, counts: row, total, letShare: total === 0 ? null : row.let / total };
  };
  return {
    rows: groups.map((group) => toRow(group, counts.get(group.key)!)).filter((row) => row.total > 0),
    all: toRow({ key: 'all', label: 'All' }, all),
  };
}
