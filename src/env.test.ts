import { describe, expect, it } from 'vitest';
import {
  allowedAdminOrigins,
  builtLaunched,
  launchFlagMismatch,
  parsePublicEnv,
  parseServerEnv,
  s3Settings,
  stripeSettings,
} from './env';

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

  it('reads ADMIN_ORIGINS as a list of bare origins, after SITE_URL in the admin list', () => {
    expect(parseServerEnv({}).ADMIN_ORIGINS).toEqual([]);
    const env = parseServerEnv({
      SITE_URL: 'https://www.northlight.example',
      ADMIN_ORIGINS: ' https://admin.northlight.example/ , http://127.0.0.1:3000,',
    });
    expect(env.ADMIN_ORIGINS).toEqual(['https://admin.northlight.example', 'http://127.0.0.1:3000']);
    expect(allowedAdminOrigins(env)).toEqual([
      'https://www.northlight.example',
      'https://admin.northlight.example',
      'http://127.0.0.1:3000',
    ]);
  });

  it('refuses an ADMIN_ORIGINS entry that is not a bare http(s) origin, naming it', () => {
    expect(() => parseServerEnv({ ADMIN_ORIGINS: 'https://ok.example,admin.example' })).toThrow(
      /ADMIN_ORIGINS.*admin\.example/,
    );
    expect(() => parseServerEnv({ ADMIN_ORIGINS: 'https://x.example/admin' })).toThrow(/ADMIN_ORIGINS/);
    expect(() => parseServerEnv({ ADMIN_ORIGINS: '*' })).toThrow(/ADMIN_ORIGINS/);
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses a webhook URL without a secret, so no delivery is ever sent unsigned', () => {
    expect(() => parseServerEnv({ ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries' })).toThrow(
      /ENQUIRY_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseServerEnv({
        ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries',
        ENQUIRY_WEBHOOK_SECRET: ' ',
      }),
    ).toThrow(/ENQUIRY_WEBHOOK_SECRET/);
    const signed = parseServerEnv({
      ENQUIRY_WEBHOOK_URL: 'https://crm.example/hooks/enquiries',
      ENQUIRY_WEBHOOK_SECRET: 'a-shared-secret-of-some-length',
    });
    expect(signed.ENQUIRY_WEBHOOK_SECRET).toBe('a-shared-secret-of-some-length');
    // A secret alone (webhook switched off) is harmless.
    expect(parseServerEnv({ ENQUIRY_WEBHOOK_SECRET: 'kept-for-later' }).ENQUIRY_WEBHOOK_URL).toBeUndefined();
  });

  it('requires PAYLOAD_SECRET on PostgreSQL, where instances must share it', () => {
    const url = 'postgres://northlight@db:5432/northlight';
    expect(() => parseServerEnv({ DATABASE_URL: url })).toThrow(
      /PAYLOAD_SECRET[\s\S]*same value on every instance/,
    );
    expect(parseServerEnv({ DATABASE_URL: url, PAYLOAD_SECRET: 'x'.repeat(32) }).PAYLOAD_SECRET).toBe(
      'x'.repeat(32),
    );
    // The embedded database is one process: a secret made on the machine is fine there.
    expect(parseServerEnv({}).PAYLOAD_SECRET).toBeUndefined();
  });

  it('fails with a readable list naming each bad variable', () => {
    expect(() => parseServerEnv({ SITE_URL: 'nope', LAUNCHED: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(
      /SITE_URL[\s\S]*LAUNCHED[\s\S]*DATABASE_URL/,
    );
  });
});

describe('S3 storage for CMS uploads', () => {
  const s3 = {
    S3_BUCKET: 'northlight-media',
    S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
    S3_REGION: 'eu-west-2',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'example-secret-key',
  };

  it('is off by default: uploads stay under MEDIA_DIR', () => {
    expect(s3Settings(parseServerEnv({}))).toBeUndefined();
    expect(s3Settings(parseServerEnv({ S3_BUCKET: '', S3_REGION: ' ' }))).toBeUndefined();
  });

  it('is on with all five set, path-style by default', () => {
    const settings = s3Settings(parseServerEnv(s3));
    expect(settings).toEqual({
      bucket: 'northlight-media',
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret-key' },
      forcePathStyle: true,
      prefix: '',
    });
    expect(s3Settings(parseServerEnv({ ...s3, S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false);
    expect(s3Settings(parseServerEnv({ ...s3, S3_PREFIX: '/northlight/production/' }))?.prefix).toBe(
      'northlight/production',
    );
  });

  it('refuses a partial set, naming what is missing', () => {
    for (const name of Object.keys(s3) as (keyof typeof s3)[]) {
      const partial = { ...s3, [name]: '' };
      expect(() => parseServerEnv(partial)).toThrow(new RegExp(`but ${name} is missing`));
    }
    expect(() => parseServerEnv({ S3_BUCKET: 'northlight-media' })).toThrow(
      /S3_BUCKET is set but S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/,
    );
    expect(() => parseServerEnv({ S3_PREFIX: 'northlight' })).toThrow(
      /S3_PREFIX is set but S3 is not configured/,
    );
  });

  it('never puts the secret in its messages', () => {
    let message = '';
    try {
      parseServerEnv({ ...s3, S3_BUCKET: '' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('S3_BUCKET');
    expect(message).not.toContain('example-secret-key');
  });

  it('bounds and shapes every value', () => {
    expect(() => parseServerEnv({ ...s3, S3_BUCKET: 'Northlight_Media' })).toThrow(/S3_BUCKET/);
    expect(() => parseServerEnv({ ...s3, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/);
    expect(() => parseServerEnv({ ...s3, S3_ENDPOINT: 'ftp://s3.example' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseServerEnv({ ...s3, S3_ENDPOINT: `https://s3.example/${'x'.repeat(300)}` })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => parseServerEnv({ ...s3, S3_REGION: 'EU West 2' })).toThrow(/S3_REGION/);
    expect(() => parseServerEnv({ ...s3, S3_ACCESS_KEY_ID: 'k'.repeat(129) })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => parseServerEnv({ ...s3, S3_SECRET_ACCESS_KEY: 's'.repeat(257) })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseServerEnv({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    for (const prefix of ['a/../b', 'a//b', '..', 'with space', 'p'.repeat(101)])
      expect(() => parseServerEnv({ ...s3, S3_PREFIX: prefix }), prefix).toThrow(/S3_PREFIX/);
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

  it('takes Stripe with both keys or neither, never one', () => {
    const key = 'sk_test_0123456789abcdef';
    const hook = 'whsec_0123456789abcdef';
    expect(stripeSettings(parseServerEnv({}))).toBeUndefined();
    expect(stripeSettings(parseServerEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: hook }))).toEqual({
      secretKey: key,
      webhookSecret: hook,
      apiUrl: undefined,
    });
    expect(() => parseServerEnv({ STRIPE_SECRET_KEY: key })).toThrow(/Stripe is half configured/);
    expect(() => parseServerEnv({ STRIPE_WEBHOOK_SECRET: hook })).toThrow(/Stripe is half configured/);
    expect(() =>
      parseServerEnv({ STRIPE_SECRET_KEY: 'pk_test_0123456789', STRIPE_WEBHOOK_SECRET: hook }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret/);
    expect(() => parseServerEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /whsec_/,
    );
  });
});
