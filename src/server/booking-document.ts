import 'server-only';
import { centreTowns } from '@/domain/centres';
import { bookingDurationLabels, formatPence, bookingWhen } from '@/lib/booking-slots';
export { bookingWhen };
import type { BookingRow } from './db/schema';
import { escapeHtml } from './enquiry-document';

/*
 * What the centre receives for a booking (webhook and email), with the signed cancel link, so
 * staff can cancel on the visitor's behalf. No payment is taken online: the price is a quote,
 * paid at the centre or invoiced.
 */

const centreLabel = (slug: string) => centreTowns.find((centre) => centre.slug === slug)?.town ?? slug;

export function bookingLines(row: BookingRow, cancelUrl: string): { label: string; value: string }[] {
  return [
    { label: 'Reference', value: row.reference },
    { label: 'Status', value: row.status === 'confirmed' ? 'Confirmed' : 'Cancelled' },
    { label: 'Centre', value: centreLabel(row.centre) },
    { label: 'Room', value: row.roomReference },
    { label: 'When', value: bookingWhen(row) },
    {
      label: 'Booked',
      value: row.duration === 'hour' ? `${row.hours} hour${row.hours === 1 ? '' : 's'}` : bookingDurationLabels[row.duration],
    },
    { label: 'Price quoted', value: `${formatPence(row.pricePence)} (no payment taken online: pay at the centre or we invoice)` },
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
    { label: 'Received', value: row.createdAt.toISOString() },
    { label: 'Cancel link', value: cancelUrl },
  ];
}

export function bookingEmail(row: BookingRow, cancelUrl: string): { subject: string; text: string; html: string } {
  const lines = bookingLines(row, cancelUrl);
  const subject = `New booking ${row.reference}: ${row.roomReference}, ${bookingWhen(row)}`;
  const text = `${lines.map((line) => `${line.label}: ${line.value}`).join('\n')}\n`;
  const rows = lines
    .map(
      (line) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(line.label)}</th><td style="padding:4px 0">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;color:#14213d"><h1 style="font-size:18px">New booking ${escapeHtml(row.reference)}</h1><table>${rows}</table></body></html>`;
  return { subject, text, html };
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
      payment: 'at-centre-or-invoice',
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
    },
    cancelUrl,
  };
}
