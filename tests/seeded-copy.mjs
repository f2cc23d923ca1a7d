import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * The seeded databases `npm test` makes once (tests/seeded-database.ts): a PGlite directory named
 * by NORTHLIGHT_SEEDED_PGLITE, copied for each server that would otherwise seed its own, and a
 * PostgreSQL database named by NORTHLIGHT_SEEDED_POSTGRES, used as the template of theirs.
 */

/** Replaces `target` with a copy of the seeded database; false (nothing done) when none is offered. */
export function copySeededDatabase(target, source = process.env.NORTHLIGHT_SEEDED_PGLITE) {
  if (!source || !existsSync(path.join(source, 'PG_VERSION'))) return false;
  rmSync(target, { recursive: true, force: true });
  rmSync(`${target}.lock`, { force: true });
  cpSync(source, target, { recursive: true });
  return true;
}

/** The statement that makes a PostgreSQL test database: a copy of the seeded one when offered. */
export function createDatabaseStatement(name, template = process.env.NORTHLIGHT_SEEDED_POSTGRES) {
  return template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
}
