import { expect, test } from './support/test';
import { site } from '../../src/domain/site';
import { telHref } from '../../src/lib/format';

const missing = [
  '/no-such-page',
  '/workspaces/spaceships',
  '/locations/atlantis',
  '/home/investors',
  '/coming-soon',
  // A unit that is not listed, at a centre and at an address that is no centre: the contact slot
  // draws the general section there, so the page's 404 keeps the site's header and footer.
  '/locations/andover/units/zz-999',
  '/locations/atlantis/units/zz-999',
];

for (const path of missing) {
  test(`${path} answers a real 404 with the designed page, every time`, async ({ page, request }) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    }
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link')).toHaveCount(4);
    await expect(page.locator(`main a[href="${telHref(site.advisorPhone.e164)}"]`)).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Northlight');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
  });
}

test('/404 shows the not-found page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
});

test('/500 shows the server-error page', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
  await expect(page).toHaveTitle('Something went wrong | Northlight');
});

test('sitemap and robots answer at both addresses', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/api/sitemap']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/locations/winchester</loc>');
    expect(xml).not.toContain('/home<');
  }
  for (const path of ['/robots.txt', '/api/robots']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    // The tests run on 127.0.0.1, a test origin: crawlers are turned away.
    expect(await response.text()).toContain('Disallow: /');
  }
});

test('robots allows crawling when reached on the production origin', async ({ request }) => {
  const response = await request.get('/robots.txt', { headers: { 'x-forwarded-host': 'localhost:3000' } });
  // localhost is always a test origin, whatever SITE_URL says.
  expect(await response.text()).toContain('Disallow: /');
});

test('security headers are on every response', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/api/robots']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('/home is rendered per request with a canonical link to /', async ({ page, request }) => {
  const response = await request.get('/home');
  expect(response.headers()['cache-control']).toContain('no-store');
  await page.goto('/home');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:3000\/?$/);
});
