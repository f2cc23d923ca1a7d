import 'server-only';
import { staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { bookingDurationLabels, formatPence, bookingWhen } from '@/lib/booking-slots';
export { bookingWhen };
import type { BookingRow } from '../db/schema';
import { labelledLinesDocument, type SalesMailDocument } from '../enquiries/enquiry-document';

/*
 * What the centre receives for a booking (webhook and email), with the signed cancel link, so
 * staff can cancel on the visitor's behalf. The price is before VAT; a booking paid online reaches
 * the centre once the payment has confirmed it, with what was paid.
 */


export function bookingLines(row: BookingRow, cancelUrl: string): { label: string; value: string }[] {
  return [
    { label: 'Reference', value: row.reference },
    { label: 'Status', value: row.status === 'confirmed' ? 'Confirmed' : 'Cancelled' },
    { label: 'Centre', value: townOfCentre(row.centre) },
    { label: 'Room', value: row.roomReference },
    { label: 'When', value: bookingWhen(row) },
    {
      label: 'Booked',
      value:
        row.duration === 'hour'
          ? `${row.hours} hour${row.hours === 1 ? '' : 's'}`
          : bookingDurationLabels[row.duration],
    },
    {
      label: 'Price quoted',
      value:
        row.paidPence != null
          ? `${formatPence(row.pricePence)} + VAT; paid ${formatPence(row.paidPence)} online by card`
          : `${formatPence(row.pricePence)} + VAT (not paid online: pay at the centre or we invoice)`,
    },
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
    { label: 'Received (UK time)', value: staffTime(row.createdAt) },
    { label: 'Cancel link', value: cancelUrl },
  ];
}

export function bookingEmail(row: BookingRow, cancelUrl: string): SalesMailDocument {
  const lines = bookingLines(row, cancelUrl);
  const subject = `New booking ${row.reference}: ${row.roomReference}, ${bookingWhen(row)}`;
  return labelledLinesDocument(subject, `New booking ${row.reference}`, lines);
}

/** The webhook body: stable field names, like the enquiry's. */
export function bookingWebhookPayload(row: BookingRow, deliveryId: number, cancelUrl: string) {
  return {
    event: 'booking.created',
    deliveryId,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    booking: {
      roomReference: row.roomReference,
      centre: row.centre,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      duration: row.duration,
      hours: row.hours,
      pricePence: row.pricePence,
      payment: row.paidPence != null ? 'online' : 'at-centre-or-invoice',
      paidPence: row.paidPence,
      refunded: row.refundedAt !== null,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
    },
    cancelUrl,
  };
}
