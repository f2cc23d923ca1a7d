import { describe, expect, it } from 'vitest';
import { clientAddress, peerAddressHeader } from './client-address';

function headers(forwardedFor: string | undefined, peer: string | undefined): Headers {
  const result = new Headers();
  if (forwardedFor !== undefined) result.set('x-forwarded-for', forwardedFor);
  if (peer !== undefined) result.set(peerAddressHeader, peer);
  return result;
}

describe('clientAddress', () => {
  it('with no proxy (0 hops) is the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers('6.6.6.6', '203.0.113.7'), 0)).toEqual({
      address: '203.0.113.7',
      trusted: true,
    });
    expect(clientAddress(headers(undefined, '::ffff:203.0.113.7'), 0).address).toBe('203.0.113.7');
  });

  it('behind one proxy is the entry that proxy appended, not what the client wrote', () => {
    // nginx appends the address it saw; the client's own entries come before it.
    expect(clientAddress(headers('6.6.6.6, 198.51.100.20', '10.0.0.2'), 1).address).toBe('198.51.100.20');
    expect(clientAddress(headers('198.51.100.20', '10.0.0.2'), 1).address).toBe('198.51.100.20');
    expect(clientAddress(headers('1.1.1.1, 2.2.2.2, 198.51.100.20, 10.0.0.9', '10.0.0.2'), 2).address).toBe(
      '198.51.100.20',
    );
  });

  it('with fewer entries than hops takes the furthest address known', () => {
    expect(clientAddress(headers(undefined, '203.0.113.7'), 1).address).toBe('203.0.113.7');
  });
});
