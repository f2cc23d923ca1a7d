import { describe, expect, it } from 'vitest';
import {
  allDenied,
  allGranted,
  consentCookieHeader,
  consentCookieValue,
  consentDefaultsScript,
  googleConsentFor,
  parseConsentCookieValue,
  shouldLoadTags,
} from './consent';

describe('consent cookie', () => {
  // Its 400-day lifetime is measured in a real browser (tests/e2e/consent.spec.ts and
  // cookie-policy.spec.ts), not compared with the literal it was written as.

  it('stores true and false for accept and reject', () => {
    expect(consentCookieValue(allGranted)).toBe('true');
    expect(consentCookieValue(allDenied)).toBe('false');
    expect(parseConsentCookieValue('true')).toEqual(allGranted);
    expect(parseConsentCookieValue('false')).toEqual(allDenied);
  });

  it('round-trips mixed choices and rejects unknown values', () => {
    for (const choice of [
      { analytics: true, advertising: false },
      { analytics: false, advertising: true },
    ]) {
      expect(parseConsentCookieValue(consentCookieValue(choice))).toEqual(choice);
    }
    expect(parseConsentCookieValue('yes')).toBeUndefined();
    expect(parseConsentCookieValue(undefined)).toBeUndefined();
  });

  it('writes Max-Age, Path and SameSite, and Secure only over https', () => {
    expect(consentCookieHeader(allGranted, false)).toBe(
      'cookie_consent=true; Max-Age=34560000; Path=/; SameSite=Lax',
    );
    expect(consentCookieHeader(allDenied, true)).toMatch(/; Secure$/);
  });
});

describe('Google consent state', () => {
  it('grants all four keys on accept and denies them on reject', () => {
    expect(googleConsentFor(allGranted)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(Object.values(googleConsentFor(allDenied)).every((value) => value === 'denied')).toBe(true);
  });
});

describe('when tags load', () => {
  const configured = { gtmId: 'GTM-ABC1234', gaId: 'G-ABC123', tagHost: 'https://www.googletagmanager.com' };

  it('never without an id', () => {
    expect(shouldLoadTags({ tagHost: configured.tagHost, mode: 'advanced' }, allGranted)).toBe(false);
  });

  it('in basic mode only after something is granted', () => {
    expect(shouldLoadTags({ ...configured, mode: 'basic' }, undefined)).toBe(false);
    expect(shouldLoadTags({ ...configured, mode: 'basic' }, allDenied)).toBe(false);
    expect(shouldLoadTags({ ...configured, mode: 'basic' }, allGranted)).toBe(true);
  });

  it('in advanced mode at once, with the denied defaults', () => {
    expect(shouldLoadTags({ ...configured, mode: 'advanced' }, undefined)).toBe(true);
  });
});

describe('head snippet', () => {
  type Pushed = { 0?: unknown; 1?: unknown; 2?: Record<string, unknown> };

  function runSnippet(cookie: string) {
    const fakeWindow: { dataLayer?: Pushed[]; uetq?: unknown[]; gtag?: unknown; consentMark?: string } = {};
    const fakeDocument = {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => {
          if (name === 'data-consent') fakeWindow.consentMark = value;
        },
      },
    };
    new Function(
      'window',
      'document',
      'dataLayer',
      `var dataLayer; ${consentDefaultsScript().replace('window.dataLayer=window.dataLayer||[];', 'window.dataLayer=window.dataLayer||[];dataLayer=window.dataLayer;')}`,
    )(fakeWindow, fakeDocument);
    return fakeWindow;
  }

  it('pushes denied defaults as an arguments object, with wait_for_update', () => {
    const result = runSnippet('');
    const first = result.dataLayer?.[0];
    expect(Array.isArray(first)).toBe(false);
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(first?.[0]).toBe('consent');
    expect(first?.[1]).toBe('default');
    expect(first?.[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
    expect(result.dataLayer).toHaveLength(1);
  });

  it("applies a returning visitor's saved choice before any tag", () => {
    const result = runSnippet('cookie_consent=true');
    expect(result.dataLayer?.[1]?.[1]).toBe('update');
    expect(result.dataLayer?.[1]?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
    expect(result.uetq).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied' },
      'consent',
      'update',
      { ad_storage: 'granted' },
    ]);
  });

  it('adds nothing for a saved rejection', () => {
    expect(runSnippet('cookie_consent=false').dataLayer).toHaveLength(1);
  });

  it('marks the page so CSS shows the server-rendered banner only when no valid choice is saved', () => {
    expect(runSnippet('').consentMark).toBe('pending');
    expect(runSnippet('cookie_consent=nonsense').consentMark).toBe('pending');
    expect(runSnippet('cookie_consent=true').consentMark).toBe('chosen');
    expect(runSnippet('a=1; cookie_consent=false').consentMark).toBe('chosen');
    expect(runSnippet('cookie_consent=analytics').consentMark).toBe('chosen');
  });
});
