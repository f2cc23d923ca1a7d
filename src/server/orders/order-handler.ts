import 'server-only';
import type { Logger } from 'pino';
import { requestAttribution } from '../requests/attribution';
import { fieldErrorsFrom, minimumFillMs, type FieldErrors } from '@/domain/enquiry/enquiry-schema';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { withVat } from '@/domain/vat';
import {
  initialOrderStatus,
  orderDetailsSchema,
  orderFieldOrder,
  orderPaths,
  type OrderDetails,
} from '@/domain/virtual-office/order-schema';
import { firstMonthPrice, initialOrderPayment } from '@/domain/virtual-office/payment';
import { promoCodeInputMaxLength } from '@/domain/promo-codes/promo-codes';
import type { PromoLookup } from '../promo-codes/quote';
import {
  priceWithPromo,
  promoFieldError,
  redeemAlongside,
  type PurchasePromo,
} from '../promo-codes/purchase';
import { promoForOrder } from '../promo-codes/redemptions';
import { findPlan, monthlyPenceAt, type VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { agreedToTerms, termsField, termsTickError } from '@/domain/virtual-office/terms';
import { readCookie } from '@/lib/read-cookie';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import type { DeliveryChannel } from '../db/schema';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { readFormBody, type BodyRefusal } from '../requests/request-body';
import { errorFacts, isStorageOutage, newErrorReference } from '../failures';
import { verifyFormToken } from '../requests/form-token';
import {
  clearDraftCookies,
  draftCookies,
  newDraftKey,
  openDraft,
  orderDraftCookieName,
  sealDraft,
  type OrderDraft,
} from './order-draft';
import { orderConfirmedPath, orderManagePath, verifyOrderSignature } from './order-link';
import { cancelOrder, createOrder, findOrder, invoiceInstead } from './orders';
import { refundOrderNow } from '../payments/sweeper';
import { startOrderCheckout } from '../payments/checkout';
import type { Payments } from '../payments/stripe-client';
import { verifyPhone } from '../requests/phone';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';

/*
 * The virtual-office order's form posts (docs/decisions/0023): the details (checked, kept in the
 * encrypted draft cookie, then the review page), "Place order" (stored with its outbox rows) and
 * the buyer's cancel. Every answer is a 303 to a page in the site's layout: the next step, the
 * form again with what to correct, or a page saying what went wrong and what to do next. The
 * enquiry handler's guards are reused: cross-site refusal, body size, the signed form token, the
 * rate limit, failure answers that log no personal data.
 */

export type OrderOffer = {
  readonly plans: readonly VirtualOfficePlan[];
  readonly vatRatePercent: number;
};

export type OrderHandlerDeps = {
  readonly db: Database;
  readonly channels: readonly DeliveryChannel[];
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the order's page (order-link.ts). */
  readonly linkKey: string;
  /** Encrypts the draft cookie (order-draft.ts). */
  readonly draftKey: Buffer;
  readonly offer: () => Promise<OrderOffer>;
  /** Mail the buyer (SMTP configured): the confirmation and, on cancel, the cancellation. */
  readonly visitorMail?: boolean;
  /** Stripe configured: the first month is paid by card at Checkout. Absent: invoiced, as before. */
  readonly payments?: Payments | undefined;
  /** The CMS's promo codes (docs/decisions/0054); absent: every code is refused as unknown. */
  readonly promoCodes?: PromoLookup | undefined;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
};

export const orderProblems = [
  'cross-site',
  'too-long',
  'unreadable',
  'expired',
  'rate-limited',
  'not-offered',
  'failure',
  'unavailable',
  'link',
] as const;
export type OrderProblem = (typeof orderProblems)[number];

const noStore = { 'cache-control': 'no-store' };

function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, ...noStore });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

const problemAt = (problem: OrderProblem, extra = '') =>
  seeOther(`${orderPaths.problem}?reason=${problem}${extra}`);

async function readForm(request: Request): Promise<Record<string, string> | BodyRefusal> {
  const read = await readFormBody(request);
  return read.ok ? Object.fromEntries(read.value) : read.reason;
}

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

const secureCookies = (deps: Pick<OrderHandlerDeps, 'siteUrl'>) => deps.siteUrl.startsWith('https:');

/** The cheap refusals first (cross-site, not a form, too long), then the page's signed token. */
async function admit(request: Request, deps: OrderHandlerDeps, now: number) {
  if (isCrossSite(request, deps.siteUrl)) return problemAt('cross-site');
  if (!isFormPost(request))
    return new Response('Send the order as a form post.', { status: 415, headers: noStore });
  const form = await readForm(request);
  if (typeof form === 'string') return problemAt(form);
  const token = verifyFormToken(form.token, deps.formTokenSecret, now);
  if (!token.ok && token.reason !== 'too-quick') {
    deps.log.info({ reason: token.reason }, 'order refused: form token');
    return problemAt('expired');
  }
  return { form, token };
}

