import 'server-only';
import type { Logger } from 'pino';
import { bookingPaths, bookingRequestSchema, type BookingRequest } from '@/domain/booking/booking-schema';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { site } from '@/domain/site';
import {
  freeSlots,
  londonInstant,
  quotePence,
  slotAt,
  type RoomRates,
  type Slot,
  type WeeklyHours,
} from '@/lib/booking-slots';
import { telHref } from '@/lib/format';
import { cancelPath, signBookingId, verifyBookingSignature } from './booking-link';
import { BookingConflictError, bookedIntervals, cancelBooking, createBooking } from './bookings';
import { clientAddress } from './client-address';
import type { Database } from './db/client';
import type { DeliveryChannel } from './db/schema';
import { failureResponse, isCrossSite, maxBodyBytes } from './enquiry-handler';
import { escapeHtml } from './enquiry-document';
import { verifyFormToken, type FormTokenVerdict } from './form-token';
import { holdEndsAt } from '@/domain/booking/payment-policy';
import { bookingWhen } from '@/lib/booking-slots';
import { errorFacts } from './failures';
import { startCheckout } from './payments/checkout';
import { refundCancelledBooking } from './payments/sweeper';
import type { Payments } from './payments/stripe-client';
import { releaseHold } from './bookings';
import { verifyPhone } from './phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from './rate-limit';

/*
 * POST /api/bookings (reserve) and POST /api/bookings/cancel: plain form posts, answered with a
 * redirect (303) or a small HTML page, so the whole flow works with JavaScript off and on alike.
 * The enquiry handler's pieces are reused: cross-site refusal, body size limit, the signed,
 * time-stamped form token (here a hidden field: the booking pages are rendered per request),
 * the rate limit and the failure answers that log no personal data.
 */

export type BookingRoom = {
  readonly reference: string;
  readonly name: string;
  readonly centre: string;
  readonly rates: RoomRates;
};

export type BookingHandlerDeps = {
  readonly db: Database;
  readonly channels: readonly DeliveryChannel[];
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the cancel link (src/server/booking-link.ts). */
  readonly linkKey: string;
  readonly findRoom: (centre: string, reference: string) => Promise<BookingRoom | undefined>;
  readonly openingHours: (centre: string) => Promise<readonly WeeklyHours[] | undefined>;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
  /** Stripe, when the operator takes payment online; absent: pay at the centre or invoiced. */
  readonly payments?: Payments;
};

const noStore = { 'cache-control': 'no-store' };

function page(status: number, heading: string, body: string, extra: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} | Northlight</title><style>body{font-family:system-ui,sans-serif;color:#14213d;background:#fbf8f3;margin:0;padding:2rem 1rem;line-height:1.5}main{max-width:40rem;margin:0 auto}a{color:#1d5fa8}li{margin:.5rem 0}form{display:inline}button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;border:2px solid #14213d;border-radius:.5rem;background:#fff;color:#14213d;cursor:pointer}</style></head><body><main><h1>${escapeHtml(heading)}</h1>${body}<p>Or call us on <a href="${escapeHtml(telHref(site.advisorPhone.e164))}">${escapeHtml(site.advisorPhone.display)}</a>.</p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore, ...extra } });
}

function problem(status: number, heading: string, lines: string[], back: string, extra: Record<string, string> = {}): Response {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return page(
    status,
    heading,
    `<ul>${items}</ul><p><a href="${escapeHtml(back)}">Go back to the booking page</a>.</p>`,
    extra,
  );
}

async function readForm(request: Request): Promise<Record<string, string> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) return undefined;
  const text = await request.text();
  if (text.length > maxBodyBytes) return undefined;
  const object: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) object[key] = value;
  return object;
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

function centrePage(input: Partial<Record<string, string>>): string {
  const centre = /^[a-z-]{2,40}$/.test(input.centre ?? '') ? input.centre! : '';
  if (!centre) return bookingPaths.start;
  const query = new URLSearchParams();
  if (input.date) query.set('date', input.date);
  if (input.duration) query.set('duration', input.duration);
  if (input.hours) query.set('hours', input.hours);
  return `${bookingPaths.centre(centre)}?${query.toString()}`;
}

/** The other free slots of the room, each a button that sends the same details again. */
function remainingSlotsForm(request: BookingRequest & { token?: string }, slots: readonly Slot[]): string {
  if (slots.length === 0) return '<p>The room has no other free time that day for that length of booking.</p>';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  const common = [
    hidden('centre', request.centre),
    hidden('room', request.room),
    hidden('date', request.date),
    hidden('duration', request.duration),
    hidden('hours', String(request.hours)),
    hidden('name', request.name),
    hidden('email', request.email),
    hidden('phone', request.phone),
    hidden('phoneCountry', request.phoneCountry),
    hidden('token', request.token ?? ''),
  ].join('');
  const buttons = slots
    .map(
      (slot) =>
        `<form method="post" action="${bookingPaths.api}">${common}<button type="submit" name="start" value="${escapeHtml(slot.startTime)}">Book ${escapeHtml(slot.label)}</button></form>`,
    )
    .join('');
  return `<p>These times are still free in the same room. Choose one to book it with the same details:</p><div>${buttons}</div>`;
}

