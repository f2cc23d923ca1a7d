import { expect, test, type APIRequestContext, type Page } from './support/test';
import { boardPath } from '../../src/cms/board/paths';
import { apiAs, signIn } from '../cms/helpers';
import { staff } from '../cms/staff';
import { chooseSlot, fillReserve, reserveRegion, waitUntilTokenOldEnough, weekdayAhead } from './support/booking';
import { mailsTo } from './support/mail-sink';
import { withoutScript } from './support/no-script';
import { shootAtWidths } from './support/screenshots';

/*
 * Promo codes (issue 39 item 4, docs/promo-codes.md): staff make a code in the admin; a visitor
 * applies it on the room's reservation form (the price shows the code's line before VAT), books,
 * and reads the line on the confirmation, in the mail (the SMTP sink) and staff on the bookings
 * list and the code's own page; a second use by the same email is refused next to the field.
 * Without JavaScript: a day pass with a fixed amount off, and the refusals in the visitor's words.
 * Stripe Checkout's coupon is tested with the real SDK against the fake, in Vitest
 * (src/server/promo-codes/promo-checkout.test.ts): this server takes no payments online.
 */

test.describe.configure({ timeout: 150_000 });
const shots = process.env.PROMO_SHOTS;
const suffix = Date.now().toString(36).toUpperCase();

async function createCode(api: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await api.post('/cms-api/promo-codes', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { doc: { id: number } }).doc.id;
}

