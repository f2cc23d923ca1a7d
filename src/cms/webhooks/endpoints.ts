import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { getEnquiryRuntime } from '@/server/runtime';
import { replayWebhookDelivery } from '@/server/webhooks/queue';
import { hasRole } from '../access';

/*
 * Replay of a webhook delivery from its endpoint's page (src/cms/webhooks/replay-button.tsx), as a
 * Payload root endpoint under /cms-api. Admins only, like the collection; Payload accepts its session
 * cookie only from its own origins, so a post from another site arrives signed out. The log gets
 * ids, never what the delivery carries.
 */

const log = logger.child({ area: 'webhooks' });
const maxFormBytes = 512;

const replayForm = z.object({
  endpoint: z
    .string()
    .max(12)
    .regex(/^\d{1,12}$/)
    .transform(Number),
  delivery: z.uuid(),
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

async function formBody(req: PayloadRequest): Promise<URLSearchParams | null> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return null;
  if (Number(req.headers.get('content-length') ?? '0') > maxFormBytes) return null;
  const text = await req.text();
  return text.length > maxFormBytes ? null : new URLSearchParams(text);
}

const replayEndpoint: Endpoint = {
  path: '/webhooks/replay',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin'))
      return json(req.user ? 403 : 401, {
        error: req.user ? 'Your role cannot do this.' : 'Sign in to the admin first.',
      });
    const form = await formBody(req);
    const parsed =
      form &&
      replayForm.safeParse({
        endpoint: form.get('endpoint') ?? undefined,
        delivery: form.get('delivery') ?? undefined,
      });
    if (!parsed?.success) return json(400, { error: 'Not a valid replay.' });
    const runtime = await getEnquiryRuntime();
    const answer = await replayWebhookDelivery(
      runtime.database.db,
      parsed.data.delivery,
      parsed.data.endpoint,
    );
    if (answer === 'queued') runtime.worker.kick();
    log.info(
      { userId: req.user?.id, endpointId: parsed.data.endpoint, deliveryId: parsed.data.delivery, answer },
      'webhook delivery replay',
    );
    return json(answer === 'not-found' ? 404 : 200, { answer });
  },
};

export const webhookEndpoints: Endpoint[] = [replayEndpoint];
