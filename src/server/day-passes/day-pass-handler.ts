import 'server-only';
import { requestAttribution } from '../requests/attribution';
import type { Logger } from 'pino';
import {
  dayPassCancellable,
  dayPassDateProblem,
  dayPassPaths,
  dayPassPrice,
  dayPassRequestSchema,
  type DayPassProblem,
  type DayPassRequest,
  type DayPassSettings,
} from '@/domain/day-pass/day-pass';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import type { WeeklyHours } from '@/lib/booking-slots';
import type { PriceWithVat } from '@/domain/vat';
import { clientAddress } from '../requests/client-address';
import { dayPassConfirmedPath } from './day-pass-link';
import { dayPassFormCookie, sealDayPassFormState } from './day-pass-form-state';
import {
  cancelDayPass,
  createDayPass,
  DayFullError,
  findDayPass,
  recordDayPassCheckout,
  releaseDayPassHold,
  TrialUsedError,
  type StoredDayPass,
} from './day-passes';
import { holdEndsAt } from '@/domain/booking/payment-policy';
import { weekdayOf } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { startDayPassCheckout } from '../payments/checkout';
import { refundCancelledDayPass } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';
import type { Database } from '../db/client';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts } from '../failures';
import { consumeFormToken, isSecureRequest, verifyFormToken } from '../requests/form-token';
import { verifyManageLink } from '../links/manage-link';
import { verifyPhone } from '../requests/phone';
import { readFormBody } from '../requests/request-body';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { withVat } from '@/domain/vat';
import type { PromoLookup } from '../promo-codes/quote';
import { checkoutPromo, priceWithPromo, promoFieldError, redeemAlongside, type PurchasePromo } from '../promo-codes/purchase';

/*
 * POST /api/day-passes (buy) and POST /api/day-passes/cancel: plain form posts answered with a
 * 303, so the whole flow works with JavaScript off. Like the viewing handler: cross-site refusal,
 * body size, the signed form token with its minimum fill time, one pass per form, the rate limit
 * (a `day-pass:` key per client address), and refusals that go back to the centre's page with the
 * reason in the URL (nothing personal) and what was typed in a sealed cookie. The date, the desks
 * and the price are decided here from the CMS, never from the form.
 */

export type DayPassHandlerDeps = {
  readonly db: Database;
  readonly visitorMail?: boolean;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the pass's manage link (subject 'day-pass'). */
  readonly linkKey: string;
  /** The centre's day-pass settings and opening hours as the CMS has them now, or undefined. */
  readonly offer: (centre: string) => Promise<{ settings: DayPassSettings; openingHours: readonly WeeklyHours[] } | undefined>;
  readonly vatRatePercent: () => Promise<number>;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
  /** Stripe, when configured: a paid day is paid online before it is confirmed (docs/decisions/0053). */
  readonly payments?: Payments;
  /** The centre's town, for the line on the Stripe page. */
  readonly townOf?: (centre: string) => Promise<string | undefined>;
  /** The CMS's promo codes (docs/decisions/0054); absent: every code is refused as unknown. */
  readonly promoCodes?: PromoLookup;
};

type Input = Record<string, string>;

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  if (cookie) headers.set('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The centre's page with the reason, and the date kept when it is still worth offering. */
function pageFor(input: Input, problem: DayPassProblem, keepDate: boolean): string {
  const centre = typeof input.centre === 'string' && /^[a-z-]{2,40}$/.test(input.centre) ? input.centre : undefined;
  if (!centre) return `${dayPassPaths.start}?problem=${problem}`;
  const query = new URLSearchParams();
  if (keepDate && typeof input.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date)) query.set('date', input.date);
  if (input.kind === 'trial') query.set('kind', 'trial');
  query.set('problem', problem);
  return `${dayPassPaths.centre(centre)}?${query.toString()}#day-pass-${problem === 'invalid' ? 'form' : 'problem'}`;
}

function refuse(request: Request, deps: DayPassHandlerDeps, input: Input, problem: DayPassProblem, errors: FieldErrors = {}, keepDate = true): Response {
  const sealed = sealDayPassFormState(input, errors, deps.formTokenSecret, deps.now?.());
  return redirect(pageFor(input, problem, keepDate), dayPassFormCookie(sealed, isSecureRequest(request, deps.siteUrl)));
}

export async function handleDayPassPost(request: Request, deps: DayPassHandlerDeps): Promise<Response> {
  let input: Input = {};
  try {
    if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
      deps.log.info('day pass refused: not a form post from our site');
      return redirect(`${dayPassPaths.start}?problem=forbidden`);
    }
    const read = await readFormBody(request);
    if (!read.ok) {
      deps.log.info({ reason: read.reason }, 'day pass refused: unreadable form');
      return redirect(`${dayPassPaths.start}?problem=invalid`);
    }
    input = Object.fromEntries(read.value);
    return await buy(request, deps, input, deps.now?.() ?? Date.now());
  } catch (error) {
    deps.log.error(errorFacts(error), 'day pass failed: unexpected error');
    return redirect(pageFor(input, 'failed', true));
  }
}

