import { expect, test, type BrowserContext, type Page } from './support/test';
import { chooseSlot, fillReserve, weekdayAhead } from './support/booking';
import { hydrated } from './support/hydrated';

/*
 * GA4's recommended events and the click ids (issue 40 items 1 and 2, decision 0046), in the style
 * of consent.spec.ts: what a visitor's browser really holds, with consent granted and refused.
 * The events reach the data layer only with analytics consent; click ids reach the channel_attrib
 * cookie only with advertising consent, and leave it when that is withdrawn.
 */

type Entry = Record<string, unknown>;

/** The plain records of the data layer (gtag's arguments objects left out). */
async function records(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) !== '[object Arguments]')
      .map((entry) => entry as Record<string, unknown>),
  );
}

const named = async (page: Page, event: string) =>
  (await records(page)).filter((record) => record.event === event);

async function attributionCookie(
  context: BrowserContext,
): Promise<{ first: Entry; last: Entry } | undefined> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'channel_attrib');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { first: Entry; last: Entry }) : undefined;
}

async function consentTo(context: BrowserContext, baseURL: string | undefined, value: 'true' | 'false') {
  await context.addCookies([{ name: 'cookie_consent', value, url: baseURL ?? '' }]);
}

const unitPage = '/locations/andover/units/and-w03';

test.describe('GA4 events with analytics consent', () => {
  test("a unit's page pushes view_item, and its star add_to_wishlist, as Google documents them", async ({
    page,
  }) => {
    await page.goto(unitPage);
    // Nothing before the choice: the events wait for consent.
    await page.waitForLoadState('networkidle');
    expect(await named(page, 'view_item')).toEqual([]);
    await hydrated(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await named(page, 'view_item')).length).toBe(1);
    const layer = await records(page);
    const index = layer.findIndex((record) => record.event === 'view_item');
    // The previous ecommerce object is cleared first, as Google's Tag Manager guide says.
    expect(layer[index - 1]).toEqual({ ecommerce: null });
    const view = layer[index]!;
    expect(view).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP',
        value: expect.any(Number),
        items: [
          {
            item_id: 'AND-W03',
            item_category: 'workshops',
            affiliation: 'andover',
            price: expect.any(Number),
            quantity: 1,
          },
        ],
      },
    });
    const ecommerce = view.ecommerce as { value: number; items: { price: number }[] };
    expect(ecommerce.value).toBeGreaterThan(0);
    expect(ecommerce.items[0]!.price).toBe(ecommerce.value);

    const star = page.getByTestId('shortlist-star');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await named(page, 'add_to_wishlist')).length).toBe(1);
    expect((await named(page, 'add_to_wishlist'))[0]).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'GBP', value: ecommerce.value, items: ecommerce.items },
    });
    // Taking it out again is no wish: nothing more is pushed.
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(300);
    expect(await named(page, 'add_to_wishlist')).toHaveLength(1);
    // The spec's own records are unchanged.
    expect(await named(page, 'page_change')).toEqual([
      { event: 'page_change', page_category: expect.any(String), environment: 'test', page_path: unitPage },
    ]);
  });

  test('a room booked pushes begin_checkout on its form and purchase once, not again on reload', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(75_000);
    await consentTo(context, baseURL, 'true');
    await page.goto(`/book/andover?date=${weekdayAhead(5, 80)}&duration=hour&hours=1`);
    // The last slot of the day in Andover, a random weekday: no other journey books it.
    await chooseSlot(page, 'AND-MR01', -1);
    await expect.poll(async () => (await named(page, 'begin_checkout')).length).toBe(1);
    const checkout = (await named(page, 'begin_checkout'))[0]!.ecommerce as {
      currency: string;
      value: number;
      items: Entry[];
    };
    expect(checkout.currency).toBe('GBP');
    expect(checkout.items).toEqual([
      expect.objectContaining({
        item_id: 'AND-MR01',
        item_category: 'meeting-rooms',
        affiliation: 'andover',
        quantity: 1,
      }),
    ]);
    await fillReserve(page, { name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '07700 900123' });
    await page
      .getByRole('region', { name: /^Reserve/ })
      .getByRole('button', { name: /^Book for £/ })
      .click();
    await page.waitForURL(/\/book\/confirmed\?b=/);
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

    await expect.poll(async () => (await named(page, 'purchase')).length).toBe(1);
    const purchase = (await named(page, 'purchase'))[0]!;
    expect(purchase).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: reference,
        currency: 'GBP',
        value: checkout.value,
        tax: Math.round(checkout.value * 20) / 100,
        items: [expect.objectContaining({ item_id: 'AND-MR01', price: checkout.value })],
      },
    });
    expect(JSON.stringify(purchase)).not.toMatch(/Ada|Lovelace|example\.co\.uk|07700/);

    // A reload (and the same page in a new tab) sends it no more: this browser remembers it.
    expect(await page.evaluate(() => localStorage.getItem('northlight.ga4-sent'))).toContain(
      `purchase:${reference}`,
    );
    await page.reload();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await page.waitForTimeout(1_500);
    expect(await named(page, 'purchase')).toEqual([]);
    const again = await context.newPage();
    await again.goto(page.url());
    await expect(again.getByTestId('booking-reference')).toHaveText(reference);
    await again.waitForTimeout(1_500);
    expect(await named(again, 'purchase')).toEqual([]);
    // The control: with that memory gone, the same page pushes it again, so the wait above was long enough.
    await again.evaluate(() => localStorage.removeItem('northlight.ga4-sent'));
    await again.reload();
    await expect.poll(async () => (await named(again, 'purchase')).length).toBe(1);
  });
});

