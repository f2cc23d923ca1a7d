import { expect, test, type Page } from './support/test';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { companyNumberMessage } from '../../src/domain/virtual-office/order-schema';
import { termLines, termsField, termsTickError } from '../../src/domain/virtual-office/terms';

/*
 * Buying a virtual office (issue 20 item 4): from the virtual-offices page to a placed order,
 * awaiting its ID check, with the order's own page; a bad company number is sent back to the form
 * with the rule. The pages need no script, so the journey runs with JavaScript on and off.
 */

/** The details form's token carries the time it was shown; wait until it is old enough (read, not guessed). */
async function waitUntilOldEnough(page: Page) {
  const token = await page.locator('form[action^="/api/virtual-office-orders"] input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  expect(Number.isSafeInteger(issuedAt)).toBe(true);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThanOrEqual(minimumFillMs + 50);
}

/** A start date two weeks ahead. */
const startDate = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

async function chooseMailHandlingInExeter(page: Page) {
  await page.goto('/workspaces/virtual-offices');
  const plans = page.getByTestId('virtual-office-plans');
  await expect(plans.getByRole('heading', { name: 'Mail handling' })).toBeVisible();
  await expect(plans).toContainText('+ VAT');
  await plans.getByTestId('buy-virtual-office').click();
  await expect(page).toHaveURL(/\/virtual-offices\/order$/);
  await page.locator('[data-plan="mail-handling"]').getByRole('button', { name: /^Choose mail handling/ }).click();
  await expect(page).toHaveURL(/plan=mail-handling/);
  // The price at each centre, before and with VAT.
  await expect(page.getByTestId('price-exeter')).toHaveText(/^£\d+ a month \+ VAT \(£[\d.]+ a month with VAT at 20 %\)$/);
  await page.getByRole('radio', { name: /Northlight Exeter/ }).check();
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await expect(page).toHaveURL(/\/virtual-offices\/order\/details\?plan=mail-handling&centre=exeter/);
  await expect(page.getByTestId('order-price')).toContainText('+ VAT');
  await expect(page.getByTestId('id-check-note')).toBeVisible();
}

/** The order's details form (every page also carries the site's enquiry form, with like labels). */
const detailsForm = (page: Page) => page.locator('form[action="/api/virtual-office-orders/details"]');

async function fillDetails(page: Page, companyNumber: string) {
  const form = detailsForm(page);
  await form.getByLabel('Business name').fill('Harbour Lights Ltd');
  await form.getByLabel('Company number (optional)').fill(companyNumber);
  await form.getByLabel('Start date').fill(startDate());
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.co.uk');
  await form.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await waitUntilOldEnough(page);
  await form.getByRole('button', { name: 'Review your order' }).click();
}

async function orderAndCancel(page: Page) {
  await chooseMailHandlingInExeter(page);
  await fillDetails(page, 'SC123456');
  await expect(page).toHaveURL(/\/virtual-offices\/order\/review$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByText('SC123456')).toBeVisible();
  // The term, notice and renewal stand before "Place order", and the box must be ticked.
  const terms = page.getByTestId('order-terms');
  for (const line of Object.values(termLines())) await expect(terms).toContainText(line);
  await page.getByRole('checkbox', { name: /^I agree to these terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/virtual-offices\/order\/confirmed\?o=/);
  await expect(page.getByTestId('order-reference')).toHaveText(/^NL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting ID check');
  await expect(page.getByTestId('id-check-note')).toContainText('anti-money-laundering');
  // Where the email went, and that it may take a minute (the e2e server has SMTP).
  await expect(page.getByTestId('mail-note')).toContainText('We are emailing the details to ada@example.co.uk.');
  await expect(page.getByTestId('mail-note')).toContainText('It may take a minute');
  await expect(page.getByTestId('order-terms')).toContainText(termLines().term);
  // The draft is gone: going back and placing again finds nothing to place.
  await page.getByTestId('manage-link').click();
  await expect(page).toHaveURL(/\/virtual-offices\/order\/manage\?o=/);
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
}

test.describe('buying a virtual office', () => {
  test('with JavaScript: from the virtual-offices page to a placed order, then cancelled', async ({ page }) => {
    await orderAndCancel(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the same journey works with plain form posts', async ({ page }) => {
      await orderAndCancel(page);
    });

    test('“Place order” without the terms tick is refused: the browser holds the form, and a post without it comes back with the error by the box', async ({
      page,
    }) => {
      await chooseMailHandlingInExeter(page);
      await fillDetails(page, '');
      await expect(page).toHaveURL(/\/virtual-offices\/order\/review$/);
      // The box is required: with no script the browser's own check keeps the form from posting.
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/virtual-offices\/order\/review$/);
      await expect(page.getByTestId('terms-error')).toHaveCount(0);
      // A post without the tick (an old browser, a crafted request) is the server's to refuse: the
      // box is ticked for the browser's check, and the field is taken out of the post on its way.
      const withoutTick = '**/api/virtual-office-orders';
      await page.route(withoutTick, (route) =>
        route.continue({
          postData: new URLSearchParams(
            [...new URLSearchParams(route.request().postData() ?? '')].filter(([name]) => name !== termsField.name),
          ).toString(),
        }),
      );
      await page.getByRole('checkbox', { name: /^I agree to these terms/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/virtual-offices\/order\/review#order-terms$/);
      await page.unroute(withoutTick);
      await expect(page.getByTestId('terms-error')).toHaveText(termsTickError);
      await expect(page.getByRole('alert').filter({ hasText: termsTickError })).toBeVisible();
      const box = page.getByRole('checkbox', { name: /^I agree to these terms/ });
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await box.check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/virtual-offices\/order\/confirmed\?o=/);
      await expect(page.getByTestId('order-status')).toHaveText('Awaiting ID check');
    });

    test('a bad company number comes back to the form with the rule and the values kept', async ({ page }) => {
      await chooseMailHandlingInExeter(page);
      await fillDetails(page, 'S1234567');
      await expect(page).toHaveURL(/\/virtual-offices\/order\/details\?plan=mail-handling&centre=exeter/);
      const summary = page.locator('#order-errors');
      await expect(summary).toContainText('Please check your order');
      await expect(summary).toContainText(companyNumberMessage);
      const form = detailsForm(page);
      await expect(form.getByLabel('Business name')).toHaveValue('Harbour Lights Ltd');
      await expect(form.getByLabel('Company number (optional)')).toHaveAttribute('aria-invalid', 'true');
      // Corrected, it goes through to the review.
      await form.getByLabel('Company number (optional)').fill('01234567');
      await waitUntilOldEnough(page);
      await form.getByRole('button', { name: 'Review your order' }).click();
      await expect(page).toHaveURL(/\/virtual-offices\/order\/review$/);
      await expect(page.getByText('01234567')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /^I agree to these terms/ })).toHaveAttribute('required', '');
    });
  });

  test('a centre that offers virtual offices sells them on its page, with its own prices', async ({ page }) => {
    await page.goto('/locations/exeter');
    const plans = page.getByTestId('virtual-office-plans');
    await expect(plans.getByRole('heading', { name: 'Buy a virtual office in Exeter' })).toBeVisible();
    await plans.getByRole('link', { name: /^Order call answering/ }).click();
    await expect(page).toHaveURL(/\/virtual-offices\/order\?plan=call-answering&centre=exeter/);
    await expect(page.getByRole('radio', { name: /Northlight Exeter/ })).toBeChecked();
  });

  test('an expired or missing draft is answered in the site layout with a way forward', async ({ page }) => {
    await page.goto('/virtual-offices/order/review');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nothing to review');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a virtual-office order' })).toBeVisible();
  });
});

test('the virtual-offices page’s enquiry form has the type chosen and asks no size, move-in date or viewing, script on or off', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto('/workspaces/virtual-offices');
      const form = page.locator('form[action="/api/enquiries"]');
      await form.scrollIntoViewIfNeeded();
      await expect(form.locator('select[name="workspaceType"]')).toHaveValue('virtual-offices');
      await expect(form.getByText('Size in square feet')).toBeHidden();
      await expect(form.getByText('Start date')).toBeHidden();
      await expect(form.getByText('A viewing', { exact: true })).toBeHidden();
      await expect(form.getByText('A virtual office needs no viewing or size')).toBeVisible();
    } finally {
      await context.close();
    }
  }
});
