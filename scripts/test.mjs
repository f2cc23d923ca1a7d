#!/usr/bin/env node
/*
 * `npm test`: typecheck, lint, unit and integration tests, then Playwright against a fresh
 * production build in Debian's Chromium. Stops at the first failing stage.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureDependencies, root, run, runTogether, testChromiumPath } from './project.mjs';
import { copySeededDatabase } from '../tests/seeded-copy.mjs';

const e2ePort = Number(process.env.E2E_PORT ?? 3210);
const seededDir = '.data/seeded';
const seededMedia = '.data/seeded-media';
/* The PostgreSQL servers' template, on the server the browser tests use (playwright.config.ts). */
const seededPostgres = `northlight_e2e_seeded_${e2ePort}`;
const postgresServer = process.env.E2E_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/* The tag stub's port follows E2E_PORT as in tests/cms/ports.ts (3299 by default). */
const tagStubPort = e2ePort + 89;

export const testBuildEnv = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GA_ID: 'G-TEST123456',
  NEXT_PUBLIC_UET_ID: '12345678',
  NEXT_PUBLIC_TAG_HOST: `http://127.0.0.1:${tagStubPort}`,
};

// The public journeys' browser (the headless shell where installed) and the admin journeys' one.
const missingBrowsers = [...new Set([testChromiumPath(), chromiumPath()])].filter(
  (browser) => !existsSync(browser),
);
if (missingBrowsers.length > 0) {
  console.error(
    `Chromium not found at ${missingBrowsers.join(' and ')}: install it with "sudo apt-get install -y chromium chromium-headless-shell" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/*
 * Typecheck and lint run side by side with the seeds, Vitest and the builds. The production
 * builds are throwaway builds (NORTHLIGHT_TEST_BUILD, read by next.config.ts): they skip Next's own
 * TypeScript pass, which repeats the typecheck, and do not write Turbopack's build cache, which a
 * clean checkout never reads again. They need the seeded PGlite database, not the checks: they and
 * Vitest start as soon as the seeds are made, while lint (the longest check) still runs, so no core
 * waits for it. A failure anywhere stops every command still running
 * (docs/decisions/0017-suite-time.md, eighth step).
 */
const buildEnv = {
  ...testBuildEnv,
  NORTHLIGHT_TEST_BUILD: '1',
  // Pages are prerendered from the database: the test builds read the freshly seeded one (each
  // build worker a copy of it, src/server/db/client.ts), never the content someone edited in
  // their local .data/pglite.
  PGLITE_DATA_DIR: seededDir,
  NORTHLIGHT_SEEDED_PGLITE: seededDir,
  NORTHLIGHT_SEEDED_MEDIA: seededMedia,
};
/* Seeds the database its environment names (PGLITE_DATA_DIR or DATABASE_URL). */
const seedDatabase = [
  process.execPath,
  ['--import', 'tsx', '--conditions', 'react-server', 'tests/seeded-database.ts'],
];
const stopAll = new AbortController();
for (const [interruption, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.once(interruption, () => {
    stopAll.abort();
    process.exit(exitCode);
  });

try {
  ensureDependencies();
  console.log('\n=== Typecheck and lint, beside the seeded databases, then the tests and the builds ===');
  rmSync(path.join(root, seededDir), { recursive: true, force: true });
  rmSync(path.join(root, `${seededDir}.lock`), { force: true });
  for (const dir of [seededMedia, '.data/seeded-media-postgres'])
    rmSync(path.join(root, dir), { recursive: true, force: true });
  const { signal } = stopAll;
  const checks = runTogether(
    [
      // TypeScript 7 (the compiler ported to native code) checks in a tenth of 5.9's time (decision
      // 0017, eighth step); Next's own pass in a production build (`npm start`, the image) runs 5.9.
      ['Typecheck', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit']],
      ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
      // The rules that need types, on TypeScript 7 (.oxlintrc.json).
      ['Type-aware lint', 'npx', ['oxlint', '--type-aware', '--deny-warnings', '.']],
    ],
    { signal },
  );
  const testsAndBuilds = (async () => {
    // One seeded database of each kind for the whole run; the builds and every server of the
    // browser tests start on copies (tests/seeded-database.ts).
    await runTogether(
      [
        [
          'Seeded database (PGlite)',
          ...seedDatabase,
          // Its photos are copied with it into each server's media directory.
          { PGLITE_DATA_DIR: seededDir, MEDIA_DIR: seededMedia },
        ],
        [
          'Seeded database (PostgreSQL)',
          ...seedDatabase,
          {
            DATABASE_URL: `${postgresServer}/${seededPostgres}`,
            PAYLOAD_SECRET: 'e2e-seeded-postgres-secret-0123456789abcdef',
            // The same photos under the same names as the PGlite seed's, kept apart so the two seeds
            // never see each other's files (a name taken gets a suffix).
            MEDIA_DIR: '.data/seeded-media-postgres',
          },
        ],
      ],
      { signal },
    );
    // Vitest runs beside the two builds: most of a build is Next prerendering pages in one worker,
    // which leaves the second core to the tests. Vitest keeps the environment it always had; the
    // builds get the test build's (docs/decisions/0017-suite-time.md).
    await runTogether(
      [
        [
          'Unit and integration tests (Vitest)',
          'npx',
          ['vitest', 'run'],
          // The seeded database, for the test that restarts the app on a database of its own
          // (src/cms/scheduled-publish.test.ts); nothing else in Vitest reads it.
          { NORTHLIGHT_SEEDED_PGLITE: seededDir, NORTHLIGHT_SEEDED_MEDIA: seededMedia },
        ],
        [
          // The launch flag is decided at build time: the launch-flag journeys serve a dark build of
          // the same source (LAUNCHED=false), which tests/dark-server.mjs makes at the lowest CPU
          // priority while the browser tests run, in the time they leave a core idle
          // (docs/decisions/0017-suite-time.md, tenth step). Removed here, so a stale one is rebuilt.
          // The byte budgets are read from the build as soon as it is made (scripts/byte-budgets.mjs):
          // a route over its budget fails the build's stage, before any browser test.
          'Production build',
          process.execPath,
          [
            '--input-type=module',
            '-e',
            [
              "import { rmSync } from 'node:fs';",
              "import { ensureBuild } from './scripts/project.mjs';",
              "import { reportBudgets } from './scripts/check-byte-budgets.mjs';",
              "rmSync('.next-dark', { recursive: true, force: true });",
              'ensureBuild({ force: true });',
              "if (!reportBudgets('.next')) process.exit(1);",
            ].join(' '),
          ],
          buildEnv,
        ],
      ],
      { signal },
    );
  })();
  await Promise.all([checks, testsAndBuilds]).catch((error) => {
    stopAll.abort();
    throw error;
  });
  Object.assign(process.env, buildEnv, { NORTHLIGHT_SEEDED_POSTGRES: seededPostgres });
  console.log('\n=== Browser tests (Playwright, Chromium) ===');
  // The main and payments servers' databases (playwright.config.ts); the CMS and dark servers copy
  // theirs as they start.
  // They and the dark server share MEDIA_DIR's default, .data/media, which gets the seed's photos.
  copySeededDatabase(path.join(root, '.data', 'e2e'), { mediaDir: path.join(root, '.data', 'media') });
  copySeededDatabase(path.join(root, '.data', 'e2e-payments'));
  run('npx', ['playwright', 'test']);
  console.log('\nAll test stages passed.');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(process.exitCode || 1);
}
