import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase } from '../../../tests/seeded-copy.mjs';

/*
 * The first administrator through the real CMS on a database of its own (PGlite, as `npm start`
 * on a fresh clone): the setup link printed at start works once, for the admin role only, never
 * expired, and is dead once an administrator exists, after which nothing is printed again. Two
 * posts of the same link at once make one administrator.
 */
const run = promisify(execFile);
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'northlight-first-admin-'));
  copySeededDatabase(path.join(work, 'pglite'), { mediaDir: path.join(work, 'media') });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the first administrator of a fresh install', () => {
  it('comes from the one-time link, once', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions', 'react-server', path.resolve('tests/cms/first-admin.ts')],
      {
        env: {
          ...process.env,
          PGLITE_DATA_DIR: path.join(work, 'pglite'),
          MEDIA_DIR: path.join(work, 'media'),
          LOG_LEVEL: 'error',
        },
        maxBuffer: 10 * 1024 * 1024,
        timeout: 240_000,
      },
    );
    const line = stdout
      .trim()
      .split('\n')
      .findLast((text) => text.startsWith('{"mode"'));
    if (!line) throw new Error(`no result: ${stdout.slice(-2000)}`);
    const result = JSON.parse(line) as Record<string, unknown>;
    expect(result.before).toBe(false);
    expect(result.announced).toBe('http://localhost:3999/admin/first-admin?token=…');
    expect(stdout).toContain('This site has no administrator yet');
    expect(result.liveBefore).toBe(true);
    expect(result.expiredVerdict).toEqual({ ok: false, problem: 'expired' });
    expect(result.editor).toEqual({ ok: true, role: 'editor' });
    expect(result.stillLive).toBe(true);
    expect(result.refusedExpired).toEqual({ ok: false, problem: 'link-dead' });
    // Two posts of one link at once: one administrator, the other refused.
    expect(result.outcomes).toEqual(
      expect.arrayContaining([{ ok: true, role: 'admin' }, { ok: false, problem: 'admin-exists' }]),
    );
    expect(result.admins).toHaveLength(1);
    expect(result.afterVerdict).toEqual({ ok: false, problem: 'admin-exists' });
    expect(result.announcedAgain).toBeNull();
  }, 300_000);
});
