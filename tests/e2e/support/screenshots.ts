import type { Page } from '@playwright/test';

/**
 * Saves the page whole at 1366 and 390 px into `dir` (a spec's *_SHOTS variable; nothing when it
 * is unset), then puts the viewport back as it was.
 */
/**
 * Draws the footer, which the site lays out only near the view (content-visibility, globals.css),
 * so a whole-page screenshot shows it rather than its placeholder space.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body > footer'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}

export async function shootAtWidths(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await drawWholePage(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
