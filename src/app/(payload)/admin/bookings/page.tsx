import config from '@payload-config';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { hasRole } from '@/cms/access';
import { bookingWhen, formatPence } from '@/lib/booking-slots';
import { listBookings } from '@/server/bookings';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Bookings for sales and centre staff: a read-only list (newest start first) at /admin/bookings,
 * for the roles sales and admin; editors are refused. A plain server component beside Payload's
 * admin (this static segment wins over its catch-all), signed in through Payload's own session.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bookings | Northlight admin', robots: { index: false, follow: false } };

const cell = { padding: '6px 12px 6px 0', borderBottom: '1px solid #ddd', textAlign: 'left' as const, verticalAlign: 'top' as const };

type Query = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  missing: 'That booking was not found.',
  'not-confirmed': 'That booking was already cancelled; nothing was sent.',
};

export default async function AdminBookingsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Fbookings');
  if (!hasRole(user, 'admin', 'sales')) {
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Bookings</h1>
        <p data-testid="bookings-forbidden">Bookings are open to sales and administrators only.</p>
      </main>
    );
  }
  const runtime = await getEnquiryRuntime();
  const rows = await listBookings(runtime.database.db, { limit: 500 });
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
      <p>
        <Link href="/admin">Back to the admin</Link>
      </p>
      <h1>Meeting-room bookings</h1>
      {typeof query.cancelled === 'string' ? (
        <p role="status" data-testid="bookings-notice">
          Booking {query.cancelled.slice(0, 20)} is cancelled; the visitor is emailed.
        </p>
      ) : null}
      {typeof query.error === 'string' && notices[query.error] ? (
        <p role="alert" data-testid="bookings-notice">
          {notices[query.error]}
        </p>
      ) : null}
      <p>The latest {rows.length} bookings by start time. No payment is taken online: paid at the centre or invoiced.</p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="bookings-table">
        <thead>
          <tr>
            {['Reference', 'Status', 'Centre', 'Room', 'When (UK time)', 'Price', 'Name', 'Email', 'Phone', 'Booked at', 'Action'].map((heading) => (
              <th key={heading} style={cell} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td style={cell}>{row.reference}</td>
              <td style={cell}>{row.status}</td>
              <td style={cell}>{row.centre}</td>
              <td style={cell}>{row.roomReference}</td>
              <td style={cell}>{bookingWhen(row)}</td>
              <td style={cell}>{formatPence(row.pricePence)}</td>
              <td style={cell}>{row.name}</td>
              <td style={cell}>
                <a href={`mailto:${row.email}`}>{row.email}</a>
              </td>
              <td style={cell}>{row.phone}</td>
              <td style={cell}>{row.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
              <td style={cell}>
                {row.status === 'confirmed' ? (
                  <form method="post" action="/admin/bookings/cancel">
                    <input type="hidden" name="booking" value={row.id} />
                    <button type="submit" aria-label={`Cancel booking ${row.reference}`}>
                      Cancel
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
