import { expect, test } from './support/test';
import { seedUnits } from '../../src/cms/seed/units';
import { apiAs, openFromList, signIn, waitForPublicTextGone } from '../cms/helpers';
import { webhookRecorder } from '../cms/ports';
import { staff } from '../cms/staff';
import { clockAsIfFilledAtHumanPace } from './support/fill-time';

/*
 * The inventory as a visitor and an editor meet it: Andover's listed units with sizes and rents,
 * an enquiry about one that reaches the sales team's webhook with its reference, and the same unit
 * marked let in the admin, gone from every page within 5 s. Runs on its own CMS server, on PGlite
 * (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

// The smallest workshop free at Andover: the seed makes it the £40 "from" price.
const unit = seedUnits.find(
  (candidate) =>
    candidate.centre === 'andover' &&
    candidate.workspaceType === 'workshops' &&
    candidate.status === 'available',
)!;

/*
 * The group is serial, so a retry runs it from the top after the "mark let" test has hidden the
 * unit: put it back on the market first, as the seed left it.
 */
test.beforeAll(async ({ playwright, baseURL }) => {
  const editor = await apiAs(playwright, baseURL, staff.unitsEditor);
  const found = (await (
    await editor.get(`/cms-api/units?where[reference][equals]=${unit.reference}&depth=0`)
  ).json()) as { docs: { id: number | string; availability: string }[] };
  const stored = found.docs[0];
  if (stored && stored.availability !== 'available') {
    const reset = await editor.patch(`/cms-api/units/${stored.id}`, {
      data: { availability: 'available', _status: 'published' },
    });
    expect(reset.status()).toBe(200);
  }
  await editor.dispose();
});

test('a visitor sees Andover’s units with sizes and rents and enquires about one; the webhook gets its reference', async ({
  page,
  request,
}) => {
  const project = test.info().project.name;
  const visitor = `Unit Visitor ${project}`;
  await clockAsIfFilledAtHumanPace(page);
  await page.goto('/locations/andover');
  const units = page.getByTestId('unit-list');
  const listed = seedUnits.filter(
    (candidate) => candidate.centre === 'andover' && candidate.status !== 'let',
  );
  await expect(units.locator('[data-unit]')).toHaveCount(listed.length);
  const card = units.locator(`[data-unit="${unit.reference}"]`);
  await expect(card).toContainText('200 sq ft (19 m²)');
  await expect(card).toContainText('£40 per week + VAT');
  await expect(card).toContainText('Available now');
  // Available units come before the ones under offer.
  const order = await units
    .locator('[data-unit]')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  expect(order.findIndex((text) => text.includes('Under offer'))).toBeGreaterThan(
    order.findIndex((text) => text.includes('Available now')),
  );
  // The "from" price on the centre's list of types comes from these units.
  await expect(page.getByTestId('types-offered').locator('[data-type="workshops"]')).toContainText(
    'from £40 per week + VAT',
  );

  await card
    .getByRole('link', { name: `Get in touch about ${unit.name}, ${unit.reference}, in Andover` })
    .click();
  const form = page.locator('#contact form');
  await expect(form.getByTestId('enquiry-unit')).toContainText(unit.reference);
  await form.getByLabel('Your name', { exact: true }).fill(visitor);
  await form.getByLabel('Email', { exact: true }).fill('unit.visitor@example.co.uk');
  await form.getByLabel('Phone', { exact: true }).fill('07700 900123');
  await form.getByRole('button', { name: /send enquiry/i }).click();
  const reference = await page.getByTestId('enquiry-reference').textContent();
  expect(reference).toMatch(/^NL-/);

  // The outbox delivers within a poll or two; the receiver keeps each delivery's body.
  await expect
    .poll(
      async () => {
        const deliveries = (await (await request.get(webhookRecorder(project))).json()) as {
          reference: string;
          enquiry: { unitReference: string | null; centre: string | null; workspaceType: string | null };
        }[];
        return deliveries.find((delivery) => delivery.reference === reference)?.enquiry;
      },
      { timeout: 10_000, intervals: [200, 500] },
    )
    .toEqual(
      expect.objectContaining({
        unitReference: unit.reference,
        centre: 'andover',
        workspaceType: 'workshops',
      }),
    );
});

