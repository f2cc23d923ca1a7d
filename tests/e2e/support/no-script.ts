import type { Browser, Page } from '@playwright/test';

/**
 * Runs a journey in a fresh context with JavaScript off (every form of the site works without it),
 * at the default viewport or the width given.
 */
export async function withoutScript(
  browser: Browser,
  journey: (page: Page) => Promise<void>,
  width?: number,
): Promise<void> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(width ? { viewport: { width, height: 900 } } : {}),
  });
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}
