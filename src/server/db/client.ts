import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/env';
import * as schema from './schema';

/*
 * The database: PGlite (Postgres in WebAssembly, on disk under .data/) by default, a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same SQL and run the same committed migrations.
 * PGlite allows one process per data directory, so the handle is kept on globalThis: Next bundles
 * instrumentation and route handlers separately, and module state is not shared between them.
 */

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  | { readonly kind: 'pglite'; readonly dataDir: string | 'memory' };

export const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => undefined,
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (options.dataDir === 'memory') {
    client = new PGlite();
  } else {
    // PGlite does not create parent directories.
    const dir = path.resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

const globalKey = Symbol.for('northlight.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

export function databaseOptionsFromEnv(): DatabaseOptions {
  const env = serverEnv();
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR };
}

/** The process-wide database, opened and migrated once. */
export function getDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as GlobalWithDb;
  holder[globalKey] ??= openDatabase(databaseOptionsFromEnv()).catch((error: unknown) => {
    delete holder[globalKey];
    throw error;
  });
  return holder[globalKey];
}
