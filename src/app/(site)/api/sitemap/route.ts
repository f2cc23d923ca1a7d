import { getListedUnits } from '@/content';
import { sitemapRoutes, unitSitemapEntries } from '@/domain/routes';
import { serverEnv } from '@/env';
import { sitemapXml } from '@/lib/seo/sitemap';

/*
 * Built at build time and again after every publish (the public site's revalidation covers it) or
 * hourly: the registry's pages and one page per listed unit.
 */
export const dynamic = 'force-static';
export const revalidate = 3600;

export async function GET() {
  const entries = [...sitemapRoutes, ...unitSitemapEntries(await getListedUnits())];
  const body = sitemapXml(serverEnv().SITE_URL, entries, new Date().toISOString().slice(0, 10));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
