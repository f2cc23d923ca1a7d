import { expect, test } from './support/test';
import { boardPath } from '../../src/cms/board/paths';
import { bundleFixture, dayPassFixtures, ukDay } from '../cms/board-fixtures';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff, staffPassword } from '../cms/staff';

/*
 * A day booked from a bundle on the bookings board (docs/decisions/0056): reception sees which
 * bundle it came from and how many days the bundle has left, and nothing to take at the desk; the
 * bundle's own reference typed into the search says it is a bundle, not a pass. The bundle and its
 * days are written before the server starts (tests/cms/prepare.ts).
 */

// One after the other: both sign in as the same account, and two sign-ins of one account at once can
// lose a session (as cms-labels.spec.ts says).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const origin = `http://127.0.0.1:${cmsPorts(e2eBasePort).pglite}`;

test('reception sees a day from a bundle with the days left, and a bundle reference is explained', async ({ page }) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(staff.bundleSales.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/?$`));
  await page.goto(`${origin}/admin${boardPath}?centre=${dayPassFixtures.centre}&date=${ukDay(new Date())}`);
  const desk = page.getByTestId('day-pass-desk');
  const left = bundleFixture.days - bundleFixture.booked;
  await expect(desk.locator(`tr[data-reference="${bundleFixture.todayPass}"]`)).toContainText(
    `Day pass, from bundle ${bundleFixture.reference} (${left} of ${bundleFixture.days} left)`,
  );

  const search = desk.getByLabel('Pass reference (type it, or scan the code with a phone)');
  await search.fill(bundleFixture.todayPass.toLowerCase());
  await desk.getByRole('button', { name: 'Find pass' }).click();
  await page.waitForURL(/[?&]pass=/, { timeout: 60_000 });
  await expect(desk.getByTestId('day-pass-found')).toContainText(
    `${bundleFixture.todayPass}: ${bundleFixture.name}, day pass, from bundle ${bundleFixture.reference} (${left} of ${bundleFixture.days} left)`,
  );
  await expect(desk.getByRole('button', { name: `Check in ${bundleFixture.todayPass}` })).toBeVisible();

  await desk.getByLabel('Pass reference (type it, or scan the code with a phone)').fill(bundleFixture.reference);
  await desk.getByRole('button', { name: 'Find pass' }).click();
  await expect(desk.getByTestId('day-pass-refusal')).toContainText(
    `${bundleFixture.reference} is a bundle of ${bundleFixture.days} days, not a pass. ${left} of ${bundleFixture.days} days left`,
  );
});

test('sales see every bundle sold, with its days left and last day, in words and UK time', async ({ page }) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(staff.bundleSales.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/?$`));
  // Reached from the staff lists' own navigation.
  await page.goto(`${origin}/admin/waitlist`);
  await page.getByRole('navigation', { name: 'Staff lists' }).getByRole('link', { name: 'Day-pass bundles sold' }).click();
  await expect(page).toHaveURL(`${origin}/admin/bundles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day-pass bundles sold' })).toBeVisible();
  const row = page.getByTestId('bundles-table').locator(`tr[data-reference="${bundleFixture.reference}"]`);
  await expect(row).toContainText('Paid');
  await expect(row.getByTestId('bundle-days')).toHaveText(`${bundleFixture.days - bundleFixture.booked} of ${bundleFixture.days} left`);
  await expect(row).toContainText(bundleFixture.name);
  await expect(row).not.toContainText(/\bpaid\b|T\d\d:\d\d/);
});
