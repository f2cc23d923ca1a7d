import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { boardDayPassCheckInPath, boardPath } from '../../src/cms/board/paths';
import { checkInRefusalText } from '../../src/domain/day-pass/day-pass';
import { dayPassFixtures, ukDay } from '../cms/board-fixtures';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff, staffPassword } from '../cms/staff';

/*
 * Reception checks day passes in on the bookings board (issue 39 item 1): the reference as a phone
 * camera reads it from the QR code (or as typed: lower case, spaces), "Checked in" with the time
 * in UK time and who did it; the same pass again is refused as used, tomorrow's as the wrong day.
 * The passes are written before the server starts (tests/cms/prepare.ts).
 */

test.describe.configure({ timeout: 120_000 });

const origin = `http://127.0.0.1:${cmsPorts(e2eBasePort).pglite}`;

async function screenshots(page: Page, name: string) {
  const directory = process.env.DAY_PASS_SHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: path.join(directory, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function find(page: Page, typed: string) {
  const desk = page.getByTestId('day-pass-desk');
  await desk.getByLabel('Pass reference (type it, or scan the code with a phone)').fill(typed);
  await desk.getByRole('button', { name: 'Find pass' }).click();
  await page.waitForURL(/[?&]pass=/, { timeout: 60_000 });
  return desk;
}

test('reception finds a pass by its scanned or typed reference, checks it in once, and is told why another cannot be used', async ({ page }) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(staff.boardSales.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/?$`));
  await page.goto(`${origin}/admin${boardPath}?centre=${dayPassFixtures.centre}&date=${ukDay(new Date())}`);
  const desk = page.getByTestId('day-pass-desk');
  await expect(desk.getByRole('heading', { name: 'Day passes' })).toBeVisible();
  const row = desk.locator(`tr[data-reference="${dayPassFixtures.today.reference}"]`);
  await expect(row).toContainText('Not yet arrived');

  // As typed by hand: lower case, a space for the dash.
  await find(page, 'nl-e2e0 dps1');
  await expect(desk.getByTestId('day-pass-found')).toContainText(`${dayPassFixtures.today.reference}: ${dayPassFixtures.today.name}`);
  await screenshots(page, 'board-day-pass-found');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(boardDayPassCheckInPath), { timeout: 60_000 }),
    desk.getByRole('button', { name: `Check in ${dayPassFixtures.today.reference}` }).click(),
  ]);
  expect(answer.status()).toBe(303);
  await page.waitForURL(/notice=pass-checked-in/, { timeout: 60_000 });
  await expect(page.getByTestId('board-notice')).toHaveText(`${dayPassFixtures.today.reference}: Day pass checked in.`);
  const checkedIn = page.getByTestId('day-pass-desk').locator(`tr[data-reference="${dayPassFixtures.today.reference}"]`);
  await expect(checkedIn).toContainText(new RegExp(`Checked in \\d{2}:\\d{2} by ${staff.boardSales.name}`));
  // The time shown is UK time: the clock London reads now, to the minute (within a minute's turn).
  const shown = (await checkedIn.textContent())!.match(/Checked in (\d{2}:\d{2})/)![1]!;
  const london = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  expect([london(Date.now()), london(Date.now() - 60_000), london(Date.now() - 120_000)]).toContain(shown);
  await screenshots(page, 'board-day-pass-checked-in');

  // As the camera reads the QR code: the reference itself. Used once: refused, with no button.
  await find(page, dayPassFixtures.today.reference);
  await expect(desk.getByTestId('day-pass-refusal')).toHaveText(checkInRefusalText.already);
  await expect(desk.getByRole('button', { name: /^Check in/ })).toHaveCount(0);

  // Tomorrow's pass, today: the wrong day.
  await find(page, dayPassFixtures.tomorrow.reference);
  await expect(desk.getByTestId('day-pass-refusal')).toHaveText(checkInRefusalText['wrong-day']);
  await screenshots(page, 'board-day-pass-refused');

  // A reference that is no pass.
  await find(page, 'NL-ZZZZ-ZZZZ');
  await expect(desk.getByTestId('day-pass-refusal')).toHaveText(checkInRefusalText['not-found']);
});

test('staff cancel a pass for a visitor who phoned, and must choose to refund or keep a payment made online for today', async ({ page }) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(staff.passSales.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/?$`));

  // Tomorrow's pass: cancelled in one press (a paid one would be refunded, as the visitor's cancel is).
  await page.goto(`${origin}/admin${boardPath}?centre=${dayPassFixtures.centre}&date=${ukDay(new Date(), 1)}`);
  const phoned = page.getByTestId('day-pass-desk').locator(`tr[data-reference="${dayPassFixtures.phoned.reference}"]`);
  await expect(phoned).toContainText('Day pass, pay at reception');
  // Behind a disclosure: nothing is cancelled by one stray press.
  await expect(phoned.getByRole('button', { name: `Cancel ${dayPassFixtures.phoned.reference} and email the visitor` })).toBeHidden();
  await phoned.locator('summary', { hasText: 'Cancel…' }).click();
  await phoned.getByRole('button', { name: `Cancel ${dayPassFixtures.phoned.reference} and email the visitor` }).click();
  await page.waitForURL(/notice=pass-cancelled-by-staff/, { timeout: 60_000 });
  await expect(page.getByTestId('board-notice')).toContainText('Day pass cancelled; the visitor is emailed the cancellation');
  await expect(page.getByTestId('day-pass-desk').locator(`tr[data-reference="${dayPassFixtures.phoned.reference}"]`)).toContainText(
    'Cancelled',
  );
  await expect(page.getByRole('button', { name: `Cancel ${dayPassFixtures.phoned.reference} and email the visitor` })).toHaveCount(0);

  // Today's pass paid online: the choice is asked for before the cancel goes through.
  await page.goto(`${origin}/admin${boardPath}?centre=${dayPassFixtures.centre}&date=${ukDay(new Date())}`);
  const paid = page.getByTestId('day-pass-desk').locator(`tr[data-reference="${dayPassFixtures.paidToday.reference}"]`);
  await expect(paid).toContainText('Day pass, paid online');
  await paid.locator('summary', { hasText: 'Cancel…' }).click();
  const form = paid.getByRole('form', { name: `Cancel day pass ${dayPassFixtures.paidToday.reference}` });
  await expect(form.getByRole('group', { name: 'Paid online: the payment' })).toBeVisible();
  await screenshots(page, 'board-day-pass-cancel');
  await form.getByLabel('Keep it').check();
  await form.getByRole('button', { name: `Cancel ${dayPassFixtures.paidToday.reference} and email the visitor` }).click();
  await page.waitForURL(/notice=pass-cancelled-by-staff/, { timeout: 60_000 });
  await expect(page.getByTestId('day-pass-desk').locator(`tr[data-reference="${dayPassFixtures.paidToday.reference}"]`)).toContainText(
    'Cancelled',
  );
});
