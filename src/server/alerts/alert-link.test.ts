import { describe, expect, it } from 'vitest';
import { alertLinkPath, signAlertLink, verifyAlertLink } from './alert-link';

const key = 'k'.repeat(43);
const id = '6f1c2b1e-1111-4222-8333-944445555666';
const later = new Date('2030-01-08T00:00:00Z');
const now = new Date('2030-01-01T00:00:00Z');

describe('alert links', () => {
  it('verify what they sign, for their purpose only', () => {
    const signature = signAlertLink('unsubscribe', id, later, key);
    expect(verifyAlertLink('unsubscribe', id, signature, key, now)).toEqual({ valid: true });
    expect(verifyAlertLink('confirm', id, signature, key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyAlertLink('unsubscribe', id.replace('6f', '7f'), signature, key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyAlertLink('unsubscribe', id, signature, 'other'.repeat(9), now)).toEqual({ valid: false, reason: 'forged' });
  });

  it('cannot be stretched, and say expired only of a genuine link', () => {
    const signature = signAlertLink('confirm', id, later, key);
    const [expiry, mac] = signature.split('.');
    const stretched = `${(parseInt(expiry!, 36) + 86_400).toString(36)}.${mac}`;
    expect(verifyAlertLink('confirm', id, stretched, key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyAlertLink('confirm', id, signature, key, new Date('2030-01-09T00:00:00Z'))).toEqual({ valid: false, reason: 'expired' });
    expect(verifyAlertLink('confirm', id, undefined, key, now)).toEqual({ valid: false, reason: 'forged' });
    expect(verifyAlertLink('confirm', id, 'garbage', key, now)).toEqual({ valid: false, reason: 'forged' });
  });

  it('gives confirm links 7 days and unsubscribe links 400', () => {
    const query = (path: string) => new URL(path, 'http://x').searchParams;
    const confirm = query(alertLinkPath('/alerts/confirm', 'confirm', id, now, key));
    expect(confirm.get('a')).toBe(id);
    expect(verifyAlertLink('confirm', id, confirm.get('s')!, key, new Date('2030-01-07T23:00:00Z')).valid).toBe(true);
    expect(verifyAlertLink('confirm', id, confirm.get('s')!, key, new Date('2030-01-08T01:00:00Z')).valid).toBe(false);
    const unsubscribe = query(alertLinkPath('/alerts/unsubscribe', 'unsubscribe', id, now, key));
    expect(verifyAlertLink('unsubscribe', id, unsubscribe.get('s')!, key, new Date('2031-01-30T00:00:00Z')).valid).toBe(true);
  });
});
