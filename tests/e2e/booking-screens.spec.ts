import { axeOn } from './support/axe';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { expect, test, type Page } from './support/test';
import { bookingProblemKinds, bookingProblems, problemLocation } from '../../src/domain/booking/booking-problems';
import { chooseSlot, fillReserve, reserveRegion, weekdayAhead } from './support/booking';
import { withoutScript } from './support/no-script';

/*
 * The booking screens a visitor expects (issue 20 item 5): "for how many people" filters rooms by
 * seats, every meeting room listed has a Book link with seats and hourly price, and every refusal
 * of the no-JavaScript flow is a page in the site's layout with a way forward. Its days (1 to 6
 * ahead) are its own: room-booking.spec.ts books from 7 days ahead.
 */


async function expectSiteLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toMatch(/^\/api\//);
}

test('for how many people: the centre page shows only rooms that seat that many, from the URL, without script', async ({ browser }) => {
  await withoutScript(browser, async (page) => {
    const date = weekdayAhead(1, 5);
    await page.goto(`/book?date=${date}`);
    const choose = page.locator('form[action="/book"]');
    await choose.getByLabel('Centre').selectOption('exeter');
    await choose.getByLabel('For how many people').fill('1');
    await choose.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/\/book\/exeter\?.*seats=1/);
    const capacities = (await page.locator('[data-room]').getByText(/^Up to \d+ people/).allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));
    expect(capacities.length).toBeGreaterThan(0);
    const largest = Math.max(...capacities);

    await page.goto(`/book/exeter?date=${date}&seats=${largest}`);
    await expect(page.locator('[data-room]')).toHaveCount(capacities.filter((capacity) => capacity >= largest).length);
    await expect(page.getByLabel('For how many people')).toHaveValue(String(largest));
    await page.goto(`/book/exeter?date=${date}&seats=${largest + 1}`);
    await expect(page.locator('[data-room]')).toHaveCount(0);
    await expect(page.getByTestId('no-room-for-seats')).toContainText(`the largest seats ${largest}`);
  });
});

