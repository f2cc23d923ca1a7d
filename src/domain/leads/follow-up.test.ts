import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import {
  contactChoices,
  dailyMailDay,
  followUpState,
  isDueBy,
  nextActionInstant,
  nextActionText,
  parseContact,
  parseNextAction,
} from './follow-up';

const at = (date: string, hh: number, mm = 0) => londonInstant(date, hh * 60 + mm);
const open = (on: string | null, time: string | null) =>
  ({ stage: 'contacted', nextActionOn: on, nextActionTime: time }) as const;

describe('the next action', () => {
  it('is a date, a time and what to do, or nothing', () => {
    expect(parseNextAction({ on: '', at: '', what: '  ' })).toEqual({ ok: true, value: null });
    expect(parseNextAction({ on: '2026-12-01', at: '09:30', what: '  Ring   about parking ' })).toEqual({
      ok: true,
      value: { on: '2026-12-01', at: '09:30', what: 'Ring about parking' },
    });
    expect(parseNextAction({ on: '2026-12-01', at: '', what: 'Ring' })).toEqual({
      ok: false,
      problem: 'next-action-incomplete',
    });
    expect(parseNextAction({ on: '', at: '09:30', what: 'Ring' }).ok).toBe(false);
    expect(parseNextAction({ on: '2026-02-30', at: '09:30', what: 'Ring' })).toEqual({
      ok: false,
      problem: 'next-action-date',
    });
    expect(parseNextAction({ on: '2026-12-01', at: '24:00', what: 'Ring' }).ok).toBe(false);
    expect(parseNextAction({ on: '2026-12-01', at: '09:30', what: 'x'.repeat(201) })).toEqual({
      ok: false,
      problem: 'next-action-too-long',
    });
  });

  it('falls due at its UK time, either side of the clock change', () => {
    expect(nextActionInstant({ on: '2026-07-01', at: '09:30' }).toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(nextActionInstant({ on: '2026-12-01', at: '09:30' }).toISOString()).toBe('2026-12-01T09:30:00.000Z');
    // A date set before times existed counts from 09:00.
    expect(nextActionInstant({ on: '2026-12-01', at: null }).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('is later, due today, then overdue; never for a won or lost lead', () => {
    const lead = open('2026-12-01', '14:00');
    expect(followUpState(lead, at('2026-11-30', 23, 59))).toBe('later');
    expect(followUpState(lead, at('2026-12-01', 0, 1))).toBe('due-today');
    expect(followUpState(lead, at('2026-12-01', 14))).toBe('overdue');
    expect(followUpState(lead, at('2026-12-05', 9))).toBe('overdue');
    expect(isDueBy(lead, at('2026-12-01', 8))).toBe(true);
    expect(isDueBy(lead, at('2026-11-30', 8))).toBe(false);
    expect(followUpState({ ...lead, stage: 'won' }, at('2026-12-05', 9))).toBeUndefined();
    expect(followUpState({ ...lead, stage: 'lost' }, at('2026-12-05', 9))).toBeUndefined();
    expect(followUpState(open(null, null), at('2026-12-05', 9))).toBeUndefined();
    // Just after midnight in London in summer is still the previous day in UTC.
    expect(followUpState(open('2026-07-02', '10:00'), new Date('2026-07-01T23:30:00Z'))).toBe('due-today');
  });

  it('reads as a day, a time and what to do', () => {
    expect(nextActionText({ on: '2030-01-04', at: '09:30', what: 'Ring about parking' })).toBe(
      'Fri, 4 Jan 2030, 09:30: Ring about parking',
    );
    expect(nextActionText({ on: '2030-01-04', at: null, what: null })).toBe('Fri, 4 Jan 2030');
  });
});

describe('the daily mail', () => {
  it('is due from 07:30 London time, in summer and in winter', () => {
    expect(dailyMailDay(new Date('2026-07-01T06:29:00Z'))).toBeUndefined(); // 07:29 BST
    expect(dailyMailDay(new Date('2026-07-01T06:30:00Z'))).toBe('2026-07-01'); // 07:30 BST
    expect(dailyMailDay(new Date('2026-12-01T07:29:00Z'))).toBeUndefined(); // 07:29 GMT
    expect(dailyMailDay(new Date('2026-12-01T07:30:00Z'))).toBe('2026-12-01');
    expect(dailyMailDay(new Date('2026-12-01T11:59:00Z'))).toBe('2026-12-01');
    // After noon a missed morning is skipped, not sent late.
    expect(dailyMailDay(new Date('2026-12-01T12:00:00Z'))).toBeUndefined();
  });

});

describe('a logged call or email', () => {
  const now = at('2026-11-28', 15);
  it('is a known kind and outcome, at a UK time not in the future', () => {
    expect(contactChoices).toContain('call:spoke');
    expect(contactChoices).toContain('email:replied');
    expect(parseContact({ choice: '', on: '', at: '' }, now)).toEqual({ ok: true, value: null });
    expect(parseContact({ choice: 'call:spoke', on: '2026-11-28', at: '14:05' }, now)).toEqual({
      ok: true,
      value: { kind: 'call', outcome: 'spoke', happenedAt: at('2026-11-28', 14, 5) },
    });
    expect(parseContact({ choice: 'call:replied', on: '2026-11-28', at: '14:05' }, now)).toEqual({
      ok: false,
      problem: 'contact-not-known',
    });
    expect(parseContact({ choice: 'email:sent', on: '2026-11-28', at: '16:00' }, now)).toEqual({
      ok: false,
      problem: 'contact-in-future',
    });
    expect(parseContact({ choice: 'email:sent', on: '2026-11-28', at: '15:04' }, now).ok).toBe(true);
    expect(parseContact({ choice: 'email:sent', on: '', at: '14:00' }, now)).toEqual({
      ok: false,
      problem: 'contact-when',
    });
    expect(parseContact({ choice: 'email:sent', on: '2026-09-01', at: '14:00' }, now).ok).toBe(false);
  });
});
