import 'server-only';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CancellationRules } from '@/domain/booking/cancellation';
import { dayPassPrice, type DayPassSettings } from '@/domain/day-pass/day-pass';
import { formatCalendarDay } from '@/lib/calendar-date';
import { weekdayOf } from '@/lib/booking-slots';
import { dayPassConfirmedPath } from '../day-passes/day-pass-link';
import { recordDayPassCheckout, releaseDayPassHold } from '../day-passes/day-passes';
import { startDayPassCheckout } from '../payments/checkout';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { contactFields, minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { standardVatRatePercent } from '@/domain/vat';
import { offerLinkState, roomWaitlistRequestSchema, waitlistPaths, type RoomWaitlistRequest, type WaitlistProblem } from '@/domain/waitlist/waitlist';
import { bookingWhen, londonInstant, quotePence, slotAt, type WeeklyHours } from '@/lib/booking-slots';
import type { BookingRoom } from '../bookings/booking-handler';
import { signBookingId } from '../bookings/booking-link';
import { bookedIntervals, releaseHold } from '../bookings/bookings';
import type { Database } from '../db/client';
import type { DeliveryChannel, WaitlistEntryRow } from '../db/schema';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts, newErrorReference } from '../failures';
import { startCheckout } from '../payments/checkout';
import type { Payments } from '../payments/stripe-client';
import { requestAttribution } from '../requests/attribution';
import { clientAddress } from '../requests/client-address';
import { consumeFormToken, verifyFormToken } from '../requests/form-token';
import { verifyPhone } from '../requests/phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { readFormBody } from '../requests/request-body';
import { verifyWaitlistLink } from './waitlist-link';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { viewingConfirmedPath } from '../viewings/viewing-link';
import {
  acceptDayPassWaitlistOffer,
  acceptViewingWaitlistOffer,
  acceptWaitlistOffer,
  confirmWaitlistEntry,
  createWaitlistEntry,
  findWaitlistOffer,
  leaveWaitlist,
  type WaitlistOfferWithHold,
} from './waitlist';

/*
 * The waitlist's posts (docs/decisions/0055-waitlist.md), plain form posts answered with a 303 to
 * a page in the site's layout, so they work without JavaScript. Joining has the booking form's
 * guards: cross-site refusal, a bounded body, the signed form token with its minimum fill time, a
 * honeypot, the rate limit (the booking key, `booking:` per client address, so a waitlist cannot
 * be used to go around it). No address is ever put in a URL or a log.
 */

export type WaitlistHandlerDeps = {
  readonly db: Database;
  /** Whether visitor mail is on (SMTP): without it no opt-in can be sent, so nothing is stored. */
  readonly visitorMail: boolean;
  readonly channels: readonly DeliveryChannel[];
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** The manage-link key: signs the waitlist links. */
  readonly linkKey: string;
  /** Signs the booking's confirmation page link (src/server/bookings/booking-link.ts). */
  readonly bookingLinkKey: string;
  readonly findRoom: (centre: string, reference: string) => Promise<BookingRoom | undefined>;
  readonly openingHours: (centre: string) => Promise<readonly WeeklyHours[] | undefined>;
  readonly vatRatePercent?: () => Promise<number>;
  readonly cancellationRules?: () => Promise<CancellationRules>;
  readonly payments?: Payments | undefined;
  /** Day passes (the day-pass waitlist): a centre's settings and opening hours from the CMS, and its town. */
  readonly dayPasses?: {
    readonly offer: (centre: string) => Promise<{ settings: DayPassSettings; openingHours: readonly WeeklyHours[] } | undefined>;
    readonly townOf: (centre: string) => Promise<string | undefined>;
  };
  /** Viewings (the viewing waitlist, decision 0058): a centre's viewing hours and capacity from the CMS now. */
  readonly viewingHours?: (centre: string) => Promise<ViewingHours | undefined>;
  /** A confirmed entry, or a slot given back: offer what is free now (the sweeper's step). */
  readonly onListChanged?: () => void;
  readonly onStored?: () => void;
  readonly log: Logger;
  readonly now?: () => number;
};

