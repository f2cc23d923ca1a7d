import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import {
  chooseSlot,
  fillReserve,
  reserveRegion,
  waitUntilTokenOldEnough,
  weekdayAhead,
} from './support/booking';

/*
 * The rate limit end to end (issue 20): a real server (the CMS PGlite one: the default limit of 10
 * a minute, and one proxy hop trusted, so each test is a client address of its own through
 * X-Forwarded-For and no other test shares its count) refuses the eleventh booking, viewing or
 * order from one address within a minute, on a page in the site's layout with a way forward.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const limit = 10;

async function formValues(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) => {
    const values: Record<string, string> = {};
    new FormData(element as HTMLFormElement).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value;
    });
    return values;
  });
}

/*
 * The limiter counts in fixed clock minutes (src/server/requests/rate-limit.ts): posts that straddle a
 * minute's end are counted in two windows, and the eleventh is not refused. Posting starts with at
 * least 15 s of the minute left; the eleven posts take under 5 s on a busy machine.
 */
async function earlyInAMinute() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
}

/**
 * Posts the same form limit + 1 times from one address (203.0.113.host, another on a retry, whose
 * first attempt may have used up this minute's count); answers each redirect's location.
 */
async function postRepeatedly(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  host: number,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const client = `203.0.113.${host + 100 * test.info().retry}`;
  const locations: string[] = [];
  await earlyInAMinute();
  for (let attempt = 0; attempt <= limit; attempt += 1) {
    const answer = await request.post(path, {
      form,
      maxRedirects: 0,
      headers: { 'x-forwarded-for': client, ...headers },
    });
    expect(answer.status()).toBe(303);
    locations.push(answer.headers().location!);
  }
  return locations;
}

async function expectRefusalPage(page: Page, location: string, text: RegExp) {
  const response = await page.goto(location);
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(text);
}

test('the eleventh room booking from one address in a minute is refused', async ({ page, baseURL }) => {
  await page.goto(`/book/camberley?date=${weekdayAhead(60, 30)}&duration=hour&hours=1`);
  await chooseSlot(page, 'CAM-MR02', 0);
  await fillReserve(page, {
    name: 'Ada Lovelace',
    email: `limit-booking-${Date.now()}@example.co.uk`,
    phone: '07700 900123',
  });
  const form = reserveRegion(page).locator('form');
  const values = await formValues(form);
  const locations = await postRepeatedly(page.request, '/api/bookings', values, 31, {
    origin: baseURL!,
  });
  // The first books; the next nine are the same form again, refused as already sent (issue 41:
  // a form token is single-use), each counted; the eleventh is refused for the rate.
  expect(locations[0]).toMatch(/^\/book\/confirmed\?b=/);
  for (const location of locations.slice(1, limit)) expect(location).toMatch(/problem=form-used$/);
  expect(locations[limit]).toMatch(/^\/book\/camberley\?.*problem=rate-limited$/);
  await expectRefusalPage(page, locations[limit]!, /Wait a minute/);
});

test('the eleventh viewing request from one address in a minute is refused', async ({ page, baseURL }) => {
  // Within the 60-day viewing horizon (viewingHorizonDays), past the dates the staff-cancel spec uses.
  await page.goto(`/viewings/exeter?from=${weekdayAhead(51, 8)}`);
  await page
    .getByRole('region', { name: /^Choose a time/ })
    .getByRole('button')
    .first()
    .click();
  const region = page.getByRole('region', { name: /^Your viewing at Northlight/ });
  await region.getByLabel('Your name').fill('Ada Lovelace');
  await region.getByLabel('Email').fill(`limit-viewing-${Date.now()}@example.co.uk`);
  await region.getByLabel('Phone').fill('07700 900123');
  await waitUntilTokenOldEnough(region);
  const values = await formValues(
    region.locator('form').filter({ has: page.locator('input[name="token"]') }),
  );
  const locations = await postRepeatedly(page.request, '/api/viewings', values, 32, {
    origin: baseURL!,
  });
  expect(locations[0]).toMatch(/^\/viewings\/confirmed\?b=/);
  for (const location of locations.slice(1, limit)) expect(location).not.toMatch(/rate-limited/);
  expect(locations[limit]).toMatch(/^\/viewings\/exeter\?.*problem=rate-limited/);
  await expectRefusalPage(page, locations[limit]!, /Wait a minute/);
});

test('the eleventh order placed from one address in a minute is refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/virtual-offices/order?plan=business-address&centre=exeter');
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  const details = page.locator('form[action="/api/virtual-office-orders/details"]');
  await details.getByLabel('Business name').fill(`Limit Test ${Date.now()} Ltd`);
  await details
    .getByLabel('Start date')
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await details.getByLabel('Your name').fill('Grace Hopper');
  await details.getByLabel('Email').fill(`limit-order-${Date.now()}@example.co.uk`);
  await details.getByLabel('Phone', { exact: true }).fill('07700 900456');
  await waitUntilTokenOldEnough(details);
  await details.getByRole('button', { name: 'Review your order' }).click();
  await expect(page).toHaveURL(/\/virtual-offices\/order\/review$/);
  const place = page.locator('form[action="/api/virtual-office-orders"]');
  await place.getByRole('checkbox', { name: /^I agree to these terms/ }).check();
  await waitUntilTokenOldEnough(place);
  const values = await formValues(place);
  // The draft cookie is sent as it is on every post (a placed order clears it in a browser).
  const draft = (await page.context().cookies()).find((cookie) => cookie.name === 'vo_order')!;
  const client = await playwright.request.newContext({ baseURL });
  try {
    const locations = await postRepeatedly(client, '/api/virtual-office-orders', values, 33, {
      origin: baseURL!,
      cookie: `vo_order=${draft.value}`,
    });
    // The first places the order; the same draft again answers that order; the eleventh is refused.
    expect(locations[0]).toMatch(/^\/virtual-offices\/order\/confirmed\?o=/);
    for (const location of locations.slice(1, limit)) expect(location).toBe(locations[0]);
    expect(locations[limit]).toBe('/virtual-offices/order/problem?reason=rate-limited');
  } finally {
    await client.dispose();
  }
  await expectRefusalPage(page, '/virtual-offices/order/problem?reason=rate-limited', /Wait a minute/);
});
