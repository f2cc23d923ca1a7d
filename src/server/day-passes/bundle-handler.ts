import 'server-only';
import type { Logger } from 'pino';
import {
  bundlePaths,
  bundlePrice,
  bundleRequestSchema,
  bundleUseRequestSchema,
  type BundleProblem,
  type BundleSettings,
} from '@/domain/day-pass/bundle';
import { dayPassDateProblem, passReferenceFrom, type DayPassSettings } from '@/domain/day-pass/day-pass';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import type { WeeklyHours } from '@/lib/booking-slots';
import type { PriceWithVat } from '@/domain/vat';
import type { Database } from '../db/client';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { errorFacts } from '../failures';
import { startBundleCheckout } from '../payments/checkout';
import type { Payments } from '../payments/stripe-client';
import { requestAttribution } from '../requests/attribution';
import { clientAddress } from '../requests/client-address';
import { consumeFormToken, isSecureRequest, verifyFormToken } from '../requests/form-token';
import { verifyPhone } from '../requests/phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { readFormBody } from '../requests/request-body';
import { bundleManagePath } from './bundle-link';
import { bundleFormCookie, sealBundleFormState } from './bundle-form-state';
import {
  abandonBundle,
  BundleUseRefused,
  createBundle,
  findBundleForUse,
  recordBundleCheckout,
  bookDayFromBundle,
} from './bundles';
import { dayPassConfirmedPath } from './day-pass-link';
import { DayFullError } from './day-passes';

/*
 * POST /api/day-passes/bundles (buy 5 or 10 days) and POST /api/day-passes/bundles/use (book a day
 * from a bundle): plain form posts answered with a 303, as the day-pass handler is, with the same
 * guards (cross-site refusal, body size, the signed form token and its fill time, one use per form,
 * the rate limit under the `day-pass:` key, so passes and bundles share a client's allowance).
 * Refusals go back to the bundle page with the reason in the URL and what was typed in a sealed
 * cookie; nothing personal is logged. Bundles are sold only with Stripe (decision 0056).
 */

export type BundleHandlerDeps = {
  readonly db: Database;
  readonly visitorMail?: boolean;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  readonly linkKey: string;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
  readonly payments?: Payments;
  /** The CMS's bundle settings now, or undefined when they are not complete. */
  readonly bundleSettings: () => Promise<BundleSettings | undefined>;
  readonly vatRatePercent: () => Promise<number>;
  /** A centre selling passes: its settings and opening hours now, else undefined. */
  readonly offer: (centre: string) => Promise<{ settings: DayPassSettings; openingHours: readonly WeeklyHours[] } | undefined>;
};

type Input = Record<string, string>;

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  if (cookie) headers.set('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The bundle page with the reason and the form it concerns; the centre kept when it is one. */
function pageFor(input: Input, form: 'buy' | 'use', problem: BundleProblem): string {
  const query = new URLSearchParams();
  if (typeof input.centre === 'string' && /^[a-z-]{2,40}$/.test(input.centre)) query.set('centre', input.centre);
  // The use form's reference and date (neither personal: the reference opens nothing without the email).
  const reference = typeof input.bundle === 'string' ? passReferenceFrom(input.bundle) : undefined;
  if (form === 'use' && reference) query.set('ref', reference);
  if (form === 'use' && typeof input.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date)) query.set('date', input.date);
  if (form === 'buy' && (input.days === '5' || input.days === '10')) query.set('days', input.days);
  query.set('form', form);
  query.set('problem', problem);
  return `${bundlePaths.buy}?${query.toString()}#bundle-${form}`;
}

function refuse(request: Request, deps: BundleHandlerDeps, input: Input, form: 'buy' | 'use', problem: BundleProblem, errors: FieldErrors = {}): Response {
  const sealed = sealBundleFormState({ ...input, form }, errors, deps.formTokenSecret, deps.now?.());
  return redirect(pageFor(input, form, problem), bundleFormCookie(sealed, isSecureRequest(request, deps.siteUrl)));
}

