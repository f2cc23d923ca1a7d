import { expect, test, type Page } from './support/test';
import { centreTowns, getCentreTown, townOfCentre, type CentreSlug } from '../../src/domain/centres';
import { seedSiteSettings } from '../../src/cms/seed/site-settings';
import { seedVirtualOfficePlans } from '../../src/cms/seed/virtual-office-plans';
import { centreTypePrice, typePriceText, virtualOfficeFromPrice } from '../../src/domain/prices';
import { cheapestMonthlyPence } from '../../src/domain/virtual-office/plans';
import { businessTimeZone, todayIn } from '../../src/lib/calendar-date';
import { seedUnits } from '../../src/cms/seed/units';
import { isAvailableNow, type Unit } from '../../src/domain/units';
import type { WorkspaceTypeSlug } from '../../src/domain/workspace-type-slugs';
import { formatMiles } from '../../src/lib/format';

const centreCount = centreTowns.length;

/*
 * The locations journeys: find a centre by type, postcode, town or position, and check what a
 * centre page offers. Runs against `next start` on a production build.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Centres' }).getByRole('listitem');
const firstCard = (page: Page) => cards(page).first();
const problem = (page: Page) => page.getByTestId('finder-problem');

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Town or postcode' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
const miles = /^\d+(\.\d)? miles?$/;

/** Types like a person (a key at a time) and picks a suggestion with the arrow keys and Enter. */
async function pickSuggestion(page: Page, typed: string, wanted: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(typed, { delay: 40 });
  await expect(suggestions(page).first()).toBeVisible();
  const labels = await suggestions(page).locator('span:first-child').allTextContents();
  const position = labels.indexOf(wanted);
  expect(position, `${wanted} among ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= position; step += 1) await searchBox(page).press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await suggestions(page).nth(position).getAttribute('id'))!,
  );
  await expect(suggestions(page).nth(position)).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(searchBox(page)).toHaveValue(wanted);
}

/** Opens the finder and waits until the script finder has taken over from the plain form: a choice made
 * in the plain form before then is replaced by the URL's state. */
async function gotoFinder(page: Page, path: string) {
  await page.goto(path);
  await expect(searchBox(page)).toBeVisible();
}

async function search(page: Page, query: string) {
  // The script finder's box is a combobox; before it takes over, a search is a plain page load
  // that this journey does not mean to test (the no-script tests below do).
  await expect(page.getByRole('combobox', { name: 'Town or postcode' })).toBeVisible();
  await page.getByLabel('Town or postcode').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The seeded centres with a listed unit meeting every filter, on a given day: what the finder should list. */
function centresWithUnits(match: (unit: Unit) => boolean): CentreSlug[] {
  return [
    ...new Set(seedUnits.filter((unit) => unit.status !== 'let' && match(unit)).map((unit) => unit.centre)),
  ];
}
const bigWorkshop = (unit: Unit) =>
  unit.workspaceType === 'workshops' && unit.sizeSqFt >= 1000 && unit.sizeSqFt < 2500;

test.describe('/locations filters from the listed units', () => {
  // The browser's date decides "available now"; pin it so the seeded dates stay in the future.
  const today = '2026-12-01';
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${today}T12:00:00Z`));
  });

  test('workshops available now, then by size: the URL keeps it, cards say why, clearing resets', async ({
    page,
  }) => {
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await page.getByLabel('Workspace type', { exact: true }).selectOption('workshops');
    await page.getByRole('checkbox', { name: 'Available now' }).check();
    await expect(page).toHaveURL(/\?type=workshops&now=1$/);
    const workshopsNow = centresWithUnits(
      (unit) => unit.workspaceType === 'workshops' && isAvailableNow(unit, today),
    );
    await expect(cards(page)).toHaveCount(workshopsNow.length);
    await expect(page.getByTestId('finder-status')).toContainText(
      `${workshopsNow.length} centres with workshops available now.`,
    );
    await expect(cards(page).first().getByTestId('match')).toHaveText(
      /^\d+ workshops? available now · [\d,]+(–[\d,]+)? sq ft · from £\d+ per week \+ VAT$/,
    );

    await page.getByLabel('Size', { exact: true }).selectOption('1000-2500');
    await expect(page).toHaveURL(/\?type=workshops&size=1000-2500&now=1$/);
    const bigNow = centresWithUnits((unit) => bigWorkshop(unit) && isAvailableNow(unit, today));
    const bigAnyTime = centresWithUnits(bigWorkshop);
    expect(bigNow.length).toBeLessThan(bigAnyTime.length); // the checkbox really narrows
    await expect(cards(page)).toHaveCount(bigNow.length);
    for (const slug of bigAnyTime.filter((slug) => !bigNow.includes(slug))) {
      await expect(page.locator(`[data-centre="${slug}"]`)).toHaveCount(0);
    }
    // Each card names the matching units: sizes inside the band.
    for (const text of await cards(page).getByTestId('match').allTextContents()) {
      const sizes = (/· ([\d,]+)(?:–([\d,]+))? sq ft/.exec(text) ?? []).slice(1).filter(Boolean);
      for (const size of sizes) expect(Number(size.replace(',', ''))).toBeGreaterThanOrEqual(1000);
      for (const size of sizes) expect(Number(size.replace(',', ''))).toBeLessThan(2500);
    }

    // A shared link opens the same view.
    await page.reload();
    await expect(page.getByLabel('Workspace type', { exact: true })).toHaveValue('workshops');
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('1000-2500');
    await expect(page.getByRole('checkbox', { name: 'Available now' })).toBeChecked();
    await expect(cards(page)).toHaveCount(bigNow.length);

    // Unticking is one step, and Back undoes it.
    await page.getByRole('checkbox', { name: 'Available now' }).uncheck();
    await expect(page).toHaveURL(/\?type=workshops&size=1000-2500$/);
    await expect(cards(page)).toHaveCount(bigAnyTime.length);
    await page.goBack();
    await expect(cards(page)).toHaveCount(bigNow.length);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(cards(page)).toHaveCount(centreCount);
    await expect(page.getByRole('checkbox', { name: 'Available now' })).not.toBeChecked();
    await expect(cards(page).first().getByTestId('match')).toHaveCount(0);
  });

  test('the size filter offers only sizes that are listed, in sq ft and m²', async ({ page }) => {
    await gotoFinder(page, '/locations');
    const options = await page.getByLabel('Size', { exact: true }).locator('option').allTextContents();
    expect(options[0]).toBe('Any size');
    for (const option of options.slice(1)) expect(option).toMatch(/sq ft .*\(.*m²\)$/);
    const listedSizes = seedUnits.filter((unit) => unit.status !== 'let').map((unit) => unit.sizeSqFt);
    expect(options).toContain('1,000–2,500 sq ft (93–232 m²)');
    if (!listedSizes.some((size) => size >= 5000))
      expect(options).not.toContain('5,000 sq ft or more (465 m²)');
  });

  test('a date in the unit’s past counts, by the visitor’s clock, not the build’s', async ({ page }) => {
    const later = '2027-03-02';
    const freedSince = centresWithUnits((unit) => bigWorkshop(unit) && isAvailableNow(unit, later)).filter(
      (slug) => !centresWithUnits((unit) => bigWorkshop(unit) && isAvailableNow(unit, today)).includes(slug),
    );
    expect(freedSince.length).toBeGreaterThan(0);
    await gotoFinder(page, '/locations?type=workshops&size=1000-2500&now=1');
    await expect(page.locator(`[data-centre="${freedSince[0]}"]`)).toHaveCount(0);
    await page.clock.setFixedTime(new Date(`${later}T12:00:00Z`));
    await page.reload();
    await expect(page.locator(`[data-centre="${freedSince[0]}"]`)).toHaveCount(1);
  });

  test('nothing matches: says what was asked for and relaxes one filter at a time', async ({ page }) => {
    await gotoFinder(page, '/locations?type=virtual-offices&now=1');
    const empty = page.getByTestId('finder-empty');
    await expect(empty.getByRole('heading')).toHaveText('No centre has virtual offices available now.');
    await expect(page.getByRole('list', { name: 'Centres' })).toHaveCount(0);
    await empty
      .getByRole('button', { name: `Include units available later (${centreCount} centres)` })
      .click();
    await expect(page).toHaveURL(/\?type=virtual-offices$/);
    await expect(cards(page)).toHaveCount(centreCount);

    await gotoFinder(page, '/locations?size=5000-plus&now=1&type=gyms&unknown=1');
    await expect(empty).toBeVisible();
    await empty.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(cards(page)).toHaveCount(centreCount);
  });

  test('unknown filter values are ignored', async ({ page }) => {
    await gotoFinder(page, '/locations?size=huge&now=perhaps&type=castles');
    await expect(cards(page)).toHaveCount(centreCount);
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Available now' })).not.toBeChecked();
  });
});

