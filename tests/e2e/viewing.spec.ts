import { axeOn } from './support/axe';
import { expect, test, type Page } from './support/test';
import { minimumFillMs } from '../../src/domain/enquiry/enquiry-schema';
import { viewingHorizonDays } from '../../src/domain/viewing/viewing-slots';
import { withoutScript } from './support/no-script';

/*
 * Booking a viewing (issue 20 item 2): from a unit's card on the Exeter page to a confirmed
 * viewing, a slot that fills while the visitor types, and a phone number the server refuses. The
 * pages need no script, so each journey runs with JavaScript on and off.
 */

// Each journey renders several per-request pages and runs axe twice on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/*
 * The tests of this file run at the same time on one database, so each takes its dates from its
 * own band of days ahead; the day within the band is random, so reruns do not run a centre's
 * slots dry. Exeter runs three viewings at once, Chepstow one (the seed, src/cms/seed/viewing-hours.ts).
 */
const dateBands = { withScript: 3, withoutScript: 16, fullWithScript: 29, fullWithoutScript: 42 } as const;
if (dateBands.fullWithoutScript + 12 + 3 > viewingHorizonDays)
  throw new Error('a date band reaches past the viewing horizon');

function weekdayAhead(band: keyof typeof dateBands): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + dateBands[band] + Math.floor(Math.random() * 10));
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The form token carries the time the form was shown; waits until it is old enough (read, not guessed). */
async function waitUntilOldEnough(token: string) {
  const issuedAt = parseInt(token.split('.')[1]!, 36);
  expect(Number.isSafeInteger(issuedAt)).toBe(true);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThanOrEqual(minimumFillMs + 50);
}

/** axe-core's WCAG 2.0 to 2.2 A and AA rules on the page as it is, at a phone's and a desktop's width. */
async function expectAccessible(page: Page) {
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await axeOn(page).analyze();
    expect(results.violations.map((violation) => `${violation.id} at ${width}px`)).toEqual([]);
  }
}

const viewingForm = (page: Page) => page.getByRole('region', { name: /^Your viewing at Northlight/ });

/** Chooses the first free time on or after `date`; answers its button's label. */
async function chooseFirstSlot(page: Page): Promise<string> {
  const slot = page
    .getByRole('region', { name: /^Choose a time/ })
    .getByRole('button')
    .first();
  const label = (await slot.getAttribute('aria-label'))!;
  await slot.click();
  await expect(viewingForm(page)).toBeVisible();
  return label;
}

async function fillContact(page: Page, phone = '07700 900123') {
  const form = viewingForm(page);
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.co.uk');
  await form.getByLabel('Phone').fill(phone);
  await waitUntilOldEnough(await form.locator('input[name="token"]').inputValue());
}

