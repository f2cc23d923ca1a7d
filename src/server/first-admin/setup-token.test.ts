import { describe, expect, it } from 'vitest';
import { checkSetupToken, issueSetupToken, setupLink, setupTokenLifetimeMs } from './setup-token';

const secret = 'a-test-secret-of-some-length-0123456789';
const now = Date.UTC(2026, 10, 28, 12, 0, 0);
const fresh = { adminExists: false, spent: new Set<string>() };

describe('the first-admin setup token', () => {
  it('opens the page within its hour, and not a moment after', () => {
    const { token, expiresAt } = issueSetupToken(secret, now);
    expect(expiresAt.getTime()).toBe(now + setupTokenLifetimeMs);
    expect(checkSetupToken(token, secret, fresh, now).ok).toBe(true);
    expect(checkSetupToken(token, secret, fresh, now + setupTokenLifetimeMs - 1).ok).toBe(true);
    expect(checkSetupToken(token, secret, fresh, now + setupTokenLifetimeMs)).toEqual({ ok: false, problem: 'expired' });
  });

  it('is random: two starts make two different links', () => {
    expect(issueSetupToken(secret, now).token).not.toBe(issueSetupToken(secret, now).token);
  });

  it('works once: a spent nonce is refused', () => {
    const { token } = issueSetupToken(secret, now);
    const verdict = checkSetupToken(token, secret, fresh, now);
    if (!verdict.ok) throw new Error('expected a live token');
    expect(checkSetupToken(token, secret, { adminExists: false, spent: new Set([verdict.nonce]) }, now)).toEqual({
      ok: false,
      problem: 'used',
    });
  });

  it('is dead once an administrator exists, however young', () => {
    const { token } = issueSetupToken(secret, now);
    expect(checkSetupToken(token, secret, { adminExists: true, spent: new Set() }, now)).toEqual({
      ok: false,
      problem: 'admin-exists',
    });
  });

  it('cannot be forged, stretched or made with another secret', () => {
    const { token } = issueSetupToken(secret, now);
    const [version, nonce, , signature] = token.split('.');
    const later = (now + 10 * setupTokenLifetimeMs).toString(36);
    expect(checkSetupToken(`${version}.${nonce}.${later}.${signature}`, secret, fresh, now).ok).toBe(false);
    expect(checkSetupToken(token, 'another-secret', fresh, now)).toEqual({ ok: false, problem: 'invalid' });
    for (const bad of [undefined, '', 'v1', `${token}x`, token.toUpperCase(), 42])
      expect(checkSetupToken(bad, secret, fresh, now)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('is printed as a link to the setup page on the server’s origin', () => {
    const { token } = issueSetupToken(secret, now);
    const link = new URL(setupLink('http://localhost:3000/', token));
    expect(link.pathname).toBe('/admin/first-admin');
    expect(link.searchParams.get('token')).toBe(token);
  });
});
