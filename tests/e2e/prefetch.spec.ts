import { expect, test, type Page } from './support/test';
import { fetchAheadAttribute } from '../../src/domain/fetch-ahead';
import { prefetchedPathPatterns } from '../../src/domain/speculation-rules';
import { hydrated } from './support/hydrated';

/*
 * The spec's "links prefetched 200 px before entering view" (decision 0037): a link is marked as it
 * comes within 200 px of the view and the page's speculation rules fetch its page at once
 * (`Sec-Purpose: prefetch`), only the pages the rules allow (which: src/domain/speculation-rules.test.ts),
 * and nothing on Save-Data or a slow connection. The hover rule: header.spec.ts.
 */
test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

const marked = `[${fetchAheadAttribute}]`;

/** The paths the browser fetches ahead from now on, each once its response is in. */
function fetchedAhead(page: Page): string[] {
  const paths: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const scrollTo = (page: Page, top: number) =>
  page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    // Two frames: the observer reports at the next rendering step.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, top);

test('a footer link is fetched ahead once it is within 200 px of the view, not before', async ({ page }) => {
  const fetched = fetchedAhead(page);
  await page.goto('/about-us');
  await hydrated(page);
  // A footer link to a page the rules allow, linked nowhere else on the page, and its place on the page.
  const target = await page.evaluate((patterns) => {
    const allowed = patterns.map((pattern) => new URLPattern(pattern, location.href));
    const paths = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
      (link) => link.pathname,
    );
    const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]')].find(
      (candidate) =>
        paths.filter((path) => path === candidate.pathname).length === 1 &&
        allowed.some((pattern) => pattern.test(candidate.href)),
    );
    if (!link) return undefined;
    link.dataset.testTarget = '';
    return { path: link.pathname, top: link.getBoundingClientRect().top + window.scrollY };
  }, prefetchedPathPatterns);
  expect(target, 'a footer link to an allowed page').toBeDefined();
  const link = page.locator('[data-test-target]');
  // The links in the first view are marked and fetched; the footer's is 2,000 px or more away.
  await expect(page.locator(`header ${marked}`).first()).toBeAttached();
  expect(target!.top).toBeGreaterThan(900 + 2000);

  // 260 px below the view: outside the margin.
  await scrollTo(page, target!.top - 900 - 260);
  await page.waitForTimeout(300);
  await expect(link).not.toHaveAttribute(fetchAheadAttribute);
  expect(fetched).not.toContain(target!.path);

  // 140 px below the view: inside it.
  await scrollTo(page, target!.top - 900 - 140);
  await expect(link).toHaveAttribute(fetchAheadAttribute, '');
  await expect.poll(() => fetched).toContain(target!.path);
  // The page then opens from the response fetched ahead.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target!.path}$`));
  expect(
    await page.evaluate(
      () =>
        (
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
            deliveryType: string;
          }
        ).deliveryType,
    ),
  ).toBe('navigational-prefetch');
});

test('scrolled from top to bottom, a centre page fetches ahead only pages the rules allow', async ({
  page,
}) => {
  const fetched = fetchedAhead(page);
  await page.goto('/locations/andover');
  await hydrated(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 800) await scrollTo(page, top);
  const { markedPaths, allowedPaths } = await page.evaluate(
    ({ patterns, selector }) => {
      const allowed = patterns.map((pattern) => new URLPattern(pattern, location.href));
      const links = [...document.querySelectorAll<HTMLAnchorElement>(selector)];
      return {
        markedPaths: [...new Set(links.map((link) => link.pathname))],
        allowedPaths: [
          ...new Set(
            links.filter((link) => allowed.some((p) => p.test(link.href))).map((link) => link.pathname),
          ),
        ],
      };
    },
    { patterns: prefetchedPathPatterns, selector: marked },
  );
  // Links to pages the rules keep out (a form, a booking) were near the view too.
  expect(markedPaths.filter((path) => !allowedPaths.includes(path)).length).toBeGreaterThan(0);
  await expect.poll(() => fetched.length).toBeGreaterThan(5);
  await page.waitForTimeout(500);
  expect(fetched.filter((path) => !allowedPaths.includes(path))).toEqual([]);
});

for (const [why, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 3G connection', { saveData: false, effectiveType: '3g' }],
] as const) {
  test(`nothing is fetched ahead of the view on ${why}`, async ({ page }) => {
    await page.addInitScript((hints) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ ...hints, addEventListener() {}, removeEventListener() {} }),
      });
    }, connection);
    const fetched = fetchedAhead(page);
    await page.goto('/about-us');
    await hydrated(page);
    // Every link in view at once: one rendering step for the observer, not one per scrolled screen
    // (a loaded machine took longer than the test's time over the page's screens one by one).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1366, height });
    await scrollTo(page, 0);
    await page.waitForTimeout(500);
    await expect(page.locator(marked)).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
}
