#!/usr/bin/env node
/* `npm start`: install if needed, build if missing or stale, then serve the production site. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureDependencies, keepAliveTimeoutMs, root } from './project.mjs';

try {
  ensureDependencies();
  ensureBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(process.exitCode || 1);
}

const port = process.env.PORT ?? '3000';
console.log(`Serving Northlight on http://localhost:${port}`);
const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '-p',
    port,
    '--keepAliveTimeout',
    String(keepAliveTimeoutMs),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
