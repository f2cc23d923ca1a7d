import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal, StaffStatus } from '@/cms/staff-lists/staff-list';
import { townOfCentre, type CentreSlug } from '@/domain/centres';
import { bundleStandingText, bundleStatusLabels } from '@/domain/day-pass/bundle';
import { staffDay, staffTime } from '@/domain/staff-format';
import { formatPence } from '@/lib/booking-slots';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { bundleDaysUsed, listBundles } from '@/server/day-passes/bundles';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Day-pass bundles sold online (docs/decisions/0056), for sales and admin: who bought which
 * bundle, whether it was paid, how many days are left and until when. The days themselves are on
 * the bookings board; refunds are made in the Stripe dashboard, which the list then follows.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Day-pass bundles sold | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = ['Reference', 'Status', 'Days', 'Last day', 'Paid', 'Bought', 'From', 'Name', 'Email', 'Phone'];

export default async function AdminBundlesPage() {
  const access = await staffListRefusal('/admin/bundles', 'Day-pass bundles sold', 'bundles-forbidden');
  if (!access.scope) return access.refusal;
  const runtime = await getEnquiryRuntime();
  const rows = await listBundles(runtime.database.db);
  const used = await bundleDaysUsed(runtime.database.db, rows.map((row) => row.id));
  const today = todayIn(businessTimeZone);
  const intro = (
    <p>
      Bundles of 5 or 10 coworking days bought online, newest first (the latest 500). A bundle is usable once paid, at any centre
      selling day passes, until its last day. Each day booked from it is on the bookings board. To refund an unused bundle,
      refund its payment in the Stripe dashboard: it is then marked refunded here and can no longer be used.
    </p>
  );
  return (
    <StaffList path="/admin/bundles" title="Day-pass bundles sold" testId="bundles-table" headings={headings} intro={intro}>
      {rows.map((row) => (
        <tr key={row.id} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell}>
            <StaffStatus status={row.status} label={bundleStatusLabels[row.status]} />
          </td>
          <td style={cell} data-testid="bundle-days">
            {bundleStandingText(row, used.get(row.id) ?? 0, today)}
          </td>
          <td style={cell}>{row.lastDay ? staffDay(row.lastDay) : ''}</td>
          <td style={cell}>
            {row.paidAt ? `${formatPence(row.paidPence ?? 0)} on ${staffTime(row.paidAt)}` : ''}
            {row.refundedAt ? ` (refunded ${staffTime(row.refundedAt)})` : ''}
          </td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell}>{row.centre ? `${townOfCentre(row.centre as CentreSlug)} page` : 'List of centres'}</td>
          <td style={cell}>{row.name}</td>
          <td style={cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td style={cell}>{row.phone}</td>
        </tr>
      ))}
    </StaffList>
  );
}
