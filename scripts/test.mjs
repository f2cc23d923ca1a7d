#!/usr/bin/env node
/*
 * `npm test`: typecheck, lint, unit and integration tests, then Playwright against a fresh
 * production build in Debian's Chromium. Stops at the first failing stage.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureBuild, ensureDependencies, root, run } from './project.mjs';

export const testBuildEnv = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GA_ID: 'G-TEST123456',
  NEXT_PUBLIC_UET_ID: '12345678',
  NEXT_PUBLIC_TAG_HOST: 'http://127.0.0.1:3299',
};

const browser = chromiumPath();
if (!existsSync(browser)) {
  console.error(
    `Chromium not found at ${browser}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const stages = [
  ['Typecheck', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
];

try {
  ensureDependencies();
  for (const [name, command, args] of stages) {
    console.log(`\n=== ${name} ===`);
    run(command, args);
  }
  console.log('\n=== Production build ===');
  // The test build has tag ids configured and Google's host pointed at a local stub, so the
  // browser tests can prove that nothing loads before consent and that tags load after it.
  Object.assign(process.env, testBuildEnv);
  // Pages are prerendered from the database: the test builds read a freshly seeded one, never the
  // content someone edited in their local .data/pglite.
  rmSync(path.join(root, '.data', 'build-test'), { recursive: true, force: true });
  process.env.PGLITE_DATA_DIR = '.data/build-test';
  // The launch flag is decided at build time: the launch-flag tests serve a dark build of the same
  // source (LAUNCHED=false), made now so it does not compete with the browser tests for the CPU.
  ensureBuild({ force: true, distDir: '.next-dark', env: { LAUNCHED: 'false' } });
  ensureBuild({ force: true });
  console.log('\n=== Browser tests (Playwright, Chromium) ===');
  run('npx', ['playwright', 'test']);
  console.log('\nAll test stages passed.');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(process.exitCode || 1);
}
