import { expect, test } from './support/test';
import { caseStudies } from '../../src/cms/seed/case-studies';
import { customerLabel, provenanceOptions } from '../../src/domain/case-studies';
import { apiAs, signIn, waitForPublicText } from '../cms/helpers';
import { staff } from '../cms/staff';

/*
 * What a story is, as an editor meets the rule (docs/decisions/0013-honest-reviews.md): an
 * illustrative example cannot be quoted as a review, and a story marked as a real customer's is
 * refused until the permission record is filled in, with the reasons under the fields. With it, the
 * quote appears on the home page labelled as a real customer's, with what they were given.
 * Runs on its own CMS server, on PGlite (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

// The last story: no other CMS spec edits it.
const story = caseStudies.at(-1)!;
type ErrorAnswer = { errors: { data?: { errors: { path: string; message: string }[] } }[] };
const fieldErrors = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as ErrorAnswer).errors[0]?.data?.errors.map((error) => error.path) ?? [];

test('an illustrative story cannot be a review, and a real customer needs their permission on file', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const editor = await apiAs(playwright, baseURL, staff.reviewsEditor);
  const found = await editor.get(`/cms-api/case-studies?where[slug][equals]=${story.slug}&depth=0`);
  const doc = (await found.json()).docs[0] as { id: number | string; provenance: string };
  // The seed's state. The permission record outlives a switch back to illustrative, and the publish
  // check merges the stored document into every change, so it is cleared too.
  const seedState = {
    provenance: 'illustrative',
    featuredAsReview: false,
    permission: { grantedOn: null, confirmedBy: null, incentive: null, incentiveNote: null },
    _status: 'published',
  };
  if (test.info().retry > 0 || doc.provenance !== 'illustrative') {
    // A retry after an attempt cut off half way: start from the seed's state, as the first attempt did.
    const reset = await editor.patch(`/cms-api/case-studies/${doc.id}`, { data: seedState });
    expect(reset.status()).toBe(200);
  }

  const featured = await editor.patch(`/cms-api/case-studies/${doc.id}`, {
    data: { featuredAsReview: true, _status: 'published' },
  });
  expect(featured.status()).toBe(400);
  expect(await fieldErrors(featured)).toEqual(['featuredAsReview']);

  const unproven = await editor.patch(`/cms-api/case-studies/${doc.id}`, {
    data: { provenance: 'customer', featuredAsReview: true, _status: 'published' },
  });
  expect(unproven.status()).toBe(400);
  expect(await fieldErrors(unproven)).toEqual([
    'permission.grantedOn',
    'permission.confirmedBy',
    'permission.incentive',
  ]);

  // In the admin: the same refusal, its message under the field.
  await signIn(page, staff.reviewsEditor);
  await page.goto(`/admin/collections/case-studies/${doc.id}`);
  await expect(page.getByLabel('Business')).toHaveValue(story.business);
  // Payload's selects are comboboxes: open the list, choose the option.
  await page.locator('#field-provenance').getByRole('combobox').click();
  await page.getByRole('option', { name: provenanceOptions.customer }).click();
  await expect(page.getByLabel('Held by (who at Northlight has it on file)')).toBeVisible();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(
    page.getByText('A real customer’s story needs the date they gave written permission').first(),
  ).toBeVisible();
  // Nothing public changed: the story is still labelled illustrative.
  expect(await (await request.get('/case-studies')).text()).not.toContain(customerLabel);

  // With the record, it publishes, and the home page quotes it as a real customer's, with the incentive.
  const proven = await editor.patch(`/cms-api/case-studies/${doc.id}`, {
    data: {
      provenance: 'customer',
      featuredAsReview: true,
      permission: {
        grantedOn: '2026-11-02T12:00:00.000Z',
        confirmedBy: staff.reviewsEditor.name,
        incentive: 'disclosed',
        incentiveNote: 'One month of free rent for taking part',
      },
      _status: 'published',
    },
  });
  expect(proven.status()).toBe(200);
  await waitForPublicText(request, '/', customerLabel);
  const home = await (await request.get('/')).text();
  expect(home).toContain(story.quote.text.replace(/'/g, '&#x27;').slice(0, 40));
  expect(home).toContain('One month of free rent for taking part');
  expect(home).not.toMatch(/"@type":"(Review|AggregateRating)"/);

  // Back to illustrative: the quote leaves the home page, and the flag goes with it.
  const back = await editor.patch(`/cms-api/case-studies/${doc.id}`, { data: seedState });
  expect(back.status()).toBe(200);
  await waitForPublicText(request, '/', /data-testid="operator-fact"/);
  await editor.dispose();
});
