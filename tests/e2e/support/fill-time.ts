import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { formTokenMaxAgeSeconds } from '../../../src/lib/cookie-lifetimes';
import { formTokenCookieName } from '../../../src/domain/enquiry/enquiry-protocol';
import { minimumFillMs } from '../../../src/domain/enquiry/enquiry-schema';
import { formTokenIssuedAt } from './form-token';

/*
 * The server refuses an enquiry sent sooner than minimumFillMs after the form was shown. These
 * helpers meet that rule without guessed sleeps.
 */

/** The form token cookie, for the site the test runs against (its baseURL). */
async function giveFormToken(page: Page, issuedAt: number): Promise<void> {
  const origin = test.info().project.use.baseURL ?? 'http://127.0.0.1:3210';
  // Replaces the server's token rather than sitting beside it: two cookies of one name are both
  // sent, the longer path first, and a url-only cookie's path defaults to /api (the server's is
  // /api/enquiries), so the server's token would win.
  await page.context().clearCookies({ name: formTokenCookieName });
  await page.context().addCookies([
    {
      name: formTokenCookieName,
      value: formTokenIssuedAt(issuedAt),
      domain: new URL(origin).hostname,
      path: '/api/enquiries',
      httpOnly: true,
      sameSite: 'Strict',
      // As the server sets it, Max-Age from now (src/server/requests/form-token.ts): the cookie policy test reads its lifetime.
      expires: Math.floor(Date.now() / 1000) + formTokenMaxAgeSeconds,
    },
  ]);
}

/**
 * The server times the form from its signed token (issue 41: never from a time the browser
 * states). This gives the browser a token shown a minute ago, as a visitor who took their time
 * would have, so nothing waits; the browser's clock runs minimumFillMs behind as before (the
 * form's own stamp). Call before goto. One token, one enquiry: a test sending two needs another.
 */
export async function clockAsIfFilledAtHumanPace(page: Page): Promise<void> {
  await giveFormToken(page, Date.now() - 60_000);
  await page.clock.install({ time: Date.now() - minimumFillMs - 500 });
}

/** A form token shown this instant: a post in the next two seconds is too quick. Call just before sending. */
export async function formJustShown(page: Page): Promise<void> {
  await giveFormToken(page, Date.now());
}

/**
 * Without JavaScript the server stamped the form's token itself, so its clock decides: waits until
 * the token in the cookie jar is minimumFillMs old (read from the token, not guessed).
 */
export async function waitUntilFormTokenIsOldEnough(context: BrowserContext): Promise<void> {
  const token = (await context.cookies()).find((cookie) => cookie.name === formTokenCookieName)?.value;
  expect(token, 'the form token cookie').toBeTruthy();
  const issuedAt = parseInt(token!.split('.')[1]!, 36);
  expect(Number.isSafeInteger(issuedAt)).toBe(true);
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [50], timeout: minimumFillMs + 5_000 })
    .toBeGreaterThanOrEqual(minimumFillMs + 50);
}
