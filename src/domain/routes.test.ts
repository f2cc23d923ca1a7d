import { describe, expect, it } from 'vitest';
import { centreSlugs } from './centres';
import { findRoute, pageCategoryFor, pageTitle, publicRoutes, routes, sitemapRoutes } from './routes';
import { workspaceTypeSlugs } from './workspace-types';

const specRoutes = [
  '/',
  '/home',
  '/about-us',
  '/cookie-policy',
  '/privacy',
  '/terms-of-service',
  '/careers',
  '/workspaces',
  '/locations',
  '/why-northlight',
  '/case-studies',
  '/home/companies',
  '/home/operators',
  '/home/owners',
  ...workspaceTypeSlugs.map((slug) => `/workspaces/${slug}`),
  ...centreSlugs.map((slug) => `/locations/${slug}`),
];

describe('route registry', () => {
  it('holds every route of the spec', () => {
    for (const path of specRoutes) expect(findRoute(path), path).toBeDefined();
    expect(publicRoutes).toHaveLength(specRoutes.length);
    expect(specRoutes).toHaveLength(14 + 15 + 29);
  });

  it('has unique paths, titles and descriptions', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(routes.map((route) => route.path))).toBe(true);
    expect(unique(routes.map((route) => route.title))).toBe(true);
    expect(unique(routes.map((route) => route.description))).toBe(true);
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const route of routes) {
      expect(pageTitle(route.title).length, route.path).toBeLessThanOrEqual(70);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('ends every title with the brand suffix', () => {
    expect(pageTitle('Workshops')).toBe('Workshops | Northlight');
  });

  it('claims 30 centres in the meeting-rooms title, as the spec says', () => {
    expect(findRoute('/workspaces/meeting-rooms')?.title).toMatch(/30 centres/);
  });

  it('lists only indexable public pages in the sitemap', () => {
    const paths = sitemapRoutes.map((route) => route.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/locations/andover');
    expect(paths).not.toContain('/home');
    expect(paths).not.toContain('/coming-soon');
    expect(paths).not.toContain('/404');
  });

  it('gives each path an analytics category', () => {
    expect(pageCategoryFor('/')).toBe('home');
    expect(pageCategoryFor('/workspaces/gyms')).toBe('workspace type');
    expect(pageCategoryFor('/locations/exeter/')).toBe('location');
    expect(pageCategoryFor('/privacy')).toBe('legal');
    expect(pageCategoryFor('/no-such-page')).toBe('error');
  });
});
