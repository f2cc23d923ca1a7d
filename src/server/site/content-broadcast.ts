import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { serverEnv } from '@/env';
import { getDatabase } from '../db/client';
import { logger } from '../logger';

/*
 * Every app instance keeps its own cache of rendered pages. When an editor publishes, the instance
 * that saved the change refreshes its pages at once; the others learn of it here. On PostgreSQL the
 * saving instance sends a NOTIFY, every instance LISTENs, and each one that did not send it asks
 * itself, over loopback, to refresh its pages (revalidation must run inside a request). The
 * embedded PGlite allows one instance, so there is nobody to tell.
 */
const channel = 'northlight_content_published';
export const revalidationHeader = 'x-northlight-revalidate';

type BroadcastState = {
  readonly instanceId: string;
  readonly token: Buffer;
  listening: boolean;
  /** The LISTEN connection, ended on shutdown. */
  stop?: () => Promise<void>;
};
const stateKey = Symbol.for('northlight.contentBroadcast');
type GlobalWithBroadcast = typeof globalThis & { [stateKey]?: BroadcastState };

function state(): BroadcastState {
  const holder = globalThis as GlobalWithBroadcast;
  holder[stateKey] ??= {
    instanceId: randomBytes(8).toString('hex'),
    token: randomBytes(32),
    listening: false,
  };
  return holder[stateKey];
}

/** The header value this instance sends to itself; nobody else can know it. */
export function ownRevalidationToken(): string {
  return state().token.toString('hex');
}

export function isOwnRevalidationToken(value: string | null): boolean {
  if (!value || !/^[0-9a-f]{64}$/.test(value)) return false;
  return timingSafeEqual(Buffer.from(value, 'hex'), state().token);
}

export async function announcePublish(): Promise<void> {
  if (!serverEnv().DATABASE_URL) return;
  const { db } = await getDatabase();
  await db.execute(sql`select pg_notify(${channel}, ${state().instanceId})`);
}

/** Revalidates this instance's pages from outside a request: a request to itself, over loopback. */
export async function refreshOwnPages(): Promise<void> {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  try {
    const response = await fetch(new URL('/api/revalidate', origin), {
      method: 'POST',
      headers: { [revalidationHeader]: ownRevalidationToken() },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      logger.error({ status: response.status }, 'page refresh after a publish elsewhere failed');
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.name : 'error' },
      'page refresh after a publish elsewhere failed',
    );
  }
}

/** Started once per instance (instrumentation.ts); PostgreSQL only. */
export async function listenForPublishes(): Promise<void> {
  const url = serverEnv().DATABASE_URL;
  const current = state();
  if (!url || current.listening) return;
  current.listening = true;
  const { default: postgres } = await import('postgres');
  const listener = postgres(url, { max: 1, onnotice: () => undefined });
  current.stop = () => listener.end({ timeout: 2 });
  await listener.listen(channel, (from) => {
    if (from !== current.instanceId) void refreshOwnPages();
  });
}

/** Ends the LISTEN connection (graceful shutdown, src/server/site/shutdown.ts). */
export async function stopListening(): Promise<void> {
  const current = state();
  const stop = current.stop;
  current.stop = undefined;
  current.listening = false;
  await stop?.();
}
