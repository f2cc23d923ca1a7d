import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal } from '@/cms/staff-lists/staff-list';
import { townOfCentre } from '@/domain/centres';
import { formatPence } from '@/domain/licence/offer';
import { mayWithdraw, proposalStatusLabels, proposalStatusOf } from '@/domain/licence/proposal';
import { businessTimeZone, formatCalendarDay, todayIn } from '@/lib/calendar-date';
import { proposalLinkUrl } from '@/content/proposals';
import { listProposals, recordExpiredProposals } from '@/server/licences/proposals';
import { proposalAdminPaths } from '@/server/licences/proposals-staff';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * Proposals from sales (issue 38 item 6) at /admin/proposals, newest first: status as a label,
 * times in UK time, the prospect's link to copy, and "Withdraw" on each still open. Opening the list
 * also tells the leads of proposals that expired unsigned.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Proposals | Northlight admin', robots: { index: false, follow: false } };

const headings = ['Reference', 'Status', 'Prospect', 'Units', 'Start and term', 'Rent a month', 'Contract value', 'Sent', 'Valid until', 'Link', ''];

const ukTime = (date: Date | null) =>
  date
    ? new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
    : '–';

type Query = Record<string, string | string[] | undefined>;

export default async function AdminProposalsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const access = await staffListRefusal('/admin/proposals', 'Proposals', 'proposals-forbidden');
  if (!access.scope) return access.refusal;
  const query = await searchParams;
  const db = (await getEnquiryRuntime()).database.db;
  const today = todayIn(businessTimeZone);
  await recordExpiredProposals(db, today);
  const rows = await listProposals(db, 500);
  const notice =
    typeof query.sent === 'string'
      ? 'Proposal sent: the prospect has been emailed the link (also below, to send yourself if needed). The lead’s history shows it.'
      : query.withdrawn === '1'
        ? 'Proposal withdrawn: its link now says so.'
        : query.withdrawn === '0'
          ? 'Nothing changed: that proposal was already signed, withdrawn or expired.'
          : undefined;
  const intro = (
    <>
      {notice ? <p role="status" data-testid="proposals-notice">{notice}</p> : null}
      <p>
        <a href={proposalAdminPaths.create}>New proposal from scratch</a> · or open a lead and press “Send a proposal”.
      </p>
    </>
  );
  return (
    <StaffList path="/admin/proposals" title="Proposals" testId="proposals-table" headings={headings} intro={intro}>
      {rows.map((row) => {
        const status = proposalStatusOf(row, today);
        return (
          <tr key={row.id} id={`proposal-${row.id}`} data-reference={row.reference}>
            <td style={cell}>{row.reference}</td>
            <td style={cell} data-testid="proposal-status">
              {proposalStatusLabels[status]}
              {row.withdrawnBy ? ` by ${row.withdrawnBy}` : ''}
            </td>
            <td style={cell}>
              {row.prospectName}
              {row.prospectCompany ? `, ${row.prospectCompany}` : ''}
              <br />
              {row.prospectEmail}
            </td>
            <td style={cell}>
              {row.units.map((unit) => (
                <span key={unit.reference}>
                  {unit.reference}, {unit.name}
                  {unit.discountReason ? ` (listed ${formatPence(unit.listedRentPence)}: ${unit.discountReason})` : ''}
                  <br />
                </span>
              ))}
              {townOfCentre(row.centre)}
            </td>
            <td style={cell}>
              {formatCalendarDay(row.startDate)}, {row.termMonths} months
              {row.rentFreeWeeks > 0 ? `, ${row.rentFreeWeeks} weeks rent-free` : ''}
            </td>
            <td style={cell}>{formatPence(row.monthlyRentPence)}</td>
            <td style={cell}>{formatPence(row.contractValuePence)}</td>
            <td style={cell}>
              {ukTime(row.sentAt)}
              <br />
              by {row.createdByName}
              {row.openedAt ? (
                <>
                  <br />
                  Opened {ukTime(row.openedAt)}
                </>
              ) : null}
              {row.signedAt ? (
                <>
                  <br />
                  Signed {ukTime(row.signedAt)}
                </>
              ) : null}
            </td>
            <td style={cell}>{formatCalendarDay(row.validUntil)}</td>
            <td style={cell}>
              {status === 'sent' || status === 'opened' ? <input readOnly aria-label={`Link of ${row.reference}`} value={proposalLinkUrl(row.id)} size={18} /> : '–'}
            </td>
            <td style={cell}>
              {mayWithdraw(row, today) ? (
                <form method="post" action={proposalAdminPaths.withdraw}>
                  <input type="hidden" name="proposal" value={row.id} />
                  <button type="submit" aria-label={`Withdraw proposal ${row.reference}`}>
                    Withdraw
                  </button>
                </form>
              ) : null}
            </td>
          </tr>
        );
      })}
    </StaffList>
  );
}
