import { expect, test, type Page } from './support/test';

/* The pages visitors read most: home, workspaces, a workspace type, case studies. */

async function contactTop(page: Page): Promise<number> {
  return page.locator('#contact').evaluate((element) => element.getBoundingClientRect().top);
}

/** Waits until smooth scrolling has settled, then returns the contact section's top edge. */
async function settledContactTop(page: Page): Promise<number> {
  let previous = Number.NaN;
  // Settled once two readings 100 ms apart agree (smooth scrolling moves it in between).
  await expect
    .poll(
      async () => {
        const current = await contactTop(page);
        const settled = Math.abs(current - previous) < 0.5;
        previous = current;
        return settled;
      },
      { intervals: [100], timeout: 4_000 },
    )
    .toBe(true);
  return previous;
}

test('home: two-part hero headline and DEFINE YOUR SPACE goes to /workspaces', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toContainText('Define your space.');
  await expect(heading).toContainText('Realise your vision.');
  await expect(page.locator('main [data-testid="product-card"]')).toHaveCount(15);
  await expect(page.getByTestId('benefits-image')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Organization"'))).toBe(true);

  await page
    .getByRole('link', { name: /^define your space$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Every kind of space');
});

test('workspaces: prices with their unit, VAT and the price note', async ({ page }) => {
  await page.goto('/workspaces');
  const main = page.locator('main');
  for (const [amount, unit] of [
    ['£40', 'per week + VAT'],
    ['£19', 'per hour + VAT'],
    ['£59', 'per month + VAT'],
    ['£89', 'per desk per month + VAT'],
  ] as const) {
    await expect(main.locator('p', { hasText: amount }).filter({ hasText: unit }).first()).toBeVisible();
  }
  // Every type's price comes from its units: nothing says "ask an advisor".
  await expect(main.getByText('ask an advisor')).toHaveCount(0);
  await expect(main.getByTestId('price-tag')).toHaveCount(15);
  const notes = main.getByTestId('price-note');
  await expect(notes.first()).toBeVisible();
  await expect(notes.first()).toContainText('valid at the time of enquiry');
  await expect(notes.first()).toContainText('24-month contracts');
  await expect(notes.first()).toContainText('vary by product and inventory');
  await expect(notes.first()).toContainText('subject to terms and conditions');
});

test('meeting rooms: the over 10,000 rooms claim, price, note and Service structured data', async ({
  page,
}) => {
  await page.goto('/workspaces/meeting-rooms');
  await expect(page).toHaveTitle(/30 centres.* \| Northlight$/);
  await expect(page.locator('main')).toContainText(
    /over 10,000 meeting rooms bookable by the hour, half day or day/i,
  );
  // Beside the rooms listed, the claim says where the others are (decision 0038).
  await expect(page.locator('main')).toContainText(/the rest in partner business centres across the UK/);
  // The claim once on the page, not in the headline, features and details as well.
  expect((await page.locator('main').innerText()).match(/10,000/g)).toHaveLength(1);
  await expect(page.locator('aside').getByTestId('price-tag')).toContainText('from £19 per hour + VAT');
  // An hourly room rate is paid per booking: the note under it says so, not "24-month contracts".
  const note = page.locator('aside').getByTestId('price-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('paid per booking, with no contract');
  await expect(note).not.toContainText('24-month');
  await expect(page.locator('main')).toContainText('Can I cancel a booking?');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const service = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Service');
  expect(service).toMatchObject({
    name: 'Meeting rooms',
    offers: {
      '@type': 'Offer',
      price: 19,
      priceCurrency: 'GBP',
      priceSpecification: { unitCode: 'HUR', valueAddedTaxIncluded: false },
    },
  });
});

test('centre pages: each headline has its own second line, and the description follows the data', async ({
  page,
}) => {
  const lines: string[] = [];
  for (const slug of ['andover', 'exeter', 'camberley']) {
    await page.goto(`/locations/${slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toContainText('Space to work, close to home.');
    lines.push(await heading.innerText());
  }
  expect(new Set(lines).size).toBe(3);
  // Camberley offers five types, workshops not among them: its description names what it has.
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('Training centres');
  expect(description).not.toMatch(/workshop/i);
});

test('a centre page: the units listed there carry the terms of each kind of price they show', async ({
  page,
}) => {
  // Exeter lists meeting rooms (paid per booking) beside rents (24-month contracts).
  await page.goto('/locations/exeter');
  const note = page.locator('section[aria-labelledby="units"]').getByTestId('price-note');
  await expect(note).toContainText('paid per booking, with no contract');
  await expect(note).toContainText('24-month contracts');
});

test('pages that list units expire within the hour, so a unit’s date moves on without a publish', async ({
  request,
}) => {
  const sharedCacheLifetime = async (path: string) => {
    const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
    return { maxAge: Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]), cacheControl };
  };
  for (const path of ['/locations/andover', '/workspaces/workshops']) {
    const { maxAge, cacheControl } = await sharedCacheLifetime(path);
    expect(maxAge, `${path}: ${cacheControl}`).toBeGreaterThan(0);
    expect(maxAge, `${path}: ${cacheControl}`).toBeLessThanOrEqual(3600);
  }
  // A page without units keeps the long lifetime: it changes only when someone publishes.
  expect((await sharedCacheLifetime('/about-us')).maxAge).toBeGreaterThan(3600);
});

test('coworking: a per-person monthly price carries the membership note, not the contract one', async ({
  page,
}) => {
  await page.goto('/workspaces/coworking-spaces');
  const note = page.locator('aside').getByTestId('price-note');
  await expect(note).toContainText('per person per month');
  await expect(note).not.toContainText('24-month');
});

/*
 * A phone viewport: the page must be long enough below #contact for it to reach the 80 px line,
 * and on a phone the stacked footer guarantees that whatever the contact section holds.
 */
const phone = { width: 390, height: 844 };

test('GET IN TOUCH scrolls to the contact section with an 80 px offset and carries the product', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/workspaces/workshops');
  const link = page.locator('main a[href="#contact"][data-enquiry-type="workshops"]').first();
  await expect(link).toHaveText('GET IN TOUCH');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/#contact$/);
  const top = await settledContactTop(page);
  expect(top).toBeGreaterThanOrEqual(76);
  expect(top).toBeLessThanOrEqual(84);
  await expect(page.locator('#contact')).toBeInViewport();
  const stored = await page.evaluate(() => sessionStorage.getItem('northlight.enquiryContext'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ workspaceType: 'workshops' });
  // The form loads on that click and starts with the product chosen.
  await expect(page.locator('#contact select[name="workspaceType"]')).toHaveValue('workshops');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('#contact still lands on the contact section', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/workspaces/coworking-spaces#contact');
    const top = await settledContactTop(page);
    await expect(page.locator('#contact')).toBeInViewport();
    expect(top).toBeGreaterThanOrEqual(76);
    expect(top).toBeLessThanOrEqual(84);
  });
});

test('case studies: at least six, each with a business, a need and a result', async ({ page }) => {
  await page.goto('/case-studies');
  const studies = page.getByTestId('case-study');
  expect(await studies.count()).toBeGreaterThanOrEqual(6);
  for (const study of await studies.all()) {
    await expect(study.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(study).toContainText('The need');
    await expect(study).toContainText('The result');
  }
});

test('home case-study teasers read more to their story', async ({ page }) => {
  await page.goto('/');
  const teaser = page.getByTestId('case-study-teaser').first();
  const readMore = teaser.getByRole('link', { name: /read more/i });
  const href = await readMore.getAttribute('href');
  expect(href).toMatch(/^\/case-studies#[a-z0-9-]+$/);
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`${href!}$`));
  await expect(page.locator(href!.slice(href!.indexOf('#')))).toBeInViewport();
});
