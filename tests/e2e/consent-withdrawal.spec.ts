import { expect, test } from './support/test';
import { chromiumArgs, testChromiumPath } from '../../scripts/project.mjs';
import { hydrated } from './support/hydrated';

/*
 * Consent withdrawal on a real domain name. Google's tags (cookie_domain "auto") and Microsoft's
 * UET write their cookies on the registrable domain (.example.co.uk), not on the host, and the
 * tag stub does the same; on 127.0.0.1 there is no domain, so this journey needs a name.
 */
// www.example.co.uk resolves to this machine, so the tags' "auto" cookie domain is .example.co.uk.
test.use({
  launchOptions: {
    executablePath: testChromiumPath(),
    args: [...chromiumArgs, '--host-resolver-rules=MAP www.example.co.uk 127.0.0.1'],
  },
});

function siteOn(host: string, baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  url.hostname = host;
  return url.origin;
}

const tracking = /^(_ga|_gid|_gcl|_uet)/;

test('withdrawing everything deletes _ga*, _gcl* and _uet* from the host and the domain', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = siteOn('www.example.co.uk', baseURL);
  await page.goto(`${origin}/?utm_source=bing`);
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(async () => (await context.cookies()).filter((cookie) => tracking.test(cookie.name)).length)
    .toBe(5);
  const set = await context.cookies();
  // The stub writes them as Google does: on the registrable domain, not on the host.
  expect(set.find((cookie) => cookie.name === '_ga')?.domain).toBe('.example.co.uk');
  expect(set.find((cookie) => cookie.name === '_uetvid')?.domain).toBe('.example.co.uk');

  await page.getByRole('link', { name: 'Cookie settings' }).click();
  const banner = page.getByTestId('cookie-banner');
  await hydrated(page);
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  const left = (await context.cookies()).filter((cookie) => tracking.test(cookie.name));
  expect(left.map((cookie) => `${cookie.name}@${cookie.domain}`)).toEqual([]);
});

test('withdrawing advertising alone deletes _gcl* and _uet* and keeps _ga*', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(`${siteOn('www.example.co.uk', baseURL)}/`);
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(async () => (await context.cookies()).filter((cookie) => tracking.test(cookie.name)).length)
    .toBe(5);
  await page.getByRole('link', { name: 'Cookie settings' }).click();
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('checkbox', { name: /Advertising/ }).uncheck();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await expect(banner).toBeHidden();
  const names = (await context.cookies())
    .filter((cookie) => tracking.test(cookie.name))
    .map((cookie) => cookie.name)
    .sort();
  expect(names).toEqual(['_ga', '_ga_TEST123456']);
});
