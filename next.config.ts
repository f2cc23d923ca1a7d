import type { NextConfig } from 'next';
import { parseServerEnv, publicEnv } from './src/env';
import { securityHeaders } from './src/lib/security-headers';

/* Validating here makes a bad environment fail `next build` and `next start` with a readable list. */
const env = parseServerEnv(process.env);
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  outputFileTracingExcludes: { '*': ['.data/**', 'tests/**', 'bench-results/**'] },
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
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
  async rewrites() {
    return [
      { source: '/sitemap.xml', destination: '/api/sitemap' },
      { source: '/robots.txt', destination: '/api/robots' },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          production,
          https: env.SITE_URL.startsWith('https://'),
          tagsConfigured: Boolean(publicEnv.NEXT_PUBLIC_GTM_ID ?? publicEnv.NEXT_PUBLIC_GA_ID),
          tagHost: publicEnv.NEXT_PUBLIC_TAG_HOST,
          imgixDomain: publicEnv.NEXT_PUBLIC_IMGIX_DOMAIN,
          mapsConfigured: Boolean(publicEnv.NEXT_PUBLIC_MAPS_KEY),
        }),
      },
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { source: '/home', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
    ];
  },
};

export default nextConfig;
