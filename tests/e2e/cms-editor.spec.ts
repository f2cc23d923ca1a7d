import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { apiAs, signIn } from '../cms/helpers';
import { staff } from '../cms/staff';

/*
 * An editor publishes with confidence (docs/decisions/0032): the admin is Northlight's and asks
 * nothing of a third party; a draft is seen in the live preview at a phone's and a laptop's width
 * before anyone else sees it; its publish is scheduled a minute ahead and the public page shows it
 * then. This server checks the jobs queue every 5 s (CMS_JOBS_CRON in playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });

const shots = '/work/shots';
/*
 * The workspace type the scheduling journey edits. A failed attempt can leave its publish queued (a
 * job nobody may delete, which publishes the latest draft when due) or its draft unrestored, on
 * tech-labs: a retry edits another type no other admin journey touches.
 */
const slugFor = (retry: number) => (retry > 0 ? 'repair-shops' : 'tech-labs');

/** Every request the page makes to a host other than this server's. */
function thirdPartyRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own) seen.push(request.url());
  });
  return seen;
}

test('the login page is Northlight’s, with its own icon, and nothing is asked of a third party', async ({
  page,
  baseURL,
}) => {
  const elsewhere = thirdPartyRequests(page, baseURL);
  await page.goto('/admin/login');
  await expect(page.getByTestId('northlight-logo')).toContainText('Northlight');
  await expect(page.getByText('Northlight staff sign in here')).toBeVisible();
  await expect(page).toHaveTitle(/Northlight admin/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/icon\.svg$/);
  await expect(page.getByText(/payload/i)).toHaveCount(0);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/editor-login.png` });
  await signIn(page, staff.previewEditor);
  // The account menu shows the default avatar, not a Gravatar.
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0);
  await page.goto('/admin/collections/workspace-types');
  await expect(page.getByRole('link', { name: 'Tech labs' }).first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});

test('an editor previews a draft at 390 and 1366, then schedules its publish a minute ahead', async ({
  page,
  baseURL,
  playwright,
  request,
}) => {
  test.setTimeout(240_000);
  const slug = slugFor(test.info().retry);
  await page.setViewportSize({ width: 2800, height: 1000 });
  const elsewhere = thirdPartyRequests(page, baseURL);
  const editor = await apiAs(playwright, baseURL, staff.previewEditor);
  const found = await editor.get(`/cms-api/workspace-types?where[slug][equals]=${slug}&depth=0`);
  const published = (await found.json()).docs[0] as { id: number; detailTitle: string };
  const stamp = Date.now().toString(36);
  const firstDraft = `Labs with bench power, draft ${stamp}`;
  const secondDraft = `Labs ready for your kit, draft ${stamp}`;
  try {
    await signIn(page, staff.previewEditor);
    await page.goto(`/admin/collections/workspace-types/${published.id}`);
    const heading = page.getByLabel('Detail heading');
    await expect(heading).toHaveValue(published.detailTitle);
    // Technical fields and the API tab are not an editor's.
    await expect(page.getByText('Spec id', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Icon (fixed)')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0);

    await heading.fill(firstDraft);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(/Draft saved|saved successfully/i).first()).toBeVisible();
    // Saved, not published: visitors still read the published heading.
    expect(await (await request.get(`/workspaces/${slug}`)).text()).not.toContain(firstDraft);

    // Payload remembers the preview as the editor left it (open, on a retry): open it only if shut.
    const openPreview = page.getByRole('button', { name: 'Live Preview', exact: true });
    await expect(page.getByRole('button', { name: /Live Preview$/ })).toBeVisible();
    if (await openPreview.isVisible()) await openPreview.click();
    await expect(page.getByRole('button', { name: 'Exit Live Preview' })).toBeVisible();
    const frame = page.frameLocator('.live-preview-window iframe');
    await expect(frame.getByText(firstDraft).first()).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByTestId('draft-preview-bar')).toBeVisible();

    // A second change, saved with the preview open: the frame follows the save.
    await heading.fill(secondDraft);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(frame.getByText(secondDraft).first()).toBeVisible({ timeout: 20_000 });

    const chooseWidth = async (label: string, width: number) => {
      await page.getByRole('button', { name: /^(Responsive|Phone \(390\)|Laptop \(1366\)|Custom)$/ }).click();
      await page.getByRole('button', { name: label }).click();
      await expect
        .poll(() =>
          page
            .locator('.live-preview-window iframe')
            .evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth),
        )
        .toBe(width);
      await expect(frame.getByText(secondDraft).first()).toBeVisible();
      // The draft's own words in the picture, not only the top of the page.
      await frame.getByText(secondDraft).first().scrollIntoViewIfNeeded();
      await expect(frame.getByText(secondDraft).first()).toBeInViewport();
      await page
        .locator('.live-preview-window iframe')
        .screenshot({ path: `${shots}/editor-preview-${width}.png` });
    };
    await chooseWidth('Phone (390)', 390);
    await chooseWidth('Laptop (1366)', 1366);

    // The draft page is rendered for this editor only, framed by the admin alone.
    const draftPage = await page.request.get(`/workspaces/${slug}`);
    expect(await draftPage.text()).toContain(secondDraft);
    expect(draftPage.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // Visitors get the prerendered page, still framed by nobody.
    const publicPage = await request.get(`/workspaces/${slug}`);
    expect(await publicPage.text()).not.toContain(secondDraft);
    expect(publicPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    // Schedule the publish for the next whole minute at least 30 s away, as the editor picks it.
    const due = await page.evaluate(() => {
      const at = new Date(Date.now() + 30_000);
      at.setSeconds(0, 0);
      at.setMinutes(at.getMinutes() + 1);
      const month = at.toLocaleString('en-US', { month: 'short' });
      const hours = at.getHours() % 12 || 12;
      const minutes = String(at.getMinutes()).padStart(2, '0');
      const meridiem = at.getHours() < 12 ? 'AM' : 'PM';
      return {
        ms: at.getTime(),
        text: `${month} ${at.getDate()}, ${at.getFullYear()} ${hours}:${minutes} ${meridiem}`,
      };
    });
    await page.locator('#action-save-popup').getByRole('button').click();
    await page.locator('#schedule-publish').click();
    const drawer = page.locator('.schedule-publish');
    await expect(drawer.getByRole('heading', { name: /Schedule Publish/i })).toBeVisible();
    await drawer.locator('#time input').fill(due.text);
    await drawer.locator('#time input').press('Enter');
    await drawer.locator('#scheduled-publish-save').click();
    await expect(drawer.getByText(/No upcoming events scheduled/)).toHaveCount(0);
    await expect(drawer.locator('table')).toContainText('Publish');

    // Nothing is public before its time; then the page shows it, without anyone pressing Publish.
    expect(await (await request.get(`/workspaces/${slug}`)).text()).not.toContain(secondDraft);
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/workspaces/${slug}`, { headers: { 'Cache-Control': 'no-cache' } })
            ).text()
          ).includes(secondDraft),
        { timeout: Math.max(0, due.ms - Date.now()) + 60_000, intervals: [1000] },
      )
      .toBe(true);
    const shownAt = Date.now();
    test.info().annotations.push({
      type: 'scheduled-publish-visible-after-due',
      description: `${shownAt - due.ms} ms`,
    });
    expect(shownAt).toBeGreaterThanOrEqual(due.ms);
    expect(elsewhere).toEqual([]);
  } finally {
    // The seed's heading back, published, for a retry and the other specs on this database.
    const reset = await editor.patch(`/cms-api/workspace-types/${published.id}`, {
      data: { detailTitle: published.detailTitle, _status: 'published' },
    });
    expect(reset.status()).toBe(200);
    await editor.dispose();
  }
});