/** Every field the details form posts, bounded, as strings (the draft keeps them to show again). */
function postedValues(form: Record<string, string>): Record<string, string> {
  const names = [...orderFieldOrder, 'phoneCountry', 'website'];
  return Object.fromEntries(names.map((name) => [name, (form[name] ?? '').slice(0, 500)]));
}

const definedErrors = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => (message ? [[field, message.slice(0, 300)]] : [])),
  );

/** The schema, the phone, the honeypot, and the plan at that centre. */
export function checkDetails(
  values: Record<string, string>,
  offer: OrderOffer,
  today: string,
):
  | { errors: FieldErrors }
  | {
      errors?: undefined;
      details: OrderDetails;
      phoneE164: string;
      plan: VirtualOfficePlan;
      monthlyPence: number;
    } {
  const parsed = orderDetailsSchema(today).safeParse(values);
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  if (!parsed.success) return { errors };
  const verdict = verifyPhone(parsed.data.phone, parsed.data.phoneCountry);
  if (!verdict.valid) errors.phone = phoneErrorMessages[verdict.errorCode];
  if (parsed.data.website) errors.form = 'We could not take this order. Please call us instead.';
  const plan = findPlan(offer.plans, parsed.data.plan);
  const monthlyPence = plan ? monthlyPenceAt(plan, parsed.data.centre) : undefined;
  if (!plan || monthlyPence === undefined)
    errors.centre = 'That plan is not offered at that centre. Choose another centre or plan.';
  if (!verdict.valid || !plan || monthlyPence === undefined || Object.keys(errors).length > 0)
    return { errors };
  return { details: parsed.data, phoneE164: verdict.e164, plan, monthlyPence };
}

/** POST /api/virtual-office-orders/details: check, keep in the draft, then review (or correct). */
export async function handleOrderDetailsPost(request: Request, deps: OrderHandlerDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const { form, token } = admitted;
    const values = postedValues(form);
    const previous = openDraft(
      readCookie(request.headers.get('cookie') ?? '', orderDraftCookieName),
      deps.draftKey,
      now,
    );
    const checked = checkDetails(values, await deps.offer(), todayIn(businessTimeZone, new Date(now)));
    const errors = checked.errors ?? {};
    if (!token.ok || now - token.issuedAt < minimumFillMs)
      errors.form = 'That was very quick. Check your details and send the form again.';
    const ok = Object.keys(errors).length === 0;
    if (!ok) deps.log.info({ fields: Object.keys(errors) }, 'order details refused: invalid input');
    const draft: OrderDraft = {
      key: previous?.key ?? newDraftKey(),
      at: now,
      values,
      ...(ok ? { checked: true } : { errors: definedErrors(errors) }),
    };
    const cookies = draftCookies(sealDraft(draft, deps.draftKey), secureCookies(deps));
    if (ok) return seeOther(orderPaths.review, cookies);
    const query = new URLSearchParams({ plan: values.plan ?? '', centre: values.centre ?? '' });
    return seeOther(`${orderPaths.details}?${query.toString()}#order-errors`, cookies);
  } catch (error) {
    return orderFailureResponse(error, deps.log);
  }
}

