import { hashSource, inlineCode } from './inline-code';

/*
 * Security headers. The CSP names only what the site uses; Google's tag hosts are added only when
 * their ids are configured. Inline code is never allowed wholesale ('unsafe-inline'): each document
 * gets a policy that names its own inline scripts, by hash when the page is prerendered or
 * regenerated (the page cache computes it from the HTML it stores, src/server/site/page-cache-handler.mjs),
 * by nonce when it is rendered per request (src/proxy.ts). See docs/decisions/0020-strict-csp.md.
 */

export type SecurityHeaderOptions = {
  readonly production: boolean;
  readonly https: boolean;
  readonly tagsConfigured: boolean;
  readonly tagHost: string;
  readonly imgixDomain?: string | undefined;
  readonly mapsConfigured: boolean;
  /**
   * Stripe Checkout's origin when rooms are paid online: the reserve form's post is answered with
   * a redirect there, and browsers apply form-action to a form's redirects too.
   */
  readonly checkoutOrigin?: string | undefined;
};

/** The environment values the headers depend on (a subset of src/env.ts's server and public env). */
export type SecurityHeaderEnv = {
  readonly NODE_ENV: string;
  readonly SITE_URL: string;
  readonly NEXT_PUBLIC_GTM_ID?: string | undefined;
  readonly NEXT_PUBLIC_GA_ID?: string | undefined;
  readonly NEXT_PUBLIC_TAG_HOST: string;
  readonly NEXT_PUBLIC_IMGIX_DOMAIN?: string | undefined;
  readonly NEXT_PUBLIC_MAPS_KEY?: string | undefined;
  readonly STRIPE_SECRET_KEY?: string | undefined;
  /** Tests only: the local fake of Stripe serves its Checkout pages from the API's origin. */
  readonly STRIPE_API_URL?: string | undefined;
};

/* One reading for next.config.ts and for the server, so a page's policy and the rest agree. */
export function securityHeaderOptions(env: SecurityHeaderEnv): SecurityHeaderOptions {
  return {
    production: env.NODE_ENV === 'production',
    https: env.SITE_URL.startsWith('https://'),
    tagsConfigured: Boolean(env.NEXT_PUBLIC_GTM_ID ?? env.NEXT_PUBLIC_GA_ID),
    tagHost: env.NEXT_PUBLIC_TAG_HOST,
    imgixDomain: env.NEXT_PUBLIC_IMGIX_DOMAIN,
    mapsConfigured: Boolean(env.NEXT_PUBLIC_MAPS_KEY),
    checkoutOrigin: env.STRIPE_SECRET_KEY
      ? env.STRIPE_API_URL
        ? new URL(env.STRIPE_API_URL).origin
        : stripeCheckoutOrigin
      : undefined,
  };
}

export const stripeCheckoutOrigin = 'https://checkout.stripe.com';

/** The inline code one document may run: CSP source expressions ('sha256-...', 'nonce-...'). */
export type InlineAllowance = {
  readonly scripts: readonly string[];
  /** Hashes of its style elements, or 'unsafe-inline' alone when it has style attributes. */
  readonly styles: readonly string[];
};

/*
 * A style attribute can be allowed only by 'unsafe-inline' (or 'unsafe-hashes', which this does
 * not use), and a browser ignores 'unsafe-inline' once a hash is listed, so a page with style
 * attributes gets 'unsafe-inline' for styles alone. None of ours has one (Next's built-in
 * _global-error page has); tests/e2e/csp.spec.ts fails if a sitemap page gains one. Scripts never
 * get it.
 */
export function inlineAllowanceOf(html: string): InlineAllowance {
  const code = inlineCode(html);
  return {
    scripts: [...new Set(code.scripts.map(hashSource))],
    styles: code.styleAttributes ? ["'unsafe-inline'"] : [...new Set(code.styles.map(hashSource))],
  };
}

/**
 * Who may frame a page: nobody, except the admin's live preview of a draft (same origin, and only
 * in an editor's draft mode: src/proxy.ts).
 */
export type FramedBy = "'none'" | "'self'";

export function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  inline: InlineAllowance,
  framedBy: FramedBy = "'none'",
): string {
  const scriptSrc = ["'self'", ...inline.scripts];
  const styleSrc = ["'self'", ...inline.styles];
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
    `style-src ${styleSrc.join(' ')}`,
    `img-src ${imgSrc.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${frameSrc.length ? frameSrc.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${options.checkoutOrigin ? ` ${options.checkoutOrigin}` : ''}`,
    `frame-ancestors ${framedBy}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy of one HTML document, from the document itself. */
export function documentPolicy(options: SecurityHeaderOptions, html: string): string {
  return contentSecurityPolicy(options, inlineAllowanceOf(html));
}

/*
 * The code of the "Go back to the form" link on the plain-HTML answers of the form endpoints
 * (src/server/enquiries/enquiry-handler.ts): the only inline code outside the pages, allowed by its hash.
 */
export const historyBackHandler = 'if(history.length>1){history.back();return false;}';

/*
 * Everything that is not a page (the API, built assets, public files): nothing there runs script
 * except the form endpoints' "go back" link. Their plain-HTML answers keep their small style
 * element, which escapes whatever the visitor sent, so styles stay inline there.
 */
export function resourceSecurityPolicy(
  options: Pick<SecurityHeaderOptions, 'https'>,
  framedBy: FramedBy = "'none'",
): string {
  const directives = [
    "default-src 'none'",
    `script-src 'unsafe-hashes' ${hashSource(historyBackHandler)}`,
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${framedBy}`,
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/*
 * The headers every public response gets. The Content-Security-Policy is not among them: a page's
 * comes with the page (see the top of this file), the rest get resourceSecurityPolicy().
 */
export function securityHeaders(
  options: SecurityHeaderOptions,
  framedBy: FramedBy = "'none'",
): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    },
    { key: 'X-Frame-Options', value: framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY' },
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