test.describe('/locations finder', () => {
  test('lists every centre, with a named, focusable pin per centre on the map', async ({ page }) => {
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const map = page.getByRole('group', { name: `Map of the ${centreCount} Northlight centres` });
    await expect(map.getByRole('link')).toHaveCount(centreCount);
    const pin = map.getByRole('link', { name: 'Northlight Exeter, Devon' });
    await pin.focus();
    await expect(pin).toBeFocused();
    await expect(page.getByText('Contains Ordnance Survey data © Crown copyright').first()).toBeVisible();
  });

  test('filters by workspace type, keeps it in the URL, and Back undoes it', async ({ page }) => {
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await page.getByLabel('Workspace type', { exact: true }).selectOption('workshops');
    await expect(page).toHaveURL(/\?type=workshops$/);
    await expect(cards(page)).toHaveCount(23);
    await expect(page.locator('[data-centre="camberley"]')).toHaveCount(0);
    await page.getByLabel('Workspace type', { exact: true }).selectOption('repair-shops');
    await expect(cards(page)).toHaveCount(28);
    await expect(page.locator('[data-centre="shoreham-by-sea"]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\?type=workshops$/);
    await expect(cards(page)).toHaveCount(23);
    await expect(page.getByLabel('Workspace type', { exact: true })).toHaveValue('workshops');
  });

  test('a shared filtered link opens filtered', async ({ page }) => {
    await gotoFinder(page, '/locations?type=training-centres');
    await expect(cards(page)).toHaveCount(centreCount);
    await gotoFinder(page, '/locations?type=dog-groomings');
    await expect(cards(page)).toHaveCount(23);
    await expect(page.getByTestId('finder-status')).toContainText('23 centres offering dog grooming');
  });

  test('postcode search lists Southampton first, with miles, and loads the district table only then', async ({
    page,
  }) => {
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/outcodes.json')) tableRequests.push(request.url());
    });
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    expect(tableRequests).toHaveLength(0);

    await search(page, 'SO14 3AB');
    await expect(page).toHaveURL(/\?q=SO14\+3AB$/);
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'southampton');
    await expect(firstCard(page).getByTestId('miles')).toHaveText(/^\d+(\.\d)? miles?$/);
    await expect(page.getByTestId('finder-status')).toContainText('nearest to SO14 3AB first');
    expect(tableRequests).toHaveLength(1);
    expect(new URL(tableRequests[0]!).origin).toBe(new URL(page.url()).origin);
  });

  test('a lower-case district works and combines with the type filter', async ({ page }) => {
    await gotoFinder(page, '/locations?type=workshops');
    await search(page, 'so14');
    await expect(page).toHaveURL(/type=workshops&q=so14/);
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'southampton');
    await expect(cards(page)).toHaveCount(23);
  });

  test('explains an unknown district, a Northern Ireland postcode and malformed input', async ({ page }) => {
    await gotoFinder(page, '/locations');
    await search(page, 'ZZ99 9ZZ');
    await expect(problem(page)).toContainText('can’t find the postcode district ZZ99');
    await expect(cards(page)).toHaveCount(centreCount);

    await search(page, 'BT1 1AA');
    await expect(problem(page)).toContainText('Northern Ireland');

    await search(page, 'hello');
    await expect(problem(page)).toContainText('We can’t find “hello” among UK towns, villages or postcodes');

    await page.goBack();
    await expect(problem(page)).toContainText('Northern Ireland');
    await expect(page.getByLabel('Town or postcode')).toHaveValue('BT1 1AA');
  });

  test('searches by town name', async ({ page }) => {
    await gotoFinder(page, '/locations');
    await search(page, 'winchester');
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'winchester');
    await expect(firstCard(page).getByTestId('miles')).toHaveText('0 miles');
    await expect(cards(page).nth(1)).toHaveAttribute('data-centre', 'romsey');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(cards(page).first()).toHaveAttribute('data-centre', 'andover');
  });

  test('any UK town from the suggestions, by keyboard: Reading lists Camberley first, with miles, in step with the map', async ({
    page,
  }) => {
    const gazetteerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/gb-places.json')) gazetteerRequests.push(request.url());
    });
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    expect(gazetteerRequests).toHaveLength(0); // not part of the first load

    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await pickSuggestion(page, 'Read', 'Reading');
    expect(gazetteerRequests).toHaveLength(1);
    await expect(page).toHaveURL(/\?q=Reading$/);
    await expect(page.getByTestId('finder-status')).toContainText(
      `${centreCount} centres, nearest to Reading first.`,
    );
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'camberley');
    await expect(firstCard(page).getByTestId('miles')).toHaveText(miles);
    await expect(cards(page).nth(1)).toHaveAttribute('data-centre', 'basingstoke');
    // The map marks the three nearest and the searched place.
    const map = page.getByRole('group', { name: `Map of the ${centreCount} Northlight centres` });
    await expect(map.locator('a[data-near]')).toHaveCount(3);
    await expect(map.locator('a[data-near][data-pin="camberley"]')).toHaveCount(1);
    await expect(page.getByTestId('map-origin')).toHaveCount(1);
  });

  test('Brighton and RG1 from the box, Escape closes the suggestions, the type filter still applies, clearing resets', async ({
    page,
  }) => {
    await gotoFinder(page, '/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await pickSuggestion(page, 'Brigh', 'Brighton');
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'shoreham-by-sea');
    await expect(firstCard(page).getByTestId('miles')).toHaveText(miles);

    await searchBox(page).fill('');
    await expect(page).toHaveURL(/\/locations$/); // emptying the box clears the search
    await expect(cards(page).first().getByTestId('miles')).toHaveCount(0);
    // Escape closes the suggestions and keeps what was typed.
    await searchBox(page).pressSequentially('Read', { delay: 40 });
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(searchBox(page)).toHaveValue('Read');
    // A district has no suggestions: Enter searches what was typed.
    await searchBox(page).fill('RG1');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\?q=RG1$/);
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'camberley');
    await expect(page.getByTestId('finder-status')).toContainText('nearest to RG1 first');

    await page.getByLabel('Workspace type', { exact: true }).selectOption('workshops');
    await expect(page).toHaveURL(/\?type=workshops&q=RG1$/);
    await expect(cards(page)).toHaveCount(23);
    // Camberley has no workshops: Basingstoke is the nearest that does, and Camberley's pin fades.
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'basingstoke');
    await expect(firstCard(page).getByTestId('miles')).toHaveText(miles);
    const map = page.getByRole('group', { name: `Map of the ${centreCount} Northlight centres` });
    await expect(map.locator('a[data-faded]')).toHaveCount(6);
    await expect(map.locator('a[data-faded][data-pin="camberley"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\?type=workshops$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(23);
    await expect(cards(page).first()).toHaveAttribute('data-centre', 'andover');
    await expect(cards(page).first().getByTestId('miles')).toHaveCount(0);
    await expect(map.locator('a[data-near]')).toHaveCount(0);
    await expect(page.getByTestId('map-origin')).toHaveCount(0);
  });

  test('a name shared by several places uses the largest and says so', async ({ page }) => {
    await gotoFinder(page, '/locations?q=Newport');
    await expect(page.getByTestId('finder-status')).toContainText('nearest to Newport (Wales) first');
    await expect(page.getByTestId('finder-note')).toContainText('There are 6 places called Newport');
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'chepstow');
  });

  test('lists centres alphabetically before a search', async ({ page }) => {
    await gotoFinder(page, '/locations');
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names).toHaveLength(29);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list comes before the map, which opens on request', async ({ page }) => {
    await gotoFinder(page, '/locations');
    const list = page.getByRole('list', { name: 'Centres' });
    const showMap = page.getByText('Show map');
    const map = page.getByRole('group', { name: `Map of the ${centreCount} Northlight centres` });
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();
    await expect(showMap).toBeVisible();
    // Read once both are laid out (hydration can swap the list's element between two reads).
    await expect
      .poll(async () => {
        const [listBox, toggleBox] = [await list.boundingBox(), await showMap.boundingBox()];
        return listBox && toggleBox ? listBox.y < toggleBox.y : 'not laid out';
      })
      .toBe(true);
    await showMap.click();
    await expect(map).toBeVisible();
  });
});

