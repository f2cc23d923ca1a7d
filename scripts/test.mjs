#!/usr/bin/env node
/*
 * `npm test`: typecheck, lint, unit and integration tests, then Playwright against a fresh
 * production build in Debian's Chromium. Stops at the first failing stage.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureBuild, ensureDependencies, root, run, runTogether } from './project.mjs';

/* The tag stub's port follows E2E_PORT as in tests/cms/ports.ts (3299 by default). */
const tagStubPort = Number(process.env.E2E_PORT ?? 3210) + 89;

export const testBuildEnv = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GA_ID: 'G-TEST123456',
  NEXT_PUBLIC_UET_ID: '12345678',
  NEXT_PUBLIC_TAG_HOST: `http://127.0.0.1:${tagStubPort}`,
};

const browser = chromiumPath();
if (!existsSync(browser)) {
  console.error(
    `Chromium not found at ${browser}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/*
 * Typecheck and lint are each single-threaded: on two cores they run side by side. The production
 * builds are throwaway builds (NORTHLIGHT_TEST_BUILD, read by next.config.ts): they skip Next's own
 * TypeScript pass, which repeats the typecheck that has just passed, and do not write Turbopack's
 * build cache, which a clean checkout never reads again (docs/decisions/0017-suite-time.md).
 */
try {
  ensureDependencies();
  console.log('\n=== Typecheck and lint (side by side) ===');
  await runTogether([
    ['Typecheck', 'npx', ['tsc', '--noEmit']],
    ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ]);
  console.log('\n=== Unit and integration tests ===');
  run('npx', ['vitest', 'run']);
  console.log('\n=== Production build ===');
  // The test build has tag ids configured and Google's host pointed at a local stub, so the
  // browser tests can prove that nothing loads before consent and that tags load after it.
  Object.assign(process.env, testBuildEnv, { NORTHLIGHT_TEST_BUILD: '1' });
  // Pages are prerendered from the database: the test builds read a freshly seeded one, never the
  // content someone edited in their local .data/pglite.
  rmSync(path.join(root, '.data', 'build-test'), { recursive: true, force: true });
  process.env.PGLITE_DATA_DIR = '.data/build-test';
  ensureBuild({ force: true });
  // The launch flag is decided at build time: the launch-flag tests serve a dark build of the same
  // source (LAUNCHED=false), made now so it does not compete with the browser tests for the CPU.
  ensureBuild({ force: true, distDir: '.next-dark', env: { LAUNCHED: 'false' } });
  console.log('\n=== Browser tests (Playwright, Chromium) ===');
  run('npx', ['playwright', 'test']);
  console.log('\nAll test stages passed.');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(process.exitCode || 1);
}
