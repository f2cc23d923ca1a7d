#!/usr/bin/env node
/*
 * Starts the CMS browser tests' servers side by side, in the background: the S3 store, the PGlite
 * CMS server and the two PostgreSQL instances (tests/cms/server.mjs, tests/s3-server.mjs), and the
 * dark site the launch-flag journeys read (tests/dark-server.mjs, which builds it first). Each
 * prepares a database of its own before it listens, about a minute of work; as Playwright web
 * servers they started one after another and every test waited for the last. Now the other
 * journeys run meanwhile, and the CMS projects wait for their servers in a setup project
 * (tests/e2e/cms-servers.setup.ts), which asks this launcher whether any of them has died.
 *
 * Usage: node tests/cms/servers.mjs STATUS_PORT, with the servers in E2E_CMS_SERVERS as JSON
 * ([{ name, args, env }], set by playwright.config.ts). GET / on STATUS_PORT answers
 * { failed: [{ name, code }] }.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const statusPort = Number(process.argv[2]);
const servers = JSON.parse(process.env.E2E_CMS_SERVERS ?? '[]');
const failed = [];

const children = servers.map(({ name, args, env }) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => failed.push({ name, code: code ?? signal }));
  return child;
});

const status = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ failed }));
});
status.listen(statusPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    status.close();
    process.exit(0);
  });
