import { describe, expect, it } from 'vitest';
import { occupancyBy, occupancyStateOf, type OccupancyUnit } from './occupancy';

const unit = (
  centre: string,
  workspaceType: OccupancyUnit['workspaceType'],
  status: OccupancyUnit['status'],
) => ({
  reference: `${centre}-${workspaceType}-${status}`,
  centre,
  workspaceType,
  status,
});

describe('occupancy of the let inventory', () => {
  it('reads a unit on the market from a date as available, and under offer as its own state', () => {
    expect(occupancyStateOf('available-from')).toBe('available');
    expect(occupancyStateOf('available')).toBe('available');
    expect(occupancyStateOf('under-offer')).toBe('under-offer');
    expect(occupancyStateOf('let')).toBe('let');
  });

  it('counts let, under offer and available per group, leaving out rooms booked by the hour', () => {
    const units = [
      unit('exeter', 'workshops', 'let'),
      unit('exeter', 'workshops', 'let'),
      unit('exeter', 'office-spaces', 'available-from'),
      unit('exeter', 'meeting-rooms', 'available'),
      unit('andover', 'workshops', 'under-offer'),
      unit('bath', 'workshops', 'let'),
    ];
    const groups = [
      { key: 'andover', label: 'Andover' },
      { key: 'chester', label: 'Chester' },
      { key: 'exeter', label: 'Exeter' },
    ];
    const { rows, all } = occupancyBy(units, (u) => u.centre, groups);
    expect(rows.map((row) => [row.label, row.counts, row.total, row.letShare])).toEqual([
      ['Andover', { let: 0, 'under-offer': 1, available: 0 }, 1, 0],
      ['Exeter', { let: 2, 'under-offer': 0, available: 1 }, 3, 2 / 3],
    ]);
    // Bath is not among the groups (another manager's centre), so not in the total either.
    expect(all).toMatchObject({
      total: 4,
      counts: { let: 2, 'under-offer': 1, available: 1 },
      letShare: 0.5,
    });
    expect(occupancyBy([], (u) => u.centre, groups).all.letShare).toBeNull();
  });
});