async function buy(request: Request, deps: DayPassHandlerDeps, input: Input, now: number): Promise<Response> {
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'day pass refused: form token');
    return refuse(request, deps, input, 'forbidden');
  }
  if (input.intent === 'apply-promo') return toPromoApplied(request, deps, input);
  const checked = validate(input, token.ok && now - token.issuedAt >= minimumFillMs);
  if (!checked.accepted) {
    deps.log.info({ fields: Object.keys(checked.errors) }, 'day pass refused: invalid input');
    return refuse(request, deps, input, 'invalid', checked.errors);
  }
  const { data, phoneE164 } = checked.accepted;
  const offer = await deps.offer(data.centre);
  if (!offer || dayPassDateProblem(offer.settings, offer.openingHours, data.date, new Date(now))) {
    deps.log.info({ reason: offer ? 'date' : 'centre' }, 'day pass refused: not offered');
    return refuse(request, deps, input, 'date', {}, false);
  }
  const trial = data.kind === 'trial';
  if (trial && !offer.settings.freeTrialDay) return refuse(request, deps, input, 'trial-off');
  if (await overLimit(request, deps, now)) return refuse(request, deps, input, 'rate-limited');
  // One form, one pass (issue 41): the token is used up where a pass would be made.
  if (token.ok && !(await consumeFormToken(deps.db, input.token ?? '', token.issuedAt))) {
    deps.log.info('day pass refused: form token already used');
    return refuse(request, deps, input, 'used');
  }
  const listed = dayPassPrice(offer.settings, await deps.vatRatePercent(), trial);
  // A promo code comes off the price before VAT (decision 0054); a free trial day has nothing to take off.
  const priced = trial ? { netPence: listed.netPence, promo: undefined } : await priceWithPromo(deps, input.promo, { product: 'day-passes', listPence: listed.netPence, now: new Date(now) });
  if ('refused' in priced) {
    deps.log.info({ fields: ['promo'] }, 'day pass refused: promo code');
    return refuse(request, deps, input, 'invalid', { promo: priced.refused });
  }
  const price = withVat(priced.netPence, listed.vatRatePercent);
  return store(request, deps, input, { data, phoneE164, desks: offer.settings.desks, price, promo: priced.promo });
}

/** "Apply code": back to the form with what was typed kept (sealed cookie) and the date chosen; nothing is bought. */
function toPromoApplied(request: Request, deps: DayPassHandlerDeps, input: Input): Response {
  const centre = typeof input.centre === 'string' && /^[a-z-]{2,40}$/.test(input.centre) ? input.centre : undefined;
  if (!centre) return redirect(dayPassPaths.start);
  const query = new URLSearchParams();
  if (typeof input.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date)) query.set('date', input.date);
  const sealed = sealDayPassFormState(input, {}, deps.formTokenSecret, deps.now?.());
  return redirect(`${dayPassPaths.centre(centre)}?${query.toString()}#day-pass-form`, dayPassFormCookie(sealed, isSecureRequest(request, deps.siteUrl)));
}

/** Stores the pass and redirects to its confirmation; a full day or a second trial goes back to the page. */
async function store(
  request: Request,
  deps: DayPassHandlerDeps,
  input: Input,
  { data, phoneE164, desks, price, promo }: { data: DayPassRequest; phoneE164: string; desks: number; price: PriceWithVat; promo: PurchasePromo },
): Promise<Response> {
  const trial = data.kind === 'trial';
  const now = new Date(deps.now?.() ?? Date.now());
  // A free day (a trial, or a centre that charges nothing) never goes to Stripe.
  const payOnline = deps.payments !== undefined && price.netPence > 0;
  try {
    const stored = await createDayPass(
      deps.db,
      {
        centre: data.centre,
        day: data.date,
        desks,
        trial,
        name: data.name,
        email: data.email,
        phoneE164,
        phoneCountry: data.phoneCountry,
        pricePence: price.netPence,
        vatRatePercent: price.vatRatePercent,
        // Validated, and click ids kept only with advertising consent (decision 0046).
        attribution: requestAttribution(request),
        holdExpiresAt: payOnline ? holdEndsAt(now) : undefined,
      },
      {
        visitorMail: deps.visitorMail ?? false,
        alongside: redeemAlongside(promo, { email: data.email, product: 'day-passes', subject: (row) => ({ dayPassId: row.id }) }),
      },
    );
    deps.log.info({ reference: stored.reference, centre: data.centre, trial, payOnline, promo: Boolean(promo) }, 'day pass stored');
    deps.onStored?.();
    const confirmation = dayPassConfirmedPath({ id: stored.id, day: data.date }, deps.linkKey);
    const clearForm = dayPassFormCookie(undefined, isSecureRequest(request, deps.siteUrl));
    if (!payOnline || !deps.payments) return redirect(confirmation, clearForm);
    const checkout = await payFor(deps, deps.payments, { stored, data, price, confirmation, now, promo });
    if (!checkout) return refuse(request, deps, input, 'failed');
    return redirect(checkout, clearForm);
  } catch (error) {
    const promoRefused = promoFieldError(error, 'day-passes');
    if (promoRefused) {
      deps.log.info({ fields: ['promo'] }, 'day pass refused: promo code used');
      return refuse(request, deps, input, 'invalid', { promo: promoRefused });
    }
    if (error instanceof DayFullError) {
      deps.log.info({ centre: data.centre }, 'day pass refused: day full');
      return refuse(request, deps, input, 'full', {}, false);
    }
    if (error instanceof TrialUsedError) {
      deps.log.info({ centre: data.centre }, 'day pass refused: trial already used');
      return refuse(request, deps, input, 'trial-used');
    }
    throw error;
  }
}

