/*
 * What the script enquiry form sends besides the values: an idempotency key per content and the
 * XSRF double-submit cookie. Browser-only; loaded with the form, not with the island under every
 * page (decision 0033).
 */
import { xsrfMaxAgeSeconds } from '@/lib/cookie-lifetimes';
import { xsrfCookieName } from '@/domain/enquiry/enquiry-protocol';

export function randomKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An idempotency key and the content it was first sent with. */
export type KeyedContent = { readonly key: string; readonly content: string };

/**
 * The key to send `values` with: the same key as last time only for the same content (a retry
 * after a lost answer), a new key as soon as anything typed differs, so an edit is never taken
 * for a retry of the enquiry before it.
 */
export function idempotencyKeyFor(
  previous: KeyedContent | undefined,
  values: Record<string, unknown>,
): KeyedContent {
  // The phone's country is the widget's inference, not something typed, and the server leaves it
  // out of the comparison too (src/server/enquiries/enquiries.ts, contentFingerprint).
  const typed: Record<string, unknown> = { ...values };
  delete typed.phoneCountry;
  const content = JSON.stringify(typed);
  if (previous && previous.content === content) return previous;
  return { key: randomKey(), content };
}

/** The double-submit token: read the cookie, or set a fresh one for this site only. */
export function ensureXsrfToken(renew = false): string {
  const existing = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${xsrfCookieName}=`))
    ?.slice(xsrfCookieName.length + 1);
  if (existing && existing.length >= 16 && !renew) return existing;
  const token = randomKey();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${xsrfCookieName}=${token}; Path=/; SameSite=Strict; Max-Age=${xsrfMaxAgeSeconds}${secure}`;
  return token;
}
