import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/*
 * Per-client fixed one-minute windows kept in the database, so every app instance shares the
 * count when DATABASE_URL points them at one PostgreSQL. Client addresses are hashed: the table
 * holds no personal data.
 */

export type RateLimitVerdict = {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
  readonly count: number;
};

const windowMs = 60_000;

export function clientKey(address: string): string {
  return createHash('sha256').update(`northlight-enquiries:${address}`).digest('base64url').slice(0, 22);
}

export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // Old windows are swept now and then rather than by a separate job.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 10 * windowMs)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: count <= limit, retryAfterSeconds, count };
}

/*
 * PGlite allows one process per data directory, so a PGlite site is one instance by construction
 * and its rate limit can live in memory: one query fewer per enquiry on the single-threaded
 * database. The windows are the same fixed minutes as the shared store.
 */
const memoryWindows = new Map<string, number>();
let memoryWindowStart = 0;

export function hitMemoryRateLimit(key: string, limit: number, now = Date.now()): RateLimitVerdict {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  if (windowStart !== memoryWindowStart) {
    memoryWindows.clear();
    memoryWindowStart = windowStart;
  }
  const count = (memoryWindows.get(key) ?? 0) + 1;
  memoryWindows.set(key, count);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return { allowed: count <= limit, retryAfterSeconds, count };
}

/** The count of the current window without adding to it (a limit that counts only failures). */
export async function peekRateLimit(db: Database, key: string, limit: number, now = Date.now()): Promise<RateLimitVerdict> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  const count = row?.count ?? 0;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: count < limit, retryAfterSeconds, count };
}

/** The memory store's peekRateLimit. */
export function peekMemoryRateLimit(key: string, limit: number, now = Date.now()): RateLimitVerdict {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = windowStart === memoryWindowStart ? (memoryWindows.get(key) ?? 0) : 0;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return { allowed: count < limit, retryAfterSeconds, count };
}
