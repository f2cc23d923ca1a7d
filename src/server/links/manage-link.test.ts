import { describe, expect, it } from 'vitest';
import { manageLinkExpiry, manageLinkKey, managePath, signManageLink, verifyManageLink } from './manage-link';

const key = manageLinkKey('a-cms-secret-of-at-least-32-characters!!');
const id = '6f1c2a1e-5b7d-4c1e-9a7b-0d2c3e4f5a6b';
const now = new Date('2026-06-01T12:00:00Z');
const expires = new Date('2026-07-01T12:00:00Z');

describe('signed manage links', () => {
  it('accepts its own link until it expires, then says expired', () => {
    const signature = signManageLink('booking', id, expires, key);
    expect(verifyManageLink('booking', id, signature, key, now)).toEqual({ valid: true });
    expect(verifyManageLink('booking', id, signature, key, new Date('2026-07-01T12:00:01Z'))).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses an altered expiry, another id, another kind of subject, another key and junk as forged', () => {
    const signature = signManageLink('booking', id, expires, key);
    const [, mac] = signature.split('.');
    const later = `${Math.floor(new Date('2027-01-01').getTime() / 1000).toString(36)}.${mac}`;
    const forged = { valid: false, reason: 'forged' };
    expect(verifyManageLink('booking', id, later, key, now)).toEqual(forged);
    expect(verifyManageLink('booking', id.replace('6f', '7f'), signature, key, now)).toEqual(forged);
    expect(verifyManageLink('viewing', id, signature, key, now)).toEqual(forged);
    expect(verifyManageLink('booking', id, signature, manageLinkKey('another-secret-of-at-least-32-characters'), now)).toEqual(forged);
    for (const junk of [undefined, '', 'abc', `${signature}x`, 'zz.zz', '<script>'])
      expect(verifyManageLink('booking', id, junk, key, now)).toEqual(forged);
  });

  it('expires 30 days after the end and builds the page path', () => {
    expect(manageLinkExpiry(new Date('2026-06-01T10:00:00Z')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    const path = managePath('/book/manage', 'booking', id, expires, key);
    const query = new URL(path, 'https://x.example').searchParams;
    expect(query.get('b')).toBe(id);
    expect(verifyManageLink('booking', id, query.get('s') ?? '', key, now)).toEqual({ valid: true });
  });
});
