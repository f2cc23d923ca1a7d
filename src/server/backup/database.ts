import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { lockDataDir, migrationsFolder, openPGliteAsIs } from '../db/client';
import type { DatabaseFacts, TableFacts } from './manifest';

/*
 * The two databases, dumped and restored with their own tools: pg_dump's custom format for
 * PostgreSQL (restored by pg_restore, readable by any later server), PGlite's dumpDataDir() for the
 * embedded database (a tarball of its data directory, restored by PGlite's loadDataDir, readable by
 * the same PGlite major version). Both are described by the same facts (databaseFacts) so a restore
 * can be checked the same way.
 */

export type BackupTarget =
  { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string };

type Query = (text: string) => Promise<readonly Record<string, unknown>[]>;

/** Settings that fix how a row prints as text, so the same row gives the same digest on any server. */
const stableText = {
  TimeZone: 'UTC',
  DateStyle: 'ISO, YMD',
  IntervalStyle: 'postgres',
  extra_float_digits: '1',
  bytea_output: 'hex',
} as const;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function appMigrationTag(when: unknown): string | null {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return (
    journal.entries.find((entry) => String(entry.when) === String(when))?.tag ?? `created_at ${String(when)}`
  );
}

/** Row counts and digests of every table, and the last migrations applied. */
export async function databaseFacts(query: Query): Promise<DatabaseFacts> {
  const [version] = await query(`select current_setting('server_version') as v`);
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('information_schema') and table_schema not like 'pg\\_%'
     order by 1, 2`,
  );
  const facts: Record<string, TableFacts> = {};
  for (const row of tables) {
    const name = `${quote(String(row.s))}.${quote(String(row.t))}`;
    const [result] = await query(
      `select count(*)::text as n, coalesce(md5(string_agg(h, '' order by h)), '') as d
       from (select md5(x::text) as h from ${name} x) rows`,
    );
    facts[`${String(row.s)}.${String(row.t)}`] = {
      rows: Number(result?.n ?? 0),
      digest: String(result?.d ?? ''),
    };
  }
  let app: string | null = null;
  if (facts['drizzle.__drizzle_migrations']?.rows) {
    const [last] = await query(
      `select created_at::text as w from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    app = appMigrationTag(last?.w);
  }
  let cms: string | null = null;
  if (facts['public.payload_migrations']?.rows) {
    const [last] = await query(`select name from public.payload_migrations order by id desc limit 1`);
    cms = last ? String(last.name) : null;
  }
  return { serverVersion: String(version?.v ?? 'unknown'), migrations: { app, cms }, tables: facts };
}

/*
 * The outbox row id is the delivery id receivers see (X-Northlight-Delivery) and may drop repeats
 * by. The database a backup replaces may have sent ids issued after the backup was taken; restored
 * as it was, the sequence would hand those ids to new, different deliveries. So a restore moves it
 * a million ids on: more deliveries than a day between backups could make.
 */
export const deliveryIdGap = 1_000_000;

async function skipDeliveryIds(query: Query): Promise<void> {
  const [row] = await query(
    `select pg_get_serial_sequence('public.outbox', 'id') as seq where to_regclass('public.outbox') is not null`,
  );
  if (!row?.seq) return;
  const sequence = String(row.seq).replaceAll("'", "''");
  await query(`select setval('${sequence}', nextval('${sequence}') + ${deliveryIdGap - 1})`);
}

/** The tables that make a database "not empty" for a restore: anything outside the system schemas. */
async function userTableCount(query: Query): Promise<number> {
  const [row] = await query(
    `select count(*)::int as n from information_schema.tables
     where table_schema not in ('information_schema') and table_schema not like 'pg\\_%'`,
  );
  return Number(row?.n ?? 0);
}

/*
 * A password in a command line is visible to every user of the machine (ps), so pg_dump and
 * pg_restore get the URL without it and the password through their environment.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** PostgreSQL's DETAIL and CONTEXT lines can quote a row's values (a duplicate key, a bad email). */
