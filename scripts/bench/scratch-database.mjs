/* A database of its own for one bench run: a fresh PGlite directory, or a PostgreSQL database made and dropped. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

/**
 * Makes the database and pushes its removal onto `cleanups`. Returns the server's environment
 * (PGLITE_DATA_DIR, or DATABASE_URL and PAYLOAD_SECRET) and where the database is.
 */
export async function scratchDatabase(kind, { prefix, postgresBase, cleanups }) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), `northlight-${prefix}-pglite-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const location = path.join(dir, 'db');
    return { env: { PGLITE_DATA_DIR: location }, location };
  }
  const name = `bench_${prefix.replace(/-/g, '_')}_${process.pid}_${Date.now()}`;
  const admin = postgres(`${postgresBase}/postgres`, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw new Error(`PostgreSQL at ${postgresBase} is not available (${error.message})`);
  }
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const location = `${postgresBase}/${name}`;
  // On PostgreSQL every instance must be given the CMS secret (src/env.ts); one per run will do.
  return {
    env: { DATABASE_URL: location, PAYLOAD_SECRET: `bench-${randomBytes(24).toString('hex')}` },
    location,
  };
}
