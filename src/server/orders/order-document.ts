import 'server-only';
import { staffTime } from '@/domain/staff-format';
import { townOfCentre } from '@/domain/centres';
import { orderStatusLabels, type OrderStatus } from '@/domain/virtual-office/order-schema';
import { orderPaymentState } from '@/domain/virtual-office/payment';
import { formatCalendarDay } from '@/lib/calendar-date';
import { formatPence } from '@/lib/booking-slots';
import type { OrderRow } from '../db/schema';
import { labelledLinesDocument, type SalesMailDocument } from '../enquiries/enquiry-document';

/*
 * What sales receive for a virtual-office order (webhook and email): the order as placed, its
 * price with VAT, and whether the identity check is still to do. No ID document is ever attached.
 */


export function orderVatRatePercent(row: Pick<OrderRow, 'vatRateBasisPoints'>): number {
  return row.vatRateBasisPoints / 100;
}

/** "£59 a month + VAT (£11.80) = £70.80 a month". */
export function orderPriceLine(
  row: Pick<OrderRow, 'monthlyNetPence' | 'monthlyVatPence' | 'vatRateBasisPoints'>,
): string {
  return `${formatPence(row.monthlyNetPence)} a month + VAT at ${orderVatRatePercent(row)} % (${formatPence(row.monthlyVatPence)}) = ${formatPence(row.monthlyNetPence + row.monthlyVatPence)} a month`;
}

export function orderLines(row: OrderRow, manageUrl: string): { label: string; value: string }[] {
  return [
    { label: 'Reference', value: row.reference },
    { label: 'Status', value: orderStatusLabels[row.status as OrderStatus] ?? row.status },
    { label: 'Plan', value: row.planName },
    { label: 'Centre', value: townOfCentre(row.centre) },
    { label: 'Price', value: orderPriceLine(row) },
    { label: 'Payment', value: row.payment === 'invoice' ? 'Invoiced monthly in advance' : orderPaymentState(row.payment).summary },
    { label: 'Start date', value: formatCalendarDay(row.startDate) },
    {
      label: 'Identity check',
      value: row.needsIdCheck
        ? 'Required before the service starts: mark it verified in /admin/orders once done'
        : 'Not needed for this plan',
    },
    { label: 'Business', value: row.businessName },
    { label: 'Company number', value: row.companyNumber ?? 'Not given' },
    { label: 'Name', value: row.name },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
    { label: 'Received (UK time)', value: staffTime(row.createdAt) },
    { label: 'Order page', value: manageUrl },
  ];
}

export function orderEmail(row: OrderRow, manageUrl: string): SalesMailDocument {
  const lines = orderLines(row, manageUrl);
  const subject = `New virtual-office order ${row.reference}: ${row.planName}, ${townOfCentre(row.centre)}`;
  return labelledLinesDocument(subject, `New virtual-office order ${row.reference}`, lines);
}

/** The webhook body: stable field names, like the enquiry's and the booking's. */
export function orderWebhookPayload(row: OrderRow, deliveryId: number, manageUrl: string) {
  return {
    event: 'order.created',
    deliveryId,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    order: {
      plan: row.plan,
      planName: row.planName,
      centre: row.centre,
      monthlyNetPence: row.monthlyNetPence,
      monthlyVatPence: row.monthlyVatPence,
      vatRatePercent: orderVatRatePercent(row),
      payment: row.payment,
      startDate: row.startDate,
      needsIdCheck: row.needsIdCheck,
      status: row.status,
      businessName: row.businessName,
      companyNumber: row.companyNumber,
      name: row.name,
      email: row.email,
      phone: row.phone,
      pagePath: row.pagePath,
      attribution: row.attribution,
    },
    manageUrl,
  };
}
