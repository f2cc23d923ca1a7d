import { expect, test, type APIRequestContext } from './support/test';
import { expectOwnPolicy, expectOwnPolicyInHtml } from './support/page-policy';
import { siteFontHref } from '../../src/lib/site-font';

/*
 * Every public page answers with a Content-Security-Policy that allows its own inline scripts and
 * nothing else: by hash for prerendered pages (and 404s, served from the same cache), by nonce for
 * the few rendered per request (docs/decisions/0020-strict-csp.md). The browser computes the hashes
 * and reports any violation; the sitemap says which pages there are.
 */
const perRequest = [
  '/home',
  '/book',
  '/book/andover',
  '/enquiry/received',
  '/compare?units=AND-W03',
  '/units?type=workshops',
];
const notFound = ['/no-such-page', '/locations/no-such-centre'];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/*
 * Every page of the sitemap (about 340 on the seed, 278 of them units' pages) is read without a
 * browser; one in ten, spread over every kind of page, is also loaded in the browser, which
 * computes the hashes itself and reports any violation. Loading all of them took 294 s of a
 * 2,460 s browser run for the same template over and over (docs/decisions/0017-suite-time.md).
 */
test("sitemap pages: a policy of their own, no 'unsafe-inline' for scripts, every inline script allowed", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths)
    expect(await expectOwnPolicyInHtml(new URL(path, baseURL)), path).not.toContain("'nonce-");
  for (const path of paths.filter((_, index) => index % 10 === 0)) await expectOwnPolicy(page, path);
});

test('pages rendered per request carry a fresh nonce; unknown addresses get the 404 page with its own hashes', async ({
  page,
}) => {
  const nonces = new Set<string>();
  for (const path of perRequest) {
    const { policy } = await expectOwnPolicy(page, path);
    nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
  }
  expect([...nonces].filter(Boolean)).toHaveLength(perRequest.length);
  for (const path of notFound) await expectOwnPolicy(page, path, 404);
});

test('responses that are not pages run no script at all', async ({ request }) => {
  for (const path of ['/api/robots', '/sitemap.xml', '/icon.svg']) {
    const policy = (await request.get(path)).headers()['content-security-policy'];
    expect(policy, path).toContain("default-src 'none'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});

/*
 * The site's one font is preloaded on every page: in the head of a prerendered page, and by the Link
 * header React writes for its preload() on a page rendered per request, whose head has no <link>
 * (decision 0036).
 */
test('every page preloads the site font: prerendered in its head, per request by a Link header', async ({
  request,
}) => {
  const inHead = new RegExp(`<link rel="preload" href="${siteFontHref.replace(/[.]/g, '\\.')}" as="font"`);
  for (const path of ['/', '/workspaces/workshops', '/locations/andover'])
    expect(await (await request.get(path)).text(), path).toMatch(inHead);
  for (const path of perRequest) {
    const link = (await request.get(path)).headers()['link'] ?? '';
    expect(link, path).toContain(`<${siteFontHref}>; rel=preload; as="font"`);
  }
});
