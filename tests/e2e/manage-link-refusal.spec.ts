import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { manageLinkKey, signManageLink } from '../../src/server/links/manage-link';

/*
 * Refused links answer with the right status (issue 20): a changed or made-up manage link gets 403
 * and a genuine one past its date 410, on a page in the site's layout with a way forward, for a
 * room booking, a viewing and a virtual-office order; the same when the refused link is posted to
 * the cancel or move endpoints (they send the visitor back to the page, which refuses it). With
 * JavaScript on and off: the page is rendered on the server either way.
 */

const id = '00000000-0000-4000-8000-000000000000';
// The test server's own secret, kept beside its data (src/server/cms-secret.ts).
const key = () => manageLinkKey(readFileSync('.data/payload-secret', 'utf8').trim());
const expiredLink = (subject: 'booking' | 'viewing') =>
  encodeURIComponent(signManageLink(subject, id, new Date(Date.now() - 60_000), key()));
const forgedLink = (subject: 'booking' | 'viewing') => {
  const genuine = signManageLink(subject, id, new Date(Date.now() + 86_400_000), key());
  return encodeURIComponent(`${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`);
};

async function expectRefusal(page: Page, path: string, status: number, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function pages(page: Page) {
  await expectRefusal(page, `/book/manage?b=${id}&s=${forgedLink('booking')}`, 403, 'That booking link does not work');
  await expect(page.getByRole('link', { name: 'Book a meeting room' })).toBeVisible();
  await expectRefusal(page, `/book/manage?b=${id}&s=${expiredLink('booking')}`, 410, 'That booking link has expired');
  await expectRefusal(page, `/book/cancel?b=${id}&s=made-up`, 403, 'That booking link does not work');
  // A booking's genuine link does not open a viewing.
  await expectRefusal(page, `/viewings/manage?b=${id}&s=${expiredLink('booking')}`, 403, 'This link does not work.');
  await expectRefusal(page, `/viewings/manage?b=${id}&s=${forgedLink('viewing')}`, 403, 'This link does not work.');
  await expect(page.getByRole('link', { name: 'Choose a centre and book a viewing' })).toHaveAttribute('href', '/viewings');
  await expectRefusal(page, `/viewings/manage?b=${id}&s=${expiredLink('viewing')}`, 410, 'This link has expired.');
  await expectRefusal(page, `/viewings/confirmed?b=${id}&s=${expiredLink('viewing')}`, 410, 'This link has expired.');
  await expectRefusal(page, `/virtual-offices/order/manage?o=${id}&s=forged`, 403, 'That order link does not work');
  await expect(page.getByRole('link', { name: 'Order a virtual office' })).toHaveAttribute('href', '/virtual-offices/order');
  await expectRefusal(page, `/virtual-offices/order/confirmed?o=${id}`, 403, 'That order link does not work');
}

test('refused manage links answer 403 or 410 in the site layout, with JavaScript on', async ({ page }) => {
  await pages(page);
});

test('the same with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await pages(await context.newPage());
  } finally {
    await context.close();
  }
});

test('a refused link posted to the cancel and move endpoints ends on the refusal, 403 or 410', async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const request = context.request;
      const posts = [
        ['/api/bookings/manage', { b: id, s: decodeURIComponent(forgedLink('booking')), action: 'cancel' }, 403],
        ['/api/bookings/manage', { b: id, s: decodeURIComponent(expiredLink('booking')), action: 'cancel' }, 410],
        ['/api/viewings/cancel', { b: id, s: decodeURIComponent(forgedLink('viewing')) }, 403],
        ['/api/viewings/cancel', { b: id, s: decodeURIComponent(expiredLink('viewing')) }, 410],
        ['/api/viewings/reschedule', { b: id, s: decodeURIComponent(expiredLink('viewing')), slot: '2030-01-07T10:00' }, 410],
        ['/api/virtual-office-orders/cancel', { o: id, s: 'forged' }, 403],
      ] as const;
      for (const [path, form, status] of posts) {
        const answer = await request.post(path, { form, maxRedirects: 0, headers: { origin: baseURL! } });
        expect(answer.status(), path).toBe(303);
        const followed = await request.get(new URL(answer.headers().location!, baseURL).toString());
        expect(followed.status(), `${path} then ${answer.headers().location}`).toBe(status);
        expect(await followed.text()).toMatch(/link (does not work|has expired)/);
      }
    } finally {
      await context.close();
    }
  }
});
