import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const base = {
  production: true,
  https: true,
  tagsConfigured: false,
  tagHost: 'https://www.googletagmanager.com',
  mapsConfigured: false,
};

describe('security headers', () => {
  it('names no third party when no tag is configured', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).not.toMatch(/google|bing/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("adds Google's hosts only when tags are configured", () => {
    const csp = contentSecurityPolicy({ ...base, tagsConfigured: true });
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src[^;]*google-analytics/);
  });

  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ ...base, production: false })).toContain("'unsafe-eval'");
  });

  it('sends HSTS in production over https only', () => {
    const names = (options: typeof base) => securityHeaders(options).map((header) => header.key);
    expect(names(base)).toContain('Strict-Transport-Security');
    expect(names({ ...base, https: false })).not.toContain('Strict-Transport-Security');
    expect(names({ ...base, production: false })).not.toContain('Strict-Transport-Security');
    expect(names(base)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});
