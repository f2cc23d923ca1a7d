import { expect, test } from '@playwright/test';
import { signIn } from '../cms/helpers';
import { staff } from '../cms/staff';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';

/*
 * Staff move a virtual-office order on (issue 20 item 4): an order placed on the site waits for
 * its identity check; sales mark it verified in /admin/orders, which records who and when, and the
 * buyer's order page says so.
 */

test('sales mark an order’s ID check verified, and the buyer’s page shows it', async ({ page, browser }) => {
  const buyer = await browser.newPage();
  await buyer.goto('/virtual-offices/order?plan=registered-office&centre=exeter');
  await buyer.getByRole('button', { name: 'Continue to your details' }).click();
  const business = `Verify Test ${Date.now()} Ltd`;
  // Every page also carries the site's enquiry form, with like labels.
  const form = buyer.locator('form[action="/api/virtual-office-orders/details"]');
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Start date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.co.uk');
  await form.getByLabel('Phone', { exact: true }).fill('07700 900456');
  const token = await form.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 }).toBeGreaterThan(minimumFillMs + 50);
  await form.getByRole('button', { name: 'Review your order' }).click();
  await buyer.getByRole('button', { name: 'Place order' }).click();
  await expect(buyer.getByTestId('order-status')).toHaveText('Awaiting ID check');
  const reference = (await buyer.getByTestId('order-reference').textContent())!.trim();
  await buyer.getByTestId('manage-link').click();
  const managePage = buyer.url();

  await signIn(page, staff.sales);
  await page.goto('/admin/orders');
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await expect(row).toContainText(business);
  await expect(row.getByTestId('order-status')).toHaveText('Awaiting ID check');
  await row.getByRole('button', { name: 'Mark ID verified' }).click();
  await expect(page.getByRole('status')).toHaveText('Identity check recorded.');
  await expect(row.getByTestId('order-status')).toHaveText('ID checked, ready to start');
  await expect(row).toContainText(`by ${staff.sales.email}`);

  await buyer.goto(managePage);
  await expect(buyer.getByTestId('order-status')).toHaveText('ID checked, ready to start');
  await buyer.close();
});
