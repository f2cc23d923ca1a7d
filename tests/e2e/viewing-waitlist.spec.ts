import { expect, test, type APIRequestContext, type Page } from './support/test';
import { writeFileSync } from 'node:fs';
import { mailsTo, type SunkMail } from './support/mail-sink';
import { shootAtWidths } from './support/screenshots';
import { waitUntilTokenOldEnough } from './support/booking';
import { axeOn } from './support/axe';

/*
 * The viewing waitlist (issue 39 item 3, docs/decisions/0058) end to end on the public server with
 * the real SMTP sink, with JavaScript on and off: Crowborough runs one viewing at a time (the seed),
 * so Ada's viewing fills a slot; Sam finds it full and asks "Tell me if a place frees up" (a plain
 * form), confirms from the opt-in mail; Ada cancels from her manage link; Sam's offer mail arrives
 * at once, the place is held (the slot stays full for others), and Sam books it from the offer
 * page. WAITLIST_SHOTS=dir saves the form, the offer page and the offer mail at 1366 and 390 px.
 */

const centre = 'crowborough';
const shots = process.env.WAITLIST_SHOTS;
// The two journeys run at once on one database: each takes its days from a band of its own.
const bands = { withScript: 5, withoutScript: 28 } as const;

test.describe.configure({ timeout: 150_000 });

function weekdayAhead(band: keyof typeof bands): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + bands[band] + Math.floor(Math.random() * 18));
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

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

const viewingForm = (page: Page) => page.getByRole('region', { name: /^Your viewing at Northlight/ });

/** Ada books the first free time on or after a day of the band: answers the slot's value and her address. */
async function fillSlot(page: Page, band: keyof typeof bands, stamp: string): Promise<{ slot: string; ada: string }> {
  await page.goto(`/viewings/${centre}?from=${weekdayAhead(band)}`);
  await page.getByRole('region', { name: /^Choose a time/ }).getByRole('button').first().click();
  await expect(viewingForm(page)).toBeVisible();
  const slot = new URL(page.url()).searchParams.get('slot')!;
  expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d\d:\d\d$/);
  const ada = `ada.${stamp}@example.co.uk`;
  const form = viewingForm(page);
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(ada);
  await form.getByLabel('Phone').fill('07700 900123');
  await waitUntilTokenOldEnough(form);
  await form.getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page).toHaveURL(/\/viewings\/confirmed\?b=/);
  return { slot, ada };
}

async function journey(page: Page, request: APIRequestContext, band: keyof typeof bands) {
  const stamp = `${band.toLowerCase()}.${Date.now().toString(36)}`;
  const sam = `sam.${stamp}@example.co.uk`;
  const { slot, ada } = await fillSlot(page, band, stamp);

  // Full: asked for, the slot is explained as taken and the waitlist form opens with it chosen.
  await page.goto(`/viewings/${centre}?slot=${slot}`);
  await expect(page.getByRole('alert').filter({ hasText: 'That time has just been taken' })).toBeVisible();
  const waitlist = page.getByTestId('viewing-waitlist-form');
  await expect(waitlist.getByLabel('Full time (UK time)')).toBeVisible();
  await expect(waitlist.getByLabel('Full time (UK time)')).toHaveValue(slot);
  if (band === 'withScript') expect((await axeOn(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await waitlist.scrollIntoViewIfNeeded();
  await shootAtWidths(page, shots, `viewing-waitlist-form-${band}`);
  await waitlist.getByLabel('Email').fill(sam);
  await waitUntilTokenOldEnough(waitlist);
  await waitlist.getByRole('button', { name: 'Tell me if a place frees up' }).click();
  await expect(page).toHaveURL(/\/waitlist\/check-your-email$/);

  const [optIn] = await mailsTo(request, sam, 1);
  expect(optIn!.subject).toBe('Confirm your place on the Northlight waitlist');
  expect(optIn!.text).toContain('Viewing, Northlight Crowborough');
  expect(optIn!.text).toContain('Price: Free');
  await page.goto(linkAfter(optIn!.text, 'Confirm my place'));
  await expect(page.getByTestId('waitlist-slot')).toContainText('Viewing, Northlight Crowborough: ');
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page).toHaveURL(/\/waitlist\/confirmed$/);

  // Ada cancels from her manage link: Sam is offered the place at once.
  const [confirmation] = await mailsTo(request, ada, 1);
  const manage = new URL(/https?:\/\/\S+\/viewings\/manage\?\S+/.exec(confirmation!.text)![0]);
  await page.goto(`${manage.pathname}${manage.search}`);
  await page.getByRole('button', { name: 'Cancel this viewing' }).click();
  await expect(page.getByTestId('viewing-done')).toBeVisible();
  const [, offerMail] = await mailsTo(request, sam, 2);
  expect(offerMail!.subject).toMatch(/^It freed up: Viewing, Northlight Crowborough is held for you until \d\d:\d\d$/);
  expect(offerMail!.headers['list-unsubscribe']).toContain('/api/waitlist/unsubscribe?w=');
  await shootMail(page, offerMail!, `viewing-waitlist-mail-offer-${band}`);

  // Held for Sam: the slot is still full for everyone else.
  await page.goto(`/viewings/${centre}?slot=${slot}`);
  await expect(page.getByRole('alert').filter({ hasText: 'That time has just been taken' })).toBeVisible();
  await expect(viewingForm(page)).toHaveCount(0);

  const offerPath = linkAfter(offerMail!.text, 'See it and book');
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Held for you until \d\d:\d\d\./);
  await expect(page.getByTestId('offer-price')).toContainText('Free');
  if (band === 'withScript') expect((await axeOn(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await shootAtWidths(page, shots, `viewing-waitlist-offer-${band}`);
  const form = page.locator('#offer-form');
  await form.getByLabel('Your name').fill('Sam Smith');
  await form.getByLabel('Phone').fill('07700 900456');
  await waitUntilTokenOldEnough(form);
  await form.getByRole('button', { name: 'Book the viewing' }).click();
  await expect(page).toHaveURL(/\/viewings\/confirmed\?b=/);
  await expect(page.getByTestId('viewing-status')).toHaveText('Confirmed');
  const [, , booked] = await mailsTo(request, sam, 3);
  expect(booked!.subject.toLowerCase()).toContain('viewing');
  expect(booked!.calendar).toContain('BEGIN:VEVENT');

  // The offer link afterwards says it is booked; a changed link is refused in the site's layout.
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('You booked this viewing.');
  await page.goto(offerPath.replace(/s=([^&])/, 's=x$1'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This link does not work.');
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('a full viewing slot: join the waitlist, confirm, a cancel offers the place, book it from the offer', async ({ page, request }) => {
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
