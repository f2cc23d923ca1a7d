import { describe, expect, it } from 'vitest';
import {
  formStateFrom,
  openViewingFormState,
  sealViewingFormState,
  viewingFormCookie,
} from './viewing-form-state';

const secret = 'form-secret-0123456789';

describe('the sealed viewing form state', () => {
  it('opens what it sealed, and nothing altered, foreign or stale', () => {
    const now = Date.parse('2030-06-17T09:00:00Z');
    const state = formStateFrom(
      { name: 'Ada Lovelace', email: 'ada@example.co.uk', units: ['EXE-W04'] },
      { phone: 'Too short' },
      now,
    );
    const sealed = sealViewingFormState(state, secret);
    expect(sealed).not.toContain('Ada');
    expect(openViewingFormState(sealed, secret, now + 1000)).toEqual(state);
    expect(openViewingFormState(sealed, 'another-secret-0123456789', now)).toBeUndefined();
    const [iv, tag, body] = sealed.split('.');
    const altered = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(openViewingFormState([iv, tag, altered].join('.'), secret, now)).toBeUndefined();
    expect(openViewingFormState(sealed, secret, now + 11 * 60_000)).toBeUndefined();
    expect(openViewingFormState('garbage', secret, now)).toBeUndefined();
  });

  it('keeps values within the form limits and the cookie on the viewing pages only', () => {
    const state = formStateFrom(
      { name: 'x'.repeat(5000), units: Array.from({ length: 50 }, () => 'EXE-W04') },
      {},
    );
    expect(state.values.name).toHaveLength(100);
    expect(state.values.units).toHaveLength(10);
    expect(viewingFormCookie('abc', true)).toBe(
      'nl_viewing_form=abc; Path=/viewings; HttpOnly; SameSite=Lax; Secure; Max-Age=600',
    );
    expect(viewingFormCookie(undefined, false)).toBe(
      'nl_viewing_form=; Path=/viewings; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });
});
