import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The one-time link that makes the first administrator (issue 42, item 1). A fresh install has no
 * administrator and no way to sign up; the server prints a setup link when it starts. Its token
 * is a random nonce and an expiry an hour ahead, signed with a key derived from the CMS secret, so
 * any instance sharing PAYLOAD_SECRET accepts it and nobody can forge or stretch one. It is good
 * once (the nonce is spent on use) and for nothing once an administrator exists, however made.
 */
export const setupTokenLifetimeMs = 60 * 60 * 1000;

const version = 'v1';
const nonceBytes = 18;
const tokenPattern = /^v1\.([A-Za-z0-9_-]{24})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('northlight first-admin setup link').digest();
}

function mac(secret: string, nonce: string, expires: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${version}.${nonce}.${expires}`).digest('base64url');
}

export type SetupToken = { readonly token: string; readonly expiresAt: Date };

export function issueSetupToken(secret: string, now: number = Date.now()): SetupToken {
  const nonce = randomBytes(nonceBytes).toString('base64url');
  const expiresAt = now + setupTokenLifetimeMs;
  const expires = expiresAt.toString(36);
  return { token: `${version}.${nonce}.${expires}.${mac(secret, nonce, expires)}`, expiresAt: new Date(expiresAt) };
}

export type SetupTokenVerdict =
  | { readonly ok: true; readonly nonce: string }
  | { readonly ok: false; readonly problem: 'invalid' | 'expired' | 'used' | 'admin-exists' };

export type SetupTokenState = {
  /** Whether any staff user with the admin role exists now. */
  readonly adminExists: boolean;
  /** Nonces of links already used (in this process). */
  readonly spent: ReadonlySet<string>;
};

/** Whether `token` still opens the setup page: signed by us, unexpired, unused, no admin yet. */
export function checkSetupToken(
  token: unknown,
  secret: string,
  state: SetupTokenState,
  now: number = Date.now(),
): SetupTokenVerdict {
  if (state.adminExists) return { ok: false, problem: 'admin-exists' };
  const match = typeof token === 'string' ? tokenPattern.exec(token) : null;
  if (!match) return { ok: false, problem: 'invalid' };
  const [, nonce, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, nonce, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, problem: 'invalid' };
  const expiresAt = Number.parseInt(expires, 36);
  if (!Number.isSafeInteger(expiresAt) || now >= expiresAt) return { ok: false, problem: 'expired' };
  if (state.spent.has(nonce)) return { ok: false, problem: 'used' };
  return { ok: true, nonce };
}

/** The link as printed: the page under the admin, on the origin the server answers. */
export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/first-admin?token=${encodeURIComponent(token)}`;
}
