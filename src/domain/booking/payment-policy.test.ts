import { describe, expect, it } from 'vitest';
import { bookingCancellationTerms, freeChangeHours } from './booking-policy';
import {
  bookingTermsFor,
  checkoutSessionMinutes,
  holdEndsAt,
  holdMinutes,
  isRefundableCancel,
  refundableCancelHours,
} from './payment-policy';

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

describe('the cancellation terms a visitor reads before booking', () => {
  it('state the 24-hour rule from its figure, and for a booking paid online what is refunded', () => {
    expect(bookingTermsFor(false)).toBe(bookingCancellationTerms);
    expect(bookingCancellationTerms).toContain(`until ${freeChangeHours} hours before the start`);
    const paid = bookingTermsFor(true);
    expect(paid.startsWith(bookingCancellationTerms)).toBe(true);
    expect(paid).toContain(`at least ${refundableCancelHours} hours before the start and the payment is refunded in full`);
    expect(paid).toContain('a later cancellation is not refunded');
  });
});
