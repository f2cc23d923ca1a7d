import 'server-only';
import { bookingCancellation, cancellationTermsText } from '@/domain/booking/cancellation';
import { paymentNotes } from '@/domain/booking/payment-policy';
import { cancelReasonSentence } from '@/domain/board/cancel-reason';
import { withVat } from '@/domain/vat';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { findBooking } from '../bookings/bookings';
import type { BookingRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';

/* The visitor mail of a meeting-room booking: the booking row, the room and centre from the CMS. */

/** What the CMS says about a booking's room and centre (the VAT rate is the booking's own). */
export type BookingDescription = {
  readonly roomName: string;
  readonly seats?: number | undefined;
  readonly place: VisitorMailPlace;
};

export type BookingMailLookup = {
  /** The room's name and seats, and the centre's place facts; undefined when the CMS has neither. */
  readonly describe: (booking: BookingRow) => Promise<BookingDescription | undefined>;
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
  described: BookingDescription,
  manageUrl: string,
): VisitorMailContent {
  return {
    subject: 'booking',
    reference: booking.reference,
    calendarUid: `booking-${booking.id}@northlight`,
    sequence: booking.sequence,
    recipient: { name: booking.name, email: booking.email },
    // Room names are often "Meeting room 1" already: the kind of room is said once.
    title: `${/^meeting room/i.test(described.roomName) ? described.roomName : `Meeting room ${described.roomName}`}${described.seats ? ` (${described.seats} seats)` : ''}`,
    details: [`Room reference ${booking.roomReference}, booked ${lengthText(booking)}.`],
    place: described.place,
    when: { startsAt: booking.startsAt, endsAt: booking.endsAt },
    price: {
      ...withVat(booking.pricePence, booking.vatRateBasisPoints / 100),
      per: lengthText(booking),
      payment: booking.paidPence == null ? paymentNotes.offline : `${paymentNotes.paid}.`,
    },
    // The terms it was booked under: the sentence shown beside the Book button (cancellation.ts).
    cancellationTerms: cancellationTermsText(bookingCancellation(booking, booking.createdAt), booking.paidPence != null),
    manageUrl,
    nextSteps:
      booking.status === 'cancelled'
        ? [
            // The reason staff gave (every staff cancellation has one), before what it costs.
            ...(booking.cancelledBy === 'staff' && booking.cancelReason ? [cancelReasonSentence(booking.cancelReason)] : []),
            cancellationCharge(booking),
          ]
        : undefined,
  };
}

/**
 * What a cancelled booking costs: nothing when the cancel was free (within the booking's terms, or
 * staff waived the charge), else the price (or, paid online, no refund). Decided when cancelled
 * and kept (cancelled_free), so the mail says what the refund does.
 */
function cancellationCharge(booking: BookingRow): string {
  const paid = booking.paidPence != null;
  const free = booking.cancelledFree !== false;
  if (booking.cancelledBy === 'staff') {
    if (free)
      return paid ? 'The centre cancelled this booking: your payment is refunded in full to your card.' : 'The centre cancelled this booking: there is nothing to pay.';
    return paid
      ? 'It was cancelled after its free cancellation period, so the payment is not refunded.'
      : 'It was cancelled after its free cancellation period, so the price is still due: pay at the centre or we invoice you.';
  }
  if (paid)
    return free
      ? 'You cancelled within the free cancellation period: your payment is refunded in full to your card.'
      : 'You cancelled after the free cancellation period, so the payment is not refunded.';
  return free
    ? 'You cancelled within the free cancellation period: there is nothing to pay.'
    : 'You cancelled after the free cancellation period, so the price is still due: pay at the centre or we invoice you.';
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
