import { withVat } from '@/domain/vat';

/*
 * Meeting-room revenue, in pence, in the week the room is used (UK time). A confirmed booking
 * counts its price and the VAT at the rate it was booked under (paid online, or to be paid at the
 * centre or invoiced). A paid booking cancelled outside its free period (no refund) counts what was
 * paid. Pending holds, expired holds, refunded bookings and free cancellations count nothing.
 */
export type RevenueBooking = {
  readonly status: 'confirmed' | 'cancelled' | 'pending' | 'expired' | 'refunded';
  readonly startsAt: Date;
  readonly cancelledAt: Date | null;
  readonly pricePence: number;
  readonly vatRateBasisPoints: number;
  readonly paidPence: number | null;
  readonly refundedAt: Date | null;
  /** Decided when cancelled by the booking's terms (docs/decisions/0048): false when no refund was due. */
  readonly cancelledFree: boolean | null;
};

export type Revenue = { readonly netPence: number; readonly vatPence: number; readonly totalPence: number };

export const noRevenue: Revenue = { netPence: 0, vatPence: 0, totalPence: 0 };

export function bookingRevenue(booking: RevenueBooking): Revenue | undefined {
  if (booking.status === 'confirmed') {
    const price = withVat(booking.pricePence, booking.vatRateBasisPoints / 100);
    return { netPence: price.netPence, vatPence: price.vatPence, totalPence: price.totalPence };
  }
  const keptPayment =
    booking.status === 'cancelled' &&
    booking.paidPence !== null &&
    booking.refundedAt === null &&
    booking.cancelledFree === false;
  if (!keptPayment || booking.paidPence === null) return undefined;
  const netPence = Math.min(booking.pricePence, booking.paidPence);
  return { netPence, vatPence: booking.paidPence - netPence, totalPence: booking.paidPence };
}

export type WeeklyRevenue = Revenue & { readonly week: string; readonly bookings: number };

/** Revenue per week (weeks as Mondays, oldest first); bookings outside the weeks are left out. */
export function weeklyRevenue(
  bookings: readonly RevenueBooking[],
  weeks: readonly string[],
  weekOf: (instant: Date) => string,
): {
  readonly weeks: readonly WeeklyRevenue[];
  readonly total: WeeklyRevenue;
  /** The VAT rates (percent) of the bookings counted, lowest first: what the page states. */
  readonly vatRatesPercent: readonly number[];
} {
  const byWeek = new Map(weeks.map((week) => [week, { week, bookings: 0, ...noRevenue }]));
  const rates = new Set<number>();
  for (const booking of bookings) {
    const revenue = bookingRevenue(booking);
    const row = byWeek.get(weekOf(booking.startsAt));
    if (!revenue || !row) continue;
    row.bookings += 1;
    rates.add(booking.vatRateBasisPoints / 100);
    row.netPence += revenue.netPence;
    row.vatPence += revenue.vatPence;
    row.totalPence += revenue.totalPence;
  }
  const rows = [...byWeek.values()];
  const sum = (pick: (row: WeeklyRevenue) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    weeks: rows,
    vatRatesPercent: [...rates].sort((a, b) => a - b),
    total: {
      week: 'total',
      bookings: sum((row) => row.bookings),
      netPence: sum((row) => row.netPence),
      vatPence: sum((row) => row.vatPence),
      totalPence: sum((row) => row.totalPence),
    },
  };
}
