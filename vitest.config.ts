import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

/*
 * The files that replace a module, a global or an environment variable for their own tests run
 * isolated, each in a fresh module registry; every other file shares its worker's registry with the
 * files before it. Re-importing Payload, Drizzle and the app for each of 158 files was a third of
 * Vitest's time (docs/decisions/0017-suite-time.md, eighth step). src/test-isolation.test.ts
 * fails when a file that replaces one is not on the list.
 */
export const isolatedFiles = [
  'src/lib/seo/json-ld-address.test.ts',
  'src/features/locations/finder-loaders.test.ts',
  'src/content/prerendered-params.test.ts',
  'src/content/shared-read.test.ts',
  'src/lib/images/imgix-loader.test.ts',
  'src/features/enquiry/enquiry-send.test.ts',
];
const allFiles = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/vitest-global-setup.ts'],
    testTimeout: 20_000,
    // Hooks create and force-drop PostgreSQL databases; with two files at once on two cores a drop
    // took longer than the default 10 s in CI (db-backup's afterAll), failing a run whose tests passed.
    hookTimeout: 60_000,
    // Vitest runs one file at a time on a two-core machine by default (cores - 1); most of the slow
    // files wait on PostgreSQL, PGlite or child processes, so two at once use both cores.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: allFiles, exclude: isolatedFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
    ],
  },
});