async function readPost(request: Request, deps: BundleHandlerDeps, form: 'buy' | 'use'): Promise<{ input: Input } | { response: Response }> {
  if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
    deps.log.info({ form }, 'bundle refused: not a form post from our site');
    return { response: redirect(`${bundlePaths.buy}?form=${form}&problem=forbidden`) };
  }
  const read = await readFormBody(request);
  if (!read.ok) {
    deps.log.info({ form, reason: read.reason }, 'bundle refused: unreadable form');
    return { response: redirect(`${bundlePaths.buy}?form=${form}&problem=invalid`) };
  }
  return { input: Object.fromEntries(read.value) };
}

/** The token, the rate limit and one use of the form; a refusal when one of them says no. */
async function guard(request: Request, deps: BundleHandlerDeps, input: Input, form: 'buy' | 'use', now: number): Promise<Response | { slow: boolean }> {
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ form, reason: token.reason }, 'bundle refused: form token');
    return refuse(request, deps, input, form, 'forbidden');
  }
  return { slow: token.ok && now - token.issuedAt >= minimumFillMs };
}

async function spendToken(request: Request, deps: BundleHandlerDeps, input: Input, form: 'buy' | 'use', now: number): Promise<Response | undefined> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`day-pass:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (!limit.allowed) {
    deps.log.info({ form }, 'bundle refused: rate limited');
    return refuse(request, deps, input, form, 'rate-limited');
  }
  const token = verifyFormToken(input.token, deps.formTokenSecret, now);
  if (token.ok && !(await consumeFormToken(deps.db, input.token ?? '', token.issuedAt))) {
    deps.log.info({ form }, 'bundle refused: form token already used');
    return refuse(request, deps, input, form, 'used');
  }
  return undefined;
}

export async function handleBundlePost(request: Request, deps: BundleHandlerDeps): Promise<Response> {
  let input: Input = {};
  try {
    const post = await readPost(request, deps, 'buy');
    if ('response' in post) return post.response;
    input = post.input;
    const now = deps.now?.() ?? Date.now();
    const guarded = await guard(request, deps, input, 'buy', now);
    if (guarded instanceof Response) return guarded;
    const settings = await deps.bundleSettings();
    if (!deps.payments || !settings?.onSale) {
      deps.log.info({ stripe: deps.payments !== undefined }, 'bundle refused: not on sale');
      return refuse(request, deps, input, 'buy', 'off');
    }
    const parsed = bundleRequestSchema.safeParse(input);
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
    const phone = parsed.success ? verifyPhone(parsed.data.phone, parsed.data.phoneCountry) : undefined;
    if (phone && !phone.valid) errors.phone = phoneErrorMessages[phone.errorCode];
    if (parsed.success && parsed.data.website) errors.form = 'We could not take this order. Please call us instead.';
    if (!guarded.slow) errors.form = 'That was very quick. Check your details and send the form again.';
    if (!parsed.success || !phone?.valid || Object.keys(errors).length > 0) {
      deps.log.info({ fields: Object.keys(errors) }, 'bundle refused: invalid input');
      return refuse(request, deps, input, 'buy', 'invalid', errors);
    }
    const spent = await spendToken(request, deps, input, 'buy', now);
    if (spent) return spent;
    const data = parsed.data;
    const price = bundlePrice(settings, data.days, await deps.vatRatePercent());
    const stored = await createBundle(deps.db, {
      days: data.days,
      pricePence: price.netPence,
      vatRatePercent: price.vatRatePercent,
      validMonths: settings.validMonths,
      name: data.name,
      email: data.email,
      phoneE164: phone.e164,
      phoneCountry: data.phoneCountry,
      centre: data.centre,
      attribution: requestAttribution(request),
    });
    deps.log.info({ reference: stored.reference, days: data.days }, 'bundle stored, awaiting payment');
    const checkout = await payFor(deps, deps.payments, { stored, days: data.days, email: data.email, price, validMonths: settings.validMonths, now });
    if (!checkout) return refuse(request, deps, input, 'buy', 'failed');
    return redirect(checkout, bundleFormCookie(undefined, isSecureRequest(request, deps.siteUrl)));
  } catch (error) {
    deps.log.error(errorFacts(error), 'bundle failed: unexpected error');
    return redirect(pageFor(input, 'buy', 'failed'));
  }
}

/**
 * The Stripe Checkout page for a bundle just stored; undefined when Stripe cannot be reached, and
 * the bundle is then marked never sold. Back from Stripe, the buyer lands on the bundle's page.
 */
async function payFor(
  deps: BundleHandlerDeps,
  payments: Payments,
  order: { stored: { id: string; reference: string }; days: number; email: string; price: PriceWithVat; validMonths: number; now: number },
): Promise<string | undefined> {
  const { stored, days, email, price, validMonths, now } = order;
  const page = bundleManagePath({ id: stored.id, createdAt: new Date(now), validMonths }, deps.linkKey);
  try {
    const { sessionId, url } = await startBundleCheckout(payments, {
      bundleId: stored.id,
      reference: stored.reference,
      description: `Northlight coworking: ${days} day passes, valid ${validMonths} months`,
      netPence: price.netPence,
      vatRatePercent: price.vatRatePercent,
      email,
      successUrl: new URL(`${page}&paid=1`, deps.siteUrl).toString(),
      cancelUrl: new URL(`${page}&checkout=cancelled`, deps.siteUrl).toString(),
      now: new Date(now),
    });
    await recordBundleCheckout(deps.db, stored.id, sessionId);
    return url;
  } catch (error) {
    await abandonBundle(deps.db, stored.id);
    deps.log.error(errorFacts(error), 'bundle checkout could not start; nothing was sold');
    return undefined;
  }
}

export async function handleBundleUse(request: Request, deps: BundleHandlerDeps): Promise<Response> {
  let input: Input = {};
  try {
    const post = await readPost(request, deps, 'use');
    if ('response' in post) return post.response;
    input = post.input;
    const now = deps.now?.() ?? Date.now();
    const guarded = await guard(request, deps, input, 'use', now);
    if (guarded instanceof Response) return guarded;
    const parsed = bundleUseRequestSchema.safeParse(input);
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
    if (parsed.success && parsed.data.website) errors.form = 'We could not take this booking. Please call us instead.';
    if (!guarded.slow) errors.form = 'That was very quick. Check your details and send the form again.';
    if (!parsed.success || Object.keys(errors).length > 0) {
      deps.log.info({ fields: Object.keys(errors) }, 'bundle use refused: invalid input');
      return refuse(request, deps, input, 'use', 'invalid', errors);
    }
    const data = parsed.data;
    const offer = await deps.offer(data.centre);
    if (!offer || dayPassDateProblem(offer.settings, offer.openingHours, data.date, new Date(now))) {
      deps.log.info({ reason: offer ? 'date' : 'centre' }, 'bundle use refused: not offered');
      return refuse(request, deps, input, 'use', 'date');
    }
    const spent = await spendToken(request, deps, input, 'use', now);
    if (spent) return spent;
    // Reference and email together open a bundle: either alone says only "not found".
    const bundle = await findBundleForUse(deps.db, data.bundle, data.email);
    if (!bundle) {
      deps.log.info('bundle use refused: no bundle with that reference and email');
      return refuse(request, deps, input, 'use', 'not-found');
    }
    try {
      const pass = await bookDayFromBundle(
        deps.db,
        { bundleId: bundle.id, centre: data.centre, day: data.date, desks: offer.settings.desks },
        { visitorMail: deps.visitorMail ?? false, now: new Date(now) },
      );
      deps.log.info({ reference: pass.reference, bundle: bundle.reference, centre: data.centre }, 'day booked from a bundle');
      deps.onStored?.();
      return redirect(dayPassConfirmedPath({ id: pass.id, day: data.date }, deps.linkKey), bundleFormCookie(undefined, isSecureRequest(request, deps.siteUrl)));
    } catch (error) {
      if (error instanceof BundleUseRefused) {
        deps.log.info({ bundle: bundle.reference, problem: error.problem }, 'bundle use refused');
        return refuse(request, deps, input, 'use', error.problem);
      }
      if (error instanceof DayFullError) {
        deps.log.info({ centre: data.centre }, 'bundle use refused: day full');
        return refuse(request, deps, input, 'use', 'full');
      }
      throw error;
    }
  } catch (error) {
    deps.log.error(errorFacts(error), 'bundle use failed: unexpected error');
    return redirect(pageFor(input, 'use', 'failed'));
  }
}