/**
 * The Stripe Checkout page for a pass just held; undefined when Stripe cannot be reached, and the
 * desk is then released at once (it must not stay held for a payment that cannot be made).
 */
async function payFor(
  deps: DayPassHandlerDeps,
  payments: Payments,
  { stored, data, price, confirmation, now, promo }: { stored: StoredDayPass; data: DayPassRequest; price: PriceWithVat; confirmation: string; now: Date; promo: PurchasePromo },
): Promise<string | undefined> {
  try {
    const town = (await deps.townOf?.(data.centre)) ?? data.centre;
    const { sessionId, url } = await startDayPassCheckout(payments, {
      dayPassId: stored.id,
      reference: stored.reference,
      description: `Coworking day pass, Northlight ${town}: ${weekdayOf(data.date)} ${formatCalendarDay(data.date)}`,
      netPence: price.netPence,
      promo: checkoutPromo(promo),
      vatRatePercent: price.vatRatePercent,
      email: data.email,
      successUrl: new URL(`${confirmation}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${confirmation}&checkout=cancelled`, deps.siteUrl).toString(),
      now,
    });
    await recordDayPassCheckout(deps.db, stored.id, sessionId);
    return url;
  } catch (error) {
    await releaseDayPassHold(deps.db, stored.id);
    deps.log.error(errorFacts(error), 'day pass checkout could not start; the desk was released');
    return undefined;
  }
}

function validate(input: Input, filledSlowly: boolean): { errors: FieldErrors; accepted?: { data: DayPassRequest; phoneE164: string } } {
  const parsed = dayPassRequestSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (!parsed.success) return { errors };
  const verdict = verifyPhone(parsed.data.phone, parsed.data.phoneCountry);
  if (!verdict.valid) errors.phone = phoneErrorMessages[verdict.errorCode];
  if (parsed.data.website) errors.form = 'We could not take this booking. Please call us instead.';
  if (!filledSlowly) errors.form = 'That was very quick. Check your details and send the form again.';
  if (!verdict.valid || Object.keys(errors).length > 0) return { errors };
  return { errors, accepted: { data: parsed.data, phoneE164: verdict.e164 } };
}

async function overLimit(request: Request, deps: DayPassHandlerDeps, now: number): Promise<boolean> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`day-pass:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (!limit.allowed) deps.log.info('day pass refused: rate limited');
  return !limit.allowed;
}

/**
 * POST /api/day-passes/cancel: b (pass id) and s (its signed manage link), from the manage page.
 * The page's rule is held here too: online until the day starts, never once checked in.
 */
export async function handleDayPassCancel(
  request: Request,
  deps: Pick<DayPassHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'visitorMail' | 'now' | 'onStored' | 'payments'>,
): Promise<Response> {
  try {
    const read = isCrossSite(request, deps.siteUrl) || !isFormPost(request) ? undefined : await readFormBody(request);
    const input: Input = read?.ok ? Object.fromEntries(read.value) : {};
    const id = (input.b ?? '').slice(0, 100);
    const signature = (input.s ?? '').slice(0, 100);
    const manage = `${dayPassPaths.manage}?b=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`;
    const now = new Date(deps.now?.() ?? Date.now());
    if (!read?.ok || !verifyManageLink('day-pass', id, signature, deps.linkKey, now).valid) {
      deps.log.info('day pass cancel refused: not a signed form post from our site');
      // The manage page says what is wrong with the link (forged or expired), in the site's layout.
      return redirect(manage);
    }
    const pass = await findDayPass(deps.db, id);
    if (!pass) return redirect(manage);
    if (pass.status === 'confirmed' && (!dayPassCancellable(pass, now) || pass.checkedInAt)) {
      deps.log.info('day pass cancel refused: the day has started');
      return redirect(`${manage}&problem=started`);
    }
    const cancelled = await cancelDayPass(deps.db, id, { visitorMail: deps.visitorMail ?? false, canceller: { by: 'visitor' } });
    deps.log.info({ reference: pass.reference, cancelled }, 'day pass cancel');
    if (cancelled) deps.onStored?.();
    // Cancelled before its day is always free: a pass paid online is refunded now (the sweeper retries).
    if (cancelled && deps.payments) await refundCancelledDayPass(deps.db, deps.payments, id, deps.log);
    return redirect(`${manage}&done=cancelled`);
  } catch (error) {
    deps.log.error(errorFacts(error), 'day pass cancel failed: unexpected error');
    return redirect('/500');
  }
}
