import { expect, test, type Page } from './support/test';
import { tagStubOrigin } from '../cms/ports';
import { hydrated } from './support/hydrated';

/*
 * The test build has GTM and GA ids configured and Google's host pointed at the local tag stub
 * (scripts/test.mjs), so these tests see exactly what a visitor's browser would request.
 */
const tagStub = tagStubOrigin;

type Entry = { [key: string]: unknown };

async function dataLayer(page: Page): Promise<{ isArguments: boolean; values: unknown[] }[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) => ({
      isArguments: Object.prototype.toString.call(entry) === '[object Arguments]',
      values:
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : [entry],
    })),
  );
}

function watchOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    // Everything but the site itself is outside, the tag stub included.
    if (url.hostname !== '127.0.0.1' || url.origin === tagStub) outside.push(request.url());
  });
  return outside;
}

test.describe('before any choice', () => {
  test('no non-essential cookie and no third-party request; defaults are denied', async ({
    page,
    context,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/workspaces/workshops?utm_source=newsletter&utm_medium=email');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.startsWith(tagStub))).toEqual([]);
    expect(
      requests.filter((url) => !url.startsWith('http://127.0.0.1:') && !url.startsWith('data:')),
    ).toEqual([]);
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    // Essential only: the enquiry form's security tokens (src/domain/legal.ts).
    expect(cookieNames.filter((name) => name !== 'XSRF-TOKEN' && name !== 'enquiry_form')).toEqual([]);
    const layer = await dataLayer(page);
    const defaults = layer.find(
      (entry) => entry.isArguments && entry.values[0] === 'consent' && entry.values[1] === 'default',
    );
    expect(defaults?.values[2]).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });
});

test('accept: four keys granted as an arguments object, tags load, cookies set for 400 days', async ({
  page,
  context,
}) => {
  await page.goto('/locations?utm_source=google&utm_medium=cpc&gclid=abc123');
  await hydrated(page);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();
  const gtmRequest = page.waitForRequest((request) =>
    request.url().startsWith(`${tagStub}/gtm.js?id=GTM-TEST123`),
  );
  const gaRequest = page.waitForRequest((request) =>
    request.url().startsWith(`${tagStub}/gtag/js?id=G-TEST123456`),
  );
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await Promise.all([gtmRequest, gaRequest]);
  await expect(banner).toBeHidden();

  const layer = await dataLayer(page);
  const update = layer.find(
    (entry) => entry.isArguments && entry.values[0] === 'consent' && entry.values[1] === 'update',
  );
  expect(update?.values[2]).toEqual({
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  });
  expect(layer.some((entry) => (entry.values[0] as Entry)?.event === 'consent_update')).toBe(true);
  const uetq = await page.evaluate(() => (window as unknown as { uetq: unknown[] }).uetq);
  expect(uetq.slice(-3)).toEqual(['consent', 'update', { ad_storage: 'granted' }]);

  const cookies = await context.cookies();
  const consent = cookies.find((cookie) => cookie.name === 'cookie_consent');
  expect(consent?.value).toBe('true');
  expect(consent?.sameSite).toBe('Lax');
  const lifetimeDays = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(lifetimeDays).toBeGreaterThan(399.9);
  expect(lifetimeDays).toBeLessThanOrEqual(400);

  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'channel_attrib')).toBe(true);
  const attribution = (await context.cookies()).find((cookie) => cookie.name === 'channel_attrib');
  const parsed = JSON.parse(decodeURIComponent(attribution?.value ?? '')) as { first: Entry; last: Entry };
  expect(parsed.first).toMatchObject({
    utm_source: 'google',
    utm_medium: 'cpc',
    gclid: 'abc123',
    landing_path: '/locations',
  });

  // A returning visitor: the saved choice is applied in <head> before any tag, and no banner shows.
  await page.goto('/about-us');
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  const returning = await dataLayer(page);
  const firstUpdate = returning.findIndex((entry) => entry.isArguments && entry.values[1] === 'update');
  expect(firstUpdate).toBe(1);
});

