import { configuredChannels } from '@/server/outbox/outbox';
import { logger } from '@/server/logger';
import { handleStripeWebhook } from '@/server/payments/webhook';
import { getEnquiryRuntime } from '@/server/runtime';

/* Stripe's signed events (docs/payments.md): the only thing that confirms a paid room booking or order. */
export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'stripe-webhook' });

export async function POST(request: Request): Promise<Response> {
  const runtime = await getEnquiryRuntime();
  if (!runtime.payments) return new Response('Payments are not configured.', { status: 404, headers: { 'cache-control': 'no-store' } });
  return handleStripeWebhook(request, {
    db: runtime.database.db,
    payments: runtime.payments,
    channels: configuredChannels(runtime.delivery),
    visitorMail: runtime.delivery.visitorMail !== undefined,
    log,
    onChange: () => runtime.worker.kick(),
  });
}
