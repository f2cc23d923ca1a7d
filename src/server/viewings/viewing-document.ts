import 'server-only';
import { attributionText, staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { bookingWhen } from '@/lib/booking-slots';
import type { ViewingRow } from '../db/schema';
import { labelledLinesDocument, type SalesMailDocument } from '../enquiries/enquiry-document';

/*
 * What sales receive for a viewing (webhook and email): when, where, which units, who, where the
 * visitor came from (first- and last-touch attribution, as enquiries carry it) and the signed
 * manage link, so staff can see or cancel it on the visitor's behalf.
 */


export function viewingLines(row: ViewingRow, manageUrl: string): { label: string; value: string }[] {
  const channel = attributionText(row.attribution);
  return [
    { label: 'Reference', value: row.reference },
    { label: 'Status', value: row.status === 'confirmed' ? 'Confirmed' : 'Cancelled' },
    { label: 'Centre', value: townOfCentre(row.centre) },
    { label: 'When', value: `${bookingWhen(row)} (UK time)` },
    {
      label: 'Units to see',
      value:
        row.unitReferences.length > 0
          ? row.unitReferences.join(', ')
          : 'None chosen: a look round the centre',
    },
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
    ...(channel ? [{ label: 'Channel', value: channel }] : []),
    { label: 'Received (UK time)', value: staffTime(row.createdAt) },
    { label: 'Manage link', value: manageUrl },
  ];
}

export function viewingEmail(row: ViewingRow, manageUrl: string): SalesMailDocument {
  const lines = viewingLines(row, manageUrl);
  const units = row.unitReferences.length > 0 ? row.unitReferences.join(', ') : 'the centre';
  const subject = `New viewing ${row.reference}: ${townOfCentre(row.centre)}, ${units}, ${bookingWhen(row)}`;
  return labelledLinesDocument(subject, `New viewing ${row.reference}`, lines);
}

/** The webhook body: stable field names, like the enquiry's and the booking's. */
export function viewingWebhookPayload(row: ViewingRow, deliveryId: number, manageUrl: string) {
  return {
    event: 'viewing.created',
    deliveryId,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    viewing: {
      centre: row.centre,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      unitReferences: row.unitReferences,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
    },
    attribution: row.attribution,
    manageUrl,
  };
}
