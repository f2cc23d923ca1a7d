import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { salesFixtures } from '../cms/enquiry-fixtures';
import { apiAs, signIn, submitForm } from '../cms/helpers';
import { webhookRecorder } from '../cms/ports';
import { staff } from '../cms/staff';

/*
 * What sales sees (issue 12, item 4): enquiries in the admin, read-only, from the site's own tables.
 * The enquiries are put in the CMS server's database by tests/cms/prepare.ts (enquiry-fixtures.ts).
 * Runs on PGlite (playwright.config.ts says why not on PostgreSQL too). SALES_SCREENSHOTS=dir saves the list
 * and an enquiry at 1366 px for a person to look at.
 */
/*
 * In order, in one worker (the erasure comes last), but a failed journey is retried alone: retried
 * from the top, the first journey would find the dead delivery a later one has re-sent.
 */
test.describe.configure({ mode: 'default', timeout: 90_000 });
test.use({ viewport: { width: 1366, height: 900 } });

const { unit, formula, other } = salesFixtures;
const shots = process.env.SALES_SCREENSHOTS;

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field, 'the last record ends with CRLF').toBe('');
  return records;
}

test('sales finds enquiries in the admin, filters by centre, and reads one in full', async ({ page }) => {
  await signIn(page, staff.sales);
  // Sales sees no content in the navigation (folded away at this width), only enquiries.
  const nav = page.locator('nav');
  await expect(nav.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', '/admin/enquiries');
  await expect(
    nav.getByRole('link', { name: /Centres|Units|Floor plans|Workspace types|Photos|Site settings/ }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Open enquiries' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  // Other journeys on this server send enquiries today; the fixtures are from early October.
  await page.goto('/admin/enquiries?from=2026-10-05&to=2026-10-07');
  const references = page.locator('tbody tr td:first-child');
  // Newest first.
  await expect(references).toHaveText([other.reference, formula.reference, unit.reference]);

  await page.getByLabel('Centre', { exact: true }).selectOption('andover');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]centre=andover(&|$)/);
  await expect(page).toHaveURL(/[?&]from=2026-10-05(&|$)/);
  await expect(references).toHaveText([formula.reference, unit.reference]);
  await expect(page.getByText('2 enquiries match.')).toBeVisible();
  // The row shows the unit asked about; the name starting with = is shown as typed.
  await expect(page.getByRole('row', { name: new RegExp(unit.reference) })).toContainText('AND-W04');
  await expect(page.getByRole('row', { name: new RegExp(formula.reference) })).toContainText(formula.name);
  if (shots) await page.screenshot({ path: `${shots}/sales-list-1366.png`, fullPage: true });

  // A reload of the shared address gives the same list.
  await page.reload();
  await expect(references).toHaveText([formula.reference, unit.reference]);
  await expect(page.getByLabel('Centre', { exact: true })).toHaveValue('andover');

  await page.getByRole('link', { name: unit.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(unit.reference);
  const main = page.locator('body');
  for (const text of [
    unit.name,
    unit.email,
    unit.phone,
    'AND-W04',
    unit.pagePath,
    'Form on the page: unit-card',
    'workshops-hampshire',
    'www.bing.com',
    // Words and UK time, not keys, ISO or the form's country code (issue 42 item 4).
    'A viewing',
    'United Kingdom',
    'Thu 1 Oct 2026, 09:00',
  ])
    await expect(main).toContainText(text);
  const delivery = page.getByRole('row', { name: /webhook/ });
  await expect(delivery).toContainText('CRM webhook');
  await expect(delivery).toContainText('Gave up');
  await expect(delivery).toContainText('12');
  await expect(delivery).toContainText(unit.delivery.lastError);
  // Read-only, and no erase for sales.
  await expect(page.getByRole('link', { name: /Erase/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save|Delete|Publish/ })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/sales-detail-1366.png`, fullPage: true });
});

test('sales exports the filtered list as spreadsheet-safe CSV', async ({ page, playwright, baseURL }) => {
  await signIn(page, staff.sales);
  await page.goto('/admin/enquiries?centre=andover&from=2026-10-05&to=2026-10-07');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^northlight-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  const [header = [], ...rows] = records;
  expect(header).toEqual([
    'Reference',
    'Received (UK time)',
    'Wants',
    'Viewing days',
    'Name',
    'Email',
    'Phone',
    'Phone country',
    'Company',
    'Workspace type',
    'Centre',
    'Unit',
    'Message',
    'Meeting day',
    'Meeting starts',
    'Meeting length',
    'Meeting attendees',
    'Size in mind (sq ft)',
    'Start date',
    'Marketing emails',
    'Sent from page',
    'Opened from',
    'Channel',
    'First touch',
    'Last touch',
    'Delivery',
  ]);
  // Oldest first, the filter applied: the Exeter enquiry is not there. UK time (British Summer
  // Time in October), names not slugs, the attribution as labelled text, never JSON.
  expect(rows).toEqual([
    [
      unit.reference,
      'Mon 5 Oct 2026, 10:15',
      'A viewing',
      'Mon, Fri',
      unit.name,
      unit.email,
      `'${unit.phone}`,
      'United Kingdom',
      unit.company,
      'Workshops',
      'Andover',
      'AND-W04',
      unit.message,
      '',
      '',
      '',
      '',
      '',
      '',
      'No',
      unit.pagePath,
      'Workspace type: Workshops; Centre: Andover; Unit: AND-W04; Form on the page: unit-card',
      'Paid search',
      'Campaign source: google; Campaign medium: cpc; Campaign: workshops-hampshire; When: Thu 1 Oct 2026, 09:00',
      'Came from site: www.bing.com; Landing page: /locations/andover; When: Mon 5 Oct 2026, 10:10',
      'CRM webhook: gave up (12 tries)',
    ],
    [
      formula.reference,
      'Tue 6 Oct 2026, 15:40',
      'Information',
      '',
      `'${formula.name}`,
      formula.email,
      `'${formula.phone}`,
      'United Kingdom',
      '',
      'Storage spaces',
      'Andover',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'No',
      formula.pagePath,
      '',
      'Direct or not known',
      '',
      '',
      'Sales email: delivered',
    ],
  ]);

  // Attachment, never cached; a bad filter is refused rather than ignored.
  const sales = await apiAs(playwright, baseURL, staff.sales);
  const answer = await sales.get('/cms-api/enquiries/export?centre=andover');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="/);
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect((await sales.get('/cms-api/enquiries/export?centre=atlantis')).status()).toBe(400);
  await sales.dispose();
});

test('sales retries a dead delivery: it is queued again and reaches the webhook', async ({
  page,
  request,
}) => {
  await signIn(page, staff.sales);
  await page.goto(`/admin/enquiries/${unit.reference}`);
  const delivery = page.getByRole('row', { name: /webhook/ });
  const status = delivery.locator('td').nth(2);
  await expect(status).toHaveText('Gave up');
  await delivery.getByRole('button', { name: /Retry/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${unit.reference}\\?notice=retried$`));
  await expect(page.getByText('Delivery queued again')).toBeVisible();
  // Back in the queue (the test servers' webhook answers, so it may already have gone).
  await expect(status).toHaveText(/^(Waiting|Sending|Delivered)$/);
  const recorder = webhookRecorder(test.info().project.name);
  await expect
    .poll(
      async () =>
        ((await (await request.get(recorder)).json()) as { reference: string }[]).some(
          (sent) => sent.reference === unit.reference,
        ),
      { timeout: 10_000, intervals: [200, 500] },
    )
    .toBe(true);
  await page.reload();
  await expect(status).toHaveText('Delivered');
});

test('a retry or erase posted from another site, or by the wrong role, is refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, staff.sales);
  // The browser's session cookie with a foreign Origin: Payload ignores the cookie.
  const forged = await page.context().request.post('/cms-api/enquiries/retry', {
    headers: { Origin: 'https://evil.example' },
    form: { reference: unit.reference, outbox: '1' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(401);
  const sales = await apiAs(playwright, baseURL, staff.sales);
  const erase = await sales.post('/cms-api/enquiries/erase', {
    form: { reference: other.reference, confirm: other.reference },
    maxRedirects: 0,
  });
  expect(erase.status()).toBe(403);
  await sales.dispose();
  const editor = await apiAs(playwright, baseURL, staff.salesSpecEditor);
  expect((await editor.get('/cms-api/enquiries/export')).status()).toBe(403);
  const retry = await editor.post('/cms-api/enquiries/retry', {
    form: { reference: unit.reference, outbox: '1' },
    maxRedirects: 0,
  });
  expect(retry.status()).toBe(403);
  await editor.dispose();
});

test('sales cannot open content', async ({ page, playwright, baseURL }) => {
  await signIn(page, staff.sales);
  for (const path of [
    '/admin/collections/media',
    '/admin/collections/floor-plans',
    '/admin/collections/units',
    '/admin/collections/centres',
    '/admin/collections/workspace-types',
    '/admin/collections/case-studies',
    '/admin/globals/site-settings',
    '/admin/globals/home-page',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: /Nothing found|Unauthorized|not found/i }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Publish|Save/ })).toHaveCount(0);
  }
  const sales = await apiAs(playwright, baseURL, staff.sales);
  // Photo files stay public (the image optimiser fetches them signed out); everything else is refused.
  for (const path of [
    '/cms-api/centres',
    '/cms-api/units',
    '/cms-api/workspace-types',
    '/cms-api/case-studies',
    '/cms-api/open-roles',
    '/cms-api/globals/site-settings',
    '/cms-api/globals/home-page',
  ])
    expect((await sales.get(path)).status(), path).toBe(403);
  await sales.dispose();
});

test('an editor cannot open enquiries and has no link to them', async ({ page }) => {
  await signIn(page, staff.salesSpecEditor);
  await expect(page.locator('nav').getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open enquiries' })).toHaveCount(0);
  await page.goto(`/admin/enquiries/${unit.reference}`);
  // Signed in, and told so: who the page is for, not Payload's "you must be logged in".
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${unit.reference}$`));
  await expect(page.getByTestId('role-refusal')).toHaveText(
    /^You are signed in as an editor\. Enquiries are open to sales and administrators only/,
  );
  await expect(page.getByText(/must be logged in/i)).toHaveCount(0);
  await expect(page.getByText(unit.name)).toHaveCount(0);
});

test('an admin erases an enquiry on a data-subject request, after confirming', async ({ page }) => {
  await signIn(page, staff.admin);
  await page.goto(`/admin/enquiries/${other.reference}`);
  await page.getByRole('link', { name: 'Erase this enquiry…' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Erase enquiry ${other.reference}?`);
  const confirm = page.getByLabel(/Type the reference/);
  await confirm.fill('NL-0000-0000');
  await submitForm(page, page.getByRole('button', { name: 'Erase enquiry and delivery log' }));
  await expect(page.getByText('did not match: nothing was erased')).toBeVisible();
  await confirm.fill(other.reference);
  await submitForm(page, page.getByRole('button', { name: 'Erase enquiry and delivery log' }));
  await expect(page).toHaveURL(/\/admin\/enquiries\?notice=erased$/);
  await expect(page.getByText('Enquiry erased, with its delivery log.')).toBeVisible();
  await expect(page.getByRole('link', { name: other.reference })).toHaveCount(0);
  await page.goto(`/admin/enquiries/${other.reference}`);
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  await expect(page.getByText(other.name)).toHaveCount(0);
});
