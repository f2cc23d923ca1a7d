import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seedUnits } from '../../src/cms/seed/units';
import { alertWorkspaceTypes } from '../../src/domain/alerts/alert-criteria';
import { monthlyCostOf } from '../../src/domain/monthly-cost';
import { seedSiteSettings } from '../../src/cms/seed/site-settings';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { apiAs } from '../cms/helpers';
import { smtpSinkOrigin } from '../cms/ports';
import { staff } from '../cms/staff';
import { mailsTo, type SunkMail } from './support/mail-sink';

/*
 * Availability alerts (issue 21 item 7) end to end, on the CMS server with a real SMTP sink:
 * a visitor asks for an alert, confirms it from the mail, staff publish a matching unit as
 * available in the CMS, the alert arrives (once, even when the unit is published again), sales see
 * the subscription at /admin/alerts, and the mail's one-click unsubscribe (RFC 8058) deletes it.
 * Then the form without JavaScript: a refused post comes back with the messages, a good one goes
 * through, and the unsubscribe page works as a plain form.
 */
test.describe.configure({ mode: 'serial' });


// A unit no other CMS spec touches: not Andover (cms-units), of a type that has alerts.
const unit = seedUnits.find(
  (candidate) =>
    candidate.centre !== 'andover' &&
    candidate.status === 'available' &&
    (alertWorkspaceTypes as readonly string[]).includes(candidate.workspaceType),
)!;
// The budget is all in (rent, service charge, estimated rates, VAT), as the unit's page adds it up.
const budget = Math.ceil(monthlyCostOf(unit, seedSiteSettings)!.totalPence / 100);
const formPath = `/alerts/new?type=${unit.workspaceType}&centre=${unit.centre}`;

