import { describe, expect, it } from 'vitest';
import { londonClock } from '@/lib/booking-slots';
import { remainingOccurrences, repeatFieldsSchema, seriesOccurrences, seriesPosition, ukShortDate, weeklyDates } from './repeat';

const weekdays = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }];

describe('weekly series', () => {
  it('repeats every 7 days from the first date', () => {
    expect(weeklyDates('2026-12-28', 3)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
  });

  it('keeps 10:00 UK time across the October change to GMT (the UTC instant moves an hour)', () => {
    const now = new Date('2026-10-01T12:00:00Z');
    const { occurrences, clashes } = seriesOccurrences({ hours: weekdays, duration: 'hour', length: 2, now }, '2026-10-19', '10:00', 3);
    expect(clashes).toEqual([]);
    expect(occurrences.map((item) => item.slot.start.toISOString())).toEqual([
      '2026-10-19T09:00:00.000Z', // BST
      '2026-10-26T10:00:00.000Z', // GMT from 25 October
      '2026-11-02T10:00:00.000Z',
    ]);
    expect(occurrences.map((item) => `${londonClock(item.slot.start)}-${londonClock(item.slot.end)}`)).toEqual(['10:00-12:00', '10:00-12:00', '10:00-12:00']);
  });

  it('keeps 10:00 UK time across the March change to BST', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const { occurrences } = seriesOccurrences({ hours: weekdays, duration: 'hour', length: 1, now }, '2027-03-22', '10:00', 2);
    expect(occurrences.map((item) => item.slot.start.toISOString())).toEqual(['2027-03-22T10:00:00.000Z', '2027-03-29T09:00:00.000Z']);
  });

  it('marks a week past the booking horizon, or in the past, as closed', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    // 90 days ahead is 1 March 2027: the weeks after it are not offered.
    const { occurrences, clashes } = seriesOccurrences({ hours: weekdays, duration: 'day', now }, '2027-02-15', '08:00', 4);
    expect(occurrences.map((item) => item.date)).toEqual(['2027-02-15', '2027-02-22', '2027-03-01']);
    expect(clashes).toEqual([{ date: '2027-03-08', reason: 'closed' }]);
    const past = seriesOccurrences({ hours: weekdays, duration: 'hour', length: 1, now: new Date('2026-12-07T11:30:00Z') }, '2026-12-07', '10:00', 2);
    expect(past.clashes).toEqual([{ date: '2026-12-07', reason: 'closed' }]);
  });

  it('marks a weekday the centre is closed as closed', () => {
    const { clashes } = seriesOccurrences({ hours: weekdays, duration: 'hour', length: 1, now: new Date('2026-12-01T12:00:00Z') }, '2026-12-05', '10:00', 2);
    expect(clashes.map((clash) => clash.reason)).toEqual(['closed', 'closed']);
  });
});

describe('the form fields', () => {
  it('bounds the number of weeks to 2..12', () => {
    expect(repeatFieldsSchema.safeParse({ repeat: 'weekly', weeks: '12' }).success).toBe(true);
    expect(repeatFieldsSchema.safeParse({ repeat: 'weekly', weeks: '13' }).success).toBe(false);
    expect(repeatFieldsSchema.safeParse({ repeat: 'weekly', weeks: '1' }).success).toBe(false);
    expect(repeatFieldsSchema.safeParse({ repeat: 'weekly', weeks: '2.5' }).success).toBe(false);
  });

  it('reads the weeks left out, refusing anything that is not a date', () => {
    expect(repeatFieldsSchema.parse({ repeat: 'weekly', weeks: '4', skip: '2026-12-15,2026-12-08,2026-12-15' }).skip).toEqual(['2026-12-08', '2026-12-15']);
    expect(repeatFieldsSchema.safeParse({ repeat: 'weekly', weeks: '4', skip: '2026-12-15,DROP' }).success).toBe(false);
    expect(repeatFieldsSchema.parse({ weeks: '4', repeat: 'daily' }).repeat).toBeUndefined();
  });

  it('books the rest without the weeks left out, refusing a date not in the series', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const dates = weeklyDates('2026-12-07', 3);
    const { occurrences } = seriesOccurrences({ hours: weekdays, duration: 'hour', length: 1, now }, '2026-12-07', '10:00', 3);
    const rest = remainingOccurrences(occurrences, ['2026-12-14'], dates);
    expect(rest.ok && rest.occurrences.map((item) => item.date)).toEqual(['2026-12-07', '2026-12-21']);
    expect(remainingOccurrences(occurrences, ['2026-12-15'], dates)).toEqual({ ok: false, reason: 'not-in-series' });
    expect(remainingOccurrences(occurrences, dates, dates)).toEqual({ ok: false, reason: 'too-few' });
  });

  it('says dates the UK way and where an occurrence sits in its series', () => {
    expect(ukShortDate('2026-12-08')).toBe('Tue 8 December 2026');
    expect(seriesPosition(2, 8)).toBe('Weekly, 3 of 8');
  });
});
