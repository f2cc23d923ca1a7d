/*
 * How an order is paid: the one place that decides. Without a Stripe account every order is
 * invoiced monthly, the first invoice once the service can start. With one (docs/decisions/0023),
 * the buyer pays the first month by card through Stripe Checkout right after placing the order;
 * later months are invoiced. A buyer who leaves Checkout keeps the order: it is invoiced instead.
 */

/** What orders.payment holds: invoiced, or card asked for and not (yet) paid, or paid online. */
export const orderPayments = ['invoice', 'card-pending', 'card-paid'] as const;
export type OrderPayment = (typeof orderPayments)[number];

export type OrderPaymentStep =
  | { readonly kind: 'invoice'; readonly summary: string; readonly detail: string }
  | { readonly kind: 'card'; readonly summary: string; readonly detail: string };

const laterMonths = 'We invoice later months monthly in advance; pay them by bank transfer or card within 14 days.';

const invoiceStep: OrderPaymentStep = {
  kind: 'invoice',
  summary: 'We invoice you',
  detail:
    'Nothing to pay now. We email your first invoice, monthly in advance, once your service can start; pay it by bank transfer or card within 14 days.',
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
        detail:
          'We have not had your card payment for the first month. If you have just paid, this shows as paid once Stripe confirms it (reload in a minute). If you left the card page, your order still stands: nothing more to do, we invoice you instead, pay within 14 days.',
      };
    default:
      return invoiceStep;
  }
}
