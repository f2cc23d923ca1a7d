import { describe, expect, it } from 'vitest';
import { onePagePerRoute } from './one-page-per-route.mjs';

/* The shape Next writes: a static page by its path, a dynamic one by its page and regex. */
const manifest = {
  staticRoutes: [{ page: '/' }, { page: '/locations' }, { page: '/workspaces/virtual-offices' }],
  dynamicRoutes: [
    { page: '/locations/[slug]', regex: '^/locations/([^/]+?)(?:/)?$' },
    { page: '/units/[slug]', regex: '^/units/([^/]+?)(?:/)?$' },
    { page: '/workspaces/[type]', regex: '^/workspaces/([^/]+?)(?:/)?$' },
  ],
};

describe('onePagePerRoute', () => {
  it('keeps every static page and the first page of each dynamic route, in sitemap order', () => {
    const paths = [
      '/',
      '/locations',
      '/locations/andover',
      '/locations/basingstoke',
      '/workspaces/virtual-offices',
      '/workspaces/workshops',
      '/workspaces/offices',
      '/units/andover-unit-1',
      '/units/andover-unit-2',
    ];
    expect(onePagePerRoute(paths, manifest)).toEqual([
      '/',
      '/locations',
      '/locations/andover',
      '/workspaces/virtual-offices',
      '/workspaces/workshops',
      '/units/andover-unit-1',
    ]);
  });

  it('keeps a path that no route matches, once', () => {
    expect(onePagePerRoute(['/home', '/home', '/locations'], manifest)).toEqual(['/home', '/locations']);
  });
});
