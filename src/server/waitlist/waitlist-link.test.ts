import { describe, expect, it } from 'vitest';
import { signWaitlistLink, verifyWaitlistLink, waitlistLinkExpiry, waitlistLinkPath } from './waitlist-link';

const key = 'k'.repeat(32);
const id = '0b8f2f8e-1111-4a4a-8888-123456789abc';
const now = new Date('2026-12-01T10:00:00Z');
const later = new Date('2026-12-02T10:00:00Z');

describe('waitlist links', () => {
  it('verifies its own purpose until it expires', () => {
    const signature = signWaitlistLink('offer', id, later, key);
    expect(verifyWaitlistLink('offer', id, signature, key, now)).toEqual({ valid: true });
    expect(verifyWaitlistLink('offer', id, signature, key, new Date(later.getTime() + 1000))).toEqual({ valid: false, reason: 'expired' });
  });
  it('refuses another purpose, another id, another key, a stretched expiry and junk', () => {
    const signature = signWaitlistLink('confirm', id, later, key);
    expect(verifyWaitlistLink('unsubscribe', id, signature, key, now).valid).toBe(false);
    expect(verifyWaitlistLink('offer', id, signature, key, now).valid).toBe(false);
    expect(verifyWaitlistLink('confirm', id.replace('0b', '0c'), signature, key, now).valid).toBe(false);
    expect(verifyWaitlistLink('confirm', id, signature, 'x'.repeat(32), now).valid).toBe(false);
    const stretched = `${(Math.floor(later.getTime() / 1000) + 86_400).toString(36)}.${signature.split('.')[1]}`;
    expect(verifyWaitlistLink('confirm', id, stretched, key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyWaitlistLink('confirm', id, 'nonsense', key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyWaitlistLink('confirm', id, undefined, key, now)).toEqual({ valid: false, reason: 'forged' });
  });
  it('signs the confirm link for 7 days and the others until 2 days after the slot', () => {
    const entry = { createdAt: now, endsAt: later };
    expect(waitlistLinkExpiry('confirm', entry).toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(waitlistLinkExpiry('offer', entry).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(waitlistLinkPath('/waitlist/offer', 'offer', id, later, key)).toMatch(/^\/waitlist\/offer\?w=0b8f2f8e-[^&]+&s=[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
  });
});
