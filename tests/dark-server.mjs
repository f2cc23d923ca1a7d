#!/usr/bin/env node
/*
 * The dark site for the launch-flag journeys (tests/e2e/launch-flag.spec.ts): the launch flag is
 * decided at build time (docs/decisions/0004-launch-flag-503.md), so it is a second build of the
 * same source, made with LAUNCHED=false into .next-dark, then served on a copy of the seeded
 * database. Started in the background by tests/cms/servers.mjs when the browser tests start.
 *
 * The build runs at the lowest CPU priority: the browser tests leave a core idle for about a
 * quarter of their time (admin journeys waiting on timers, mail and publishes), and a build at
 * normal priority in the stage before them cost the whole run its ~50 core-seconds of wall time
 * (docs/decisions/0017-suite-time.md, tenth step). It is skipped when .next-dark is fresh.
 *
 * Usage: node tests/dark-server.mjs PORT
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { keepAliveTimeoutMs, root } from '../scripts/project.mjs';
import { copySeededDatabase } from './seeded-copy.mjs';

const darkDistDir = '.next-dark';
const [port] = process.argv.slice(2);
if (!port) {
  console.error('Usage: node tests/dark-server.mjs PORT');
  process.exit(2);
}

const projectModule = path.join(root, 'scripts', 'project.mjs');
let running;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    running?.kill(signal);
    process.exit(0);
  });
const exitCode = (child) =>
  new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));

running = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    [
      "import { setPriority } from 'node:os';",
      `import { ensureBuild } from ${JSON.stringify(projectModule)};`,
      // Niceness is inherited: next build and its Turbopack threads run at it too.
      'setPriority(19);',
      `ensureBuild({ distDir: ${JSON.stringify(darkDistDir)}, env: { LAUNCHED: 'false' } });`,
    ].join(' '),
  ],
  { stdio: 'inherit', cwd: root },
);
const built = await exitCode(running);
if (built !== 0) {
  console.error(`The dark build (LAUNCHED=false into ${darkDistDir}) failed.`);
  process.exit(typeof built === 'number' ? built : 1);
}

// A copy of the run's seeded database when npm test offers one; otherwise the server seeds an empty
// directory. Its photos are already in .data/media, the media directory it shares with the main server.
const dataDir = path.join(root, '.data', 'e2e-launch');
copySeededDatabase(dataDir);
running = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '-p',
    port,
    '-H',
    '127.0.0.1',
    '--keepAliveTimeout',
    String(keepAliveTimeoutMs),
  ],
  {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: darkDistDir,
      LAUNCHED: 'false',
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  },
);
const served = await exitCode(running);
process.exit(typeof served === 'number' ? served : 0);
