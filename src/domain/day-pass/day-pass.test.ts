import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import {
  checkInRefusal,
  dayPassCancellable,
  dayPassOutcome,
  dayPassPaymentText,
  dayPassTerms,
  staffDayPassCancel,
  dayPassDateProblem,
  dayPassHorizonDays,
  dayPassPrice,
  dayPassRequestSchema,
  dayPassSettingsSchema,
  passReferenceFrom,
  sellableDayPassDates,
} from './day-pass';

const weekdays = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }];
const settings = { desks: 4, pricePerDayPence: 2500, closedDates: ['2030-06-19'], freeTrialDay: true };
// Monday 17 June 2030, 10:00 in London (BST).
const now = londonInstant('2030-06-17', 10 * 60);

describe('day-pass dates', () => {
  it('sells today while reception is open, and tomorrow', () => {
    expect(dayPassDateProblem(settings, weekdays, '2030-06-17', now)).toBeUndefined();
    expect(dayPassDateProblem(settings, weekdays, '2030-06-18', now)).toBeUndefined();
  });
  it('refuses yesterday, today after reception closes, and a date that does not exist', () => {
    expect(dayPassDateProblem(settings, weekdays, '2030-06-16', now)).toBe('past');
    expect(dayPassDateProblem(settings, weekdays, '2030-06-17', londonInstant('2030-06-17', 17 * 60 + 30))).toBe('past');
    expect(dayPassDateProblem(settings, weekdays, '2030-02-30', now)).toBe('not-a-date');
    expect(dayPassDateProblem(settings, weekdays, '17/06/2030', now)).toBe('not-a-date');
  });
  it('refuses a closed date, a day reception is shut (Saturday) and a date past the horizon', () => {
    expect(dayPassDateProblem(settings, weekdays, '2030-06-19', now)).toBe('closed');
    expect(dayPassDateProblem(settings, weekdays, '2030-06-22', now)).toBe('reception-closed');
    expect(dayPassDateProblem(settings, weekdays, '2030-08-16', now)).toBeUndefined();
    expect(dayPassDateProblem(settings, weekdays, '2030-08-17', now)).toBe('too-far');
  });
  it('lists only the sellable dates, from today to the horizon', () => {
    const dates = sellableDayPassDates(settings, weekdays, now);
    expect(dates[0]).toBe('2030-06-17');
    expect(dates).not.toContain('2030-06-19');
    expect(dates).not.toContain('2030-06-22');
    expect(dates.at(-1)! <= '2030-08-16').toBe(true);
    expect(dates.length).toBeLessThanOrEqual(dayPassHorizonDays + 1);
    // 17 June to 16 August: 8 weeks and a Monday-to-Friday, less the closed Wednesday.
    expect(dates).toHaveLength(8 * 5 + 5 - 1);
  });
});

describe('day-pass price', () => {
  it('adds VAT at the site rate to the net day price, through withVat', () => {
    expect(dayPassPrice(settings, 20, false)).toEqual({ netPence: 2500, vatPence: 500, totalPence: 3000, vatRatePercent: 20 });
    expect(dayPassPrice({ pricePerDayPence: 1999 }, 20, false).totalPence).toBe(2399);
  });
  it('charges nothing for a free trial day', () => {
    expect(dayPassPrice(settings, 20, true).totalPence).toBe(0);
  });
});

describe('day-pass settings from the CMS', () => {
  it('refuses no desks, a negative or fractional price and an unreal closed date', () => {
    expect(dayPassSettingsSchema.safeParse({ ...settings, desks: 0 }).success).toBe(false);
    expect(dayPassSettingsSchema.safeParse({ ...settings, pricePerDayPence: -1 }).success).toBe(false);
    expect(dayPassSettingsSchema.safeParse({ ...settings, pricePerDayPence: 12.5 }).success).toBe(false);
    expect(dayPassSettingsSchema.safeParse({ ...settings, closedDates: ['2030-13-01'] }).success).toBe(false);
    expect(dayPassSettingsSchema.safeParse(settings).success).toBe(true);
  });
});