function withoutRowValues(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const kept = lines.filter((line) => !/\b(DETAIL|CONTEXT):/.test(line));
  return kept.length < lines.length
    ? `${kept.join('\n')}\n(detail lines left out: they can quote row values)`
    : kept.join('\n');
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} failed (exit ${code}): ${withoutRowValues(stderr)}`)),
    );
  });
}

export class TargetNotEmptyError extends Error {
  constructor(what: string) {
    super(`${what} is not empty: restore into an empty one, or pass --force to replace what is there`);
    this.name = 'TargetNotEmptyError';
  }
}

export const dumpFileName = { postgres: 'database.pgdump', pglite: 'pglite-data.tar.gz' } as const;

/**
 * Dumps the database into `file` and describes it. On PostgreSQL the facts and the dump come from
 * one exported snapshot, so enquiries arriving meanwhile are in neither or in both.
 */
export async function dumpDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ facts: DatabaseFacts; tool: string }> {
  if (target.kind === 'postgres') {
    const { dbname, env } = libpqConnection(target.url);
    const tool = (await run('pg_dump', ['--version'], env)).trim();
    const sql = postgres(target.url, { max: 1, onnotice: () => undefined, connection: stableText });
    try {
      const facts = await sql.begin('isolation level repeatable read read only', async (tx) => {
        const [snapshot] = await tx.unsafe<{ id: string }[]>(`select pg_export_snapshot() as id`);
        const query: Query = (text) => tx.unsafe(text);
        const described = await databaseFacts(query);
        await run(
          'pg_dump',
          [
            '--format=custom',
            '--no-password',
            `--snapshot=${snapshot!.id}`,
            `--file=${file}`,
            `--dbname=${dbname}`,
          ],
          env,
        );
        return described;
      });
      // pg_dump creates its file under the umask; this one holds every enquiry.
      await chmod(file, 0o600);
      return { facts, tool };
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  if (!existsSync(path.join(path.resolve(target.dataDir), 'PG_VERSION')))
    throw new Error(`There is no PGlite database in ${target.dataDir} to back up`);
  const { pglite, close } = await openPGliteAsIs(target.dataDir);
  try {
    await applyStableText(pglite);
    // Written pages may still sit in PGlite's shared buffers; a checkpoint puts them in the files
    // the tarball is made from, so the restored copy needs no crash recovery.
    await pglite.exec('checkpoint');
    const facts = await databaseFacts(
      async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
    );
    const tarball = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    const { version } = JSON.parse(
      readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    return { facts, tool: `@electric-sql/pglite ${version}` };
  } finally {
    await close();
  }
}

async function applyStableText(pglite: { exec(sql: string): Promise<unknown> }): Promise<void> {
  await pglite.exec(
    Object.entries(stableText)
      .map(([name, value]) => `set ${name} = '${value}';`)
      .join(' '),
  );
}

/** Where a non-empty PGlite directory or media directory goes when --force replaces it. */
export function asideName(dir: string, at: Date): string {
  return `${path.resolve(dir)}.replaced-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}`;
}

async function dirHasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Restores a dump into an empty database and describes what is there afterwards. With `force`, a
 * PostgreSQL database is emptied first (its schemas dropped); a PGlite directory is moved aside,
 * never deleted.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force: boolean; now?: Date },
): Promise<{ facts: DatabaseFacts; movedAside?: string }> {
  if (target.kind === 'postgres') {
    const sql = postgres(target.url, { max: 1, onnotice: () => undefined, connection: stableText });
    try {
      const query: Query = (text) => sql.unsafe(text);
      if ((await userTableCount(query)) > 0) {
        if (!options.force) throw new TargetNotEmptyError('The PostgreSQL database in DATABASE_URL');
        await sql
          .unsafe(
            `drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;`,
          )
          .simple();
      }
      const { dbname, env } = libpqConnection(target.url);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          '--no-password',
          `--dbname=${dbname}`,
          file,
        ],
        env,
      );
      const facts = await databaseFacts(query);
      await skipDeliveryIds(query);
      return { facts };
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const dir = path.resolve(target.dataDir);
  // Locked before anything moves: with --force, a directory the running server holds must stay put.
  await mkdir(path.dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  try {
    let movedAside: string | undefined;
    if (await dirHasEntries(dir)) {
      if (!options.force) throw new TargetNotEmptyError(`The PGlite directory ${target.dataDir}`);
      movedAside = asideName(dir, options.now ?? new Date());
      await rename(dir, movedAside);
    }
    const tarball = new Blob([await readFile(file)]);
    let opened: Awaited<ReturnType<typeof openPGliteAsIs>>;
    try {
      opened = await openPGliteAsIs(dir, { loadDataDir: tarball, alreadyLocked: true });
    } catch (error) {
      // Leave things as they were: a half-loaded directory would make the next attempt need --force.
      await rm(dir, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, dir);
      throw error;
    }
    const { pglite, close } = opened;
    try {
      const query: Query = async (text) => (await pglite.query<Record<string, unknown>>(text)).rows;
      const facts = await databaseFacts(query);
      await skipDeliveryIds(query);
      return { facts, ...(movedAside ? { movedAside } : {}) };
    } finally {
      await close();
    }
  } finally {
    release();
  }
}
