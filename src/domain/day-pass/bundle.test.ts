import { describe, expect, it } from 'vitest';
import {
  bundleDayText,
  bundleLastDay,
  bundlePrice,
  bundleRequestSchema,
  bundleSettingsSchema,
  bundleStandingText,
  bundleUseProblem,
  bundleUseRequestSchema,
} from './bundle';
import { dayPassPaymentText } from './day-pass';

const settings = { onSale: true, price5DaysPence: 11_000, price10DaysPence: 20_000, validMonths: 6 };

describe('bundle settings and price', () => {
  it('prices each size from the CMS, with VAT', () => {
    expect(bundlePrice(settings, 5, 20)).toEqual({ netPence: 11_000, vatPence: 2_200, totalPence: 13_200, vatRatePercent: 20 });
    expect(bundlePrice(settings, 10, 20).totalPence).toBe(24_000);
  });

  it('refuses a validity of no months or over two years, and a negative price', () => {
    expect(bundleSettingsSchema.safeParse(settings).success).toBe(true);
    expect(bundleSettingsSchema.safeParse({ ...settings, validMonths: 0 }).success).toBe(false);
    expect(bundleSettingsSchema.safeParse({ ...settings, validMonths: 25 }).success).toBe(false);
    expect(bundleSettingsSchema.safeParse({ ...settings, price5DaysPence: -1 }).success).toBe(false);
  });
});

describe('bundleLastDay', () => {
  it('runs to the day before the same date N months on', () => {
    expect(bundleLastDay('2030-01-15', 6)).toBe('2030-07-14');
    expect(bundleLastDay('2030-11-01', 3)).toBe('2031-01-31');
    expect(bundleLastDay('2030-06-15', 12)).toBe('2031-06-14');
  });

  it('ends on the last day of a shorter month', () => {
    expect(bundleLastDay('2030-08-31', 6)).toBe('2031-02-28');
    expect(bundleLastDay('2031-08-31', 6)).toBe('2032-02-29');
    expect(bundleLastDay('2030-03-31', 1)).toBe('2030-04-30');
  });
});

describe('bundleUseProblem', () => {
  const bundle = { status: 'paid', lastDay: '2030-12-14', days: 5, daysUsed: 4 };
  const june = new Date('2030-06-15T10:00:00Z');

  it('allows a paid bundle with a day left, up to and on its last day', () => {
    expect(bundleUseProblem(bundle, '2030-12-14', june)).toBeUndefined();
  });

  it('says why it cannot be used', () => {
    expect(bundleUseProblem({ ...bundle, status: 'pending' }, '2030-07-01', june)).toBe('unpaid');
    expect(bundleUseProblem({ ...bundle, status: 'refunded' }, '2030-07-01', june)).toBe('refunded');
    expect(bundleUseProblem({ ...bundle, status: 'expired' }, '2030-07-01', june)).toBe('unpaid');
    expect(bundleUseProblem(bundle, '2030-12-15', june)).toBe('after-expiry');
    expect(bundleUseProblem({ ...bundle, daysUsed: 5 }, '2030-07-01', june)).toBe('used-up');
    // The day after the last day, in London: expired whatever date is asked for.
    expect(bundleUseProblem(bundle, '2030-12-16', new Date('2030-12-15T00:30:00Z'))).toBe('expired');
  });
});

describe('bundle forms', () => {
  const buyer = { name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '07700 900123', phoneCountry: 'GB', terms: 'yes' };

  it('takes 5 or 10 days and nothing else', () => {
    expect(bundleRequestSchema.parse({ ...buyer, days: '10' }).days).toBe(10);
    expect(bundleRequestSchema.safeParse({ ...buyer, days: '7' }).success).toBe(false);
    expect(bundleRequestSchema.safeParse({ ...buyer, days: '5', terms: undefined }).success).toBe(false);
  });

  it('reads a bundle reference however it was typed', () => {
    const use = bundleUseRequestSchema.parse({ bundle: 'nl 7k2m q9td', email: 'ada@example.co.uk', centre: 'exeter', date: '2030-07-01' });
    expect(use.bundle).toBe('NL-7K2M-Q9TD');
    expect(bundleUseRequestSchema.safeParse({ bundle: 'hello', email: 'ada@example.co.uk', centre: 'exeter', date: '2030-07-01' }).success).toBe(false);
  });
});

describe('words for a day from a bundle', () => {
  it('says which bundle and how many days are left, on the board and in the mail', () => {
    expect(bundleDayText({ reference: 'NL-7K2M-Q9TD', days: 10, daysUsed: 7 })).toBe('Day pass, from bundle NL-7K2M-Q9TD (3 of 10 left)');
    const pass = { trial: false, status: 'confirmed', paidAt: null, refundedAt: null };
    expect(dayPassPaymentText({ ...pass, bundleId: 'b' })).toMatch(/^A day from your bundle: nothing to pay/);
    expect(dayPassPaymentText(pass)).toMatch(/^Pay at reception/);
  });
});

describe('a bundle on the staff list', () => {
  const paid = { status: 'paid', days: 10, lastDay: '2027-02-28' } as const;
  it('gives the days left while it is paid and in date, to its last day', () => {
    expect(bundleStandingText(paid, 7, '2026-12-01')).toBe('3 of 10 left');
    expect(bundleStandingText(paid, 7, '2027-02-28')).toBe('3 of 10 left');
  });
  it('says it has ended after its last day, and counts the days used when it was never usable', () => {
    expect(bundleStandingText(paid, 7, '2027-03-01')).toBe('Ended: 7 of 10 days used');
    expect(bundleStandingText({ status: 'pending', days: 5, lastDay: null }, 0, '2026-12-01')).toBe('0 of 5 days used');
    expect(bundleStandingText({ ...paid, status: 'refunded' }, 2, '2026-12-01')).toBe('2 of 10 days used');
  });
});
