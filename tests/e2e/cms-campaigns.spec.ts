import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { campaignFixture } from '../cms/campaign-fixtures';
import { signIn } from '../cms/helpers';
import { staff } from '../cms/staff';

/*
 * Revenue by campaign (issue 40 item 4): a sales person goes from the sales dashboard to the view,
 * switches first and last touch with the keyboard (GET parameters, so without script too), uploads
 * a spend file with problems (each named by row, nothing saved), one that is not UTF-8, then a good
 * one twice (replaced, not doubled), reads cost per won lead, and exports the view as CSV (UK
 * dates, pounds to the penny, a formula-looking campaign written as text). A centre manager sees its
 * centre without spend. The rows are tests/cms/campaign-fixtures.ts's. DASH_SCREENSHOTS=dir saves
 * the view at 1366 and 390 px for a person to look at.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 900 } });

const shots = process.env.DASH_SCREENSHOTS;

const ukDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
const today = new Date();
const yesterday = new Date(today.getTime() - 86_400_000);

/** The table's row for a source, medium and campaign, as cell texts. */
async function rowOf(page: Page, source: string, medium: string, campaign: string): Promise<string[]> {
  const rows = page.getByTestId('table-revenue-by-campaign').locator('tbody tr');
  for (const row of await rows.all()) {
    const cells = await row.locator('th, td').allInnerTexts();
    if (cells[0] === source && cells[1] === medium && cells[2] === campaign) return cells;
  }
  throw new Error(`no row ${source} / ${medium} / ${campaign}`);
}