type Input = Record<string, string>;

const noStore = { 'cache-control': 'no-store' };
export const redirect = (location: string): Response => new Response(null, { status: 303, headers: { location, ...noStore } });

export const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

export async function readForm(request: Request): Promise<{ input: Input; refused: boolean }> {
  const read = await readFormBody(request);
  return read.ok ? { input: Object.fromEntries(read.value), refused: false } : { input: {}, refused: true };
}

/** The booking page the visitor came from: the day and length only (validated), never what they typed. */
function bookingPageOf(input: Input): string {
  const centre = /^[a-z-]{2,40}$/.test(input.centre ?? '') ? input.centre! : undefined;
  if (!centre) return bookingPaths.start;
  const query = new URLSearchParams();
  if (/^\d{4}-\d{2}-\d{2}$/.test(input.date ?? '')) query.set('date', input.date!);
  if (/^(hour|half-day|day)$/.test(input.duration ?? '')) query.set('duration', input.duration!);
  if (/^[1-9]$/.test(input.hours ?? '')) query.set('hours', input.hours!);
  if (/^\d{1,3}$/.test(input.seats ?? '')) query.set('seats', input.seats!);
  return `${bookingPaths.centre(centre)}?${query.toString()}`;
}

export function problemPath(problem: WaitlistProblem, back: string, errorReference?: string): string {
  const query = new URLSearchParams({ problem, back });
  if (errorReference) query.set('error', errorReference);
  return `${waitlistPaths.problem}?${query.toString()}`;
}

export async function overLimit(request: Request, deps: WaitlistHandlerDeps, now: number): Promise<boolean> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`booking:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  return !limit.allowed;
}

/** The guards every join passes before anything is read from the database but the rate limit. */
async function admitJoin(request: Request, deps: WaitlistHandlerDeps, now: number): Promise<{ back: string; refused?: WaitlistProblem; data?: RoomWaitlistRequest; token?: string; issuedAt?: number }> {
  if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
    deps.log.info('waitlist refused: not a form post from our site');
    return { back: bookingPaths.start, refused: 'forbidden' };
  }
  const { input, refused } = await readForm(request);
  const back = bookingPageOf(input);
  if (refused) return { back, refused: 'forbidden' };
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'waitlist refused: form token');
    return { back, refused: 'forbidden' };
  }
  if (!deps.visitorMail) return { back, refused: 'unavailable' };
  const parsed = roomWaitlistRequestSchema.safeParse(input);
  if (!parsed.success) {
    deps.log.info({ fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] }, 'waitlist refused: invalid input');
    return { back, refused: 'invalid' };
  }
  if (parsed.data.website || !token.ok || now - token.issuedAt < minimumFillMs) {
    deps.log.info('waitlist refused: looks automated');
    return { back, refused: 'forbidden' };
  }
  if (await overLimit(request, deps, now)) {
    deps.log.info('waitlist refused: rate limited');
    return { back, refused: 'rate-limited' };
  }
  return { back, data: parsed.data, token: input.token ?? '', issuedAt: token.issuedAt };
}

/** POST /api/waitlist: a full room slot's "Tell me if it frees up". */
export async function handleWaitlistJoin(request: Request, deps: WaitlistHandlerDeps): Promise<Response> {
  let back: string = bookingPaths.start;
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admitJoin(request, deps, now);
    back = admitted.back;
    if (admitted.refused || !admitted.data) return redirect(problemPath(admitted.refused ?? 'failed', back));
    const data = admitted.data;
    const [room, hours] = await Promise.all([deps.findRoom(data.centre, data.room), deps.openingHours(data.centre)]);
    const length = data.duration === 'hour' ? data.hours : 1;
    const slot = room && hours ? slotAt({ hours, date: data.date, duration: data.duration, length, now: new Date(now) }, data.start) : undefined;
    if (!room || !slot) {
      deps.log.info({ reason: room ? 'slot' : 'room' }, 'waitlist refused: not offered');
      return redirect(problemPath('invalid', back));
    }
    const day = { start: londonInstant(data.date, 0), end: londonInstant(data.date, 24 * 60) };
    const booked = await bookedIntervals(deps.db, room.reference, day);
    // It is free now: book it instead of waiting.
    if (!booked.some((taken) => taken.start < slot.end && taken.end > slot.start))
      return redirect(`${back}&room=${encodeURIComponent(room.reference)}&start=${encodeURIComponent(slot.startTime)}#reserve`);
    if (!(await consumeFormToken(deps.db, admitted.token ?? '', admitted.issuedAt ?? 0))) {
      deps.log.info('waitlist refused: form token already used');
      return redirect(problemPath('forbidden', back));
    }
    const stored = await createWaitlistEntry(
      deps.db,
      {
        kind: 'room',
        centre: data.centre,
        resource: room.reference,
        startsAt: slot.start,
        endsAt: slot.end,
        duration: data.duration,
        hours: data.duration === 'hour' ? length : Math.round((slot.end.getTime() - slot.start.getTime()) / 3_600_000),
        email: data.email,
        pricePence: quotePence(room.rates, data.duration, length),
        vatRatePercent: (await deps.vatRatePercent?.()) ?? standardVatRatePercent,
        attribution: requestAttribution(request, undefined, new Date(now)),
      },
      { visitorMail: true },
    );
    deps.log.info({ outcome: stored.outcome, reference: stored.reference, room: room.reference }, 'waitlist entry');
    if (stored.outcome === 'stored') deps.onStored?.();
    // Already on the list: the same page, so the form says nothing about who is on it.
    return redirect(waitlistPaths.pending);
  } catch (error) {
    const errorReference = newErrorReference();
    deps.log.error({ ...errorFacts(error), errorReference }, 'waitlist join failed: unexpected error');
    return redirect(problemPath('failed', back, errorReference));
  }
}

