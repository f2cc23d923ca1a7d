import 'server-only';
import type { VisitorMailContent, VisitorMailPlace } from '@/domain/visitor-mail';
import { idCheckSteps } from '@/domain/virtual-office/id-check';
import { termsParagraph } from '@/domain/virtual-office/terms';
import { firstMonthPrice, orderPaymentState } from '@/domain/virtual-office/payment';
import { site } from '@/domain/site';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { OrderRow } from '../db/schema';
import { findOrder } from '../orders/orders';
import { promoForOrder, type PromoApplied } from '../promo-codes/redemptions';
import type { VisitorMailSubjectLoader } from './subjects';

/*
 * The visitor mail of a virtual-office order: no appointment (so no calendar file), the price per
 * month with VAT, what happens next (the identity check, the first invoice) and the order's page.
 */

export type OrderMailLookup = {
  /** The centre's place facts from the CMS; undefined when the centre is not published. */
  readonly place: (order: OrderRow) => Promise<VisitorMailPlace | undefined>;
  /** The absolute signed link of the order's page. */
  readonly manageUrl: (order: OrderRow) => string;
};

export function orderMailContent(
  order: OrderRow,
  place: VisitorMailPlace,
  manageUrl: string,
  promo?: PromoApplied,
): VisitorMailContent {
  const payment = orderPaymentState(order.payment);
  const vatRatePercent = order.vatRateBasisPoints / 100;
  // A code takes its pence off the first month only (decision 0054); the monthly price stays.
  const firstMonth = promo ? { ...promo, ...firstMonthPrice({ netPence: order.monthlyNetPence, vatRatePercent }, promo) } : undefined;
  return {
    subject: 'order',
    reference: order.reference,
    calendarUid: `order-${order.id}@northlight`,
    sequence: 0,
    recipient: { name: order.name, email: order.email },
    title: `Virtual office: ${order.planName}`,
    details: [
      `For ${order.businessName}${order.companyNumber ? ` (company number ${order.companyNumber})` : ''}.`,
      ...(['awaiting-id-check', 'verified', 'active'].includes(order.status)
        ? [`Starting ${formatCalendarDay(order.startDate)}${order.status === 'awaiting-id-check' ? ', once your identity check is done' : ''}.`]
        : []),
    ],
    place,
    price: {
      netPence: order.monthlyNetPence,
      vatPence: order.monthlyVatPence,
      totalPence: order.monthlyNetPence + order.monthlyVatPence,
      vatRatePercent,
      per: 'per month',
      payment: `${payment.summary}.`,
      firstMonth,
    },
    // The terms the order was placed on (the review page showed them beside the tick).
    cancellationTerms: termsParagraph(),
    awaiting: order.status === 'awaiting-id-check' ? 'id-check' : order.status === 'verified' ? 'payment' : undefined,
    manageUrl,
    nextSteps: orderNextSteps(order),
  };
}

/** What the buyer must do or can expect next, by where the order stands. */
function orderNextSteps(order: OrderRow): string[] {
  const payment = orderPaymentState(order.payment);
  const paidByCard = order.payment === 'card-paid';
  switch (order.status) {
    case 'active':
      return [
        `Your service runs from ${formatCalendarDay(order.startDate)}: use your new address from that day.`,
        payment.detail,
      ];
    case 'id-rejected':
      return [
        `Our reason: ${order.idRejectedReason ?? 'the check did not pass'}`,
        paidByCard
          ? 'Your card payment for the first month is refunded in full; it reaches your account in 5 to 10 working days.'
          : 'Nothing is owed: we send no invoice.',
        `If you think this is a mistake, or can show other documents, call us on ${site.advisorPhone.display} with your order reference.`,
      ];
    case 'expired':
      // The mail's own last step says how to order again.
      return [];
    case 'cancelled':
      return paidByCard ? ['Your card payment for the first month is refunded in full.'] : [];
    default:
      return [...(order.needsIdCheck && order.status === 'awaiting-id-check' ? idCheckSteps : []), payment.detail];
  }
}

export function orderMailLoader(lookup: OrderMailLookup): VisitorMailSubjectLoader {
  return {
    column: 'order_id',
    idOf: (row) => row.orderId,
    async load(db, id) {
      const order = await findOrder(db, id);
      if (!order) return undefined;
      const place = await lookup.place(order);
      if (!place) return undefined;
      return {
        content: orderMailContent(order, place, lookup.manageUrl(order), await promoForOrder(db, order.id)),
        // An order has no appointment, so no reminder is ever queued for it.
        active: order.status !== 'cancelled',
        sequence: 0,
      };
    },
  };
}
