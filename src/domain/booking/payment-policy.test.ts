import { describe, expect, it } from 'vitest';
import { checkoutSessionMinutes, holdEndsAt, holdMinutes } from './payment-policy';

/* Whether a cancel is refunded: cancellation.test.ts (the terms) and payments.test.ts (the refund). */
describe('room payment policy', () => {
  it('holds a slot for 15 minutes, shorter than the 30 minutes Stripe allows a session at least', () => {
    const now = new Date('2030-06-17T09:00:00Z');
    expect(holdEndsAt(now).toISOString()).toBe('2030-06-17T09:15:00.000Z');
    expect(holdMinutes).toBeLessThan(checkoutSessionMinutes);
    expect(checkoutSessionMinutes).toBeGreaterThanOrEqual(30);
  });
});
