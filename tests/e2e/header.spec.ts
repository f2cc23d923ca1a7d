import { expect, test } from './support/test';
import { site } from '../../src/domain/site';
import { speculationRules } from '../../src/domain/speculation-rules';
import { telHref } from '../../src/lib/format';

const cases = [
  { width: 390, height: 140 },
  { width: 767, height: 140 },
  { width: 768, height: 80 },
  { width: 1365, height: 80 },
  { width: 1366, height: 100 },
  { width: 1920, height: 100 },
];

for (const { width, height } of cases) {
  test(`header is ${height}px high at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/workspaces');
    const box = await page.getByTestId('site-header').boundingBox();
    expect(box?.height).toBe(height);
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: site.advisorPhone.display }),
    ).toHaveAttribute('href', telHref(site.advisorPhone.e164));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no horizontal overflow').toBeLessThanOrEqual(width);
  });
}

test('skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/about-us');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('mobile menu opens, is announced, closes with Escape and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' }).first();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Locations' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole('button', { name: 'Menu' }).first()).toHaveAttribute('aria-expanded', 'false');
});

test('desktop shows the main navigation inline', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspaces' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' }))
    .toHaveCount(0, { timeout: 1000 })
    .catch(async () => {
      // Both menu buttons exist in the DOM but must be hidden at desktop width.
      for (const button of await page.getByRole('button', { name: 'Menu' }).all())
        await expect(button).toBeHidden();
    });
});

/*
 * A slow phone can paint the header before the rest of its HTML has arrived: the logo row alone,
 * centred, then moved up when the Menu button and the contact row came (a layout shift,
 * docs/decisions/0017). Nothing of it is painted until its last element is there.
 */
for (const width of [320, 390]) {
  test(`at ${width} px the header is painted whole or not at all`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/workspaces/office-spaces');
    const header = page.getByTestId('site-header');
    const logo = header.getByRole('link', { name: `${site.brand} home` });
    await expect(logo).toBeVisible();
    // What a partly parsed document holds: the header without its last element.
    await header.locator('[data-site-header-end]').evaluate((end) => end.remove());
    await expect(logo).toBeHidden();
    await expect(header.getByRole('link', { name: 'Get in touch' })).toBeHidden();
    // The header keeps its height meanwhile, so the page below it does not move either.
    expect((await header.boundingBox())!.height).toBe(140);
  });
}

/*
 * Links load whole pages (decision 0037); the page's speculation rules (which pages: unit-tested in
 * src/domain/speculation-rules.test.ts) fetch a content page ahead while the pointer rests on its
 * link, and the click then opens it. On Save-Data, so the links in view are not fetched ahead
 * already (prefetch.spec.ts): the pointer is the only reason to fetch, as it is on Save-Data.
 */
test('a content page is fetched ahead while the pointer rests on its link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    }),
  );
  const fetchedAhead: string[] = [];
  // Once the response is in, so the click does not race the fetch.
  page.on('requestfinished', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch'))
      fetchedAhead.push(new URL(request.url()).pathname);
  });
  await page.goto('/privacy');
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  expect(JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '')).toEqual(
    speculationRules,
  );
  const locations = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' });
  await locations.hover();
  await expect.poll(() => fetchedAhead).toContain('/locations');
  await locations.click();
  await expect(page).toHaveURL(/\/locations$/);
  // The page opened from the response fetched ahead, not from a second request.
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    ),
  ).toBe('navigational-prefetch');
});

test('the mobile menu is closed when the visitor comes back to the page (back/forward cache)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/privacy');
  const menuButton = page.getByRole('button', { name: 'Menu' }).first();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // What the browser fires as it puts the page in the cache; the menu must close before the page freezes.
  const expandedAfterPageHide = await menuButton.evaluate((button) => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    return button.getAttribute('aria-expanded');
  });
  expect(expandedAfterPageHide).toBe('false');
});