test('reject: denied, no tags, no channel_attrib', async ({ page, context }) => {
  const outside = watchOutsideRequests(page);
  await page.goto('/?utm_source=google');
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  const layer = await dataLayer(page);
  const update = layer.find((entry) => entry.isArguments && entry.values[1] === 'update');
  expect(update?.values[2]).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  await page.goto('/workspaces');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('false');
  expect(cookies.find((cookie) => cookie.name === 'channel_attrib')).toBeUndefined();
});

test('withdrawing consent from the footer deletes channel_attrib', async ({ page, context }) => {
  await page.goto('/?utm_source=bing');
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  // Written by code loaded only after the choice (decision 0046): a moment later.
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'channel_attrib')).toBe(true);
  await page.getByRole('link', { name: 'Cookie settings' }).click();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
  await expect(banner.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
  await banner.getByRole('checkbox', { name: /Analytics/ }).uncheck();
  await banner.getByRole('checkbox', { name: /Advertising/ }).uncheck();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('false');
  expect(cookies.find((cookie) => cookie.name === 'channel_attrib')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name.startsWith('_ga'))).toBeUndefined();
});

test('the banner works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await banner.getByRole('checkbox', { name: /Analytics/ }).focus();
  await page.keyboard.press('Space');
  await banner.getByRole('button', { name: 'Save my choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
    'analytics',
  );
});

test('a page-change record on every page load, and the Top Navigation event pushed before the visitor leaves', async ({
  page,
}) => {
  // A link loads a whole page (decision 0037), which starts a new data layer: what each page held
  // as the visitor left it is kept in the tab's session storage for the test to read.
  await page.addInitScript(() => {
    addEventListener('pagehide', () => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
      const left = JSON.parse(sessionStorage.getItem('test:left-data-layers') ?? '[]') as unknown[];
      left.push(layer.filter((entry) => Object.prototype.toString.call(entry) !== '[object Arguments]'));
      sessionStorage.setItem('test:left-data-layers', JSON.stringify(left));
    });
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect
    .poll(
      async () =>
        (await dataLayer(page)).filter((entry) => (entry.values[0] as Entry)?.event === 'page_change').length,
    )
    .toBe(1);
  const leftPages = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('test:left-data-layers') ?? '[]') as unknown[][],
  );
  expect(leftPages).toHaveLength(1);
  const records = [...leftPages.flat(), ...(await dataLayer(page)).map((entry) => entry.values[0])]
    .map((record) => record as Entry)
    .filter((record) => record?.event);
  expect(records.filter((record) => record.event === 'page_change')).toEqual([
    { event: 'page_change', page_category: 'home', environment: 'test', page_path: '/' },
    { event: 'page_change', page_category: 'locations', environment: 'test', page_path: '/locations' },
  ]);
  expect(records.filter((record) => record.event === 'navigation')).toEqual([
    { event: 'navigation', section: 'Top Navigation', referring_page: '/', destination_page: '/locations' },
  ]);
  // A page brought back from the back/forward cache counts as a page change too.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect
    .poll(async () =>
      (await dataLayer(page))
        .map((entry) => entry.values[0] as Entry)
        .filter((record) => record?.event === 'page_change')
        .map((record) => record.page_path),
    )
    .toEqual(['/locations', '/locations']);
});

test('the environment ribbon shows on a test origin', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('environment-ribbon')).toHaveText(/test site/i);
});

test('the banner does not shift the layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);
});

test.describe('the banner before the page script runs', () => {
  test('is in the first paint for a first-time visitor, before any script chunk has arrived', async ({
    page,
  }) => {
    // No chunk ever arrives: what shows is the server's HTML, the inline head script and CSS.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/privacy');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
  });

  test('shows only once all of it has been parsed, so a slow phone never sees it grow upwards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workspaces/office-spaces');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // What a partly parsed document holds: the banner without its last element.
    await banner.locator('[data-cookie-banner-end]').evaluate((end) => end.remove());
    await expect(banner).toBeHidden();
  });

  test('stays hidden for a returning visitor, even before hydration', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'false', url: baseURL ?? '' }]);
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/privacy');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });

  test('never shows with JavaScript off, when no tag could load', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await context.close();
  });
});
