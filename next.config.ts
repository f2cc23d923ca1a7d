import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { parseServerEnv, publicEnv } from './src/env';
import {
  adminSecurityHeaders,
  contentSecurityPolicy,
  resourceSecurityPolicy,
  securityHeaderOptions,
  securityHeaders,
} from './src/lib/security-headers';

/* Validating here makes a bad environment fail `next build` and `next start` with a readable list. */
const env = parseServerEnv(process.env);
const production = process.env.NODE_ENV === 'production';
/* A throwaway build made by `npm test` after its own typecheck (scripts/test.mjs). */
const testBuild = process.env.NORTHLIGHT_TEST_BUILD === '1';

/*
 * Pages bring their own Content-Security-Policy (docs/decisions/0020-strict-csp.md): a cached page
 * the one its cache entry carries (src/server/site/page-cache-handler.mjs), a page rendered per request
 * a nonce policy (src/proxy.ts). Next adds a cached page's headers to those set here rather than
 * replacing them, so the rules below must not give a page a policy too: a second policy would be
 * enforced as well. They give one to what is not a page: the API, built assets and public files.
 * The development server never serves pages from the cache, so it keeps one permissive policy.
 */
const headerOptions = securityHeaderOptions({ ...env, ...publicEnv });
/* Next's draft-mode cookie: only an editor previewing drafts has it (src/cms/preview-route.ts). */
const draftModeCookie = { type: 'cookie' as const, key: '__prerender_bypass' };
const publicFiles = readdirSync(path.join(process.cwd(), 'public')).map((name) => `/${name}`);
const resourcePaths = ['/api', '/_next', '/robots.txt', '/sitemap.xml', '/favicon.ico', ...publicFiles];
const contentSecurityRules = production
  ? resourcePaths.flatMap((source) => [
      { source, headers: [{ key: 'Content-Security-Policy', value: resourceSecurityPolicy(headerOptions) }] },
      {
        source: `${source}/:path*`,
        headers: [{ key: 'Content-Security-Policy', value: resourceSecurityPolicy(headerOptions) }],
      },
    ])
  : [
      {
        source: '/((?!admin|cms-api).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy(headerOptions, {
              scripts: ["'unsafe-inline'"],
              styles: ["'unsafe-inline'"],
            }),
          },
        ],
      },
    ];

/*
 * The launch flag is decided here, at build time (docs/decisions/0004-launch-flag-503.md). A dark
 * build (LAUNCHED=false) rewrites every public page to the holding route, which answers 503; a
 * launched build has no rewrite, and no proxy on its prerendered pages (src/proxy.ts matches
 * only the few rendered per request), so they cost nothing extra per request.
 * Assets, the image optimiser, the API, robots.txt and the sitemap keep working while dark.
 */
const holdingRewrite = {
  source:
    '/((?!_next/|api/|cms-api/|admin|images/|icon.svg|favicon.ico|robots.txt|sitemap.xml|coming-soon).*)',
  destination: '/api/holding',
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The launch-flag tests build a dark copy of the site beside the normal one (.next-dark).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Inlined into the server code, so the running site knows which way it was built.
  env: { NORTHLIGHT_BUILD_LAUNCHED: String(env.LAUNCHED) },
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  outputFileTracingExcludes: { '*': ['.data/**', 'tests/**', 'bench-results/**'] },
  // `npm test` typechecks the whole project (tsc --noEmit) before its two builds, which are thrown
  // away after the run: repeating the typecheck cost about 30 s a build, writing Turbopack's cache
  // about 17 s. Every other build (npm start, Docker) still checks types and keeps its cache.
  typescript: { ignoreBuildErrors: testBuild },
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'sharp'],
  // Next's file-system page cache, which also gives each page its Content-Security-Policy.
  cacheHandler: path.join(process.cwd(), 'src', 'server', 'site', 'page-cache-handler.mjs'),
  experimental: {
    // The public site and the CMS admin have separate root layouts (src/app/global-not-found.tsx).
    globalNotFound: true,
    // forbidden(): a refused manage link is answered 403 in the site's layout (src/app/(site)/(pages)/book/manage).
    authInterrupts: true,
    turbopackFileSystemCacheForBuild: !testBuild,
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    // Next 16 dropped 16 from the defaults; the spec's small sizes run from 16 to 384.
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    ...(publicEnv.NEXT_PUBLIC_IMGIX_DOMAIN
      ? { loader: 'custom' as const, loaderFile: './src/lib/images/imgix-loader.ts' }
      : {}),
  },
  async redirects() {
    return [
      // The spec's address is /workspaces/dog-groomings; people type the natural spelling.
      { source: '/workspaces/dog-grooming', destination: '/workspaces/dog-groomings', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: env.LAUNCHED ? [] : [holdingRewrite],
      afterFiles: [
        { source: '/sitemap.xml', destination: '/api/sitemap' },
        { source: '/robots.txt', destination: '/api/robots' },
      ],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        // Every public response; the admin and its API have their own policy below.
        source: '/((?!admin|cms-api).*)',
        missing: [draftModeCookie],
        headers: securityHeaders(headerOptions),
      },
      {
        // An editor's draft preview (src/cms/preview-route.ts) is framed by the admin's live preview.
        source: '/((?!admin|cms-api).*)',
        has: [draftModeCookie],
        headers: securityHeaders(headerOptions, "'self'"),
      },
      ...contentSecurityRules,
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      // The CMS: its own CSP, never indexed, never cached by browsers or by the nginx cache.
      {
        source: '/admin',
        headers: adminSecurityHeaders({ production, https: env.SITE_URL.startsWith('https://') }),
      },
      {
        source: '/admin/:path*',
        headers: adminSecurityHeaders({ production, https: env.SITE_URL.startsWith('https://') }),
      },
      {
        source: '/cms-api/:path*',
        headers: adminSecurityHeaders({ production, https: env.SITE_URL.startsWith('https://') }),
      },
      { source: '/home', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
      // The live preview's frame opens these first (a redirect to the page, or why not): framed by the
      // admin. Later rules win over earlier ones for the same header.
      ...['/api/preview', '/api/preview/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          ...(production
            ? [{ key: 'Content-Security-Policy', value: resourceSecurityPolicy(headerOptions, "'self'") }]
            : []),
        ],
      })),
      // The font's file name carries its package version (src/app/(site)/site-document.tsx).
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The holding page is never to be indexed (a launched build answers it with a 404).
      { source: '/coming-soon', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
    ];
  },
};

/*
 * withPayload adds client-hint headers (Accept-CH, Critical-CH, Vary) for the admin's colour scheme
 * to every path. On a public page Critical-CH makes Chrome fetch the page twice and Vary splits the
 * cache, so they are kept to the admin.
 */
function withAdminOnlyClientHints(config: NextConfig): NextConfig {
  const headers = config.headers;
  if (!headers) return config;
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

export default withAdminOnlyClientHints(withPayload(nextConfig));
