import { axeOn } from './support/axe';
import { test as base, expect, type Page } from './support/test';
import { checkedRoutes } from './support/checked-routes';
import { weakFocusRings } from './support/focus-rings';
import { seededRoutes } from '../../src/cms/seed/seeded-routes';
import { publicRoutes } from '../../src/domain/routes';

/*
 * One visit per route and width does every per-page check (the suite's largest cost is loading
 * pages, so the checks share visits): axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules at the
 * narrowest phone the site supports (320 px) and the desktop breakpoint (1366 px); no sideways
 * scrolling at 320 px (1.4.10 Reflow); and, on every public route, the status, one title with the
 * brand suffix, the registry's description, one h1, lang en-GB, no console error and no
 * Content-Security-Policy violation (Chrome reports some, such as a blocked eval probe, only as an
 * issue, not on the console); and every tab stop's focus ring at 3:1 against what is behind it
 * (1.4.11, support/focus-rings.ts: one pass in the page). One page per worker is reused across
 * routes: opening a fresh context per route would double the run time on two cores.
 */
const widths = [320, 1366] as const;
// The public routes' descriptions as pages show them: the test server's database is freshly seeded.
const seededDescriptions = new Map(seededRoutes.map((route) => [route.path, route.description]));
const descriptions = new Map(publicRoutes.map((route) => [route.path, seededDescriptions.get(route.path)]));

type Watched = { readonly page: Page; readonly consoleErrors: string[] };

const test = base.extend<object, { watched: Watched }>({
  watched: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const watched: Watched = { page, consoleErrors: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') watched.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => watched.consoleErrors.push(error.message));
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(
            `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(watched);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function expectRoutePage(page: Page, path: string, watched: Watched) {
  await expect(page.locator('head > title')).toHaveCount(1);
  await expect(page).toHaveTitle(/ \| Northlight$/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(descriptions.get(path));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  expect(watched.consoleErrors, `console errors on ${path}`).toEqual([]);
  const cspViolations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(cspViolations, `CSP violations on ${path}`).toEqual([]);
}

/*
 * One test per route and width, so the two halves of a long page (the workshops table has 55 rows)
 * share the two workers and each has the whole test budget for its axe run.
 */
for (const route of checkedRoutes) {
  for (const width of widths) {
    test(`${route.path} at ${width} px: WCAG 2.2 A/AA, focus rings, title, description and h1${width === 320 ? ', reflow' : ''}`, async ({
      watched,
    }) => {
      const { page } = watched;
      watched.consoleErrors.length = 0;
      await page.setViewportSize({ width, height: width < 768 ? 700 : 900 });
      const response = await page.goto(route.path, { waitUntil: 'load' });
      expect(response?.status(), `${route.path} status`).toBe(route.expectedStatus);
      // Details for violations only (axeOn): the same rules run, and nothing new is reported
      // (docs/decisions/0017-suite-time.md, sixth step).
      const results = await axeOn(page).analyze();
      const report = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(report, `axe violations on ${route.path} at ${width} px`).toEqual([]);
      const rings = await weakFocusRings(page);
      expect(rings.checked, `tab stops on ${route.path}`).toBeGreaterThan(3);
      expect(rings.weak, `focus rings under 3:1 on ${route.path} at ${width} px`).toEqual([]);
      if (width === 320) {
        const overflow = await page.evaluate(
          () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${route.path} scrolls sideways at 320 px by`).toBeLessThanOrEqual(0);
      }
      if (descriptions.has(route.path)) await expectRoutePage(page, route.path, watched);
    });
  }
}
