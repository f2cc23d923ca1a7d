import { expect, test, type Locator } from './support/test';
import { seedTypePrice } from '../../src/cms/seed/seeded-routes';
import { seedUnits } from '../../src/cms/seed/units';
import { isAvailableNow } from '../../src/domain/units';
import { workspaceTypes } from '../../src/domain/workspace-types';
import { businessTimeZone, todayIn } from '../../src/lib/calendar-date';

/*
 * Prices read the same wherever a visitor meets them (issue 21): every type's "from" price is the
 * lowest rent free today among the units its own page lists, says per what and "+ VAT" or
 * "inc. VAT", the home page and the overview repeat it word for word, and no page says "ask an
 * advisor". Walks the seeded site, so it also checks the seed against the spec's home prices.
 */

/** A price tag's words as read aloud: its paragraphs joined, the note marker left off. */
const priceTagText = async (locator: Locator) =>
  (
    await locator.evaluate((element) =>
      [...element.querySelectorAll('p'), ...(element.matches('p') ? [element] : [])]
        .map((paragraph) => paragraph.textContent ?? '')
        .join(' '),
    )
  )
    .replace(/\s+/g, ' ')
    .replace(/ ?[*†‡]$/, '')
    .trim();

/** What the tag of a freshly seeded type says, in the same words. */
function expectedTag(type: (typeof workspaceTypes)[number]['slug'], today: string): string {
  const shown = seedTypePrice(type, today);
  if (!shown.parts) return shown.text;
  return `${shown.lead ? `${shown.lead} ` : ''}from ${shown.parts.amount} ${shown.parts.per} ${shown.parts.vat}`;
}

test('every type page states its from price as the lowest rent free today of the units it lists', async ({
  page,
}) => {
  // Fifteen pages, each read whole: more than one page's share of the default budget.
  test.setTimeout(90_000);
  const today = todayIn(businessTimeZone);
  for (const type of workspaceTypes) {
    await page.goto(`/workspaces/${type.slug}`);
    const tag = page.locator('aside').getByTestId('price-tag');
    const shown = await priceTagText(tag);
    expect(shown, type.slug).toBe(expectedTag(type.slug, today));
    expect(shown, type.slug).toMatch(/\+ VAT|inc\. VAT|None listed/);
    // No price is hidden behind an advisor: neither the tag nor the listed units say so. (The
    // type's own FAQ may still suggest asking about what is not a price, such as broadband.)
    await expect(page.locator('aside')).not.toContainText(/ask an advisor/i);
    if (type.slug === 'virtual-offices') continue;
    await expect(page.getByTestId('listed-units')).not.toContainText(/ask an advisor/i);
    // The table lists every unit of the type; the price is the lowest of those free today.
    const free = seedUnits.filter(
      (unit) => unit.workspaceType === type.slug && unit.status !== 'let' && isAvailableNow(unit, today),
    );
    const rows = page.getByTestId('listed-units').locator('[data-unit]');
    await expect(rows).toHaveCount(
      seedUnits.filter((unit) => unit.workspaceType === type.slug && unit.status !== 'let').length,
    );
    if (free.length > 0) {
      const lowest = Math.min(...free.map((unit) => unit.rent));
      expect(shown, type.slug).toContain(`£${lowest.toLocaleString('en-GB')} `);
    }
  }
});

test('the home page shows the spec’s prices from the data, each as its type page does, with VAT', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(15);
  const byTitle = new Map<string, string>();
  for (const card of await cards.all()) {
    byTitle.set(
      await card.getByRole('heading').innerText(),
      await priceTagText(card.getByTestId('price-tag')),
    );
  }
  expect(byTitle.get('Workshops')).toBe('from £40 per week + VAT');
  expect(byTitle.get('Meeting rooms')).toBe('from £19 per hour + VAT');
  expect(byTitle.get('Virtual office')).toBe('from £59 per month + VAT');
  expect(byTitle.get('Coworking spaces')).toBe('from £89 per desk per month + VAT');
  await expect(page.locator('main')).not.toContainText('ask an advisor');
  // Each note carries its own marker: no two notes under one grid start with the same one.
  for (const note of await page.getByTestId('price-note').all()) {
    const markers = await note
      .locator('p[data-basis] > span[aria-hidden="true"]')
      .evaluateAll((spans) => spans.map((span) => span.textContent?.trim()));
    expect(new Set(markers).size).toBe(markers.length);
    await expect(note).toContainText('VAT');
  }
  const metaDescription = await page.request.get('/workspaces/workshops');
  expect(await metaDescription.text()).toMatch(
    /<title>Workshops to rent from £40 per week \+ VAT \| Northlight<\/title>/,
  );
});

test('a centre page prices each listed type from its own units and never claims what it does not list', async ({
  page,
}) => {
  const today = todayIn(businessTimeZone);
  for (const slug of ['winchester', 'basingstoke', 'andover']) {
    await page.goto(`/locations/${slug}`);
    const main = page.locator('main');
    await expect(main).not.toContainText(/All \d+ of our workspace types/);
    await expect(main).not.toContainText(/our largest/i);
    for (const tile of await page.getByTestId('types-offered').getByRole('listitem').all()) {
      const type = (await tile.getAttribute('data-type'))!;
      if (type === 'virtual-offices') continue;
      const free = seedUnits.filter(
        (unit) =>
          unit.centre === slug &&
          unit.workspaceType === type &&
          unit.status !== 'let' &&
          isAvailableNow(unit, today),
      );
      const text = await tile.getByTestId('type-price').innerText();
      expect(text, `${slug} ${type}`).toMatch(/\+ VAT|inc\. VAT/);
      if (free.length > 0)
        expect(text, `${slug} ${type}`).toContain(
          `from £${Math.min(...free.map((unit) => unit.rent)).toLocaleString('en-GB')} `,
        );
    }
    // One GET IN TOUCH per listed type at most, and one button for everything else.
    await expect(page.getByRole('link', { name: /^Ask what is coming free in/ })).toHaveCount(
      (await page.getByTestId('ask-about').count()) > 0 ? 1 : 0,
    );
  }
});