async function fromUnitToConfirmed(page: Page, band: 'withScript' | 'withoutScript') {
  await page.goto('/locations/exeter');
  const card = page.getByTestId('unit-list').locator('li[data-unit]').first();
  const reference = (await card.getAttribute('data-unit'))!;
  const link = card.getByTestId('book-viewing');
  await expect(link).toHaveAttribute('href', `/viewings/exeter?unit=${reference}`);
  await link.click();
  // A page rendered per request, on a busy machine: wait for the navigation itself, then read it.
  await page.waitForURL(`**/viewings/exeter?unit=${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book a viewing at Northlight Exeter', {
    timeout: 15_000,
  });
  await page.goto(`/viewings/exeter?unit=${reference}&from=${weekdayAhead(band)}`);
  const label = await chooseFirstSlot(page);
  const form = viewingForm(page);
  // The unit the visitor came from is ticked; a second unit of the centre can be added.
  await expect(form.getByRole('checkbox', { name: new RegExp(`\\(${reference}\\)`) })).toBeChecked();
  const other = form.getByRole('checkbox', { checked: false }).first();
  const otherName = (await other.locator('xpath=..').innerText()).trim();
  await other.check();
  if (band === 'withScript') await expectAccessible(page);
  await fillContact(page);
  await form.getByRole('button', { name: 'Book this viewing' }).click();

  await expect(page).toHaveURL(/\/viewings\/confirmed\?b=/);
  await expect(page.getByTestId('viewing-reference')).toHaveText(/^NL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  // Where the email went (the address typed in the form), and that it may take a minute.
  await expect(page.getByTestId('mail-note')).toContainText(
    /^We are emailing the details and a calendar invitation to ada@example\.co\.uk\. It may take a minute/,
  );
  await expect(page.getByTestId('viewing-when')).toContainText(label.split(', ')[1]!.replace(' to ', ' to '));
  await expect(page.getByTestId('viewing-units')).toContainText(reference);
  await expect(page.getByTestId('viewing-units')).toContainText(
    otherName.replace(/\s+/g, ' ').split(' (')[0]!,
  );

  if (band === 'withScript') await expectAccessible(page);
  // The manage link opens the viewing, and cancelling frees the time again.
  await page.getByTestId('manage-link').click();
  await expect(page.getByTestId('viewing-status')).toHaveText('Confirmed');
  await page.getByRole('button', { name: 'Cancel this viewing' }).click();
  await expect(page.getByTestId('viewing-done')).toHaveText('Your viewing is cancelled.');
  await expect(page.getByTestId('viewing-status')).toHaveText('Cancelled');
}

async function slotFilledMeanwhile(
  page: Page,
  band: 'fullWithScript' | 'fullWithoutScript',
  baseURL: string,
) {
  await page.goto(`/viewings/chepstow?from=${weekdayAhead(band)}`);
  const label = await chooseFirstSlot(page);
  await fillContact(page);
  // Someone else books the last place at that time first (Chepstow runs one viewing at a time).
  const form = viewingForm(page).locator('form');
  const fields: Record<string, string> = await form.evaluate((element) =>
    Object.fromEntries(
      [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
    ),
  );
  // The other visitor has a page (and a single-use form token) of their own.
  const otherPage = await (await page.request.get(page.url())).text();
  const otherToken = /name="token" value="([^"]+)"/.exec(otherPage)?.[1];
  expect(otherToken).toBeTruthy();
  await page.waitForTimeout(minimumFillMs + 200);
  const other = await page.request.post(new URL('/api/viewings', baseURL).toString(), {
    form: { ...fields, token: otherToken!, name: 'Grace Hopper', email: 'grace@example.co.uk' },
    maxRedirects: 0,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(other.headers().location).toMatch(/^\/viewings\/confirmed\?b=/);

  await viewingForm(page).getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page).toHaveURL(/\/viewings\/chepstow\?.*problem=full/);
  await expect(page.getByRole('alert').filter({ hasText: 'That time has just been taken' })).toBeVisible();
  // The page is in the site's layout, and the taken time is no longer offered.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  // What the visitor typed is kept for the next time they choose.
  await chooseFirstSlot(page);
  await expect(viewingForm(page).getByLabel('Your name')).toHaveValue('Ada Lovelace');
}

/** axe needs the page's script: it runs on the journeys with JavaScript on. */
async function badPhone(page: Page, withScript: boolean) {
  await page.goto(`/viewings/exeter?from=${weekdayAhead('withScript')}`);
  await chooseFirstSlot(page);
  await fillContact(page, '0770');
  await viewingForm(page).getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page).toHaveURL(/\/viewings\/exeter\?.*problem=invalid/);
  expect(page.url()).not.toContain('Lovelace');
  const phone = viewingForm(page).getByLabel('Phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#viewing-phone-error')).toHaveText(/too short/);
  await expect(viewingForm(page).getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('banner')).toBeVisible();
  if (withScript) await expectAccessible(page);
}


test('from a unit on the Exeter page to a confirmed viewing of two units, then cancelled', async ({
  page,
}) => {
  await fromUnitToConfirmed(page, 'withScript');
});

test('the same with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => fromUnitToConfirmed(page, 'withoutScript'));
});

test('a slot filled while the visitor typed: the page says so and offers the times left', async ({
  page,
  baseURL,
}) => {
  await slotFilledMeanwhile(page, 'fullWithScript', baseURL!);
});

test('a slot filled meanwhile, with JavaScript off', async ({ browser, baseURL }) => {
  await withoutScript(browser, (page) => slotFilledMeanwhile(page, 'fullWithoutScript', baseURL!));
});

test('a phone number the server refuses is said beside the field, with what was typed kept', async ({
  page,
}) => {
  await badPhone(page, true);
});

test('a refused phone number with JavaScript off', async ({ browser }) => {
  await withoutScript(browser, (page) => badPhone(page, false));
});

test('every centre page and the unit table offer a viewing, by plain links', async ({ page }) => {
  await page.goto('/locations/chepstow');
  await expect(page.getByTestId('book-viewing').first()).toHaveAttribute('href', '/viewings/chepstow');
  await page.goto('/workspaces/workshops');
  const row = page.getByTestId('listed-units').locator('tr[data-unit]').first();
  const reference = (await row.getAttribute('data-unit'))!;
  await expect(row.getByTestId('book-viewing')).toHaveAttribute(
    'href',
    new RegExp(`/viewings/[a-z-]+\\?unit=${reference}$`),
  );
  await page.goto('/viewings/manage?b=00000000-0000-4000-8000-000000000000&s=forged');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This link does not work.');
});
