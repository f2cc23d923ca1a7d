import type { EnvironmentLabel } from '@/lib/environment-label';

export type SitemapEntry = {
  readonly path: string;
  readonly priority: number;
  readonly changeFrequency: string;
};

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[], lastModified: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(`${base}${entry.path}`)}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <changefreq>${entry.changeFrequency}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Crawlers may index production only; uat and test sites disallow everything. /home is not
 * disallowed: robots rules match by prefix, so it would also block the audience pages under
 * /home/ that the sitemap lists, and a crawler must fetch /home to see its noindex and canonical.
 */
export function robotsTxt(siteUrl: string, label: EnvironmentLabel): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (label !== 'production') return `# ${label} environment: not for indexing\nUser-agent: *\nDisallow: /\n`;
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
}
