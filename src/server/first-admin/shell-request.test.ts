import { describe, expect, it } from 'vitest';
import {
  checkShellRequest,
  isLoopbackPeer,
  shellRequestMaxAgeMs,
  shellSignatureHeader,
  shellTimeHeader,
  signShellRequest,
} from './shell-request';

const secret = 'the-cms-secret';
const now = 1_800_000_000_000;
const body = JSON.stringify({ email: 'ops@northlight.example', name: 'Ops', role: 'admin', password: 'x'.repeat(12) });
const headersOf = (time: number, signature: string) =>
  new Headers({ [shellTimeHeader]: String(time), [shellSignatureHeader]: signature });

describe('admin:create through the running server', () => {
  it('accepts a request signed with the CMS secret, once', () => {
    const seen = new Set<string>();
    const headers = headersOf(now, signShellRequest(secret, now, body));
    expect(checkShellRequest(secret, headers, body, seen, now)).toBe('ok');
    expect(checkShellRequest(secret, headers, body, seen, now)).toBe('replayed');
  });

  it('refuses another secret, a changed body, an old request and an unsigned one', () => {
    const seen = new Set<string>();
    expect(checkShellRequest(secret, headersOf(now, signShellRequest('other', now, body)), body, seen, now)).toBe(
      'bad-signature',
    );
    expect(
      checkShellRequest(secret, headersOf(now, signShellRequest(secret, now, body)), body.replace('admin', 'sales'), seen, now),
    ).toBe('bad-signature');
    const old = now - shellRequestMaxAgeMs - 1;
    expect(checkShellRequest(secret, headersOf(old, signShellRequest(secret, old, body)), body, seen, now)).toBe('stale');
    expect(checkShellRequest(secret, new Headers(), body, seen, now)).toBe('unsigned');
  });

  it('answers only this machine, with no proxy in between', () => {
    expect(isLoopbackPeer('127.0.0.1', null)).toBe(true);
    expect(isLoopbackPeer('::1', null)).toBe(true);
    expect(isLoopbackPeer('::ffff:127.0.0.1', '')).toBe(true);
    // next start writes the peer into X-Forwarded-For itself.
    expect(isLoopbackPeer('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(isLoopbackPeer('::1', '::1')).toBe(true);
    // A client behind nginx cannot pass for loopback: nginx appends the address it came from.
    expect(isLoopbackPeer('127.0.0.1', '127.0.0.1, 203.0.113.7')).toBe(false);
    // nginx on the same host connects from loopback, but says who its client was.
    expect(isLoopbackPeer('127.0.0.1', '203.0.113.7')).toBe(false);
    expect(isLoopbackPeer('203.0.113.7', null)).toBe(false);
    expect(isLoopbackPeer(null, null)).toBe(false);
  });
});