test('an editor marks the unit let and publishes: it leaves the centre and workspace pages within 5 s', async ({
  page,
  request,
}) => {
  for (const path of ['/locations/andover', '/workspaces/workshops']) {
    expect(await (await request.get(path)).text()).toContain(unit.reference);
  }
  await signIn(page, staff.unitsEditor);
  await page.goto('/admin/collections/units');
  await openFromList(page, page.getByRole('link', { name: unit.reference, exact: true }));
  // The select opens only once the edit view has hydrated: a press before that opens nothing (a full
  // run under load timed out waiting for the option), so press until the option is listed.
  const availability = page.locator('#field-availability');
  const letOption = page.getByRole('option', { name: 'Let (hidden from the site)', exact: true });
  await expect(async () => {
    if (!(await letOption.isVisible())) await availability.click();
    await expect(letOption).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await letOption.click();
  await expect(availability).toContainText('Let (hidden from the site)');
  const publish = page.getByRole('button', { name: 'Publish changes' });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(publish).toBeDisabled();
  const tookCentre = await waitForPublicTextGone(request, '/locations/andover', unit.reference);
  const tookType = await waitForPublicTextGone(request, '/workspaces/workshops', unit.reference);
  test.info().annotations.push({ type: 'let-to-gone', description: `${tookCentre} ms, ${tookType} ms` });
});

test('a unit of a type its centre does not offer is refused with a clear message', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Through the API: a 400 that says why, against the field.
  const editor = await apiAs(playwright, baseURL, staff.unitsEditor);
  const response = await editor.post('/cms-api/units', {
    data: {
      reference: 'CAM-W98',
      name: 'Workshop 98',
      centre: 'camberley',
      workspaceType: 'workshops',
      sizeSqFt: 400,
      rent: 60,
      availability: 'available',
      _status: 'published',
    },
  });
  expect(response.status()).toBe(400);
  const answer = (await response.json()) as {
    errors: { data?: { errors: { path: string; message: string }[] } }[];
  };
  expect(answer.errors[0]?.data?.errors).toEqual([
    expect.objectContaining({
      path: 'workspaceType',
      message: expect.stringContaining('Camberley does not offer workshops'),
    }),
  ]);
  await editor.dispose();
  // In the admin: the same message, under the field.
  await signIn(page, staff.unitsEditor);
  await page.goto('/admin/collections/units/create');
  await page.getByLabel('Reference').fill('CAM-W99');
  await page.getByLabel('Name on the site').fill('Workshop 99');
  // Payload's selects are comboboxes: type to filter, then click the option once it is listed (the
  // centre's options load from the API, so Enter straight after typing can choose nothing).
  for (const [field, option] of [
    ['#field-centre', 'Camberley'],
    ['#field-workspaceType', 'Workshops'],
  ] as const) {
    await page.locator(field).click();
    await page.keyboard.type(option);
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.locator(field)).toContainText(option);
  }
  await page.getByLabel('Floor area (sq ft)').fill('400');
  // The rent's label names the workspace type's period.
  await page.getByLabel('Rent (£ a week)').fill('60');
  // Camberley offers training centres, repair shops, meeting rooms, virtual offices and coworking.
  // Seen once in a full run: after a Publish pressed right after the last field was typed, the
  // filled form showed no message and no notice for 15 s (not pinned down; Payload's admin sends a
  // form-state request per change, which may still have been in flight). As an editor would, the
  // test presses again: the message must then show.
  const publish = page.getByRole('button', { name: 'Publish changes' });
  await expect(async () => {
    await publish.click();
    await expect(page.getByText('Camberley does not offer workshops').first()).toBeAttached({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(page.url()).toContain('/create');
});
