import { expect, test } from './support/test';
import { apiAs } from '../cms/helpers';
import { staff, staffPassword } from '../cms/staff';
import { waitUntilTokenOldEnough, weekdayAhead } from './support/booking';
import { mailsTo } from './support/mail-sink';
import { shootAtWidths } from './support/screenshots';

/*
 * The room waitlist as staff see it (docs/waitlist.md): a visitor joins the list for a taken day
 * and confirms; Admin › Waitlist (sales) lists the place by its reference, the room's name and
 * town and the UK time, in words, and never the visitor's address.
 */

const centre = 'bromsgrove';
const room = 'BRO-MR02';

test('sales see a confirmed waitlist place by room name, town and UK time, without the address', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const date = weekdayAhead(10, 60);
  await page.goto(`/book/${centre}?date=${date}&duration=day`);
  const section = page.locator(`[data-room="${room}"]`);
  await section.getByRole('list', { name: /Free times/ }).getByRole('button').first().click();
  const reserve = page.getByRole('region', { name: /^Reserve/ });
  await reserve.getByLabel('Your name').fill('Ada Lovelace');
  await reserve.getByLabel('Email').fill(`ada.cms.${stamp}@example.co.uk`);
  await reserve.getByLabel('Phone').fill('07700 900123');
  await waitUntilTokenOldEnough(reserve);
  await reserve.getByRole('button', { name: /^Book for £/ }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?b=/);

  const sam = `sam.cms.${stamp}@example.co.uk`;
  await page.goto(`/book/${centre}?date=${date}&duration=day`);
  const waitlist = page.locator(`[data-room="${room}"]`).getByTestId('waitlist-form');
  await waitlist.locator('summary').click();
  await waitlist.getByLabel('Email').fill(sam);
  await waitUntilTokenOldEnough(waitlist);
  await waitlist.getByRole('button', { name: 'Tell me if it frees up' }).click();
  await expect(page).toHaveURL(/\/waitlist\/check-your-email$/);
  const [optIn] = await mailsTo(request, sam, 1);
  const reference = /Reference: (NL-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(optIn!.text)![1]!;
  const confirm = new URL(/Confirm my place:\n(\S+)/.exec(optIn!.text)![1]!);
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page).toHaveURL(/\/waitlist\/confirmed$/);

  const sales = await apiAs(playwright, baseURL, staff.waitlistSales);
  const listed = await (await sales.get('/admin/waitlist')).text();
  expect(listed).toContain(reference);
  expect(listed).not.toContain(sam);
  const row = new RegExp(`data-reference="${reference}".*?</tr>`, 's').exec(listed)?.[0] ?? '';
  expect(row).toContain('On the list');
  expect(row).toContain('Bromsgrove');
  expect(row).toMatch(/\d{1,2} \w+ \d{4}, 08:00 to 18:00/);
  expect(row).not.toContain(`>${room}<`);
  await sales.dispose();

  // The page itself in the admin, signed in, for the screenshot.
  const browserSales = await page.context().browser()!.newContext();
  const admin = await browserSales.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Email').fill(staff.waitlistSales.email);
  await admin.getByLabel('Password').fill(staffPassword);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin\/?$/);
  await admin.goto('/admin/waitlist');
  await expect(admin.getByTestId('waitlist-table')).toContainText(reference);
  await shootAtWidths(admin, process.env.WAITLIST_SHOTS, 'admin-waitlist');
  await browserSales.close();
});
