import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { bookingDraftCookieName, bookingDraftMaxAgeSeconds } from '@/lib/cookie-lifetimes';

/*
 * What the visitor typed into the reservation form, kept for a few minutes when the booking was
 * refused (bad input, the time taken, the form too old, rate limited), so the page they are sent
 * back to shows it again and they need not retype it. Personal data never goes in a URL; this
 * cookie is HttpOnly, sent only to /book pages, signed (so a page never shows what it did not
 * write) and carries its own time, so an old one is ignored even if a browser kept it.
 */

const draftSchema = z.object({
  v: z.object({
    name: z.string().max(200),
    email: z.string().max(300),
    phone: z.string().max(60),
    phoneCountry: z.string().max(4),
    /** The promo code field, as typed (docs/decisions/0054). */
    promo: z.string().max(40).optional(),
  }),
  /** Field errors, by field name: the server's own messages. */
  e: z.record(z.string().max(40), z.string().max(300)),
  t: z.number().int(),
});

export type BookingDraft = { values: z.output<typeof draftSchema>['v']; errors: Record<string, string> };

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(`booking-draft:${body}`).digest('base64url');

export function bookingDraftCookie(
  input: Partial<Record<string, string>>,
  errors: Record<string, string | undefined>,
  secret: string,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string {
  const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max);
  const draft = {
    v: { name: cut(input.name, 200), email: cut(input.email, 300), phone: cut(input.phone, 60), phoneCountry: cut(input.phoneCountry, 4), ...(input.promo ? { promo: cut(input.promo, 40) } : {}) },
    e: Object.fromEntries(
      Object.entries(errors)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([field, message]) => [field.slice(0, 40), message.slice(0, 300)]),
    ),
    t: now,
  };
  const body = Buffer.from(JSON.stringify(draft)).toString('base64url');
  return `${bookingDraftCookieName}=${body}.${sign(body, secret)}; Path=/book; Max-Age=${bookingDraftMaxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Deletes the draft: the booking was made. */
export function clearBookingDraftCookie(secure: boolean): string {
  return `${bookingDraftCookieName}=; Path=/book; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readBookingDraft(value: string | undefined, secret: string, now = Date.now()): BookingDraft | undefined {
  if (!value || value.length > 4000) return undefined;
  const [body, signature] = value.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  try {
    const draft = draftSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (now - draft.t > bookingDraftMaxAgeSeconds * 1000 || draft.t > now + 60_000) return undefined;
    return { values: draft.v, errors: draft.e };
  } catch {
    return undefined;
  }
}
