import { expect, test, type Page } from './support/test';
import { site } from '../../src/domain/site';
import { formTokenCookieName } from '../../src/domain/enquiry/enquiry-protocol';
import { clockAsIfFilledAtHumanPace, formJustShown, waitUntilFormTokenIsOldEnough } from './support/fill-time';
import { untilScriptForm } from './support/script-form';

/*
 * The enquiry journeys: keyboard only on a phone-sized screen, JavaScript off, a bad phone number,
 * the server's 422 answer and a lost connection. Runs against `next start` on PGlite
 * (PGLITE_DATA_DIR=.data/e2e, set by playwright.config.ts).
 */

const referencePattern = /^NL-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

const form = (page: Page) => page.locator('#contact form');

test.describe('enquiry form', () => {
  test('a visitor on a phone sends an enquiry with the keyboard alone', async ({ page, context, baseURL }) => {
    // A visitor who allowed analytics earlier: the lead event is pushed (never without consent).
    await context.addCookies([{ name: 'cookie_consent', value: 'true', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 390, height: 844 });
    // A person takes a few seconds; quicker posts are refused as automated (support/fill-time.ts).
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    // Keys sent while the plain form is being replaced by the script form would land in the old one.
    await untilScriptForm(page);
    await page.locator('body').press('Tab');
    await tabTo(page, '#contact input[name="intent"]');
    // Arrow keys move through the radio group: quote -> viewing.
    await page.keyboard.press('ArrowRight');
    await expect(form(page).getByLabel('A viewing', { exact: true })).toBeChecked();
    await tabTo(page, '#contact input[name="preferredDays"]');
    await page.keyboard.press('Space');
    await tabTo(page, '#contact input[name="name"]');
    await page.keyboard.type('Jo Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jo@example.co.uk');
    await tabTo(page, '#contact input[name="phone"]');
    await page.keyboard.type('07700 900123');
    await tabTo(page, '#contact select[name="centre"]');
    // Arrow keys, not type-ahead: a select forgets typed letters after a pause, which a loaded
    // machine can take between two keystrokes ("E" alone picks Evesham).
    const centreSelect = form(page).locator('select[name="centre"]');
    const steps = await centreSelect.evaluate((select: HTMLSelectElement) => {
      const values = Array.from(select.options, (option) => option.value);
      return values.indexOf('exeter') - select.selectedIndex;
    });
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
    await expect(centreSelect).toHaveValue('exeter');
    await tabTo(page, '#contact button[type="submit"]');
    await page.keyboard.press('Enter');

    const reference = page.getByTestId('enquiry-reference');
    await expect(reference).toHaveText(referencePattern);
    await expect(page.getByRole('status').getByText(site.replyTime)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you. We have your enquiry.' })).toBeFocused();
    // The lead event tells marketing what and where, never who.
    const leads = await page.evaluate(() =>
      ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry && entry.event === 'generate_lead',
      ),
    );
    expect(leads).toEqual([
      { event: 'generate_lead', lead_type: 'enquiry', lead_source: 'website', workspace_type: 'not specified', centre: 'exeter' },
    ]);
    expect(JSON.stringify(leads)).not.toMatch(/Jo Keyboard|example\.co\.uk|07700/);
  });

  test('a form sent as soon as it is shown is refused as too quick: the fill time is real', async ({
    page,
  }) => {
    // The opposite of clockAsIfFilledAtHumanPace: the browser's clock runs a minute ahead of the
    // server's, so the form's stamp reads as "just shown" however long this machine takes.
    await page.clock.install({ time: Date.now() + 60_000 });
    await page.goto('/privacy');
    await form(page).getByLabel('Your name', { exact: true }).fill('Quinn Quick');
    await form(page).getByLabel('Email', { exact: true }).fill('quinn@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('07700 900124');
    // The server's own time decides (issue 41): the form's token was shown this instant.
    await formJustShown(page);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form(page).getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(form(page).getByRole('alert')).toContainText('That was very quick');
  });

  test('with JavaScript off the form posts and the confirmation shows the reference', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // The form's image sets the signed token, stamped with the time the form was shown.
    const tokenSet = page.waitForResponse((r) => r.url().endsWith('/api/enquiries/token'));
    await page.goto('/privacy');
    expect((await tokenSet).status()).toBe(200);
    expect((await context.cookies()).find((cookie) => cookie.name === 'enquiry_form')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/enquiries',
    });
    await form(page).getByLabel('Your name', { exact: true }).fill('Nora Script');
    await form(page).getByLabel('Email', { exact: true }).fill('nora@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('01632 960983');
    await form(page).getByLabel('Workspace type').selectOption('meeting-rooms');
    await form(page).getByLabel('Date', { exact: true }).fill('2030-05-06');
    await form(page).getByLabel('Start time', { exact: true }).fill('10:00');
    await form(page).getByLabel('How long', { exact: true }).selectOption('half-day');
    await form(page).getByLabel('Number of people', { exact: true }).fill('6');
    // The server refuses a form sent sooner after it was shown than a person can fill it in.
    await waitUntilFormTokenIsOldEnough(context);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form(page).getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/enquiry\/received\?ref=NL-/);
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    await expect(page.locator('h1')).toHaveCount(1);
    await context.close();
  });

  test('with JavaScript off, a post without the form token is refused and what was typed survives', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // As if the image never loaded (images blocked, or a page kept open past the token's day).
    await page.route('**/api/enquiries/token', (route) => route.abort());
    await page.goto('/privacy');
    await form(page).getByLabel('Your name', { exact: true }).fill('Tom Token');
    await form(page).getByLabel('Email', { exact: true }).fill('tom@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('01632 960984');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form(page).getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(refused.status()).toBe(403);
    await expect(page.locator('h1')).toHaveText('We could not send your enquiry');
    // The refusal gave a fresh token: going back and sending again (at a human pace) works.
    await page.goBack();
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Tom Token');
    await waitUntilFormTokenIsOldEnough(context);
    const [accepted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/enquiries')),
      form(page).getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(accepted.status()).toBe(303);
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    await context.close();
  });

  test('a bad phone number gets a clear message and focus', async ({ page }) => {
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    await untilScriptForm(page);
    await form(page).getByLabel('Your name', { exact: true }).fill('Pat Short');
    await form(page).getByLabel('Email', { exact: true }).fill('pat@example.com');
    const phone = form(page).getByLabel('Phone', { exact: true });
    await phone.click();
    await phone.pressSequentially('020 794');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const message = form(page).locator('p[id$="-phone-error"]');
    await expect(message).toContainText('This number is too short. Check you have typed all of it.');
    await expect(message).toBeVisible();
    // GOV.UK: the error summary takes focus; its link leads to the field.
    const summary = form(page).getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'This number is too short' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const errorId = await message.getAttribute('id');
    expect(describedBy.split(' ')).toContain(errorId);
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Pat Short');
  });

  test("the phone widget's hint and the server's answer are the same for the same number", async ({
    page,
  }) => {
    await page.goto('/privacy');
    await untilScriptForm(page);
    const phone = form(page).getByLabel('Phone', { exact: true });
    // Focus loads the widget; it replaces the plain input once the field is left.
    await phone.focus();
    await form(page).getByLabel('Your name', { exact: true }).click();
    await expect(form(page).getByLabel('Country for the phone number')).toBeVisible();
    await form(page).getByLabel('Your name', { exact: true }).fill('Pat Local');
    await form(page).getByLabel('Email', { exact: true }).fill('pat@example.com');
    // Google's libphonenumber calls 0123 in GB "local only"; libphonenumber-js calls it too short.
    await phone.click();
    await phone.pressSequentially('0123');
    await page.keyboard.press('Tab');
    const message = form(page).locator('p[id$="-phone-error"]');
    const hint = 'This number is too short. Check you have typed all of it.';
    await expect(message).toContainText(hint);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/enquiries'));
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const refused = (await response.json()) as { errors?: Record<string, string> };
    expect(refused.errors?.phone, JSON.stringify(refused.errors)).toBe(hint);
    await expect(message).toContainText(hint);
  });

  test('the server 422 answer is shown beside the fields and nothing typed is lost', async ({ page }) => {
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: { email: 'We cannot send mail to this address. Check it for typing errors.' },
        }),
      }),
    );
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    await untilScriptForm(page);
    await form(page).getByLabel('Your name', { exact: true }).fill('Sam Server');
    await form(page).getByLabel('Email', { exact: true }).fill('sam@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('07700 900456');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).locator('p[id$="-email-error"]')).toContainText(
      'We cannot send mail to this address.',
    );
    await expect(form(page).getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await form(page).getByRole('link', { name: 'We cannot send mail to this address.' }).click();
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused();
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue('sam@example.com');
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Sam Server');
  });

  test('a lost connection keeps the values and a retry sends once', async ({ page }) => {
    let calls = 0;
    const keys = new Set<string>();
    await page.route('**/api/enquiries', async (route) => {
      calls += 1;
      keys.add(route.request().headers()['idempotency-key'] ?? '');
      if (calls === 1) return route.abort('internetdisconnected');
      return route.continue();
    });
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    await untilScriptForm(page);
    await form(page).getByLabel('A question answered', { exact: true }).check();
    await form(page).getByLabel('Your name', { exact: true }).fill('Ravi Retry');
    await form(page).getByLabel('Email', { exact: true }).fill('ravi@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('07700 900789');
    await form(page).getByLabel('Message').fill('Do you have parking for vans?');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).getByRole('alert')).toContainText('could not reach our server');
    await expect(form(page).getByLabel('Message')).toHaveValue('Do you have parking for vans?');
    await form(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    expect(keys.size).toBe(1);
  });

  // FIXME (issue 41, single-use form tokens): the edit brings the token its lost first send used up;
  // the refusal's fresh token and the script form's one retry do not yet get it through. Red in the
  // session-18 suite after the merge, not mended in time; the closing note says so.
  test('an edit after a send whose answer was lost goes as a new enquiry, not the old one', async ({
    page,
  }) => {
    const keys: string[] = [];
    let firstReference = '';
    await page.route('**/api/enquiries', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The first send reaches the server and is stored, but its answer never comes back: nor does
      // the next form token it sets, which route.fetch() would otherwise put in the browser's jar.
      const tokenBefore = (await page.context().cookies()).filter((cookie) => cookie.name === formTokenCookieName);
      const stored = await route.fetch();
      firstReference = ((await stored.json()) as { reference: string }).reference;
      await page.context().clearCookies({ name: formTokenCookieName });
      await page.context().addCookies(tokenBefore);
      return route.abort('internetdisconnected');
    });
    await clockAsIfFilledAtHumanPace(page);
    await page.goto('/privacy');
    await untilScriptForm(page);
    await form(page).getByLabel('A question answered', { exact: true }).check();
    await form(page).getByLabel('Your name', { exact: true }).fill('Edie Edit');
    await form(page).getByLabel('Email', { exact: true }).fill('edie@example.com');
    await form(page).getByLabel('Phone', { exact: true }).fill('07700 900790');
    await form(page).getByLabel('Message').fill('Do you have parking for vans?');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form(page).getByRole('alert')).toContainText('could not reach our server');
    expect(firstReference).toMatch(referencePattern);
    await form(page).getByLabel('Message').fill('Do you have parking for two vans and a trailer?');
    await form(page).getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    // The edit was stored as its own enquiry under a new key, not answered with the old reference.
    // (Its first post brought the used-up token: refused with a fresh one, it went again, same key.)
    await expect(page.getByTestId('enquiry-reference')).not.toHaveText(firstReference);
    expect(new Set(keys).size).toBe(2);
    expect(keys.slice(1).every((key) => key !== keys[0])).toBe(true);
  });

  test('a reload keeps what was typed', async ({ page }) => {
    await page.goto('/privacy');
    await form(page).getByLabel('Your name', { exact: true }).fill('Dee Draft');
    await form(page).getByLabel('Company').fill('Draft & Co');
    await page.reload();
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Dee Draft');
    await expect(form(page).getByLabel('Company')).toHaveValue('Draft & Co');
  });

  test.describe('before the form script has loaded', () => {
    /**
     * Lets the page load, then holds back every script chunk requested after that (the form's
     * script) until `release` is called, as a slow connection would.
     */
    async function gotoHoldingLateChunks(page: Page, path: string) {
      let holding = false;
      const held: (() => Promise<void>)[] = [];
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        if (holding) held.push(() => route.continue());
        else await route.continue();
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      holding = true;
      return {
        release: async () => {
          holding = false;
          await Promise.all(held.splice(0).map((send) => send()));
        },
        heldCount: () => held.length,
        /** Lets later requests through, leaving the held ones unanswered. */
        stopHolding: () => {
          holding = false;
        },
      };
    }

    const enhanced = (page: Page) =>
      form(page).evaluate((element) => (element as HTMLFormElement).noValidate);

    test('the page loads without the form script, which arrives as the form comes near', async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.effectiveDirective} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await page.goto('/privacy');
      await page.waitForLoadState('networkidle');
      expect(await enhanced(page)).toBe(false);
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect.poll(() => enhanced(page)).toBe(true);
      // The form's schemas run in the browser without tripping the CSP (no eval: zod is jitless).
      await form(page).getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form(page).locator('p[id$="-name-error"]')).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });

    test('what was typed and the focused field carry over to the script form', async ({ page }) => {
      const chunks = await gotoHoldingLateChunks(page, '/privacy');
      await form(page).getByLabel('A viewing', { exact: true }).check();
      await form(page).getByLabel('Tue', { exact: true }).check();
      await form(page).getByLabel('Your name', { exact: true }).fill('Lena Early');
      const company = form(page).getByLabel('Company');
      await company.click();
      await page.keyboard.type('Early Bird');
      await expect.poll(chunks.heldCount).toBeGreaterThan(0);
      expect(await enhanced(page)).toBe(false);
      await chunks.release();
      await expect.poll(() => enhanced(page)).toBe(true);
      await expect(company).toBeFocused();
      // Typing goes on where it left off.
      await page.keyboard.type(' Ltd');
      await expect(company).toHaveValue('Early Bird Ltd');
      await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Lena Early');
      await expect(form(page).getByLabel('A viewing', { exact: true })).toBeChecked();
      await expect(form(page).getByLabel('Tue', { exact: true })).toBeChecked();
    });

    test('a reload before the script arrived keeps what was typed', async ({ page }) => {
      const chunks = await gotoHoldingLateChunks(page, '/privacy');
      await form(page).getByLabel('Your name', { exact: true }).fill('Rae Reload');
      await form(page).getByLabel('Company').fill('Slow Line Ltd');
      expect(await enhanced(page)).toBe(false);
      chunks.stopHolding();
      await page.reload();
      await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue('Rae Reload');
      await expect(form(page).getByLabel('Company')).toHaveValue('Slow Line Ltd');
    });

    test('a submit made before the script arrived is sent once it has', async ({ page }) => {
      let posts = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/enquiries') && request.method() === 'POST') posts += 1;
      });
      await clockAsIfFilledAtHumanPace(page);
      const chunks = await gotoHoldingLateChunks(page, '/privacy');
      await form(page).getByLabel('Your name', { exact: true }).fill('Omar Early');
      await form(page).getByLabel('Email', { exact: true }).fill('omar@example.com');
      await form(page).getByLabel('Phone', { exact: true }).fill('01632 960111');
      await form(page).getByRole('button', { name: 'Send enquiry' }).click();
      expect(await enhanced(page)).toBe(false);
      await chunks.release();
      await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
      // Sent by the script form (no page change), exactly once.
      await expect(page).toHaveURL(/\/privacy$/);
      expect(posts).toBe(1);
    });
  });
});
