/* Starting and stopping the servers the benches measure: loopback only, always cleaned up. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../project.mjs';
import { benchFormSecret } from './enquiry-requests.mjs';

export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const started = new Set();

/** Start a child process; it is killed when the bench exits, whatever the reason. */
export function startProcess(command, args, { env = {}, cwd = root, label = command } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = label;
  child.recentOutput = () => output;
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

export function stopAll() {
  for (const child of started) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/** Resolve when `url` answers (any status below 500), or fail after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${child.label} exited (${child.exitCode}):\n${child.recentOutput()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${child ? `:\n${child.recentOutput()}` : ''}`);
}

export function startNext(port, env = {}) {
  const child = startProcess(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    // Posts are sent to 127.0.0.1: an origin of the site's own (the cross-site check reads no Host).
    env: {
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: '.data/bench',
      ADMIN_ORIGINS: `http://127.0.0.1:${port}`,
      ENQUIRY_FORM_SECRET: benchFormSecret,
      ...env,
    },
    label: 'next start',
  });
  return child;
}
