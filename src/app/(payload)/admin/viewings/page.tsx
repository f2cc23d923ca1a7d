import config from '@payload-config';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { hasRole } from '@/cms/access';
import { centreTowns } from '@/domain/centres';
import { bookingWhen } from '@/lib/booking-slots';
import { attributionSummary } from '@/server/enquiry-document';
import { getEnquiryRuntime } from '@/server/runtime';
import { listViewings } from '@/server/viewings';

/*
 * Viewings for sales and centre staff: a read-only list (latest start first) at /admin/viewings,
 * for the roles sales and admin; editors are refused. Modelled on /admin/bookings: a plain server
 * component beside Payload's admin, signed in through Payload's own session.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Viewings | Northlight admin',
  robots: { index: false, follow: false },
};

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid #ddd',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};
const townOf = (slug: string) => centreTowns.find((centre) => centre.slug === slug)?.town ?? slug;
const headings = [
  'Reference',
  'Status',
  'Centre',
  'When (UK time)',
  'Units',
  'Name',
  'Email',
  'Phone',
  'Channel',
  'Booked at',
];

export default async function AdminViewingsPage() {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Fviewings');
  if (!hasRole(user, 'admin', 'sales')) {
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Viewings</h1>
        <p data-testid="viewings-forbidden">Viewings are open to sales and administrators only.</p>
      </main>
    );
  }
  const runtime = await getEnquiryRuntime();
  const rows = await listViewings(runtime.database.db, { limit: 500 });
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
      <p>
        <Link href="/admin">Back to the admin</Link> ·{' '}
        <Link href="/admin/bookings">Meeting-room bookings</Link>
      </p>
      <h1>Viewings</h1>
      <p>
        The latest {rows.length} viewings by start time. Channel is where the visitor came from (first and
        last touch).
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="viewings-table">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} style={cell} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-reference={row.reference}>
              <td style={cell}>{row.reference}</td>
              <td style={cell}>{row.status}</td>
              <td style={cell}>{townOf(row.centre)}</td>
              <td style={cell}>{bookingWhen(row)}</td>
              <td style={cell}>
                {row.unitReferences.length > 0 ? row.unitReferences.join(', ') : 'The centre'}
              </td>
              <td style={cell}>{row.name}</td>
              <td style={cell}>
                <a href={`mailto:${row.email}`}>{row.email}</a>
              </td>
              <td style={cell}>{row.phone}</td>
              <td style={cell}>{attributionSummary(row.attribution) || 'Direct or unknown'}</td>
              <td style={cell}>{row.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
