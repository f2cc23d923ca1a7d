import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTogether } from './project.mjs';

/*
 * `npm test` runs its checks beside the seeds, Vitest and the builds, and stops everything still
 * running when one fails (scripts/test.mjs): a build left running after a failed lint would hold the
 * two cores, and the port, for minutes after the run said it had stopped.
 */
/* A process that has exited but is not yet reaped (a zombie) counts as gone. */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
};

let work;
afterEach(() => rmSync(work, { recursive: true, force: true }));

/* A command that starts a grandchild (as a build starts its workers) and records its process id. */
const parentOfSleeper = (pidFile) => [
  process.execPath,
  [
    '-e',
    `const { spawn } = require('node:child_process');
     const child = spawn('sleep', ['30'], { stdio: 'ignore' });
     require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
     setInterval(() => {}, 1000);`,
  ],
];

describe('runTogether', () => {
  it('reports every command that failed, with the first failing exit code', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const failing = runTogether([
      ['passes', process.execPath, ['-e', '']],
      ['fails', process.execPath, ['-e', 'process.exit(3)']],
    ]);
    await expect(failing).rejects.toThrow('fails failed');
    expect(process.exitCode).toBe(3);
    process.exitCode = 0;
  });

  it('stops a command and what it started when the signal is aborted', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const pidFile = path.join(work, 'grandchild.pid');
    const stop = new AbortController();
    const [command, args] = parentOfSleeper(pidFile);
    const running = runTogether([['long', command, args]], { signal: stop.signal });
    await expect.poll(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').length > 0).toBe(true);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(grandchild)).toBe(true);

    stop.abort();
    await expect(running).rejects.toThrow('long failed');
    await expect.poll(() => alive(grandchild)).toBe(false);
    process.exitCode = 0;
  });

  it('starts nothing once the signal is aborted', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const marker = path.join(work, 'started');
    const stop = new AbortController();
    stop.abort();
    await expect(
      runTogether(
        [
          [
            'late',
            process.execPath,
            ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`],
          ],
        ],
        {
          signal: stop.signal,
        },
      ),
    ).rejects.toThrow('late failed');
    expect(existsSync(marker)).toBe(false);
    process.exitCode = 0;
  });
});
