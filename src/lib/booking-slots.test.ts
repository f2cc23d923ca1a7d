import { describe, expect, it } from 'vitest';
import {
  candidateSlots,
  formatPence,
  freeSlots,
  isBookableDate,
  londonInstant,
  openingOn,
  quotePence,
  slotAt,
  type WeeklyHours,
} from './booking-slots';

const weekdays: WeeklyHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '18:00',
};
const saturday: WeeklyHours = { days: ['Saturday'], opens: '09:00', closes: '13:00' };
const everyDay: WeeklyHours = { ...weekdays, days: [...weekdays.days, 'Saturday', 'Sunday'] };
const hours = [weekdays, saturday];
// A Monday in June (BST, UTC+1) and the morning before it.
const monday = '2026-06-15';
const earlier = new Date('2026-06-01T08:00:00Z');

describe('opening hours', () => {
  it('finds the hours of the weekday, and none on a closed day', () => {
    expect(openingOn(hours, monday)).toEqual({ opens: 480, closes: 1080 });
    expect(openingOn(hours, '2026-06-20')).toEqual({ opens: 540, closes: 780 });
    expect(openingOn(hours, '2026-06-21')).toBeUndefined();
    expect(candidateSlots({ hours, date: '2026-06-21', duration: 'hour', now: earlier })).toEqual([]);
  });

  it('offers hour slots on the hour, inside opening hours, in UK time', () => {
    const slots = candidateSlots({ hours, date: monday, duration: 'hour', now: earlier });
    expect(slots.map((slot) => slot.startTime)).toEqual([
      '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00',
    ]);
    expect(slots[0]!.start.toISOString()).toBe('2026-06-15T07:00:00.000Z');
    expect(slots[0]!.label).toBe('08:00 to 09:00');
  });

  it('offers blocks of several hours that end by closing time', () => {
    const slots = candidateSlots({ hours, date: monday, duration: 'hour', length: 2, now: earlier });
    expect(slots.at(-1)!.label).toBe('16:00 to 18:00');
    expect(slots).toHaveLength(9);
  });

  it('splits a half day at 13:00, and a Saturday morning has only its morning', () => {
    const weekday = candidateSlots({ hours, date: monday, duration: 'half-day', now: earlier });
    expect(weekday.map((slot) => slot.label)).toEqual(['08:00 to 13:00', '13:00 to 18:00']);
    const sat = candidateSlots({ hours, date: '2026-06-20', duration: 'half-day', now: earlier });
    expect(sat.map((slot) => slot.label)).toEqual(['09:00 to 13:00']);
  });

  it('offers a day as opening to closing', () => {
    const [day] = candidateSlots({ hours, date: monday, duration: 'day', now: earlier });
    expect(day!.label).toBe('08:00 to 18:00');
    expect(day!.end.getTime() - day!.start.getTime()).toBe(10 * 3600_000);
  });
});

describe('clock changes (Europe/London)', () => {
  it('keeps wall-clock hours on the day the clocks go forward', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. 08:00 that day is 07:00Z; the day before, 08:00Z.
    expect(londonInstant('2026-03-28', 480).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(londonInstant('2026-03-29', 480).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const [day] = candidateSlots({ hours: [everyDay], date: '2026-03-29', duration: 'day', now: new Date('2026-03-20T00:00:00Z') });
    expect(day!.end.getTime() - day!.start.getTime()).toBe(10 * 3600_000);
  });

  it('keeps wall-clock hours on the day the clocks go back', () => {
    expect(londonInstant('2026-10-25', 480).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(londonInstant('2026-10-24', 480).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    const slots = candidateSlots({ hours: [everyDay], date: '2026-10-25', duration: 'hour', now: new Date('2026-10-20T00:00:00Z') });
    expect(slots).toHaveLength(10);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 3600_000)).toBe(true);
  });
});

describe('what is free', () => {
  it('leaves out slots that overlap a confirmed booking, and keeps back-to-back ones', () => {
    const booked = [{ start: new Date('2026-06-15T09:00:00Z'), end: new Date('2026-06-15T11:00:00Z') }]; // 10:00 to 12:00 BST
    const free = freeSlots({ hours, date: monday, duration: 'hour', length: 2, booked, now: earlier });
    expect(free.map((slot) => slot.startTime)).toEqual(['08:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(freeSlots({ hours, date: monday, duration: 'half-day', booked, now: earlier }).map((s) => s.label)).toEqual([
      '13:00 to 18:00',
    ]);
    expect(freeSlots({ hours, date: monday, duration: 'day', booked, now: earlier })).toEqual([]);
  });

  it('leaves out times already past today', () => {
    const now = new Date('2026-06-15T10:30:00Z'); // 11:30 in London
    const slots = candidateSlots({ hours, date: monday, duration: 'hour', now });
    expect(slots[0]!.startTime).toBe('12:00');
    expect(candidateSlots({ hours, date: monday, duration: 'half-day', now }).map((s) => s.startTime)).toEqual(['13:00']);
  });

  it('accepts dates from today to 90 days ahead only', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(isBookableDate('2026-06-15', now)).toBe(true);
    expect(isBookableDate('2026-06-14', now)).toBe(false);
    expect(isBookableDate('2026-09-13', now)).toBe(true);
    expect(isBookableDate('2026-09-14', now)).toBe(false);
    expect(isBookableDate('2026-02-30', now)).toBe(false);
  });

  it('finds the slot a form names only when the duration offers it', () => {
    expect(slotAt({ hours, date: monday, duration: 'half-day', now: earlier }, '13:00')?.label).toBe('13:00 to 18:00');
    expect(slotAt({ hours, date: monday, duration: 'half-day', now: earlier }, '10:00')).toBeUndefined();
    expect(slotAt({ hours, date: monday, duration: 'hour', length: 4, now: earlier }, '15:00')).toBeUndefined();
  });
});

describe('price', () => {
  it('quotes hours at the hourly rate, or the half-day or day rate, in pence', () => {
    const rates = { hourly: 35, halfDay: 110, day: 190.5 };
    expect(quotePence(rates, 'hour', 2)).toBe(7000);
    expect(quotePence(rates, 'half-day')).toBe(11000);
    expect(quotePence(rates, 'day')).toBe(19050);
    expect(formatPence(7000)).toBe('£70');
    expect(formatPence(19050)).toBe('£190.50');
  });
});
