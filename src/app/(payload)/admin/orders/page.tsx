import config from '@payload-config';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { hasRole } from '@/cms/access';
import { centreTowns } from '@/domain/centres';
import { orderStatusLabels, type OrderStatus } from '@/domain/virtual-office/order-schema';
import { formatPence } from '@/lib/booking-slots';
import { listOrders } from '@/server/orders';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Virtual-office orders for sales (docs/decisions/0023): the list, newest first, at /admin/orders,
 * for the roles sales and admin, with "Mark ID verified" on each order awaiting its identity check
 * (a same-origin form post to /admin/orders/verify, which records who and when). Beside Payload's
 * admin like /admin/bookings, signed in through Payload's own session.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Virtual-office orders | Northlight admin',
  robots: { index: false, follow: false },
};

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid #ddd',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};
const town = (slug: string) => centreTowns.find((centre) => centre.slug === slug)?.town ?? slug;
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

type Query = Record<string, string | string[] | undefined>;

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Query> }) {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Forders');
  if (!hasRole(user, 'admin', 'sales')) {
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Virtual-office orders</h1>
        <p data-testid="orders-forbidden">Orders are open to sales and administrators only.</p>
      </main>
    );
  }
  const query = await searchParams;
  const runtime = await getEnquiryRuntime();
  const rows = await listOrders(runtime.database.db, { limit: 500 });
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
      <p>
        <Link href="/admin">Back to the admin</Link>
      </p>
      <h1>Virtual-office orders</h1>
      {query.verified === '1' ? <p role="status">Identity check recorded.</p> : null}
      {query.verified === '0' ? (
        <p role="status">Nothing changed: that order was not awaiting its identity check.</p>
      ) : null}
      <p>
        The latest {rows.length} orders. An order whose plan gives an address waits for the identity check:
        once you have seen the check pass, mark it verified here. Keep no copies of ID documents.
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="orders-table">
        <thead>
          <tr>
            {[
              'Reference',
              'Status',
              'Plan',
              'Centre',
              'Per month',
              'Start',
              'Business',
              'Company no.',
              'Name',
              'Email',
              'Phone',
              'Ordered',
              'ID check',
            ].map((heading) => (
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
              <td style={cell} data-testid="order-status">
                {orderStatusLabels[row.status as OrderStatus] ?? row.status}
              </td>
              <td style={cell}>{row.planName}</td>
              <td style={cell}>{town(row.centre)}</td>
              <td style={cell}>
                {formatPence(row.monthlyNetPence)} + VAT {formatPence(row.monthlyVatPence)}
              </td>
              <td style={cell}>{row.startDate}</td>
              <td style={cell}>{row.businessName}</td>
              <td style={cell}>{row.companyNumber ?? ''}</td>
              <td style={cell}>{row.name}</td>
              <td style={cell}>
                <a href={`mailto:${row.email}`}>{row.email}</a>
              </td>
              <td style={cell}>{row.phone}</td>
              <td style={cell}>{utc(row.createdAt)}</td>
              <td style={cell}>
                {row.status === 'awaiting-id-check' ? (
                  <form method="post" action="/admin/orders/verify">
                    <input type="hidden" name="order" value={row.id} />
                    <button type="submit">Mark ID verified</button>
                  </form>
                ) : row.idVerifiedAt ? (
                  `Verified ${utc(row.idVerifiedAt)} by ${row.idVerifiedBy ?? ''}`
                ) : row.needsIdCheck ? (
                  ''
                ) : (
                  'Not needed'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
