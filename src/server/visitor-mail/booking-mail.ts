import 'server-only';
import { bookingCancellationTerms, vatInside } from '@/domain/booking/booking-policy';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { findBooking } from '../bookings';
import type { BookingRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';

/* The visitor mail of a meeting-room booking: the booking row, the room and centre from the CMS. */

export type BookingMailLookup = {
  /** The room's name and seats, and the centre's place facts; undefined when the CMS has neither. */
  readonly describe: (booking: BookingRow) => Promise<{ roomName: string; seats?: number | undefined; place: VisitorMailPlace } | undefined>;
  /** The absolute signed manage link of a booking. */
  readonly manageUrl: (booking: BookingRow) => string;
};

const durations = { hour: 'hour', 'half-day': 'half day', day: 'day' } as const;

function lengthText(booking: BookingRow): string {
  if (booking.duration === 'hour') return `for ${booking.hours} hour${booking.hours === 1 ? '' : 's'}`;
  return `for a ${durations[booking.duration]}`;
}

export function bookingMailContent(
  booking: BookingRow,
  described: { roomName: string; seats?: number | undefined; place: VisitorMailPlace },
  manageUrl: string,
): VisitorMailContent {
  return {
    subject: 'booking',
    reference: booking.reference,
    calendarUid: `booking-${booking.id}@northlight`,
    sequence: booking.sequence,
    recipient: { name: booking.name, email: booking.email },
    title: `Meeting room ${described.roomName}${described.seats ? ` (${described.seats} seats)` : ''}`,
    details: [`Room reference ${booking.roomReference}, booked ${lengthText(booking)}.`],
    place: described.place,
    when: { startsAt: booking.startsAt, endsAt: booking.endsAt },
    price: {
      ...vatInside(booking.pricePence),
      per: lengthText(booking),
      payment: 'No payment now: pay at the centre or we invoice you.',
    },
    cancellationTerms: bookingCancellationTerms,
    manageUrl,
  };
}

export function bookingMailLoader(lookup: BookingMailLookup): VisitorMailSubjectLoader {
  return {
    column: 'booking_id',
    idOf: (row) => row.bookingId,
    async load(db, id, now) {
      const booking = await findBooking(db, id);
      if (!booking) return undefined;
      const described = await lookup.describe(booking);
      if (!described) return undefined;
      return {
        content: bookingMailContent(booking, described, lookup.manageUrl(booking)),
        active: booking.status === 'confirmed' && booking.startsAt.getTime() > now.getTime(),
        sequence: booking.sequence,
      };
    },
  };
}
