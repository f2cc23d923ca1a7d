import { expect, test, type APIRequestContext, type Page } from './support/test';
import { writeFileSync } from 'node:fs';
import { mailsTo, type SunkMail } from './support/mail-sink';
import { shootAtWidths } from './support/screenshots';
import { waitUntilTokenOldEnough } from './support/booking';
import { axeOn } from './support/axe';

/*
 * The day-pass waitlist (issue 39 item 3, docs/decisions/0055) end to end on the public server with
 * the real SMTP sink, with JavaScript on and off: a day at Chepstow (4 desks for day visitors in
 * the seed) is filled; Sam finds it full and asks "Tell me if a desk frees up" (a plain form),
 * confirms from the opt-in mail; one of the passes is cancelled from its manage link; Sam's offer
 * mail arrives at once, the desk is held (the day still shows as full), and Sam books it from the
 * offer page after seeing the price, VAT and terms. WAITLIST_SHOTS=dir saves the pages and mails.
 */

const centre = 'chepstow';
const shots = process.env.WAITLIST_SHOTS;

test.describe.configure({ timeout: 150_000 });

const linkAfter = (text: string, label: string) => {
  const match = new RegExp(`${label}:\\n(\\S+)`).exec(text);
  expect(match, `"${label}" link in the mail`).not.toBeNull();
  const url = new URL(match![1]!);
  return `${url.pathname}${url.search}`;
};

async function shootMail(page: Page, mail: SunkMail, name: string) {
  if (!shots) return;
  const file = `${shots}/${name}.html`;
  writeFileSync(file, mail.html);
  const context = await page.context().browser()!.newContext();
  const view = await context.newPage();
  await view.goto(`file://${file}`);
  await shootAtWidths(view, shots, name);
  await context.close();
}

const dateOption = (page: Page, date: string) => page.locator('#day-pass-form select[name="date"]').locator(`option[value="${date}"]`);

/** Buys passes on `date` until every desk is taken; answers the buyers' addresses. */
async function fillDay(page: Page, date: string, stamp: string): Promise<string[]> {
  const buyers: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.goto(`/coworking/day-pass/${centre}?date=${date}`);
    if ((await dateOption(page, date).textContent())?.includes('(full)')) return buyers;
    const form = page.locator('#day-pass-form form');
    await form.getByLabel('Date').selectOption(date);
    const email = `ada${attempt}.${stamp}@example.co.uk`;
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Email (we send your pass here)').fill(email);
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('I accept these terms.').check();
    await waitUntilTokenOldEnough(form);
    await form.getByRole('button', { name: 'Book my day pass' }).click();
    await expect(page).toHaveURL(/\/coworking\/day-pass\/confirmed\?b=/);
    buyers.push(email);
  }
  throw new Error('the day did not fill');
}

async function journey(page: Page, request: APIRequestContext, band: 'withScript' | 'withoutScript') {
  const stamp = `${band.toLowerCase()}.${Date.now().toString(36)}`;
  const sam = `sam.${stamp}@example.co.uk`;
  await page.goto(`/coworking/day-pass/${centre}`);
  const dates = await page
    .locator('#day-pass-form select[name="date"] option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(dates.length).toBeGreaterThan(10);
  // Not today (a day that begins takes no offers); spread so reruns and the two journeys differ.
  const date = dates[2 + Math.floor(Math.random() * (dates.length - 2))]!;
  const buyers = await fillDay(page, date, stamp);
  expect(buyers.length).toBeGreaterThan(0);

  // Full: the date is marked so, and the waitlist form offers it.
  await page.goto(`/coworking/day-pass/${centre}?date=${date}`);
  await expect(dateOption(page, date)).toContainText('(full)');
  const waitlist = page.getByTestId('day-pass-waitlist-form');
  // Opened already: the date asked for is full.
  await expect(waitlist.getByLabel('Full day')).toBeVisible();
  await expect(waitlist.getByLabel('Full day')).toHaveValue(date);
  if (band === 'withScript') expect((await axeOn(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await waitlist.scrollIntoViewIfNeeded();
  await shootAtWidths(page, shots, `day-pass-waitlist-form-${band}`);
  await waitlist.getByLabel('Email').fill(sam);
  await waitUntilTokenOldEnough(waitlist);
  await waitlist.getByRole('button', { name: 'Tell me if a desk frees up' }).click();
  await expect(page).toHaveURL(/\/waitlist\/check-your-email$/);

  const [optIn] = await mailsTo(request, sam, 1);
  expect(optIn!.subject).toBe('Confirm your place on the Northlight waitlist');
  expect(optIn!.text).toContain('Coworking day pass, Northlight Chepstow');
  expect(optIn!.text).toContain('the whole day');
  expect(optIn!.text).toMatch(/Price: £18 \+ VAT \(£21\.60 with VAT at 20%\)/);
  await page.goto(linkAfter(optIn!.text, 'Confirm my place'));
  await expect(page.getByTestId('waitlist-slot')).toContainText('Coworking day pass, Northlight Chepstow: ');
  await expect(page.getByTestId('waitlist-slot')).toContainText(', the whole day');
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page).toHaveURL(/\/waitlist\/confirmed$/);

  // One pass is cancelled from its manage link: Sam is offered the desk at once.
  const [passMail] = await mailsTo(request, buyers[0]!, 1);
  const manage = new URL(/https?:\/\/\S+\/coworking\/day-pass\/manage\?\S+/.exec(passMail!.text)![0]);
  await page.goto(`${manage.pathname}${manage.search}`);
  await page.getByRole('button', { name: 'Cancel this pass' }).click();
  await expect(page.getByTestId('day-pass-cancelled')).toBeVisible();
  const [, offerMail] = await mailsTo(request, sam, 2);
  expect(offerMail!.subject).toMatch(/^It freed up: Coworking day pass, Northlight Chepstow is held for you until \d\d:\d\d$/);
  expect(offerMail!.headers['list-unsubscribe']).toContain('/api/waitlist/unsubscribe?w=');
  await shootMail(page, offerMail!, `day-pass-waitlist-mail-offer-${band}`);

  // Held for Sam: the day is still full for everyone else.
  await page.goto(`/coworking/day-pass/${centre}?date=${date}`);
  await expect(dateOption(page, date)).toContainText('(full)');

  const offerPath = linkAfter(offerMail!.text, 'See it and book');
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Held for you until \d\d:\d\d\./);
  await expect(page.getByTestId('offer-price')).toContainText('£18 + VAT at 20% (£3.60) = £21.60.');
  await expect(page.getByTestId('day-pass-terms')).toContainText('Cancelling:');
  if (band === 'withScript') expect((await axeOn(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await shootAtWidths(page, shots, `day-pass-waitlist-offer-${band}`);
  const form = page.locator('#offer-form');
  await form.getByLabel('Your name').fill('Sam Smith');
  await form.getByLabel('Phone').fill('07700 900456');
  await waitUntilTokenOldEnough(form);
  await form.getByRole('button', { name: /^Book for £/ }).click();
  await expect(page).toHaveURL(/\/coworking\/day-pass\/confirmed\?b=/);
  await expect(page.getByTestId('day-pass-status')).toHaveText('Confirmed');
  const [, , pass] = await mailsTo(request, sam, 3);
  expect(pass!.subject).toContain('day pass');

  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('You booked this day.');
}

test('a full day-pass date: join the waitlist, confirm, a cancel offers the desk, book it from the offer', async ({ page, request }) => {
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