type LinkDeps = Pick<WaitlistHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'now' | 'onListChanged'>;

const linkQuery = (id: string, signature: string) => `?w=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`;

async function readLink(request: Request): Promise<{ id: string; signature: string; body: Input }> {
  const url = new URL(request.url);
  const body = isFormPost(request) ? (await readForm(request)).input : {};
  const pick = (key: string) => (typeof body[key] === 'string' ? body[key] : (url.searchParams.get(key) ?? ''));
  return { id: pick('w').slice(0, 100), signature: pick('s').slice(0, 100), body };
}

/** POST /api/waitlist/confirm (the button on /waitlist/confirm): the double opt-in. */
export async function handleWaitlistConfirm(request: Request, deps: LinkDeps): Promise<Response> {
  try {
    const { id, signature } = await readLink(request);
    const page = `${waitlistPaths.confirm}${linkQuery(id, signature)}`;
    if (isCrossSite(request, deps.siteUrl)) return redirect(page);
    const verdict = verifyWaitlistLink('confirm', id, signature, deps.linkKey, new Date(deps.now?.() ?? Date.now()));
    if (!verdict.valid) return redirect(page);
    const outcome = await confirmWaitlistEntry(deps.db, id);
    deps.log.info({ outcome }, 'waitlist confirm');
    // The slot may have freed while they were confirming: offer it now rather than at the next sweep.
    if (outcome === 'confirmed') deps.onListChanged?.();
    return redirect(outcome === 'gone' ? `${page}&gone=1` : waitlistPaths.confirmed);
  } catch (error) {
    deps.log.error(errorFacts(error), 'waitlist confirm failed: unexpected error');
    return redirect('/500');
  }
}

/**
 * POST /api/waitlist/unsubscribe?w=…&s=…: one click from a mail client (RFC 8058, no same-site
 * check: the signature is the authority) or the button on /waitlist/unsubscribe. Leaving during an
 * offer gives the slot back for the next person.
 */
