import { describe, expect, it } from 'vitest';
import { bookingOutcome } from './booking-outcome';


describe('bookingOutcome', () => {
  it('says Booked for a confirmed booking, and that it was paid by card when it was', () => {
    expect(bookingOutcome({ status: 'confirmed' }, { backFromCheckout: false })).toMatchObject({ headline: 'Booked.', tone: 'done' });
    expect(bookingOutcome({ status: 'confirmed', paidPence: 8400 }, { backFromCheckout: false }).intro).toContain('Paid online by card');
  });

  it('tells a visitor with a live hold until when it is held (UK time), and that leaving Checkout booked nothing', () => {
    const hold = { status: 'pending', holdExpiresAt: new Date('2030-06-17T09:15:00Z') };
    expect(bookingOutcome(hold, { backFromCheckout: false })).toMatchObject({ headline: 'Almost there.', tone: 'waiting' });
    const back = bookingOutcome(hold, { backFromCheckout: true });
    expect(back.headline).toBe('Not paid yet.');
    expect(back.intro).toContain('until 10:15 (UK time)');
  });

  it('says plainly that an expired hold or a refunded late payment is not a booking', () => {
    expect(bookingOutcome({ status: 'expired' }, { backFromCheckout: false })).toMatchObject({ headline: 'Not booked.', tone: 'over' });
    expect(bookingOutcome({ status: 'refunded' }, { backFromCheckout: false }).accent).toBe('Your payment has been refunded.');
    expect(bookingOutcome({ status: 'cancelled' }, { backFromCheckout: false }).headline).toBe('Cancelled.');
  });
});
