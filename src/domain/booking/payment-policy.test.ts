import { describe, expect, it } from 'vitest';
import { checkoutSessionMinutes, holdEndsAt, holdMinutes, isRefundableCancel } from './payment-policy';

describe('room payment policy', () => {
  it('holds a slot for 15 minutes, shorter than the 30 minutes Stripe allows a session at least', () => {
    const now = new Date('2030-06-17T09:00:00Z');
    expect(holdEndsAt(now).toISOString()).toBe('2030-06-17T09:15:00.000Z');
    expect(holdMinutes).toBeLessThan(checkoutSessionMinutes);
    expect(checkoutSessionMinutes).toBeGreaterThanOrEqual(30);
  });

  it('refunds a cancel 24 hours or more before the start, and not later', () => {
    const startsAt = new Date('2030-06-18T09:00:00Z');
    expect(isRefundableCancel(startsAt, new Date('2030-06-17T09:00:00Z'))).toBe(true);
    expect(isRefundableCancel(startsAt, new Date('2030-06-17T09:00:01Z'))).toBe(false);
    expect(isRefundableCancel(startsAt, new Date('2030-06-18T10:00:00Z'))).toBe(false);
  });
});
