import { describe, expect, it } from 'vitest';
import { recentWeeks, weekLabel, weekLongLabel, weekOf, weeksSpan } from './weeks';

describe('weeks in UK time', () => {
  it('starts a week on Monday 00:00 in London, not in UTC', () => {
    // Sunday 23:30 in London in summer is Sunday 22:30 UTC: still the week before.
    expect(weekOf(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-08');
    // Monday 00:30 in London in summer is Sunday 23:30 UTC: already the new week.
    expect(weekOf(new Date('2026-06-14T23:30:00Z'))).toBe('2026-06-15');
    // In winter London is UTC.
    expect(weekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });

  it('keeps a week across the clock change one week (Monday to Monday, 167 or 169 hours)', () => {
    // The clocks go forward on Sunday 29 March 2026.
    const span = weeksSpan(['2026-03-23']);
    expect(span.from.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect((span.to.getTime() - span.from.getTime()) / 3_600_000).toBe(167);
    expect(weekOf(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    // And back on Sunday 25 October 2026.
    const autumn = weeksSpan(['2026-10-19']);
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(169);
  });

  it('lists the last twelve weeks oldest first, ending with the current one, across a year end', () => {
    const weeks = recentWeeks(new Date('2027-01-06T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2027-01-04');
    expect(weeks[0]).toBe('2026-10-19');
    expect(weeks[10]).toBe('2026-12-28');
    expect(() => recentWeeks(new Date(), 0)).toThrow(RangeError);
  });

  it('names weeks for an axis and for a table', () => {
    expect(weekLabel('2026-11-02')).toBe('2 Nov');
    expect(weekLongLabel('2026-11-02')).toBe('2 November 2026');
  });
});
