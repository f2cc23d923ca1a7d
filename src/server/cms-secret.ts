import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/env';

/*
 * Payload signs staff sessions with this secret (and bookings' cancel links use a key derived from it). Production sets PAYLOAD_SECRET (the same on every
 * instance). A fresh clone has none, so one is made once, at random, and kept beside the embedded
 * database: sessions then survive restarts, and nothing secret is committed.
 */
export function cmsSecret(): string {
  const env = serverEnv();
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET;
  const file = cmsSecretFile(env.PGLITE_DATA_DIR);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch {
    // Another process made it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

/** Where the made-up secret is kept: beside the PGlite directory (backups copy it from there). */
export function cmsSecretFile(pgliteDataDir: string): string {
  return path.resolve(path.dirname(path.resolve(pgliteDataDir)), 'payload-secret');
}