export async function handleBookingPost(request: Request, deps: BookingHandlerDeps): Promise<Response> {
  try {
    return await reserve(request, deps);
  } catch (error) {
    return failureResponse(error, 'form', deps.log, bookingPaths.start);
  }
}

async function reserve(request: Request, deps: BookingHandlerDeps): Promise<Response> {
  const now = deps.now?.() ?? Date.now();
  const admitted = await admit(request, deps, now);
  if (admitted instanceof Response) return admitted;
  const { input, back, token } = admitted;

  const checked = validate(input, token, now);
  if (!checked.accepted) {
    deps.log.info({ fields: Object.keys(checked.errors) }, 'booking refused: invalid input');
    return problem(
      422,
      'Please check your booking',
      Object.values(checked.errors).filter((value): value is string => Boolean(value)),
      back,
    );
  }
  const { data, phoneE164 } = checked.accepted;
  const offered = await findOffer(deps, data, now, back);
  if (offered instanceof Response) return offered;

  const limited = await refuseOverLimit(request, deps, now, back);
  if (limited) return limited;
  return book(deps, { ...offered, data, phoneE164, back, token: input.token });
}

/** The cheap refusals (cross-site, not a form post, too long), then the form's signed token. */
async function admit(
  request: Request,
  deps: BookingHandlerDeps,
  now: number,
): Promise<Response | { input: Record<string, string>; back: string; token: FormTokenVerdict }> {
  if (isCrossSite(request, deps.siteUrl))
    return problem(403, 'We could not take your booking', ['Bookings can only be made from our own website.'], bookingPaths.start);
  if (!isFormPost(request))
    return new Response('Send the booking as a form post.', { status: 415, headers: noStore });
  const input = await readForm(request);
  if (!input) return problem(413, 'We could not take your booking', ['That booking is too long to send.'], bookingPaths.start);
  const back = centrePage(input);

  // The page that showed the form put a signed, time-stamped token in it: proof it is ours, and
  // the time it was shown, for the minimum fill time.
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'booking refused: form token');
    return problem(
      403,
      'We could not take your booking',
      ['The booking page was open a long time, or did not come from our website. Open it again and choose your time.'],
      back,
    );
  }
  return { input, back, token };
}

/** The schema, the phone, the honeypot and the fill time. */
function validate(
  input: Record<string, string>,
  token: FormTokenVerdict,
  now: number,
): { errors: FieldErrors; accepted?: { data: BookingRequest; phoneE164: string } } {
  const parsed = bookingRequestSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  let phoneE164: string | undefined;
  if (parsed.success) {
    const verdict = verifyPhone(parsed.data.phone, parsed.data.phoneCountry);
    if (verdict.valid) phoneE164 = verdict.e164;
    else errors.phone = phoneErrorMessages[verdict.errorCode];
    if (parsed.data.website) errors.form = 'We could not take this booking. Please call us instead.';
    if (!token.ok || now - token.issuedAt < minimumFillMs)
      errors.form = 'That was very quick. Check your details and send the form again.';
  }
  if (!parsed.success || !phoneE164 || Object.keys(errors).length > 0) return { errors };
  return { errors, accepted: { data: parsed.data, phoneE164 } };
}

/** The room and the slot asked for, if the room is bookable online and the centre offers that time. */
async function findOffer(deps: BookingHandlerDeps, data: BookingRequest, now: number, back: string) {
  const [room, hours] = await Promise.all([deps.findRoom(data.centre, data.room), deps.openingHours(data.centre)]);
  const length = data.duration === 'hour' ? data.hours : 1;
  const query = { hours: hours ?? [], date: data.date, duration: data.duration, length, now: new Date(now) };
  const slot = room && hours ? slotAt(query, data.start) : undefined;
  if (!room || !slot) {
    deps.log.info({ reason: room ? 'slot' : 'room' }, 'booking refused: not offered');
    return problem(
      422,
      'Please check your booking',
      [room ? 'That time is not offered: the centre is closed then, or it has passed. Choose a time from the list.' : 'That room cannot be booked online.'],
      back,
    );
  }
  return { room, slot, query, length };
}

type Offer = Exclude<Awaited<ReturnType<typeof findOffer>>, Response>;