test.describe('use my location', () => {
  test('lists the nearest centres to the browser’s position', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.grantPermissions(['geolocation'], { origin: baseURL! });
    await context.setGeolocation({ latitude: 50.7236, longitude: -3.5275 }); // central Exeter
    const page = await context.newPage();
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\?near=50\.72%2C-3\.53$/);
    await expect(firstCard(page)).toHaveAttribute('data-centre', 'exeter');
    await expect(page.getByTestId('finder-status')).toContainText('nearest to your location first');
    await context.close();
  });

  test('explains when location access is denied', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    // Denied for certain, whatever the browser's default for an unanswered prompt.
    await context.addInitScript(() => {
      const deny = (_success: PositionCallback, error?: PositionErrorCallback | null) =>
        error?.({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'denied',
        } as GeolocationPositionError);
      Object.defineProperty(navigator.geolocation, 'getCurrentPosition', { value: deny });
    });
    const page = await context.newPage();
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(problem(page)).toContainText('Location access is blocked');
    await expect(page).toHaveURL(/\/locations$/);
    await context.close();
  });

  test('explains a denied permission from the browser itself', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: [] });
    const page = await context.newPage();
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(problem(page)).toContainText(/Location access is blocked|couldn’t get your location/);
    await context.close();
  });
});

/** A type's price on a centre page, by the site's rule (src/domain/prices.ts) over the seed. */
function priceAt(centre: CentreSlug, type: WorkspaceTypeSlug): string {
  const today = todayIn(businessTimeZone);
  const price =
    type === 'virtual-offices'
      ? virtualOfficeFromPrice(cheapestMonthlyPence(seedVirtualOfficePlans.plans, centre))
      : centreTypePrice(getCentreTown(centre), centreTowns, seedUnits, type, today);
  return typePriceText(price, seedSiteSettings, townOfCentre, formatMiles);
}

