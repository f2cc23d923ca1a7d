import { expect, test } from './support/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cmsPorts, e2eBasePort } from '../cms/ports';

/*
 * The launch flag is decided at build time (docs/decisions/0004-launch-flag-503.md), so the dark
 * site is a second build of the same source, made with LAUNCHED=false into .next-dark and served by
 * a server of its own (tests/dark-server.mjs), which the background launcher starts with the browser
 * tests (tests/cms/servers.mjs). These journeys run last (their project in playwright.config.ts),
 * by when the build, made at the lowest CPU priority in the other journeys' idle time, is done.
 * The launched site is the usual build at baseURL.
 */
const ports = cmsPorts(e2eBasePort);
const port = ports.dark;
const origin = `http://127.0.0.1:${port}`;
const nextBin = path.resolve('node_modules/next/dist/bin/next');
const darkDistDir = '.next-dark';
const launcherStatus = `http://127.0.0.1:${ports.launcherStatus}/`;

type LauncherStatus = { failed: { name: string; code: number | string }[] };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The build may still be finishing when run on its own, or on a busy machine.
  test.setTimeout(300_000);
  await expect
    .poll(
      async () => {
        const { failed } = (await (await fetch(launcherStatus)).json()) as LauncherStatus;
        const dark = failed.find((server) => server.name === 'dark');
        if (dark) return `exited (${dark.code}): the build or the server failed, see its output above`;
        return fetch(`${origin}/api/robots`).then(
          (response) => (response.ok ? 'up' : `answers ${response.status}`),
          () => 'building or starting',
        );
      },
      { message: `the LAUNCHED=false server at ${origin}`, intervals: [500], timeout: 290_000 },
    )
    .toBe('up');
});

for (const pathName of ['/', '/workspaces/workshops', '/locations/exeter', '/about-us']) {
  test(`with LAUNCHED=false ${pathName} shows the holding page with 503 and noindex`, async ({ page }) => {
    const response = await page.goto(`${origin}${pathName}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('3600');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our new website opens soon');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('with LAUNCHED=false /coming-soon itself answers 200 with noindex', async ({ request }) => {
  const response = await request.get(`${origin}/coming-soon`);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});

test('with LAUNCHED=false assets, robots.txt and the API keep working', async ({ request }) => {
  expect((await request.get(`${origin}/icon.svg`)).status()).toBe(200);
  expect((await request.get(`${origin}/robots.txt`)).status()).toBe(200);
  expect((await request.get(`${origin}/api/robots`)).status()).toBe(200);
});

test('the launched build answers /coming-soon and the holding route with 404', async ({ request }) => {
  expect((await request.get('/coming-soon')).status()).toBe(404);
  expect((await request.get('/api/holding')).status()).toBe(404);
});

test('a server refuses to start when LAUNCHED contradicts its build', () => {
  const result = spawnSync(process.execPath, [nextBin, 'start', '-p', String(port + 1), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: darkDistDir,
      LAUNCHED: 'true',
      PGLITE_DATA_DIR: '.data/e2e-launch-mismatch',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('this build was made with LAUNCHED=false');
});
