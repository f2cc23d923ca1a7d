import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { conversionJourneyFixtures } from '../cms/enquiry-fixtures';
import { signIn, submitForm } from '../cms/helpers';
import { staff } from '../cms/staff';
import { shootAtWidths } from './support/screenshots';

/*
 * Offline conversions (issue 40 item 3, docs/offline-conversions.md): a sales person wins a lead
 * that came from a Google Ads click, giving its contract value; then downloads the Google Ads
 * import file for today from the admin and finds the win in it, in Google's columns, with the
 * email only as Google's hash. An administrator saves a GA4 API secret, which is never shown back.
 */

const shots = process.env.CONVERSIONS_SHOTS;

/** Google's "Conversions from clicks" template header, with Order ID, Ad User Data and Email. */
const googleHeader = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Order ID',
  'Ad User Data',
  'Email',
];

/** The headers of a request the admin's own page makes: Payload reads its session cookie only then. */
const fromAdmin = (pageUrl: string) => ({ Origin: new URL(pageUrl).origin, Referer: pageUrl });

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

test('a lead won from an ad click is in the Google Ads file downloaded for today, hashed, in Google’s columns', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const fixture = conversionJourneyFixtures[testInfo.retry + testInfo.repeatEachIndex];
  if (!fixture) throw new Error('No untouched lead left for this attempt');
  const gclid = fixture.attribution.last.gclid;
  await signIn(page, staff.conversionsSales);

  await page.goto('/admin/leads?centre=andover&type=enquiry&stage=new');
  await page.getByTestId('leads-table').getByRole('link', { name: fixture.reference }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  const leadId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByLabel('Move to').selectOption({ label: 'Won' });
  await page.getByLabel('Contract value, £ net of VAT (needed when won)').fill('£18,000.50');
  await submitForm(page, page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByTestId('lead-notice')).toHaveText('Saved: stage.');
  await expect(page.getByTestId('lead-won-value')).toHaveText('Won value: £18,000.50 net of VAT');

  await page.goto('/admin/globals/conversion-settings');
  await expect(page.getByRole('heading', { name: 'Google Ads import file' })).toBeVisible();
  const today = ukToday();
  await page.getByTestId('conversions-from').fill(today);
  await page.getByTestId('conversions-to').fill(today);
  await shootAtWidths(page, shots, 'conversion-settings-sales');
  const link = page.getByTestId('conversions-download');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`northlight-google-ads-conversions-${today}-to-${today}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Parameters:TimeZone=Europe/London');
  expect(lines[1]!.split(',')).toEqual(googleHeader);
  const row = lines.find((line) => line.startsWith(`${gclid},`));
  expect(row, `a row for ${gclid}`).toBeDefined();
  const cells = row!.split(',');
  const normalised = fixture.email.toLowerCase().replace(/^([^@]*)@/, (_, local: string) => `${local.replaceAll('.', '')}@`);
  expect(cells).toEqual([
    gclid,
    'Northlight lead won',
    expect.stringMatching(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}\\+0[01]:00$`)),
    '18000.50',
    'GBP',
    leadId,
    'Granted',
    createHash('sha256').update(normalised).digest('hex'),
  ]);
  expect(text.toLowerCase()).not.toContain(fixture.email.toLowerCase());

  // The server checks the period whatever the page sends (Payload takes its cookie from its own origin only).
  const refused = await page.request.get(`/cms-api/conversions/google-ads-file?from=${today}&to=2020-01-01`, {
    headers: fromAdmin(page.url()),
  });
  expect(refused.status(), await refused.text()).toBe(400);
  const signedOut = await page.request.get(`/cms-api/conversions/google-ads-file?from=${today}&to=${today}`);
  expect(signedOut.status()).toBe(401);
});

test('an administrator saves the GA4 API secret, which is never shown or sent back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, staff.conversionsAdmin);
  await page.goto('/admin/globals/conversion-settings');
  const secret = 'e2e_ga4_secret_never_shown';
  await page.getByLabel('Measurement ID').fill('G-E2ETEST01');
  await page.getByLabel('New API secret').fill(secret);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('An API secret is saved')).toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Measurement ID')).toHaveValue('G-E2ETEST01');
  await expect(page.getByLabel('An API secret is saved')).toBeChecked();
  await expect(page.getByLabel('New API secret')).toHaveValue('');
  expect(await page.content()).not.toContain(secret);
  const api = await page.request.get('/cms-api/globals/conversion-settings', { headers: fromAdmin(page.url()) });
  expect(api.ok()).toBe(true);
  expect(await api.text()).not.toContain(secret);
  await shootAtWidths(page, shots, 'conversion-settings-admin');
});
