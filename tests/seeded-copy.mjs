import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * The seeded databases `npm test` makes once (tests/seeded-database.ts): a PGlite directory named
 * by NORTHLIGHT_SEEDED_PGLITE, copied for each server that would otherwise seed its own, and a
 * PostgreSQL database named by NORTHLIGHT_SEEDED_POSTGRES, used as the template of theirs.
 */

/**
 * Replaces `target` with a copy of the seeded database; false (nothing done) when none is offered.
 * The seed's photos are files in its media directory (NORTHLIGHT_SEEDED_MEDIA): a server keeping
 * its uploads elsewhere (`mediaDir`) gets them copied there, or its pages would show broken images.
 */
export function copySeededDatabase(target, { mediaDir, source = process.env.NORTHLIGHT_SEEDED_PGLITE } = {}) {
  if (!source || !existsSync(path.join(source, 'PG_VERSION'))) return false;
  rmSync(target, { recursive: true, force: true });
  rmSync(`${target}.lock`, { force: true });
  cpSync(source, target, { recursive: true });
  const seededMedia = process.env.NORTHLIGHT_SEEDED_MEDIA;
  if (
    mediaDir &&
    seededMedia &&
    existsSync(seededMedia) &&
    path.resolve(mediaDir) !== path.resolve(seededMedia)
  ) {
    cpSync(seededMedia, mediaDir, { recursive: true });
  }
  return true;
}

/**
 * The statement that makes a PostgreSQL test database: a copy of the seeded one when offered. Its
 * photos are files in the seed's media directory, so a server keeping uploads in S3 (`fromSeed`
 * false) seeds a database of its own instead.
 */
export function createDatabaseStatement(
  name,
  { fromSeed = true, template = process.env.NORTHLIGHT_SEEDED_POSTGRES } = {},
) {
  return fromSeed && template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
}

/**
 * Drops the PostgreSQL database `url` names and makes it afresh: empty, or a copy of the seeded one
 * with `fromSeed` (see createDatabaseStatement). The name must be plain ([a-z0-9_]): it is written
 * into the statements.
 */
export async function recreatePostgresDatabase(url, { fromSeed = false } = {}) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('A test database name must be [a-z0-9_]');
  const server = new URL(url);
  server.pathname = '/postgres';
  const { default: postgres } = await import('postgres');
  const sql = postgres(server.toString(), { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.unsafe(createDatabaseStatement(name, { fromSeed }));
  } finally {
    await sql.end();
  }
}
