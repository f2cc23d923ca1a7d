/*
 * Security headers for every response. The CSP names only what the site uses; Google's tag hosts
 * are added only when their ids are configured. This is the site-wide policy: after the build,
 * scripts/csp-hashes.mjs gives every prerendered page its own copy in which script-src lists the
 * sha256 of each of the page's inline scripts instead of 'unsafe-inline'. Only responses rendered
 * per request (/home, /enquiry/received, 404s) keep 'unsafe-inline' here, since without a proxy
 * they cannot get a nonce; see docs/decisions/0007-csp-script-hashes.md.
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
