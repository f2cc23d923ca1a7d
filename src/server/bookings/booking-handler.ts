import 'server-only';
import { requestAttribution } from '../requests/attribution';
import type { CancellationRules } from '@/domain/booking/cancellation';
import type { Logger } from 'pino';
import { bookingPaths, bookingRequestSchema, type BookingRequest } from '@/domain/booking/booking-schema';
import {
  bookingPlaceSchema,
  problemLocation,
  type BookingPlace,
  type BookingProblemKind,
} from '@/domain/booking/booking-problems';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { site } from '@/domain/site';
import {
  quotePence,
  slotAt,
  type RoomRates,
  type Slot,
  type SlotQuery,
  type WeeklyHours,
} from '@/lib/booking-slots';
import { telHref } from '@/lib/format';
import { bookingLinkExpired, signBookingId, verifyBookingSignature } from './booking-link';
import { bookingManagePaths } from './booking-manage-handler';
import { manageLinkExpiry, managePath } from '../links/manage-link';
import { BookingConflictError, createBooking, findBooking, type NewBooking } from './bookings';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import type { DeliveryChannel } from '../db/schema';
import { failureResponse, isCrossSite } from '../enquiries/enquiry-handler';
import { readFormBody, type BodyRefusal } from '../requests/request-body';
import { escapeHtml } from '../enquiries/enquiry-document';
import { consumeFormToken, verifyFormToken, type FormTokenVerdict } from '../requests/form-token';
import { holdEndsAt } from '@/domain/booking/payment-policy';
import { bookingWhen } from '@/lib/booking-slots';
import { errorFacts, isStorageOutage, newErrorReference } from '../failures';
import { bookingDraftCookie, clearBookingDraftCookie } from './booking-draft';
import { startCheckout, startSeriesCheckout } from '../payments/checkout';
import { standardVatRatePercent } from '@/domain/vat';
import type { Payments } from '../payments/stripe-client';
import { releaseHold } from './bookings';
import { verifyPhone } from '../requests/phone';
import {
  remainingOccurrences,
  repeatFieldsSchema,
  seriesOccurrences,
  seriesReviewPath,
  weeklyDates,
  type RepeatFields,
  type SeriesPlace,
} from '@/domain/booking/repeat';
import { createBookingSeries, type StoredSeries } from './series';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { promoRefusalMessage } from '@/domain/promo-codes/promo-codes';
import type { PromoLookup } from '../promo-codes/quote';
import { checkoutPromo, priceWithPromo, promoFieldError, redeemAlongside, type PurchasePromo } from '../promo-codes/purchase';

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
  /** Mail the visitor (confirmation, reminder, changes): on when SMTP is configured. */
  readonly visitorMail?: boolean;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the cancel link (src/server/bookings/booking-link.ts). */
  readonly linkKey: string;
  readonly findRoom: (centre: string, reference: string) => Promise<BookingRoom | undefined>;
  readonly openingHours: (centre: string) => Promise<readonly WeeklyHours[] | undefined>;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
  /** The site settings' VAT rate (CMS); the standard rate when not given (tests). */
  readonly vatRatePercent?: () => Promise<number>;
  /**
   * The CMS's cancellation rules now (the ones the form stated beside the Book button), kept on the
   * booking (docs/decisions/0048). Absent: the booking keeps the old terms (24 hours, no grace).
   */
  readonly cancellationRules?: () => Promise<CancellationRules>;
  /** Stripe, when the operator takes payment online; absent: pay at the centre or invoiced. */
  readonly payments?: Payments;
  /** The CMS's promo codes (docs/decisions/0054); absent: every code is refused as unknown. */
  readonly promoCodes?: PromoLookup;
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

