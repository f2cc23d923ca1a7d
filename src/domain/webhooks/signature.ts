import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature of an outgoing webhook, in the format Stripe uses (docs/decisions/0047):
 *   Northlight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">
 * The timestamp is inside the signed text, so a captured delivery cannot be replayed later with a
 * fresh timestamp; receivers refuse timestamps outside a tolerance (5 minutes by default). Several
 * v1 entries may appear (a secret being rotated); any one matching is enough.
 */

export const webhookSignatureHeader = 'Northlight-Signature';
export const defaultSignatureToleranceSeconds = 300;

export function webhookSignatureHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header's value for a body sent at `timestamp` (whole seconds since 1970). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookSignatureHex(secret, timestamp, body)}`;
}

export type ParsedSignature = { readonly timestamp: number; readonly signatures: readonly string[] };

/** Reads "t=…,v1=…[,v1=…]"; undefined when there is no whole timestamp or no v1. Other schemes are ignored. */
export function parseWebhookSignature(header: string | undefined | null): ParsedSignature | undefined {
  if (!header || header.length > 2_000) return undefined;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** What a receiver does: check the header against the raw body, the secret and the clock. */
export function checkWebhookSignature(
  secret: string,
  header: string | undefined | null,
  body: string,
  nowSeconds: number,
  toleranceSeconds = defaultSignatureToleranceSeconds,
): SignatureCheck {
  const parsed = parseWebhookSignature(header);
  if (!parsed) return 'malformed';
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(webhookSignatureHex(secret, parsed.timestamp, body), 'hex');
  const matches = parsed.signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, 'hex')),
  );
  return matches ? 'valid' : 'mismatch';
}
