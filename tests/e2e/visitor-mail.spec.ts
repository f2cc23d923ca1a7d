import { axeOn } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { readFileSync } from 'node:fs';
import { manageLinkKey, signManageLink } from '../../src/server/links/manage-link';
import { mailsTo } from './support/mail-sink';

/*
 * The visitor hears back (issue 20): a room booked at Andover sends its confirmation to a real SMTP
 * server (tests/smtp-sink.mjs) with a calendar invitation; the manage link in that mail moves the
 * booking (a second mail, the same calendar entry at SEQUENCE 1) and cancels it (METHOD:CANCEL at
 * SEQUENCE 2). A changed link gets the 403 page in the site's layout. With JavaScript on and off.
 */


// Each test has its own band of days ahead, so the two never book the same slot of the room.
const dateBands = { withScript: 10, withoutScript: 45 } as const;
const room = 'AND-MR01';

function weekdayAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function calendarFields(ics: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    fields[name] ??= line.slice(colon + 1);
  }
  return fields;
}

/** Books and answers the cancellation terms the form stated beside the Book button. */
async function book(page: Page, date: string, email: string): Promise<string> {
  await page.goto(`/book/andover?date=${date}&duration=hour&hours=2`);
  const slots = page.locator(`[data-room="${room}"]`).getByRole('list', { name: /Free times/ }).getByRole('button');
  await slots.first().click();
  const reserve = page.getByRole('region', { name: /^Reserve/ });
  await reserve.getByLabel('Your name').fill('Ada Lovelace');
  await reserve.getByLabel('Email').fill(email);
  await reserve.getByLabel('Phone').fill('07700 900123');
  // The cancellation terms stand beside the Book button, before anything is booked (the CMS's seed rules).
  const termsBox = reserve.getByTestId('booking-terms');
  await expect(termsBox).toContainText(/Free cancellation until \d\d:\d\d on \w{3} \d{1,2} \w{3} \(24 hours before the start\); free within 2 hours of booking\./);
  const terms = (await termsBox.innerText()).replace(/^Cancellation terms:\s*/, '').trim();
  const token = await reserve.locator('input[name="token"]').inputValue();
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  await expect.poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 }).toBeGreaterThan(minimumFillMs + 50);
  await reserve.getByRole('button', { name: /^Book for £/ }).click();
  await page.waitForURL(/\/(book\/confirmed\?b=|api\/bookings)/);
  if (!page.url().includes('/book/confirmed')) throw new Error(`The booking was refused: ${await page.locator('body').innerText()}`);
  await expect(page.getByTestId('mail-note')).toHaveText(
    `We are emailing the details and a calendar invitation to ${email}. It may take a minute to arrive; if it has not come after a few minutes, check your spam folder.`,
  );
  // The confirmation page states the same terms, computed from the booking as made.
  await expect(page.getByTestId('cancellation-terms')).toContainText(terms);
  return terms;
}

async function journey(page: Page, request: APIRequestContext, band: keyof typeof dateBands) {
  const email = `ada.${band.toLowerCase()}.${Date.now().toString(36)}@example.co.uk`;
  const date = weekdayAhead(dateBands[band] + Math.floor(Math.random() * 20));
  const terms = await book(page, date, email);
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

  const [confirmation] = await mailsTo(request, email, 1);
  expect(confirmation!.subject).toContain(`Your booking is confirmed: ${reference}`);
  expect(confirmation!.html).toContain('lang="en-GB"');
  expect(confirmation!.text).toContain('(UK time)');
  expect(confirmation!.text).toMatch(/Net £[\d.]+ \+ VAT at 20% £[\d.]+ = total £[\d.]+\./);
  const invite = calendarFields(confirmation!.calendar!);
  expect([invite.METHOD, invite.SEQUENCE]).toEqual(['REQUEST', '0']);
  // The mail states the sentence the visitor read beside the Book button.
  expect(confirmation!.text.replace(/\s+/g, ' ')).toContain(terms);

  // The manage link from the mail (its host is the server's SITE_URL; this server is reached by baseURL).
  const manage = new URL(/https?:\/\/\S+\/book\/manage\?\S+/.exec(confirmation!.text)![0]);
  await page.goto(`${manage.pathname}${manage.search}`);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByTestId('cancellation-terms')).toContainText(terms);
  if (band === 'withScript') {
    // axe runs as a script in the page: only where scripts run.
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  }

  const moveSection = page.getByRole('region', { name: 'Move to another time' });
  await moveSection.getByLabel('Date').fill(weekdayAhead(dateBands[band] + 22));
  await moveSection.getByRole('button', { name: 'Show free times' }).click();
  const move = page.getByRole('list', { name: /^Free times on/ }).getByRole('button').first();
  const newTime = (await move.textContent())!.replace('Move to ', '').trim();
  await move.click();
  await expect(page.getByTestId('manage-done')).toContainText('Your booking has moved');
  await expect(page.getByTestId('booking-when')).toContainText(newTime);

  const moved = (await mailsTo(request, email, 2))[1]!;
  expect(moved.subject).toContain('Your booking has moved');
  const movedInvite = calendarFields(moved.calendar!);
  expect([movedInvite.METHOD, movedInvite.UID, movedInvite.SEQUENCE]).toEqual(['REQUEST', invite.UID, '1']);

  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(page.getByTestId('manage-done')).toContainText('Your booking is cancelled');
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  const cancelled = (await mailsTo(request, email, 3))[2]!;
  expect(cancelled.subject).toContain('Your booking is cancelled');
  const cancelInvite = calendarFields(cancelled.calendar!);
  expect([cancelInvite.METHOD, cancelInvite.STATUS, cancelInvite.UID, cancelInvite.SEQUENCE]).toEqual(['CANCEL', 'CANCELLED', invite.UID, '2']);
  expect(new Set([confirmation!.messageId, moved.messageId, cancelled.messageId]).size).toBe(3);

  // The same link with one character of its signature changed: refused in the site's layout.
  const altered = new URLSearchParams(manage.search);
  const signature = altered.get('s')!;
  altered.set('s', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
  // 403 here and 410 below: the proxy answers the refusal page with the status (docs/decisions/0025).
  expect((await page.goto(`/book/manage?${altered.toString()}`))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('That booking link does not work');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a meeting room' })).toBeVisible();

  // A genuine link past its date (signed with the test server's own secret, kept beside its data).
  const key = manageLinkKey(readFileSync('.data/payload-secret', 'utf8').trim());
  const id = altered.get('b')!;
  const stale = `/book/manage?b=${id}&s=${encodeURIComponent(signManageLink('booking', id, new Date(Date.now() - 60_000), key))}`;
  expect((await page.goto(stale))?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('That booking link has expired');
}

test.describe.configure({ timeout: 60_000 });

test('a booking is confirmed by email; its manage link moves and cancels it, each change mailed', async ({ page, request }) => {
  await journey(page, request, 'withScript');
});

test('the same with JavaScript off', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await journey(await context.newPage(), request, 'withoutScript');
  } finally {
    await context.close();
  }
});
