import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

/*
 * GET /api/health, for nginx, orchestrators and monitoring. One query answers both questions: the
 * database is reachable if it answers, and the outbox's lag is how long its oldest due delivery has
 * been waiting. 200 when the database answers, 503 when it does not (or not within the timeout, so
 * a probe never hangs on a dead connection). A growing lag with a reachable database means the
 * receivers are failing, not this instance: it stays 200, because restarting the instance would not
 * help; alert on the figure instead. Counts and seconds only, no personal data.
 */

export type HealthReport = {
  readonly status: 'ok' | 'degraded';
  readonly database: { readonly reachable: boolean; readonly latencyMs: number | null };
  readonly outbox: { readonly pending: number | null; readonly oldestDueSeconds: number | null };
};

export const healthTimeoutMs = 2_000;

const degraded: HealthReport = {
  status: 'degraded',
  database: { reachable: false, latencyMs: null },
  outbox: { pending: null, oldestDueSeconds: null },
};

async function measure(getDatabase: () => Promise<Database>): Promise<HealthReport> {
  const db = await getDatabase();
  const started = performance.now();
  // The (status, next_attempt_at) index answers this without reading delivered rows.
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestDueSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${outbox.nextAttemptAt}) filter (where ${outbox.nextAttemptAt} <= now()))::float8`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const lag =
    row?.oldestDueSeconds === null || row?.oldestDueSeconds === undefined ? 0 : Number(row.oldestDueSeconds);
  return {
    status: 'ok',
    database: { reachable: true, latencyMs },
    outbox: { pending: Number(row?.pending ?? 0), oldestDueSeconds: Math.max(0, Math.round(lag)) },
  };
}

export async function checkHealth(
  getDatabase: () => Promise<Database>,
  timeoutMs = healthTimeoutMs,
): Promise<HealthReport> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<HealthReport>((resolve) => {
    timer = setTimeout(() => resolve(degraded), timeoutMs);
  });
  try {
    return await Promise.race([measure(getDatabase).catch(() => degraded), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthResponse(
  getDatabase: () => Promise<Database>,
  timeoutMs = healthTimeoutMs,
): Promise<Response> {
  const report = await checkHealth(getDatabase, timeoutMs);
  return new Response(JSON.stringify(report), {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
