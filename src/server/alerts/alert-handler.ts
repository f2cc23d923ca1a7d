import 'server-only';
import { requestAttribution } from '../requests/attribution';
import type { Logger } from 'pino';
import { alertFields, alertRequestSchema, type AlertField } from '@/domain/alerts/alert-criteria';
import { minimumFillMs } from '@/domain/enquiry/enquiry-schema';
import { clientAddress } from '../requests/client-address';
import type { Database } from '../db/client';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { readFormBody, type BodyRefusal } from '../requests/request-body';
import { errorFacts } from '../failures';
import { consumeFormToken, verifyFormToken } from '../requests/form-token';
import { clientKey, hitMemoryRateLimit, hitRateLimit } from '../requests/rate-limit';
import { alertPages, verifyAlertLink } from './alert-link';
import { confirmAlertSubscription, createAlertSubscription, deleteAlertSubscription } from './subscriptions';

/*
 * The alert form's posts, all plain form posts answered with a 303 to a page in the site's layout,
 * so they work without JavaScript. The guards are the enquiry and viewing forms': cross-site
 * refusal, a bounded body, the signed form token with its minimum fill time, a honeypot, the
 * rate limit (an `alert:` key per client address). A refused form goes back to /alerts/new with
 * the criteria (no personal data) and the names of the fields to fix in the query; the email
 * address is never put in a URL.
 */

export type AlertProblem = 'invalid' | 'unreadable' | 'forbidden' | 'rate-limited' | 'unavailable' | 'failed';

export type AlertHandlerDeps = {
  readonly db: Database;
  /** Whether visitor mail is on (SMTP): without it no confirmation can be sent, so nothing is stored. */
  readonly visitorMail: boolean;
  readonly rateLimitPerMinute: number;
  readonly trustedProxyHops?: number;
  readonly rateLimitStore?: 'database' | 'memory';
  readonly siteUrl: string;
  readonly formTokenSecret: string;
  /** Signs the confirm and unsubscribe links (the manage-link key). */
  readonly linkKey: string;
  readonly log: Logger;
  readonly onStored?: () => void;
  readonly now?: () => number;
};

type Input = Record<string, string | string[]>;

const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The form's fields; an unreadable form's as far as they go to find the page it came from. */
async function readForm(request: Request): Promise<{ input: Input; refused?: BodyRefusal }> {
  const read = await readFormBody(request);
  const input = inputOf(read.ok ? read.value : read.damaged);
  return read.ok ? { input } : { input, refused: read.reason };
}

function inputOf(fields: readonly [string, string][]): Input {
  const input: Input = {};
  for (const [key, value] of fields) {
    if (key === 'centres') input.centres = [...([] as string[]).concat(input.centres ?? []), value].slice(0, 40);
    else input[key] = value;
  }
  return input;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Back to the form with what was chosen (criteria only) and what to fix. */
export function formPathFor(input: Input, problem: AlertProblem, fields: readonly AlertField[] = []): string {
  const query = new URLSearchParams();
  const text = (key: string, max: number) => (typeof input[key] === 'string' ? input[key].slice(0, max) : '');
  if (text('workspaceType', 40)) query.set('type', text('workspaceType', 40));
  for (const centre of ([] as string[]).concat(input.centres ?? []).slice(0, 40)) query.append('centre', centre.slice(0, 40));
  for (const [key, name] of [['minSqFt', 'min'], ['maxSqFt', 'max'], ['maxMonthlyPounds', 'budget']] as const)
    if (text(key, 12)) query.set(name, text(key, 12));
  query.set('problem', problem);
  if (fields.length > 0) query.set('fix', fields.join(','));
  return `${alertPages.form}?${query.toString()}#${problem === 'invalid' ? 'alert-form' : 'alert-problem'}`;
}

async function overLimit(request: Request, deps: AlertHandlerDeps, now: number): Promise<boolean> {
  const client = clientAddress(request.headers, deps.trustedProxyHops ?? 0);
  const key = clientKey(`alert:${client.address}`);
  const limit =
    deps.rateLimitStore === 'memory'
      ? hitMemoryRateLimit(key, deps.rateLimitPerMinute, now)
      : await hitRateLimit(deps.db, key, deps.rateLimitPerMinute, now);
  return !limit.allowed;
}

/** POST /api/alerts: store a pending subscription and queue its confirmation mail. */
export async function handleAlertSubscribe(request: Request, deps: AlertHandlerDeps): Promise<Response> {
  let input: Input = {};
  try {
    if (isCrossSite(request, deps.siteUrl) || !isFormPost(request)) {
      deps.log.info('alert refused: not a form post from our site');
      return redirect(formPathFor(input, 'forbidden'));
    }
    const read = await readForm(request);
    input = read.refused === 'too-long' ? {} : read.input;
    if (read.refused) {
      deps.log.info({ reason: read.refused }, 'alert refused: unreadable form');
      return redirect(formPathFor(input, read.refused === 'unreadable' ? 'unreadable' : 'forbidden'));
    }
    const now = deps.now?.() ?? Date.now();
    const token = verifyFormToken(typeof input.token === 'string' ? input.token : undefined, deps.formTokenSecret, now);
    if (!token.ok && token.reason !== 'too-quick') {
      deps.log.info({ reason: token.reason }, 'alert refused: form token');
      return redirect(formPathFor(input, 'forbidden'));
    }
    if (!deps.visitorMail) return redirect(formPathFor(input, 'unavailable'));
    const parsed = alertRequestSchema.safeParse(input);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].filter(
        (field): field is AlertField => (alertFields as readonly string[]).includes(field),
      );
      deps.log.info({ fields }, 'alert refused: invalid input');
      return redirect(formPathFor(input, 'invalid', fields));
    }
    const tooQuick = !token.ok || now - token.issuedAt < minimumFillMs;
    if (parsed.data.website || tooQuick) {
      deps.log.info({ reason: tooQuick ? 'too-quick' : 'honeypot' }, 'alert refused: looks automated');
      return redirect(formPathFor(input, 'forbidden'));
    }
    if (await overLimit(request, deps, now)) {
      deps.log.info('alert refused: rate limited');
      return redirect(formPathFor(input, 'rate-limited'));
    }
    // One form, one subscription (issue 41): the token is used up here.
    if (token.ok && !(await consumeFormToken(deps.db, String(input.token), token.issuedAt))) {
      deps.log.info('alert refused: form token already used');
      return redirect(formPathFor(input, 'forbidden'));
    }
    const { workspaceType, centres, minSqFt, maxSqFt, maxMonthlyPounds, email } = parsed.data;
    // Attribution validated, and click ids kept only with advertising consent (decision 0046).
    const attribution = requestAttribution(request, undefined, new Date(now));
    const subscription = { workspaceType, centres, minSqFt, maxSqFt, maxMonthlyPounds, email, attribution };
    const stored = await createAlertSubscription(deps.db, subscription, { visitorMail: true });
    deps.log.info({ reference: stored.reference, type: subscription.workspaceType, centres: subscription.centres.length }, 'alert subscription stored');
    deps.onStored?.();
    return redirect(alertPages.pending);
  } catch (error) {
    deps.log.error(errorFacts(error), 'alert subscription failed: unexpected error');
    return redirect(formPathFor(input, 'failed'));
  }
}

