import { describe, expect, it } from 'vitest';
import { bookingRevenue, weeklyRevenue, type RevenueBooking } from './revenue';
import { weekOf } from './weeks';

const starts = new Date('2026-11-04T10:00:00Z');
const booking = (change: Partial<RevenueBooking>): RevenueBooking => ({
  status: 'confirmed',
  startsAt: starts,
  cancelledAt: null,
  pricePence: 7000,
  vatRateBasisPoints: 2000,
  paidPence: null,
  refundedAt: null,
  cancelledFree: null,
  ...change,
});

describe('meeting-room revenue', () => {
  it('counts a confirmed booking at its price and the VAT of the rate it was booked under', () => {
    expect(bookingRevenue(booking({}))).toEqual({ netPence: 7000, vatPence: 1400, totalPence: 8400 });
    expect(bookingRevenue(booking({ pricePence: 3333, vatRateBasisPoints: 1750 }))).toEqual({
      netPence: 3333,
      vatPence: 583,
      totalPence: 3916,
    });
  });

  it('counts what was paid for a cancellation outside the free period, and nothing for holds, refunds and free cancels', () => {
    const late = new Date(starts.getTime() - 2 * 3_600_000);
    const early = new Date(starts.getTime() - 48 * 3_600_000);
    expect(bookingRevenue(booking({ status: 'cancelled', cancelledAt: late, cancelledFree: false, paidPence: 8400 }))).toEqual({
      netPence: 7000,
      vatPence: 1400,
      totalPence: 8400,
    });
    // Cancelled in time: refunded (or the refund is still owed).
    expect(
      bookingRevenue(booking({ status: 'cancelled', cancelledAt: early, cancelledFree: true, paidPence: 8400 })),
    ).toBeUndefined();
    // Free by the terms even 2 hours before the start (the grace period): the decision kept, not the hours, counts.
    expect(
      bookingRevenue(booking({ status: 'cancelled', cancelledAt: late, cancelledFree: true, paidPence: 8400 })),
    ).toBeUndefined();
    expect(
      bookingRevenue(booking({ status: 'cancelled', cancelledAt: late, paidPence: null })),
    ).toBeUndefined();
    expect(
      bookingRevenue(booking({ status: 'cancelled', cancelledAt: late, cancelledFree: false, paidPence: 8400, refundedAt: late })),
    ).toBeUndefined();
    for (const status of ['pending', 'expired', 'refunded'] as const)
      expect(bookingRevenue(booking({ status, paidPence: 8400 })), status).toBeUndefined();
  });

  it('sums per week of use in UK time and in total', () => {
    const weeks = ['2026-11-02', '2026-11-09'];
    const {
      weeks: rows,
      total,
      vatRatesPercent,
    } = weeklyRevenue(
      [
        booking({}),
        booking({ startsAt: new Date('2026-11-08T23:30:00Z') }), // Sunday night: still 2 Nov's week
        booking({ startsAt: new Date('2026-11-09T09:00:00Z'), status: 'expired' }),
        booking({ startsAt: new Date('2026-11-10T09:00:00Z'), pricePence: 15000 }),
        booking({ startsAt: new Date('2026-10-20T09:00:00Z'), vatRateBasisPoints: 1750 }), // before the span
      ],
      weeks,
      weekOf,
    );
    expect(rows).toEqual([
      { week: '2026-11-02', bookings: 2, netPence: 14000, vatPence: 2800, totalPence: 16800 },
      { week: '2026-11-09', bookings: 1, netPence: 15000, vatPence: 3000, totalPence: 18000 },
    ]);
    expect(total).toMatchObject({ bookings: 3, netPence: 29000, vatPence: 5800, totalPence: 34800 });
    // The rate of the booking outside the span is not stated.
    expect(vatRatesPercent).toEqual([20]);
  });
});
