import type { Page } from '@playwright/test';

/**
 * Saves the page whole at 1366 and 390 px into `dir` (a spec's *_SHOTS variable; nothing when it
 * is unset), then puts the viewport back as it was.
 */
export async function shootAtWidths(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
