import { sitemapRoutes } from '@/domain/routes';
import { serverEnv } from '@/env';
import { sitemapXml } from '@/lib/seo/sitemap';

/* Built once at build time: the registry and SITE_URL are fixed for a build. */
export const dynamic = 'force-static';

export function GET() {
  const body = sitemapXml(serverEnv().SITE_URL, sitemapRoutes, new Date().toISOString().slice(0, 10));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
