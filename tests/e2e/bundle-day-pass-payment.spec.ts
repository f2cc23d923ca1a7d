import { expect, test, type Page } from './support/test';
import { bundleTerms } from '../../src/domain/day-pass/bundle';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { paymentsPorts } from '../cms/ports';
import { mailsTo } from './support/mail-sink';
import { shootAtWidths } from './support/screenshots';
import { withoutScript } from './support/no-script';

/*
 * A bundle of day passes (issue 39 item 1, docs/decisions/0056) on the server configured with the
 * local fake of Stripe: "Buy 5 or 10 days" from a centre's day-pass page, the terms and prices said
 * before the button, Checkout takes £240 for 10 days, the signed event makes the bundle paid and its
 * mail (read from the SMTP sink) carries the reference and the signed link; then "Use a bundle" with
 * the reference and the email books a day, mailed as a pass, and the bundle shows 9 of 10 left.
 * With JavaScript on and off: the pages need none.
 */

test.describe.configure({ timeout: 180_000 });

const fakeStripe = `http://127.0.0.1:${paymentsPorts.fakeStripe}`;

async function screenshots(page: Page, name: string) {
  const directory = process.env.DAY_PASS_SHOTS;
  if (directory) await shootAtWidths(page, directory, name);
}

async function afterFillTime(page: Page, form: ReturnType<Page['locator']>) {
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 }).toBeGreaterThan(minimumFillMs + 50);
}

async function buyAndUse(page: Page, dateIndex: number): Promise<void> {
  const email = `bundle.${Date.now().toString(36)}@example.co.uk`;
  await page.goto('/coworking/day-pass/exeter');
  await page.getByRole('link', { name: 'Buy 5 or 10 days' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/bundle\?centre=exeter#bundle-buy$/);
  const buy = page.getByRole('region', { name: 'Buy 5 or 10 days' });
  const terms = buy.getByTestId('bundle-terms');
  await expect(terms).toContainText('5 days £110 + VAT at 20% (£22) = £132; 10 days £200 + VAT at 20% (£40) = £240.');
  await expect(terms).toContainText('6 months from the day you pay.');
  await expect(terms).toContainText(bundleTerms.payOnline);
  await expect(terms).toContainText(bundleTerms.refund);
  await screenshots(page, 'bundle-buy');
  await buy.getByLabel(/^10 days/).check();
  await buy.getByLabel('Your name').fill('Ada Lovelace');
  await buy.getByLabel(/^Email/).fill(email);
  await buy.getByLabel('Phone').fill('07700 900123');
  await buy.getByLabel('I accept these terms.').check();
  await afterFillTime(page, buy);
  await buy.getByRole('button', { name: 'Buy and pay by card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/pay/cs_test_`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay £240.00');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/bundle\/manage\?b=.*&paid=1/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('bundle-status')).toHaveText('Ready to use', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('bundle-days-left')).toHaveText('10 of 10 left');
  const reference = (await page.getByTestId('bundle-reference').textContent())!.trim();
  expect(reference).toMatch(/^NL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await screenshots(page, 'bundle-manage');

  const [mail] = await mailsTo(page.request, email, 1);
  expect(mail!.subject).toBe(`Your bundle of day passes is confirmed: ${reference}`);
  expect(mail!.text).toContain('10 of 10 days left. Use them by');
  expect(mail!.text).toContain('Net £200 + VAT at 20% £40 = total £240.');
  expect(mail!.text).toMatch(/\/coworking\/day-pass\/bundle\/manage\?b=/);

  // Book a day at Exeter from the bundle's page: the reference is filled in, the email is asked.
  await page.getByTestId('bundle-book-centres').getByRole('link', { name: 'Exeter', exact: true }).click();
  const use = page.getByRole('region', { name: 'Use a bundle at Northlight Exeter' });
  await expect(use.getByLabel('Bundle reference')).toHaveValue(reference);
  await use.getByLabel('Email you bought it with').fill(email.toUpperCase());
  const dates = await use
    .getByLabel('Date')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await use.getByLabel('Date').selectOption(dates[dateIndex % dates.length]!);
  await screenshots(page, 'bundle-use');
  await afterFillTime(page, use);
  await use.getByRole('button', { name: 'Book this day from my bundle' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/confirmed\?b=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Booked.');
  await expect(page.getByTestId('day-pass-price')).toContainText('A day from your bundle: nothing to pay.');
  const mails = await mailsTo(page.request, email, 2);
  expect(mails[1]!.subject).toMatch(/^Your day pass is confirmed: NL-/);
  expect(mails[1]!.text).toContain('A day from your bundle: nothing to pay.');
  const [, manageUrl] = mail!.text.match(/(http\S+\/coworking\/day-pass\/bundle\/manage\?\S+)/) ?? [];
  await page.goto(new URL(manageUrl!).pathname + new URL(manageUrl!).search);
  await expect(page.getByTestId('bundle-days-left')).toHaveText('9 of 10 left');
  await expect(page.getByTestId('bundle-passes')).toContainText('Northlight Exeter: Confirmed');
}

test('buys 10 days at Checkout, is mailed the bundle, and books a day from it', async ({ page }) => {
  await buyAndUse(page, 4);
});

test('the same with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => buyAndUse(page, 11));
});

test('a wrong email opens no bundle, and says so in the site’s layout', async ({ page }) => {
  await page.goto('/coworking/day-pass/bundle?centre=exeter#bundle-use');
  const use = page.getByRole('region', { name: 'Use a bundle at Northlight Exeter' });
  await use.getByLabel('Bundle reference').fill('NL-0000-0000');
  await use.getByLabel('Email you bought it with').fill('nobody@example.co.uk');
  await afterFillTime(page, use);
  await use.getByRole('button', { name: 'Book this day from my bundle' }).click();
  await expect(page).toHaveURL(/problem=not-found/);
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText('We could not find that bundle');
  await expect(use.getByLabel('Bundle reference')).toHaveValue('NL-0000-0000');
  await screenshots(page, 'bundle-not-found');
});
