import { expect, test, type Page } from './support/test';
import { weakFocusRings } from './support/focus-rings';
import { hydrated } from './support/hydrated';

/*
 * WCAG 2.2 as a keyboard and phone user meets it: the cookie banner comes right after the skip
 * link and never hides the focused element (2.4.11), GET IN TOUCH moves the focus to the form,
 * the mobile menu keeps the focus while open (over an overlay) and lets go on Escape, form
 * controls' boundaries have 3:1 contrast (1.4.11), as has the focus ring of the phone's contact bar
 * (every other stop's: a11y.spec.ts), and map pins are 24 px targets (2.5.8).
 */

// Focus scrolls the page at once (smooth scrolling would still be on its way when the stop is read).
test.use({ reducedMotion: 'reduce' });

/** Tabs through the page; for every stop, whether something else is drawn over its centre. */
async function walk(page: Page, stops: number) {
  const seen: { name: string; covered: boolean }[] = [];
  for (let index = 0; index < stops; index++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return undefined;
      const box = active.getBoundingClientRect();
      const name = `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
      if (box.width === 0 || box.height === 0) return { name, covered: false };
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const covered = !top || !(active === top || active.contains(top) || top.contains(active));
      return { name, covered };
    });
    if (!stop) break;
    seen.push(stop);
  }
  return seen;
}

const pages = ['/', '/locations/andover', '/workspaces/workshops', '/book/exeter'];
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

for (const viewport of viewports) {
  test.describe(`keyboard at ${viewport.width} px with the cookie banner open`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const path of pages) {
      test(`${path}: the banner follows the skip link, and no stop is hidden`, async ({ page }) => {
        await page.goto(path);
        const banner = page.getByTestId('cookie-banner');
        await expect(banner).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        await page.keyboard.press('Tab');
        expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        const stops = await walk(page, 80);
        expect(stops.length).toBeGreaterThan(20);
        expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
      });
    }
  });
}

test.describe('on a phone once cookies are decided', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('the call / enquire bar hides no stop from top to bottom of a centre page', async ({ page }) => {
    await page.goto('/locations/andover');
    await hydrated(page);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    const stops = await walk(page, 120);
    expect(stops.length).toBeGreaterThan(40);
    expect(stops.filter((stop) => stop.covered).map((stop) => stop.name)).toEqual([]);
    // The bar's own stops ring at 3:1 on its navy (the a11y sweep, with the banner open, never shows it).
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight / 3, behavior: 'instant' }),
    );
    await expect(page.getByTestId('sticky-contact-bar')).toBeVisible();
    const bar = await weakFocusRings(page, '[data-testid="sticky-contact-bar"]');
    expect(bar.checked).toBe(2);
    expect(bar.weak).toEqual([]);
  });

  test('the menu opens over an overlay, keeps the focus, and closes on Escape', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByRole('button', { name: 'Reject all' }).click();
    const toggle = page.getByRole('button', { name: 'Menu' }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('menu-overlay')).toBeVisible();
    const links = page.locator('nav[aria-label="Main"]:visible a');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    // Round the loop and past it: the focus never leaves the button and the menu's links.
    for (let index = 0; index < count + 2; index++) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest('nav[aria-label="Main"]')) ||
          document.activeElement?.getAttribute('aria-expanded') === 'true',
      );
      expect(inMenu).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByTestId('menu-overlay')).toHaveCount(0);
  });

  test('at 200 % zoom the banner takes under a third of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 683, height: 450 });
    await page.goto('/');
    const height = await page.getByTestId('cookie-banner').evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(450 / 3);
  });
});

test('Enter on GET IN TOUCH puts the focus on the contact form', async ({ page }) => {
  await page.goto('/about-us');
  await hydrated(page);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contact')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#contact')))).toBe(true);
});

/** Each control's border against the background behind it, as WCAG computes contrast. */
async function weakBoundaries(page: Page, selector: string) {
  return page.evaluate((scope) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    const background = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
        if (a > 0.5) return [r!, g!, b!];
      }
      return [255, 255, 255];
    };
    const controls = document.querySelectorAll<HTMLElement>(
      `${scope} input:not([type=hidden]):not([type=radio]):not([type=checkbox]), ${scope} select, ${scope} textarea, ${scope} label:has(> input[type=radio])`,
    );
    const weak: string[] = [];
    for (const control of controls) {
      if (control.offsetParent === null) continue;
      const style = getComputedStyle(control);
      if (parseFloat(style.borderTopWidth) === 0) continue;
      const [l1, l2] = [luminance(rgb(style.borderTopColor)), luminance(background(control.parentElement))];
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < 3) weak.push(`${control.tagName} ${control.getAttribute('name') ?? ''} ${ratio.toFixed(2)}`);
    }
    return { weak, checked: controls.length };
  }, selector);
}

test('form controls have 3:1 boundaries: the enquiry form and the booking form', async ({ page }) => {
  await page.goto('/about-us');
  const enquiry = await weakBoundaries(page, '#contact');
  expect(enquiry.checked).toBeGreaterThan(5);
  expect(enquiry.weak).toEqual([]);
  await page.goto('/book/exeter');
  const booking = await weakBoundaries(page, 'main');
  expect(booking.checked).toBeGreaterThan(2);
  expect(booking.weak).toEqual([]);
});

test('map pins are 24 px targets on a 320 px phone: hit areas 24 px apart, the map scrolling in its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/locations/andover');
  const pins = await page.locator('svg a[data-pin]').evaluateAll((links) =>
    links.map((link) => {
      const circle = link.querySelector('circle')!.getBoundingClientRect();
      return { x: circle.left + circle.width / 2, y: circle.top + circle.height / 2 };
    }),
  );
  expect(pins.length).toBeGreaterThan(20);
  let nearest = Number.POSITIVE_INFINITY;
  pins.forEach((a, i) =>
    pins.slice(i + 1).forEach((b) => (nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y)))),
  );
  expect(nearest).toBeGreaterThanOrEqual(24);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
