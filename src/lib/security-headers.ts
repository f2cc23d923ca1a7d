/*
 * Security headers for every response. The CSP names only what the site uses; Google's tag hosts
 * are added only when their ids are configured. Static pages cannot carry a per-request nonce, and
 * every public page is rendered again when the CMS publishes, so per-page script hashes made at
 * build would go stale: inline scripts (Next's page data, the consent defaults) need
 * 'unsafe-inline'; see docs/decisions/0008-csp-script-hashes.md.
 */

export type SecurityHeaderOptions = {
  readonly production: boolean;
  readonly https: boolean;
  readonly tagsConfigured: boolean;
  readonly tagHost: string;
  readonly imgixDomain?: string | undefined;
  readonly mapsConfigured: boolean;
};

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const scriptSrc = ["'self'", "'unsafe-inline'"];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const frameSrc: string[] = [];
  if (!options.production) scriptSrc.push("'unsafe-eval'");
  if (!options.production) connectSrc.push('ws:');
  if (options.tagsConfigured) {
    const tagOrigin = new URL(options.tagHost).origin;
    scriptSrc.push(tagOrigin, 'https://www.google-analytics.com', 'https://bat.bing.com');
    connectSrc.push(
      tagOrigin,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://bat.bing.com',
    );
    imgSrc.push(tagOrigin, 'https://*.google-analytics.com', 'https://bat.bing.com');
    frameSrc.push(tagOrigin);
  }
  if (options.imgixDomain) imgSrc.push(`https://${options.imgixDomain}`);
  if (options.mapsConfigured) {
    frameSrc.push('https://www.google.com');
  }
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${frameSrc.length ? frameSrc.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (options.production && options.https) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}

/*
 * The CMS admin is a client-rendered React app with inline styles and scripts of Payload's own,
 * used only by signed-in staff: it gets a policy of its own, no framing, no indexing and no caching.
 */
export function adminSecurityHeaders(options: {
  production: boolean;
  https: boolean;
}): { key: string; value: string }[] {
  const scriptSrc = ["'self'", "'unsafe-inline'"];
  if (!options.production) scriptSrc.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.production ? '' : ' ws:'}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "worker-src 'self' blob:",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  const headers = [
    { key: 'Content-Security-Policy', value: directives.join('; ') },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'Cache-Control', value: 'private, no-store' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
  if (options.production && options.https) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}
