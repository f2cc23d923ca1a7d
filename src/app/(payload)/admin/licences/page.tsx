import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal } from '@/cms/staff-lists/staff-list';
import { staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { formatPence } from '@/domain/licence/offer';
import { tenantKindLabels, type TenantKind } from '@/domain/licence/flow-schema';
import { staffMandateText, staffPaymentText } from '@/domain/licence/payment';
import { licenceEventLabels, licenceStatusLabel } from '@/domain/licence/status';
import { formatCalendarDay } from '@/lib/calendar-date';
import { listLicences } from '@/server/licences/store';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import { promosFor } from '@/server/promo-codes/redemptions';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Licences signed online (issue 38) for sales, newest first, at /admin/licences: the signed PDF,
 * "Deposit received", "Identity verified" and "Countersign" on each licence still waiting for them
 * (same-origin form posts, src/server/licences/staff.ts and countersign.ts), how it was paid and
 * its monthly rent set up, and its audit events. Times in UK time.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Licences signed online | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = [
  'Reference',
  'Status',
  'Unit',
  'Tenant',
  'Signed by',
  'Start',
  'Due now',
  'Each month',
  'Signed',
  'Hold until',
  'Deposit',
  'Monthly rent',
  'Identity',
  'Countersigned',
  'Events (UK time)',
  'PDF',
];

type Query = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  'paid:paid': 'Deposit recorded. The licence is paid and waits for the identity check; the tenant has been emailed.',
  'paid:let': 'Deposit recorded. Paid and verified: the licence is let and the tenant has been emailed.',
  'verified:held': 'Identity check recorded. The licence is let once the deposit arrives.',
  'verified:let': 'Identity check recorded. Paid and verified: the licence is let and the tenant has been emailed.',
  'paid:0': 'Nothing changed: that licence was not waiting for its deposit.',
  'verified:0': 'Nothing changed: that licence was not waiting for its identity check.',
  'countersigned:1': 'Countersigned in your name. The tenant is emailed the countersigned copy.',
  'countersigned:0': 'Nothing changed: that licence was already countersigned, or no longer holds its unit.',
};

const noticeOf = (query: Query) => {
  for (const key of ['paid', 'verified', 'countersigned']) {
    const value = query[key];
    if (typeof value === 'string') return notices[`${key}:${value}`];
  }
  return undefined;
};

const holdingStatuses = ['held', 'paid', 'let'] as const;

export default async function AdminLicencesPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/licences', 'Licences signed online', 'licences-forbidden');
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const notice = noticeOf(query);
  const { db } = (await getEnquiryRuntime()).database;
  const rows = await listLicences(db, 500);
  // A membership's promo code on its first month (decision 0054), beside the amount due on signing.
  const promos = await promosFor(db, { licences: rows.map((row) => row.id) });
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
            {licenceStatusLabel(row)}
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
          <td style={cell}>
            {formatPence(row.dueTodayPence)}
            {promos.has(row.id) ? (
              <span data-testid="licence-promo">{` (first month: ${staffPromoText(promos.get(row.id)!)})`}</span>
            ) : null}
          </td>
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
            ) : (
              staffPaymentText(row)
            )}
          </td>
          <td style={cell}>{staffMandateText(row)}</td>
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
            {row.countersignedAt ? (
              `${staffTime(row.countersignedAt)} by ${row.countersignedBy ?? ''}`
            ) : (holdingStatuses as readonly string[]).includes(row.status) ? (
              <form method="post" action="/admin/licences/countersign">
                <input type="hidden" name="licence" value={row.id} />
                <button type="submit" aria-label={`Countersign licence ${row.reference}`}>
                  Countersign
                </button>
              </form>
            ) : (
              ''
            )}
          </td>
          <td style={cell}>
            <ul style={{ margin: 0, paddingLeft: 16 }} data-testid="licence-events">
              {row.events.map((event) => (
                <li key={`${event.kind}-${event.at}`}>
                  {licenceEventLabels[event.kind] ?? event.kind}: {staffTime(new Date(event.at))}
                </li>
              ))}
            </ul>
          </td>
          <td style={cell}>
            <a href={`/admin/licences/pdf?licence=${row.id}`} aria-label={`Signed PDF of licence ${row.reference}`}>
              Signed
            </a>
            {row.countersignedAt ? (
              <>
                <br />
                <a
                  href={`/admin/licences/pdf?licence=${row.id}&kind=countersigned`}
                  aria-label={`Countersigned PDF of licence ${row.reference}`}
                >
                  Countersigned
                </a>
              </>
            ) : null}
          </td>
        </tr>
      ))}
    </StaffList>
  );
}
