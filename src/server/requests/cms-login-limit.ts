import 'server-only';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { clientAddress } from './client-address';
import { clientKey, hitMemoryRateLimit, hitRateLimit, peekMemoryRateLimit, peekRateLimit } from './rate-limit';

/*
 * The admin's sign-in, rate limited (issue 41): failed attempts are counted per client address and
 * per account (the email tried, hashed like every rate-limit key) in the same one-minute windows as
 * the site's forms; once either has had its allowance, further attempts are answered 429 with
 * Retry-After before Payload sees them. Only failures count, so staff signing in (and the
 * browser tests, many sign-ins a minute) are never held up. Payload's own lockout stays: five
 * wrong passwords lock a real account for 15 minutes (src/cms/collections/users.ts); this adds a
 * limit for addresses spraying many accounts and for accounts that do not exist.
 */

export const cmsLoginPaths = ['/cms-api/users/login', '/cms-api/users/forgot-password'] as const;
export const loginFailuresPerMinute = { perAddress: 10, perAccount: 10 } as const;

export type CmsLoginLimitDeps = {
  readonly db: Database;
  readonly store: 'database' | 'memory';
  readonly trustedProxyHops: number;
  readonly log: Logger;
  readonly limits?: { readonly perAddress: number; readonly perAccount: number };
  readonly now?: () => number;
};

/** The email a sign-in post names (JSON, or a form), lower-cased, or undefined. */
async function accountOf(request: Request): Promise<string | undefined> {
  try {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const text = (await request.clone().text()).slice(0, 16_384);
    let email: unknown;
    if (type === 'application/json') email = (JSON.parse(text) as { email?: unknown }).email;
    else if (type === 'application/x-www-form-urlencoded') email = new URLSearchParams(text).get('email');
    else if (type === 'multipart/form-data') {
      const data = (await request.clone().formData()).get('_payload');
      email = typeof data === 'string' ? (JSON.parse(data) as { email?: unknown }).email : undefined;
    }
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 320) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a sign-in post to Payload (`next`) unless its address or account is over the limit. */
export async function limitCmsLogin(
  request: Request,
  next: (request: Request) => Promise<Response>,
  deps: CmsLoginLimitDeps,
): Promise<Response> {
  if (request.method !== 'POST' || !(cmsLoginPaths as readonly string[]).includes(new URL(request.url).pathname.replace(/\/$/, '')))
    return next(request);
  const now = deps.now?.() ?? Date.now();
  const limits = deps.limits ?? loginFailuresPerMinute;
  const address = clientAddress(request.headers, deps.trustedProxyHops).address;
  const account = await accountOf(request);
  const keys = [
    { key: clientKey(`cms-login:address:${address}`), limit: limits.perAddress },
    ...(account ? [{ key: clientKey(`cms-login:account:${account}`), limit: limits.perAccount }] : []),
  ];
  const peek = async (key: string, limit: number) =>
    deps.store === 'memory' ? peekMemoryRateLimit(key, limit, now) : await peekRateLimit(deps.db, key, limit, now);
  const verdicts = await Promise.all(keys.map(({ key, limit }) => peek(key, limit)));
  const refused = verdicts.find((verdict) => !verdict.allowed);
  if (refused) {
    deps.log.info({ by: verdicts.indexOf(refused) === 0 ? 'address' : 'account' }, 'cms sign-in refused: rate limited');
    return Response.json(
      { errors: [{ message: 'Too many sign-in attempts. Wait a minute and try again.' }] },
      { status: 429, headers: { 'retry-after': String(refused.retryAfterSeconds), 'cache-control': 'no-store' } },
    );
  }
  const response = await next(request);
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    for (const { key, limit } of keys)
      if (deps.store === 'memory') hitMemoryRateLimit(key, limit, now);
      else await hitRateLimit(deps.db, key, limit, now);
  }
  return response;
}