describe('the purchase form', () => {
  const form = { centre: 'exeter', date: '2030-06-18', name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '07700 900123', terms: 'yes' };
  it('takes a paid day by default and insists on the terms', () => {
    expect(dayPassRequestSchema.parse(form).kind).toBe('day');
    const refused = dayPassRequestSchema.safeParse({ ...form, terms: undefined });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['terms']);
  });
  it('refuses an unknown centre, a made-up date and an overlong name', () => {
    expect(dayPassRequestSchema.safeParse({ ...form, centre: 'atlantis' }).success).toBe(false);
    expect(dayPassRequestSchema.safeParse({ ...form, date: '2030-02-31' }).success).toBe(false);
    expect(dayPassRequestSchema.safeParse({ ...form, name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('reference from the board search', () => {
  it('reads a typed or scanned reference in any case, with or without dashes and spaces', () => {
    expect(passReferenceFrom('NL-7K2M-Q9TD')).toBe('NL-7K2M-Q9TD');
    expect(passReferenceFrom(' nl-7k2m-q9td ')).toBe('NL-7K2M-Q9TD');
    expect(passReferenceFrom('7K2M Q9TD')).toBe('NL-7K2M-Q9TD');
  });
  it('refuses what cannot be a reference', () => {
    expect(passReferenceFrom('NL-7K2M')).toBeUndefined();
    expect(passReferenceFrom('NL-IIII-OOOO')).toBeUndefined();
    expect(passReferenceFrom('<script>')).toBeUndefined();
  });
});

describe('check-in rules', () => {
  const pass = { status: 'confirmed', day: '2030-06-17', centre: 'exeter', checkedInAt: null };
  it('checks in a confirmed pass on its day at its centre', () => {
    expect(checkInRefusal(pass, { centre: 'exeter', now })).toBeUndefined();
    expect(checkInRefusal(pass, { centre: 'any', now })).toBeUndefined();
  });
  it('refuses a pass used already, on the wrong day, cancelled, or for another centre', () => {
    expect(checkInRefusal({ ...pass, checkedInAt: now }, { centre: 'exeter', now })).toBe('already');
    expect(checkInRefusal({ ...pass, day: '2030-06-18' }, { centre: 'exeter', now })).toBe('wrong-day');
    expect(checkInRefusal({ ...pass, status: 'cancelled' }, { centre: 'exeter', now })).toBe('cancelled');
    expect(checkInRefusal(pass, { centre: 'swindon', now })).toBe('other-centre');
  });
  it('uses the London day: 00:30 BST on the 18th is the 18th, not the 17th as in UTC', () => {
    const justAfterMidnight = londonInstant('2030-06-18', 30);
    expect(checkInRefusal({ ...pass, day: '2030-06-18' }, { centre: 'exeter', now: justAfterMidnight })).toBeUndefined();
  });
  it('lets a visitor cancel online until the day starts', () => {
    expect(dayPassCancellable({ status: 'confirmed', day: '2030-06-18' }, now)).toBe(true);
    expect(dayPassCancellable({ status: 'confirmed', day: '2030-06-17' }, now)).toBe(false);
    expect(dayPassCancellable({ status: 'cancelled', day: '2030-06-18' }, now)).toBe(false);
  });
});

describe('a pass paid online, in the visitor’s and reception’s words', () => {
  const base = { trial: false, status: 'confirmed', paidAt: null, refundedAt: null, holdExpiresAt: null };

  it('says how the pass is paid: at reception, by card, refunded, or waiting for the card', () => {
    expect(dayPassPaymentText(base)).toBe(dayPassTerms.payOnArrival);
    expect(dayPassPaymentText({ ...base, paidAt: new Date() })).toBe('Paid online by card. Nothing to pay at reception.');
    expect(dayPassPaymentText({ ...base, status: 'cancelled', paidAt: new Date(), refundedAt: new Date() })).toBe(
      'Paid online by card, and refunded in full.',
    );
    expect(dayPassPaymentText({ ...base, status: 'pending' })).toMatch(/^Waiting for your card payment/);
    expect(dayPassPaymentText({ ...base, trial: true })).toBe(dayPassTerms.trial);
  });

  it('tells a visitor back from Checkout whether the desk is booked, held, released or refunded', () => {
    const hold = new Date('2030-06-17T09:15:00Z');
    expect(dayPassOutcome(base, { backFromCheckout: false }).tone).toBe('done');
    expect(dayPassOutcome({ ...base, status: 'pending', holdExpiresAt: hold }, { backFromCheckout: false })).toMatchObject({
      accent: 'Waiting for your payment to confirm.',
      intro: expect.stringContaining('held until 10:15 (UK time)'),
      tone: 'waiting',
    });
    expect(dayPassOutcome({ ...base, status: 'pending', holdExpiresAt: hold }, { backFromCheckout: true }).headline).toBe('Not paid yet.');
    expect(dayPassOutcome({ ...base, status: 'expired' }, { backFromCheckout: false }).accent).toBe('The hold ended before payment.');
    expect(dayPassOutcome({ ...base, status: 'expired', refundedAt: new Date() }, { backFromCheckout: false }).accent).toBe(
      'Your payment has been refunded.',
    );
  });

  it('refuses to check in a pass that was never paid for', () => {
    const now = new Date('2030-06-18T09:00:00Z');
    const pass = { status: 'pending', day: '2030-06-18', centre: 'exeter', checkedInAt: null };
    expect(checkInRefusal(pass, { centre: 'exeter', now })).toBe('unpaid');
    expect(checkInRefusal({ ...pass, status: 'expired' }, { centre: 'exeter', now })).toBe('unpaid');
    expect(checkInRefusal({ ...pass, status: 'confirmed' }, { centre: 'exeter', now })).toBeUndefined();
  });
});

describe('staff cancelling a pass on the board', () => {
  const now = new Date('2030-06-18T09:00:00Z');
  const pass = { status: 'confirmed', day: '2030-06-19', checkedInAt: null, paidAt: null };

  it('cancels any confirmed pass not checked in, and asks about the payment only for a pass paid online for today', () => {
    expect(staffDayPassCancel(pass, now)).toEqual({ allowed: true, refundChoice: false });
    expect(staffDayPassCancel({ ...pass, paidAt: now }, now)).toEqual({ allowed: true, refundChoice: false });
    expect(staffDayPassCancel({ ...pass, day: '2030-06-18', paidAt: now }, now)).toEqual({ allowed: true, refundChoice: true });
    expect(staffDayPassCancel({ ...pass, day: '2030-06-18' }, now)).toEqual({ allowed: true, refundChoice: false });
    expect(staffDayPassCancel({ ...pass, checkedInAt: now }, now).allowed).toBe(false);
    expect(staffDayPassCancel({ ...pass, status: 'cancelled' }, now).allowed).toBe(false);
    expect(staffDayPassCancel({ ...pass, status: 'pending' }, now).allowed).toBe(false);
  });
});
