import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * The seeded PGlite database `npm test` makes once (tests/seeded-database.ts), named by
 * NORTHLIGHT_SEEDED_PGLITE, copied for each server that would otherwise seed its own.
 */

/** Replaces `target` with a copy of the seeded database; false (nothing done) when none is offered. */
export function copySeededDatabase(target, source = process.env.NORTHLIGHT_SEEDED_PGLITE) {
  if (!source || !existsSync(path.join(source, 'PG_VERSION'))) return false;
  rmSync(target, { recursive: true, force: true });
  rmSync(`${target}.lock`, { force: true });
  cpSync(source, target, { recursive: true });
  return true;
}
