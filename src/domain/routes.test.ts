import { describe, expect, it } from 'vitest';
import { centreSlugs } from './centres';
import {
  findRoute,
  getWrittenRoute,
  pageCategoryFor,
  pageTitle,
  publicRoutes,
  routes,
  sitemapRoutes,
} from './routes';
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
  it('holds every route of the spec, and the photo credits page', () => {
    for (const path of specRoutes) expect(findRoute(path), path).toBeDefined();
    expect(findRoute('/photo-credits')?.indexable).toBe(true);
    expect(publicRoutes).toHaveLength(specRoutes.length + 1);
    expect(specRoutes).toHaveLength(14 + 15 + 29);
  });

  it('has unique paths', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('leaves the copy of workspace type and centre pages to the published content', () => {
    for (const slug of workspaceTypeSlugs) {
      expect(findRoute(`/workspaces/${slug}`)?.title).toBeUndefined();
      expect(findRoute(`/workspaces/${slug}`)?.description).toBeUndefined();
    }
    for (const slug of centreSlugs) expect(findRoute(`/locations/${slug}`)?.description).toBeUndefined();
    expect(findRoute('/locations/romsey')?.title).toBe('Business centre in Romsey, Hampshire');
    expect(getWrittenRoute('/404').title).toBe('Page not found');
    expect(() => getWrittenRoute('/workspaces/gyms')).toThrow(/published content/);
  });

  it('ends every title with the brand suffix', () => {
    expect(pageTitle('Workshops')).toBe('Workshops | Northlight');
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
    // A centre's page of a flow takes its flow's category (they were 'error' before).
    expect(pageCategoryFor('/book/exeter')).toBe('workspaces');
    expect(pageCategoryFor('/book/exeter/repeat')).toBe('workspaces');
    expect(pageCategoryFor('/coworking/day-pass/exeter')).toBe('workspaces');
    expect(pageCategoryFor('/viewings/exeter')).toBe('locations');
    expect(pageCategoryFor('/viewings/confirmed')).toBe('locations');
    expect(pageCategoryFor('/book/exeter/extra')).toBe('error');
  });
});
