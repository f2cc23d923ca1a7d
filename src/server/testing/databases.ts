import { afterAll, beforeAll, inject } from 'vitest';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db/client';

/*
 * Test databases: PGlite in memory, and a throwaway database on the local PostgreSQL server
 * (postgres://postgres@127.0.0.1:5432/test, or TEST_DATABASE_URL) so parallel test files never
 * share tables. In CI the PostgreSQL suite must run: an unreachable server fails it. Locally it
 * is left out with one printed reason when no server answers.
 */

export const postgresTestUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Backend = 'pglite' | 'postgres';

let probe: Promise<string | undefined> | undefined;

/** undefined when PostgreSQL answers, otherwise the reason it does not. */
function probePostgres(): Promise<string | undefined> {
  probe ??= (async () => {
    const sql = postgres(postgresTestUrl, { max: 1, connect_timeout: 3, onnotice: () => undefined });
    try {
      await sql`select 1`;
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await sql.end({ timeout: 1 }).catch(() => undefined);
    }
  })();
  return probe;
}

/** The backends this run tests; throws in CI when PostgreSQL cannot be reached. */
export async function testBackends(): Promise<Backend[]> {
  const reason = await probePostgres();
  if (!reason) return ['pglite', 'postgres'];
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`PostgreSQL test server unreachable at ${postgresTestUrl}: ${reason}`);
  }
  console.warn(`PostgreSQL storage tests not run: no server answers at ${postgresTestUrl} (${reason}).`);
  return ['pglite'];
}

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

let template: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite dump, read once per test file (PGlite copies it on load). */
function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    // Migrated once per run (tests/vitest-global-setup.ts); the migrations still run and find
    // nothing to do, so a template out of step with them would be brought up to date.
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory',
      loadDataDir: await migratedTemplate(),
    });
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `test_enquiry_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresTestUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresTestUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 2 });
    },
  };
}

/** Opens a test database for the enclosing describe block and disposes of it afterwards. */
export function useTestDatabase(backend: Backend): { current: TestDatabase } {
  const handle = {} as { current: TestDatabase };
  beforeAll(async () => {
    handle.current = await openTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await handle.current?.dispose();
  });
  return handle;
}
