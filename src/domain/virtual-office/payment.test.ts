import { describe, expect, it } from 'vitest';
import { firstMonthPrice, initialOrderPayment, laterMonths, orderPaymentState, orderPaymentStep, orderPayments } from './payment';

describe('order payment', () => {
  it('invoices when card payments are not configured, and says so as before', () => {
    expect(initialOrderPayment(false)).toBe('invoice');
    const step = orderPaymentStep({ cardPaymentsConfigured: false });
    expect(step).toMatchObject({ kind: 'invoice', summary: 'We invoice you' });
    expect(step.detail).toMatch(/^Nothing to pay now\./);
    expect(orderPaymentState('invoice')).toEqual(step);
  });

  it('asks for the first month by card when configured, and invoices later months', () => {
    expect(initialOrderPayment(true)).toBe('card-pending');
    const step = orderPaymentStep({ cardPaymentsConfigured: true });
    expect(step.kind).toBe('card');
    expect(step.detail).toContain('first month');
    expect(step.detail).toContain('Later months');
  });

  it('says where a stored order stands: paid, awaiting payment (lapsing if never paid), invoiced', () => {
    expect(orderPaymentState('card-paid').summary).toBe('First month paid online by card');
    const pending = orderPaymentState('card-pending');
    expect(pending.summary).toBe('Awaiting payment');
    expect(pending.detail).toContain('not paid within 24 hours lapses');
    expect(orderPaymentState('card-paid').detail).toBe(laterMonths);
    expect(laterMonths).toContain('Nothing is taken from your card automatically');
    // Every stored value has a wording; an unknown one reads as invoiced, never as paid.
    for (const payment of orderPayments) expect(orderPaymentState(payment).summary).not.toBe('');
    expect(orderPaymentState('something-else').kind).toBe('invoice');
  });
});

describe('the first month with a promo code', () => {
  it('takes the code off the month before VAT, VAT on what is left', () => {
    // £79 a month, SPRING25 (25%) takes £19.75: £59.25 + VAT £11.85 = £71.10.
    expect(firstMonthPrice({ netPence: 7900, vatRatePercent: 20 }, { discountPence: 1975 })).toEqual({
      netPence: 5925,
      vatPence: 1185,
      totalPence: 7110,
      vatRatePercent: 20,
    });
  });

  it('is the monthly price without a code, and never below £0', () => {
    expect(firstMonthPrice({ netPence: 7900, vatRatePercent: 20 }, undefined).totalPence).toBe(9480);
    expect(firstMonthPrice({ netPence: 7900, vatRatePercent: 20 }, { discountPence: 10_000 })).toMatchObject({
      netPence: 0,
      vatPence: 0,
      totalPence: 0,
    });
  });
});
