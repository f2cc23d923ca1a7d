import { describe, expect, it } from 'vitest';
import { licenceCostOf, licenceCostWithPromo, licenceFirstMonth, promoProductOfFamily } from './costs';
import { licenceCheckoutExpiry, licenceCheckoutLines, licencePaymentSteps, staffMandateText, staffPaymentText } from './payment';

const cost = licenceCostOf({ workspaceType: 'workshops', rent: 74, serviceCharge: 12 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!;
const stored = {
  depositPence: cost.depositPence,
  monthlyNetPence: cost.monthly.netPence,
  monthlyVatPence: cost.monthly.vatPence,
  vatRateBasisPoints: 2000,
  dueTodayPence: cost.dueTodayPence,
};

describe('paying for a licence at Checkout', () => {
  it('charges the deposit without VAT, then the first whole month and its VAT, adding up to the amount due today', () => {
    const lines = licenceCheckoutLines(stored, 'AND-W04, Workshop 4');
    expect(lines.map((line) => line.name)).toEqual([
      'Deposit (no VAT): AND-W04, Workshop 4',
      "First month's rent and service charge: AND-W04, Workshop 4",
      'VAT at 20% on the first month',
    ]);
    expect(lines.map((line) => line.amountPence)).toEqual([cost.depositPence, cost.monthly.netPence, cost.monthly.vatPence]);
    expect(lines.reduce((sum, line) => sum + line.amountPence, 0)).toBe(cost.dueTodayPence);
  });

  it('leaves out a deposit of nothing (a membership) and refuses figures that do not add up', () => {
    const membership = { ...stored, depositPence: 0, dueTodayPence: stored.monthlyNetPence + stored.monthlyVatPence };
    expect(licenceCheckoutLines(membership, 'Desk').map((line) => line.name)).toEqual([
      "First month's rent and service charge: Desk",
      'VAT at 20% on the first month',
    ]);
    expect(() => licenceCheckoutLines({ ...stored, dueTodayPence: stored.dueTodayPence + 1 }, 'AND-W04')).toThrow(/do not add up/);
    expect(() => licenceCheckoutLines({ ...stored, depositPence: -100, dueTodayPence: stored.dueTodayPence - 100 - cost.depositPence }, 'AND-W04')).toThrow();
  });

  it('ends the session with the hold, within Stripe’s 30 minutes to 24 hours', () => {
    const now = new Date('2030-06-17T09:00:00Z');
    const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
    expect(licenceCheckoutExpiry(now, hours(2)).toISOString()).toBe(hours(2).toISOString());
    // A 48-hour hold: Stripe's longest session, 23 hours here; a later press starts a new one.
    expect(licenceCheckoutExpiry(now, hours(48)).toISOString()).toBe(hours(23).toISOString());
    // Ten minutes left: the session must still last 31 minutes; a payment after the hold is refunded.
    expect(licenceCheckoutExpiry(now, new Date(now.getTime() + 600_000)).toISOString()).toBe('2030-06-17T09:31:00.000Z');
  });

  it('says before signing how the deposit is paid, by card online or by transfer, and that a late card payment is refunded', () => {
    const card = licencePaymentSteps('card', 48, '£1,234.00').join(' ');
    expect(card).toContain('by card');
    expect(card).toContain('£1,234.00');
    expect(card).toContain('48 hours');
    expect(card).toContain('refunded');
    expect(card).toContain('Direct Debit');
    const transfer = licencePaymentSteps('transfer', 1, '£1,234.00').join(' ');
    expect(transfer).toContain('by bank transfer within those 1 hour');
    expect(transfer).not.toContain('by card');
  });
});

describe('a membership’s first month with a promo code (decision 0054)', () => {
  // A coworking desk: £180 a month, no deposit, 20% VAT.
  const membership = { ...cost, depositPence: 0, monthly: { netPence: 18_000, vatPence: 3600, totalPence: 21_600, vatRatePercent: 20 }, dueTodayPence: 21_600, contractValuePence: 18_000 };

  it('takes the code off the first month before VAT, VAT on what is left; the monthly price stays', () => {
    // MEMBER25 (25%) on £180: £45 off, £135 + VAT £27 = £162.
    expect(licenceFirstMonth(membership, { discountPence: 4500 })).toEqual({ netPence: 13_500, vatPence: 2700, totalPence: 16_200, vatRatePercent: 20 });
    const withCode = licenceCostWithPromo(membership, { discountPence: 4500 });
    expect(withCode).toMatchObject({ dueTodayPence: 16_200, contractValuePence: 13_500, monthly: membership.monthly });
    expect(licenceCostWithPromo(membership, undefined)).toBe(membership);
  });

  it('never discounts the deposit, and never takes the month below £0', () => {
    const withDeposit = licenceCostWithPromo(cost, { discountPence: 10_000_000 });
    expect(withDeposit.dueTodayPence).toBe(cost.depositPence);
    expect(licenceFirstMonth(cost, { discountPence: 10_000_000 }).totalPence).toBe(0);
  });

  it('counts only coworking licences as memberships', () => {
    expect(promoProductOfFamily('coworking')).toBe('memberships');
    expect(promoProductOfFamily('serviced-offices')).toBeUndefined();
    expect(promoProductOfFamily('business-units')).toBeUndefined();
  });

  it('gives Checkout the list line and the VAT of the discounted month; with the coupon they add up to the amount due', () => {
    const stored = { depositPence: 0, monthlyNetPence: 18_000, monthlyVatPence: 3600, vatRateBasisPoints: 2000, dueTodayPence: 16_200 };
    const lines = licenceCheckoutLines(stored, 'Desk', { discountPence: 4500 });
    expect(lines.map((line) => line.amountPence)).toEqual([18_000, 2700]);
    expect(() => licenceCheckoutLines(stored, 'Desk')).toThrow(/do not add up/);
    expect(() => licenceCheckoutLines({ ...stored, dueTodayPence: 21_600 }, 'Desk', { discountPence: 4500 })).toThrow(/do not add up/);
  });
});

describe('how staff read a licence’s payment (the licence list)', () => {
  const paidAt = new Date('2026-11-29T10:05:00Z');
  const base = {
    status: 'paid',
    payment: 'transfer-received',
    dueTodayPence: 153_000,
    paidPence: null,
    paidAt,
    refundedAt: null,
    mandateAt: null,
    mandateMethod: null,
  } as const;

  it('a transfer received, in UK time', () => {
    expect(staffPaymentText(base)).toMatch(/^Received .*10:05.* by transfer$/);
    expect(staffMandateText(base)).toBe('Set up with the tenant');
  });

  it('a membership whose code took the whole first month: nothing was due, nothing "by transfer"', () => {
    const free = { ...base, dueTodayPence: 0 };
    expect(staffPaymentText(free)).toMatch(/^Nothing due on signing \(promo code\), .*10:05/);
    expect(staffPaymentText(free)).not.toContain('transfer');
    expect(staffMandateText(free)).toBe('Set up with the tenant');
  });

  it('by card: the amount taken, then the mandate awaited or set up', () => {
    const card = { ...base, payment: 'card-paid', paidPence: 153_000 } as const;
    expect(staffPaymentText(card)).toMatch(/by card \(£1,530\.00\)$/);
    expect(staffMandateText(card)).toBe('Awaited online');
    expect(staffMandateText({ ...card, mandateAt: paidAt, mandateMethod: 'bacs_debit' })).toMatch(/^Direct Debit \(Bacs\), set up .*10:05/);
  });

  it('a card payment awaited, and one refunded after the hold ended', () => {
    expect(staffPaymentText({ ...base, status: 'held', payment: 'card-pending', paidAt: null })).toBe('Awaited by card online');
    expect(staffPaymentText({ ...base, status: 'expired', payment: 'card-pending', paidAt: null })).toBe('Not paid');
    expect(staffPaymentText({ ...base, status: 'expired', payment: 'card-refunded', refundedAt: paidAt })).toMatch(/^Paid £1,530\.00 by card after the hold ended: refunded .*10:05/);
  });
});
