import { expect, type BrowserContext, type Page } from '@playwright/test';
import { formTokenCookieName } from '../../../src/domain/enquiry/enquiry-protocol';
import { minimumFillMs } from '../../../src/domain/enquiry/enquiry-schema';

/*
 * The server refuses an enquiry sent sooner than minimumFillMs after the form was shown. These
 * helpers meet that rule without guessed sleeps.
 */

/**
 * With JavaScript the form stamps the time it was shown from the browser's clock. This installs
 * Playwright's clock running minimumFillMs (plus a margin) behind the server's, so the stamp reads
 * as a visitor who took the minimum time to fill the form in, and nothing waits. Call before goto.
 */
export async function clockAsIfFilledAtHumanPace(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() - minimumFillMs - 500 });
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
