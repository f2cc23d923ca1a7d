import { expect, test, type Page } from './support/test';
import { consentCookieName } from '../../src/features/consent/consent';
import { untilScriptForm } from './support/script-form';
import { clockAsIfFilledAtHumanPace, waitUntilFormTokenIsOldEnough } from './support/fill-time';
import { hydrated } from './support/hydrated';

/*
 * Phones first (issue 13, items 6 to 8): tap targets, the cookie banner's height, the sticky call /
 * enquire bar, the menu, the test-site ribbon, the tablet layout, the enquiry form's GOV.UK error
 * summary (script on and off), the live phone check, the quote fields, the centre preselected on a
 * centre page, and the dog-grooming redirect.
 */

const phone = { width: 390, height: 844 };
const form = (page: Page) => page.locator('#contact form');

/** A consent decision already made (all refused), so the banner is not shown. */
async function decideCookies(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: consentCookieName, value: 'false', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' },
    ]);
}

type Target = { what: string; width: number; height: number };

/**
 * Every visible link, button, input, select, textarea and summary, measured by its bounding box.
 * A checkbox or radio inside a label is measured by its label: the whole label is the target.
 * Exempt, as WCAG 2.2 SC 2.5.8 allows: a link inline in running text (display inline, in a block
 * with text besides the link: "the target is in a sentence or its size is otherwise constrained by
 * the line-height of non-target text"). Visually hidden elements (1 px, sr-only) and the form's
 * honeypot (aria-hidden, never for people) are not targets. Map pins are measured on their own (below):
 * close pins are smaller than 24 px by necessity and rely on SC 2.5.8's "equivalent" exception, a
 * list of the same centres with full-size links on the same page.
 */
