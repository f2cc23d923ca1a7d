import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/* A second server on the same build with LAUNCHED=false. */
const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, LAUNCHED: 'false', PGLITE_DATA_DIR: '.data/e2e-launch', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/api/robots`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('LAUNCHED=false server did not start');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our new website opens soon');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('with LAUNCHED=false /coming-soon itself answers 200 with noindex', async ({ request }) => {
  const response = await request.get(`${origin}/coming-soon`);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});
