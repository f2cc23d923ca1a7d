import { describe, expect, it } from 'vitest';
import { builtLaunched, launchFlagMismatch, parsePublicEnv, parseServerEnv } from './env';

describe('server environment', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseServerEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.LAUNCHED).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CONSENT_MODE).toBe('basic');
  });

  it('reads flags and trims a trailing slash from SITE_URL', () => {
    const env = parseServerEnv({ LAUNCHED: 'false', SITE_URL: 'https://www.northlight.example/' });
    expect(env.LAUNCHED).toBe(false);
    expect(env.SITE_URL).toBe('https://www.northlight.example');
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses a webhook URL without a secret, so no delivery is ever sent unsigned', () => {
    expect(() => parseServerEnv({ ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries' })).toThrow(
      /ENQUIRY_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseServerEnv({ ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries', ENQUIRY_WEBHOOK_SECRET: ' ' }),
    ).toThrow(/ENQUIRY_WEBHOOK_SECRET/);
    const signed = parseServerEnv({
      ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries',
      ENQUIRY_WEBHOOK_SECRET: 'a-shared-secret-of-some-length',
    });
    expect(signed.ENQUIRY_WEBHOOK_SECRET).toBe('a-shared-secret-of-some-length');
    // A secret alone (webhook switched off) is harmless.
    expect(parseServerEnv({ ENQUIRY_WEBHOOK_SECRET: 'kept-for-later' }).ENQUIRY_WEBHOOK_URL).toBeUndefined();
  });

  it('fails with a readable list naming each bad variable', () => {
    expect(() => parseServerEnv({ SITE_URL: 'nope', LAUNCHED: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(
      /SITE_URL[\s\S]*LAUNCHED[\s\S]*DATABASE_URL/,
    );
  });
});

describe('public environment', () => {
  it('accepts well-formed tag ids and rejects malformed ones', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' }).NEXT_PUBLIC_GTM_ID).toBe('GTM-ABC1234');
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/NEXT_PUBLIC_GTM_ID/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GA_ID: 'G-' })).toThrow(/NEXT_PUBLIC_GA_ID/);
  });

  it('leaves tags unconfigured by default', () => {
    const env = parsePublicEnv({});
    expect(env.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_GA_ID).toBeUndefined();
  });
});

describe('launch flag decided at build time', () => {
  it('reads as launched outside a Next build', () => {
    expect(builtLaunched()).toBe(true);
  });

  it('accepts LAUNCHED unset at start, or set to the value the site was built with', () => {
    expect(launchFlagMismatch({}, false)).toBeUndefined();
    expect(launchFlagMismatch({ LAUNCHED: '' }, true)).toBeUndefined();
    expect(launchFlagMismatch({ LAUNCHED: 'false' }, false)).toBeUndefined();
    expect(launchFlagMismatch({ LAUNCHED: 'yes' }, true)).toBeUndefined();
  });

  it('names the contradiction when LAUNCHED at start differs from the build', () => {
    expect(launchFlagMismatch({ LAUNCHED: 'false' }, true)).toMatch(
      /LAUNCHED=false at start, but this build was made with LAUNCHED=true[\s\S]*rebuild/,
    );
    expect(launchFlagMismatch({ LAUNCHED: '1' }, false)).toMatch(/made with LAUNCHED=false/);
    expect(launchFlagMismatch({ LAUNCHED: 'maybe' }, true)).toMatch(/LAUNCHED=maybe at start is not/);
  });
});
