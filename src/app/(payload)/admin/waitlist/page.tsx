import type { Metadata } from 'next';
import { StaffList, staffListCell as cell, staffListRefusal, StaffStatus } from '@/cms/staff-lists/staff-list';
import { getBookableRooms } from '@/content';
import { townOfCentre, type CentreSlug } from '@/domain/centres';
import { staffTime } from '@/domain/staff-format';
import { waitlistStatusLabels } from '@/domain/waitlist/waitlist';
import { bookingWhen, londonDate, weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { getEnquiryRuntime } from '@/server/runtime';
import { listWaitlist } from '@/server/waitlist/waitlist';

/*
 * The room waitlist for staff (docs/decisions/0055, docs/waitlist.md): who is waiting for which
 * full time, in order, and any offer running now. No email address: staff need the demand and
 * the state, and the mails go through the outbox. Sales and admin; editors are refused.
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Waitlist | Northlight admin',
  robots: { index: false, follow: false },
};

const headings = ['Reference', 'State', 'Waiting for', 'Time (UK)', 'Joined', 'Confirmed', 'Offer'];

export default async function AdminWaitlistPage() {
  const access = await staffListRefusal('/admin/waitlist', 'Waitlist', 'waitlist-forbidden');
  if (access.refusal) return access.refusal;
  const [runtime, rooms] = await Promise.all([getEnquiryRuntime(), getBookableRooms()]);
  const rows = await listWaitlist(runtime.database.db, 500);
  const names = new Map(rooms.map((room) => [room.reference, room.name]));
  const intro = (
    <p>
      Everyone waiting for a full meeting-room time, a full day-pass date or a full viewing time, soonest time first and then in the order they confirmed (the order offers go in). A freed time is
      held for the first person for 15 minutes, then offered to the next. Unconfirmed places are deleted after 7 days, every place a day after its time.
    </p>
  );
  return (
    <StaffList path="/admin/waitlist" title="Waitlist" testId="waitlist-table" headings={headings} intro={intro}>
      {rows.map((row) => (
        <tr key={row.reference} data-reference={row.reference}>
          <td style={cell}>{row.reference}</td>
          <td style={cell}>
            <StaffStatus status={row.status} label={waitlistStatusLabels[row.status]} />
          </td>
          <td style={cell}>
            {row.kind === 'day-pass' ? 'Day pass (any desk)' : row.kind === 'viewing' ? 'Viewing (any place)' : (names.get(row.resource) ?? row.resource)}, {townOfCentre(row.centre as CentreSlug)}
          </td>
          <td style={cell}>{row.kind === 'day-pass' ? `${weekdayOf(londonDate(row.startsAt))} ${formatCalendarDay(londonDate(row.startsAt))}, whole day` : bookingWhen(row)}</td>
          <td style={cell}>{staffTime(row.createdAt)}</td>
          <td style={cell}>{row.confirmedAt ? staffTime(row.confirmedAt) : 'Not yet'}</td>
          <td style={cell}>
            {row.offerStatus === 'open' && row.offerExpiresAt ? `Held until ${staffTime(row.offerExpiresAt)}` : row.offerStatus ? (row.offerStatus === 'taken' ? 'Booked' : row.offerStatus === 'lapsed' ? 'Not taken in time' : 'Left the list') : 'None yet'}
          </td>
        </tr>
      ))}
    </StaffList>
  );
}
