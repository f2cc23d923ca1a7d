/*
 * How an order is paid: one decision, so card payment (Stripe Checkout, when the operator has an
 * account) slots in here without touching the pages or the handler. Until then every order is
 * invoiced monthly, the first invoice once the service can start.
 */

export type OrderPaymentStep =
  | { readonly kind: 'invoice'; readonly summary: string; readonly detail: string }
  | { readonly kind: 'card'; readonly summary: string; readonly detail: string };

export function orderPaymentStep(_options: { readonly cardPaymentsConfigured: boolean }): OrderPaymentStep {
  // Card payment arrives with the Stripe work (issue 20 item 3); until then, always an invoice.
  return {
    kind: 'invoice',
    summary: 'We invoice you',
    detail:
      'Nothing to pay now. We email your first invoice, monthly in advance, once your service can start; pay it by bank transfer or card within 14 days.',
  };
}
