import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { checkWebhookSignature } from '@/domain/webhooks/signature';
import { webhookFirstRetryMs } from '@/domain/webhooks/backoff';
import type { Database } from '../db/client';
import {
  bookings,
  leads,
  orders,
  outbox,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
} from '../db/schema';
import {
  eraseEnquiry,
  getEnquiryWithDeliveries,
  outboxItemReference,
  retryOutboxItem,
  searchEnquiries,
  storeEnquiry,
} from '../enquiries/enquiries';
import { verifySignature } from '../enquiries/webhook';
import { environmentEndpointName } from './environment-endpoint';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import type { WebhookSetup } from './deliver';
import { pruneWebhookLog, recentDeliveries, replayWebhookDelivery, webhookLogRetentionDays } from './queue';
import { guardedLookup } from './send';
import type { WebhookEventType } from '@/domain/webhooks/events';

/*
 * Outgoing webhooks end to end on both databases: real events from the triggers, the outbox worker,
 * and a local HTTP endpoint that answers 200, 500, a redirect, or never (a timeout).
 */

const backends = await testBackends();

type Hit = { path: string; headers: IncomingHttpHeaders; body: string };

/** The receiving endpoint: /ok answers 200, /fail 500, /moved a redirect to /ok, /slow holds until released. */
class Endpoint {
  readonly hits: Hit[] = [];
  readonly #held: ServerResponse[] = [];
  #server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        this.hits.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path === '/ok') response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks\u0000!');
        else if (path === '/fail') response.writeHead(500).end(`boom ${'x'.repeat(3_000)}`);
        else if (path === '/moved') response.writeHead(302, { location: '/ok' }).end();
        else this.#held.push(response);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  release(): void {
    for (const response of this.#held.splice(0)) if (!response.destroyed) response.writeHead(200).end('late');
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const secret = 'whsec_integration-test-secret';

/* Payload's tables for the collection webhook-endpoints, as its migration makes them (value is an enum there). */
async function createEndpointTables(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists webhook_endpoints (
    id serial primary key, name varchar not null, url varchar not null, secret varchar, active boolean default true,
    from_environment boolean default false,
    updated_at timestamp(3) with time zone default now() not null, created_at timestamp(3) with time zone default now() not null)`);
  await db.execute(sql`create unique index if not exists webhook_endpoints_one_from_environment
    on webhook_endpoints (from_environment) where from_environment`);
  await db.execute(sql`create table if not exists webhook_endpoints_events (
    "order" integer not null, parent_id integer not null references webhook_endpoints(id) on delete cascade, value varchar, id serial primary key)`);
}

async function addEndpoint(
  db: Database,
  url: string,
  events: readonly WebhookEventType[],
  active = true,
): Promise<number> {
  const result = (await db.execute(
    sql`insert into webhook_endpoints (name, url, secret, active) values ('CRM', ${url}, ${secret}, ${active}) returning id`,
  )) as unknown as { rows?: { id: number }[] } & ArrayLike<{ id: number }>;
  const id = Number((result.rows ?? Array.from(result))[0]!.id);
  for (const [order, value] of events.entries())
    await db.execute(
      sql`insert into webhook_endpoints_events ("order", parent_id, value) values (${order + 1}, ${id}, ${value})`,
    );
  return id;
}

async function newLead(db: Database) {
  const enquiry = { ...enquirySchema.parse(validEnquiryInput()), phoneE164: '+447700900123' };
  const stored = await storeEnquiry(db, enquiry, {}, []);
  const [lead] = await db.select().from(leads).where(eq(leads.sourceId, stored.id));
  return { ...stored, leadId: lead!.id, email: enquiry.email };
}

function rowsOfResult<T>(result: unknown): T[] {
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

async function deliveriesOf(db: Database, endpointId: number) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

async function rowsOf(db: Database, deliveryId: string) {
  return db.select().from(outbox).where(eq(outbox.webhookDeliveryId, deliveryId)).orderBy(outbox.id);
}

/* Makes every waiting row due now, as the retry schedule would after its delay. */
async function makeDue(db: Database) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outbox.status, 'pending'));
}

describe.each(backends)('outgoing webhooks on %s', (backend) => {
  const database = useTestDatabase(backend);
  const endpoint = new Endpoint();
  const setup: WebhookSetup = {
    policy: { allowLoopback: true },
    leadUrl: (id) => `https://site.example/admin/leads/${id}`,
  };
  const worker = (leaseMs = 4_000, config: WebhookSetup = setup) =>
    new OutboxWorker(
      database.current.db,
      { emailFrom: 'site@northlight.example', webhooks: config },
      { maxAttempts: 5, pollMs: 50, leaseMs },
      silentLog,
    );

  beforeAll(async () => {
    await endpoint.start();
    await createEndpointTables(database.current.db);
  });
  afterAll(() => endpoint.stop());
  beforeEach(async () => {
    // Each test sees only its own events and deliveries.
    const db = database.current.db;
    await db
      .update(webhookEvents)
      .set({ fannedOutAt: sql`now()` })
      .where(sql`${webhookEvents.fannedOutAt} is null`);
    await db.update(outbox).set({ status: 'withdrawn' }).where(eq(outbox.status, 'pending'));
    await db.execute(sql`update webhook_endpoints set active = false`);
    endpoint.hits.length = 0;
  });

  it('sends a new lead once, signed in the Stripe format, to each endpoint subscribed, and logs the answer', async () => {
    const db = database.current.db;
    const subscribed = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created']);
    const other = await addEndpoint(db, `${endpoint.origin}/ok`, ['booking.confirmed']);
    const off = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created'], false);
    const lead = await newLead(db);

    // Two instances drain at once: the event is fanned out once, the delivery sent once.
    const [first, second] = [worker(), worker()];
    await Promise.all([first.drainOnce(), second.drainOnce()]);
    await Promise.all([first.drainOnce(), second.drainOnce()]);

    expect(await deliveriesOf(db, other)).toHaveLength(0);
    expect(await deliveriesOf(db, off)).toHaveLength(0);
    const [delivery] = await deliveriesOf(db, subscribed);
    expect(endpoint.hits).toHaveLength(1);
    const hit = endpoint.hits[0]!;
    const body = JSON.parse(hit.body) as {
      id: string;
      type: string;
      data: { lead: { id: string; adminUrl: string }; contact: { email: string } };
    };
    expect(body.type).toBe('lead.created');
    expect(body.data.lead.id).toBe(lead.leadId);
    expect(body.data.lead.adminUrl).toBe(`https://site.example/admin/leads/${lead.leadId}`);
    expect(body.data.contact.email).toBe(lead.email.toLowerCase());
    expect(hit.headers['northlight-event-id']).toBe(body.id);
    expect(hit.headers['northlight-delivery']).toBe(delivery!.id);
    const signature = hit.headers['northlight-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkWebhookSignature(secret, signature, hit.body, Math.floor(Date.now() / 1000))).toBe('valid');
    expect(checkWebhookSignature('another', signature, hit.body, Math.floor(Date.now() / 1000))).toBe(
      'mismatch',
    );

    const [row] = await rowsOf(db, delivery!.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, channel: 'webhook-endpoint' });
    const [log] = await recentDeliveries(db, subscribed);
    expect(log).toMatchObject({ status: 'delivered', eventType: 'lead.created' });
    expect(log!.attempts).toEqual([
      expect.objectContaining({ ok: true, responseStatus: 200, responseSnippet: 'thanks!', error: null }),
    ]);

    // Draining again sends nothing more.
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(1);
  });

  it('retries a 500 on the schedule, with the status and a bounded snippet logged, and delivers once the endpoint mends', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/fail`, ['lead.created', 'lead.stage_changed']);
    const lead = await newLead(db);
    await db.update(leads).set({ stage: 'contacted' }).where(eq(leads.id, lead.leadId));
    const drainer = worker();
    await drainer.drainOnce();
    const deliveries = await deliveriesOf(db, id);
    expect(deliveries).toHaveLength(2);
    const rows = await db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.webhookDeliveryId} in (select id from webhook_deliveries where endpoint_id = ${id})`,
      );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'answered 500' });
      const wait = row.nextAttemptAt.getTime() - Date.now();
      expect(wait).toBeGreaterThan(webhookFirstRetryMs / 2 - 5_000);
      expect(wait).toBeLessThanOrEqual(webhookFirstRetryMs + 1_000);
    }
    // Not due yet: nothing is sent.
    await drainer.drainOnce();
    expect(endpoint.hits).toHaveLength(2);
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(
        sql`${webhookAttempts.deliveryId} in (select id from webhook_deliveries where endpoint_id = ${id})`,
      );
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ ok: false, responseStatus: 500, error: 'answered 500' });
      expect(attempt.responseSnippet!.length).toBe(500);
      expect(attempt.responseSnippet!.startsWith('boom ')).toBe(true);
    }

    await db.execute(sql`update webhook_endpoints set url = ${`${endpoint.origin}/ok`} where id = ${id}`);
    await makeDue(db);
    await drainer.drainOnce();
    const stage = endpoint.hits
      .filter((hit) => hit.path === '/ok')
      .map((hit) => JSON.parse(hit.body) as { type: string; data: { change?: unknown } });
    expect(stage.map((body) => body.type).sort()).toEqual(['lead.created', 'lead.stage_changed']);
    expect(stage.find((body) => body.type === 'lead.stage_changed')!.data.change).toEqual({
      from: 'new',
      to: 'contacted',
    });
    const [log] = await recentDeliveries(db, id);
    expect(log!.status).toBe('delivered');
    expect(log!.attempts.map((attempt) => attempt.responseStatus)).toEqual([200, 500]);
  });

  it('records a redirect as a failure and does not follow it', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/moved`, ['lead.created']);
    await newLead(db);
    await worker().drainOnce();
    expect(endpoint.hits.map((hit) => hit.path)).toEqual(['/moved']);
    const [log] = await recentDeliveries(db, id);
    expect(log).toMatchObject({ status: 'pending' });
    expect(log!.attempts[0]).toMatchObject({
      ok: false,
      responseStatus: 302,
      error: 'answered 302 (a redirect, not followed)',
    });
  });

  it('cuts off an endpoint that does not answer, and retries it', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/slow`, ['lead.created']);
    await newLead(db);
    // A 1 s lease gives a 500 ms timeout (deliveryTimeoutMs).
    await worker(1_000).drainOnce();
    const [log] = await recentDeliveries(db, id);
    expect(log!.status).toBe('pending');
    expect(log!.attempts[0]).toMatchObject({
      ok: false,
      responseStatus: null,
      error: 'timed out after 500 ms',
    });
    endpoint.release();
  });

  it('replays a delivery on request, never while one of it waits or is in flight, with the same event id', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created']);
    await newLead(db);
    const drainer = worker();
    await drainer.drainOnce();
    const [delivery] = await deliveriesOf(db, id);
    expect(endpoint.hits).toHaveLength(1);

    // Two staff replay at the same moment: one row is queued.
    const answers = await Promise.all([
      replayWebhookDelivery(db, delivery!.id),
      replayWebhookDelivery(db, delivery!.id),
    ]);
    expect(answers.sort()).toEqual(['already-waiting', 'queued']);
    expect(await replayWebhookDelivery(db, delivery!.id)).toBe('already-waiting');
    expect(await replayWebhookDelivery(db, delivery!.id, id + 1000)).toBe('not-found');
    // The partial unique index itself refuses a second waiting row, whatever code tries.
    await expect(
      db.insert(outbox).values({ webhookDeliveryId: delivery!.id, channel: 'webhook-endpoint' }),
    ).rejects.toThrow();

    // In flight: the endpoint holds the replay; a replay asked meanwhile is refused.
    await db.execute(sql`update webhook_endpoints set url = ${`${endpoint.origin}/slow`} where id = ${id}`);
    const inFlight = drainer.drainOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await replayWebhookDelivery(db, delivery!.id)).toBe('already-waiting');
    endpoint.release();
    await inFlight;

    const sent = endpoint.hits.map((hit) => JSON.parse(hit.body) as { id: string });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    const rows = await rowsOf(db, delivery!.id);
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    // Once done, it may be replayed again.
    expect(await replayWebhookDelivery(db, delivery!.id)).toBe('queued');
  });

  it('withdraws a delivery whose endpoint was switched off, and refuses a private address in production', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created']);
    await newLead(db);
    await worker(4_000, { ...setup, policy: { allowLoopback: false } }).drainOnce();
    const [refused] = await recentDeliveries(db, id);
    expect(refused!.attempts[0]!.error).toMatch(/^address refused/);
    expect(endpoint.hits).toHaveLength(0);

    await db.execute(sql`update webhook_endpoints set active = false where id = ${id}`);
    await makeDue(db);
    await worker().drainOnce();
    const [withdrawn] = await recentDeliveries(db, id);
    expect(withdrawn!.status).toBe('withdrawn');
    expect(endpoint.hits).toHaveLength(0);
  });

  it('keeps events while the endpoints cannot be read, and loses none', async () => {
    const db = database.current.db;
    const id = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created']);
    await newLead(db);
    const broken: WebhookSetup = {
      ...setup,
      endpoints: () => Promise.reject(new Error('relation "webhook_endpoints" does not exist')),
    };
    await worker(4_000, broken).drainOnce();
    const waiting = await db
      .select()
      .from(webhookEvents)
      .where(sql`${webhookEvents.fannedOutAt} is null`);
    // The enquiry's two: a lead came in, and something came in from the site.
    expect(waiting.map((event) => event.type).sort()).toEqual(['lead.created', 'submission.received']);
    await worker().drainOnce();
    expect(await deliveriesOf(db, id)).toHaveLength(1);
    expect(endpoint.hits).toHaveLength(1);
  });

  it('makes the environment’s webhook one endpoint however many instances start, and sends what comes in as it always did', async () => {
    const db = database.current.db;
    const environment = { url: `${endpoint.origin}/ok`, secret: 'environment-shared-secret' };
    const withEnvironment: WebhookSetup = {
      ...setup,
      environment,
      submissionLinks: { bookingCancelUrl: (id) => `https://site.example/bookings/cancel/${id}` },
    };
    // Two instances start at once: one endpoint, subscribed to what comes in from the site.
    const [first, second] = [worker(4_000, withEnvironment), worker(4_000, withEnvironment)];
    await Promise.all([first.drainOnce(), second.drainOnce()]);
    const endpoints = rowsOfResult<{ id: number; name: string; url: string; secret: string; active: boolean }>(
      await db.execute(sql`select id, name, url, secret, active from webhook_endpoints where from_environment`),
    );
    expect(endpoints).toEqual([
      { id: expect.anything(), name: environmentEndpointName, url: environment.url, secret: environment.secret, active: true },
    ]);
    const id = Number(endpoints[0]!.id);
    const events = rowsOfResult<{ value: string }>(
      await db.execute(sql`select value from webhook_endpoints_events where parent_id = ${id}`),
    );
    expect(events.map((event) => event.value)).toEqual(['submission.received']);

    // An enquiry: the body, idempotency key and x-northlight-* headers it always had, plus Northlight-Signature.
    const lead = await newLead(db);
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(1);
    const hit = endpoint.hits[0]!;
    const body = JSON.parse(hit.body) as { event: string; reference: string; deliveryId: number; enquiry: { email: string } };
    expect(body).toMatchObject({ event: 'enquiry.created', reference: lead.reference });
    expect(body.enquiry.email.toLowerCase()).toBe(lead.email.toLowerCase());
    expect(hit.headers['idempotency-key']).toBe(`${lead.reference}:webhook`);
    expect(hit.headers['x-northlight-delivery']).toBe(String(body.deliveryId));
    const now = Math.floor(Date.now() / 1000);
    expect(
      verifySignature(
        environment.secret,
        {
          signature: hit.headers['x-northlight-signature'] as string,
          timestamp: hit.headers['x-northlight-timestamp'] as string,
        },
        hit.body,
        now,
      ),
    ).toBe(true);
    expect(checkWebhookSignature(environment.secret, hit.headers['northlight-signature'] as string, hit.body, now)).toBe(
      'valid',
    );
    // Logged on the endpoint's page like any delivery, and sent again on request with the same key.
    const [log] = await recentDeliveries(db, id);
    expect(log).toMatchObject({ status: 'delivered', eventType: 'submission.received' });
    expect(await replayWebhookDelivery(db, log!.id)).toBe('queued');
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(2);
    expect(endpoint.hits[1]!.headers['idempotency-key']).toBe(`${lead.reference}:webhook`);

    // Sales still see it on the enquiry's page as its CRM webhook, may send a dead one again, and
    // an erasure takes it with the enquiry.
    const page = await getEnquiryWithDeliveries(db, lead.reference);
    const sent = page!.deliveries.filter((delivery) => delivery.channel === 'webhook-endpoint');
    expect(sent.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(await outboxItemReference(db, sent[0]!.id)).toBe(lead.reference);
    await db.update(outbox).set({ status: 'dead' }).where(eq(outbox.id, sent[1]!.id));
    expect((await searchEnquiries(db, { deliveryStatus: 'dead' }, { offset: 0, limit: 5 })).rows.map((row) => row.reference)).toContain(
      lead.reference,
    );
    expect(await retryOutboxItem(db, sent[1]!.id)).toBe(1);
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(3);
    expect(await eraseEnquiry(db, lead.reference)).toMatchObject({ erased: true, deliveries: 2 });
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.enquiryId, lead.id))).toEqual([]);
    endpoint.hits.length = 0;

    // A room booking comes in when it is confirmed, with its cancel link; a held one is not sent.
    const bookingId = randomUUID();
    const startsAt = new Date(Date.now() + 86_400_000);
    await db.insert(bookings).values({
      id: bookingId,
      reference: `NL-WHE-${bookingId.slice(0, 4).toUpperCase()}`,
      roomReference: 'AND-MR02',
      centre: 'andover',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      duration: 'hour',
      hours: 1,
      name: 'Booker',
      email: 'booker@example.com',
      phone: '+447700900123',
      pricePence: 3500,
      vatRateBasisPoints: 2000,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 900_000),
    });
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(0);
    await db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingId));
    await first.drainOnce();
    expect(endpoint.hits).toHaveLength(1);
    expect(JSON.parse(endpoint.hits[0]!.body)).toMatchObject({
      event: 'booking.created',
      cancelUrl: `https://site.example/bookings/cancel/${bookingId}`,
      booking: { status: 'confirmed' },
    });
  });

  it('follows the environment at each start: a new address and secret, and unset, the endpoint stops and is the staff’s', async () => {
    const db = database.current.db;
    const before = { url: `${endpoint.origin}/ok`, secret: 'environment-secret-one' };
    await worker(4_000, { ...setup, environment: before }).drainOnce();
    const after = { url: `${endpoint.origin}/ok?moved=1`, secret: 'environment-secret-two' };
    await worker(4_000, { ...setup, environment: after }).drainOnce();
    const moved = rowsOfResult<{ url: string; secret: string; from_environment: boolean; active: boolean }>(
      await db.execute(sql`select url, secret, from_environment, active from webhook_endpoints where from_environment`),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ url: after.url, secret: after.secret });

    // A private address is the operator's choice for this endpoint only (an internal CRM).
    const { checkEndpointUrl } = await import('@/domain/webhooks/endpoint-url');
    expect(checkEndpointUrl('http://10.0.0.5/hooks', { allowLoopback: false }).ok).toBe(false);
    expect(checkEndpointUrl('http://10.0.0.5/hooks', { allowLoopback: false, setByOperator: true }).ok).toBe(true);

    await worker(4_000, setup).drainOnce();
    expect(
      rowsOfResult<{ count: number }>(
        await db.execute(sql`select count(*)::int as count from webhook_endpoints where from_environment`),
      )[0]!.count,
    ).toBe(0);
    const released = rowsOfResult<{ active: boolean }>(
      await db.execute(sql`select active from webhook_endpoints where secret = ${after.secret}`),
    );
    expect(released).toEqual([{ active: false }]);
    // Nothing more goes to it: an enquiry now is not sent.
    await newLead(db);
    await worker(4_000, setup).drainOnce();
    expect(endpoint.hits).toHaveLength(0);
  });

  it('writes events for a booking confirmed then cancelled and an order once paid, and sends their facts', async () => {
    const db = database.current.db;
    await addEndpoint(db, `${endpoint.origin}/ok`, ['booking.confirmed', 'booking.cancelled', 'order.paid']);
    const bookingId = randomUUID();
    const startsAt = new Date(Date.now() + 86_400_000);
    await db.insert(bookings).values({
      id: bookingId,
      reference: `NL-WHB-${bookingId.slice(0, 4).toUpperCase()}`,
      roomReference: 'AND-MR01',
      centre: 'andover',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      duration: 'hour',
      hours: 1,
      name: 'Booker',
      email: 'booker@example.com',
      phone: '+447700900123',
      pricePence: 3500,
      vatRateBasisPoints: 2000,
    });
    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'visitor', cancelledAt: new Date() })
      .where(eq(bookings.id, bookingId));
    const orderId = randomUUID();
    await db.insert(orders).values({
      id: orderId,
      reference: `NL-WHO-${orderId.slice(0, 4).toUpperCase()}`,
      plan: 'business-address',
      planName: 'Business address',
      centre: 'andover',
      monthlyNetPence: 2500,
      monthlyVatPence: 500,
      vatRateBasisPoints: 2000,
      needsIdCheck: true,
      businessName: 'Byron Ltd',
      name: 'Orderer',
      email: 'orderer@example.com',
      phone: '+447700900124',
      startDate: '2026-12-01',
      payment: 'card-pending',
      status: 'awaiting-id-check',
    });
    // Pending: no event; paid: one; touched again while paid: none more.
    await db.update(orders).set({ payment: 'card-paid' }).where(eq(orders.id, orderId));
    await db.update(orders).set({ payment: 'card-paid' }).where(eq(orders.id, orderId));
    await worker().drainOnce();
    const bodies = endpoint.hits.map(
      (hit) =>
        JSON.parse(hit.body) as {
          type: string;
          data: Record<string, { reference?: string; email?: string }>;
        },
    );
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'booking.cancelled',
      'booking.confirmed',
      'order.paid',
    ]);
    const paid = bodies.find((body) => body.type === 'order.paid')!;
    expect(paid.data.order!.reference).toMatch(/^NL-WHO-/);
    expect(paid.data.contact!.email).toBe('orderer@example.com');
    const cancelled = bodies.find((body) => body.type === 'booking.cancelled')!;
    expect(cancelled.data.booking).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a name that resolves inside the network when it is sent (DNS rebinding)', async () => {
    // A public-looking name whose lookup answers loopback: refused at connection time, even where loopback names are allowed.
    const lookup = guardedLookup('crm.example.com', { allowLoopback: true });
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(refused?.message).toMatch(/address refused/);
    const allowed = await new Promise<string>((resolve, reject) =>
      guardedLookup('localhost', { allowLoopback: true })('localhost', {}, (error, address) =>
        error ? reject(error) : resolve(String(address)),
      ),
    );
    expect(['127.0.0.1', '::1']).toContain(allowed);
    const production = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup('localhost', { allowLoopback: false })('localhost', {}, (error) => resolve(error)),
    );
    expect(production?.message).toMatch(/address refused/);
  });

  it('keeps no event that no endpoint wants, and prunes the log after its retention unless a delivery still waits', async () => {
    const db = database.current.db;
    // No endpoint sends: the lead's event is gone after one fan-out, not kept for ever.
    const lonely = await newLead(db);
    await worker().drainOnce();
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.leadId, lonely.leadId))).toHaveLength(0);

    // Two delivered events and one still waiting to be retried, all older than the retention.
    const subscribed = await addEndpoint(db, `${endpoint.origin}/ok`, ['lead.created']);
    const [old, waiting] = [await newLead(db), await newLead(db)];
    await worker().drainOnce();
    expect(await deliveriesOf(db, subscribed)).toHaveLength(2);
    const events = await db.select().from(webhookEvents).where(sql`${webhookEvents.leadId} in (${old.leadId}, ${waiting.leadId})`);
    expect(events).toHaveLength(2);
    await db
      .update(webhookEvents)
      .set({ occurredAt: sql`now() - make_interval(days => ${webhookLogRetentionDays + 1}::integer)` })
      .where(sql`${webhookEvents.leadId} in (${old.leadId}, ${waiting.leadId})`);
    const waitingEvent = events.find((event) => event.leadId === waiting.leadId)!;
    const [pendingDelivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, waitingEvent.id));
    await db.insert(outbox).values({ webhookDeliveryId: pendingDelivery!.id, channel: 'webhook-endpoint' });

    expect(await pruneWebhookLog(db)).toBe(1);
    const left = await db.select().from(webhookEvents).where(sql`${webhookEvents.leadId} in (${old.leadId}, ${waiting.leadId})`);
    expect(left.map((event) => event.leadId)).toEqual([waiting.leadId]);
    // The pruned event's delivery and its outbox rows went with it (the keys cascade).
    const oldEvent = events.find((event) => event.leadId === old.leadId)!;
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, oldEvent.id))).toHaveLength(0);
  });
});