test('staff make a code; a visitor applies it to a room, books, and the code’s line is on every page, in the mail and for staff', async ({ page, browser, request }) => {
  const code = `E2E-ROOM-${suffix}`;
  await signIn(page, staff.promoSales);
  await page.goto('/admin/collections/promo-codes/create');
  // Typed in lower case: saved in capitals.
  await page.locator('#field-code').fill(code.toLowerCase());
  await page.getByLabel('Percentage off').fill('25');
  await page.locator('#field-appliesTo').click();
  await page.getByRole('option', { name: 'Meeting room bookings' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByLabel('Maximum uses').fill('5');
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/promo-codes\/\d+$/, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  const codePage = new URL(page.url()).pathname;
  await expect(page.locator('#field-code')).toHaveValue(code);
  await expect(page.getByText('Nobody has used it yet.')).toBeVisible();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const email = `promo.room.${suffix.toLowerCase()}@example.co.uk`;
  const date = weekdayAhead(40, 20);
  await guest.goto(`/book/exeter?date=${date}&duration=hour&hours=2`);
  await chooseSlot(guest, 'EXE-MR01', 0);
  await fillReserve(guest, { name: 'Ada Lovelace', email, phone: '07700 900123' });
  const listed = (await reserveRegion(guest).getByTestId('reserve-price').innerText()).match(/£[\d.]+/)![0];
  await reserveRegion(guest).getByLabel('Promo code (optional)').fill(` ${code.toLowerCase()} `);
  await reserveRegion(guest).getByRole('button', { name: 'Apply code' }).click();
  await guest.waitForURL(/\/book\/exeter\?.*start=/);
  // Back on the form: the price with the code's line, before VAT; what was typed is kept.
  const price = reserveRegion(guest).getByTestId('reserve-price');
  await expect(price).toContainText(`${listed}, Promo ${code} −£`);
  await expect(price).toContainText('before VAT, + VAT at 20%');
  await expect(reserveRegion(guest).getByTestId('promo-applied')).toContainText(`Code ${code} applied`);
  await expect(reserveRegion(guest).getByLabel('Email')).toHaveValue(email);
  await shootAtWidths(guest, shots, 'room-reserve-promo-applied');
  await waitUntilTokenOldEnough(reserveRegion(guest));
  await reserveRegion(guest).getByRole('button', { name: /^Book for £/ }).click();
  await guest.waitForURL(/\/book\/confirmed\?b=/);
  const line = guest.getByTestId('booking-price');
  await expect(line).toContainText(`${listed}, Promo ${code} −£`);
  const reference = (await guest.getByTestId('booking-reference').textContent())!;
  await shootAtWidths(guest, shots, 'room-confirmed-promo');

  const [mail] = await mailsTo(request, email, 1);
  expect(mail!.text).toContain(`Promo ${code} −£`);
  expect(mail!.html).toContain(`Promo ${code} −£`);
  if (shots) {
    await guest.setContent(mail!.html);
    await shootAtWidths(guest, shots, 'room-confirmation-mail-promo');
  }

  // The same email again: refused next to the field, nothing booked.
  await guest.goto(`/book/exeter?date=${weekdayAhead(40, 20)}&duration=hour&hours=1`);
  await chooseSlot(guest, 'EXE-MR01', -1);
  await fillReserve(guest, { name: 'Ada Lovelace', email: email.toUpperCase(), phone: '07700 900123' });
  await reserveRegion(guest).getByLabel('Promo code (optional)').fill(code);
  // Enter in a field sends the booking (the form's default button), not "Apply code".
  await reserveRegion(guest).getByLabel('Your name').press('Enter');
  await guest.waitForURL(/problem=input/);
  await expect(reserveRegion(guest).getByTestId('promo-error')).toHaveText('You have already used this code.');
  await expect(reserveRegion(guest).getByLabel('Promo code (optional)')).toHaveAttribute('aria-invalid', 'true');
  await shootAtWidths(guest, shots, 'room-reserve-promo-refused');
  await visitor.close();

  // Staff: the bookings list and the code's uses.
  await page.goto('/admin/bookings');
  await expect(page.getByTestId(`price-${reference}`)).toContainText(`${listed}, Promo ${code} −£`);
  await page.goto(`/admin${boardPath}?centre=exeter&date=${date}`);
  await expect(page.locator(`tr[data-reference="${reference}"]`).getByTestId('board-promo')).toContainText(`Promo ${code} −£`);
  await page.goto(codePage);
  await expect(page.getByText('Used 1 of 5 times.')).toBeVisible();
  await expect(page.getByRole('cell', { name: reference })).toBeVisible();
  await shootAtWidths(page, shots, 'admin-promo-code-uses');
});

test('without JavaScript: a day pass with a fixed amount off, and refused codes say why', async ({ browser, playwright, baseURL, request }) => {
  const api = await apiAs(playwright, baseURL, staff.promoSales);
  const fixed = `E2E-DESK-${suffix}`;
  const roomsOnly = `E2E-ROOMS-${suffix}`;
  const expired = `E2E-OLD-${suffix}`;
  await createCode(api, { code: fixed, kind: 'fixed', amountOffPence: 500, appliesTo: ['day-passes'], active: true });
  await createCode(api, { code: roomsOnly, kind: 'percent', percentOff: 10, appliesTo: ['rooms'], active: true });
  await createCode(api, { code: expired, kind: 'percent', percentOff: 10, appliesTo: ['day-passes'], validUntil: '2024-01-31T12:00:00.000Z', active: true });
  await api.dispose();

  await withoutScript(browser, async (page: Page) => {
    const email = `promo.pass.${suffix.toLowerCase()}@example.co.uk`;
    await page.goto('/coworking/day-pass/exeter');
    const form = page.getByRole('region', { name: 'Your day pass at Northlight Exeter' });
    const dates = await form.getByLabel('Date').locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const date = dates[2 + Math.floor(Math.random() * (dates.length - 2))]!;
    const fill = async (promo: string) => {
      await form.getByLabel('Date').selectOption(date);
      await form.getByLabel('Your name').fill('Grace Hopper');
      await form.getByLabel('Email (we send your pass here)').fill(email);
      await form.getByLabel('Phone').fill('07700 900456');
      await form.getByLabel('Promo code (optional)').fill(promo);
    };
    for (const [typed, message] of [
      [roomsOnly, 'This code does not apply to day passes.'],
      [expired, 'This code has expired.'],
      ['NO-SUCH-CODE', 'We don’t recognise this code.'],
    ] as const) {
      await fill(typed);
      await form.getByRole('button', { name: 'Apply code' }).click();
      await page.waitForURL(/\/coworking\/day-pass\/exeter\?date=/);
      await expect(form.getByTestId('promo-error')).toHaveText(message);
      // What was typed is kept, and the date.
      await expect(form.getByLabel('Email (we send your pass here)')).toHaveValue(email);
      await expect(form.getByLabel('Date')).toHaveValue(date);
    }
    await shootAtWidths(page, shots, 'day-pass-promo-refused');
    await fill(fixed.toLowerCase());
    await form.getByRole('button', { name: 'Apply code' }).click();
    await page.waitForURL(/\/coworking\/day-pass\/exeter\?date=/);
    await expect(form.getByTestId('day-pass-terms')).toContainText(`£25, Promo ${fixed} −£5: £20 before VAT, + VAT at 20% (£4) = £24 for the day.`);
    await shootAtWidths(page, shots, 'day-pass-promo-applied');
    await form.getByLabel('I accept these terms.').check();
    await waitUntilTokenOldEnough(form);
    await form.getByRole('button', { name: 'Book my day pass' }).click();
    await page.waitForURL(/\/coworking\/day-pass\/confirmed\?b=/);
    await expect(page.getByTestId('day-pass-price')).toContainText(`£25, Promo ${fixed} −£5: £20 + VAT at 20% (£4) = £24.`);
    await shootAtWidths(page, shots, 'day-pass-confirmed-promo');
    const [mail] = await mailsTo(request, email, 1);
    expect(mail!.text).toContain(`£25 before the code, Promo ${fixed} −£5 (off the price before VAT).`);
    expect(mail!.text).toContain('Net £20 + VAT at 20% £4 = total £24.');
    if (shots) {
      await page.setContent(mail!.html);
      await shootAtWidths(page, shots, 'day-pass-mail-promo');
    }
  });
});

test('without JavaScript: a virtual office’s first month with a code on the review page, on the confirmation, in the mail and for staff', async ({ browser, page, playwright, baseURL, request }) => {
  const api = await apiAs(playwright, baseURL, staff.promoSales);
  const code = `E2E-VO-${suffix}`;
  await createCode(api, { code, kind: 'percent', percentOff: 25, appliesTo: ['virtual-office'], maxUses: 5, active: true });
  await createCode(api, { code: `E2E-DESKS-${suffix}`, kind: 'percent', percentOff: 10, appliesTo: ['day-passes'], active: true });
  await api.dispose();
  const email = `promo.vo.${suffix.toLowerCase()}@example.co.uk`;
  let reference = '';

  await withoutScript(browser, async (guest: Page) => {
    await guest.goto('/virtual-offices/order/details?plan=mail-handling&centre=exeter');
    const details = guest.locator('form[action="/api/virtual-office-orders/details"]');
    await details.getByLabel('Business name').fill('Harbour Lights Ltd');
    await details.getByLabel('Start date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await details.getByLabel('Your name').fill('Ada Lovelace');
    await details.getByLabel('Email').fill(email);
    await details.getByLabel('Phone', { exact: true }).fill('07700 900123');
    await waitUntilTokenOldEnough(details);
    await details.getByRole('button', { name: 'Review your order' }).click();
    await guest.waitForURL(/\/virtual-offices\/order\/review$/);

    const review = guest.locator('form[action="/api/virtual-office-orders"]');
    await review.getByLabel('Promo code (optional)').fill(`e2e-desks-${suffix.toLowerCase()}`);
    await review.getByRole('button', { name: 'Apply code' }).click();
    await guest.waitForURL(/\/virtual-offices\/order\/review/);
    await expect(review.getByTestId('promo-error')).toHaveText('This code does not apply to virtual offices.');
    await expect(guest.getByTestId('order-first-month')).toHaveCount(0);

    await review.getByLabel('Promo code (optional)').fill(code.toLowerCase());
    await review.getByRole('button', { name: 'Apply code' }).click();
    await guest.waitForURL(/\/virtual-offices\/order\/review/);
    // The seeded Mail handling in Exeter: the monthly price stays; the first month has the code's line.
    const monthly = (await guest.getByTestId('order-first-month').innerText()).match(/^£[\d.]+/)![0];
    await expect(guest.getByTestId('order-first-month')).toContainText(`${monthly}, Promo ${code} −£`);
    await expect(guest.getByTestId('order-first-month')).toContainText('Later months at the full price.');
    await expect(review.getByTestId('promo-applied')).toContainText(`Code ${code} applied`);
    await shootAtWidths(guest, shots, 'order-review-promo');
    await review.getByRole('checkbox', { name: /^I agree to these terms/ }).check();
    await review.getByRole('button', { name: 'Place order' }).click();
    await guest.waitForURL(/\/virtual-offices\/order\/confirmed\?o=/);
    await expect(guest.getByTestId('order-first-month')).toContainText(`Promo ${code} −£`);
    reference = (await guest.getByTestId('order-reference').textContent())!;
    await shootAtWidths(guest, shots, 'order-confirmed-promo');
  });

  const [mail] = await mailsTo(request, email, 1);
  expect(mail!.text).toMatch(new RegExp(`First month with Promo ${code} −£[\\d.]+ \\(off the price before VAT\\): £[\\d.]+ \\+ VAT £[\\d.]+ = £[\\d.]+\\. Later months at the full price\\.`));
  if (shots) {
    await page.setContent(mail!.html);
    await shootAtWidths(page, shots, 'order-mail-promo');
  }

  await signIn(page, staff.promoSales);
  await page.goto('/admin/orders');
  await expect(page.locator(`tr[data-reference="${reference}"]`).getByTestId('order-promo')).toContainText(`first month: £`);
  await expect(page.locator(`tr[data-reference="${reference}"]`).getByTestId('order-promo')).toContainText(`Promo ${code} −£`);
});

test('a coworking membership’s first month with a code, with and without JavaScript: the review page, the signed page, the mail and staff', async ({ browser, page, playwright, baseURL, request }) => {
  const api = await apiAs(playwright, baseURL, staff.promoSales);
  const code = `E2E-DESK-${suffix}`;
  await createCode(api, { code, kind: 'percent', percentOff: 25, appliesTo: ['memberships'], maxUses: 5, active: true });
  await createCode(api, { code: `E2E-VOONLY-${suffix}`, kind: 'percent', percentOff: 10, appliesTo: ['virtual-office'], active: true });
  await api.dispose();
  const email = `promo.desk.${suffix.toLowerCase()}@example.co.uk`;
  let reference = '';

  /** The start and details steps of a desk on the seeded floor, to the review page. */
  async function toReview(guest: Page, who: string) {
    await guest.goto('/take-online?unit=BRO-CW04');
    const start = guest.locator('form[action="/api/licences/start"]');
    await start.getByLabel('Start date').fill((await start.getByLabel('Start date').getAttribute('min'))!);
    await start.getByRole('button', { name: 'Continue to your business' }).click();
    const details = guest.locator('form[action="/api/licences/details"]');
    await details.getByLabel('Sole trader').check();
    await details.getByLabel('Business name').fill('Grace Hopper Consulting');
    await details.getByLabel('Registered address, line 1').fill('2 Worcester Road');
    await details.getByLabel('Town').fill('Bromsgrove');
    await details.getByLabel('Postcode').fill('B61 7AA');
    await details.getByLabel('Your full name').fill('Grace Hopper');
    await details.getByLabel('Your role').fill('Owner');
    await details.getByLabel('Email').fill(who);
    await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
    await waitUntilTokenOldEnough(details);
    await details.getByRole('button', { name: 'Check the cost and the licence' }).click();
    await guest.waitForURL(/\/take-online\/review$/);
  }

  // With JavaScript (the default context): a code for another product is refused beside the field.
  const scripted = await browser.newContext();
  try {
    const guest = await scripted.newPage();
    await toReview(guest, `promo.desk.js.${suffix.toLowerCase()}@example.co.uk`);
    const sign = guest.getByTestId('sign-form');
    await sign.getByLabel('Promo code (optional)').fill(`e2e-voonly-${suffix.toLowerCase()}`);
    await sign.getByRole('button', { name: 'Apply code' }).click();
    await guest.waitForURL(/\/take-online\/review/);
    await expect(guest.getByTestId('promo-error')).toHaveText('This code does not apply to memberships.');
    await expect(guest.getByTestId('licence-first-month')).toHaveCount(0);
    await sign.getByLabel('Promo code (optional)').fill(code.toLowerCase());
    await sign.getByRole('button', { name: 'Apply code' }).click();
    await guest.waitForURL(/\/take-online\/review/);
    await expect(guest.getByTestId('licence-first-month')).toContainText(`First month: Promo ${code} −£`);
  } finally {
    await scripted.close();
  }

  await withoutScript(browser, async (guest: Page) => {
    await toReview(guest, email);
    const sign = guest.getByTestId('sign-form');
    const fullDue = await guest.getByTestId('licence-due-today').innerText();
    await sign.getByLabel('Promo code (optional)').fill(code.toLowerCase());
    await sign.getByRole('button', { name: 'Apply code' }).click();
    await guest.waitForURL(/\/take-online\/review/);
    await expect(sign.getByTestId('promo-applied')).toContainText(`Code ${code} applied`);
    await expect(guest.getByTestId('licence-first-month')).toContainText(`First month: Promo ${code} −£`);
    // The amount due on signing is the first month with the code, less than without it.
    const due = await guest.getByTestId('licence-due-today').innerText();
    expect(Number(due.replace(/[£,]/g, ''))).toBeLessThan(Number(fullDue.replace(/[£,]/g, '')));
    await shootAtWidths(guest, shots, 'membership-review-promo');
    await sign.getByLabel('Type your full name to sign').fill('Grace Hopper');
    await sign.getByRole('checkbox').check();
    await sign.getByRole('button', { name: 'Sign the licence' }).click();
    await guest.waitForURL(/\/take-online\/signed\?l=/);
    await expect(guest.getByTestId('licence-first-month')).toContainText(`Promo ${code} −£`);
    reference = (await guest.getByTestId('licence-reference').textContent())!.trim();
    await shootAtWidths(guest, shots, 'membership-signed-promo');
  }, 1366);

  const [mail] = await mailsTo(request, email, 1);
  expect(mail!.text).toMatch(new RegExp(`First month: Promo ${code} −£[\\d.]+ \\(off the price before VAT\\): £[\\d.]+ \\+ VAT £[\\d.]+ = £[\\d.]+\\. Later months at the full price\\.`));

  await signIn(page, staff.promoSales);
  await page.goto('/admin/licences');
  await expect(page.locator(`tr[data-reference="${reference}"]`).getByTestId('licence-promo')).toContainText(`Promo ${code} −£`);
});
