import 'server-only';
import Stripe from 'stripe';
import type { StripeSettings } from '@/env';

/*
 * The official SDK, configured once per process. Tests point it at a local fake of the few
 * endpoints we call (src/server/testing/fake-stripe.ts) through STRIPE_API_URL: host, port and
 * protocol are the SDK's own options, so the real request and signing code is what is tested.
 */

export type Payments = {
  readonly stripe: Stripe;
  readonly webhookSecret: string;
};

export function createPayments(settings: StripeSettings): Payments {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'northlight-website' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  return { stripe, webhookSecret: settings.webhookSecret };
}
