import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys against a production build (`next build` first; scripts/test.mjs does it).
 * Debian's Chromium is used: there is no Playwright browser download on this network.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: 'node tests/tag-stub-server.mjs',
      url: 'http://127.0.0.1:3299/__health',
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/robots`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PGLITE_DATA_DIR: '.data/e2e',
        RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
