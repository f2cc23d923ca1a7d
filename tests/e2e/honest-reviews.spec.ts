import { expect, test, type Page } from './support/test';
import { caseStudies } from '../../src/cms/seed/case-studies';
import { seedCentres } from '../../src/cms/seed/centres';
import { seedUnits } from '../../src/cms/seed/units';
import { illustrativeLabel } from '../../src/domain/case-studies';
import { operatorFacts } from '../../src/domain/operator-facts';
import { isListed } from '../../src/domain/units';

/*
 * Reviews as what they are (docs/decisions/0013-honest-reviews.md): the seed's case studies are
 * illustrative, so every one is labelled next to it, none is quoted as a review, no page marks up a
 * review or a rating, and the home page shows facts counted from the data instead.
 */

const listed = seedUnits.filter(isListed);
const expectedFacts = operatorFacts({
  centres: seedCentres,
  listedUnits: listed.length,
  bookableRooms: listed.filter(
    (unit) => unit.workspaceType === 'meeting-rooms' && unit.rates && unit.capacity !== undefined,
  ).length,
});

async function jsonLdTexts(page: Page) {
  return page.locator('script[type="application/ld+json"]').allTextContents();
}

test('home: no review quotes; facts counted from the data, each linked to its list', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.locator('blockquote')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /what our (customers|tenants) say/i })).toHaveCount(0);

  const facts = page.getByTestId('operator-fact');
  await expect(facts).toHaveCount(expectedFacts.length);
  for (const fact of expectedFacts) {
    const shown = page.locator(`[data-fact="${fact.id}"]`);
    await expect(shown).toContainText(fact.figure);
    await expect(shown.getByRole('link', { name: fact.label })).toHaveAttribute('href', fact.href);
  }
  // The figure says what the linked page lists: the centres, one per town.
  expect(expectedFacts.find((fact) => fact.id === 'centres')?.figure).toBe(String(seedCentres.length));

  await page.locator('[data-fact="rooms"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/book$/);
});

test('home: every case-study teaser is labelled illustrative on its card', async ({ page }) => {
  await page.goto('/');
  const teasers = page.getByTestId('case-study-teaser');
  await expect(teasers).toHaveCount(3);
  for (const teaser of await teasers.all()) {
    const label = teaser.getByTestId('provenance-label');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(new RegExp(illustrativeLabel));
  }
  await expect(page.locator('#case-study-teasers-heading')).toHaveText('How businesses use our space');
  await expect(page.locator('section[aria-labelledby="case-study-teasers-heading"]')).toContainText(
    'These stories are illustrative examples',
  );
});

test('/case-studies: the label sits in each story, beside its heading and its quote', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Real results');
  const stories = page.getByTestId('case-study');
  await expect(stories).toHaveCount(caseStudies.length);
  for (const story of await stories.all()) {
    const label = story.getByTestId('provenance-label');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(new RegExp(illustrativeLabel));
    // Near the story's name, not in a footnote: within the story's header.
    await expect(story.locator('header').getByTestId('provenance-label')).toHaveCount(1);
    await expect(story.locator('figcaption')).toContainText('illustrative quote');
  }
});

test('/about-us: the numbers are counted from the data, with no customer count', async ({ page }) => {
  await page.goto('/about-us');
  const band = page.getByTestId('facts-band');
  for (const fact of expectedFacts) await expect(band).toContainText(`${fact.figure}`);
  await expect(band).not.toContainText('businesses renting with us');
});

test('no page marks up a review or a rating', async ({ page }) => {
  for (const path of ['/', '/home', '/case-studies', '/about-us', '/why-northlight', '/locations/andover']) {
    await page.goto(path);
    for (const text of await jsonLdTexts(page)) {
      expect(text, path).not.toMatch(/"@type":"(Review|Rating|AggregateRating)"/);
      expect(text, path).not.toMatch(/"(review|aggregateRating|reviewRating)":/);
    }
  }
});
