import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal } from '@/cms/staff-lists/staff-list';
import { staffDay, staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import {
  idRejectionReasonMax,
  orderStatusLabels,
  type OrderStatus,
} from '@/domain/virtual-office/order-schema';
import { orderPaymentState } from '@/domain/virtual-office/payment';
import { formatPence } from '@/lib/booking-slots';
import { listOrders } from '@/server/orders/orders';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import { promosFor } from '@/server/promo-codes/redemptions';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Virtual-office orders for sales (docs/decisions/0023): the list, newest first, at /admin/orders,
 * for the roles sales and admin, with "Mark ID verified" and "ID check not passed" (with the reason
 * the buyer is sent) on each order awaiting its identity check (same-origin form posts to
 * /admin/orders/verify and /reject, src/server/orders/staff-order-check.ts). Beside Payload's
 * admin like /admin/bookings, signed in through Payload's own session.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Virtual-office orders | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = [
  'Reference',
  'Status',
  'Plan',
  'Centre',
  'Per month',
  'Payment',
  'Start',
  'Business',
  'Company no.',
  'Name',
  'Email',
  'Phone',
  'Ordered',
  'ID check',
];

type Query = Record<string, string | string[] | undefined>;

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/orders', 'Virtual-office orders', 'orders-forbidden');
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const runtime = await getEnquiryRuntime();
  const rows = await listOrders(runtime.database.db, { limit: 500 });
  const promos = await promosFor(runtime.database.db, { orders: rows.map((row) => row.id) });
  const intro = (
    <>
      {query.verified === 'active' ? (
        <p role="status">Identity check recorded. The order is active and the buyer has been emailed.</p>
      ) : null}
      {query.verified === 'verified' ? (
        <p role="status">Identity check recorded. The order becomes active when its card payment arrives.</p>
      ) : null}
      {query.verified === '0' || query.rejected === '0' ? (
        <p role="status">Nothing changed: that order was not awaiting its identity check.</p>
      ) : null}
      {query.rejected === '1' ? (
        <p role="status">
          Recorded as not passed. The buyer has been emailed your reason; a card payment is refunded.
        </p>
      ) : null}
      {query.rejected === 'no-reason' ? (
        <p role="status">Nothing changed: give the reason the buyer will be sent.</p>
      ) : null}
      <p>
        The latest {rows.length} orders. An order whose plan gives an address waits for the identity check:
        once you have seen the check pass, mark it verified here. Keep no copies of ID documents.
      </p>
    </>
  );
  return (
    <StaffList
      path="/admin/orders"
      title="Virtual-office orders"
      testId="orders-table"
      headings={headings}
      intro={intro}
    >
      {rows.map((row) => (
        <tr key={row.id} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell} data-testid="order-status">
            {orderStatusLabels[row.status as OrderStatus] ?? row.status}
          </td>
          <td style={cell}>{row.planName}</td>
          <td style={cell}>{townOfCentre(row.centre)}</td>
          <td style={cell}>
            {formatPence(row.monthlyNetPence)} + VAT {formatPence(row.monthlyVatPence)}
            {promos.has(row.id) ? (
              <span data-testid="order-promo">{` (first month: ${staffPromoText(promos.get(row.id)!)})`}</span>
            ) : null}
          </td>
          <td style={cell}>{orderPaymentState(row.payment).summary}</td>
          <td style={cell}>{staffDay(row.startDate)}</td>
          <td style={cell}>{row.businessName}</td>
          <td style={cell}>{row.companyNumber ?? ''}</td>
          <td style={cell}>{row.name}</td>
          <td style={cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td style={cell}>{row.phone}</td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell}>
            {row.status === 'awaiting-id-check' ? (
              <>
                <form method="post" action="/admin/orders/verify">
                  <input type="hidden" name="order" value={row.id} />
                  <button type="submit" aria-label={`Mark ID verified for order ${row.reference}`}>
                    Mark ID verified
                  </button>
                </form>
                <form method="post" action="/admin/orders/reject" style={{ marginTop: 8 }}>
                  <input type="hidden" name="order" value={row.id} />
                  <label htmlFor={`reason-${row.id}`} style={{ display: 'block' }}>
                    Reason sent to the buyer
                  </label>
                  <input id={`reason-${row.id}`} name="reason" required maxLength={idRejectionReasonMax} />{' '}
                  <button type="submit" aria-label={`ID check not passed for order ${row.reference}`}>
                    ID check not passed
                  </button>
                </form>
              </>
            ) : row.status === 'id-rejected' ? (
              `Not passed: ${row.idRejectedReason ?? ''}`
            ) : row.idVerifiedAt ? (
              `Verified ${staffTime(row.idVerifiedAt)} by ${row.idVerifiedBy ?? ''}`
            ) : row.needsIdCheck ? (
              ''
            ) : (
              'Not needed'
            )}
          </td>
        </tr>
      ))}
    </StaffList>
  );
}
