import 'server-only';
import { requestAttribution } from '../requests/attribution';
import { serverEnv } from '@/env';
import {
  enquiryFieldOrder,
  enquirySchema,
  fieldErrorsFrom,
  minimumFillMs,
  type Enquiry,
  type FieldErrors,
} from '@/domain/enquiry/enquiry-schema';
import {
  enquiryReceivedPath,
  formTokenCookieName,
  idempotencyKeyPattern,
  replyPromise,
  xsrfCookieName,
  xsrfHeaderName,
} from '@/domain/enquiry/enquiry-protocol';
import { phoneErrorMessages } from '@/domain/phone/phone-errors';
import { site } from '@/domain/site';
import { telHref } from '@/lib/format';
import { historyBackHandler } from '@/lib/security-headers';
import type { Database } from '../db/client';
import type { DeliveryChannel } from '../db/schema';
import { escapeHtml } from './enquiry-document';
import { hasEnquiryWithKey, IdempotencyConflictError, storeEnquiry, type StoredEnquiry } from './enquiries';
import { errorFacts, isStorageOutage, newErrorReference } from '../failures';
import {
  consumeFormToken,
  formTokenCookie,
  formTokenSecret,
  isSecureRequest,
  issueFormToken,
  requestCookie,
  verifyFormToken,
} from '../requests/form-token';
import type { Logger } from 'pino';
import { verifyPhone } from '../requests/phone';
import { clientAddress } from '../requests/client-address';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { maxBodyBytes, parseFormStrict, readBodyText, unreadableMessage } from '../requests/request-body';

/*
 * POST /api/enquiries, framework-free (a Fetch Request in, a Response out) so the same code is
 * tested directly and served by the route. Order matters: cheap refusals first (cross-site,
 * content type, size, rate), then parsing and validation, then one transaction.
 */

export { maxBodyBytes };

export type EnquiryHandlerDeps = {
  readonly db: Database;
  readonly channels: readonly DeliveryChannel[];
  readonly rateLimitPerMinute: number;
  /** TRUSTED_PROXY_HOPS: how many X-Forwarded-For entries, from the right, our own proxies wrote. */
  readonly trustedProxyHops?: number;
  /** 'memory' only for a single-instance site (PGlite); the database store is shared by instances. */
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  /** Signs the plain form's token (src/server/requests/form-token.ts); a per-process key when absent. */
  readonly formTokenSecret?: string;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
};

type Mode = 'json' | 'form';

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...extra } });
}

function problem(
  mode: Mode,
  status: number,
  message: string,
  extra: Record<string, string> = {},
  back = '/',
): Response {
  if (mode === 'json') return json(status, { error: message }, extra);
  return htmlPage(status, 'We could not send your enquiry', [message], extra, back);
}

/** The page a plain form post came from (same origin only): the Referer's path and query. */
function refererPath(request: Request): string | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const own = new URL(request.url);
    if (referer.host === (request.headers.get('host') ?? own.host))
      return `${referer.pathname}${referer.search}`.slice(0, 300);
  } catch {
    // No or malformed referrer.
  }
  return undefined;
}

/** Where "go back" leads on the no-script error page: the page the form was on, or the home page's form. */
function backLink(request: Request): string {
  return `${refererPath(request) ?? '/'}#contact`;
}

function htmlPage(
  status: number,
  heading: string,
  lines: string[],
  extra: Record<string, string> = {},
  back = '/#contact',
): Response {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const body = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} | Northlight</title><meta name="description" content="Your enquiry needs a change before we can send it."><style>body{font-family:system-ui,sans-serif;color:#14213d;background:#fbf8f3;margin:0;padding:2rem 1rem;line-height:1.5}main{max-width:40rem;margin:0 auto}a{color:#1d5fa8}li{margin:.5rem 0}</style></head><body><main><h1>${escapeHtml(heading)}</h1><p>Please go back, correct the following and send it again. What you typed is still in the form.</p><ul>${items}</ul><p><a href="${escapeHtml(back)}" onclick="${historyBackHandler}">Go back to the form</a> or call us on <a href="${escapeHtml(telHref(site.advisorPhone.e164))}">${escapeHtml(site.advisorPhone.display)}</a>.</p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });
}

