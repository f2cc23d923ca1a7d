import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';

/*
 * One migrated in-memory PGlite database per Vitest run, dumped to a file that every test file's
 * PGlite database starts from (src/server/testing/databases.ts). Opening PGlite and running the
 * migrations took 3 to 4.5 s a file on this machine, loading the dump 1.3 s, for some 25 databases
 * a run (docs/decisions/0017-suite-time.md).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'northlight-vitest-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  try {
    const dump = await handle.pglite!.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await handle.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
