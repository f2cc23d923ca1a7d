#!/usr/bin/env node
/*
 * The server the CMS browser tests edit: prepares its own database (tests/cms/prepare.ts), then
 * serves the production build with `next start`. Edits here never reach the server the other
 * browser tests read, so a price changed to £42 cannot break a test that expects £40.
 */
import { spawn, spawnSync } from 'node:child_process';

const port = process.argv[2];
const prepared = spawnSync('npx', ['tsx', '--conditions', 'react-server', 'tests/cms/prepare.ts'], {
  stdio: 'inherit',
  env: process.env,
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
