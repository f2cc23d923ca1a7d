import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffList, staffListCell as cell, staffListRefusal, StaffStatus } from '@/cms/staff-lists/staff-list';
import { attributionText, labelOf, staffTime, viewingStatusLabels } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { bookingWhen } from '@/lib/booking-slots';
import type { ViewingRow } from '@/server/db/schema';
import { getEnquiryRuntime } from '@/server/runtime';
import { listViewings } from '@/server/viewings/viewings';
import { maxCancelReasonLength, minCancelReasonLength } from '@/domain/board/cancel-reason';

/*
 * Viewings for sales and centre staff (latest start first) at /admin/viewings, for the roles sales
 * and admin; editors are refused. Each confirmed viewing has "Cancel…", a plain link to a confirm
 * step on this page (no script), whose button posts to /admin/viewings/cancel: the visitor is
 * mailed the cancellation with METHOD:CANCEL. Modelled on /admin/bookings.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Viewings | Northlight admin',
  robots: { index: false, follow: false },
};

type Query = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  missing: 'That viewing was not found.',
  'not-confirmed': 'That viewing was already cancelled; nothing was sent.',
  reason: 'Say why it is cancelled (3 to 300 characters): the visitor reads it in their email. Nothing was changed.',
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
  'Action',
];

function ConfirmCancel({ viewing }: { viewing: ViewingRow }) {
  return (
    <section aria-labelledby="confirm-cancel" data-testid="confirm-viewing-cancel" style={{ margin: '16px 0' }}>
      <h2 id="confirm-cancel">Cancel viewing {viewing.reference}?</h2>
      <p>
        {viewing.name}, {bookingWhen(viewing)} (UK time) at {townOfCentre(viewing.centre)}. The visitor is emailed that
        the centre cancelled it, and their calendar entry is removed.
      </p>
      <form method="post" action="/admin/viewings/cancel">
        <input type="hidden" name="viewing" value={viewing.id} />
        <p>
          <label htmlFor="viewing-cancel-reason">Reason for cancelling (quoted in the visitor’s email)</label>
          <br />
          <textarea
            id="viewing-cancel-reason"
            name="reason"
            required
            minLength={minCancelReasonLength}
            maxLength={maxCancelReasonLength}
            rows={3}
            cols={60}
          />
        </p>
        <button type="submit">Yes, cancel and email the visitor</button>{' '}
        <Link href="/admin/viewings">No, keep it</Link>
      </form>
    </section>
  );
}

export default async function AdminViewingsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/viewings', 'Viewings', 'viewings-forbidden', {
    scoped: true,
  });
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const runtime = await getEnquiryRuntime();
  const rows = await listViewings(runtime.database.db, { limit: 500, centres: access.scope });
  const confirming = rows.find((row) => row.id === query.confirm && row.status === 'confirmed');
  const notice =
    typeof query.cancelled === 'string'
      ? `Viewing ${query.cancelled.slice(0, 20)} cancelled; the visitor has been emailed.`
      : typeof query.error === 'string'
        ? notices[query.error]
        : undefined;
  const intro = (
    <>
      {notice ? (
        <p role="status" data-testid="viewings-notice">
          {notice}
        </p>
      ) : null}
      {confirming ? <ConfirmCancel viewing={confirming} /> : null}
      <p>
        The latest {rows.length} viewings by start time. Channel is where the visitor came from (first and last
        touch).
      </p>
    </>
  );
  return (
    <StaffList path="/admin/viewings" title="Viewings" testId="viewings-table" headings={headings} intro={intro}>
      {rows.map((row) => (
        <tr key={row.id} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell} data-testid="viewing-status">
            <StaffStatus status={row.status} label={labelOf(viewingStatusLabels, row.status)} />
          </td>
          <td style={cell}>{townOfCentre(row.centre)}</td>
          <td style={cell}>{bookingWhen(row)}</td>
          <td style={cell}>{row.unitReferences.length > 0 ? row.unitReferences.join(', ') : 'The centre'}</td>
          <td style={cell}>{row.name}</td>
          <td style={cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td style={cell}>{row.phone}</td>
          <td style={cell}>{attributionText(row.attribution) || 'Direct or unknown'}</td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell}>
            {row.status === 'confirmed' ? (
              <Link href={`/admin/viewings?confirm=${row.id}`} aria-label={`Cancel viewing ${row.reference}`}>
                Cancel…
              </Link>
            ) : null}
          </td>
        </tr>
      ))}
    </StaffList>
  );
}
