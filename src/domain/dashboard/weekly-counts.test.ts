import { describe, expect, it } from 'vitest';
import { weeklyCounts } from './weekly-counts';

const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'];
const keys = [
  { key: 'a', label: 'A' },
  { key: 'b', label: 'B' },
  { key: 'other', label: 'Other' },
];
const items = [
  { week: '2026-11-02', key: 'a' },
  { week: '2026-11-02', key: 'a' },
  { week: '2026-11-16', key: 'a' },
  { week: '2026-11-09', key: 'zzz' },
  { week: '2026-10-26', key: 'a' },
];
const on = {
  weekOf: (item: { week: string }) => item.week,
  keyOf: (item: { key: string }) => item.key,
  keys,
};

describe('weekly counts', () => {
  it('counts per key and week, leaves out weeks outside the span, and totals', () => {
    const counts = weeklyCounts(items, weeks, { ...on, otherKey: 'other' });
    expect(counts.series.map((series) => [series.key, series.counts, series.total])).toEqual([
      ['a', [2, 0, 1], 3],
      ['other', [0, 1, 0], 1],
    ]);
    expect(counts.totals).toEqual([2, 1, 1]);
    expect(counts.total).toBe(4);
  });

  it('keeps empty series when asked, and leaves out unknown keys when there is no other key', () => {
    const counts = weeklyCounts(items, weeks, { ...on, keepEmpty: true });
    expect(counts.series.map((series) => series.total)).toEqual([3, 0, 0]);
    expect(counts.total).toBe(3);
    expect(() => weeklyCounts(items, weeks, { ...on, otherKey: 'missing' })).toThrow(RangeError);
  });
});
