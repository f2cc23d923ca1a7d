import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal } from '@/cms/staff-lists/staff-list';
import { staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { formatPence } from '@/domain/licence/offer';
import { tenantKindLabels, type TenantKind } from '@/domain/licence/flow-schema';
import { licenceStatusLabels } from '@/domain/licence/status';
import { formatCalendarDay } from '@/lib/calendar-date';
import { listLicences } from '@/server/licences/store';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Licences signed online (issue 38) for sales, newest first, at /admin/licences: the signed PDF,
 * "Deposit received" and "Identity verified" on each licence still waiting for them (same-origin
 * form posts, src/server/licences/staff.ts). Times in UK time.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Licences signed online | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = ['Reference', 'Status', 'Unit', 'Tenant', 'Signed by', 'Start', 'Due now', 'Each month', 'Signed', 'Hold until', 'Deposit', 'Identity', 'PDF'];

type Query = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  'paid:paid': 'Deposit recorded. The licence is paid and waits for the identity check; the tenant has been emailed.',
  'paid:let': 'Deposit recorded. Paid and verified: the licence is let and the tenant has been emailed.',
  'verified:held': 'Identity check recorded. The licence is let once the deposit arrives.',
  'verified:let': 'Identity check recorded. Paid and verified: the licence is let and the tenant has been emailed.',
  'paid:0': 'Nothing changed: that licence was not waiting for its deposit.',
  'verified:0': 'Nothing changed: that licence was not waiting for its identity check.',
};

export default async function AdminLicencesPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/licences', 'Licences signed online', 'licences-forbidden');
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const notice =
    typeof query.paid === 'string' ? notices[`paid:${query.paid}`] : typeof query.verified === 'string' ? notices[`verified:${query.verified}`] : undefined;
  const rows = await listLicences((await getEnquiryRuntime()).database.db, 500);
  const intro = (
    <>
      {notice ? <p role="status">{notice}</p> : null}
      <p>
        The latest {rows.length} licences signed online. A signed licence holds its unit until its deposit is paid; record
        the transfer when it arrives and the identity check when you have seen it pass (keep no copies of ID documents).
      </p>
    </>
  );
  return (
    <StaffList path="/admin/licences" title="Licences signed online" testId="licences-table" headings={headings} intro={intro}>
      {rows.map((row) => (
        <tr key={row.id} data-reference={row.reference} id={`licence-${row.id}`}>
          <td style={cell}>{row.reference}</td>
          <td style={cell} data-testid="licence-status">
            {licenceStatusLabels[row.status]}
          </td>
          <td style={cell}>
            {row.unitReference}, {row.unitName} ({townOfCentre(row.centre)})
          </td>
          <td style={cell}>
            {row.tenantName}
            <br />
            {tenantKindLabels[row.tenantKind as TenantKind] ?? row.tenantKind}
            {row.companyNumber ? `, ${row.companyNumber}` : ''}
          </td>
          <td style={cell}>
            {row.signatoryName}, {row.signatoryRole}
            <br />
            <a href={`mailto:${row.email}`}>{row.email}</a>
            <br />
            {row.phone}
          </td>
          <td style={cell}>{formatCalendarDay(row.startDate)}</td>
          <td style={cell}>{formatPence(row.dueTodayPence)}</td>
          <td style={cell}>{formatPence(row.monthlyNetPence)} + VAT</td>
          <td style={cell}>{staffTime(row.signedAt)}</td>
          <td style={cell}>{row.status === 'held' ? staffTime(row.holdUntil) : ''}</td>
          <td style={cell}>
            {row.status === 'held' && row.payment === 'transfer-awaited' ? (
              <form method="post" action="/admin/licences/transfer">
                <input type="hidden" name="licence" value={row.id} />
                <button type="submit" aria-label={`Deposit received for licence ${row.reference}`}>
                  Deposit received
                </button>
              </form>
            ) : row.paidAt ? (
              `Received ${staffTime(row.paidAt)}`
            ) : (
              ''
            )}
          </td>
          <td style={cell}>
            {(row.status === 'held' || row.status === 'paid') && !row.verifiedAt ? (
              <form method="post" action="/admin/licences/verify">
                <input type="hidden" name="licence" value={row.id} />
                <button type="submit" aria-label={`Identity verified for licence ${row.reference}`}>
                  Identity verified
                </button>
              </form>
            ) : row.verifiedAt ? (
              `Verified ${staffTime(row.verifiedAt)} by ${row.verifiedBy ?? ''}`
            ) : (
              ''
            )}
          </td>
          <td style={cell}>
            <a href={`/admin/licences/pdf?licence=${row.id}`} aria-label={`Signed PDF of licence ${row.reference}`}>
              Download
            </a>
          </td>
        </tr>
      ))}
    </StaffList>
  );
}
