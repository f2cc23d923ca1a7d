import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * `npm run admin:create` while the site runs on PGlite (one process per data directory): the
 * script cannot open the database, so it asks the running server to create the user. The request
 * is signed with a key derived from the CMS secret (the same file or PAYLOAD_SECRET the server
 * reads), stamped with the time, and only accepted from this machine's loopback, within a minute,
 * once. No `server-only` here: the script (run by tsx) signs with the same code the server checks.
 */
export const shellRequestPath = '/staff-users/from-shell';
export const shellSignatureHeader = 'x-northlight-shell-signature';
export const shellTimeHeader = 'x-northlight-shell-time';
export const shellRequestMaxAgeMs = 60_000;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('northlight admin:create through the server').digest();
}

export function signShellRequest(secret: string, time: number, body: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${time}\n${body}`).digest('base64url');
}

export type ShellRequestVerdict = 'ok' | 'unsigned' | 'bad-signature' | 'stale' | 'replayed';

/** Checks a request's time and signature; `seen` holds the signatures already used (replays). */
export function checkShellRequest(
  secret: string,
  headers: { get(name: string): string | null },
  body: string,
  seen: Set<string>,
  now: number = Date.now(),
): ShellRequestVerdict {
  const signature = headers.get(shellSignatureHeader);
  const timeText = headers.get(shellTimeHeader);
  if (!signature || !timeText || !/^\d{1,15}$/.test(timeText)) return 'unsigned';
  const time = Number(timeText);
  const expected = Buffer.from(signShellRequest(secret, time, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  if (Math.abs(now - time) > shellRequestMaxAgeMs) return 'stale';
  if (seen.has(signature)) return 'replayed';
  seen.add(signature);
  return 'ok';
}

const isLoopback = (value: string) => {
  const address = value.trim().toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(address);
};

/**
 * Loopback only: the socket's peer is 127.0.0.0/8 or ::1, and so is every X-Forwarded-For entry
 * (`next start` adds the peer there itself). A proxy in front (nginx on the same host connects from
 * loopback) appends its client's address, which is not loopback: refused.
 */
export function isLoopbackPeer(peer: string | null, forwardedFor: string | null): boolean {
  const forwarded = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
  return isLoopback(peer ?? '') && forwarded.every(isLoopback);
}
