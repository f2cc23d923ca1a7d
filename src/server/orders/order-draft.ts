import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

/*
 * The order between its pages: what the buyer typed (and, after a refused post, what to correct),
 * kept in an encrypted, HttpOnly cookie for an hour, so the details never sit in a URL or a log,
 * the flow needs no script, and nothing is stored until "Place order". AES-256-GCM with a key from
 * the CMS secret: the buyer cannot read or alter it, and any instance can open it.
 */

export const orderDraftCookieName = 'vo_order';
export const orderDraftMaxAgeSeconds = 60 * 60;

const draftSchema = z.object({
  /** The order's idempotency key: placing the same draft twice stores one order. */
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** When the draft was written (ms), for its lifetime. */
  at: z.number().int(),
  values: z.record(z.string(), z.string().max(500)),
  errors: z.record(z.string(), z.string().max(300)).optional(),
  /** Set once the details passed every check: the review page shows them and offers "Place order". */
  checked: z.boolean().optional(),
});
export type OrderDraft = z.infer<typeof draftSchema>;

export function orderDraftKey(cmsSecret: string): Buffer {
  return createHmac('sha256', cmsSecret).update('northlight-order-draft:v1').digest();
}

export function newDraftKey(): string {
  return randomBytes(18).toString('base64url');
}

export function sealDraft(draft: OrderDraft, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(draft), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openDraft(sealed: string | undefined, key: Buffer, now = Date.now()): OrderDraft | undefined {
  if (!sealed?.startsWith('v1.') || sealed.length > 4000) return undefined;
  try {
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const draft = draftSchema.parse(JSON.parse(text));
    return now - draft.at <= orderDraftMaxAgeSeconds * 1000 ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** The pages and the API that read the draft: one cookie per path, written together. */
const draftCookiePaths = ['/virtual-offices', '/api/virtual-office-orders'] as const;

const setCookies = (value: string, maxAge: number, secure: boolean) =>
  draftCookiePaths.map(
    (path) =>
      `${orderDraftCookieName}=${value}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${maxAge}`,
  );

export const draftCookies = (sealed: string, secure: boolean) =>
  setCookies(sealed, orderDraftMaxAgeSeconds, secure);
export const clearDraftCookies = (secure: boolean) => setCookies('', 0, secure);
