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

/*
 * One render-blocking stylesheet per page: every CSS module a public page imported became a stylesheet
 * of its own, and each one more held the first paint back (about 170 ms of simulated FCP in
 * Lighthouse; docs/decisions/0035-one-stylesheet.md). Site rules live in globals.css.
 */
test('every public route links exactly one stylesheet', async ({ request }) => {
  for (const route of [...publicRoutes.map((r) => r.path), '/locations/andover', '/workspaces/workshops']) {
    const html = await (await request.get(route)).text();
    const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(sheets, route).toHaveLength(1);
  }
});
