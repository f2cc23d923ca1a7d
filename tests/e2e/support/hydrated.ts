import type { Page } from '@playwright/test';

/**
 * Until the page has hydrated: the analytics tracker's page-change record is pushed in React's
 * first pass, on every public page. A page's scripts run after its first paint
 * (docs/decisions/0060-paint-first.md), which on a local server can be after the load event that
 * `goto` waits for: a press on a control that only script drives (the cookie banner's buttons)
 * must wait for this, as a visitor's press in that first frame would do nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'page_change'),
  );
}
