import 'server-only';
import { bookingCancellation, cancellationTermsText } from '@/domain/booking/cancellation';
import { paymentNotes } from '@/domain/booking/payment-policy';
import { cancelReasonSentence } from '@/domain/board/cancel-reason';
import { withVat } from '@/domain/vat';
import type { VisitorMailContent, VisitorMailPlace, VisitorMailSeries } from '@/domain/visitor-mail';
import { seriesCancellationText, seriesPosition, weeklyDates } from '@/domain/booking/repeat';
import { londonClock, londonDate, londonInstant } from '@/lib/booking-slots';
import { findBooking } from '../bookings/bookings';
import { findSeries, seriesBookings } from '../bookings/series';
import type { BookingRow, BookingSeriesRow } from '../db/schema';
import type { VisitorMailSubjectLoader } from './subjects';
import { promoForBooking, type PromoApplied } from '../promo-codes/redemptions';

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

/** The series part of a week's mail: the calendar rule and the weeks to list. */
export function seriesMailFacts(booking: BookingRow, series: BookingSeriesRow, weeks: readonly BookingRow[]): VisitorMailSeries {
  const line = (week: BookingRow) => ({ startsAt: week.startsAt, endsAt: week.endsAt, reference: week.reference });
  const booked = weeks.filter((week) => week.status === 'confirmed' || week.status === 'pending');
  const cancelledTogether =
    booking.status === 'cancelled' && booking.cancelledAt
      ? weeks.filter((week) => week.status === 'cancelled' && week.cancelledAt?.getTime() === booking.cancelledAt!.getTime())
      : [];
  // Every week the rule spans that is not booked now is an exception (EXDATE): the weeks left out
  // when booking, and those cancelled or lapsed since.
  const excluded = ruleStarts(series).filter((start) => !booked.some((week) => week.startsAt.getTime() === start.getTime()));
  const index = weeks.findIndex((week) => week.id === booking.id);
  return {
    reference: series.reference,
    calendarUid: `series-${series.id}@northlight`,
    sequence: series.sequence,
    firstStartsAt: series.firstStartsAt,
    firstEndsAt: series.firstEndsAt,
    weeks: series.weeks,
    excluded,
    booked: booked.map(line),
    cancelledTogether: cancelledTogether.map(line),
    position: seriesPosition(index, weeks.length),
    first: booked[0] ?? booking,
  };
}

/** The start of every week the series' rule spans: the first week's UK wall-clock time, weekly. */
function ruleStarts(series: BookingSeriesRow): Date[] {
  const firstDate = londonDate(series.firstStartsAt);
  const [hours, minutes] = londonClock(series.firstStartsAt).split(':').map(Number) as [number, number];
  return weeklyDates(firstDate, series.weeks).map((date) => londonInstant(date, hours * 60 + minutes));
}

export function bookingMailContent(
  booking: BookingRow,
  described: BookingDescription,
  manageUrl: string,
  series?: VisitorMailSeries,
  promo?: PromoApplied,
): VisitorMailContent {
  return {
    ...(series ? { series } : {}),
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
      ...(promo ? { promo } : {}),
    },
    // The terms it was booked under: the sentence shown beside the Book button (cancellation.ts).
    cancellationTerms: series
      ? seriesCancellationText(series.first)
      : cancellationTermsText(bookingCancellation(booking, booking.createdAt), booking.paidPence != null),
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
      const series = booking.seriesId ? await findSeries(db, booking.seriesId) : undefined;
      const facts = series ? seriesMailFacts(booking, series, await seriesBookings(db, series.id)) : undefined;
      return {
        content: bookingMailContent(booking, described, lookup.manageUrl(booking), facts, await promoForBooking(db, booking.id)),
        active: booking.status === 'confirmed' && booking.startsAt.getTime() > now.getTime(),
        sequence: booking.sequence,
      };
    },
  };
}
