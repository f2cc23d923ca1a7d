import { shootAtWidths } from './support/screenshots';
import { expect, test, type Locator, type Page } from './support/test';
import { seedUnits } from '../../src/cms/seed/units';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { unitPath } from '../../src/domain/routes';
import { paymentsPorts } from '../cms/ports';
import { withoutScript } from './support/no-script';

/*
 * A licence taken online and paid through Stripe (issue 38 item 4), on the server configured with
 * the local fake of Stripe (tests/fake-stripe.mjs): the review page says the deposit is paid by
 * card; signing holds the unit; the signed page's button leads to Checkout for exactly the amount
 * due today, whose Pay button sends the signed webhook that makes the licence paid; then Checkout in
 * setup mode sets up the monthly rent by Bacs Direct Debit. With JavaScript off and on, each on a
 * unit of its own (business units free now in the seed, not the ones the CMS journeys take).
 */

const fakeStripe = `http://127.0.0.1:${paymentsPorts.fakeStripe}`;

const candidates = seedUnits
  .filter((unit) => unit.status === 'available' && unit.workspaceType === 'workshops')
  .filter((unit) => !['haywards-heath', 'crawley'].includes(unit.centre))
  .map(unitPath);

async function waitUntilOldEnough(form: Locator) {
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 }).toBeGreaterThan(minimumFillMs + 50);
}

/**
 * From the first candidate unit still offered online (each journey its own units), on its first
 * step. A unit held by an earlier attempt on the same server (a retry) says so and the next is tried.
 */
async function openFreeUnit(page: Page, offset: number): Promise<string> {
  for (const path of candidates.slice(offset, offset + 6)) {
    await page.goto(path);
    if ((await page.getByTestId('take-online').count()) === 0) continue;
    await page.getByTestId('take-online').click();
    await expect(page.getByTestId('licence-due-today').or(page.getByTestId('licence-not-offered'))).toBeVisible();
    if ((await page.getByTestId('licence-due-today').count()) > 0) return path;
  }
  throw new Error('no unit offered online among the candidates');
}

async function signAndPay(page: Page, offset: number, email: string) {
  const unitPage = await openFreeUnit(page, offset);
  const unitReference = unitPage.split('/').at(-1)!.toUpperCase();
  const dueToday = (await page.getByTestId('licence-due-today').textContent())!.trim();
  const start = page.locator('form[action="/api/licences/start"]');
  await start.getByLabel('Start date').fill((await start.getByLabel('Start date').getAttribute('min'))!);
  await page.getByRole('button', { name: 'Continue to your business' }).click();

  const details = page.locator('form[action="/api/licences/details"]');
  await details.getByLabel('Business name').fill('Card Paying Joinery Ltd');
  await details.getByLabel('Registered address, line 1').fill('2 Market Square');
  await details.getByLabel('Town').fill('Andover');
  await details.getByLabel('Postcode').fill('SP10 1AB');
  await details.getByLabel('Your full name').fill('Grace Hopper');
  await details.getByLabel('Your role').fill('Director');
  await details.getByLabel('Email').fill(email);
  await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await waitUntilOldEnough(details);
  await details.getByRole('button', { name: 'Check the cost and the licence' }).click();

  // Before signing, the page says the deposit is paid by card, and that there is no part month.
  await expect(page).toHaveURL(/\/take-online\/review$/);
  const steps = page.getByTestId('licence-payment-step');
  await expect(steps.nth(1)).toContainText(`Then pay the deposit and first month, ${dueToday}, by card at Stripe’s secure checkout`);
  await expect(steps.nth(2)).toContainText('Direct Debit');
  await expect(page.locator('section[aria-labelledby="licence-cost-heading"]').getByText(/There is no part month/)).toBeVisible();
  await shot(page, 'pay-review');
  const sign = page.getByTestId('sign-form');
  await sign.getByLabel('Type your full name to sign').fill('Grace Hopper');
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button', { name: 'Sign the licence' }).click();

  await expect(page).toHaveURL(/\/take-online\/signed\?l=/);
  const signedPage = page.url();
  await expect(page.getByTestId('licence-status')).toHaveText('Signed: unit held, awaiting payment');
  await expect(page.getByTestId('bank-details')).toHaveCount(0);
  await shot(page, 'pay-signed');
  await page.getByRole('button', { name: 'Pay the deposit and first month' }).click();

  // Stripe's Checkout (the fake): exactly the amount due today, the deposit and the month as lines.
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/pay/cs_test_`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${dueToday.replace(/,/g, '')}`);
  await expect(page.getByText(/^Deposit \(no VAT\): /)).toBeVisible();
  await expect(page.getByText(/^VAT at 20% on the first month/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the licence's page: paid, by the webhook the Pay button sent.
  await expect(page).toHaveURL(/\/take-online\/signed\?l=.*&payment=returned/);
  await expect(page.getByTestId('licence-status')).toHaveText('Paid: awaiting the identity check');
  await expect(page.getByTestId('licence-paid')).toContainText(`${dueToday} by card`);
  await shot(page, 'pay-paid');
  await expect(page.getByRole('button', { name: 'Pay the deposit and first month' })).toHaveCount(0);

  // Then the monthly rent: Checkout in setup mode, Bacs Direct Debit chosen.
  await page.getByRole('button', { name: 'Set up the Direct Debit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/pay/cs_test_`));
  await expect(page.getByRole('button', { name: 'Save a card' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up Bacs Direct Debit' }).click();
  await expect(page).toHaveURL(/\/take-online\/signed\?l=.*&payment=mandate-returned/);
  await expect(page.getByTestId('licence-mandate')).toContainText('By Direct Debit (Bacs), set up on');
  await shot(page, 'pay-mandate');
  await expect(page.getByRole('button', { name: 'Set up the Direct Debit' })).toHaveCount(0);

  // The unit is held: no longer offered online, and a second signer is told so.
  await page.goto(`/take-online?unit=${unitReference}`);
  await expect(page.getByTestId('licence-not-offered')).toBeVisible();
  // The signed page's link still works and a forged one does not.
  expect((await page.request.get(signedPage.replace(/s=[^&]+/, 's=forged'))).status()).toBe(404);
}


test.describe.configure({ timeout: 90_000 });


const shot = (page: Page, name: string) => shootAtWidths(page, process.env.LICENCE_SHOTS, name);

test('signs a licence, pays the deposit and first month at Checkout and sets up the Direct Debit, JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => signAndPay(page, 0, `card-tenant-off-${Date.now()}@example.co.uk`));
});

test('the same with JavaScript on', async ({ page }) => {
  await signAndPay(page, 6, `card-tenant-on-${Date.now()}@example.co.uk`);
});