/** POST /api/virtual-office-orders: the draft, checked again with today's prices, becomes the order. */
export async function handleOrderPlacePost(request: Request, deps: OrderHandlerDeps): Promise<Response> {
  try {
    const now = deps.now?.() ?? Date.now();
    const admitted = await admit(request, deps, now);
    if (admitted instanceof Response) return admitted;
    const draft = openDraft(
      readCookie(request.headers.get('cookie') ?? '', orderDraftCookieName),
      deps.draftKey,
      now,
    );
    if (!draft?.checked) return problemAt('expired');
    // The code typed on the review page (the field is in this form): kept in the draft, so the page
    // shows it again with its line or its refusal. "Apply code" places nothing.
    const typedPromo = (admitted.form.promo ?? draft.values.promo ?? '').slice(0, promoCodeInputMaxLength);
    const withPromo = { ...draft.values, promo: typedPromo };
    if (admitted.form.intent === 'apply-promo') {
      const otherErrors = Object.entries(draft.errors ?? {}).filter(([field]) => field !== 'promo');
      return backToPromo(deps, { ...draft, at: now, values: withPromo, errors: Object.fromEntries(otherErrors) });
    }
    // The terms tick is the buyer's agreement: without it nothing is placed, and the review page
    // says so beside the box (the browser's `required` stops most such posts; this is the rule).
    if (!agreedToTerms(admitted.form)) {
      deps.log.info({ fields: [termsField.name] }, 'order refused: terms not agreed');
      const retry: OrderDraft = {
        ...draft,
        at: now,
        values: withPromo,
        errors: { [termsField.name]: termsTickError },
      };
      return seeOther(
        `${orderPaths.review}#order-${termsField.name}`,
        draftCookies(sealDraft(retry, deps.draftKey), secureCookies(deps)),
      );
    }
    const offer = await deps.offer();
    const checked = checkDetails(draft.values, offer, todayIn(businessTimeZone, new Date(now)));
    if (checked.errors) {
      const retry: OrderDraft = { ...draft, at: now, checked: false, errors: definedErrors(checked.errors) };
      const query = new URLSearchParams({ plan: draft.values.plan ?? '', centre: draft.values.centre ?? '' });
      return seeOther(
        `${orderPaths.details}?${query.toString()}#order-errors`,
        draftCookies(sealDraft(retry, deps.draftKey), secureCookies(deps)),
      );
    }
    const limited = await refuseOverLimit(request, deps, now);
    if (limited) return limited;
    return await placeWithPromo(request, deps, { draft: { ...draft, at: now, values: withPromo }, offer, ...checked }, now);
  } catch (error) {
    return orderFailureResponse(error, deps.log);
  }
}

/*
 * A code that makes the first month free leaves nothing to pay by card: the order is invoiced
 * (later months at the full price), as without Stripe.
 */
function paymentFor(deps: OrderHandlerDeps, offer: OrderOffer, monthlyPence: number, promo: PurchasePromo) {
  const firstMonth = firstMonthPrice({ netPence: monthlyPence, vatRatePercent: offer.vatRatePercent }, promo?.price);
  return initialOrderPayment(deps.payments !== undefined && firstMonth.totalPence > 0);
}

/** Back to the review page's code field: what was typed kept in the draft, with its refusal if any. */
function backToPromo(deps: OrderHandlerDeps, draft: OrderDraft): Response {
  return seeOther(`${orderPaths.review}#order-promo`, draftCookies(sealDraft(draft, deps.draftKey), secureCookies(deps)));
}

/**
 * The code, if any, comes off the first month before VAT (decision 0054; the order keeps the
 * monthly price), and its use is stored with the order: a refusal from either goes back to the field.
 */
async function placeWithPromo(
  request: Request,
  deps: OrderHandlerDeps,
  order: Omit<Parameters<typeof place>[2], 'promo'>,
  now: number,
): Promise<Response> {
  const refuse = (message: string) => {
    deps.log.info({ fields: ['promo'] }, 'order refused: promo code');
    return backToPromo(deps, { ...order.draft, errors: { promo: message } });
  };
  const typed = order.draft.values.promo;
  const priced = await priceWithPromo(deps, typed, { product: 'virtual-office', listPence: order.monthlyPence, now: new Date(now) });
  if ('refused' in priced) return refuse(priced.refused);
  try {
    return await place(request, deps, { ...order, promo: priced.promo });
  } catch (error) {
    const promoRefused = promoFieldError(error, 'virtual-office');
    if (promoRefused) return refuse(promoRefused);
    throw error;
  }
}

async function place(
  request: Request,
  deps: OrderHandlerDeps,
  {
    draft,
    offer,
    details,
    phoneE164,
    plan,
    monthlyPence,
    promo,
  }: {
    draft: OrderDraft;
    offer: OrderOffer;
    details: OrderDetails;
    phoneE164: string;
    plan: VirtualOfficePlan;
    monthlyPence: number;
    promo: PurchasePromo;
  },
): Promise<Response> {
  const payment = paymentFor(deps, offer, monthlyPence, promo);
  // Validated, and click ids kept only with advertising consent (src/server/requests/attribution.ts).
  const attribution = requestAttribution(request);
  const stored = await createOrder(
    deps.db,
    {
      idempotencyKey: draft.key,
      plan: plan.kind,
      planName: plan.name,
      centre: details.centre,
      price: withVat(monthlyPence, offer.vatRatePercent),
      needsIdCheck: plan.needsIdCheck,
      status: initialOrderStatus(plan.needsIdCheck, payment),
      businessName: details.businessName,
      companyNumber: details.companyNumber,
      name: details.name,
      email: details.email,
      phoneE164,
      phoneCountry: details.phoneCountry,
      startDate: details.startDate,
      payment,
      pagePath: orderPaths.start,
      attribution: attribution as Record<string, unknown> | undefined,
    },
    deps.channels,
    {
      // Paid by card: the buyer's confirmation goes when the payment arrives (the webhook), not now.
      visitorMail: (deps.visitorMail ?? false) && payment === 'invoice',
      alongside: redeemAlongside(promo, { email: details.email, product: 'virtual-office', subject: (row) => ({ orderId: row.id }) }),
    },
  );
  const facts = { reference: stored.reference, plan: plan.kind, centre: details.centre, created: stored.created };
  deps.log.info({ ...facts, promo: Boolean(promo) }, 'order stored');
  if (stored.created) deps.onStored?.();
  const next = deps.payments && (await checkoutOrConfirmed(deps, deps.payments, stored.id, deps.now?.() ?? Date.now()));
  return seeOther(next || orderConfirmedPath(stored.id, deps.linkKey), clearDraftCookies(secureCookies(deps)));
}

