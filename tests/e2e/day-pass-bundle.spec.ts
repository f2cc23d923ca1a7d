import { expect, test, type Page } from './support/test';
import { shootAtWidths } from './support/screenshots';
import { withoutScript } from './support/no-script';

/*
 * Bundles of day passes on the public server, which has no Stripe keys (docs/decisions/0056):
 * both day-pass pages offer "Buy 5 or 10 days" and "Use a bundle"; the bundle page says bundles
 * are sold online by card only and shows no purchase form, and still lets a holder book a day.
 * With JavaScript on and off. The purchase itself: bundle-day-pass-payment.spec.ts (payments).
 */

async function screenshots(page: Page, name: string) {
  const directory = process.env.DAY_PASS_SHOTS;
  if (directory) await shootAtWidths(page, directory, name);
}

async function offSale(page: Page) {
  await page.goto('/coworking/day-pass');
  await expect(page.getByTestId('bundle-links').getByRole('link', { name: 'Use a bundle' })).toHaveAttribute('href', '/coworking/day-pass/bundle#bundle-use');
  await page.goto('/coworking/day-pass/exeter');
  await page.getByTestId('bundle-links').getByRole('link', { name: 'Buy 5 or 10 days' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/bundle\?centre=exeter#bundle-buy$/);
  const buy = page.getByRole('region', { name: 'Buy 5 or 10 days' });
  await expect(buy.getByTestId('bundle-off-sale')).toHaveText(
    'Bundles are sold online by card only, and are not on sale just now. Buy a single day pass, or call us.',
  );
  await expect(buy.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Use a bundle at Northlight Exeter' }).getByRole('button', { name: 'Book this day from my bundle' })).toBeVisible();
  await screenshots(page, 'bundle-off-sale');
  // Without a centre, the page asks for one first.
  await page.goto('/coworking/day-pass/bundle#bundle-use');
  await page.getByTestId('bundle-use-centres').getByRole('link', { name: 'Exeter', exact: true }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/bundle\?centre=exeter#bundle-use$/);
}

test('offers bundles from the day-pass pages and says they are sold online only', async ({ page }) => {
  await offSale(page);
});

test('the same with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, offSale);
});

test('a forged bundle link is refused in the site’s layout', async ({ page }) => {
  const answer = await page.goto('/coworking/day-pass/bundle/manage?b=00000000-0000-4000-8000-000000000000&s=zz.forged');
  expect(answer?.status()).toBe(403);
  await expect(page.getByTestId('bundle-link-refused')).toContainText('The link was changed when it was copied');
});
