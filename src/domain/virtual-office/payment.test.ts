import { describe, expect, it } from 'vitest';
import { initialOrderPayment, laterMonths, orderPaymentState, orderPaymentStep, orderPayments } from './payment';

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