const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\n(\\S+)`).exec(text);
  expect(match, `"${label}" link in the mail`).not.toBeNull();
  return match![1]!;
};

async function waitForFillTime(page: Page) {
  const token = await page.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [100], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThan(minimumFillMs + 100);
}

async function fillCriteria(page: Page) {
  await page.getByLabel(/Smallest size/).fill(String(unit.sizeSqFt));
  await page.getByLabel(/Largest size/).fill(String(unit.sizeSqFt));
  await page.getByLabel(/Budget/).fill(String(budget));
}

async function setAvailability(editor: APIRequestContext, availability: 'let' | 'available') {
  const found = (await (
    await editor.get(`/cms-api/units?where[reference][equals]=${unit.reference}&depth=0`)
  ).json()) as {
    docs: { id: number | string }[];
  };
  const response = await editor.patch(`/cms-api/units/${found.docs[0]!.id}`, {
    data: { availability, _status: 'published' },
  });
  expect(response.status()).toBe(200);
}

test.afterAll(async ({ playwright, baseURL }) => {
  const editor = await apiAs(playwright, baseURL, staff.alertsEditor);
  await setAvailability(editor, 'available');
  await editor.dispose();
});

test('subscribe, confirm, a unit published as available is alerted once, sales see it, one click unsubscribes', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  expect(unit, 'a seed unit to alert about').toBeDefined();
  const editor = await apiAs(playwright, baseURL, staff.alertsEditor);
  await setAvailability(editor, 'let');

  const email = `alerts.${Date.now().toString(36)}@example.co.uk`;
  await page.goto(formPath);
  await expect(page.getByLabel('Kind of space')).toHaveValue(unit.workspaceType);
  await expect(page.locator(`input[name="centres"][value="${unit.centre}"]`)).toBeChecked();
  await fillCriteria(page);
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('checkbox', { name: /Email me about units that match/ }).check();
  await waitForFillTime(page);
  await page.getByRole('button', { name: 'Send me alerts' }).click();
  await expect(page).toHaveURL(/\/alerts\/check-your-email$/);

  const [optIn] = await mailsTo(request, email, 1);
  expect(optIn!.subject).toBe('Confirm your Northlight space alert');
  expect(optIn!.text).toContain(
    `${unit.sizeSqFt.toLocaleString('en-GB')} to ${unit.sizeSqFt.toLocaleString('en-GB')} sq ft`,
  );
  const confirmUrl = linkAfter(optIn!.text, 'Confirm my alert');
  // Not confirmed yet: publishing a match now would alert no one; following the link shows a button.
  await page.goto(confirmUrl);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/confirmed$/);

  await setAvailability(editor, 'available');
  const [, alert] = await mailsTo(request, email, 2);
  expect(alert!.subject).toContain(`Now available: `);
  expect(alert!.subject).toContain(`(${unit.reference})`);
  expect(alert!.text).toContain(`${unit.sizeSqFt.toLocaleString('en-GB')} sq ft`);
  expect(alert!.text).toContain('+ VAT');
  const unitUrl = linkAfter(alert!.text, 'See the unit');
  expect(unitUrl).toContain(`/locations/${unit.centre}/units/${unit.reference.toLowerCase()}`);
  const oneClick = /^<(.+)>$/.exec(alert!.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick, 'List-Unsubscribe header').toContain('/api/alerts/unsubscribe?a=');
  expect(alert!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(alert!.html).toContain('Unsubscribe from this alert');

  // Published again (same day, same state): no second alert.
  await setAvailability(editor, 'available');
  // An absence has no event to await: the alerts are queued in the publish itself, and two polls
  // of the outbox (OUTBOX_POLL_MS, 1 s) would have sent a second one by now.
  await page.waitForTimeout(2_000);
  expect(
    (
      (await (
        await request.get(`${smtpSinkOrigin}/mails?to=${encodeURIComponent(email)}`)
      ).json()) as SunkMail[]
    ).length,
  ).toBe(2);

  const reference = /Reference: (NL-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(alert!.text)![1]!;
  const sales = await apiAs(playwright, baseURL, staff.alertsSales);
  const listed = await (await sales.get('/admin/alerts')).text();
  expect(listed).toContain(reference);
  expect(listed).not.toContain(email);

  // The mail client's one-click unsubscribe: a POST from the provider, no cookies, no Origin.
  const anonymous = await playwright.request.newContext();
  const unsubscribed = await anonymous.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(unsubscribed.status()).toBe(200);
  expect(await (await sales.get('/admin/alerts')).text()).not.toContain(reference);
  // A changed link is refused.
  const forged = await anonymous.post(oneClick!.replace(/s=[^&]+/, 's=1.AAAA'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(403);
  await Promise.all([anonymous.dispose(), sales.dispose(), editor.dispose()]);
});

test('without JavaScript: the form refuses with messages, then subscribes; the unsubscribe page is a plain form', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `alerts.noscript.${Date.now().toString(36)}@example.co.uk`;
  await page.goto(formPath);
  await fillCriteria(page);
  await page.getByLabel('Your email address').fill('not-an-email');
  await waitForFillTime(page);
  await page.getByRole('button', { name: 'Send me alerts' }).click();
  await expect(page).toHaveURL(/\/alerts\/new\?.*problem=invalid/);
  await expect(page.locator('#alert-problem')).toContainText('Check the form');
  await expect(page.getByText('Enter an email address like name@example.co.uk.')).toBeVisible();
  await expect(page.getByText('Tick the box to agree to the privacy notice.')).toBeVisible();
  // The criteria are kept (they are in the URL); the email address is not.
  await expect(page.getByLabel(/Budget/)).toHaveValue(String(budget));
  await expect(page.getByLabel('Your email address')).toHaveValue('');
  await expect(page.getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('checkbox', { name: /Email me about units that match/ }).check();
  await waitForFillTime(page);
  await page.getByRole('button', { name: 'Send me alerts' }).click();
  await expect(page).toHaveURL(/\/alerts\/check-your-email$/);

  const [optIn] = await mailsTo(request, email, 1);
  const cancel = linkAfter(optIn!.text, 'Cancel this request');
  await page.goto(cancel);
  await expect(page).toHaveURL(/\/alerts\/unsubscribe\?a=/);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/alerts\/unsubscribed$/);
  // The confirm link now leads nowhere: the request is gone.
  await page.goto(linkAfter(optIn!.text, 'Confirm my alert'));
  await expect(page.locator('[data-alert-state="link-expired"]')).toBeVisible();
  await context.close();
});
