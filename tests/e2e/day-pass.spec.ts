import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { dayPassTerms } from '../../src/domain/day-pass/day-pass';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { axeOn } from './support/axe';
import { shootAtWidths } from './support/screenshots';
import { mailsTo } from './support/mail-sink';

/*
 * Buying a coworking day pass with no account (issue 39 item 1): from "Buy a day pass" on the
 * coworking page to a centre, a date, the terms and "pay on arrival" read before the button, the
 * confirmation with its reference, and the pass mail in the SMTP sink with the same reference and
 * a calendar entry. The pages need no script, so the journey runs with JavaScript on and off.
 * The seed sells passes at Exeter (12 desks a day, £25 + VAT, src/cms/seed/day-passes.ts).
 */

// Several per-request pages, a mail and axe on a two-core machine shared with other servers.
test.describe.configure({ timeout: 180_000 });


async function screenshots(page: Page, name: string) {
  const directory = process.env.DAY_PASS_SHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await shootAtWidths(page, directory, name);
}

async function buy(page: Page, request: APIRequestContext, label: string) {
  await page.goto('/workspaces/coworking-spaces');
  await page.getByTestId('buy-day-pass').click();
  await page.waitForURL('**/coworking/day-pass');
  await page.getByRole('link', { name: 'Northlight Exeter' }).click();
  await page.waitForURL('**/coworking/day-pass/exeter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'A desk for a day at Northlight Exeter',
  );
  await screenshots(page, `day-pass-form-${label}`);
  const form = page.getByRole('region', { name: 'Your day pass at Northlight Exeter' });
  // A date spread over the weeks on sale, so reruns and the two journeys do not fill one day.
  const dates = await form
    .getByLabel('Date')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(dates.length).toBeGreaterThan(5);
  const date = dates[1 + Math.floor(Math.random() * (dates.length - 1))]!;
  await form.getByLabel('Date').selectOption(date);
  const email = `day.${label}.${Date.now().toString(36)}@example.co.uk`;
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email (we send your pass here)').fill(email);
  await form.getByLabel('Phone').fill('07700 900123');
  // The price, the payment, what is included and the cancelling rule, before committing.
  const terms = form.getByTestId('day-pass-terms');
  await expect(terms).toContainText('£25 + VAT at 20% (£5) = £30 for the day.');
  await expect(terms).toContainText(dayPassTerms.payOnArrival);
  await expect(terms).toContainText(dayPassTerms.included);
  await expect(terms).toContainText(dayPassTerms.cancellation);
  await form.getByLabel('I accept these terms.').check();
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThan(minimumFillMs + 50);
  await form.getByRole('button', { name: 'Book my day pass' }).click();
  await page.waitForURL(/\/coworking\/day-pass\/(confirmed\?b=|exeter\?)/, { timeout: 60_000 });
  if (!page.url().includes('/confirmed'))
    throw new Error(`The pass was refused: ${await page.locator('main').innerText()}`);
  const reference = (await page.getByTestId('day-pass-reference').textContent())!;
  expect(reference).toMatch(/^NL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('day-pass-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('day-pass-price')).toContainText(
    '£25 + VAT at 20% (£5) = £30. Pay at reception when you arrive',
  );
  // axe runs in the page, so only where scripts run; the HTML is the same either way.
  if (label === 'script') {
    const results = await axeOn(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
  await screenshots(page, `day-pass-confirmed-${label}`);

  const [mail] = await mailsTo(request, email, 1);
  expect(mail!.subject).toContain(`Your day pass is confirmed: ${reference}`);
  expect(mail!.text).toContain(`Show this code at reception, or give your reference ${reference}.`);
  expect(mail!.text).toContain('Northlight Exeter');
  expect(mail!.text).toContain('Opening hours:');
  expect(mail!.calendar).toContain('METHOD:REQUEST');
  // The manage link in the mail opens the pass; cancelling it frees the desk.
  const manage = mail!.text.match(/https?:\/\/[^\s]+\/coworking\/day-pass\/manage\?b=[^\s]+/)![0];
  const local = new URL(manage);
  await page.goto(`${local.pathname}${local.search}`);
  await expect(page.getByTestId('day-pass-reference')).toHaveText(reference);
  await page.getByRole('button', { name: 'Cancel this pass' }).click();
  await page.waitForURL(/done=cancelled/, { timeout: 60_000 });
  await expect(page.getByTestId('day-pass-status')).toHaveText('Cancelled');
}

test('a visitor buys a day pass with JavaScript, reads the terms first, and gets the pass by email', async ({
  page,
  request,
}) => {
  await buy(page, request, 'script');
});

test('the same purchase works with JavaScript off', async ({
  browser,
  request,
}: {
  browser: Browser;
  request: APIRequestContext;
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await buy(await context.newPage(), request, 'noscript');
  } finally {
    await context.close();
  }
});

test('a forged manage link is refused in the site layout', async ({ page }) => {
  const answer = await page.goto(
    '/coworking/day-pass/manage?b=00000000-0000-4000-8000-000000000000&s=abc.def',
  );
  expect(answer!.status()).toBe(403);
  await expect(page.getByTestId('day-pass-link-refused')).toBeVisible();
});
