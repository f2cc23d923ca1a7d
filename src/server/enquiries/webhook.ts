import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookSignature, webhookSignatureHeader } from '@/domain/webhooks/signature';

/*
 * The environment's webhook (ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET) as it was sent before
 * it became an endpoint (docs/decisions/0057): its outbox rows queued before that upgrade still
 * drain through postWebhook, and the endpoint keeps these headers (legacySignatureHeaders). The signature is HMAC-SHA256 over "<timestamp>.<body>" with the
 * shared secret; the receiver rejects old timestamps (replay) and dedupes on the delivery id. It is
 * sent twice over: in the header every webhook of the site now carries (Northlight-Signature:
 * t=…,v1=…, docs/decisions/0047-outgoing-webhooks.md), and in the older x-northlight-* headers
 * that receivers set up before it keep checking.
 */

export const signatureHeader = 'x-northlight-signature';
export const timestampHeader = 'x-northlight-timestamp';
export const deliveryHeader = 'x-northlight-delivery';

export function signPayload(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** For receivers (and tests): true when the signature matches and the timestamp is fresh. */
export function verifySignature(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  const actual = Buffer.from(headers.signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The older headers of the environment's webhook, sent beside Northlight-Signature (docs/webhooks.md). */
export function legacySignatureHeaders(
  secret: string,
  timestamp: number,
  body: string,
  deliveryNumber: number,
): Record<string, string> {
  return {
    [deliveryHeader]: String(deliveryNumber),
    [timestampHeader]: String(timestamp),
    [signatureHeader]: signPayload(secret, timestamp, body),
  };
}

export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export async function postWebhook(options: {
  url: string;
  secret: string | undefined;
  deliveryId: number;
  idempotencyKey: string;
  payload: unknown;
  timeoutMs?: number;
}): Promise<void> {
  // src/env.ts refuses a webhook URL without a secret at start; this is the last line of defence.
  if (!options.secret) throw new DeliveryError('webhook secret missing: an unsigned delivery is never sent');
  const body = JSON.stringify(options.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'northlight-enquiries/1',
    ...legacySignatureHeaders(options.secret, timestamp, body, options.deliveryId),
    'idempotency-key': options.idempotencyKey,
    [webhookSignatureHeader]: webhookSignature(options.secret, timestamp, body),
  };
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  } catch (error) {
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : 'unknown';
    throw new DeliveryError(`webhook unreachable: ${cause}`.slice(0, 300));
  }
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new DeliveryError(`webhook answered ${response.status}`);
}
