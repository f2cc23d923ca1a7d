import { expect, type Page } from '@playwright/test';

/**
 * Brings the contact section near, so the script form takes over from the server-rendered one, and
 * waits until it has (it turns the browser's own validation off). A journey about the script form
 * must not race the page's hydration: a submit sent before it is a plain post, which other tests
 * cover, and a mocked JSON answer to a plain post is a page with no form on it.
 */
export async function untilScriptForm(page: Page): Promise<void> {
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
}
