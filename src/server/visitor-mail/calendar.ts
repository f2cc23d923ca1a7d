import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { VisitorMailContent, VisitorMailKind } from '@/domain/visitor-mail';

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
    location: [content.place.centreName, ...content.place.address].join(', '),
    description: [
      `Reference: ${content.reference}`,
      ...content.details,
      content.place.arrival ? `How to get in: ${content.place.arrival}` : '',
      `Manage: ${content.manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
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
  });
  return { method: cancel ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}
