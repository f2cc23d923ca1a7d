import { expect, test, type Page } from './support/test';
import { dayPassTerms } from '../../src/domain/day-pass/day-pass';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { paymentsPorts } from '../cms/ports';
import { shootAtWidths } from './support/screenshots';
import { withoutScript } from './support/no-script';

/*
 * A day pass paid online (issue 39 item 1, docs/decisions/0053) on the server configured with the
 * local fake of Stripe (tests/fake-stripe.mjs): the terms say "pay online" before the button, the
 * Checkout page takes £30, its Pay button posts the signed event and returns to the confirmation,
 * which says Paid; cancelling refunds through Stripe once. Leaving Checkout books nothing. With
 * JavaScript on and off (the pages need none).
 */

test.describe.configure({ timeout: 180_000 });

const fakeStripe = `http://127.0.0.1:${paymentsPorts.fakeStripe}`;

/** DAY_PASS_SHOTS=dir saves each step at the project's widths, to be looked at. */
async function screenshots(page: Page, name: string) {
  const directory = process.env.DAY_PASS_SHOTS;
  if (directory) await shootAtWidths(page, directory, name);
}

async function toCheckout(page: Page, dateIndex: number): Promise<void> {
  await page.goto('/coworking/day-pass/exeter');
  const form = page.getByRole('region', { name: 'Your day pass at Northlight Exeter' });
  const terms = form.getByTestId('day-pass-terms');
  await expect(terms).toContainText(dayPassTerms.payOnline);
  await expect(terms).toContainText('£25 + VAT at 20% (£5) = £30 for the day.');
  await screenshots(page, 'day-pass-pay-form');
  const dates = await form
    .getByLabel('Date')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await form.getByLabel('Date').selectOption(dates[dateIndex % dates.length]!);
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email (we send your pass here)').fill(`pay.${Date.now().toString(36)}@example.co.uk`);
  await form.getByLabel('Phone').fill('07700 900123');
  await form.getByLabel('I accept these terms.').check();
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThan(minimumFillMs + 50);
  await form.getByRole('button', { name: 'Book and pay by card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/pay/cs_test_`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay £30.00');
  await expect(page.getByText(/^Coworking day pass, Northlight Exeter: /)).toBeVisible();
}

async function payAndCancel(page: Page, dateIndex: number): Promise<void> {
  await toCheckout(page, dateIndex);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/confirmed\?b=.*&paid=1/);
  // The signed event may land a moment after the return: the page offers "Check again" meanwhile.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('day-pass-status')).toHaveText('Confirmed', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Booked.');
  await expect(page.getByTestId('day-pass-price')).toContainText('Paid online by card. Nothing to pay at reception.');
  await screenshots(page, 'day-pass-paid');
  const passId = new URL(page.url()).searchParams.get('b')!;

  await page.getByTestId('manage-link').click();
  await page.getByRole('button', { name: 'Cancel this pass' }).click();
  await page.waitForURL(/done=cancelled/, { timeout: 60_000 });
  await expect(page.getByTestId('day-pass-status')).toHaveText('Cancelled');
  const refunds = (await (await page.request.get(`${fakeStripe}/__refunds`)).json()) as {
    amount: number;
    metadata: { day_pass_id?: string };
  }[];
  const ours = refunds.filter((refund) => refund.metadata.day_pass_id === passId);
  expect(ours.map((refund) => refund.amount)).toEqual([3000]);
}


test('pays for a day pass at Checkout, is booked by the signed event, cancels and is refunded once', async ({ page }) => {
  await payAndCancel(page, 3);
});

test('the same with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => payAndCancel(page, 9));
});

test('leaving Checkout without paying books nothing and says the desk is held until a time', async ({ page }) => {
  await toCheckout(page, 15);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/confirmed\?b=.*&checkout=cancelled/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Not paid yet.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nothing is booked until you pay.');
  await expect(page.getByTestId('day-pass-status')).toHaveText('Waiting for payment');
  await expect(page.getByTestId('manage-link')).toHaveCount(0);
  await screenshots(page, 'day-pass-not-paid');
});
