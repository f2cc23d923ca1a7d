import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleAdsFile, defaultConversionNames } from '@/domain/conversions/conversions';
import { hashedEmailForGoogle } from '@/domain/conversions/enhanced-email';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { leadFormSchema } from '@/domain/leads/lead-form';
import { licenceCostOf } from '@/domain/licence/costs';
import { londonInstant } from '@/lib/booking-slots';
import { createBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { bookings, conversions, leads, orders, outbox } from '../db/schema';
import { createDayPass } from '../day-passes/day-passes';
import { storeEnquiry } from '../enquiries/enquiries';
import { changeStage, saveLead } from '../leads/store';
import { signLicence } from '../licences/store';
import { createOrder } from '../orders/orders';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import type { Ga4Setup } from './ga4';
import { conversionsBetween } from './store';

/*
 * Offline conversions on both databases: the triggers of migration 0026 (one per source, in the
 * change's own transaction), the period's read for the Google Ads file, and the GA4 Measurement
 * Protocol sends through the outbox against a local fake of the collect endpoint.
 */

const backends = await testBackends();
const sales = { id: 7, name: 'Sam Sales' };
const now = Date.now();
const recent = new Date(now - 2 * 86_400_000).toISOString();
const clicked = { utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQ-test_click', timestamp: recent };
const granted = { first: clicked, last: clicked, consent: { ad_user_data: true, analytics: true }, ga_client_id: '555.1700000000' };
const refused = { first: { utm_source: 'google', timestamp: recent }, last: { utm_source: 'google', timestamp: recent } };

type Hit = { path: string; query: URLSearchParams; body: string };

/** GA4's collect endpoint, faked: answers each request from a script (a status, or 'hang'), then 204. */
class FakeCollect {
  readonly hits: Hit[] = [];
  script: (number | 'hang')[] = [];
  readonly #held: ServerResponse[] = [];
  #server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://x');
        this.hits.push({ path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8') });
        const next = this.script.shift() ?? 204;
        if (next === 'hang') this.#held.push(response);
        else response.writeHead(next).end();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/mp/collect`;
  }

  async stop(): Promise<void> {
    for (const response of this.#held.splice(0)) if (!response.destroyed) response.writeHead(204).end();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let slot = 0;
async function booking(db: Database, attribution: Record<string, unknown> | undefined, status?: 'pending') {
  const start = 600 + 1440 * (slot += 1);
  const stored = await createBooking(
    db,
    {
      roomReference: 'EXE-MR01',
      centre: 'exeter',
      startsAt: londonInstant('2031-03-10', start),
      endsAt: londonInstant('2031-03-10', start + 60),
      duration: 'hour',
      vatRatePercent: 20,
      hours: 1,
      name: 'Bo Booker',
      email: 'Bo.Booker@Gmail.com',
      phoneE164: '+447700900125',
      phoneCountry: 'GB',
      pricePence: 7000,
      attribution,
      ...(status ? { holdExpiresAt: new Date(now + 3_600_000) } : {}),
    },
    [],
  );
  return stored;
}

async function order(db: Database, attribution: Record<string, unknown>) {
  return createOrder(
    db,
    {
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
      plan: 'mail-handling',
      planName: 'Mail handling',
      centre: 'bath',
      price: { netPence: 7900, vatPence: 1580, totalPence: 9480, vatRatePercent: 20 },
      needsIdCheck: false,
      status: 'active',
      businessName: 'Harbour Lights Ltd',
      companyNumber: undefined,
      name: 'Ola Orderer',
      email: 'ola@example.co.uk',
      phoneE164: '+447700900126',
      phoneCountry: 'GB',
      startDate: '2031-07-01',
      payment: 'card-pending',
      attribution,
    },
    [],
  );
}

async function enquiryLead(db: Database, attribution: Record<string, unknown>) {
  const enquiry = { ...enquirySchema.parse(validEnquiryInput({ email: 'Jane.Doe@example.com' })), phoneE164: '+447700900123' };
  const stored = await storeEnquiry(db, enquiry, { attribution: attribution as never }, []);
  const [lead] = await db.select().from(leads).where(eq(leads.sourceId, stored.id));
  return lead!;
}

const cost = licenceCostOf({ workspaceType: 'workshops', rent: 74, serviceCharge: 12 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!;

describe.each(backends)('offline conversions on %s', (backend) => {
  const database = useTestDatabase(backend);
  const collect = new FakeCollect();
  let credentials: { measurementId: string; apiSecret: string } | undefined;
  const ga4: Ga4Setup = { endpoint: '', credentials: async () => credentials };
  const worker = (leaseMs = 4_000) =>
    new OutboxWorker(
      database.current.db,
      { emailFrom: 'site@northlight.example', ga4: { ...ga4, endpoint: collect.url } },
      { maxAttempts: 5, pollMs: 50, leaseMs },
      silentLog,
    );

  beforeAll(() => collect.start());
  afterAll(() => collect.stop());
  beforeEach(async () => {
    const { db } = database.current;
    // Each test sends only its own conversions.
    await db.update(conversions).set({ ga4QueuedAt: sql`now()` }).where(sql`${conversions.ga4QueuedAt} is null`);
    await db.update(outbox).set({ status: 'withdrawn' }).where(eq(outbox.status, 'pending'));
    credentials = { measurementId: 'G-TEST12345', apiSecret: 'secret_for_tests' };
    collect.hits.length = 0;
    collect.script = [];
  });

  it('writes one conversion when a lead is won, with its value, attribution and consent; never a second', async () => {
    const { db } = database.current;
    const lead = await enquiryLead(db, granted);
    const form = leadFormSchema.parse({ lead: lead.id, stage: 'won', wonValue: '18,000' });
    await saveLead(db, lead.id, 'all', sales, form, { owner: undefined, notify: false, ownerNames: new Map() });
    const [won] = await db.select().from(conversions).where(eq(conversions.leadId, lead.id));
    expect(won).toMatchObject({
      kind: 'lead-won',
      valuePence: 1_800_000,
      currency: 'GBP',
      transactionId: lead.id,
      adUserData: true,
      gaClientId: '555.1700000000',
      attribution: granted,
    });
    expect(won!.occurredAt).toBeInstanceOf(Date);
    // Reopened and won again at another value: the first win stands, once.
    await changeStage(db, lead.id, 'all', sales, 'contacted');
    await changeStage(db, lead.id, 'all', sales, 'won', undefined, 2_000_000);
    expect(await db.select().from(conversions).where(eq(conversions.leadId, lead.id))).toHaveLength(1);
    // A win rolled back writes nothing.
    const other = await enquiryLead(db, refused);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(leads).set({ stage: 'won', wonValuePence: 500 }).where(eq(leads.id, other.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.select().from(conversions).where(eq(conversions.leadId, other.id))).toEqual([]);
  });

  it('counts a room booking when confirmed, an order when paid, a day pass bought and a licence signed, each once', async () => {
    const { db } = database.current;
    const confirmed = await booking(db, granted);
    const pending = await booking(db, refused, 'pending');
    expect(await db.select().from(conversions).where(eq(conversions.bookingId, pending.id))).toEqual([]);
    await db.update(bookings).set({ status: 'confirmed', paidAt: new Date(now - 60_000), paidPence: 8400 }).where(eq(bookings.id, pending.id));
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, pending.id));
    await db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, pending.id));
    const bookingRows = await db.select().from(conversions).where(eq(conversions.kind, 'booking-paid'));
    const mine = bookingRows.filter((row) => row.bookingId === confirmed.id || row.bookingId === pending.id);
    expect(mine.map((row) => [row.transactionId, row.valuePence, row.adUserData])).toEqual(
      expect.arrayContaining([
        [confirmed.reference, 7000, true],
        [pending.reference, 7000, false],
      ]),
    );
    expect(mine).toHaveLength(2);
    // Paid online: counted when it was paid.
    expect(mine.find((row) => row.bookingId === pending.id)!.occurredAt.getTime()).toBe(now - 60_000);

    const placed = await order(db, granted);
    expect(await db.select().from(conversions).where(eq(conversions.orderId, placed.id))).toEqual([]);
    await db.update(orders).set({ payment: 'card-paid' }).where(eq(orders.id, placed.id));
    await db.update(orders).set({ payment: 'card-paid' }).where(eq(orders.id, placed.id));
    expect(await db.select().from(conversions).where(eq(conversions.orderId, placed.id))).toEqual([
      expect.objectContaining({ kind: 'order-paid', valuePence: 7900, transactionId: placed.reference }),
    ]);

    const pass = await createDayPass(db, {
      centre: 'exeter', day: '2031-03-12', desks: 4, trial: false, name: 'Di Day', email: 'di@example.co.uk',
      phoneE164: '+447700900127', phoneCountry: 'GB', pricePence: 2500, vatRatePercent: 20, attribution: granted,
    });
    const trial = await createDayPass(db, {
      centre: 'exeter', day: '2031-03-13', desks: 4, trial: true, name: 'Tri Al', email: 'tri@example.co.uk',
      phoneE164: '+447700900128', phoneCountry: 'GB', pricePence: 0, vatRatePercent: 20, attribution: granted,
    });
    expect(await db.select().from(conversions).where(eq(conversions.dayPassId, pass.id))).toEqual([
      expect.objectContaining({ kind: 'day-pass-paid', valuePence: 2500 }),
    ]);
    expect(await db.select().from(conversions).where(eq(conversions.dayPassId, trial.id))).toEqual([]);

    const licence = await signLicence(
      db,
      {
        idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
        unit: { reference: 'AND-W07', name: 'Workshop 7', centre: 'andover', workspaceType: 'workshops' },
        family: 'business-units',
        template: { id: 1, version: 3 },
        signedText: 'This licence is between Northlight Business Centres Ltd and Acme Joinery Ltd.',
        tenant: { kind: 'company', name: 'Acme Joinery Ltd', companyNumber: '01234567', registeredAddress: '1 High St, Andover, SP10 1AA' },
        signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
        signatureName: 'Ada Lovelace',
        startDate: '2031-07-01',
        noticeMonths: 1,
        cost,
        payment: 'transfer-awaited',
        holdHours: 48,
        openedAt: new Date(now - 600_000),
        attribution: granted,
      },
      new Date(now),
    );
    const licenceRows = await db.select().from(conversions).where(eq(conversions.licenceId, licence.id));
    expect(licenceRows).toEqual([expect.objectContaining({ kind: 'licence-signed', valuePence: cost.contractValuePence })]);
    // Its lead is won at the same value, but the signing is counted once: no lead-won conversion.
    const [licenceLead] = await db.select().from(leads).where(eq(leads.sourceId, licence.id));
    expect(licenceLead).toMatchObject({ stage: 'won', wonValuePence: cost.contractValuePence });
    expect(await db.select().from(conversions).where(eq(conversions.leadId, licenceLead!.id))).toEqual([]);
  });

  it('reads a period with the source emails, for a file that hashes them only with ad_user_data', async () => {
    const { db } = database.current;
    const yes = await booking(db, granted);
    const no = await booking(db, { ...granted, consent: { ad_user_data: false, analytics: true } });
    const rows = (await conversionsBetween(db, new Date(now - 86_400_000), new Date(now + 86_400_000))).filter(
      (row) => row.transactionId === yes.reference || row.transactionId === no.reference,
    );
    expect(rows.map((row) => row.email)).toEqual(['Bo.Booker@Gmail.com', 'Bo.Booker@Gmail.com']);
    const file = googleAdsFile(rows, defaultConversionNames, hashedEmailForGoogle);
    expect(file.csv).toContain(`,${yes.reference},Granted,${hashedEmailForGoogle('bobooker@gmail.com')}\r\n`);
    expect(file.csv).toContain(`,${no.reference},Denied,\r\n`);
    expect(file.csv).not.toMatch(/booker@/i);
    expect(await conversionsBetween(db, new Date(now + 86_400_000), new Date(now + 2 * 86_400_000))).toEqual([]);
  });

  it('sends a conversion to GA4 once, retrying a 500 until a 204, and not again when drained again', async () => {
    const { db } = database.current;
    const sent = await booking(db, granted);
    const [row] = await db.select().from(conversions).where(eq(conversions.bookingId, sent.id));
    collect.script = [500];
    const first = worker();
    await first.drainOnce();
    const [queued] = await db.select().from(outbox).where(eq(outbox.conversionId, row!.id));
    expect(queued).toMatchObject({ channel: 'ga4', status: 'pending', attempts: 1, lastError: 'answered 500' });
    // Retried about 30 s later (the webhooks' schedule): made due now, as time would.
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, queued!.id));
    await Promise.all([first.drainOnce(), worker().drainOnce()]);
    expect(collect.hits).toHaveLength(2);
    const [done] = await db.select().from(outbox).where(eq(outbox.conversionId, row!.id));
    expect(done).toMatchObject({ status: 'delivered', attempts: 2 });
    const hit = collect.hits[1]!;
    expect(hit.path).toBe('/mp/collect');
    expect(hit.query.get('measurement_id')).toBe('G-TEST12345');
    expect(hit.query.get('api_secret')).toBe('secret_for_tests');
    const body = JSON.parse(hit.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      client_id: '555.1700000000',
      consent: { ad_user_data: 'GRANTED' },
      user_data: { sha256_email_address: [hashedEmailForGoogle('bobooker@gmail.com')] },
      events: [{ name: 'purchase', params: { transaction_id: sent.reference, value: 70, currency: 'GBP' } }],
    });
    expect(hit.body).not.toMatch(/booker@/i);
    // Drained again, by any instance: nothing more is sent, and no second row is ever queued.
    await first.drainOnce();
    await worker().drainOnce();
    expect(collect.hits).toHaveLength(2);
    await expect(db.insert(outbox).values({ conversionId: row!.id, channel: 'ga4' })).rejects.toThrow();
  });

  it('retries a send that times out, keeps waiting through a day of failures, and waits while GA4 is not set up', async () => {
    const { db } = database.current;
    credentials = undefined;
    const later = await booking(db, granted);
    const [row] = await db.select().from(conversions).where(eq(conversions.bookingId, later.id));
    await worker().drainOnce();
    expect(await db.select().from(outbox).where(eq(outbox.conversionId, row!.id))).toEqual([]);
    expect((await db.select().from(conversions).where(eq(conversions.id, row!.id)))[0]!.ga4QueuedAt).toBeNull();

    credentials = { measurementId: 'G-TEST12345', apiSecret: 'secret_for_tests' };
    collect.script = ['hang'];
    // A lease of 400 ms cuts the request off at 200 ms.
    await worker(400).drainOnce();
    const [timedOut] = await db.select().from(outbox).where(eq(outbox.conversionId, row!.id));
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timed out' });
    // An outage: eleven more failures (more than a day on the real schedule), then GA4 is back.
    collect.script = Array.from({ length: 11 }, () => 503);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, timedOut!.id));
      await worker().drainOnce();
    }
    const [after] = await db.select().from(outbox).where(eq(outbox.conversionId, row!.id));
    expect(after).toMatchObject({ status: 'delivered', attempts: 13 });
    expect(collect.hits.filter((hit) => hit.body.includes(later.reference))).toHaveLength(13);
  });

  it('does not send a conversion without a GA4 client id, nor one older than 72 hours', async () => {
    const { db } = database.current;
    const anonymous = await booking(db, { ...granted, ga_client_id: undefined });
    const old = await booking(db, granted);
    await db.update(conversions).set({ occurredAt: new Date(now - 73 * 3_600_000) }).where(eq(conversions.bookingId, old.id));
    await worker().drainOnce();
    const rows = await db.select().from(conversions).where(sql`${conversions.bookingId} in (${anonymous.id}, ${old.id})`);
    expect(rows.map((row) => [row.bookingId, row.ga4Skipped]).sort()).toEqual(
      [
        [anonymous.id, 'no client id'],
        [old.id, 'too old'],
      ].sort(),
    );
    expect(collect.hits).toHaveLength(0);
  });
});
