import { expect, test } from '@playwright/test';
import { apiAs, waitForPublicText } from '../cms/helpers';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff } from '../cms/staff';
import { expectOwnPolicy } from './support/page-policy';

/*
 * A publish renders the public pages again without a build, so their inline scripts (Next's page
 * data) change: the policy each page is sent with must change with them, on the instance that
 * saved the change and, on PostgreSQL, on the other instance too (docs/decisions/0020-strict-csp.md).
 * Runs in the cms-pglite and cms-postgres projects, against their own servers and databases.
 */
const path = '/locations/tewkesbury';

test("a published change re-renders a page with new inline scripts, and the page's policy names them", async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  const secondInstance =
    testInfo.project.name === 'cms-postgres'
      ? `http://127.0.0.1:${cmsPorts(e2eBasePort).postgresSecond}`
      : undefined;
  const before = await expectOwnPolicy(page, path);
  const editor = await apiAs(playwright, baseURL, staff.editor);
  const found = await editor.get('/cms-api/centres?where[slug][equals]=tewkesbury&depth=0');
  const tewkesbury = (await found.json()).docs[0] as { id: number; heroLine: string };
  // Unique per run, so a retry cannot find the page already showing it.
  const line = `Riverside units, ${Date.now().toString(36)} edition.`;
  const publish = (heroLine: string) =>
    editor.patch(`/cms-api/centres/${tewkesbury.id}`, { data: { heroLine, _status: 'published' } });
  try {
    expect((await publish(line)).status()).toBe(200);
    await waitForPublicText(request, path, line);
    const after = await expectOwnPolicy(page, path);
    // The re-rendered page has inline scripts the build never saw, and its policy allows them.
    const fresh = after.scriptHashes.filter((hash) => !before.policy.includes(hash));
    expect(fresh.length, 'inline scripts that changed with the publish').toBeGreaterThan(0);
    if (secondInstance) {
      const other = await playwright.request.newContext({ baseURL: secondInstance });
      await waitForPublicText(other, path, line);
      await other.dispose();
      const elsewhere = await expectOwnPolicy(page, `${secondInstance}${path}`);
      expect(elsewhere.scriptHashes.filter((hash) => !before.policy.includes(hash)).length).toBeGreaterThan(
        0,
      );
    }
  } finally {
    // The seed's line back, so a retry (and any later reader of this database) starts from it.
    expect((await publish(tewkesbury.heroLine)).status()).toBe(200);
    await editor.dispose();
  }
});
