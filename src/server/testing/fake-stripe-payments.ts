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
