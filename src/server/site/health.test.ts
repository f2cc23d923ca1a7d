import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { openDatabase } from '../db/client';
import { outbox } from '../db/schema';
import { storeEnquiry } from '../enquiries/enquiries';
import { healthResponse } from './health';
import { testBackends, useTestDatabase } from '../testing/databases';
import { validEnquiryInput } from '../testing/fixtures';

const backends = await testBackends();

const email = 'health-check-visitor@example.co.uk';

async function bodyOf(response: Response) {
  return JSON.parse(await response.text()) as Record<string, unknown>;
}

describe.each(backends)('GET /api/health on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('answers 200 with the outbox backlog and how long its oldest due delivery has waited', async () => {
    const { db } = database.current;
    const enquiry = { ...enquirySchema.parse(validEnquiryInput({ email })), phoneE164: '+447700900123' };
    const first = await storeEnquiry(db, enquiry, {}, ['webhook', 'email']);
    const second = await storeEnquiry(db, enquiry, {}, ['webhook', 'email']);
    const [late, future] = await db.select().from(outbox).where(eq(outbox.enquiryId, first.id));
    const [delivered, dead] = await db.select().from(outbox).where(eq(outbox.enquiryId, second.id));
    const set = (id: number, values: PgUpdateSetSource<typeof outbox>) =>
      db.update(outbox).set(values).where(eq(outbox.id, id));
    await set(late!.id, { nextAttemptAt: sql`now() - interval '90 seconds'` });
    await set(future!.id, { nextAttemptAt: sql`now() + interval '1 hour'` });
    // Neither counts: one is done, the other has given up (the sales view shows dead ones).
    await set(delivered!.id, { status: 'delivered', nextAttemptAt: sql`now() - interval '1 day'` });
    await set(dead!.id, { status: 'dead', nextAttemptAt: sql`now() - interval '2 days'` });

    const response = await healthResponse(async () => db);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.clone().text();
    expect(text).not.toContain(email);
    const body = await bodyOf(response);
    expect(body).toEqual({
      status: 'ok',
      database: { reachable: true, latencyMs: expect.any(Number) },
      outbox: { pending: 2, oldestDueSeconds: expect.any(Number) },
    });
    const lag = (body.outbox as { oldestDueSeconds: number }).oldestDueSeconds;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(100);
  });

  it('reports no lag when nothing is due', async () => {
    const { db } = database.current;
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.status, 'pending'));
    const body = await bodyOf(await healthResponse(async () => db));
    expect(body.outbox).toEqual({ pending: 2, oldestDueSeconds: 0 });
  });

  // Last in this block: it closes the block's own database (a late request after shutdown).
  it('answers 503 once the database client is closed', async () => {
    const { db } = database.current;
    await database.current.close();
    const response = await healthResponse(async () => db);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(response)).toEqual({
      status: 'degraded',
      database: { reachable: false, latencyMs: null },
      outbox: { pending: null, oldestDueSeconds: null },
    });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 when DATABASE_URL points at nothing', async () => {
    const response = await healthResponse(() =>
      openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nowhere' }).then(
        (handle) => handle.db,
      ),
    );
    expect(response.status).toBe(503);
    expect((await bodyOf(response)).status).toBe('degraded');
  });

  it('answers 503 within its timeout when the database never answers', async () => {
    const started = Date.now();
    const response = await healthResponse(() => new Promise(() => undefined), 300);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