async function smallTargets(page: Page, minimum: number): Promise<Target[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
    const found: { what: string; width: number; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"]')) continue;
      if (element.matches('a[data-pin]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label = element.closest('label');
        if (label) box = label.getBoundingClientRect();
      }
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement;
        const ownText = (element.textContent ?? '').trim();
        if (block && (block.textContent ?? '').trim().length > ownText.length) continue;
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          element.getAttribute('name');
        found.push({
          what: `${element.tagName.toLowerCase()} "${name || element.id || element.getAttribute('name')}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return found;
  }, minimum);
}

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  for (const path of ['/', '/workspaces/office-spaces', '/locations/andover']) {
    test(`no tap target under 24 px on ${path}`, async ({ page }) => {
      await page.goto(path);
      // The banner's buttons count too.
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      expect(await smallTargets(page, 24)).toEqual([]);
      // The script form (and the phone widget) as they are once the form comes near.
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect.poll(() => form(page).evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
      await expect(form(page).getByLabel('Country for the phone number')).toBeVisible();
      await hydrated(page);
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Settings' }).click();
      expect(await smallTargets(page, 24)).toEqual([]);
    });
  }

  test('primary actions are at least 44 px: footer links, breadcrumbs, consent checkboxes, menu', async ({
    page,
  }) => {
    await page.goto('/locations/andover');
    const tooSmall = async (locator: ReturnType<Page['locator']>) => {
      const small: string[] = [];
      for (const element of await locator.all()) {
        const box = await element.boundingBox();
        if (box && box.height < 44) small.push(`${await element.textContent()} ${Math.round(box.height)}`);
      }
      return small;
    };
    await expect(page.locator('footer nav a')).not.toHaveCount(0);
    // The footer's link groups fold on a phone: their summaries are targets, and so are the links
    // once a group is open.
    expect(await tooSmall(page.locator('footer summary'))).toEqual([]);
    for (const group of await page.locator('footer nav details').all())
      await group.evaluate((details) => ((details as HTMLDetailsElement).open = true));
    expect(await tooSmall(page.locator('footer nav a, footer summary'))).toEqual([]);
    expect(await tooSmall(page.locator('nav[aria-label="Breadcrumb"] a'))).toEqual([]);
    await hydrated(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Settings' }).click();
    expect(await tooSmall(page.getByTestId('cookie-banner').locator('label'))).toEqual([]);
    expect(await tooSmall(page.getByTestId('cookie-banner').getByRole('button'))).toEqual([]);
  });

  test('map pins: hit areas up to 44 px that never overlap, and a full-size list for the pins that are close', async ({
    page,
  }) => {
    await decideCookies(page);
    await page.goto('/locations/andover');
    const map = page.getByRole('group', { name: /^Map showing Northlight Andover/ });
    await map.scrollIntoViewIfNeeded();
    const pins = await map.locator('a[data-pin]').evaluateAll((links) =>
      links.map((link) => {
        const dot = link.querySelector('circle:last-of-type')!.getBoundingClientRect();
        const hit = link.querySelector('[data-hit]')!.getBoundingClientRect();
        const x = dot.left + dot.width / 2;
        const y = dot.top + dot.height / 2;
        // A tap on the pin itself reaches that pin, not a neighbour drawn over it.
        const tapped = document.elementFromPoint(x, y)?.closest('a')?.getAttribute('data-pin');
        return { slug: link.getAttribute('data-pin')!, x, y, width: hit.width, height: hit.height, tapped };
      }),
    );
    expect(pins).toHaveLength(29);
    for (const pin of pins) expect(pin.tapped, pin.slug).toBe(pin.slug);
    const full = pins.filter((pin) => pin.width >= 44 && pin.height >= 44);
    const close = pins.filter((pin) => !full.includes(pin));
    // A pin with no neighbour within 44 px gets the whole 44 px circle; never larger than that.
    const nearest = (pin: (typeof pins)[number]) =>
      Math.min(
        ...pins.filter((other) => other !== pin).map((other) => Math.hypot(other.x - pin.x, other.y - pin.y)),
      );
    const roomy = pins.filter((pin) => nearest(pin) >= 44.5);
    expect(roomy.map((pin) => pin.slug)).toEqual(expect.arrayContaining(['chester', 'exeter', 'ipswich']));
    expect(full.map((pin) => pin.slug)).toEqual(expect.arrayContaining(roomy.map((pin) => pin.slug)));
    for (const pin of pins) expect(Math.max(pin.width, pin.height)).toBeLessThan(46);
    // Every close pin's centre is also a full-size link in the list under the map.
    const list = page.getByTestId('all-centres');
    await list.locator('summary').click();
    for (const pin of close) {
      const link = list.locator(`a[href="/locations/${pin.slug}"]`);
      const box = await link.boundingBox();
      expect(box!.height, pin.slug).toBeGreaterThanOrEqual(44);
      expect(box!.width, pin.slug).toBeGreaterThanOrEqual(44);
    }
  });

  test('the cookie banner takes at most a fifth of a 390 x 844 screen', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(844 / 5);
    // Its three buttons are all on screen.
    for (const button of await banner.getByRole('button').all()) await expect(button).toBeInViewport();
  });

  test('Offices and Meeting rooms are in the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Offices', exact: true })).toHaveAttribute(
      'href',
      '/workspaces/office-spaces',
    );
    await expect(menu.getByRole('link', { name: 'Meeting rooms', exact: true })).toHaveAttribute(
      'href',
      '/workspaces/meeting-rooms',
    );
  });

  test('the call / enquire bar appears once the hero has gone, never over the banner or the form', async ({
    page,
  }) => {
    await page.goto('/workspaces/office-spaces');
    const bar = page.getByTestId('sticky-contact-bar');
    await page.mouse.wheel(0, 1500);
    // While the cookie banner is open the bar stays away from its buttons.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(bar).toBeHidden();
    await hydrated(page);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await page.evaluate(() => {
      const hero = document.querySelector('[data-hero]')!;
      window.scrollTo(0, hero.getBoundingClientRect().bottom + window.scrollY + 50);
    });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+44/);
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '#contact');
    // At the form, the bar has gone: the submit button is never under it.
    await form(page).getByRole('button', { name: 'Send enquiry' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    // Fixed and moved by transform: it shifts nothing. Counted as CLS counts: a shift right after
    // the visitor's own input (the banner closing on Reject all) is not one; each is named if seen.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          new PerformanceObserver((list) => {
            type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
            for (const entry of list.getEntries() as unknown as Shift[]) {
              if (entry.hadRecentInput) continue;
              const nodes = entry.sources.map((source) =>
                source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : 'text',
              );
              seen.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(seen), 300);
        }),
    );
    expect(shifts).toEqual([]);
  });

  test('a visitor not yet decided on cookies sees no bar at all at the top of the page', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await expect(page.getByTestId('sticky-contact-bar')).toBeHidden();
  });
});

test('the test-site ribbon is never over the logo', async ({ page }) => {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const ribbon = page.getByTestId('environment-ribbon');
    await expect(ribbon).toBeVisible();
    const a = (await ribbon.boundingBox())!;
    const b = (await page.getByRole('link', { name: 'Northlight home' }).boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `at ${width} px`).toBe(false);
  }
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the hero image is centred and case-study cards sit two to a row', async ({ page }) => {
    await page.goto('/');
    const illustration = page.locator('[data-hero] img').first();
    const box = (await illustration.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 768 / 2)).toBeLessThanOrEqual(2);
    const cards = page.getByTestId('case-study-teaser');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(first.width).toBeGreaterThan(768 / 2 - 80);
  });
});

test('/workspaces/dog-grooming redirects permanently (308) to /workspaces/dog-groomings', async ({
  request,
}) => {
  const response = await request.get('/workspaces/dog-grooming', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/workspaces/dog-groomings');
  expect((await request.get('/workspaces/dog-grooming')).url()).toMatch(/\/workspaces\/dog-groomings$/);
});

test.describe('enquiry form, GOV.UK style', () => {
  test('with script, a submit with errors focuses a summary that links to every field', async ({ page }) => {
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    await untilScriptForm(page);
    await form(page).getByLabel('Size in square feet').fill('lots');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const summary = form(page).getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'Enter your name.',
      'Enter your email address.',
      'Enter a phone number so an advisor can call you.',
      'Enter the size in square feet as a number, such as 500.',
    ]);
    await expect(links.nth(1)).toHaveAttribute('href', '#enquiry-email');
    await links.nth(1).click();
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused();
    await links.nth(3).click();
    await expect(form(page).getByLabel('Size in square feet')).toBeFocused();
    // Each field names its error too.
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveAttribute(
      'aria-describedby',
      /enquiry-name-error/,
    );
  });

  test('without script, the error page leads with the same summary, focused, linking to the fields', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/locations/andover');
    await form(page).getByLabel('Your name', { exact: true }).fill('Nina Noscript');
    await form(page).getByLabel('Email', { exact: true }).fill('nina@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('020 794');
    await form(page).getByLabel('Size in square feet').fill('5');
    await waitUntilFormTokenIsOldEnough(context);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form(page).getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'This number is too short. Check you have typed all of it.',
      'Enter a size of at least 10 sq ft.',
    ]);
    await expect(links.nth(0)).toHaveAttribute('href', '/locations/andover#enquiry-phone');
    await expect(links.nth(1)).toHaveAttribute('href', '/locations/andover#enquiry-quoteSizeSqFt');
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/locations\/andover#enquiry-quoteSizeSqFt$/);
    await expect(form(page).getByLabel('Size in square feet')).toBeInViewport();
    await context.close();
  });

  test('the phone is checked as it is typed, the message tied to the field', async ({ page }) => {
    await page.goto('/privacy');
    // As a visitor meets it: the script form has arrived as the form came near.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => form(page).evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    const phoneInput = form(page).getByLabel('Phone', { exact: true });
    await phoneInput.click();
    await phoneInput.pressSequentially('020 794');
    // No blur: the message comes once typing pauses.
    await expect(phoneInput).toBeFocused();
    const message = form(page).locator('#enquiry-phone-error');
    await expect(message).toContainText('This number is too short');
    await expect(phoneInput).toHaveAttribute('aria-describedby', /enquiry-phone-error/);
    await phoneInput.pressSequentially('6 0958');
    await expect(message).toHaveCount(0);
    await expect(phoneInput).toBeFocused();
  });

  test('size and start date are asked for a quote only, and reach the server', async ({ page }) => {
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    const size = form(page).getByLabel('Size in square feet');
    await expect(size).toBeVisible();
    await form(page).getByLabel('A question answered', { exact: true }).check();
    await expect(size).toBeHidden();
    await form(page).getByLabel('A quote', { exact: true }).check();
    await form(page).getByLabel('Your name', { exact: true }).fill('Quinn Quote');
    await form(page).getByLabel('Email', { exact: true }).fill('quinn@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('07700 900321');
    await size.fill('1,500');
    await form(page).getByLabel('Start date').fill('2020-01-01');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).getByRole('alert')).toContainText('Choose a start date today or later.');
    const nextYear = `${new Date().getFullYear() + 1}-03-01`;
    await form(page).getByLabel('Start date').fill(nextYear);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/enquiries') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body.quoteSizeSqFt).toBe(1500);
    expect(body.quoteStartDate).toBe(nextYear);
    await expect(page.getByTestId('enquiry-reference')).toBeVisible();
  });

  test('a centre page has its centre chosen, with script off and on', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/locations/andover');
    await expect(form(plain).getByLabel('Preferred centre')).toHaveValue('andover');
    await plain.goto('/locations');
    await expect(form(plain).getByLabel('Preferred centre')).toHaveValue('');
    await noScript.close();

    await page.goto('/locations/andover');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => form(page).evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    await expect(form(page).getByLabel('Preferred centre')).toHaveValue('andover');
    // An untouched preselection is not a draft: other pages do not load the form script at once.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /draft/i.test(key))),
    ).toEqual([]);
  });
});
