import { describe, expect, it } from 'vitest';
import { sitemapRoutes } from '@/domain/routes';
import { robotsTxt, sitemapXml } from '@/lib/seo/sitemap';

describe('sitemap', () => {
  it('writes absolute URLs from the site origin', () => {
    const xml = sitemapXml(
      'https://www.northlight.example/',
      [
        { path: '/', priority: 1, changeFrequency: 'weekly' },
        { path: '/locations', priority: 0.9, changeFrequency: 'weekly' },
      ],
      '2026-11-21',
    );
    expect(xml).toContain('<loc>https://www.northlight.example/</loc>');
    expect(xml).toContain('<loc>https://www.northlight.example/locations</loc>');
    expect(xml).toContain('<priority>0.9</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes XML specials in paths', () => {
    expect(
      sitemapXml(
        'https://a.example',
        [{ path: '/a&b', priority: 0.5, changeFrequency: 'weekly' }],
        '2026-01-01',
      ),
    ).toContain('/a&#38;b');
  });
});

describe('robots', () => {
  it('allows crawling and names the sitemap in production', () => {
    const text = robotsTxt('https://www.northlight.example', 'production');
    expect(text).toContain('Allow: /');
    expect(text).toContain('Sitemap: https://www.northlight.example/sitemap.xml');
  });

  it('blocks no page the sitemap lists (rules match by prefix)', () => {
    const disallowed = robotsTxt('https://www.northlight.example', 'production')
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim())
      .filter(Boolean);
    for (const route of sitemapRoutes) {
      expect(
        disallowed.filter((prefix) => route.path.startsWith(prefix)),
        route.path,
      ).toEqual([]);
    }
  });

  it.each(['uat', 'test'] as const)('disallows everything on %s', (label) => {
    const text = robotsTxt('https://www.northlight.example', label);
    expect(text).toMatch(/Disallow: \/\n/);
    expect(text).not.toContain('Allow: /\n');
  });
});

describe('unit pages in the sitemap', () => {
  it('lists each listed unit at its lower-case address under its centre', async () => {
    const { unitPath, unitSitemapEntries, pageCategoryFor } = await import('@/domain/routes');
    expect(unitPath({ centre: 'andover', reference: 'AND-W04' })).toBe('/locations/andover/units/and-w04');
    const [entry] = unitSitemapEntries([{ centre: 'exeter', reference: 'EXE-MR01' }]);
    expect(entry).toMatchObject({ path: '/locations/exeter/units/exe-mr01', indexable: true });
    expect(pageCategoryFor('/locations/exeter/units/exe-mr01')).toBe('location');
    expect(pageCategoryFor('/locations/exeter/units/exe-mr01/extra')).toBe('error');
  });
});
