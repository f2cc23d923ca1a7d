import { describe, expect, it } from 'vitest';
import { hashSource } from './inline-code';
import {
  contentSecurityPolicy,
  documentPolicy,
  historyBackHandler,
  resourceSecurityPolicy,
  securityHeaderOptions,
  securityHeaders,
} from './security-headers';

const base = {
  production: true,
  https: true,
  tagsConfigured: false,
  tagHost: 'https://www.googletagmanager.com',
  mapsConfigured: false,
};

const noInline = { scripts: [], styles: [] };
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it('names no third party when no tag is configured', () => {
    const csp = contentSecurityPolicy(base, noInline);
    expect(csp).not.toMatch(/google|bing/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("adds Google's hosts only when tags are configured", () => {
    const csp = contentSecurityPolicy({ ...base, tagsConfigured: true }, noInline);
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src[^;]*google-analytics/);
  });

  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ ...base, production: false }, noInline)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(base, noInline)).not.toContain("'unsafe-eval'");
  });

  it('sends HSTS in production over https only', () => {
    const names = (options: typeof base) => securityHeaders(options).map((header) => header.key);
    expect(names(base)).toContain('Strict-Transport-Security');
    expect(names({ ...base, https: false })).not.toContain('Strict-Transport-Security');
    expect(names({ ...base, production: false })).not.toContain('Strict-Transport-Security');
    // The policy comes with each page, or from resourceSecurityPolicy(): never site-wide.
    expect(names(base)).not.toContain('Content-Security-Policy');
    expect(names(base)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });

  it("allows a page's own inline scripts by hash, never 'unsafe-inline', and its style elements by hash", () => {
    const html =
      '<html><head><style>p{margin:0}</style><script>a()</script></head><body><script>b()</script>' +
      '<script type="application/ld+json">{}</script><script>a()</script></body></html>';
    const policy = documentPolicy(base, html);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashSource('a()'), hashSource('b()')]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", hashSource('p{margin:0}')]);
    expect(policy).not.toContain('unsafe-inline');
  });

  it("lets a page with style attributes keep 'unsafe-inline' for styles only", () => {
    const policy = documentPolicy(base, '<p style="color:red">a</p><style>p{}</style><script>a()</script>');
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashSource('a()')]);
  });

  it("runs nothing on responses that are not pages but the form answers' go-back link", () => {
    const policy = resourceSecurityPolicy(base);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'unsafe-hashes'", hashSource(historyBackHandler)]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('reads its options from the environment the same way for next.config.ts and the server', () => {
    expect(
      securityHeaderOptions({
        NODE_ENV: 'production',
        SITE_URL: 'https://www.northlight.example',
        NEXT_PUBLIC_GA_ID: 'G-ABCDE12345',
        NEXT_PUBLIC_TAG_HOST: 'https://www.googletagmanager.com',
      }),
    ).toEqual({
      production: true,
      https: true,
      tagsConfigured: true,
      tagHost: 'https://www.googletagmanager.com',
      imgixDomain: undefined,
      mapsConfigured: false,
      checkoutOrigin: undefined,
    });
  });

  it("lets the reserve form's post be redirected to Stripe Checkout only when Stripe is configured", () => {
    expect(directive(contentSecurityPolicy(base, noInline), 'form-action')).toEqual(["'self'"]);
    const env = { NODE_ENV: 'production', SITE_URL: 'https://www.northlight.example', NEXT_PUBLIC_TAG_HOST: 'https://www.googletagmanager.com' };
    const live = securityHeaderOptions({ ...env, STRIPE_SECRET_KEY: 'sk_live_0123456789' });
    expect(directive(contentSecurityPolicy(live, noInline), 'form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
    const fake = securityHeaderOptions({ ...env, STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_API_URL: 'http://127.0.0.1:7218/' });
    expect(fake.checkoutOrigin).toBe('http://127.0.0.1:7218');
  });

  it("lets only an editor's draft preview be framed, and only by this site", () => {
    expect(directive(contentSecurityPolicy(base, noInline), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy(base, noInline, "'self'"), 'frame-ancestors')).toEqual(["'self'"]);
    const frameOptions = (framedBy?: "'self'") =>
      securityHeaders(base, framedBy).find((header) => header.key === 'X-Frame-Options')?.value;
    expect(directive(resourceSecurityPolicy(base), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(resourceSecurityPolicy(base, "'self'"), 'frame-ancestors')).toEqual(["'self'"]);
    expect(frameOptions()).toBe('DENY');
    expect(frameOptions("'self'")).toBe('SAMEORIGIN');
  });
});
