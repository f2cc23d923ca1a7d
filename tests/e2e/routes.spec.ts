import { expect, test } from './support/test';
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

/*
 * The site's furniture (header, contact section, footer) once in each page's React payload: with the
 * @contact slot in the root layout, Next rendered the root layout a second time into every payload,
 * around the not-found page (docs/decisions/0036-one-layout-in-the-payload.md). The skip link is
 * the first piece of furniture: once in the markup and once in the payload that hydrates it.
 */
test('every public route carries its furniture once in its payload', async ({ request }) => {
  const unit = /href="(\/locations\/andover\/units\/[^"]+)"/.exec(
    await (await request.get('/locations/andover')).text(),
  )?.[1];
  expect(unit, 'a unit page linked from the Andover centre page').toBeTruthy();
  for (const route of [
    ...publicRoutes.map((r) => r.path),
    '/locations/andover',
    '/workspaces/workshops',
    unit!,
  ]) {
    const html = await (await request.get(route)).text();
    expect(html.split('Skip to main content').length - 1, route).toBe(2);
  }
});
