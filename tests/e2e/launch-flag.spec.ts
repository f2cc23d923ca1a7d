import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { copySeededDatabase } from '../seeded-copy.mjs';

/*
 * The launch flag is decided at build time (docs/decisions/0004-launch-flag-503.md), so the dark
 * site is a second build of the same source, made with LAUNCHED=false into .next-dark (npm test
 * builds it before Playwright starts; on its own this file builds it when missing or stale), served
 * by a second server. The launched site is the usual build at baseURL.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const origin = `http://127.0.0.1:${port}`;
const nextBin = path.resolve('node_modules/next/dist/bin/next');
const darkDistDir = '.next-dark';
const darkDataDir = path.resolve('.data/e2e-launch');
let server: ChildProcess | undefined;

// The hook builds the dark site when it is missing or stale, and its server starts on a copy of the
// run's seeded database, or seeds an empty one (284 units and their versions take a minute or more
// while the other journeys load both cores).
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const projectModule = pathToFileURL(path.resolve('scripts/project.mjs')).href;
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { ensureBuild } from '${projectModule}'; ensureBuild({ distDir: '${darkDistDir}', env: { LAUNCHED: 'false' } });`,
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`the dark build (LAUNCHED=false into ${darkDistDir}) failed`);
  // npm test offers a copy of its seeded database; otherwise the server seeds an empty directory.
  // Its photos are already in .data/media, the media directory it shares with the main server.
  copySeededDatabase(darkDataDir);
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: darkDistDir,
      LAUNCHED: 'false',
      PGLITE_DATA_DIR: darkDataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/robots`).then(
          (response) => response.ok,
          () => false, // not listening yet
        ),
      { message: 'LAUNCHED=false server did not start', intervals: [200], timeout: 240_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
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
