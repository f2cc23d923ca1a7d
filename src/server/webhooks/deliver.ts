import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../db/schema';
import type { EndpointUrlPolicy } from '@/domain/webhooks/endpoint-url';
import { webhookSignature, webhookSignatureHeader } from '@/domain/webhooks/signature';
import { loadWebhookEndpoint, loadWebhookEndpoints, type WebhookEndpoint } from './endpoints';
import { submissionEventType } from '@/domain/webhooks/events';
import { submissionBodyOf, webhookBodyOf, type SubmissionLinks } from './payloads';
import { legacySignatureHeaders } from '../enquiries/webhook';
import type { EnvironmentWebhook } from './environment-endpoint';
import { sendWebhook, type SendOutcome } from './send';

/*
 * One attempt at one delivery, for the outbox worker (src/server/outbox/outbox.ts), which claims
 * the row, and records the outcome under its lease and retries on the schedule of
 * src/domain/webhooks/backoff.ts. Each attempt is written to webhook_attempts (status and the start
 * of the answer, for the admin); the server's log gets ids and statuses only.
 */

export type WebhookSetup = {
  readonly policy: EndpointUrlPolicy;
  /** The admin page of a lead, sent with lead events. */
  readonly leadUrl: (leadId: string) => string;
  /** The webhook set in the environment, an endpoint kept in step with it (environment-endpoint.ts). */
  readonly environment?: EnvironmentWebhook | undefined;
  /** The links sent with what came in ('submission.received'). */
  readonly submissionLinks?: SubmissionLinks;
  /** How endpoints are read; Payload's tables by default (tests may pass their own). */
  readonly endpoints?: (db: Pick<Database, 'execute'>) => Promise<readonly WebhookEndpoint[]>;
  readonly endpoint?: (db: Pick<Database, 'execute'>, id: number) => Promise<WebhookEndpoint | undefined>;
};

export const webhookEndpointsOf = (setup: WebhookSetup) => setup.endpoints ?? loadWebhookEndpoints;

export type AttemptOutcome =
  | { readonly kind: 'delivered'; readonly status: number; readonly endpointId: number }
  | {
      readonly kind: 'failed';
      readonly error: string;
      readonly status: number | undefined;
      readonly endpointId: number | undefined;
    }
  /** Not sent and never will be: the endpoint was deleted or switched off, or the subject erased. */
  | { readonly kind: 'withdrawn'; readonly why: string; readonly endpointId: number | undefined };

export async function attemptWebhookDelivery(
  db: Database,
  setup: WebhookSetup,
  item: { readonly id: number; readonly webhookDeliveryId: string | null; readonly attempts: number },
  timeoutMs: number,
): Promise<AttemptOutcome> {
  if (!item.webhookDeliveryId) return { kind: 'withdrawn', why: 'no delivery', endpointId: undefined };
  const [found] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, item.webhookDeliveryId));
  if (!found) return { kind: 'withdrawn', why: 'delivery gone', endpointId: undefined };
  const endpointId = found.delivery.endpointId;
  const endpoint = await (setup.endpoint ?? loadWebhookEndpoint)(db, endpointId);
  if (!endpoint) return { kind: 'withdrawn', why: 'endpoint deleted', endpointId };
  if (!endpoint.active) return { kind: 'withdrawn', why: 'endpoint switched off', endpointId };
  const message = await messageOf(db, setup, found.event, item.id);
  if (!message) return { kind: 'withdrawn', why: 'subject erased', endpointId };
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome: SendOutcome = await sendWebhook({
    url: endpoint.url,
    body: message.text,
    timeoutMs,
    policy: endpoint.fromEnvironment ? { ...setup.policy, setByOperator: true } : setup.policy,
    headers: {
      'content-type': 'application/json',
      'user-agent': message.userAgent,
      [webhookSignatureHeader]: webhookSignature(endpoint.secret, timestamp, message.text),
      'Northlight-Event': found.event.type,
      'Northlight-Event-Id': found.event.id,
      'Northlight-Delivery': found.delivery.id,
      'Idempotency-Key': message.idempotencyKey,
      ...(message.legacy ? legacySignatureHeaders(endpoint.secret, timestamp, message.text, item.id) : {}),
    },
  });
  await db.insert(webhookAttempts).values({
    deliveryId: found.delivery.id,
    outboxId: item.id,
    attempt: item.attempts,
    durationMs: outcome.durationMs,
    responseStatus: outcome.status ?? null,
    responseSnippet: outcome.snippet || null,
    error: outcome.error?.slice(0, 300) ?? null,
    ok: outcome.ok,
  });
  if (outcome.ok) return { kind: 'delivered', status: outcome.status!, endpointId };
  return { kind: 'failed', error: outcome.error ?? 'failed', status: outcome.status, endpointId };
}

type Message = {
  readonly text: string;
  readonly idempotencyKey: string;
  readonly userAgent: string;
  /** The environment webhook's message: its older x-northlight-* headers are sent beside the new. */
  readonly legacy: boolean;
};

/**
 * What one attempt sends. A 'submission.received' carries the body, idempotency key and headers
 * the environment's webhook always had (its receivers dedupe on `<reference>:webhook`); every other
 * event the envelope of docs/webhooks.md, keyed on the event id.
 */
async function messageOf(
  db: Database,
  setup: WebhookSetup,
  event: typeof webhookEvents.$inferSelect,
  outboxId: number,
): Promise<Message | undefined> {
  if (event.type === submissionEventType) {
    const submission = await submissionBodyOf(db, event, setup.submissionLinks ?? {}, outboxId);
    if (!submission) return undefined;
    return {
      text: JSON.stringify(submission.body),
      idempotencyKey: `${submission.reference}:webhook`,
      userAgent: 'northlight-enquiries/1',
      legacy: true,
    };
  }
  const body = await webhookBodyOf(db, event, { leadUrl: setup.leadUrl });
  if (!body) return undefined;
  return { text: JSON.stringify(body), idempotencyKey: body.id, userAgent: 'northlight-webhooks/1', legacy: false };
}