test('every meeting room listed has a plain Book link, with seats and hourly price instead of floor area', async ({ page }) => {
  await page.goto('/workspaces/meeting-rooms');
  const table = page.getByTestId('listed-units');
  await expect(table.getByRole('columnheader', { name: 'Seats' }).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveCount(0);
  const rows = table.locator('tr[data-unit]');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(table.getByTestId('book-room')).toHaveCount(count);
  const first = rows.first();
  await expect(first).toContainText(/\d+ seats/);
  await expect(first).toContainText(/£\d+ per hour/);
  const reference = await first.getAttribute('data-unit');
  await expect(first.getByTestId('book-room')).toHaveAttribute('href', new RegExp(`^/book/[a-z-]+#room-${reference}$`));

  await page.goto('/locations/exeter');
  const rooms = page.locator('[data-unit*="-MR"]');
  expect(await rooms.count()).toBeGreaterThan(0);
  await expect(rooms.getByTestId('book-room')).toHaveCount(await rooms.count());
  await expect(rooms.first()).not.toContainText('sq ft');
  await rooms.first().getByTestId('book-room').click();
  await expect(page).toHaveURL(/\/book\/exeter#room-EXE-MR/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meeting rooms in Exeter');
});

test('a bad detail comes back on the booking page with the typed values kept, no script', async ({ browser }) => {
  await withoutScript(browser, async (page) => {
    await page.goto(`/book/exeter?date=${weekdayAhead(1, 5)}&duration=hour&hours=1`);
    await chooseSlot(page, 'EXE-MR01', 1);
    await fillReserve(page, { name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '12345' });
    await reserveRegion(page).getByRole('button', { name: /^Book for £/ }).click();
    await expect(page).toHaveURL(/\/book\/exeter\?.*problem=input/);
    expect(page.url()).not.toMatch(/Ada|ada%40|12345/);
    await expectSiteLayout(page);
    await expect(page.getByTestId('booking-problem')).toContainText('Please check your booking');
    const reserve = reserveRegion(page);
    await expect(reserve.getByLabel('Your name')).toHaveValue('Ada Lovelace');
    await expect(reserve.getByLabel('Email')).toHaveValue('ada@example.co.uk');
    await expect(reserve.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a time taken while the visitor typed: the booking page says so and keeps their details, no script', async ({ browser }) => {
  await withoutScript(browser, async (page) => {
    const date = weekdayAhead(1, 5);
    await page.goto(`/book/exeter?date=${date}&duration=hour&hours=1`);
    await chooseSlot(page, 'EXE-MR01', 3);
    await fillReserve(page, { name: 'Grace Hopper', email: 'grace@example.co.uk', phone: '07700 900456' });
    // Someone else books the same time first, with the same form.
    const fields = await reserveRegion(page)
      .locator('form')
      .evaluate((element) => Object.fromEntries([...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)])));
    // The other visitor has a page (and a single-use form token) of their own.
    const otherPage = await (await page.request.get(page.url())).text();
    const otherToken = /name="token" value="([^"]+)"/.exec(otherPage)?.[1];
    expect(otherToken).toBeTruthy();
    await page.waitForTimeout(minimumFillMs + 200);
    const other = await page.request.post('/api/bookings', {
      form: { ...fields, token: otherToken! },
      maxRedirects: 0,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(other.headers().location).toMatch(/^\/book\/confirmed/);
    await reserveRegion(page).getByRole('button', { name: /^Book for £/ }).click();

    await expect(page).toHaveURL(/\/book\/exeter\?.*problem=taken/);
    await expectSiteLayout(page);
    await expect(page.getByTestId('booking-problem')).toContainText('That time has just been taken');
    await chooseSlot(page, 'EXE-MR01', 4);
    await expect(reserveRegion(page).getByLabel('Your name')).toHaveValue('Grace Hopper');
  });
});

test('refusals with nowhere else to go, and a bad link, are pages in the layout with a way forward, no script', async ({ browser, baseURL }) => {
  await withoutScript(browser, async (page) => {
    const crossSite = await page.request.post('/api/bookings', {
      form: { centre: 'exeter' },
      maxRedirects: 0,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(303);
    await page.goto(new URL(crossSite.headers().location!, baseURL).toString());
    await expectSiteLayout(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We could not take your booking');
    await expect(page.getByRole('link', { name: 'Book a meeting room' })).toHaveAttribute('href', '/book');

    await page.goto('/book/confirmed?b=00000000-0000-4000-8000-000000000000&s=forged');
    await expect(page).toHaveURL(/\/book\/problem\?problem=link/);
    await expectSiteLayout(page);
    await expect(page.getByTestId('booking-problem')).toHaveText(bookingProblems.link.message);
  });
});

test('every kind of refusal reads well in the layout, each with a way forward', async ({ page }) => {
  const date = weekdayAhead(1, 5);
  for (const kind of bookingProblemKinds) {
    await page.goto(problemLocation(kind, { centre: 'exeter', date, duration: 'hour', hours: 1 }, 'ERR-TEST1'));
    await expectSiteLayout(page);
    await expect(page.getByText(bookingProblems[kind].message)).toBeVisible();
    if (bookingProblems[kind].on === 'centre') await expect(page.getByRole('heading', { level: 1 })).toContainText('Meeting rooms in Exeter');
    else await expect(page.getByRole('link', { name: 'Back to the booking page' })).toHaveAttribute('href', new RegExp(`^/book/exeter\\?date=${date}`));
  }
});

test('the refusal pages and the booking page with its notice and kept details pass WCAG 2.2 A/AA', async ({ page }) => {
  // Six pages each with a full axe run: about 5 s each on a loaded two-core machine.
  test.setTimeout(90_000);
  const date = weekdayAhead(1, 5);
  for (const path of [
    problemLocation('error', { centre: 'exeter', date }, 'ERR-TEST1'),
    problemLocation('input', { centre: 'exeter', date, duration: 'hour', hours: 1 }),
    `/book/exeter?date=${date}&seats=500`,
  ]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await axeOn(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`), `${path} at ${width}`).toEqual([]);
    }
  }
});
