import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase } from '../../tests/seeded-copy.mjs';

/*
 * Scheduled publishing survives a restart (src/cms/jobs.ts), and a version can be restored. The
 * app starts as under `next start` (its instrumentation: migrations, seed, the CMS with its jobs
 * queue) on a PGlite database of its own, once per step, in a child process each: the schedule is
 * made in one process that then stops before it is due, and published by the next.
 */
const run = promisify(execFile);
const script = path.resolve('tests/cms/editor-jobs.ts');
let work: string;

async function step(mode: string, env: Record<string, string> = {}) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', script, mode],
    {
      env: {
        ...process.env,
        PGLITE_DATA_DIR: path.join(work, 'pglite'),
        MEDIA_DIR: path.join(work, 'media'),
        LOG_LEVEL: 'error',
        ...env,
      },
      maxBuffer: 10 * 1024 * 1024,
      timeout: 240_000,
    },
  );
  const line = stdout
    .trim()
    .split('\n')
    .findLast((text) => text.startsWith('{"mode"'));
  if (!line) throw new Error(`no result from ${mode}: ${stdout.slice(-2000)}`);
  return JSON.parse(line) as Record<string, unknown>;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'northlight-schedule-'));
  // Under npm test, a copy of the run's seeded database (tests/seeded-database.ts), as the browser
  // tests' servers start on; run alone, the first step seeds its own (about 30 s more).
  copySeededDatabase(path.join(work, 'pglite'), { mediaDir: path.join(work, 'media') });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('an editor schedules a publish, and the server restarts before it is due', () => {
  it('the draft stays a draft until then; the next start publishes it from the jobs table', async () => {
    // The first run's queue would only look once a minute: it stops long before.
    const scheduled = await step('schedule');
    expect(scheduled.draftTitle).toBe('Studios with north light, scheduled');
    expect(scheduled.publishedTitle).not.toBe('Studios with north light, scheduled');
    // Restarted, with the queue looked at every second.
    const after = await step('publishes', { CMS_JOBS_CRON: '* * * * * *' });
    expect(after).toMatchObject({
      publishedTitle: 'Studios with north light, scheduled',
      completed: true,
      hasError: false,
    });
  }, 480_000);

  it('a published version is restored: the page reads its copy again', async () => {
    const restored = await step('restore');
    expect(restored.restoredTitle).toBe('Studios, the first version');
    expect(restored.status).toBe('published');
    expect(restored.versions).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
