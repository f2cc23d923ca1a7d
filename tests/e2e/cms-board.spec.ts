import { axeOn } from './support/axe';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from './support/test';
import { boardPath, boardUpdatePath } from '../../src/cms/board/paths';
import { boardFixture } from '../cms/board-fixtures';
import { apiAs } from '../cms/helpers';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff, staffPassword } from '../cms/staff';
import { chooseSlot, fillReserve, reserveRegion, weekdayAhead } from './support/booking';
import { mailsTo } from './support/mail-sink';

/*
 * The bookings board (issue 22 items 2 and 6): a sales person works it under a second host of the
 * admin's allow-list (localhost, where SITE_URL is 127.0.0.1: the nginx host or a preview host in
 * production), checks in today's visitor by keyboard, and moves a booking for a visitor, who is
 * mailed the new time with the same calendar entry (UID) at the next SEQUENCE. Posts from a host
 * not on the list are refused, by Payload's CSRF list and by the board's own origin rule.
 */


// Not serial: each journey has its own visit, so a retry repeats only the journey that failed.
test.describe.configure({ timeout: 120_000 });

const port = cmsPorts(e2eBasePort).pglite;
/** On ADMIN_ORIGINS (playwright.config.ts), not SITE_URL. */
const secondHost = `http://localhost:${port}`;
const notListed = 'http://evil.example';

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function signInAt(page: Page, origin: string) {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(staff.boardSales.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/?$`));
}

/**
 * Presses a board button and waits for the post's answer (a 303 back to the board). The admin page
 * it lands on is rendered on the server for the request; on a loaded two-core machine the post and
 * that render took more than the admin journeys' 15 s for a check to hold.
 */
async function submitBoardChange(page: Page, press: () => Promise<void>): Promise<void> {
  const isBoardPost = (request: Request) =>
    request.method() === 'POST' && request.url().includes(`/cms-api${boardUpdatePath}`);
  // The post and its answer are awaited apart, so a failure says which never came (CI once waited
  // 60 s for the move's answer without telling whether the browser had sent it).
  const [sent] = await Promise.all([
    page.waitForRequest(isBoardPost, { timeout: 15_000 }).catch(() => undefined),
    press(),
  ]);
  expect(sent, 'the button posts the board form').toBeDefined();
  const answer = await sent!.response();
  expect(answer?.status(), 'the board answers a change with a redirect back to it').toBe(303);
  await page.waitForURL(new RegExp(`/admin${boardPath}\\?.*notice=`), { timeout: 60_000 });
}

function calendarFields(ics: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    fields[line.slice(0, colon).split(';')[0]!] ??= line.slice(colon + 1);
  }
  return fields;
}

async function screenshots(page: Page, name: string) {
  const directory = process.env.BOARD_SHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: path.join(directory, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('under a second allowed host, sales open the board, check in today’s visitor by keyboard; the controls are named', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAt(page, secondHost);
  // Reachable from the dashboard and the navigation.
  const card = page.getByTestId('dashboard-board');
  await expect(card.getByRole('heading', { name: 'Today at the centres' })).toBeVisible();
  await expect(page.locator('a#nav-board')).toHaveText('Bookings board');
  await expect(page.locator('a#nav-board')).toHaveAttribute('href', '/admin/board');
  await card.getByRole('link', { name: 'Open the bookings board' }).click();
  await expect(page).toHaveURL(`${secondHost}/admin/board`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings board' })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Centre, day and filters' });
  await filters.getByLabel('Centre').selectOption(boardFixture.centre);
  await filters.getByLabel('Day').fill(ukToday());
  await filters.getByLabel('Show').selectOption('booking');
  await filters.getByLabel('Status').selectOption('');
  await filters.getByRole('button', { name: 'Show the day' }).click();
  await expect(page).toHaveURL(/centre=dartford/);

  const dayNav = page.getByRole('navigation', { name: 'Choose the day' });
  await expect(dayNav.getByRole('link', { name: /^Previous day, \w+day \d+ \w+ \d{4}$/ })).toBeVisible();
  await expect(dayNav.getByRole('link', { name: /^Next day, \w+day \d+ \w+ \d{4}$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /^Room bookings and viewings at Dartford on / }),
  ).toBeVisible();

  const row = page.locator(`tr[data-reference="${boardFixture.reference}"]`);
  const who = `booking ${boardFixture.reference} (${boardFixture.name})`;
  // A retry finds the visitor as the failed attempt left them, checked in: it clears the mark first.
  if (test.info().retry > 0 && (await row.getByTestId('board-status').textContent()) !== 'Expected')
    await submitBoardChange(page, () => row.getByRole('button', { name: `Clear mark on ${who}` }).click());
  await expect(row.getByTestId('board-status')).toHaveText('Expected');
  await expect(row.getByRole('link', { name: boardFixture.email })).toHaveAttribute(
    'href',
    `mailto:${boardFixture.email}`,
  );
  await expect(row.getByRole('button', { name: `No-show: ${who}` })).toBeVisible();
  // It has begun: it is no longer moved or cancelled, only marked.
  await expect(row.getByRole('link', { name: `Move ${who}` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Cancel ${who}` })).toHaveCount(0);

  const checkIn = row.getByRole('button', { name: `Check in ${who}` });
  await checkIn.focus();
  await expect(checkIn).toBeFocused();
  await submitBoardChange(page, () => page.keyboard.press('Enter'));
  await expect(page.getByRole('status').filter({ hasText: 'Marked checked in' })).toHaveText(
    `${boardFixture.reference}: Marked checked in.`,
  );
  await expect(page).toHaveURL(new RegExp(`^${secondHost}/admin/board\\?`));
  await expect(row.getByTestId('board-status')).toHaveText('Checked in');
  await expect(row).toContainText(`Checked in by ${staff.boardSales.name} at`);
  await expect(row.getByRole('button', { name: `Clear mark on ${who}` })).toBeVisible();

  const axe = await axeOn(page).include('#board-view').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // A Payload save under the second host works; the same save from a host not on the list is refused.
  const me = (await (
    await page.request.get(`${secondHost}/cms-api/users/me`, { headers: { origin: secondHost } })
  ).json()) as {
    user: { id: number };
  };
  const save = (origin: string) =>
    page.request.patch(`${secondHost}/cms-api/users/${me.user.id}`, {
      data: { name: staff.boardSales.name },
      headers: { origin },
    });
  expect((await save(secondHost)).status()).toBe(200);
  expect((await save(notListed)).status()).toBe(403);

  // The board's own origin rule: with a valid session (a token, which Payload takes from any
  // origin), a post is accepted from the listed origins only.
  const api = await apiAs(playwright, baseURL, staff.boardSales);
  const post = (origin: string) =>
    api.post(`${secondHost}/cms-api/board/update`, {
      form: { action: 'clear' },
      headers: { origin, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
  for (const origin of [secondHost, `http://127.0.0.1:${port}`])
    expect((await post(origin)).status(), origin).toBe(400);
  for (const origin of [notListed, `http://localhost:${port + 1}`, `https://localhost:${port}`]) {
    const refused = await post(origin);
    expect(refused.status(), origin).toBe(403);
    expect(await refused.text()).toContain('Refused: not from this site.');
  }
  await api.dispose();
});

test('sales move a visitor’s booking; the visitor is mailed the new time with the same calendar entry', async ({
  page,
  browser,
  request,
}) => {
  const email = `board-move-${Date.now()}@example.co.uk`;
  const date = weekdayAhead(20, 30);
  const visitor = await browser.newPage();
  await visitor.goto(`/book/dartford?date=${date}&duration=hour&hours=1`);
  await chooseSlot(visitor, 'DAR-MR02', 0);
  await fillReserve(visitor, { name: 'Ada Lovelace', email, phone: '07700 900123' });
  await reserveRegion(visitor)
    .getByRole('button', { name: /^Book for £/ })
    .click();
  await expect(visitor.getByTestId('booking-reference')).toBeVisible();
  const reference = (await visitor.getByTestId('booking-reference').textContent())!.trim();
  await visitor.close();
  const invite = calendarFields((await mailsTo(request, email, 1))[0]!.calendar!);

  await signInAt(page, secondHost);
  await page.goto(`${secondHost}/admin/board?centre=dartford&date=${date}`);
  const row = page.locator(`tr[data-reference="${reference}"]`);
  const who = `booking ${reference} (Ada Lovelace)`;
  await expect(row.getByTestId('board-status')).toHaveText('Expected');
  // Not begun: it cannot be marked yet, only moved or cancelled.
  await expect(row.getByRole('button', { name: `Check in ${who}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `No-show: ${who}` })).toHaveCount(0);
  await row.getByRole('link', { name: `Move ${who}` }).click();

  const panel = page.getByRole('region', { name: `Move booking ${reference}` });
  await expect(panel.getByLabel('Day to move to')).toHaveValue(date);
  const times = panel.getByRole('group', { name: /^Free times on .* \(UK time\)$/ });
  const last = times.getByRole('radio').last();
  const newTime = (await times.locator('label').last().textContent())!.trim();
  await last.check();
  await screenshots(page, 'board-move');
  await submitBoardChange(page, () =>
    panel.getByRole('button', { name: 'Move and email the visitor' }).click(),
  );

  await expect(page.getByTestId('board-notice')).toHaveText(
    `${reference}: Moved for the visitor; the visitor is emailed the new time with an updated calendar entry.`,
  );
  await expect(page.locator(`tr[data-reference="${reference}"] td`).first()).toHaveText(newTime);

  const moved = (await mailsTo(request, email, 2))[1]!;
  expect(moved.subject).toContain('Your booking has moved');
  expect(moved.text).toContain(newTime.split(' to ')[0]!);
  const movedInvite = calendarFields(moved.calendar!);
  expect([movedInvite.METHOD, movedInvite.UID, movedInvite.SEQUENCE]).toEqual(['REQUEST', invite.UID, '1']);

  // Cancelled for the visitor: staff must say why, and the visitor reads it in their mail.
  await page.locator(`tr[data-reference="${reference}"]`).getByRole('link', { name: `Cancel ${who}` }).click();
  const cancelPanel = page.getByTestId('board-cancel');
  // Staff see whether the cancel is within the booking's free period (weeks ahead: it is, so no charge to choose).
  await expect(cancelPanel.getByTestId('board-free-cancellation')).toHaveText(/^Within the free period \(until .+\): cancelling is free\.$/);
  await expect(cancelPanel.getByRole('radio')).toHaveCount(0);
  await cancelPanel.getByLabel('Reason for cancelling').fill('The room is needed for a fire drill');
  await screenshots(page, 'board-cancel');
  await submitBoardChange(page, () =>
    cancelPanel.getByRole('button', { name: 'Yes, cancel and email the visitor' }).click(),
  );
  await expect(page.getByTestId('board-notice')).toContainText(`${reference}: Cancelled for the visitor`);
  await expect(page.locator(`tr[data-reference="${reference}"]`)).toContainText(
    'by staff: The room is needed for a fire drill',
  );
  const cancelMail = (await mailsTo(request, email, 3))[2]!;
  expect(cancelMail.subject).toContain('Your booking is cancelled');
  expect(cancelMail.text).toContain('The reason the centre gave: The room is needed for a fire drill.');

  await page.goto(`${secondHost}/admin/board?centre=${boardFixture.centre}&date=${ukToday()}`);
  await screenshots(page, 'board');
});