export async function handleWaitlistUnsubscribe(request: Request, deps: LinkDeps): Promise<Response> {
  try {
    const { id, signature, body } = await readLink(request);
    const oneClick = body['List-Unsubscribe'] === 'One-Click';
    const verdict = verifyWaitlistLink('unsubscribe', id, signature, deps.linkKey, new Date(deps.now?.() ?? Date.now()));
    if (!verdict.valid) {
      deps.log.info({ reason: verdict.reason, oneClick }, 'waitlist unsubscribe refused');
      return oneClick
        ? new Response('This unsubscribe link is not valid.\n', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        : redirect(`${waitlistPaths.unsubscribe}${linkQuery(id, signature)}`);
    }
    const left = await leaveWaitlist(deps.db, id);
    deps.log.info({ left, oneClick }, 'waitlist unsubscribe');
    if (left) deps.onListChanged?.();
    return oneClick
      ? new Response('Unsubscribed.\n', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore } })
      : redirect(waitlistPaths.unsubscribed);
  } catch (error) {
    deps.log.error(errorFacts(error), 'waitlist unsubscribe failed: unexpected error');
    return redirect('/500');
  }
}

/** GET of the unsubscribe link (the footer link in a mail): the page with the button, never a change. */
export function waitlistUnsubscribePage(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${waitlistPaths.unsubscribe}${linkQuery((url.searchParams.get('w') ?? '').slice(0, 100), (url.searchParams.get('s') ?? '').slice(0, 100))}`);
}

const acceptSchema = z.object({ name: contactFields.name, phone: contactFields.phone, phoneCountry: contactFields.phoneCountry });

/** The accept form's name and phone, token and honeypot: a path back to the offer page when refused. */
async function readAcceptForm(
  request: Request,
  deps: WaitlistHandlerDeps,
  now: number,
): Promise<{ offerPage: string; id: string; refusal?: string; person?: { name: string; phoneE164: string; phoneCountry: string | null } }> {
  const { id, signature, body } = await readLink(request);
  const offerPage = `${waitlistPaths.offer}${linkQuery(id, signature)}`;
  if (!verifyWaitlistLink('offer', id, signature, deps.linkKey, new Date(now)).valid) return { offerPage, id, refusal: '' };
  const token = verifyFormToken(body.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') return { offerPage, id, refusal: '&problem=form' };
  const parsed = acceptSchema.safeParse(body);
  const phone = parsed.success ? verifyPhone(parsed.data.phone, parsed.data.phoneCountry) : undefined;
  if (!parsed.success || !phone?.valid) {
    const fields = parsed.success ? ['phone'] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    deps.log.info({ fields }, 'waitlist accept refused: invalid input');
    return { offerPage, id, refusal: `&problem=input&fix=${encodeURIComponent(fields.join(','))}#offer-form` };
  }
  if (body.website || !token.ok || now - token.issuedAt < minimumFillMs) return { offerPage, id, refusal: '&problem=form' };
  if (await overLimit(request, deps, now)) {
    deps.log.info('waitlist accept refused: rate limited');
    return { offerPage, id, refusal: '&problem=rate-limited' };
  }
  return { offerPage, id, person: { name: parsed.data.name, phoneE164: phone.e164, phoneCountry: parsed.data.phoneCountry } };
}

/**
 * POST /api/waitlist/accept (the button on /waitlist/offer, below the price and terms): the slot
 * held for this person becomes their booking, or goes to Stripe Checkout when rooms are paid
 * online. Anything not open any more (lapsed, taken, past) goes back to the offer page, which says which.
 */
