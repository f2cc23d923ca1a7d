import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), 'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts') } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    globalSetup: ['tests/vitest-global-setup.ts'],
    testTimeout: 20_000,
    // Hooks create and force-drop PostgreSQL databases; with two files at once on two cores a drop
    // took longer than the default 10 s in CI (db-backup's afterAll), failing a run whose tests passed.
    hookTimeout: 60_000,
    // Vitest runs one file at a time on a two-core machine by default (cores - 1); most of the slow
    // files wait on PostgreSQL, PGlite or child processes, so two at once use both cores.
    maxWorkers: 2,
  },
});
