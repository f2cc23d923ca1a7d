import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { signIn } from '../cms/helpers';
import { staff } from '../cms/staff';

/*
 * The sales dashboard (issue 22 item 3): a sales person opens it from the admin home (no "no nav
 * groups" there any more), finds every chart with its table, and downloads a chart's CSV; a
 * centre manager sees only its centre. The figures are the leads and bookings of
 * tests/cms/dashboard-fixtures.ts plus whatever the other journeys add, so the checks are on
 * shapes and on the fixtures' own centres. DASH_SCREENSHOTS=dir saves the dashboard at 1366 and
 * 390 px for a person to look at.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 900 } });

const shots = process.env.DASH_SCREENSHOTS;
const charts = {
  'leads-by-channel': 'Leads per week by first-touch channel',
  'leads-by-centre': 'Leads per week by centre',
  'leads-by-type': 'Leads per week by workspace type',
  'stage-conversion': 'Stage conversion',
  'room-revenue': 'Meeting-room revenue per week',
  'occupancy-by-centre': 'Occupancy by centre',
  'occupancy-by-type': 'Occupancy by workspace type',
} as const;

/*
 * Payload takes the session cookie of a request only from its own origin (an Origin header in its
 * CSRF list, or Sec-Fetch-Site): a script's fetch from the admin sends one; so does this.
 */
const fromAdmin = (page: Page) => ({ headers: { origin: new URL(page.url()).origin } });

/** RFC 4180 records; the dashboard's cells hold no quotes, commas or line breaks. */
function csvRecords(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the last record ends with CRLF').toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

test('a sales person opens the dashboard: every chart with its table, a CSV download, no "no nav groups"', async ({
  page,
}) => {
  await signIn(page, staff.dashboardSales);
  await expect(page.getByTestId('dashboard-sales-card')).toBeVisible();
  await expect(page.getByText(/no nav groups/i)).toHaveCount(0);
  await expect(page.locator('nav').getByRole('link', { name: 'Sales dashboard' })).toHaveAttribute(
    'href',
    '/admin/sales',
  );
  if (shots) {
    await page.screenshot({ path: `${shots}/dash-admin-home-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/dash-admin-home-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await page.getByRole('link', { name: 'Open the sales dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/sales$/);
  await expect(page.getByRole('heading', { name: 'Sales dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/no nav groups/i)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Sales dashboard' });
  await expect(nav.getByRole('link', { name: 'Lead pipeline' })).toHaveAttribute('href', '/admin/leads');
  await expect(nav.getByRole('link', { name: 'Stale leads' })).toHaveAttribute(
    'href',
    '/admin/leads?stale=1',
  );
  await expect(page.getByTestId('dashboard-stale')).toHaveText(/^\d+$/);

  for (const [chart, title] of Object.entries(charts)) {
    const panel = page.getByTestId(`panel-${chart}`);
    // The chart is one image named by its title (its bars' tooltips are images of their own).
    await expect(panel.getByRole('img', { name: title, exact: true })).toHaveCount(1);
    await expect(panel.getByTestId(`chart-${chart}`)).toBeVisible();
    const table = panel.getByTestId(`table-${chart}`);
    await expect(table.locator('caption')).not.toBeEmpty();
    await expect(table.locator('thead th[scope="col"]').first()).toBeVisible();
    await expect(table.locator('tbody th[scope="row"]').first()).toBeVisible();
    await expect(panel.getByTestId(`csv-${chart}`)).toHaveAttribute(
      'href',
      `/cms-api/dashboard/csv?chart=${chart}`,
    );
  }
  // The fixtures' Swindon leads are in the centre table, and its bookings in the revenue.
  await expect(
    page.getByTestId('table-leads-by-centre').locator('tbody th', { hasText: 'Swindon' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('table-room-revenue').locator('tfoot')).toContainText('All weeks');
  await expect(page.getByTestId('panel-room-revenue')).toContainText('VAT (£)');
  if (shots) {
    await page.screenshot({ path: `${shots}/dash-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/dash-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('csv-leads-by-channel').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^northlight-leads-by-channel-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header = [], ...rows] = csvRecords(await readFile((await download.path()) as string, 'utf8'));
  expect(header[0]).toBe('Channel');
  expect(header.slice(1, 13).every((cell) => /^Week of \d{1,2} [A-Z][a-z]+ \d{4}$/.test(cell))).toBe(true);
  expect(header.at(-1)).toBe('Total');
  expect(header).toHaveLength(14);
  const byLabel = new Map(rows.map((row) => [row[0], row.slice(1).map(Number)]));
  // Each channel the fixtures came by (a Google Ads click, a newsletter) is a row, its total the sum of its weeks.
  for (const channel of ['Paid search', 'Email', 'Social', 'Organic search', 'Referral']) {
    const counts = byLabel.get(channel) ?? [];
    expect(counts, channel).toHaveLength(13);
    expect(counts.at(-1), channel).toBeGreaterThan(0);
    expect(counts.slice(0, 12).reduce((sum, count) => sum + count, 0)).toBe(counts.at(-1));
  }
  expect(rows.at(-1)?.[0]).toBe('All leads');

  const response = await page.request.get('/cms-api/dashboard/csv?chart=room-revenue', fromAdmin(page));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(
    /^attachment; filename="northlight-room-revenue-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const revenue = csvRecords(await response.text());
  expect(revenue[0]).toEqual(['Week', 'Bookings', 'Before VAT (£)', 'VAT (£)', 'With VAT (£)']);
  const total = revenue.at(-1) ?? [];
  expect(total[0]).toBe('All weeks');
  // Pounds to the penny, VAT at 20 % of the fixtures' bookings and any others.
  expect(total.slice(2).every((cell) => /^\d+\.\d{2}$/.test(cell))).toBe(true);
  expect(Number(total[2])).toBeGreaterThan(0);
  expect((await page.request.get('/cms-api/dashboard/csv?chart=nonsense', fromAdmin(page))).status()).toBe(
    400,
  );
});

test('a centre manager sees only its centre, on the page and in the file; nobody signed out gets a file', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, staff.swindonManager);
  await expect(page.getByText(/no nav groups/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the sales dashboard' }).click();
  await expect(page.getByText('Your centres only: Swindon.')).toBeVisible();
  await expect(page.getByTestId('table-leads-by-centre').locator('tbody th')).toHaveText(['Swindon']);
  await expect(page.getByTestId('table-occupancy-by-centre').locator('tbody th')).toHaveText(['Swindon']);
  const file = await page.request.get('/cms-api/dashboard/csv?chart=leads-by-centre', fromAdmin(page));
  const records = csvRecords(await file.text());
  expect(records.map((record) => record[0])).toEqual(['Centre', 'Swindon', 'All leads']);
  expect(Number(records[1]?.at(-1))).toBeGreaterThan(0);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/cms-api/dashboard/csv?chart=leads-by-channel')).status()).toBe(401);
  await anonymous.dispose();
});