async function readForm(
  request: Request,
): Promise<{ ok: true; value: Record<string, string> } | { ok: false; reason: BodyRefusal }> {
  const read = await readFormBody(request);
  return read.ok ? { ok: true, value: Object.fromEntries(read.value) } : { ok: false, reason: read.reason };
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** Where the visitor was, from the form: only the non-personal, validated facts. */
const placeOf = (input: Partial<Record<string, string>>): BookingPlace => bookingPlaceSchema.parse(input);

type Refusal = {
  readonly kind: BookingProblemKind;
  readonly place: BookingPlace;
  /** What they typed and what was wrong with it, kept in the signed draft cookie. */
  readonly draft?: { input: Record<string, string>; errors: Record<string, string | undefined> };
  readonly errorReference?: string;
};

/** Every refusal is a 303 to a page in the site's layout (docs/decisions/0024), never a bare page here. */
function refuse(deps: Pick<BookingHandlerDeps, 'formTokenSecret' | 'siteUrl' | 'now'>, refusal: Refusal): Response {
  const headers = new Headers({ location: problemLocation(refusal.kind, refusal.place, refusal.errorReference), ...noStore });
  if (refusal.draft)
    headers.append(
      'set-cookie',
      bookingDraftCookie(refusal.draft.input, refusal.draft.errors, deps.formTokenSecret, {
        secure: deps.siteUrl.startsWith('https:'),
        now: deps.now?.() ?? Date.now(),
      }),
    );
  return new Response(null, { status: 303, headers });
}

export async function handleBookingPost(request: Request, deps: BookingHandlerDeps): Promise<Response> {
  try {
    return await reserve(request, deps);
  } catch (error) {
    const facts = errorFacts(error);
    if (isStorageOutage(error)) {
      deps.log.error(facts, 'booking failed: storage unavailable');
      return refuse(deps, { kind: 'busy', place: {} });
    }
    const errorReference = newErrorReference();
    deps.log.error({ ...facts, errorReference }, 'booking failed: unexpected error');
    return refuse(deps, { kind: error instanceof PaymentStartError ? 'payment' : 'error', place: {}, errorReference });
  }
}

async function reserve(request: Request, deps: BookingHandlerDeps): Promise<Response> {
  const now = deps.now?.() ?? Date.now();
  const admitted = await admit(request, deps, now);
  if (admitted instanceof Response) return admitted;
  const { input, token } = admitted;
  const place = placeOf(input);
  if (input.intent === 'apply-promo') return toPromoApplied(deps, input, place);

  const checked = validate(input, token, now);
  if (!checked.accepted) {
    deps.log.info({ fields: Object.keys(checked.errors) }, 'booking refused: invalid input');
    return refuse(deps, { kind: 'input', place, draft: { input, errors: checked.errors } });
  }
  const { data, phoneE164 } = checked.accepted;
  const offered = await findOffer(deps, data, now);
  if (!offered.room || !offered.slot) {
    deps.log.info({ reason: offered.room ? 'slot' : 'room' }, 'booking refused: not offered');
    return refuse(deps, { kind: offered.room ? 'slot' : 'room', place: { ...place, start: undefined }, draft: { input, errors: {} } });
  }
  const repeat = repeatFieldsSchema.safeParse(input);
  if (!repeat.success) {
    deps.log.info({ fields: ['weeks'] }, 'booking refused: invalid repeat');
    return refuse(deps, { kind: 'input', place, draft: { input, errors: fieldErrorsFrom(repeat.error) } });
  }
  // Promo codes are for single bookings (docs/decisions/0054): said next to the field, before the review.
  if (repeat.data.repeat === 'weekly' && (input.promo ?? '').trim() !== '')
    return refuse(deps, { kind: 'input', place, draft: { input, errors: { promo: promoRefusalMessage('series', 'rooms') } } });
  // A weekly series is shown in full (every date, price and terms, the total, any clash) before
  // it is booked: the first post only keeps the details and goes to that review.
  if (repeat.data.repeat === 'weekly' && input.confirm !== 'series') return toSeriesReview(deps, { data, input, repeat: repeat.data });
  if (await isOverLimit(request, deps, now)) {
    deps.log.info('booking refused: rate limited');
    return refuse(deps, { kind: 'rate-limited', place, draft: { input, errors: {} } });
  }
  // One form, one booking (issue 41): the token is used up here, where a booking would be made.
  if (token.ok && !(await consumeFormToken(deps.db, input.token ?? '', token.issuedAt))) {
    deps.log.info('booking refused: form token already used');
    return refuse(deps, { kind: 'form-used', place, draft: { input, errors: {} } });
  }
  if (repeat.data.repeat === 'weekly')
    return bookSeries(deps, { ...offered, room: offered.room, slot: offered.slot, data, phoneE164, input, repeat: repeat.data }, request);
  return book(deps, { ...offered, room: offered.room, slot: offered.slot, data, phoneE164, input }, request);
}

/**
 * "Apply code": back to the same form with what was typed kept (the signed draft cookie, the code
 * with it) and nothing booked; the page prices the code (src/content/promo-codes.ts).
 */
function toPromoApplied(deps: BookingHandlerDeps, input: Record<string, string>, place: BookingPlace): Response {
  const query = new URLSearchParams();
  for (const key of ['date', 'duration', 'hours', 'seats', 'room', 'start'] as const) if (place[key] !== undefined) query.set(key, String(place[key]));
  const location = place.centre ? `${bookingPaths.centre(place.centre)}?${query.toString()}#reserve` : bookingPaths.start;
  const headers = new Headers({ location, ...noStore });
  headers.append('set-cookie', bookingDraftCookie(input, {}, deps.formTokenSecret, { secure: deps.siteUrl.startsWith('https:'), now: deps.now?.() ?? Date.now() }));
  deps.log.info('booking form: promo code applied for a look');
  return new Response(null, { status: 303, headers });
}

function seriesPlaceOf(data: BookingRequest, input: Record<string, string>, repeat: RepeatFields): SeriesPlace {
  const place = placeOf(input);
  return { centre: data.centre, room: data.room, date: data.date, duration: data.duration, hours: data.hours, start: data.start, seats: place.seats, weeks: repeat.weeks, skip: repeat.skip };
}

/** Keeps what was typed (the signed draft cookie) and shows the series before booking it. */
function toSeriesReview(
  deps: BookingHandlerDeps,
  { data, input, repeat }: { data: BookingRequest; input: Record<string, string>; repeat: RepeatFields },
): Response {
  const headers = new Headers({ location: seriesReviewPath(seriesPlaceOf(data, input, repeat)), ...noStore });
  headers.append(
    'set-cookie',
    bookingDraftCookie(input, {}, deps.formTokenSecret, { secure: deps.siteUrl.startsWith('https:'), now: deps.now?.() ?? Date.now() }),
  );
  return new Response(null, { status: 303, headers });
}

/**
 * Books every week of a series in one transaction (src/server/bookings/series.ts), each priced as
 * a single booking today. Weeks the centre does not offer, or that someone took since the review,
 * book nothing: the visitor goes back to the review, which names them and offers the rest.
 */
async function bookSeries(
  deps: BookingHandlerDeps,
  { room, slot, data, phoneE164, input, repeat, query }: Offer & { data: BookingRequest; phoneE164: string; input: Record<string, string>; repeat: RepeatFields; query: Omit<SlotQuery, 'booked'> },
  request: Request,
): Promise<Response> {
  const now = new Date(deps.now?.() ?? Date.now());
  const place = seriesPlaceOf(data, input, repeat);
  const dates = weeklyDates(data.date, repeat.weeks);
  const { occurrences, clashes } = seriesOccurrences(query, data.date, data.start, repeat.weeks);
  const rest = remainingOccurrences(occurrences, repeat.skip, dates);
  const back = (problem: 'taken' | 'changed') => {
    const headers = new Headers({ location: seriesReviewPath(place, problem), ...noStore });
    headers.append('set-cookie', bookingDraftCookie(input, {}, deps.formTokenSecret, { secure: deps.siteUrl.startsWith('https:'), now: now.getTime() }));
    return new Response(null, { status: 303, headers });
  };
  // A week left out that is not a week of this series is a forged or stale form: nothing is booked.
  if (!rest.ok) {
    deps.log.info({ reason: rest.reason }, 'series refused: weeks left out');
    return back('changed');
  }
  if (clashes.some((clash) => !repeat.skip.includes(clash.date))) {
    deps.log.info({ weeks: clashes.length }, 'series refused: weeks not offered');
    return back('changed');
  }
  const pricePence = quotePence(room.rates, data.duration, data.duration === 'hour' ? data.hours : 1);
  const vatRatePercent = (await deps.vatRatePercent?.()) ?? standardVatRatePercent;
  const cancellationRules = await deps.cancellationRules?.();
  // Paid online: every week is held (pending) until the one Checkout for the series is paid.
  const { startsAt, endsAt, ...shared } = newBookingOf(room, slot, data.duration === 'hour' ? data.hours : 1, data, phoneE164, { pricePence, vatRatePercent }, deps.payments ? now : undefined);
  const outcome = await createBookingSeries(
    deps.db,
    {
      booking: { ...shared, ...(cancellationRules ? { cancellationRules } : {}), attribution: requestAttribution(request, undefined, now) },
      occurrences: rest.occurrences.map((week) => ({ startsAt: week.slot.start, endsAt: week.slot.end })),
      // The first week as asked (even when that week is left out): the calendar rule's start.
      first: { startsAt, endsAt },
      weeks: repeat.weeks,
    },
    deps.channels,
    { visitorMail: !deps.payments && (deps.visitorMail ?? false) },
  );
  if (!outcome.ok) {
    deps.log.info({ room: room.reference, weeks: outcome.clashes.length }, 'series refused: weeks taken');
    return back('taken');
  }
  deps.log.info({ reference: outcome.reference, room: room.reference, weeks: outcome.bookings.length, pending: Boolean(deps.payments) }, 'series stored');
  const location = await afterSeriesStored(deps, outcome, {
    what: `${room.name} (${room.reference}), weekly: ${outcome.bookings.length} dates from ${bookingWhen({ startsAt: rest.occurrences[0]!.slot.start, endsAt: rest.occurrences[0]!.slot.end })} UK time`,
    weekNetPence: pricePence,
    vatRatePercent,
    email: data.email,
    now,
  });
  return new Response(null, {
    status: 303,
    headers: { ...noStore, location, 'set-cookie': clearBookingDraftCookie(deps.siteUrl.startsWith('https:')) },
  });
}

/**
 * Where a stored series goes: its first week's confirmation page, or, paid online, the one Stripe
 * Checkout for every week. When Stripe cannot be reached no week stays held for a payment that
 * cannot be made, and the failure goes on to the generic answer.
 */
async function afterSeriesStored(
  deps: BookingHandlerDeps,
  series: StoredSeries,
  price: { what: string; weekNetPence: number; vatRatePercent: number; email: string; now: Date },
): Promise<string> {
  const firstBooking = series.bookings[0]!;
  const confirmation = `${bookingPaths.confirmed}?b=${encodeURIComponent(firstBooking.id)}&s=${encodeURIComponent(signBookingId(firstBooking.id, deps.linkKey))}`;
  if (!deps.payments) {
    deps.onStored?.();
    return confirmation;
  }
  try {
    const checkout = await startSeriesCheckout(deps.db, deps.payments, {
      seriesId: series.id,
      reference: series.reference,
      description: price.what,
      weekNetPence: price.weekNetPence,
      weeks: series.bookings.length,
      vatRatePercent: price.vatRatePercent,
      email: price.email,
      successUrl: new URL(`${confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now: price.now,
    });
    return checkout.url;
  } catch (error) {
    for (const week of series.bookings) await releaseHold(deps.db, week.id);
    throw new PaymentStartError('Stripe Checkout could not start', { cause: error });
  }
}

/** The cheap refusals (cross-site, not a form post, too long), then the form's signed token. */
async function admit(
  request: Request,
  deps: BookingHandlerDeps,
  now: number,
): Promise<Response | { input: Record<string, string>; token: FormTokenVerdict }> {
  if (isCrossSite(request, deps.siteUrl)) return refuse(deps, { kind: 'cross-site', place: {} });
  if (!isFormPost(request)) return new Response('Send the booking as a form post.', { status: 415, headers: noStore });
  const read = await readForm(request);
  if (!read.ok) return refuse(deps, { kind: read.reason, place: {} });
  const input = read.value;

  // The page that showed the form put a signed, time-stamped token in it: proof it is ours, and
  // the time it was shown, for the minimum fill time.
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'booking refused: form token');
    return refuse(deps, { kind: 'form-expired', place: placeOf(input), draft: { input, errors: {} } });
  }
  return { input, token };
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
async function findOffer(deps: BookingHandlerDeps, data: BookingRequest, now: number) {
  const [room, hours] = await Promise.all([deps.findRoom(data.centre, data.room), deps.openingHours(data.centre)]);
  const length = data.duration === 'hour' ? data.hours : 1;
  const query = { hours: hours ?? [], date: data.date, duration: data.duration, length, now: new Date(now) };
  const slot = room && hours ? slotAt(query, data.start) : undefined;
  return { room, slot, query, length };
}

type Offer = { room: BookingRoom; slot: Slot; length: number };

async function isOverLimit(request: Request, deps: BookingHandlerDeps, now: number): Promise<boolean> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`booking:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  return !limit.allowed;
}

/**
 * Stores the booking and redirects to its confirmation (or, paid online, to Stripe Checkout);
 * when someone else took the slot first, sends the visitor back to the centre's page to choose
 * another time, with what they typed kept.
 */
async function book(
  deps: BookingHandlerDeps,
  { room, slot, length, data, phoneE164, input }: Offer & { data: BookingRequest; phoneE164: string; input: Record<string, string> },
  request: Request,
): Promise<Response> {
  const now = new Date(deps.now?.() ?? Date.now());
  // The price before VAT, after any promo code: the one price the booking keeps (decision 0054).
  const priced = await priceWithPromo(deps, input.promo, { product: 'rooms', listPence: quotePence(room.rates, data.duration, length), now });
  if ('refused' in priced) {
    deps.log.info({ fields: ['promo'] }, 'booking refused: promo code');
    return refuse(deps, { kind: 'input', place: placeOf(input), draft: { input, errors: { promo: priced.refused } } });
  }
  const { netPence: pricePence, promo } = priced;
  // A code that makes it free is not paid online: there is nothing to pay.
  const payments = pricePence > 0 ? deps.payments : undefined;
  // Read once: the rate stored with the booking is the rate Checkout charges and every page shows.
  const vatRatePercent = (await deps.vatRatePercent?.()) ?? standardVatRatePercent;
  const cancellationRules = await deps.cancellationRules?.();
  let stored: { id: string; reference: string };
  try {
    // A booking paid online is held, not confirmed: its visitor mail goes when the payment confirms it.
    stored = await createBooking(
      deps.db,
      {
        ...newBookingOf(room, slot, length, data, phoneE164, { pricePence, vatRatePercent }, payments ? now : undefined),
        ...(cancellationRules ? { cancellationRules } : {}),
        // Validated, and click ids kept only with advertising consent (decision 0046).
        attribution: requestAttribution(request, undefined, now),
      },
      deps.channels,
      {
        visitorMail: !payments && (deps.visitorMail ?? false),
        alongside: redeemAlongside(promo, { email: data.email, product: 'rooms', subject: (row) => ({ bookingId: row.id }) }),
      },
    );
  } catch (error) {
    const promoRefused = promoFieldError(error, 'rooms');
    if (promoRefused) {
      deps.log.info({ fields: ['promo'] }, 'booking refused: promo code used');
      return refuse(deps, { kind: 'input', place: placeOf(input), draft: { input, errors: { promo: promoRefused } } });
    }
    if (!(error instanceof BookingConflictError)) throw error;
    deps.log.info({ room: room.reference }, 'booking refused: slot taken');
    return refuse(deps, { kind: 'taken', place: { ...placeOf(input), start: undefined }, draft: { input, errors: {} } });
  }
  deps.log.info({ reference: stored.reference, room: room.reference, duration: data.duration, pending: Boolean(payments), promo: Boolean(promo) }, 'booking stored');
  const confirmation = `${bookingPaths.confirmed}?b=${encodeURIComponent(stored.id)}&s=${encodeURIComponent(signBookingId(stored.id, deps.linkKey))}`;
  const headers = new Headers({ ...noStore, 'set-cookie': clearBookingDraftCookie(deps.siteUrl.startsWith('https:')) });
  if (payments) {
    headers.set('location', await payFor(deps, payments, { stored, room, slot, email: data.email, pricePence, vatRatePercent, confirmation, now, promo }));
  } else {
    deps.onStored?.();
    headers.set('location', confirmation);
  }
  return new Response(null, { status: 303, headers });
}

function newBookingOf(
  room: BookingRoom,
  slot: Slot,
  length: number,
  data: BookingRequest,
  phoneE164: string,
  price: { pricePence: number; vatRatePercent: number },
  heldFrom: Date | undefined,
): NewBooking {
  return {
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
    ...price,
    ...(heldFrom ? { holdExpiresAt: holdEndsAt(heldFrom) } : {}),
  };
}

/** Stripe could not start the payment: the hold was released, the visitor is told. */
class PaymentStartError extends Error {}

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
    vatRatePercent,
    confirmation,
    now,
    promo,
  }: { stored: { id: string; reference: string }; room: BookingRoom; slot: Slot; email: string; pricePence: number; vatRatePercent: number; confirmation: string; now: Date; promo: PurchasePromo },
): Promise<string> {
  try {
    const { url } = await startCheckout(deps.db, payments, {
      bookingId: stored.id,
      reference: stored.reference,
      description: `${room.name} (${room.reference}): ${bookingWhen({ startsAt: slot.start, endsAt: slot.end })} UK time`,
      netPence: pricePence,
      promo: checkoutPromo(promo),
      vatRatePercent,
      email,
      successUrl: new URL(`${confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now,
    });
    return url;
  } catch (error) {
    await releaseHold(deps.db, stored.id);
    throw new PaymentStartError('Stripe Checkout could not start', { cause: error });
  }
}

/**
 * POST /api/bookings/cancel: b (booking id) and s (its signature), from the first cancel link on
 * confirmation pages. It cancels nothing itself: there is one way to cancel, the manage page's,
 * with its rules (not once the booking has started; charged inside 24 hours) and its signed link
 * that expires 30 days after the booking. A genuine old link is answered with that page (303); the
 * manage link's expiry is the old link's too, so an old link no longer opens anything afterwards.
 */
export async function handleBookingCancel(
  request: Request,
  deps: Pick<BookingHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'now'> & { readonly manageKey: string },
): Promise<Response> {
  try {
    if (isCrossSite(request, deps.siteUrl))
      return problem(403, 'We could not cancel the booking', ['Bookings can only be cancelled from our own website.'], bookingPaths.start);
    if (!isFormPost(request)) return new Response('Send a form post.', { status: 415, headers: noStore });
    const read = await readForm(request);
    const input = read.ok ? read.value : {};
    const id = input.b ?? '';
    const booking = verifyBookingSignature(id, input.s, deps.linkKey) ? await findBooking(deps.db, id) : undefined;
    if (booking && bookingLinkExpired(booking, new Date(deps.now?.() ?? Date.now())))
      return problem(410, 'That cancel link has expired', ['Booking links work until 30 days after the booking. To book again, choose a room, or call us.'], bookingPaths.start);
    if (!booking)
      return problem(403, 'We could not cancel the booking', ['That cancel link is not valid. Use the link we gave you, or call us.'], bookingPaths.start);
    deps.log.info({ reference: booking.reference }, 'booking cancel link: sent to the manage page');
    const manage = managePath(bookingManagePaths.page, 'booking', booking.id, manageLinkExpiry(booking.endsAt), deps.manageKey);
    return new Response(null, { status: 303, headers: { location: manage, ...noStore } });
  } catch (error) {
    return failureResponse(error, 'form', deps.log, bookingPaths.start);
  }
}