export async function handleWaitlistAccept(request: Request, deps: WaitlistHandlerDeps): Promise<Response> {
  let offerPage: string = waitlistPaths.offer;
  try {
    if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
      deps.log.info('waitlist accept refused: not a form post from our site');
      return redirect(problemPath('forbidden', bookingPaths.start));
    }
    const now = deps.now?.() ?? Date.now();
    const read = await readAcceptForm(request, deps, now);
    offerPage = read.offerPage;
    if (read.refusal !== undefined || !read.person) return redirect(`${offerPage}${read.refusal ?? ''}`);
    const found = await findWaitlistOffer(deps.db, read.id);
    if (!found) return redirect(offerPage);
    const taker = { ...read, person: read.person };
    if (found.kind === 'viewing') return await acceptViewingOffer(request, deps, found, taker, now);
    if (found.kind === 'day-pass') return deps.dayPasses ? await acceptDayPassOffer(request, deps, deps.dayPasses, found, taker, now) : redirect(offerPage);
    if (offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, new Date(now)) !== 'open') return redirect(offerPage);
    const { entry, offer } = found;
    const room = await deps.findRoom(entry.centre, entry.resource);
    if (!room) return redirect(problemPath('not-offered', bookingPaths.start));
    const pricePence = quotePence(room.rates, entry.duration, entry.duration === 'hour' ? entry.hours : 1);
    const vatRatePercent = (await deps.vatRatePercent?.()) ?? standardVatRatePercent;
    const outcome = await acceptWaitlistOffer(
      deps.db,
      offer.id,
      { ...read.person, pricePence, vatRatePercent, cancellationRules: await deps.cancellationRules?.(), attribution: requestAttribution(request, undefined, new Date(now)) },
      { paidOnline: Boolean(deps.payments), channels: deps.channels, visitorMail: deps.visitorMail },
    );
    if (outcome.outcome === 'not-open') return redirect(offerPage);
    deps.log.info({ reference: outcome.reference, room: room.reference, outcome: outcome.outcome }, 'waitlist offer accepted');
    const confirmation = `${bookingPaths.confirmed}?b=${encodeURIComponent(outcome.bookingId)}&s=${encodeURIComponent(signBookingId(outcome.bookingId, deps.bookingLinkKey))}`;
    if (outcome.outcome === 'booked' || !deps.payments) {
      deps.onStored?.();
      return redirect(confirmation);
    }
    return redirect(await payFor(deps, deps.payments, { outcome, room, entry, pricePence, vatRatePercent, confirmation, now }));
  } catch (error) {
    const errorReference = newErrorReference();
    deps.log.error({ ...errorFacts(error), errorReference }, 'waitlist accept failed: unexpected error');
    return redirect(problemPath('failed', offerPage, errorReference));
  }
}

