import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal, StaffStatus } from '@/cms/staff-lists/staff-list';
import { alertStatusLabels, labelOf, staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { getWorkspaceType, type WorkspaceTypeSlug } from '@/domain/workspace-types';
import { getEnquiryRuntime } from '@/server/runtime';
import { listAlertSubscriptions } from '@/server/alerts/subscriptions';

/*
 * Availability alerts for sales (issue 21 item 7): what visitors are waiting for, so sales can see
 * the demand. Criteria, state and dates only: no email address (the mails go through the outbox;
 * sales need the demand, not the person). Sales and admin; editors are refused.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Availability alerts | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = [
  'Reference',
  'State',
  'Type',
  'Centres',
  'Size (sq ft)',
  'Budget (£ a month, all in)',
  'Created',
  'Confirmed',
  'Alerts sent',
  'Last alert',
];

const range = (min: number | null, max: number | null) =>
  min === null && max === null
    ? 'Any'
    : `${min?.toLocaleString('en-GB') ?? 'Any'} to ${max?.toLocaleString('en-GB') ?? 'any'}`;

export default async function AdminAlertsPage() {
  const access = await staffListRefusal('/admin/alerts', 'Availability alerts', 'alerts-forbidden');
  if (access.refusal) return access.refusal;
  const runtime = await getEnquiryRuntime();
  const rows = await listAlertSubscriptions(runtime.database.db, 500);
  const intro = (
    <p>
      The latest {rows.length} alert subscriptions, newest first. Pending ones have not been confirmed by
      email and are deleted after 7 days; confirmed ones are deleted 12 months after confirmation.
    </p>
  );
  return (
    <StaffList
      path="/admin/alerts"
      title="Availability alerts"
      testId="alerts-table"
      headings={headings}
      intro={intro}
    >
      {rows.map((row) => (
        <tr key={row.reference} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell}>
            <StaffStatus status={row.status} label={labelOf(alertStatusLabels, row.status)} />
          </td>
          <td style={cell}>{getWorkspaceType(row.workspaceType as WorkspaceTypeSlug).label}</td>
          <td style={cell}>{row.centres.map(townOfCentre).join(', ')}</td>
          <td style={cell}>{range(row.minSqFt, row.maxSqFt)}</td>
          <td style={cell}>
            {row.maxMonthlyPounds === null ? 'Any' : `up to ${row.maxMonthlyPounds.toLocaleString('en-GB')}`}
          </td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell}>{row.confirmedAt ? staffTime(row.confirmedAt) : 'Not yet'}</td>
          <td style={cell}>{row.alerts}</td>
          <td style={cell}>{row.lastAlertAt ? staffTime(row.lastAlertAt) : 'None'}</td>
        </tr>
      ))}
    </StaffList>
  );
}