test.describe('centre pages', () => {
  const typesOffered = (page: Page) => page.getByTestId('types-offered').getByRole('listitem');

  // What a centre offers (the spec's rule): the types with space listed, then the one "also offered" line.
  const offered = (page: Page) => page.locator('section[aria-labelledby="workspace-here"] [data-type]');

  test('camberley offers exactly training centres, repair shops, meeting rooms, virtual offices and coworking', async ({
    page,
  }) => {
    await page.goto('/locations/camberley');
    await expect(offered(page)).toHaveCount(5);
    for (const type of [
      'training-centres',
      'repair-shops',
      'meeting-rooms',
      'virtual-offices',
      'coworking-spaces',
    ])
      await expect(offered(page).and(page.locator(`[data-type="${type}"]`))).toHaveCount(1);
    const meetingRooms = typesOffered(page).and(page.locator('[data-type="meeting-rooms"]'));
    await expect(meetingRooms).toContainText(priceAt('camberley', 'meeting-rooms'));
    const getInTouch = meetingRooms.getByRole('link', { name: /^Get in touch/ });
    await expect(getInTouch).toHaveAttribute('data-enquiry-centre', 'camberley');
    await expect(getInTouch).toHaveAttribute('data-enquiry-type', 'meeting-rooms');
    await expect(getInTouch).toHaveAttribute('href', '#contact');
  });

  test('shoreham-by-sea offers four types; a full centre lists what it has with prices, then one line for the rest', async ({
    page,
  }) => {
    await page.goto('/locations/shoreham-by-sea');
    await expect(offered(page)).toHaveCount(4);
    await expect(page.locator('[data-type="repair-shops"]')).toHaveCount(0);
    await page.goto('/locations/southampton');
    await expect(offered(page)).toHaveCount(15);
    const listedHere = new Set<string>(
      seedUnits
        .filter((unit) => unit.centre === 'southampton' && unit.status !== 'let')
        .map((unit) => unit.workspaceType),
    );
    listedHere.add('virtual-offices');
    await expect(typesOffered(page)).toHaveCount(listedHere.size);
    for (const type of listedHere)
      await expect(typesOffered(page).and(page.locator(`[data-type="${type}"]`))).toContainText(
        priceAt('southampton', type as WorkspaceTypeSlug),
      );
    // Virtual offices are never units: their price is the cheapest plan at the centre (plans are priced per centre).
    await expect(page.locator('[data-testid="types-offered"] [data-type="virtual-offices"]')).toContainText(
      /from £\d+ per month \+ VAT/,
    );
    // The types with nothing listed share one line and one button, not a tile each.
    await expect(page.getByTestId('ask-about').locator('[data-type]')).toHaveCount(15 - listedHere.size);
    await expect(page.getByRole('link', { name: 'Ask what is coming free in Southampton' })).toHaveCount(1);
  });

  test('shows the address, hours, nearby centres, breadcrumbs and LocalBusiness data', async ({ page }) => {
    await page.goto('/locations/southampton');
    await expect(page.getByTestId('centre-address')).toHaveText(
      'Northlight Southampton, 30 Quayside Terrace, Southampton, Hampshire, SO14 3NL',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Southampton');
    await expect(page.getByRole('heading', { name: 'Nearby centres' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Northlight Southampton',
      telephone: '+441632960119',
      geo: { latitude: 50.9049, longitude: -1.4043 },
      address: { postalCode: 'SO14 3NL', addressCountry: 'GB' },
    });
    expect(String(business?.url)).toMatch(/\/locations\/southampton$/);
  });

  test('Directions open the visitor’s map app, and nothing from a map service loads before the click', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost') thirdParty.push(request.url());
    });
    await page.goto('/locations/andover');
    const address = (await page.getByTestId('centre-address').textContent())!;
    const google = page.getByRole('link', { name: 'Google Maps: directions to Northlight Andover' });
    const apple = page.getByRole('link', { name: 'Apple Maps: directions to Northlight Andover' });
    await expect(google).toHaveText('Google Maps');
    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.origin + googleUrl.pathname).toBe('https://www.google.com/maps/dir/');
    expect(googleUrl.searchParams.get('api')).toBe('1');
    expect(googleUrl.searchParams.get('destination')).toBe(address);
    const appleUrl = new URL((await apple.getAttribute('href'))!);
    expect(appleUrl.origin).toBe('https://maps.apple.com');
    expect(appleUrl.searchParams.get('daddr')).toBe(address);
    for (const link of [google, apple]) {
      await expect(link).toHaveAttribute('rel', /noreferrer/);
      await expect(link).not.toHaveAttribute('target', /.+/);
    }
    await page.waitForLoadState('networkidle');
    expect(thirdParty.filter((url) => /google|apple/.test(url))).toEqual([]);
  });

  test('the map writes the centre’s name beside its pin, and lists every centre for those who cannot aim at a pin', async ({
    page,
  }) => {
    await page.goto('/locations/andover');
    const map = page.getByRole('group', { name: 'Map showing Northlight Andover and our other centres' });
    await expect(map.locator('text[data-label-side]')).toHaveText('Andover');
    const list = page.getByTestId('all-centres');
    await list.getByText(`All ${centreCount} centres as a list`).click();
    await expect(list.getByRole('link')).toHaveCount(centreCount);
    await expect(list.getByRole('link', { name: 'Andover' })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown centre is a real 404', async ({ request }) => {
    const response = await request.get('/locations/atlantis');
    expect(response.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the locations page still lists every centre and the map', async ({ page }) => {
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(centreCount);
    await expect(cards(page).first()).toHaveAttribute('data-centre', 'andover');
    await expect(
      page.getByRole('group', { name: `Map of the ${centreCount} Northlight centres` }).getByRole('link'),
    ).toHaveCount(centreCount);
    await expect(page.getByRole('link', { name: 'Northlight Weymouth', exact: true })).toHaveAttribute(
      'href',
      '/locations/weymouth',
    );
  });

  test('the filter form still submits, and the page says honestly that it lists every centre', async ({
    page,
  }) => {
    await page.goto('/locations');
    await page.getByLabel('Workspace type', { exact: true }).selectOption('workshops');
    await page.getByLabel('Size', { exact: true }).selectOption('1000-2500');
    await page.getByRole('checkbox', { name: 'Available now' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/locations\?q=&type=workshops&size=1000-2500&now=1$/);
    await expect(cards(page)).toHaveCount(centreCount);
    // The no-script note is what the page says to a browser without script.
    expect(await page.content()).toContain('Every centre is listed below.');
  });
});
