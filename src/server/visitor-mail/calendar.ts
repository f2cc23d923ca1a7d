import { TZDate } from '@date-fns/tz';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { VisitorMailContent, VisitorMailKind, VisitorMailSeries } from '@/domain/visitor-mail';
import { bookingWhen } from '@/lib/booking-slots';
import { businessTimeZone } from '@/lib/calendar-date';

/*
 * The calendar attachment (RFC 5546 iTIP). One UID per booking or viewing for its whole life and a
 * SEQUENCE that rises with each change, so a move updates the visitor's entry and a cancel
 * (METHOD:CANCEL, STATUS:CANCELLED) removes it. Times are written in UTC (…Z): the instant is then
 * right on either side of a BST/GMT change whatever the calendar's own zone. An order has no
 * appointment and so no attachment.
 */

export type CalendarInvite = { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string };

export function calendarInvite(
  content: VisitorMailContent,
  kind: VisitorMailKind,
  organizer: { readonly name: string; readonly email: string },
  stamp: Date = new Date(),
): CalendarInvite | undefined {
  if (!content.when) return undefined;
  if (content.series) return seriesInvite(content, content.series, organizer, stamp);
  const cancel = kind === 'cancellation';
  const calendar = ical({
    prodId: { company: 'Northlight', product: 'visitor-mail', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: content.calendarUid,
    sequence: content.sequence,
    stamp,
    start: content.when.startsAt,
    end: content.when.endsAt,
    summary: `${content.title} (${content.reference})`,
    description: [
      `Reference: ${content.reference}`,
      ...content.details,
      content.place.arrival ? `How to get in: ${content.place.arrival}` : '',
      `Manage: ${content.manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    ...parties(content, organizer, cancel),
  });
  return { method: cancel ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/*
 * A weekly series (docs/decisions/0052-repeat-bookings.md): one VEVENT with its own UID, an RRULE
 * (FREQ=WEEKLY;COUNT=weeks) and an EXDATE for each week not booked (left out because it clashed,
 * cancelled, lapsed). Outlook reads only the first VEVENT of an emailed invitation ([MS-STANOICAL]
 * 2.2.175), so one VEVENT per week would lose every week but the first there. The times are
 * written in Europe/London with its VTIMEZONE, not UTC: a weekly rule repeats its DTSTART's local
 * time, so 10:00 stays 10:00 across the clock change (a UTC DTSTART would move to 09:00 or 11:00).
 * Every mail of a series carries the entry as it stands, at the series' SEQUENCE: a cancel of some
 * weeks is the updated series with more EXDATEs (RFC 5546 3.2.2, an organizer's update), and once
 * no week is left, METHOD:CANCEL of the whole series.
 */
function seriesInvite(
  content: VisitorMailContent,
  series: VisitorMailSeries,
  organizer: { readonly name: string; readonly email: string },
  stamp: Date,
): CalendarInvite {
  const cancel = series.booked.length === 0;
  const calendar = ical({
    prodId: { company: 'Northlight', product: 'visitor-mail', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as floating local time, and
    // RFC 5545 wants it in UTC. The event's zone still gets its VTIMEZONE from the generator.
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  const inLondon = (instant: Date) => new TZDate(instant.getTime(), businessTimeZone);
  calendar.createEvent({
    id: series.calendarUid,
    sequence: series.sequence,
    stamp,
    start: inLondon(series.firstStartsAt),
    end: inLondon(series.firstEndsAt),
    timezone: businessTimeZone,
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      count: series.weeks,
      ...(series.excluded.length > 0 ? { exclude: series.excluded.map(inLondon), excludeTimezone: businessTimeZone } : {}),
    },
    summary: `${content.title} (weekly, ${series.reference})`,
    description: [
      `Repeat booking ${series.reference}: weekly, ${series.booked.length} ${series.booked.length === 1 ? 'date' : 'dates'} booked.`,
      ...series.booked.map((week) => `${bookingWhen(week)} (UK time), reference ${week.reference}`),
      content.place.arrival ? `How to get in: ${content.place.arrival}` : '',
      `Manage: ${content.manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    ...parties(content, organizer, cancel),
  });
  return { method: cancel ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/** What every entry of ours says alike: where, the manage link, its status, who organises and attends. */
function parties(content: VisitorMailContent, organizer: { readonly name: string; readonly email: string }, cancel: boolean) {
  return {
    location: [content.place.centreName, ...content.place.address].join(', '),
    url: content.manageUrl,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [
      {
        name: content.recipient.name,
        email: content.recipient.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  };
}
