import { readdirSync } from 'node:fs';
import path from 'node:path';
import { URLPattern } from 'urlpattern-polyfill';
import { describe, expect, it } from 'vitest';
import { fetchAheadAttribute } from './fetch-ahead';
import { sitemapRoutes } from './routes';
import { prefetchedPathPatterns, speculationRules } from './speculation-rules';

/*
 * The browser reads each href_matches string as a URL pattern relative to the page (Node 20 has no
 * URLPattern of its own; the polyfill implements the same standard).
 */
const page = 'https://northlight.example/privacy';
const patterns = prefetchedPathPatterns.map((pattern) => new URLPattern(pattern, page));
const prefetched = (path: string) => patterns.some((pattern) => pattern.test(new URL(path, page).href));

/** Every page folder of the public site as its route ("/locations/[slug]"), route groups left out. */
function publicPageRoutes(directory: string, route = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [route || '/'] : [];
    if (!entry.isDirectory() || entry.name.startsWith('@') || entry.name.startsWith('_')) return [];
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return publicPageRoutes(path.join(directory, entry.name), route + segment);
  });
}
const anyParameter = (route: string) => route.replace(/\[[^\]]+\]|:\w+/g, '[]');

describe('speculation rules', () => {
  it('fetch ahead every page of the sitemap and the unit pages', () => {
    for (const route of sitemapRoutes) expect(prefetched(route.path), route.path).toBe(true);
    expect(prefetched('/locations/andover/units/and-w03')).toBe(true);
    expect(prefetched('/workspaces/workshops#contact')).toBe(true);
  });

  it('never fetch a form, a page acting on a link, a page rendered per visitor, the API or the CMS', () => {
    for (const path of [
      '/home',
      '/book',
      '/book/manage',
      '/book/cancel',
      '/viewings',
      '/viewings/manage',
      '/virtual-offices/order',
      '/virtual-offices/order/manage',
      '/alerts/new',
      '/alerts/confirm',
      '/alerts/unsubscribe',
      '/enquiry/received',
      '/compare',
      '/units',
      '/units?type=workshops',
      '/home/companies/elsewhere',
      '/locations/andover/enquire',
      '/locations/andover/units/and-w03/book',
      '/api/enquiries',
      '/admin',
      '/cms-api/users',
    ])
      expect(prefetched(path), path).toBe(false);
  });

  it('match no page of the app but the sitemap pages and the centre, type and unit routes', () => {
    const allowed = new Set(prefetchedPathPatterns.map(anyParameter));
    const routes = publicPageRoutes(path.join(process.cwd(), 'src/app/(site)/(pages)'));
    expect(routes).toContain('/locations/[slug]/units/[reference]');
    for (const route of routes) {
      const sample = route.replace(/\[\[?\.\.\.\w+\]?\]/g, 'a/b').replace(/\[\w+\]/g, 'sample');
      if (prefetched(sample)) expect(allowed, `${route} is fetched ahead`).toContain(anyParameter(route));
    }
  });

  it('prefetch on intent (moderate) or once a link is marked near the view (immediate), never prerender', () => {
    expect(Object.keys(speculationRules)).toEqual(['prefetch']);
    expect(speculationRules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate', 'immediate']);
    // Both over the same pages, the one list above: a link near the view adds no page to them.
    const [onIntent, nearView] = speculationRules.prefetch;
    expect(onIntent.where).toEqual({ href_matches: prefetchedPathPatterns });
    expect(nearView.where).toEqual({
      and: [{ href_matches: prefetchedPathPatterns }, { selector_matches: `[${fetchAheadAttribute}]` }],
    });
  });
});