/*
 * The first month by card: Checkout for the order as stored (its price and VAT when placed). The
 * order is already stored and sales told, so when Stripe cannot be reached the buyer still lands
 * on the confirmation, which says the payment is awaited and that the order is invoiced otherwise.
 */
async function checkoutOrConfirmed(
  deps: OrderHandlerDeps,
  payments: Payments,
  orderId: string,
  now: number,
): Promise<string | undefined> {
  const order = await findOrder(deps.db, orderId);
  if (order?.payment !== 'card-pending') return undefined;
  const promo = await promoForOrder(deps.db, order.id);
  const firstMonth = firstMonthPrice(
    { netPence: order.monthlyNetPence, vatRatePercent: order.vatRateBasisPoints / 100 },
    promo,
  );
  try {
    return await startOrderCheckout(payments, {
      orderId: order.id,
      reference: order.reference,
      description: `Virtual office: ${order.planName}, first month`,
      netPence: firstMonth.netPence,
      vatPence: firstMonth.vatPence,
      vatRatePercent: order.vatRateBasisPoints / 100,
      promo: promo
        ? { code: promo.code, listPence: promo.listPence, discountPence: promo.discountPence }
        : undefined,
      email: order.email,
      returnUrl: new URL(orderManagePath(order.id, deps.linkKey), deps.siteUrl).toString(),
      now: new Date(now),
    });
  } catch (error) {
    deps.log.error(
      { reference: order.reference, ...errorFacts(error) },
      'order checkout failed: invoiced instead',
    );
    await invoiceInstead(deps.db, order.id, { visitorMail: deps.visitorMail });
    return undefined;
  }
}

async function refuseOverLimit(
  request: Request,
  deps: OrderHandlerDeps,
  now: number,
): Promise<Response | undefined> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`order:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (limit.allowed) return undefined;
  deps.log.info('order refused: rate limited');
  return problemAt('rate-limited');
}

/** POST /api/virtual-office-orders/cancel: o (order id) and s (its signature), from the order's page. */
export async function handleOrderCancel(
  request: Request,
  deps: Pick<OrderHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'visitorMail' | 'payments'>,
): Promise<Response> {
  try {
    if (isCrossSite(request, deps.siteUrl)) return problemAt('cross-site');
    if (!isFormPost(request)) return new Response('Send a form post.', { status: 415, headers: noStore });
    const read = await readForm(request);
    const form = typeof read === 'string' ? {} : read;
    const id = form.o ?? '';
    if (!verifyOrderSignature(id, form.s, deps.linkKey)) {
      // Back to the order page with the link as posted: it answers a refused link with 403.
      const posted = new URLSearchParams({ o: id.slice(0, 100), s: (form.s ?? '').slice(0, 100) });
      return seeOther(`${orderPaths.manage}?${posted.toString()}`);
    }
    const cancelled = await cancelOrder(deps.db, id, { visitorMail: deps.visitorMail });
    deps.log.info({ cancelled }, 'order cancel');
    // Cancelled before the service started: a first month paid by card is refunded in full.
    if (cancelled) await refundOrderNow(deps.db, deps.payments, id, deps.log);
    return seeOther(`${orderManagePath(id, deps.linkKey)}&done=1`);
  } catch (error) {
    return orderFailureResponse(error, deps.log);
  }
}

/** A failure below the handler: the log gets class, code and a reference, never the values. */
export function orderFailureResponse(error: unknown, log: Logger): Response {
  if (isStorageOutage(error)) {
    log.error(errorFacts(error), 'order failed: storage unavailable');
    return problemAt('unavailable');
  }
  const errorReference = newErrorReference();
  log.error({ ...errorFacts(error), errorReference }, 'order failed: unexpected error');
  return problemAt('failure', `&ref=${encodeURIComponent(errorReference)}`);
}
