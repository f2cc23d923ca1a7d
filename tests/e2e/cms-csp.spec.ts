import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiAs, publishDeadlineMs } from '../cms/helpers';
import { cmsPorts, e2eBasePort } from '../cms/ports';
import { staff } from '../cms/staff';
import { expectOwnPolicy, type PagePolicy } from './support/page-policy';

/*
 * A publish renders the public pages again without a build, so their inline scripts (Next's page
 * data) change: the policy each page is sent with must change with them, on the instance that
 * saved the change and, on PostgreSQL, on the other instance too (docs/decisions/0020-strict-csp.md).
 * Runs in the cms-pglite and cms-postgres projects, against their own servers and databases.
 */
const path = '/locations/tewkesbury';

/*
 * The first answer that shows the change is the one whose request made the server render the page
 * again (the render happens in that request), the case most likely to go wrong: it is replayed to
 * the browser exactly as received, headers included, and checked like any page.
 */
async function expectFirstRenderCovered(
  page: Page,
  request: APIRequestContext,
  origin: string,
  text: string,
) {
  let first: { headers: { name: string; value: string }[]; body: Buffer } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${origin}${path}`, { headers: { 'Cache-Control': 'no-cache' } });
        const body = await response.body();
        if (body.toString('utf8').includes(text)) first = { headers: response.headersArray(), body };
        return first !== undefined;
      },
      { timeout: publishDeadlineMs, intervals: [100, 200, 250] },
    )
    .toBe(true);
  const { headers, body } = first!;
  const named = (name: string) => headers.filter((header) => header.name.toLowerCase() === name);
  // MISS: this request found no fresh copy and rendered the page (the publish expired the old one).
  expect(named('x-nextjs-cache').map((header) => header.value)).toEqual(['MISS']);
  expect(named('content-security-policy')).toHaveLength(1);
  // The body arrives decoded: its encoding and length no longer apply.
  const replayed = Object.fromEntries(
    headers
      .filter(
        (header) =>
          !['content-encoding', 'content-length', 'transfer-encoding'].includes(header.name.toLowerCase()),
      )
      .map((header) => [header.name, header.value]),
  );
  await page.route(`${origin}${path}`, (route) => route.fulfill({ status: 200, headers: replayed, body }), {
    times: 1,
  });
  return expectOwnPolicy(page, `${origin}${path}`);
}

const freshHashes = (after: PagePolicy, before: PagePolicy) =>
  after.scriptHashes.filter((hash) => !before.policy.includes(hash));

test("a published change re-renders a page with new inline scripts, and the page's policy names them", async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  const origin = baseURL!;
  const secondInstance =
    testInfo.project.name === 'cms-postgres'
      ? `http://127.0.0.1:${cmsPorts(e2eBasePort).postgresSecond}`
      : undefined;
  const before = await expectOwnPolicy(page, `${origin}${path}`);
  // Nothing but this test's own polls may ask for the page until they see the change.
  await page.goto('about:blank');
  const editor = await apiAs(playwright, baseURL, staff.cspEditor);
  const found = await editor.get('/cms-api/centres?where[slug][equals]=tewkesbury&depth=0');
  const tewkesbury = (await found.json()).docs[0] as { id: number; heroLine: string };
  // Unique per run, so a retry cannot find the page already showing it.
  const line = `Riverside units, ${Date.now().toString(36)} edition.`;
  const publish = (heroLine: string) =>
    editor.patch(`/cms-api/centres/${tewkesbury.id}`, { data: { heroLine, _status: 'published' } });
  try {
    expect((await publish(line)).status()).toBe(200);
    const rendering = await expectFirstRenderCovered(page, request, origin, line);
    // The re-rendered page has inline scripts the build never saw, and its policy allows them.
    expect(
      freshHashes(rendering, before).length,
      'inline scripts that changed with the publish',
    ).toBeGreaterThan(0);
    // Served again, now from the page cache.
    expect(freshHashes(await expectOwnPolicy(page, `${origin}${path}`), before).length).toBeGreaterThan(0);
    if (secondInstance) {
      const elsewhere = await expectFirstRenderCovered(page, request, secondInstance, line);
      expect(freshHashes(elsewhere, before).length).toBeGreaterThan(0);
      expect(
        freshHashes(await expectOwnPolicy(page, `${secondInstance}${path}`), before).length,
      ).toBeGreaterThan(0);
    }
  } finally {
    // The seed's line back, so a retry (and any later reader of this database) starts from it.
    expect((await publish(tewkesbury.heroLine)).status()).toBe(200);
    await editor.dispose();
  }
});
