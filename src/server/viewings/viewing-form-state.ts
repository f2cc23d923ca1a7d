import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FieldErrors } from '@/domain/enquiry/enquiry-schema';

/*
 * What the viewing form said and what was wrong with it, carried from POST /api/viewings back to
 * the viewing page (a 303 redirect) so the page can show the messages beside the fields and keep
 * what the visitor typed, with JavaScript off. It holds personal data, so it never goes in a URL:
 * it travels in a short-lived HttpOnly cookie scoped to the viewing pages, sealed (AES-256-GCM,
 * key derived from the form token secret) so it can be neither read nor altered on the way.
 */

export const viewingFormCookieName = 'nl_viewing_form';
const maxAgeSeconds = 600;
const maxCookieLength = 3500;

export type ViewingFormState = {
  readonly values: Partial<Record<'name' | 'email' | 'phone' | 'phoneCountry', string>> & {
    units?: string[];
  };
  readonly errors: FieldErrors;
  /** When it was sealed (ms): a state older than the cookie's life is ignored. */
  readonly at: number;
};

const keyOf = (secret: string) => createHash('sha256').update(`northlight-viewing-form:${secret}`).digest();

export function sealViewingFormState(state: ViewingFormState, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function openViewingFormState(
  value: string | undefined,
  secret: string,
  now = Date.now(),
): ViewingFormState | undefined {
  if (!value || value.length > maxCookieLength) return undefined;
  const [iv, tag, body] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    const state = JSON.parse(
      Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'),
    ) as ViewingFormState;
    return typeof state.at === 'number' && now - state.at <= maxAgeSeconds * 1000 ? state : undefined;
  } catch {
    return undefined;
  }
}

/** The Set-Cookie value that carries the state, or clears it (state undefined). */
export function viewingFormCookie(sealed: string | undefined, secure: boolean): string {
  const common = `Path=/viewings; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return sealed === undefined
    ? `${viewingFormCookieName}=; ${common}; Max-Age=0`
    : `${viewingFormCookieName}=${sealed}; ${common}; Max-Age=${maxAgeSeconds}`;
}

/** Values are cut to the form's own limits before sealing, so the cookie stays small. */
export function formStateFrom(
  input: Record<string, string | string[]>,
  errors: FieldErrors,
  now = Date.now(),
): ViewingFormState {
  const text = (key: string, max: number) =>
    typeof input[key] === 'string' ? input[key].slice(0, max) : undefined;
  const units = ([] as string[])
    .concat(input.units ?? [])
    .slice(0, 10)
    .map((unit) => unit.slice(0, 10));
  return {
    values: {
      name: text('name', 100),
      email: text('email', 254),
      phone: text('phone', 40),
      phoneCountry: text('phoneCountry', 2),
      units,
    },
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [key.slice(0, 20), (message ?? '').slice(0, 200)]),
    ),
    at: now,
  };
}
