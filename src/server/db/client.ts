import 'server-only';
import {
  closeSync,
  cpSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
  /** The embedded database itself, so the CMS works on the same instance (src/cms/database.ts). */
  readonly pglite?: PGlite;
  /**
   * Runs `work` holding the schema lock: what must happen once however many instances start
   * together (migrations, the CMS's migrations, the seed). On PGlite there is one process.
   */
  withSchemaLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  | {
      readonly kind: 'pglite';
      readonly dataDir: string | 'memory';
      /**
       * A data directory dumped by PGlite's dumpDataDir for an in-memory database to start from:
       * the tests' migrated template, which spares each test file the migrations (about 3 s).
       */
      readonly loadDataDir?: Blob;
    };

export const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');

/*
 * Instances started together on an empty PostgreSQL would race to apply the same migrations (and
 * to seed the CMS): the loser fails on a table or type that exists by then. So each of those steps
 * runs under one session-level advisory lock with a fixed key: the first instance takes it and
 * works, the others wait, then find nothing left to do. The server releases a session's advisory
 * locks when its connection ends, so an instance that dies mid-migration blocks nobody. The key is
 * below 2^32: pg_locks shows it as classid 0, objid 1314086723 (docs/deploy.md).
 */
export const schemaLockKey = 0x4e535f43;

async function holdingSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { default: postgres } = await import('postgres');
  // A connection of its own: the lock belongs to a session, and the pool's sessions come and go.
  const session = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [attempt] = await session<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${schemaLockKey}::bigint) as locked`;
    if (!attempt?.locked) {
      const { logger } = await import('../logger');
      logger.info({ lock: schemaLockKey }, 'waiting for another instance to finish migrating the database');
      await session`select pg_advisory_lock(${schemaLockKey}::bigint)`;
    }
    try {
      return await work();
    } finally {
      await session`select pg_advisory_unlock(${schemaLockKey}::bigint)`;
    }
  } finally {
    await session.end({ timeout: 5 });
  }
}

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
    const withSchemaLock = <T>(work: () => Promise<T>) => holdingSchemaLock(options.url, work);
    try {
      await withSchemaLock(() => migrate(db, { migrationsFolder }));
    } catch (error) {
      await client.end({ timeout: 1 }).catch(() => undefined);
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      withSchemaLock,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => undefined as void;
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir === 'memory') {
    client = new PGlite({ extensions, loadDataDir: options.loadDataDir });
  } else {
    // PGlite does not create parent directories.
    const dir = path.resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    release = lockDataDir(dir);
    client = new PGlite(dir, { extensions });
  }
  try {
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      pglite: client,
      withSchemaLock: (work) => work(),
      // Idempotent like postgres-js's end(): a shutdown may come after something else closed it.
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The extensions every PGlite opening of our data needs, migrated or restored. */
export async function pgliteExtensions() {
  // The bookings' exclusion constraint needs btree_gist (migration 0003, docs/decisions/0010).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { btree_gist };
}

/**
 * A PGlite data directory opened as it is, without migrations: a backup must copy what is there,
 * and a restore must not change what it has just restored. `loadDataDir` fills an empty directory
 * from a tarball made by dumpDataDir(). The directory is locked like the server's.
 */
export async function openPGliteAsIs(
  dataDir: string,
  options: { readonly loadDataDir?: Blob; readonly alreadyLocked?: boolean } = {},
): Promise<{ pglite: PGlite; close(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const release = options.alreadyLocked ? () => undefined : lockDataDir(dir);
  const { loadDataDir } = options;
  try {
    const pglite = new PGlite(dir, {
      extensions: await pgliteExtensions(),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await pglite.waitReady;
    return {
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Another live process holds the PGlite data directory (usually the running server). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`PGlite data directory ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/*
 * PGlite does not guard its directory: two processes opening it corrupt it. A lock file beside the
 * directory, holding the owner's pid, makes the second opener fail cleanly; a lock left by a dead
 * process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner))
        throw new DataDirLockedError(dir, owner);
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock PGlite data directory ${dir}`);
}

const globalKey = Symbol.for('northlight.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

export function databaseOptionsFromEnv(): DatabaseOptions {
  const env = serverEnv();
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (process.env.NEXT_PHASE === 'phase-production-build')
    return { kind: 'pglite', dataDir: buildSnapshotOf(env.PGLITE_DATA_DIR) };
  return { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR };
}

/*
 * `next build` prerenders pages from the database in several worker processes, and PGlite allows
 * one process per directory. Each build process reads its own copy of the data directory, taken
 * while no server runs (npm start builds before it serves); nothing written to a copy is kept.
 */
function buildSnapshotOf(dataDir: string): string {
  const source = path.resolve(dataDir);
  const copy = path.join(tmpdir(), `northlight-build-${process.pid}-${Date.now()}`);
  if (existsSync(path.join(source, 'PG_VERSION'))) cpSync(source, copy, { recursive: true });
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  return copy;
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
