import { describe, expect, it } from 'vitest';
import { sitemapRoutes } from './routes';
import { prefetchedPathPatterns, speculationRules, speculationRulesScript } from './speculation-rules';

/* URLPattern's pathname rule for these patterns: a literal path, or a prefix and "*" for anything below. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}
const prefetched = (path: string) => prefetchedPathPatterns.some((pattern) => matches(pattern, path));

describe('speculation rules', () => {
  it('fetch ahead every page of the sitemap and the unit pages under a centre', () => {
    for (const route of sitemapRoutes) expect(prefetched(route.path), route.path).toBe(true);
    expect(prefetched('/locations/andover/units/and-w03')).toBe(true);
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
