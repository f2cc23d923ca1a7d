import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ga4PlanOf, type Ga4Body } from '@/domain/conversions/conversions';
import type { Database } from '../db/client';
import { conversions, outbox } from '../db/schema';
import type { Ga4Credentials } from './settings';

/*
 * Offline conversions to GA4's Measurement Protocol (docs/decisions/0050). Each drain of the outbox
 * worker first queues waiting conversions: one outbox row each (channel 'ga4'), ever, held by a
 * unique index, or a note of why it is not sent (no GA4 client id, older than GA4 takes). They wait
 * while GA4 is not configured. The send itself is one POST; the worker records it and retries it
 * on the webhooks' schedule (about a day and more of trying), so an outage of a day loses nothing
 * and a delivered row is never sent again. The address carries the API secret: it is never logged.
 */

export const ga4CollectUrl = 'https://www.google-analytics.com/mp/collect';
const queueBatch = 100;

export type Ga4Setup = {
  /** The collect endpoint: Google's, or a local fake in tests. */
  readonly endpoint: string;
  /** How the credentials are read; the CMS global by default (src/server/conversions/settings.ts). */
  readonly credentials: (db: Pick<Database, 'execute'>) => Promise<Ga4Credentials | undefined>;
};

/** Queues the conversions waiting for GA4; returns how many were queued and how many will not be sent. */
export async function queueGa4Conversions(db: Database, now: Date = new Date()): Promise<{ queued: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: conversions.id, kind: conversions.kind, occurredAt: conversions.occurredAt, gaClientId: conversions.gaClientId })
      .from(conversions)
      .where(isNull(conversions.ga4QueuedAt))
      .orderBy(asc(conversions.occurredAt))
      .limit(queueBatch)
      .for('update', { skipLocked: true });
    let queued = 0;
    let skipped = 0;
    for (const row of waiting) {
      // The reasons not to send do not depend on the email: none is read here.
      const plan = ga4PlanOf(
        { ...row, transactionId: '', valuePence: 0, currency: 'GBP', attribution: null, adUserData: false },
        now,
        () => undefined,
      );
      if (plan.send) {
        await tx.insert(outbox).values({ conversionId: row.id, channel: 'ga4' }).onConflictDoNothing();
        queued += 1;
      } else skipped += 1;
      await tx
        .update(conversions)
        .set({ ga4QueuedAt: sql`now()`, ga4Skipped: plan.send ? null : plan.why })
        .where(and(eq(conversions.id, row.id), isNull(conversions.ga4QueuedAt)));
    }
    return { queued, skipped };
  });
}

export type Ga4Outcome =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | undefined; readonly error: string };

/** One POST of one event; 2xx is sent, anything else (a redirect too, not followed) a failure. */
export async function postToGa4(
  endpoint: string,
  credentials: Ga4Credentials,
  body: Ga4Body,
  timeoutMs: number,
): Promise<Ga4Outcome> {
  const url = new URL(endpoint);
  url.searchParams.set('measurement_id', credentials.measurementId);
  url.searchParams.set('api_secret', credentials.apiSecret);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status >= 200 && response.status < 300
      ? { ok: true, status: response.status }
      : { ok: false, status: response.status, error: `answered ${response.status}` };
  } catch (error) {
    // Never the error's own text: it may hold the address, and so the secret.
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, status: undefined, error: timedOut ? 'timed out' : 'could not connect' };
  }
}
