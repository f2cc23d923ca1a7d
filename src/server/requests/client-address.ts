import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/*
 * Who sent a request, for the per-client rate limit. X-Forwarded-For is a list anyone can start:
 * each proxy appends the address it was connected from, so only the entries added by our own
 * proxies can be believed. With TRUSTED_PROXY_HOPS = n, the address is the n-th from the right in
 * [...X-Forwarded-For, socket peer]: 0 (npm start, no proxy) is the socket peer itself, 1 (behind
 * the shipped nginx) is the address nginx appended, and so on.
 *
 * The socket peer is not in the Fetch Request a route handler gets, and `next start` keeps a
 * client's own X-Forwarded-For rather than adding the peer to it, so the server stamps the peer
 * on every request in a header of its own (overwriting whatever the client sent under that
 * name) through Node's http.server.request.start diagnostics channel, before Next sees it.
 */

export const peerAddressHeader = 'x-northlight-peer-address';

const installedKey = Symbol.for('northlight.peerAddressHeader');
type GlobalWithFlag = typeof globalThis & { [installedKey]?: boolean };

/** Called once from instrumentation.ts; safe to call again. */
export function installPeerAddressHeader(): void {
  const holder = globalThis as GlobalWithFlag;
  if (holder[installedKey]) return;
  holder[installedKey] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[peerAddressHeader] = socket.remoteAddress ?? '';
  });
}

export type ClientAddress = {
  readonly address: string;
  /** false when no peer address was stamped: the answer then rests on headers a client can write. */
  readonly trusted: boolean;
};

function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  // ::ffff:203.0.113.7 and 203.0.113.7 are one client.
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

export function clientAddress(headers: Headers, trustedProxyHops: number): ClientAddress {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .slice(-32);
  const peer = headers.get(peerAddressHeader)?.trim();
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (chain.length === 0) return { address: 'unknown', trusted: Boolean(peer) };
  // Fewer entries than trusted hops: the request did not come through every proxy; the
  // leftmost entry is still the furthest address a proxy of ours vouched for.
  const index = Math.max(0, chain.length - 1 - trustedProxyHops);
  return { address: normalise(chain[index]!).slice(0, 64), trusted: Boolean(peer) };
}
