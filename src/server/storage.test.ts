import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { enquiries, outbox, rateLimits } from './db/schema';
import {
  countRows,
  listEnquiries,
  referencePattern,
  retryEnquiryDeliveries,
  storeEnquiry,
} from './enquiries/enquiries';
import { staffDay } from '@/domain/staff-format';
import { enquiryLines, enquiryWebhookPayload } from './enquiries/enquiry-document';
import { hitRateLimit } from './requests/rate-limit';
import { validEnquiryInput } from './testing/fixtures';
import { testBackends, useTestDatabase } from './testing/databases';

const backends = await testBackends();

function parsedEnquiry(overrides = {}) {
  return { ...enquirySchema.parse(validEnquiryInput(overrides)), phoneE164: '+447700900123' };
}

describe.each(backends)('enquiry storage on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('stores the enquiry and one outbox row per channel in one go', async () => {
    const stored = await storeEnquiry(
      database.current.db,
      parsedEnquiry(),
      { attribution: { touch: { utm_source: 'x' } } },
      ['webhook', 'email'],
    );
    expect(stored.reference).toMatch(referencePattern);
    expect(stored.duplicate).toBe(false);
    const [row] = await database.current.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row).toMatchObject({
      phone: '+447700900123',
      workspaceType: 'workshops',
      centre: 'chichester',
      pagePath: '/workspaces/workshops',
      context: { workspaceType: 'workshops', placement: 'hero' },
      attribution: { touch: { utm_source: 'x' } },
      marketingOptIn: false,
    });
    const items = await database.current.db.select().from(outbox).where(eq(outbox.enquiryId, stored.id));
    expect(items.map((item) => item.channel).sort()).toEqual(['email', 'webhook']);
    expect(items.every((item) => item.status === 'pending' && item.attempts === 0)).toBe(true);
  });

  it('stores, delivers and lists a quote\'s size and start date', async () => {
    const start = `${new Date().getFullYear() + 1}-02-01`;
    const stored = await storeEnquiry(
      database.current.db,
      parsedEnquiry({ quoteSizeSqFt: '1,200', quoteStartDate: start }),
      {},
      ['webhook'],
    );
    const [row] = await database.current.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row?.quoteSizeSqFt).toBe(1200);
    expect(row?.quoteStartDate).toBe(start);
    expect(enquiryWebhookPayload(row!, 1).enquiry).toMatchObject({ quoteSizeSqFt: 1200, quoteStartDate: start });
    expect(enquiryLines(row!)).toContainEqual({ label: 'Size in mind', value: '1,200 sq ft' });
    expect(enquiryLines(row!)).toContainEqual({ label: 'Start date', value: staffDay(start) });
  });

  it('keeps no size or move-in date for a virtual office, which has neither', async () => {
    const stored = await storeEnquiry(
      database.current.db,
      parsedEnquiry({ workspaceType: 'virtual-offices', quoteSizeSqFt: '500', quoteStartDate: `${new Date().getFullYear() + 1}-02-01` }),
      {},
      [],
    );
    const [row] = await database.current.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row).toMatchObject({ workspaceType: 'virtual-offices', quoteSizeSqFt: null, quoteStartDate: null });
  });

  it('stores the unit a visitor asked about, from the GET IN TOUCH on that unit, and refuses a malformed one', async () => {
    const stored = await storeEnquiry(
      database.current.db,
      parsedEnquiry({
        context: { centre: 'andover', workspaceType: 'workshops', unit: 'AND-W04', placement: 'unit' },
      }),
      {},
      ['webhook'],
    );
    const [row] = await database.current.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row?.unitReference).toBe('AND-W04');
    expect(enquiryWebhookPayload(row!, 1).enquiry.unitReference).toBe('AND-W04');
    expect(enquiryLines(row!)).toContainEqual({ label: 'Unit', value: 'AND-W04' });
    // A context that does not check out is dropped whole, so nothing unchecked is stored.
    const bad = enquirySchema.parse(validEnquiryInput({ context: { unit: 'and-w04; drop' } as never }));
    expect(bad.context).toBeUndefined();
  });

  it('returns the first answer for a repeated idempotency key and stores nothing new', async () => {
    const before = await countRows(database.current.db);
    const key = 'retry-key-0123456789abcdef';
    const first = await storeEnquiry(database.current.db, parsedEnquiry(), { idempotencyKey: key }, [
      'webhook',
    ]);
    const again = await storeEnquiry(database.current.db, parsedEnquiry(), { idempotencyKey: key }, [
      'webhook',
    ]);
    expect(again).toEqual({ ...first, duplicate: true });
    const after = await countRows(database.current.db);
    expect(after.enquiries - before.enquiries).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  /*
   * Concurrent first sends with one key (a double click with a slow network, a retry racing the
   * original): none of them finds an earlier row, so they race on the insert itself. On PostgreSQL
   * a lock on the table holds every insert at the same point on its own connection until all of
   * them are waiting there, then lets them go at once; PGlite has one connection, so there the
   * statements can only interleave.
   */
  it('lets exactly one of several concurrent first sends with one key store the enquiry', async () => {
    const { db, kind } = database.current;
    const racers = 4;
    const before = await countRows(db);
    const key = `race-key-${Date.now()}-0123456789`;
    const send = () => storeEnquiry(db, parsedEnquiry(), { idempotencyKey: key }, ['webhook', 'email']);
    let results: Awaited<ReturnType<typeof send>>[];
    if (kind === 'postgres') {
      let waitingAtOnce = 0;
      results = await db
        .transaction(async (tx) => {
          await tx.execute(sql`lock table ${enquiries} in share mode`);
          const sends = Array.from({ length: racers }, send);
          // Every insert is now blocked on the lock, each on its own pooled connection.
          for (let attempt = 0; attempt < 200 && waitingAtOnce < racers; attempt += 1) {
            // pg_stat_activity is read once per transaction unless its snapshot is cleared.
            await tx.execute(sql`select pg_stat_clear_snapshot()`);
            const [row] = (await tx.execute(
              sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into "enquiries"%'`,
            )) as unknown as { waiting: number }[];
            waitingAtOnce = row?.waiting ?? 0;
            if (waitingAtOnce < racers) await new Promise((resolve) => setTimeout(resolve, 10));
          }
          expect(waitingAtOnce, 'inserts held at the lock at the same time').toBe(racers);
          // Committing releases the lock: the inserts race for the key.
          return () => Promise.all(sends);
        })
        .then((release) => release());
    } else {
      results = await Promise.all(Array.from({ length: racers }, send));
    }
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    const after = await countRows(db);
    expect(after.enquiries - before.enquiries).toBe(1);
    expect(after.outbox - before.outbox).toBe(2);
  });

  it('stores meeting room details only for meeting rooms', async () => {
    const stored = await storeEnquiry(
      database.current.db,
      parsedEnquiry({
        workspaceType: 'meeting-rooms',
        meetingDate: '2030-03-04',
        meetingStartTime: '09:30',
        meetingDuration: 'half-day',
        meetingAttendees: '8',
      }),
      {},
      [],
    );
    const [row] = await database.current.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row?.meeting).toEqual({
      date: '2030-03-04',
      startTime: '09:30',
      duration: 'half-day',
      attendees: 8,
    });
  });

  it('lists enquiries with their deliveries and requeues dead ones', async () => {
    const stored = await storeEnquiry(database.current.db, parsedEnquiry(), {}, ['webhook']);
    await database.current.db
      .update(outbox)
      .set({ status: 'dead', attempts: 12 })
      .where(eq(outbox.enquiryId, stored.id));
    const listed = await listEnquiries(database.current.db, { since: new Date(Date.now() - 60_000) });
    const mine = listed.find((row) => row.id === stored.id);
    expect(mine?.deliveries).toEqual([expect.objectContaining({ channel: 'webhook', status: 'dead' })]);
    expect(await retryEnquiryDeliveries(database.current.db, stored.reference)).toBe(1);
    const [item] = await database.current.db.select().from(outbox).where(eq(outbox.enquiryId, stored.id));
    expect(item).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('counts requests per client per minute across callers', async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 30);
    const verdicts = await Promise.all(
      [1, 2, 3, 4].map(() => hitRateLimit(database.current.db, 'client-a', 3, now)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused?.retryAfterSeconds).toBe(30);
    expect((await hitRateLimit(database.current.db, 'client-b', 3, now)).allowed).toBe(true);
    expect((await hitRateLimit(database.current.db, 'client-a', 3, now + 60_000)).allowed).toBe(true);
    const rows = await database.current.db.select().from(rateLimits).where(eq(rateLimits.key, 'client-a'));
    expect(rows).toHaveLength(2);
  });
});