test.describe('GA4 events with consent refused', () => {
  test('no view_item, add_to_wishlist or purchase reaches the data layer', async ({
    page,
    context,
    baseURL,
  }) => {
    await consentTo(context, baseURL, 'false');
    await page.goto(unitPage);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('shortlist-star').click();
    await expect(page.getByTestId('shortlist-star')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    const layer = await records(page);
    expect(layer.filter((record) => 'ecommerce' in record)).toEqual([]);
    expect(layer.filter((record) => record.event === 'page_change')).toHaveLength(1);
  });
});

test.describe('click ids on landing', () => {
  const landing =
    '/locations?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ-abc_1&gbraid=0AAAAA-x&wbraid=CjkKEQ_y&msclkid=6f1e2d&fbclid=IwAR3.x';

  test('kept in channel_attrib with advertising consent, for 90 days', async ({ page, context }) => {
    await page.goto(landing);
    await hydrated(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await attributionCookie(context))?.first.gclid).toBe('Cj0KCQ-abc_1');
    expect((await attributionCookie(context))?.first).toMatchObject({
      utm_source: 'google',
      gbraid: '0AAAAA-x',
      wbraid: 'CjkKEQ_y',
      msclkid: '6f1e2d',
      fbclid: 'IwAR3.x',
      landing_path: '/locations',
    });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'channel_attrib');
    const lifetimeDays = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(lifetimeDays).toBeGreaterThan(89.9);
    expect(lifetimeDays).toBeLessThanOrEqual(90);
  });

  test('dropped with analytics consent alone, and none kept when everything is refused', async ({
    page,
    context,
  }) => {
    await page.goto(landing);
    const banner = page.getByTestId('cookie-banner');
    await hydrated(page);
    await banner.getByRole('button', { name: 'Settings' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(async () => (await attributionCookie(context))?.first.utm_source).toBe('google');
    const first = (await attributionCookie(context))!.first;
    for (const id of ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid']) expect(first[id]).toBeUndefined();

    await context.clearCookies();
    await page.goto(landing);
    await hydrated(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click();
    await page.waitForLoadState('networkidle');
    expect(await attributionCookie(context)).toBeUndefined();
  });

  test('deleted from the cookie when advertising consent is withdrawn, the campaign kept', async ({
    page,
    context,
  }) => {
    await page.goto(landing);
    await hydrated(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await attributionCookie(context))?.last.msclkid).toBe('6f1e2d');
    // Another page later in the visit: the choice is applied again on load and keeps them.
    await page.goto('/workspaces');
    await expect.poll(async () => (await attributionCookie(context))?.first.gclid).toBe('Cj0KCQ-abc_1');
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('checkbox', { name: /Advertising/ }).uncheck();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(async () => (await attributionCookie(context))?.first.gclid ?? 'gone').toBe('gone');
    const kept = (await attributionCookie(context))!;
    for (const touch of [kept.first, kept.last])
      for (const id of ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid']) expect(touch[id]).toBeUndefined();
    expect(kept.first).toMatchObject({ utm_source: 'google', landing_path: '/locations' });
    expect((await context.cookies()).find((entry) => entry.name === 'cookie_consent')?.value).toBe(
      'analytics',
    );
  });
});
