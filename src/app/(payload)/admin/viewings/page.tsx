import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal, utcMinute } from '@/cms/staff-lists/staff-list';
import { townOfCentre } from '@/domain/centres';
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
  const access = await staffListRefusal('/admin/viewings', 'Viewings', 'viewings-forbidden', {
    scoped: true,
  });
  if (!access.scope) return access.refusal;
  const runtime = await getEnquiryRuntime();
  const rows = await listViewings(runtime.database.db, { limit: 500, centres: access.scope });
  const intro = (
    <p>
      The latest {rows.length} viewings by start time. Channel is where the visitor came from (first and last
      touch).
    </p>
  );
  return (
    <StaffList
      path="/admin/viewings"
      title="Viewings"
      testId="viewings-table"
      headings={headings}
      intro={intro}
    >
      {rows.map((row) => (
        <tr key={row.id} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell}>{row.status}</td>
          <td style={cell}>{townOfCentre(row.centre)}</td>
          <td style={cell}>{bookingWhen(row)}</td>
          <td style={cell}>{row.unitReferences.length > 0 ? row.unitReferences.join(', ') : 'The centre'}</td>
          <td style={cell}>{row.name}</td>
          <td style={cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td style={cell}>{row.phone}</td>
          <td style={cell}>{attributionSummary(row.attribution) || 'Direct or unknown'}</td>
          <td style={cell}>{utcMinute(row.createdAt)}</td>
        </tr>
      ))}
    </StaffList>
  );
}