type LinkDeps = Pick<AlertHandlerDeps, 'db' | 'siteUrl' | 'linkKey' | 'log' | 'now'>;

const linkQuery = (id: string, signature: string) => `?a=${encodeURIComponent(id)}&s=${encodeURIComponent(signature)}`;

/** The subscription's id and signature, from the query (RFC 8058 posts to the link itself) or the body. */
async function readLink(request: Request): Promise<{ id: string; signature: string; body: Input }> {
  const url = new URL(request.url);
  const read = isFormPost(request) ? await readForm(request) : undefined;
  const body = read && !read.refused ? read.input : {};
  const pick = (key: string) => (typeof body[key] === 'string' ? body[key] : (url.searchParams.get(key) ?? ''));
  return { id: pick('a').slice(0, 100), signature: pick('s').slice(0, 100), body };
}

/** POST /api/alerts/confirm (the button on /alerts/confirm): the double opt-in. */
export async function handleAlertConfirm(request: Request, deps: LinkDeps): Promise<Response> {
  try {
    const { id, signature } = await readLink(request);
    const page = `${alertPages.confirm}${linkQuery(id, signature)}`;
    if (isCrossSite(request, deps.siteUrl)) return redirect(page);
    const verdict = verifyAlertLink('confirm', id, signature, deps.linkKey, new Date(deps.now?.() ?? Date.now()));
    if (!verdict.valid) return redirect(page);
    const outcome = await confirmAlertSubscription(deps.db, id);
    deps.log.info({ outcome }, 'alert confirm');
    return redirect(outcome === 'gone' ? `${page}&gone=1` : alertPages.confirmed);
  } catch (error) {
    deps.log.error(errorFacts(error), 'alert confirm failed: unexpected error');
    return redirect('/500');
  }
}

/**
 * POST /api/alerts/unsubscribe?a=…&s=…: one click from a mail client (RFC 8058: the body is
 * "List-Unsubscribe=One-Click", from the provider's servers, so no same-site check: the signature
 * is the authority), or the button on /alerts/unsubscribe. Deleting what is already gone is done.
 */
export async function handleAlertUnsubscribe(request: Request, deps: LinkDeps): Promise<Response> {
  try {
    const { id, signature, body } = await readLink(request);
    const oneClick = body['List-Unsubscribe'] === 'One-Click';
    const verdict = verifyAlertLink('unsubscribe', id, signature, deps.linkKey, new Date(deps.now?.() ?? Date.now()));
    if (!verdict.valid) {
      deps.log.info({ reason: verdict.reason, oneClick }, 'alert unsubscribe refused');
      return oneClick
        ? new Response('This unsubscribe link is not valid.\n', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        : redirect(`${alertPages.unsubscribe}${linkQuery(id, signature)}`);
    }
    const deleted = await deleteAlertSubscription(deps.db, id);
    deps.log.info({ deleted, oneClick }, 'alert unsubscribe');
    return oneClick
      ? new Response('Unsubscribed.\n', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
      : redirect(alertPages.unsubscribed);
  } catch (error) {
    deps.log.error(errorFacts(error), 'alert unsubscribe failed: unexpected error');
    return redirect('/500');
  }
}

/** GET of the unsubscribe link (the footer link in a mail): the page with the button, never a change. */
export function unsubscribePageRedirect(request: Request): Response {
  const url = new URL(request.url);
  const id = (url.searchParams.get('a') ?? '').slice(0, 100);
  const signature = (url.searchParams.get('s') ?? '').slice(0, 100);
  return redirect(`${alertPages.unsubscribe}${linkQuery(id, signature)}`);
}