/**
 * The no-script answer to a form with mistakes: a GOV.UK error summary (role=alert, "There is a
 * problem", each problem a link to its field on the page the form was on), focused on load by
 * autofocus, so it is read out first. Back (the browser's, or the link with script) keeps what was
 * typed; a field link opens the page at that field.
 */
function errorSummaryPage(errors: FieldErrors, back: string): Response {
  const page = back.replace(/#.*$/, '');
  const fieldItems = enquiryFieldOrder.flatMap((name) => {
    const message = errors[name];
    return message
      ? [`<li><a href="${escapeHtml(`${page}#enquiry-${name}`)}">${escapeHtml(message)}</a></li>`]
      : [];
  });
  const formItems = errors.form ? [`<li>${escapeHtml(errors.form)}</li>`] : [];
  const heading = 'Please check your enquiry';
  const body = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Error: ${escapeHtml(heading)} | Northlight</title><meta name="description" content="Your enquiry needs a change before we can send it."><style>body{font-family:system-ui,sans-serif;color:#14213d;background:#fbf8f3;margin:0;padding:2rem 1rem;line-height:1.5}main{max-width:40rem;margin:0 auto}a{color:#1d5fa8;display:inline-block;min-height:24px;padding:2px 0}.summary{border:4px solid #b3261e;background:#fff;padding:1rem 1.25rem;margin:1.5rem 0}.summary:focus{outline:3px solid #f0a202;outline-offset:0}.summary h2{margin:0 0 .5rem;font-size:1.25rem}.summary a{color:#b3261e;font-weight:700}li{margin:.5rem 0}</style></head><body><main><h1>${escapeHtml(heading)}</h1><div class="summary" id="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title"><h2 id="error-summary-title">There is a problem</h2><ul>${[...fieldItems, ...formItems].join('')}</ul></div><p>Go back to the form, correct these and send it again. Your browser's Back button keeps what you typed.</p><p><a href="${escapeHtml(back)}" onclick="${historyBackHandler}">Go back to the form</a> or call us on <a href="${escapeHtml(telHref(site.advisorPhone.e164))}">${escapeHtml(site.advisorPhone.display)}</a>.</p></main></body></html>`;
  return new Response(body, {
    status: 422,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * A browser's cross-site POST is refused. The page a post came from is proven only by what the
 * browser itself writes: Sec-Fetch-Site, then Origin (or, when a browser leaves Origin out, the
 * Referer's origin), which must be SITE_URL's or one of the configured admin origins
 * (ADMIN_ORIGINS, the hosts staff use). Never the request's own Host, X-Forwarded-Host or
 * X-Forwarded-Proto: whoever sends the request writes those. Clients that send none of these
 * headers (curl, CRMs) are not browsers, and a browser cannot be made to leave all of them out.
 */
export function isCrossSite(
  request: Request,
  siteUrl: string,
  ownOrigins: readonly string[] = serverEnv().ADMIN_ORIGINS,
): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const allowed = new Set<string>([new URL(siteUrl).origin, ...ownOrigins]);
  const origin = request.headers.get('origin');
  if (origin !== null) return !allowed.has(origin);
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return !allowed.has(new URL(referer).origin);
  } catch {
    return true;
  }
}

function formToObject(params: readonly [string, string][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'preferredDays') {
      const days = (object.preferredDays as string[] | undefined) ?? [];
      days.push(value);
      object.preferredDays = days;
    } else if (key.startsWith('context.')) {
      const context = (object.context as Record<string, string> | undefined) ?? {};
      context[key.slice('context.'.length)] = value;
      object.context = context;
    } else {
      object[key] = value;
    }
  }
  return object;
}

let warnedUntrustedAddress = false;

/**
 * A failure below the handler: 503 only when the store is really unavailable, otherwise a bug,
 * answered 500 with a reference the visitor can quote. The log gets class, code and reference
 * only: a database error's message and detail hold the submitted values.
 */
export function failureResponse(error: unknown, mode: Mode, log: Logger, back = '/#contact'): Response {
  const facts = errorFacts(error);
  if (isStorageOutage(error)) {
    log.error(facts, 'enquiry failed: storage unavailable');
    return problem(
      mode,
      503,
      'We could not save your enquiry just now. Please try again in a moment, or call us.',
      { 'retry-after': '5' },
      back,
    );
  }
  const errorReference = newErrorReference();
  log.error({ ...facts, errorReference }, 'enquiry failed: unexpected error');
  const message = `Something went wrong on our side and your enquiry was not sent. Please call us, or try again later; if you call, quote ${errorReference}.`;
  if (mode === 'json') return json(500, { error: message, errorReference });
  return htmlPage(500, 'We could not send your enquiry', [message], {}, back);
}

function modeOf(request: Request): Mode {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return contentType === 'application/x-www-form-urlencoded' ? 'form' : 'json';
}

export async function handleEnquiryPost(request: Request, deps: EnquiryHandlerDeps): Promise<Response> {
  try {
    return await handle(request, deps);
  } catch (error) {
    return failureResponse(error, modeOf(request), deps.log, backLink(request));
  }
}

async function handle(request: Request, deps: EnquiryHandlerDeps): Promise<Response> {
  const now = deps.now?.() ?? Date.now();
  const mode = modeOf(request);
  const admitted = admit(request, deps, mode, now);
  if (admitted instanceof Response) return admitted;
  const input = await readInput(request, mode);
  if (input instanceof Response) return input;
  const idempotencyKey = idempotencyKeyOf(request, input, mode);
  if (idempotencyKey instanceof Response) return idempotencyKey;

  const checked = validate(input, admitted.formShownAt, now);
  if (!checked.accepted) {
    deps.log.info({ fields: Object.keys(checked.errors), mode }, 'enquiry refused: invalid input');
    if (mode === 'json') return json(422, { errors: checked.errors });
    return errorSummaryPage(checked.errors, backLink(request));
  }

  const limited = await refuseOverLimit(request, deps, mode, now);
  if (limited) return limited;
  const used = await spendFormToken(request, deps, mode, { token: admitted.formToken, issuedAt: admitted.formShownAt, now }, idempotencyKey);
  if (used) return used;
  const answer = await store(request, deps, mode, checked.accepted, idempotencyKey);
  // A token serves one enquiry: the answer brings the next one, for a further enquiry from the page.
  if (answer.status < 300 || answer.status === 303)
    answer.headers.append('set-cookie', formTokenCookie(issueFormToken(deps.formTokenSecret ?? formTokenSecret({}), now), isSecureRequest(request, deps.siteUrl)));
  return answer;
}

/**
 * A form token is used up by the enquiry it brings (src/server/requests/form-token.ts): the same token again
 * is refused, with a fresh one. Only the retry of a stored enquiry (same idempotency key, its answer
 * lost) may bring its token again: it stores nothing new.
 */
async function spendFormToken(
  request: Request,
  deps: EnquiryHandlerDeps,
  mode: Mode,
  { token, issuedAt }: { token: string | undefined; issuedAt: number; now: number },
  idempotencyKey: string | undefined,
): Promise<Response | undefined> {
  // A token younger than the fill time was refused by validate() already; none else gets here without one.
  if (!token || (await consumeFormToken(deps.db, token, issuedAt))) return undefined;
  if (idempotencyKey && (await hasEnquiryWithKey(deps.db, idempotencyKey))) return undefined;
  deps.log.info({ mode }, 'enquiry refused: form token already used');
  return problem(
    mode,
    403,
    'This form was already sent. To send another enquiry, go back to the form and send it again.',
    // The replacement keeps the used token's issue time: the visitor has had the form that long, so a
    // script form's one retry (an edit after a send whose answer was lost) is not "too quick".
    { 'set-cookie': formTokenCookie(issueFormToken(deps.formTokenSecret ?? formTokenSecret({}), issuedAt), isSecureRequest(request, deps.siteUrl)) },
    backLink(request),
  );
}

/**
 * The cheap refusals, before the body is read: cross-site, content type, declared size, and the
 * proof the post came from our own page (the XSRF header, or the plain form's signed token).
 */
function admit(
  request: Request,
  deps: EnquiryHandlerDeps,
  mode: Mode,
  now: number,
): Response | { readonly formShownAt: number; readonly formToken: string | undefined } {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (isCrossSite(request, deps.siteUrl))
    return problem(mode, 403, 'Enquiries can only be sent from our own website.');
  if (contentType !== 'application/json' && contentType !== 'application/x-www-form-urlencoded') {
    return json(415, { error: 'Send the enquiry as application/json or a form post.' });
  }
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > maxBodyBytes)
    return problem(mode, 413, 'That enquiry is too long to send. Shorten the message.');

  if (mode === 'json') {
    const token = cookie(request, xsrfCookieName);
    const header = request.headers.get(xsrfHeaderName);
    if (!token || token.length < 16 || token !== header) {
      return json(403, {
        error: 'Your session token is missing or out of date. Reload the page and send again.',
      });
    }
  }

  // Both forms, with script or without, carry the signed, time-stamped cookie the form's page got
  // from GET /api/enquiries/token: the server's proof the form was its own, and the time it was
  // shown (never a time the client states). The JSON post's double-submit pair above is any pair a
  // client makes up; this is not. Without a valid one, the refusal carries a fresh token, so going
  // back (or the script form's retry) and sending again works.
  const secret = deps.formTokenSecret ?? formTokenSecret({});
  const formToken = requestCookie(request, formTokenCookieName);
  const verdict = verifyFormToken(formToken, secret, now);
  if (!verdict.ok && verdict.reason !== 'too-quick') {
    deps.log.info({ mode, reason: verdict.reason }, 'enquiry refused: form token');
    return problem(
      mode,
      403,
      'We could not check that the form came from our website (the page may have been open a long time). Go back and send it again: what you typed is still there.',
      { 'set-cookie': formTokenCookie(issueFormToken(secret, now), isSecureRequest(request, deps.siteUrl)) },
      backLink(request),
    );
  }
  return { formShownAt: verdict.ok ? verdict.issuedAt : now, formToken: verdict.ok ? formToken : undefined };
}

/** The body as an object: JSON from the script form, the fields of a plain form post. */
async function readInput(request: Request, mode: Mode): Promise<Response | Record<string, unknown>> {
  const text = await readBodyText(request);
  if (!text.ok && text.reason === 'too-long')
    return problem(mode, 413, 'That enquiry is too long to send. Shorten the message.');
  const unreadable = () => problem(mode, 400, unreadableMessage, {}, backLink(request));
  if (!text.ok) return unreadable();
  if (mode === 'form') {
    const fields = parseFormStrict(text.value);
    return fields ? formToObject(fields) : unreadable();
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.value);
  } catch {
    return json(400, { error: 'The enquiry could not be read: invalid JSON.' });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return json(400, { error: 'The enquiry could not be read: expected a JSON object.' });
  }
  return raw as Record<string, unknown>;
}

function idempotencyKeyOf(
  request: Request,
  input: Record<string, unknown>,
  mode: Mode,
): Response | string | undefined {
  const idempotencyKey =
    request.headers.get('idempotency-key') ??
    (typeof input.idempotencyKey === 'string' ? input.idempotencyKey : undefined);
  if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
    return problem(mode, 400, 'The idempotency key is malformed.');
  }
  return idempotencyKey;
}

type Accepted = { readonly data: Enquiry; readonly phoneE164: string };

/**
 * The schema, the precise phone check and the form-level checks (honeypot, fill time), all at
 * once, so the error summary lists every problem together.
 */
function validate(
  input: Record<string, unknown>,
  formShownAt: number,
  now: number,
): { readonly errors: FieldErrors; readonly accepted?: Accepted } {
  const parsed = enquirySchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  const phoneE164 = checkPhone(input, parsed.success ? parsed.data : undefined, errors);
  const formErrors: string[] = [];
  if (parsed.success) {
    if (parsed.data.website) formErrors.push('We could not send this form. Please call us instead.');
    // The time the form was shown comes from its signed token, never from a field anyone can fill
    // in (a JSON body's startedAt is not read).
    const startedAt = formShownAt;
    if (now - startedAt < minimumFillMs) {
      formErrors.push('That was very quick. Check your details and send the form again.');
    }
  }
  if (Object.keys(errors).length > 0 || formErrors.length > 0 || !parsed.success || !phoneE164) {
    if (formErrors.length > 0) errors.form = formErrors[0];
    return { errors };
  }
  return { errors, accepted: { data: parsed.data, phoneE164 } };
}

/** The phone in E.164 when it is valid; otherwise its error is added to `errors`. */
function checkPhone(
  input: Record<string, unknown>,
  data: Enquiry | undefined,
  errors: FieldErrors,
): string | undefined {
  // The precise phone check runs whenever the phone itself passed the schema, so the error
  // summary lists every problem at once, not the phone's only after the others are fixed.
  const phoneField = data
    ? data
    : errors.phone || errors.phoneCountry
      ? undefined
      : {
          phone: enquirySchema.shape.phone.safeParse(input.phone).data,
          phoneCountry: enquirySchema.shape.phoneCountry.safeParse(input.phoneCountry).data,
        };
  if (phoneField?.phone === undefined || phoneField.phoneCountry === undefined) return undefined;
  const verdict = verifyPhone(phoneField.phone, phoneField.phoneCountry);
  if (verdict.valid) return verdict.e164;
  errors.phone = phoneErrorMessages[verdict.errorCode];
  return undefined;
}

/**
 * Only a submission that would be stored uses up the allowance: a visitor correcting mistakes
 * (or anyone sending junk from the same address) does not lock the valid enquiry out.
 */
async function refuseOverLimit(
  request: Request,
  deps: EnquiryHandlerDeps,
  mode: Mode,
  now: number,
): Promise<Response | undefined> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  if (!client.trusted && !warnedUntrustedAddress) {
    warnedUntrustedAddress = true;
    deps.log.warn('no peer address on the request: the rate limit keys on X-Forwarded-For alone');
  }
  const key = clientKey(client.address);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  if (limit.allowed) return undefined;
  deps.log.info({ mode }, 'enquiry refused: rate limited');
  return problem(
    mode,
    429,
    'You have sent several enquiries in a short time. Wait a minute and try again, or call us.',
    { 'retry-after': String(limit.retryAfterSeconds) },
    backLink(request),
  );
}

