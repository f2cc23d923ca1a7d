import { promosFor } from '@/server/promo-codes/redemptions';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal, StaffStatus } from '@/cms/staff-lists/staff-list';
import { bookingStatusLabels, labelOf, staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { bookingWhen, formatPence } from '@/lib/booking-slots';
import type { BookingRow } from '@/server/db/schema';
import { listBookings } from '@/server/bookings/bookings';
import { seriesPositions } from '@/server/bookings/series';
import { getEnquiryRuntime } from '@/server/runtime';
import { maxCancelReasonLength, minCancelReasonLength } from '@/domain/board/cancel-reason';
import { bookingCancellation, staffCancellationStatus, staffChargeChoices, staffChargeLabels } from '@/domain/booking/cancellation';

/*
 * Bookings for sales and centre staff (newest start first) at /admin/bookings, with a Cancel
 * button that mails the visitor (and refunds a booking paid online when the cancel is free). Each
 * confirmed booking says whether a cancel now is within its free period (its own terms); outside
 * it, staff choose whether the charge stands or is waived. A plain server component beside
 * Payload's admin (this static segment wins over its catch-all).
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Bookings | Northlight admin',
  robots: { index: false, follow: false },
};

type Query = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  missing: 'That booking was not found.',
  'not-confirmed': 'That booking was already cancelled; nothing was sent.',
  reason:
    'Say why it is cancelled (3 to 300 characters): the visitor reads it in their email. Nothing was changed.',
  charge:
    'That booking is outside its free cancellation period: choose whether the charge stands or is waived. Nothing was changed.',
};

const headings = [
  'Reference',
  'Status',
  'Centre',
  'Room',
  'When (UK time)',
  'Price',
  'Payment',
  'Name',
  'Email',
  'Phone',
  'Booked at',
  'Free cancellation',
  'Action',
];

/** How the booking is paid: online (and refunded), held while the visitor pays, or at the centre. */
function paymentOf(row: BookingRow): string {
  if (row.paidPence != null)
    return `Paid ${formatPence(row.paidPence)} by card${row.refundedAt ? `, refunded ${staffTime(row.refundedAt)}` : ''}`;
  if (row.status === 'pending') return 'Held while the visitor pays';
  if (row.status === 'expired') return 'Hold ended unpaid';
  return 'At the centre or invoiced';
}

export default async function AdminBookingsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/bookings', 'Meeting-room bookings', 'bookings-forbidden', {
    scoped: true,
  });
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const runtime = await getEnquiryRuntime();
  const rows = await listBookings(runtime.database.db, { limit: 500, centres: access.scope });
  const [positions, promos] = await Promise.all([
    seriesPositions(runtime.database.db, rows),
    promosFor(runtime.database.db, { bookings: rows.map((row) => row.id) }),
  ]);
  const now = new Date();
  const intro = (
    <>
      {typeof query.cancelled === 'string' ? (
        <p role="status" data-testid="bookings-notice">
          Booking {query.cancelled.slice(0, 20)} is cancelled; the visitor is emailed.
        </p>
      ) : null}
      {typeof query.error === 'string' && notices[query.error] ? (
        <p role="alert" data-testid="bookings-notice">
          {typeof query.booking === 'string' ? `Booking ${query.booking.slice(0, 20)}: ` : ''}
          {notices[query.error]}
        </p>
      ) : null}
      <p>The latest {rows.length} bookings by start time. Prices are before VAT.</p>
    </>
  );
  return (
    <StaffList
      path="/admin/bookings"
      title="Meeting-room bookings"
      testId="bookings-table"
      headings={headings}
      intro={intro}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td style={cell}>{row.reference}</td>
          <td style={cell}>
            <StaffStatus status={row.status} label={labelOf(bookingStatusLabels, row.status)} />
          </td>
          <td style={cell}>{townOfCentre(row.centre)}</td>
          <td style={cell} data-testid={`room-${row.reference}`}>
            {row.roomReference}
            {positions.has(row.id) ? ` (${positions.get(row.id)})` : ''}
          </td>
          <td style={cell}>{bookingWhen(row)}</td>
          <td style={cell} data-testid={`price-${row.reference}`}>
            {formatPence(row.pricePence)}
            {promos.has(row.id) ? ` (${staffPromoText(promos.get(row.id)!)})` : ''}
          </td>
          <td style={cell}>{paymentOf(row)}</td>
          <td style={cell}>{row.name}</td>
          <td style={cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td style={cell}>{row.phone}</td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell} data-testid={`free-cancellation-${row.reference}`}>
            {freeCancellationOf(row, now)}
          </td>
          <td style={cell}>
            {row.status === 'confirmed' ? <CancelForm row={row} now={now} /> : null}
          </td>
        </tr>
      ))}
    </StaffList>
  );
}

/** The booking's terms and, while it can still be cancelled, whether a cancel now is free. */
function freeCancellationOf(row: BookingRow, now: Date): string {
  if (row.status === 'cancelled')
    return row.cancelledFree === null ? '' : row.cancelledFree ? 'Cancelled free' : 'Cancelled late: charge kept';
  if (row.status !== 'confirmed') return '';
  const decision = bookingCancellation(row, now);
  return decision.started ? 'Started' : staffCancellationStatus(decision);
}

function CancelForm({ row, now }: { row: BookingRow; now: Date }) {
  const decision = bookingCancellation(row, now);
  return (
    <form method="post" action="/admin/bookings/cancel">
      <input type="hidden" name="booking" value={row.id} />
      <input
        name="reason"
        required
        minLength={minCancelReasonLength}
        maxLength={maxCancelReasonLength}
        placeholder="Reason (the visitor reads it)"
        aria-label={`Reason for cancelling booking ${row.reference} (quoted in the visitor’s email)`}
      />{' '}
      {decision.free ? null : (
        <fieldset style={{ border: 0, padding: 0, margin: '4px 0' }}>
          <legend>Outside the free period:</legend>
          {staffChargeChoices.map((choice) => (
            <label key={choice} style={{ display: 'block' }}>
              <input type="radio" name="charge" value={choice} required /> {staffChargeLabels[choice]}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" aria-label={`Cancel booking ${row.reference}`}>
        Cancel
      </button>
    </form>
  );
}
