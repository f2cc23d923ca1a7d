import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { englandAndWalesBankHolidays, isListedYear, isWorkingDay } from './bank-holidays';
import { isStale, staleAt } from './stale';

const at = (date: string, hh: number, mm = 0) => londonInstant(date, hh * 60 + mm);

describe('working days (England and Wales)', () => {
  it('skips weekends and bank holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day, Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day substitute, Monday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
  });

  it('lists eight holidays a year, this year and next among them', () => {
    for (const days of Object.values(englandAndWalesBankHolidays)) expect(days).toHaveLength(8);
    const year = new Date().getUTCFullYear();
    expect(isListedYear(year), `add ${year}'s bank holidays`).toBe(true);
    expect(isListedYear(year + 1), `add ${year + 1}'s bank holidays`).toBe(true);
    // Beyond the list, weekdays still count and weekends do not.
    expect(isWorkingDay('2031-01-03')).toBe(true);
    expect(isWorkingDay('2031-01-04')).toBe(false);
  });
});

describe('the stale rule', () => {
  it('gives a lead one working day on a plain weekday', () => {
    const touched = at('2026-11-24', 10, 30); // Tuesday
    expect(staleAt(touched)).toEqual(at('2026-11-25', 10, 30));
    const lead = { stage: 'new' as const, touchedAt: touched };
    expect(isStale(lead, at('2026-11-25', 10, 30))).toBe(false);
    expect(isStale(lead, at('2026-11-25', 10, 31))).toBe(true);
  });

  it('does not count the weekend', () => {
    const lead = { stage: 'contacted' as const, touchedAt: at('2026-11-27', 15) }; // Friday 15:00
    expect(isStale(lead, at('2026-11-30', 9))).toBe(false); // Monday 09:00
    expect(isStale(lead, at('2026-11-30', 15, 1))).toBe(true); // Monday 15:01
  });

  it('does not count a bank holiday Monday', () => {
    const touched = at('2027-03-24', 16); // Wednesday before Easter 2027
    // Thursday 25th counts; Good Friday, the weekend and Easter Monday do not.
    expect(staleAt(touched)).toEqual(at('2027-03-25', 16));
    const thursday = at('2027-03-25', 16); // the last working day before Easter
    expect(staleAt(thursday)).toEqual(at('2027-03-30', 16)); // Tuesday after Easter Monday
    expect(isStale({ stage: 'offer', touchedAt: thursday }, at('2027-03-29', 23))).toBe(false);
    expect(isStale({ stage: 'offer', touchedAt: thursday }, at('2027-03-30', 16, 1))).toBe(true);
  });

  it('gives a lead that arrives at the weekend the whole of the next working day', () => {
    const saturday = at('2026-12-26', 11); // Saturday, before the Boxing Day substitute Monday
    expect(staleAt(saturday)).toEqual(at('2026-12-30', 0)); // Tuesday 29th is the working day
  });

  it('keeps the wall-clock time across the clock change', () => {
    const friday = at('2026-10-23', 9); // BST
    expect(staleAt(friday)).toEqual(at('2026-10-26', 9)); // GMT Monday, 09:00 on the wall
    expect(staleAt(friday).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('never flags a won or lost lead', () => {
    const old = at('2026-01-05', 9);
    expect(isStale({ stage: 'won', touchedAt: old }, at('2026-06-01', 9))).toBe(false);
    expect(isStale({ stage: 'lost', touchedAt: old }, at('2026-06-01', 9))).toBe(false);
  });
});
