import { startFakeStripe, type FakeStripe } from '../../../tests/fake-stripe.mjs';
import { createPayments, type Payments } from '../payments/stripe-client';

/** The local fake Stripe and the app's payments client pointed at it, driven by the real SDK. */
export async function startFakeStripePayments(
  webhookSecret: string,
  secretKey = 'sk_test_0123456789abcdef',
): Promise<{ fake: FakeStripe; payments: Payments }> {
  const fake = await startFakeStripe({ webhookSecret });
  return { fake, payments: createPayments({ secretKey, webhookSecret, apiUrl: fake.origin }) };
}

/** A signed event from the fake as Stripe posts it to the site's webhook route. */
export function stripeEventRequest(signed: { readonly payload: string; readonly header: string }): Request {
  return new Request('http://localhost:3000/api/payments/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    body: signed.payload,
  });
}
