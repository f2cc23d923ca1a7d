import { URLPattern } from 'urlpattern-polyfill';
import { describe, expect, it } from 'vitest';
import { sitemapRoutes } from './routes';
import { prefetchedPathPatterns, speculationRules, speculationRulesScript } from './speculation-rules';

/*
 * The browser reads each href_matches string as a URL pattern relative to the page (Node 20 has no
 * URLPattern of its own; the polyfill implements the same standard).
 */
const page = 'https://northlight.example/privacy';
const patterns = prefetchedPathPatterns.map((pattern) => new URLPattern(pattern, page));
const prefetched = (path: string) => patterns.some((pattern) => pattern.test(new URL(path, page).href));

describe('speculation rules', () => {
  it('fetch ahead every page of the sitemap and the unit pages under a centre', () => {
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
      '/api/enquiries',
      '/admin',
      '/cms-api/users',
    ])
      expect(prefetched(path), path).toBe(false);
  });

  it('prefetch on hover or press (moderate), never prerender, and serialise to the JSON the page carries', () => {
    expect(Object.keys(speculationRules)).toEqual(['prefetch']);
    expect(speculationRules.prefetch[0].eagerness).toBe('moderate');
    expect(JSON.parse(speculationRulesScript())).toEqual({
      prefetch: [{ where: { href_matches: [...prefetchedPathPatterns] }, eagerness: 'moderate' }],
    });
  });
});
