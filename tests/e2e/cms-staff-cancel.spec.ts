import { expect, test, type Page } from './support/test';
import { signIn } from '../cms/helpers';
import { staff } from '../cms/staff';
import {
  chooseSlot,
  fillReserve,
  reserveRegion,
  weekdayAhead,
  waitUntilTokenOldEnough,
} from './support/booking';
import { mailsTo } from './support/mail-sink';

/*
 * Staff cancel (issue 20): sales cancel a room booking from /admin/bookings and a viewing from
 * /admin/viewings (after its confirm step); the visitor gets the cancellation mail, with the
 * calendar entry's METHOD:CANCEL, in the real SMTP server the tests run (tests/smtp-sink.mjs).
 * A post from elsewhere is refused (the same-origin proof of the staff booking cancel).
 */


test.describe.configure({ mode: 'serial', timeout: 90_000 });

const calendarMethod = (ics: string | null) => /^METHOD:(\w+)/m.exec(ics ?? '')?.[1];

async function bookRoom(page: Page, email: string): Promise<string> {
  await page.goto(`/book/andover?date=${weekdayAhead(20, 30)}&duration=hour&hours=1`);
  await chooseSlot(page, 'AND-MR01', 0);
  await fillReserve(page, { name: 'Ada Lovelace', email, phone: '07700 900123' });
  await reserveRegion(page)
    .getByRole('button', { name: /^Book for £/ })
    .click();
  await expect(page.getByTestId('booking-reference')).toBeVisible();
  return (await page.getByTestId('booking-reference').textContent())!.trim();
}

async function bookViewing(page: Page, email: string): Promise<string> {
  await page.goto(`/viewings/exeter?from=${weekdayAhead(20, 30)}`);
  await page
    .getByRole('region', { name: /^Choose a time/ })
    .getByRole('button')
    .first()
    .click();
  const form = page.getByRole('region', { name: /^Your viewing at Northlight/ });
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('07700 900123');
  await waitUntilTokenOldEnough(form);
  await form.getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page).toHaveURL(/\/viewings\/confirmed\?b=/);
  return (await page.getByTestId('viewing-reference').textContent())!.trim();
}

test('sales cancel a room booking; the visitor is mailed the cancellation with METHOD:CANCEL', async ({
  page,
  browser,
  request,
}) => {
  const email = `staff-cancel-booking-${Date.now()}@example.co.uk`;
  const visitor = await browser.newPage();
  const reference = await bookRoom(visitor, email);
  await visitor.close();
  expect(calendarMethod((await mailsTo(request, email, 1))[0]!.calendar)).toBe('REQUEST');

  await signIn(page, staff.cancelSales);
  await page.goto('/admin/bookings');
  // Staff see whether a cancel now is within the booking's free period (20 days ahead: it is).
  await expect(page.getByTestId(`free-cancellation-${reference}`)).toHaveText(
    /^Within the free period \(until \d\d:\d\d on \w{3} \d{1,2} \w{3}\): cancelling is free\.$/,
  );
  // Every staff cancellation says why; the visitor reads it in their mail.
  await page
    .getByRole('textbox', { name: `Reason for cancelling booking ${reference} (quoted in the visitor’s email)` })
    .fill('The room is closed for a boiler repair');
  await page.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  await expect(page.getByTestId('bookings-notice')).toContainText(reference);
  await expect(page.getByTestId(`free-cancellation-${reference}`)).toHaveText('Cancelled free');
  const cancelled = (await mailsTo(request, email, 2))[1]!;
  expect(cancelled.subject).toContain('Your booking is cancelled');
  expect(cancelled.text).toContain('The centre cancelled this booking');
  expect(cancelled.text).toContain('The reason the centre gave: The room is closed for a boiler repair.');
  expect(calendarMethod(cancelled.calendar)).toBe('CANCEL');
});

test('sales cancel a viewing after a confirm step; the visitor is mailed with METHOD:CANCEL; a cross-site post is refused', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `staff-cancel-viewing-${Date.now()}@example.co.uk`;
  const visitor = await browser.newPage();
  const reference = await bookViewing(visitor, email);
  await visitor.close();
  expect(calendarMethod((await mailsTo(request, email, 1))[0]!.calendar)).toBe('REQUEST');

  await signIn(page, staff.cancelSales);
  await page.goto('/admin/viewings');
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await row.getByRole('link', { name: `Cancel viewing ${reference}` }).click();
  const confirm = page.getByTestId('confirm-viewing-cancel');
  await expect(confirm.getByRole('heading')).toHaveText(`Cancel viewing ${reference}?`);
  // The step alone changes nothing.
  await expect(row.getByTestId('viewing-status')).toHaveText('Confirmed');
  const viewingId = await confirm.locator('input[name="viewing"]').inputValue();

  // A signed-in browser posting from another site is refused, and nothing changes.
  const forged = await page.request.post(`${baseURL}/admin/viewings/cancel`, {
    form: { viewing: viewingId },
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  await confirm
    .getByRole('textbox', { name: 'Reason for cancelling (quoted in the visitor’s email)' })
    .fill('The unit was let this morning');
  await confirm.getByRole('button', { name: 'Yes, cancel and email the visitor' }).click();
  await expect(page.getByTestId('viewings-notice')).toContainText(`Viewing ${reference} cancelled`);
  await expect(page.locator(`tr[data-reference="${reference}"]`).getByTestId('viewing-status')).toHaveText(
    'Cancelled',
  );
  const cancelled = (await mailsTo(request, email, 2))[1]!;
  expect(cancelled.subject).toContain('Your viewing is cancelled');
  expect(cancelled.text).toContain('The reason the centre gave: The unit was let this morning.');
  expect(calendarMethod(cancelled.calendar)).toBe('CANCEL');
});