/** One transaction (src/server/enquiries/enquiries.ts), then the answer: a redirect for the plain form, JSON for the script. */
async function store(
  request: Request,
  deps: EnquiryHandlerDeps,
  mode: Mode,
  { data, phoneE164 }: Accepted,
  idempotencyKey: string | undefined,
): Promise<Response> {
  // Validated, and click ids kept only with advertising consent (src/server/requests/attribution.ts).
  const attribution = requestAttribution(request, data.touch, new Date(deps.now?.() ?? Date.now()));

  let stored: StoredEnquiry;
  try {
    stored = await storeEnquiry(
      deps.db,
      // The form rendered on the server has no script to say which page it is on: the Referer does.
      { ...data, pagePath: data.pagePath ?? refererPath(request), phoneE164 },
      { idempotencyKey, attribution },
      deps.channels,
    );
  } catch (error) {
    if (!(error instanceof IdempotencyConflictError)) throw error;
    deps.log.info({ mode }, 'enquiry refused: idempotency key reused with different details');
    return problem(
      mode,
      409,
      'This enquiry was already sent with different details under the same key. Send the changed enquiry again as a new one.',
      {},
      backLink(request),
    );
  }
  deps.log.info(
    {
      reference: stored.reference,
      duplicate: stored.duplicate,
      mode,
      intent: data.intent,
      workspaceType: data.workspaceType ?? null,
    },
    stored.duplicate ? 'enquiry replayed' : 'enquiry stored',
  );
  if (!stored.duplicate) deps.onStored?.();

  if (mode === 'form') {
    return new Response(null, {
      status: 303,
      headers: {
        location: `${enquiryReceivedPath}?ref=${encodeURIComponent(stored.reference)}`,
        'cache-control': 'no-store',
      },
    });
  }
  return json(201, { reference: stored.reference, reply: replyPromise });
}
