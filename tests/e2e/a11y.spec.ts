import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { checkedRoutes } from './support/checked-routes';

/*
 * axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every route, at the mobile width of the spec
 * (390 px) and the desktop breakpoint (1366 px). One page per worker is reused across routes:
 * opening a fresh context per route would double the run time on two cores.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [390, 1366] as const;

const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const route of checkedRoutes) {
  test(`no WCAG 2.2 A/AA violations on ${route.path}`, async ({ sharedPage: page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      const response = await page.goto(route.path, { waitUntil: 'load' });
      expect(response?.status(), `${route.path} status`).toBe(route.expectedStatus);
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const report = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(report, `axe violations on ${route.path} at ${width} px`).toEqual([]);
    }
  });
}