async function refuseOverLimit(
  request: Request,
  deps: BookingHandlerDeps,
  now: number,
  back: string,
): Promise<Response | undefined> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`booking:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (limit.allowed) return undefined;
  deps.log.info('booking refused: rate limited');
  return problem(429, 'Please wait a moment', ['You have made several bookings in a short time. Wait a minute and try again, or call us.'], back, {
    'retry-after': String(limit.retryAfterSeconds),
  });
}

/**
 * Stores the booking and redirects to its confirmation; when someone else took the slot first,
 * says so and offers the room's other free times that day with the same details.
 */
async function book(
  deps: BookingHandlerDeps,
  {
    room,
    slot,
    query,
    length,
    data,
    phoneE164,
    back,
    token,
  }: Offer & { data: BookingRequest; phoneE164: string; back: string; token: string | undefined },
): Promise<Response> {
  const now = new Date(deps.now?.() ?? Date.now());
  try {
    const pricePence = quotePence(room.rates, data.duration, length);
    const stored = await createBooking(
      deps.db,
      {
        roomReference: room.reference,
        centre: data.centre,
        startsAt: slot.start,
        endsAt: slot.end,
        duration: data.duration,
        hours: data.duration === 'hour' ? length : Math.round((slot.end.getTime() - slot.start.getTime()) / 3_600_000),
        name: data.name,
        email: data.email,
        phoneE164,
        phoneCountry: data.phoneCountry,
        pricePence,
        ...(deps.payments ? { holdExpiresAt: holdEndsAt(now) } : {}),
      },
      deps.channels,
    );
    deps.log.info({ reference: stored.reference, room: room.reference, duration: data.duration, pending: Boolean(deps.payments) }, 'booking stored');
    const confirmation = `${bookingPaths.confirmed}?b=${encodeURIComponent(stored.id)}&s=${encodeURIComponent(signBookingId(stored.id, deps.linkKey))}`;
    if (deps.payments) {
      const checkout = await payFor(deps, deps.payments, { stored, room, slot, email: data.email, pricePence, confirmation, now });
      return new Response(null, { status: 303, headers: { location: checkout, ...noStore } });
    }
    deps.onStored?.();
    return new Response(null, { status: 303, headers: { location: confirmation, ...noStore } });
  } catch (error) {
    if (!(error instanceof BookingConflictError)) throw error;
    deps.log.info({ room: room.reference }, 'booking refused: slot taken');
    const day = { start: londonInstant(data.date, 0), end: londonInstant(data.date, 24 * 60) };
    const remaining = freeSlots({ ...query, booked: await bookedIntervals(deps.db, room.reference, day) });
    return page(
      409,
      'That time has just been taken',
      `<p>Someone booked ${escapeHtml(room.name)} for ${escapeHtml(slot.label)} a moment before you. Nothing was booked for you.</p>${remainingSlotsForm({ ...data, token: token ?? '' }, remaining)}<p><a href="${escapeHtml(back)}">See every room at the centre</a>.</p>`,
    );
  }
}

/**
 * The Stripe Checkout page for a booking just held. When Stripe cannot be reached the hold is
 * released at once (the slot must not stay blocked for a payment that cannot be made) and the
 * failure goes on to the generic answer.
 */
async function payFor(
  deps: BookingHandlerDeps,
  payments: Payments,
  {
    stored,
    room,
    slot,
    email,
    pricePence,
    confirmation,
    now,
  }: { stored: { id: string; reference: string }; room: BookingRoom; slot: Slot; email: string; pricePence: number; confirmation: string; now: Date },
): Promise<string> {
  try {
    const { url } = await startCheckout(deps.db, payments, {
      bookingId: stored.id,
      reference: stored.reference,
      description: `${room.name} (${room.reference}): ${bookingWhen({ startsAt: slot.start, endsAt: slot.end })} UK time`,
      netPence: pricePence,
      email,
      successUrl: new URL(`${confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now,
    });
    return url;
  } catch (error) {
    await releaseHold(deps.db, stored.id);
    throw error;
  }
}

/** A paid booking cancelled within the policy is refunded now; if Stripe fails, the sweeper retries. */
async function refundAfterCancel(db: Database, payments: Payments, id: string, log: Logger): Promise<void> {
  try {
    const refunded = await refundCancelledBooking(db, payments, id);
    log.info({ refunded }, 'booking cancel refund');
  } catch (error) {
    log.error(errorFacts(error), 'booking cancel refund failed; the payment sweeper retries it');
  }
}

/** POST /api/bookings/cancel: b (booking id) and s (its signature), from the cancel page. */
export async function handleBookingCancel(
  request: Request,
  deps: Pick<BookingHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'payments'>,
): Promise<Response> {
  try {
    if (isCrossSite(request, deps.siteUrl))
      return problem(403, 'We could not cancel the booking', ['Bookings can only be cancelled from our own website.'], bookingPaths.start);
    if (!isFormPost(request)) return new Response('Send a form post.', { status: 415, headers: noStore });
    const input = (await readForm(request)) ?? {};
    const id = input.b ?? '';
    if (!verifyBookingSignature(id, input.s, deps.linkKey))
      return problem(403, 'We could not cancel the booking', ['That cancel link is not valid. Use the link we gave you, or call us.'], bookingPaths.start);
    const cancelled = await cancelBooking(deps.db, id);
    deps.log.info({ cancelled }, 'booking cancel');
    if (cancelled && deps.payments) await refundAfterCancel(deps.db, deps.payments, id, deps.log);
    return new Response(null, { status: 303, headers: { location: `${cancelPath(id, deps.linkKey)}&done=1`, ...noStore } });
  } catch (error) {
    return failureResponse(error, 'form', deps.log, bookingPaths.start);
  }
}
