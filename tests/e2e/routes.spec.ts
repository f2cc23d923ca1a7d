import { expect, test } from '@playwright/test';
import { publicRoutes } from '../../src/domain/routes';

/*
 * Each route's own page checks (status, title, description, h1, console, CSP) run in the same
 * visit as its accessibility checks, in a11y.spec.ts. This file holds what compares routes.
 */
test('titles and descriptions are unique across routes', async ({ request }) => {
  const titles = new Set<string>();
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, route.path).toBeTruthy();
    titles.add(title ?? '');
  }
  expect(titles.size).toBe(publicRoutes.length);
});
