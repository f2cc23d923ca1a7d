import { test as playwrightTest, type Page } from '@playwright/test';

export * from '@playwright/test';

/*
 * Playwright's test, whose page waits after each navigation until React has taken the page over.
 * A public page's scripts are fetched and run after its first paint (docs/decisions/0060), which on
 * a local server is after the load event `goto` waits for: until React has hydrated, a press on a
 * control only script drives does nothing, and a form press is a plain post. The journeys are about
 * the page with its script (those without it make their own contexts, or turn script off, and are
 * not waited for). Pages without the loader (the admin, a page rendered per request) are not waited
 * for; a page whose chunks a test blocks is given up on after a few seconds.
 */
const loaderStart = '(document.hidden?setTimeout:requestAnimationFrame)';

async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (start) =>
        ![...document.scripts].some((script) => !script.src && script.text.startsWith(start)) ||
        Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      loaderStart,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
}

export const test = playwrightTest.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const result = await navigate(...args);
          if (!page.isClosed()) await untilHydrated(page).catch(() => undefined);
          return result;
        };
      }
    }
    await provide(page);
  },
});
