import { expect, test, type Cookie, type Page } from './support/test';
import { clockAsIfFilledAtHumanPace, waitUntilFormTokenIsOldEnough } from './support/fill-time';
import { chooseSlot, fillReserve, reserveRegion, weekdayAhead } from './support/booking';
import { hydrated } from './support/hydrated';

/*
 * The cookie policy against a real browser's cookie jar (issue 14): a visitor browses, accepts
 * cookies with the tags running (the local tag stub sets Google's and Microsoft's cookies as their
 * tags do), and sends an enquiry with JavaScript and without it. Every cookie the browser then
 * holds must be in the policy's table, as it is shown on /cookie-policy, with the lifetime the table
 * states; every cookie in the table must have been set by the journey.
 */

type PolicyRow = {
  readonly name: string;
  readonly lifetime: string;
  /** null: ends when the browser closes. */
  readonly seconds: number | null;
  /** "Up to ...": a third party's tag may choose less. */
  readonly upTo: boolean;
  /** The "When" column: essential cookies are set without asking. */
  readonly essential: boolean;
};

const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3_600, day: 86_400 };

/** "400 days", "Up to 400 days", "24 hours", "Until you close your browser" as seconds. */
function parseLifetime(text: string): Pick<PolicyRow, 'seconds' | 'upTo'> {
  if (/^until you close your browser$/i.test(text)) return { seconds: null, upTo: false };
  const match = /^(up to )?([\d,]+) (second|minute|hour|day)s?$/i.exec(text);
  if (!match) throw new Error(`cannot read the lifetime "${text}" in the cookie policy`);
  return {
    seconds: Number(match[2]!.replace(/,/g, '')) * unitSeconds[match[3]!.toLowerCase()]!,
    upTo: Boolean(match[1]),
  };
}

async function policyRows(page: Page): Promise<PolicyRow[]> {
  await page.goto('/cookie-policy');
  const cells = await page
    .getByRole('table', { name: /cookies set by/i })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
  const headings = await page
    .getByRole('table', { name: /cookies set by/i })
    .locator('thead th')
    .allTextContents();
  const nameAt = headings.findIndex((heading) => heading.trim() === 'Name');
  const lifetimeAt = headings.findIndex((heading) => heading.trim() === 'Lifetime');
  const whenAt = headings.findIndex((heading) => heading.trim() === 'When');
  expect(cells.length).toBeGreaterThan(0);
  return cells.map((row) => ({
    name: row[nameAt]!,
    lifetime: row[lifetimeAt]!,
    ...parseLifetime(row[lifetimeAt]!),
    essential: /essential/i.test(row[whenAt]!),
  }));
}

/** "_ga_<id>" in the policy stands for _ga_ followed by our property id. */
function policyNameMatches(policyName: string, cookieName: string): boolean {
  const pattern = policyName
    .split(/<id>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9]+');
  return new RegExp(`^${pattern}$`).test(cookieName);
}

const form = (page: Page) => page.locator('#contact form');

async function fillEnquiry(page: Page, who: { name: string; email: string; phone: string }) {
  await form(page).getByLabel('Your name', { exact: true }).fill(who.name);
  await form(page).getByLabel('Email', { exact: true }).fill(who.email);
  await form(page).getByLabel('Phone', { exact: true }).fill(who.phone);
}

test('the cookie policy names every cookie a browser holds after a full journey, with its lifetime', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const startedAt = Date.now() / 1000;

  // With JavaScript: browse, accept everything with the tags running, send an enquiry.
  const scripted = await browser.newContext();
  const page = await scripted.newPage();
  await clockAsIfFilledAtHumanPace(page);
  await page.goto('/locations?utm_source=google&utm_medium=cpc&gclid=abc123');
  await page.waitForLoadState('networkidle');
  const beforeConsent = await scripted.cookies();
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  // The stub's gtm.js and gtag/js have run (they write the tags' cookies as they load).
  await page.waitForFunction(() => {
    const loaded = window as unknown as { __gtmLoaded?: number; __gaLoaded?: number };
    return Boolean(loaded.__gtmLoaded && loaded.__gaLoaded);
  });
  await page.goto('/workspaces/workshops');
  await page.goto('/privacy');
  await fillEnquiry(page, { name: 'Cora Cookie', email: 'cora@example.com', phone: '01632 960985' });
  await form(page).getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(/^NL-/);
  const policy = await policyRows(page);

  // Without JavaScript: the plain form and its signed token.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  const tokenSet = plainPage.waitForResponse((response) => response.url().endsWith('/api/enquiries/token'));
  await plainPage.goto('/privacy');
  expect((await tokenSet).status()).toBe(200);
  await fillEnquiry(plainPage, { name: 'Pip Plain', email: 'pip@example.com', phone: '01632 960986' });
  await waitUntilFormTokenIsOldEnough(plain);
  const [posted] = await Promise.all([
    plainPage.waitForResponse((response) => response.url().endsWith('/api/enquiries')),
    form(plainPage).getByRole('button', { name: 'Send enquiry' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  // A booking refused for a bad detail keeps what was typed in the booking_draft cookie.
  await plainPage.goto(`/book/exeter?date=${weekdayAhead(1, 5)}&duration=hour&hours=1`);
  await chooseSlot(plainPage, 'EXE-MR01', 1);
  await fillReserve(plainPage, { name: 'Pip Plain', email: 'pip@example.com', phone: '12345' });
  await reserveRegion(plainPage).getByRole('button', { name: /^Book for £/ }).click();
  await expect(plainPage).toHaveURL(/\/book\/exeter\?.*problem=input/);

  const problems: string[] = [];
  // Before any choice, and in a browser that never answered the banner: essential cookies only.
  for (const cookie of [...beforeConsent, ...(await plain.cookies())]) {
    const row = policy.find((candidate) => policyNameMatches(candidate.name, cookie.name));
    if (row && !row.essential)
      problems.push(`${cookie.name} is set before consent, but the policy says only after you accept`);
  }
  const jar: Cookie[] = [...(await scripted.cookies()), ...(await plain.cookies())];
  const now = Date.now() / 1000;
  const journeySeconds = now - startedAt;
  for (const cookie of jar) {
    const row = policy.find((candidate) => policyNameMatches(candidate.name, cookie.name));
    if (!row) {
      problems.push(`${cookie.name} (${cookie.domain}${cookie.path}) is set but not in the cookie policy`);
      continue;
    }
    if (row.seconds === null) {
      if (cookie.expires !== -1)
        problems.push(
          `${cookie.name}: the policy says "${row.lifetime}", the browser keeps it for ${Math.round((cookie.expires - now) / 3600)} h`,
        );
      continue;
    }
    if (cookie.expires === -1) {
      problems.push(
        `${cookie.name}: the policy says "${row.lifetime}", the browser ends it with the session`,
      );
      continue;
    }
    const remaining = cookie.expires - now;
    const longest = row.seconds + 5;
    const shortest = row.upTo ? 1 : row.seconds - journeySeconds - 5;
    if (remaining > longest || remaining < shortest)
      problems.push(
        `${cookie.name}: the policy says "${row.lifetime}", the browser keeps it ${Math.round(remaining)} s`,
      );
  }
  for (const row of policy) {
    if (!jar.some((cookie) => policyNameMatches(row.name, cookie.name)))
      problems.push(`${row.name} is in the cookie policy but the journey never set it`);
  }
  expect(problems).toEqual([]);
  await scripted.close();
  await plain.close();
});
