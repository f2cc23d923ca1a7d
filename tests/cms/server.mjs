#!/usr/bin/env node
/*
 * The server the CMS browser tests edit: prepares its own database (tests/cms/prepare.ts), then
 * serves the production build with `next start`. With `--join URL` it prepares nothing and starts
 * once the server at URL answers: a second instance on the same PostgreSQL database. Edits here never reach the server the other
 * browser tests read, so a price changed to £42 cannot break a test that expects £40.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { keepAliveTimeoutMs } from '../../scripts/project.mjs';

const [port, flag, joinUrl] = process.argv.slice(2);

if (flag === '--join') {
  // A second instance on a database another server prepares: wait until that one answers. The
  // setup project (tests/e2e/cms-servers.setup.ts) owns the deadline and names the server that
  // failed; a shorter one here made this instance give up while the first was still seeding.
  const deadline = Date.now() + 600_000;
  for (;;) {
    const up = await fetch(joinUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) process.exit(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
} else {
  const prepared = spawnSync('npx', ['tsx', '--conditions', 'react-server', 'tests/cms/prepare.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

/*
 * Each server gets its own copy of the build: `next start` keeps re-rendered pages in its build
 * directory, so servers sharing one would serve each other's pages (a unit let on the PGlite
 * server's database showing as let on the PostgreSQL server's), as separate machines never do.
 */
const distDir = `.next-cms-${port}`;
rmSync(distDir, { recursive: true, force: true });
cpSync('.next', distDir, {
  recursive: true,
  filter: (source) => !source.startsWith(path.join('.next', 'cache')),
});

// Idle connections outlive the specs' pauses, as behind the proxy in production (deploy/Dockerfile).
const nextStart = [
  'node_modules/next/dist/bin/next',
  'start',
  '-p',
  port,
  '-H',
  '127.0.0.1',
  '--keepAliveTimeout',
  String(keepAliveTimeoutMs),
];
const server = spawn('node', nextStart, {
  stdio: 'inherit',
  env: { ...process.env, NEXT_DIST_DIR: distDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
