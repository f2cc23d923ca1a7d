import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formTokenCookieName } from '@/domain/enquiry/enquiry-protocol';
import { minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { formTokenMaxAgeSeconds } from '@/lib/cookie-lifetimes';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/*
 * The signed, time-stamped token of the plain (no JavaScript) enquiry form: "v1.<issued at, ms,
 * base 36>.<random>.<HMAC-SHA256>". It travels as an HttpOnly, SameSite=Strict cookie scoped to
 * /api/enquiries, set by the 1x1 image the form holds (src/domain/enquiry/enquiry-protocol.ts).
 * The signature makes it the server's own; SameSite=Strict keeps other sites from sending it; the
 * time stamp gives the minimum fill time without a script.
 */

export { formTokenMaxAgeSeconds };
/** An older token is replaced when the form is shown again, so it does not expire mid-visit. */
const renewAfterMs = 12 * 60 * 60 * 1000;
const clockSkewMs = 5_000;

const secretKey = Symbol.for('northlight.formTokenSecret');
type GlobalWithSecret = typeof globalThis & { [secretKey]?: string };

/**
 * ENQUIRY_FORM_SECRET when set. Otherwise, with DATABASE_URL (N instances, one database), a key
 * derived from it, which every instance shares; otherwise (PGlite: one process) a random key per
 * process, kept on globalThis because Next bundles each route separately.
 */
export function formTokenSecret(env: { ENQUIRY_FORM_SECRET?: string | undefined; DATABASE_URL?: string | undefined }): string {
  if (env.ENQUIRY_FORM_SECRET) return env.ENQUIRY_FORM_SECRET;
  if (env.DATABASE_URL)
    return createHash('sha256').update(`northlight-form-token:${env.DATABASE_URL}`).digest('base64url');
  const holder = globalThis as GlobalWithSecret;
  holder[secretKey] ??= randomBytes(32).toString('base64url');
  return holder[secretKey];
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `v1.${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type FormTokenVerdict =
  | { readonly ok: true; readonly issuedAt: number }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid' | 'expired' | 'too-quick' };

export function verifyFormToken(token: string | undefined, secret: string, now = Date.now()): FormTokenVerdict {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || token.length > 200) return { ok: false, reason: 'invalid' };
  const payload = parts.slice(0, 3).join('.');
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(parts[3]!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  const issuedAt = parseInt(parts[1]!, 36);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + clockSkewMs) return { ok: false, reason: 'invalid' };
  if (now - issuedAt > formTokenMaxAgeSeconds * 1000) return { ok: false, reason: 'expired' };
  if (now - issuedAt < minimumFillMs) return { ok: false, reason: 'too-quick' };
  return { ok: true, issuedAt };
}

/**
 * Uses a token up: true the first time, false ever after (issue 41: one token had served 15 posts).
 * Each instance sees the same record: a row of the rate-limit table keyed by the token's hash (no
 * schema change), whose window is the token's own end, so the rate limit's sweep of past windows
 * removes it only once the token could not be used anyway.
 */
export async function consumeFormToken(db: Database, token: string, issuedAt: number): Promise<boolean> {
  const key = `form-token:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(issuedAt + formTokenMaxAgeSeconds * 1000), count: 1 })
    .onConflictDoNothing()
    .returning({ count: sql<number>`1` });
  return rows.length === 1;
}

/** True when the form should be given a new token: none, not ours, expired, or half-way to it. */
export function needsNewFormToken(token: string | undefined, secret: string, now = Date.now()): boolean {
  const verdict = verifyFormToken(token, secret, now);
  if (verdict.ok) return now - verdict.issuedAt > renewAfterMs;
  return verdict.reason !== 'too-quick';
}

export function formTokenCookie(token: string, secure: boolean): string {
  return `${formTokenCookieName}=${token}; Path=/api/enquiries; Max-Age=${formTokenMaxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Whether the page was served over HTTPS (directly, or behind a proxy that says so). */
export function isSecureRequest(request: Request, siteUrl: string): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (proto) return proto === 'https';
  return new URL(request.url).protocol === 'https:' || siteUrl.startsWith('https://');
}

/** The named cookie of a request, or undefined. */
export function requestCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

// A transparent 1x1 GIF.
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** GET /api/enquiries/token: the pixel, with a new token when the visitor has no usable one. */
export function formTokenPixelResponse(
  request: Request,
  env: { SITE_URL: string; ENQUIRY_FORM_SECRET?: string | undefined; DATABASE_URL?: string | undefined },
  now = Date.now(),
): Response {
  const secret = formTokenSecret(env);
  const headers = new Headers({
    'content-type': 'image/gif',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  });
  if (needsNewFormToken(requestCookie(request, formTokenCookieName), secret, now)) {
    headers.set('set-cookie', formTokenCookie(issueFormToken(secret, now), isSecureRequest(request, env.SITE_URL)));
  }
  return new Response(new Uint8Array(pixel), { status: 200, headers });
}
