import { withVat, type PriceWithVat } from '@/domain/vat';

/*
 * How an order is paid: the one place that decides. Without a Stripe account every order is
 * invoiced monthly, the first invoice once the service can start. With one (docs/decisions/0023),
 * the buyer pays the first month by card through Stripe Checkout right after placing the order;
 * later months are invoiced, never charged to the card (docs/decisions/0025). An order whose first
 * month is not paid within 24 hours lapses (the payment sweeper) and the buyer is told by email.
 */

/** What orders.payment holds: invoiced, or card asked for and not (yet) paid, or paid online. */
export const orderPayments = ['invoice', 'card-pending', 'card-paid'] as const;
export type OrderPayment = (typeof orderPayments)[number];

export type OrderPaymentStep =
  | { readonly kind: 'invoice'; readonly summary: string; readonly detail: string }
  | { readonly kind: 'card'; readonly summary: string; readonly detail: string };

/** How every month after the first is charged, said the same way on the order pages and in the mail. */
export const laterMonths =
  'Later months: we email you an invoice each month, a month in advance; pay it by bank transfer or card within 14 days. Nothing is taken from your card automatically.';

/** How long a card order waits for its first month's payment before it lapses. */
export const unpaidOrderLapseHours = 24;

const invoiceStep: OrderPaymentStep = {
  kind: 'invoice',
  summary: 'We invoice you',
  detail:
    'Nothing to pay now. We email your first invoice once your service can start, then one each month, a month in advance; pay each by bank transfer or card within 14 days.',
};

/** The step the review page promises before the order is placed. */
export function orderPaymentStep(options: { readonly cardPaymentsConfigured: boolean }): OrderPaymentStep {
  if (!options.cardPaymentsConfigured) return invoiceStep;
  return {
    kind: 'card',
    summary: 'Pay the first month by card',
    detail: `After you place the order, you pay the first month (VAT included) on Stripe’s secure card page. ${laterMonths}`,
  };
}

/** What is stored for a new order: card pending when card payments are configured. */
export const initialOrderPayment = (cardPaymentsConfigured: boolean): OrderPayment =>
  cardPaymentsConfigured ? 'card-pending' : 'invoice';

/** Where a stored order's payment stands, for its page and the buyer's mail. */
export function orderPaymentState(payment: string): OrderPaymentStep {
  switch (payment) {
    case 'card-paid':
      return { kind: 'card', summary: 'First month paid online by card', detail: laterMonths };
    case 'card-pending':
      return {
        kind: 'card',
        summary: 'Awaiting payment',
        detail: `We have not had your card payment for the first month yet. If you have just paid, this shows as paid once Stripe confirms it (reload in a minute). An order not paid within ${unpaidOrderLapseHours} hours lapses, nothing is charged, and we email you to say so.`,
      };
    default:
      return invoiceStep;
  }
}

/**
 * A promo code's "first month" (docs/decisions/0054): the first monthly charge of the order (the
 * month paid by card at Checkout, or the first invoice when invoiced), before VAT. The code comes
 * off that month's net price; VAT is worked out on what is left. Every later month is the plan's
 * full price, which the order keeps as its monthly price.
 */
export function firstMonthPrice(
  monthly: { readonly netPence: number; readonly vatRatePercent: number },
  promo: { readonly discountPence: number } | undefined,
): PriceWithVat {
  const discount = Math.min(monthly.netPence, Math.max(0, promo?.discountPence ?? 0));
  return withVat(monthly.netPence - discount, monthly.vatRatePercent);
}
