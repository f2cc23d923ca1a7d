import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { mailsTo } from './support/mail-sink';

/*
 * Repeat bookings (issue 39 item 2): "Repeat weekly" on the room form, the review of every date
 * with its price, terms and the total, a clash in the middle named by its UK date, one button that
 * books the rest, one email listing every date with the series' calendar entry (RRULE and EXDATE),
 * and the manage link cancelling a date and every later one. Server-rendered: the same journey runs
 * with JavaScript on and off. Screenshots of each page and the emails at 390 and 1366 px.
 */

const shots = '/tmp/repeat-shots';
mkdirSync(shots, { recursive: true });
const widths = [390, 1366] as const;

/**
 * A weekday in a band of days ahead: the two journeys run at once on one room, so their four weeks
 * must not meet (7 to 41 days ahead, and 45 to 79, within the 90 bookable).
 */
function weekdayAhead(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset + Math.floor(Math.random() * 11));
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
const plusDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
const ukDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

async function waitUntilOldEnough(token: string) {
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 }).toBeGreaterThanOrEqual(minimumFillMs + 50);
}

/** The page at each width (the cookie banner answered first), and the part that matters up close. */
async function shoot(page: Page, name: string, part?: string) {
  const banner = page.getByRole('button', { name: 'Reject all' });
  if (await banner.isVisible()) await banner.click();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    if (part) await page.locator(part).first().screenshot({ path: `${shots}/${name}-${width}-part.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The last room of Exeter (the other room journeys use the first) and its first free 2-hour slot on the date. */
async function chooseSlot(page: Page, date: string): Promise<{ room: string; start: string }> {
  await page.goto(`/book/exeter?date=${date}&duration=hour&hours=2`);
  const room = page.locator('[data-room]').last();
  const reference = (await room.getAttribute('data-room'))!;
  const label = (await room.getByRole('list', { name: /Free times/ }).getByRole('button').first().textContent())!.trim();
  return { room: reference, start: label.slice(0, 5) };
}

/** A single booking of that room and time, as another visitor makes it (the form posted over HTTP). */
async function bookSingle(page: Page, baseURL: string, date: string, slot: { room: string; start: string }) {
  await page.goto(`/book/exeter?date=${date}&duration=hour&hours=2&room=${slot.room}&start=${slot.start}`);
  const form = page.getByRole('region', { name: /^Reserve/ }).locator('form');
  const fields: Record<string, string> = await form.evaluate((element) =>
    Object.fromEntries([...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)])),
  );
  delete fields.repeat;
  Object.assign(fields, { name: 'Grace Hopper', email: 'grace@example.co.uk', phone: '07700 900456' });
  await waitUntilOldEnough(fields.token!);
  const answer = await page.request.post(new URL('/api/bookings', baseURL).toString(), { form: fields, maxRedirects: 0, headers: { origin: new URL(baseURL).origin } });
  expect(answer.headers().location).toMatch(/^\/book\/confirmed\?b=/);
}

async function repeatJourney(page: Page, baseURL: string, options: { clash: boolean; screenshots: boolean }) {
  test.setTimeout(120_000);
  const date = weekdayAhead(options.clash ? 7 : 45);
  const slot = await chooseSlot(page, date);
  if (options.clash) await bookSingle(page, baseURL, plusDays(date, 7), slot);
  const email = `repeat-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

  await page.goto(`/book/exeter?date=${date}&duration=hour&hours=2&room=${slot.room}&start=${slot.start}`);
  const reserve = page.getByRole('region', { name: /^Reserve/ });
  await reserve.getByLabel('Your name').fill('Ada Lovelace');
  await reserve.getByLabel('Email').fill(email);
  await reserve.getByLabel('Phone').fill('07700 900123');
  await reserve.getByLabel(/^Book the same time every/).check();
  await reserve.getByLabel(/For how many weeks/).fill('4');
  if (options.screenshots) await shoot(page, 'form', '#reserve');
  await waitUntilOldEnough(await reserve.locator('input[name="token"]').inputValue());
  await reserve.getByRole('button', { name: /^Book for £/ }).click();

  // The review: every date, its price with VAT, its terms, and the total, before anything is booked.
  await page.waitForURL(/\/book\/exeter\/repeat\?/);
  const review = page.getByTestId('series-review');
  await expect(review.getByTestId('series-week')).toHaveCount(4);
  await expect(review.getByTestId('series-week').first()).toContainText(/\+ VAT £\d+(\.\d\d)? = £/);
  await expect(review.getByTestId('series-week').first()).toContainText('Free cancellation until');
  const booked = options.clash ? 3 : 4;
  await expect(review.getByTestId('series-total')).toContainText(`Total for ${booked} dates`);
  if (options.clash) {
    await expect(review.getByTestId('series-clashes')).toContainText('1 date cannot be booked');
    await expect(review.getByTestId('series-clash')).toHaveText(`${ukDate(plusDays(date, 7))}: the room is already booked then`);
  } else {
    await expect(review.getByTestId('series-clashes')).toHaveCount(0);
  }
  if (options.screenshots) await shoot(page, options.clash ? 'clash' : 'review', '[data-testid="series-review"]');
  await waitUntilOldEnough(await review.locator('input[name="token"]').inputValue());
  await review.getByTestId('series-book').click();

  await page.waitForURL(/\/book\/(confirmed\?b=|exeter)/);
  if (!page.url().includes('/book/confirmed')) throw new Error(`The series was refused: ${await page.locator('main').innerText()}`);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  const dates = page.getByTestId('series-dates').getByRole('listitem');
  await expect(dates).toHaveCount(booked);
  await expect(dates.first()).toContainText(`Weekly, 1 of ${booked}`);
  if (options.screenshots) await shoot(page, 'confirmed', 'section.container-page');

  // One email for the whole series, every date listed, one calendar entry: a weekly rule with the clash excluded.
  const [confirmation] = await mailsTo(page.request, email, 1);
  expect(confirmation!.subject).toContain(`${booked} dates`);
  expect(confirmation!.text).toContain(`EVERY WEEK: ${booked} DATES`);
  const calendar = confirmation!.calendar!.replace(/\r\n[ \t]/g, '');
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(calendar).toContain('RRULE:FREQ=WEEKLY;COUNT=4');
  expect(calendar).toContain(`DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T${slot.start.replace(':', '')}00`);
  if (options.clash) expect(calendar).toContain(`EXDATE;TZID=Europe/London:${plusDays(date, 7).replaceAll('-', '')}T${slot.start.replace(':', '')}00`);
  else expect(calendar).not.toContain('EXDATE');
  if (options.screenshots) {
    const mailPage = await page.context().newPage();
    await mailPage.setContent(confirmation!.html);
    await shoot(mailPage, 'email');
    await mailPage.close();
  }

  // The manage link: cancel the third date and every later one.
  await page.getByTestId('cancel-link').click();
  await expect(page).toHaveURL(/\/book\/manage\?b=/);
  const weeks = page.getByTestId('series-cancel-week');
  await expect(weeks).toHaveCount(booked);
  await weeks.nth(booked - 2).getByRole('radio').check();
  await page.getByTestId('cancel-later').click();
  await expect(page.getByTestId('manage-done')).toContainText('Those dates are cancelled');
  await expect(page.getByTestId('series-dates').getByText('(cancelled)')).toHaveCount(2);
  if (options.screenshots) await shoot(page, 'manage', 'section.container-page');
  const mails = await mailsTo(page.request, email, 2);
  const cancellation = mails.find((mail) => mail.subject.includes('cancelled'))!;
  expect(cancellation.text).toContain('DATES CANCELLED: 2');
  expect(cancellation.text).toContain('STILL BOOKED');
  const update = cancellation.calendar!.replace(/\r\n[ \t]/g, '');
  expect(update).toContain('METHOD:REQUEST');
  expect(update).toContain('SEQUENCE:1');
}

test('books a room weekly with a clash in the middle: names the date, books the rest, one email, cancels the later dates', async ({ page, baseURL }) => {
  await repeatJourney(page, baseURL!, { clash: true, screenshots: true });
});

test('the same without JavaScript, no clash', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await repeatJourney(await context.newPage(), baseURL!, { clash: false, screenshots: false });
  } finally {
    await context.close();
  }
});
