import { expect, test } from './support/test';
import { checkedRoutes } from './support/checked-routes';
import { jsonLdProblems } from './support/json-ld-rules';

/*
 * Every <script type="application/ld+json"> on every route parses as JSON and carries the fields
 * Google requires for its @type (rules in support/json-ld-rules.ts). Read from the served HTML,
 * which is what crawlers see.
 */
const jsonLdScript = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

test('every JSON-LD block parses and has the fields Google requires', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const typesSeen = new Set<string>();
  for (const route of checkedRoutes) {
    const html = await (await request.get(route.path)).text();
    [...html.matchAll(jsonLdScript)].forEach((match, index) => {
      const label = `${route.path} block ${index + 1}`;
      let block: unknown;
      try {
        block = JSON.parse(match[1] ?? '');
      } catch (error) {
        problems.push(`${label}: does not parse (${(error as Error).message})`);
        return;
      }
      const text = JSON.stringify(block);
      for (const type of text.matchAll(/"@type":"([^"]+)"/g)) typesSeen.add(type[1] ?? '');
      problems.push(...jsonLdProblems(block, label));
    });
  }
  expect(problems).toEqual([]);
  // The site-wide blocks must exist somewhere: the organisation and breadcrumbs.
  expect([...typesSeen]).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
});

test('the rules catch a block missing required fields', () => {
  const broken = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Northlight Andover',
    address: { '@type': 'PostalAddress', addressLocality: 'Andover', addressCountry: 'GB' },
    makesOffer: { '@type': 'Offer', price: 'from forty' },
  };
  const problems = jsonLdProblems(broken, 'sample');
  expect(problems).toEqual(
    expect.arrayContaining([
      'sample<LocalBusiness>.address: streetAddress is required',
      'sample<LocalBusiness>.address: postalCode is required',
      'sample.makesOffer<Offer>: price (a number) or priceSpecification is required',
      'sample.makesOffer<Offer>: priceCurrency is required',
    ]),
  );
  // Reviews and ratings are refused outright, as a type or as a property (docs/decisions/0013).
  const reviewed = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Northlight',
    url: 'https://example.com/',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 7 },
    review: [{ '@type': 'Review', author: 'Founder, Rise & Crumb Bakery', reviewBody: 'Great.' }],
  };
  expect(jsonLdProblems(reviewed, 'r')).toEqual([
    'r: aggregateRating: reviews and ratings are never marked up (docs/decisions/0013-honest-reviews.md)',
    'r: review: reviews and ratings are never marked up (docs/decisions/0013-honest-reviews.md)',
    'r.aggregateRating: @type AggregateRating: reviews and ratings are never marked up (docs/decisions/0013-honest-reviews.md)',
    'r.review[0]: @type Review: reviews and ratings are never marked up (docs/decisions/0013-honest-reviews.md)',
  ]);
  expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Mystery' }, 'x')).toEqual([
    'x: no rules for @type Mystery; add them to tests/e2e/support/json-ld-rules.ts',
  ]);
});