/** Stripe Checkout for the held slot; if it cannot start, the hold goes back and the next person is offered the slot. */
async function payFor(
  deps: WaitlistHandlerDeps,
  payments: Payments,
  held: { outcome: { bookingId: string; reference: string }; room: BookingRoom; entry: WaitlistEntryRow; pricePence: number; vatRatePercent: number; confirmation: string; now: number },
): Promise<string> {
  try {
    const { url } = await startCheckout(deps.db, payments, {
      bookingId: held.outcome.bookingId,
      reference: held.outcome.reference,
      description: `${held.room.name} (${held.room.reference}): ${bookingWhen(held.entry)} UK time`,
      netPence: held.pricePence,
      vatRatePercent: held.vatRatePercent,
      email: held.entry.email,
      successUrl: new URL(`${held.confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${held.confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now: new Date(held.now),
    });
    return url;
  } catch (error) {
    await releaseHold(deps.db, held.outcome.bookingId);
    deps.onListChanged?.();
    throw error;
  }
}

type OfferTaker = { offerPage: string; id: string; person: { name: string; phoneE164: string; phoneCountry: string | null } };

/**
 * A viewing offer taken: the held seat becomes the person's viewing (free: nothing to pay), and
 * the viewing's own confirmation page follows, as after booking one.
 */
async function acceptViewingOffer(
  request: Request,
  deps: WaitlistHandlerDeps,
  found: Extract<WaitlistOfferWithHold, { kind: 'viewing' }>,
  read: OfferTaker,
  now: number,
): Promise<Response> {
  if (offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, new Date(now)) !== 'open') return redirect(read.offerPage);
  // The centre still shows people round (its viewing hours are in the CMS); otherwise the offer page says the offer has ended.
  if (deps.viewingHours && !(await deps.viewingHours(found.entry.centre))) return redirect(read.offerPage);
  const outcome = await acceptViewingWaitlistOffer(
    deps.db,
    found.offer.id,
    { ...read.person, attribution: requestAttribution(request, undefined, new Date(now)) },
    { channels: deps.channels, visitorMail: deps.visitorMail },
  );
  if (outcome.outcome === 'not-open') return redirect(read.offerPage);
  deps.log.info({ reference: outcome.reference, centre: found.entry.centre }, 'waitlist viewing offer accepted');
  deps.onStored?.();
  return redirect(viewingConfirmedPath({ id: outcome.viewingId, endsAt: found.viewing.endsAt }, deps.linkKey));
}

type DayPassDeps = NonNullable<WaitlistHandlerDeps['dayPasses']>;

/**
 * A day-pass offer taken: the held desk becomes the person's pass at today's price (the CMS's),
 * confirmed now, or (Stripe configured and a price to pay) sent to the day-pass Checkout, whose
 * webhook confirms it as any held pass. The pass's own confirmation page follows, as after a purchase.
 */
async function acceptDayPassOffer(
  request: Request,
  deps: WaitlistHandlerDeps,
  dayPasses: DayPassDeps,
  found: Extract<WaitlistOfferWithHold, { kind: 'day-pass' }>,
  read: OfferTaker,
  now: number,
): Promise<Response> {
  if (offerLinkState({ ...found.offer, slotStartsAt: found.entry.startsAt }, new Date(now)) !== 'open') return redirect(read.offerPage);
  const { entry, offer, pass } = found;
  const centre = await dayPasses.offer(entry.centre);
  if (!centre) return redirect(problemPath('not-offered', bookingPaths.start));
  const price = dayPassPrice(centre.settings, (await deps.vatRatePercent?.()) ?? standardVatRatePercent, false);
  const payOnline = deps.payments !== undefined && price.netPence > 0;
  const outcome = await acceptDayPassWaitlistOffer(
    deps.db,
    offer.id,
    { ...read.person, pricePence: price.netPence, vatRatePercent: price.vatRatePercent, attribution: requestAttribution(request, undefined, new Date(now)) },
    { paidOnline: payOnline, visitorMail: deps.visitorMail },
  );
  if (outcome.outcome === 'not-open') return redirect(read.offerPage);
  deps.log.info({ reference: outcome.reference, centre: entry.centre, outcome: outcome.outcome }, 'waitlist day-pass offer accepted');
  const confirmation = dayPassConfirmedPath({ id: outcome.dayPassId, day: pass.day }, deps.linkKey);
  if (outcome.outcome === 'booked' || !deps.payments) {
    deps.onStored?.();
    return redirect(confirmation);
  }
  try {
    const town = (await dayPasses.townOf(entry.centre)) ?? entry.centre;
    const { sessionId, url } = await startDayPassCheckout(deps.payments, {
      dayPassId: outcome.dayPassId,
      reference: outcome.reference,
      description: `Coworking day pass, Northlight ${town}: ${weekdayOf(pass.day)} ${formatCalendarDay(pass.day)}`,
      netPence: price.netPence,
      vatRatePercent: price.vatRatePercent,
      email: entry.email,
      successUrl: new URL(`${confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now: new Date(now),
    });
    await recordDayPassCheckout(deps.db, outcome.dayPassId, sessionId);
    return redirect(url);
  } catch (error) {
    // The desk must not stay held for a payment that cannot be made: the next person is offered it.
    await releaseDayPassHold(deps.db, outcome.dayPassId);
    deps.onListChanged?.();
    throw error;
  }
}