async function upload(page: Page, name: string, content: string | Buffer) {
  await page.getByLabel(/Spend file/).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
  });
  await page.getByRole('button', { name: 'Upload spend' }).click();
  await page.waitForURL(/upload=/);
}

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a sales person reads revenue by campaign, switches touch, uploads spend and exports', async ({ page, browser }) => {
  // Ten server-rendered pages, four uploads and a download, on servers sharing two cores.
  test.setTimeout(120_000);
  await signIn(page, staff.campaignsSales);
  await page.goto('/admin/sales');
  await page.getByRole('navigation', { name: 'Sales dashboard' }).getByRole('link', { name: 'Revenue by campaign' }).click();
  await expect(page).toHaveURL(/\/admin\/sales\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Revenue by campaign', level: 1 })).toBeVisible();

  await expect(page.getByLabel('To', { exact: true })).toHaveValue(ukDate(today));
  // First touch, the last 30 days: the Google Ads campaign has the viewing and the room (two leads),
  // the won viewing's value, and the room's price before VAT.
  const table = page.getByTestId('table-revenue-by-campaign');
  await expect(table.locator('caption')).toContainText('by first touch');
  await expect(table.locator('thead th[scope="col"]')).toHaveText([
    'Source', 'Medium', 'Campaign', 'Leads', 'Won leads', 'Won value (£)', 'Paid online before VAT (£)', 'Spend (£)', 'Cost per won lead (£)',
  ]);
  expect(await rowOf(page, 'google', 'cpc', 'e2e spring units')).toEqual([
    'google', 'cpc', 'e2e spring units', '2', '1', '£12,500.00', '£50.00', '–', '–',
  ]);
  await expect(table.locator('tfoot th[scope="row"]')).toHaveText('All campaigns');

  // Last touch, by keyboard: the newsletter gets the lead, the win and the payment.
  await page.getByRole('radio', { name: /Last touch/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Show' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/touch=last/);
  await expect(table.locator('caption')).toContainText('by last touch');
  expect((await rowOf(page, 'newsletter', 'email', 'e2e-november')).slice(3, 7)).toEqual(['2', '1', '£12,500.00', '£50.00']);

  // Without script, the same form switches back (a plain GET).
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: { width: 1366, height: 900 } });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByRole('radio', { name: /First touch/ }).check();
  await plain.getByRole('button', { name: 'Show' }).click();
  await expect(plain).toHaveURL(/touch=first/);
  await expect(plain.getByTestId('table-revenue-by-campaign').locator('caption')).toContainText('by first touch');
  await noScript.close();

  await page.getByRole('radio', { name: /First touch/ }).check();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/touch=first/);
  await screenshots(page, 'campaigns');

  // A file with problems saves nothing and names each row's problem.
  await upload(
    page,
    'bad-spend.csv',
    `Date,Source,Medium,Campaign,Cost\n31/02/2026,google,cpc,e2e spring units,10\n${ukDate(today)},=HYPERLINK("x"),cpc,e2e spring units,-5\n`,
  );
  const refused = page.getByTestId('spend-refused');
  await expect(refused).toContainText('bad-spend.csv was not saved');
  await expect(refused.locator('li')).toHaveText([
    'Row 2: the date “31/02/2026” is not a date we can read: write it as 01/11/2026.',
    'Row 3: the source “=HYPERLINK("x")” starts with “=”, which a spreadsheet would run as a formula: remove that character; the cost “-5” is negative: spend is never below £0.',
  ]);
  expect((await rowOf(page, 'google', 'cpc', 'e2e spring units'))[7]).toBe('–');
  await screenshots(page, 'campaigns-refused');

  // Not UTF-8 (Excel's "CSV (Windows)": £ as one byte).
  await upload(page, 'windows.csv', Buffer.from([...Buffer.from('Date,Source,Medium,Campaign,Cost\n01/11/2026,a,b,c,'), 0xa3, 0x31, 0x0a]));
  await expect(page.getByTestId('spend-refused')).toContainText('not a CSV file in UTF-8');

  // A good file: two days of the campaign, £100 and £50.
  const good = `Date,Source,Medium,Campaign,Cost (£)\r\n${ukDate(yesterday)},Google,CPC,E2E Spring Units,"£100.00"\r\n${ukDate(today)},google,cpc,e2e spring units,50\r\n`;
  await upload(page, 'spend.csv', good);
  await expect(page.getByTestId('spend-saved')).toContainText('spend.csv saved: 2 rows of spend, £150.00');
  await expect(page).toHaveURL(/touch=first/);
  expect((await rowOf(page, 'google', 'cpc', 'e2e spring units')).slice(7)).toEqual(['£150.00', '£150.00']);
  // The same file again replaces those days: still £150, not £300.
  await upload(page, 'spend.csv', good);
  await expect(page.getByTestId('spend-saved')).toContainText('2 earlier rows for the same campaigns and days replaced');
  expect((await rowOf(page, 'google', 'cpc', 'e2e spring units')).slice(7)).toEqual(['£150.00', '£150.00']);
  await expect(page.getByTestId('spend-uploads').locator('tbody tr').first()).toContainText('spend.csv');
  await screenshots(page, 'campaigns-spend');

  // The export: the same table, UK dates, pounds to the penny, the formula-looking campaign as text.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('campaigns-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^northlight-revenue-by-campaign-first-touch-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) as string, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'From,To,Touch,Source,Medium,Campaign,Leads,Won leads,Won value (£),Paid online before VAT (£),Spend (£),Cost per won lead (£)',
  );
  const spring = lines.find((line) => line.includes(',google,cpc,e2e spring units,'));
  expect(spring).toMatch(/^\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},First,google,cpc,e2e spring units,2,1,12500\.00,50\.00,150\.00,150\.00$/);
  expect(spring?.slice(11, 21)).toBe(ukDate(today));
  expect(lines.some((line) => line.includes(`,bing,cpc,'${campaignFixture.formula.utm_campaign},`))).toBe(true);
  expect(lines.at(-1)).toMatch(/,All campaigns,,,/);

  // A period with nothing in it says what to do; a date that cannot be read says so.
  await page.getByLabel('From').fill('01/01/2001');
  await page.getByLabel('To', { exact: true }).fill('31/01/2001');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=01%2F01%2F2001&to=31%2F01%2F2001/);
  await expect(page.getByRole('heading', { level: 2, name: /1 January 2001 to 31 January 2001/ })).toBeVisible();
  await expect(page.getByTestId('campaigns-empty')).toContainText('Choose a longer period above');
  await expect(page.getByTestId('campaigns-csv')).toHaveCount(0);
  await screenshots(page, 'campaigns-empty');
  await page.goto('/admin/sales/campaigns?from=someday&touch=first');
  await expect(page.getByTestId('campaigns-problems')).toContainText('The start date is not a date we can read');
});

test('a centre manager sees its centre, without spend; the file and upload refuse who may not', async ({ page, playwright, baseURL }) => {
  await signIn(page, staff.ipswichManager);
  await page.goto('/admin/sales/campaigns');
  await expect(page.getByText('Your centres only: Ipswich.')).toBeVisible();
  // Ipswich's formula-named campaign is there; Luton's Google Ads campaign is not.
  const table = page.getByTestId('table-revenue-by-campaign');
  await expect(table.locator('tbody tr', { hasText: '=cmd|evil' })).toHaveCount(1);
  await expect(table.locator('tbody tr', { hasText: 'e2e spring units' })).toHaveCount(0);
  await expect(table.locator('thead')).not.toContainText('Spend');
  await expect(table.locator('thead th')).toHaveCount(7);
  await expect(page.getByTestId('spend-form')).toHaveCount(0);
  await expect(page.getByText('Spend and cost per won lead are shown to sales and administrators')).toBeVisible();
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/cms-api/dashboard/spend', {
    headers: { origin },
    multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Source,Medium,Campaign,Cost\n') } },
  });
  expect(refused.status()).toBe(403);
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/cms-api/dashboard/campaigns-csv')).status()).toBe(401);
  await anonymous.dispose();
  expect((await page.request.get('/cms-api/dashboard/campaigns-csv?touch=middle', { headers: { origin } })).status()).toBe(400);
});
