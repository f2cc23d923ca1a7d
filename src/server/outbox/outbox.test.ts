import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { retryEnquiryDeliveries, retryOutboxItem, storeEnquiry } from '../enquiries/enquiries';
import { backoffDelayMs, deliveryTimeoutMs, OutboxWorker } from './outbox';
import { silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { freePort, MailReceiver, waitFor, WebhookReceiver } from '../testing/receivers';
import { verifySignature } from '../enquiries/webhook';

const backends = await testBackends();
const secret = 'test-shared-secret-0123456789';

/** A webhook endpoint that answers some deliveries at once and holds the others until released. */
class HoldingReceiver {
  readonly received: { deliveryId: string; idempotencyKey: string; answered: boolean }[] = [];
  readonly #held: ServerResponse[] = [];
  #server: Server | undefined;

  constructor(readonly hold: (headers: IncomingHttpHeaders) => boolean) {}

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const entry = {
          deliveryId: String(request.headers['x-northlight-delivery']),
          idempotencyKey: String(request.headers['idempotency-key']),
          answered: false,
        };
        this.received.push(entry);
        const answer = () => {
          entry.answered = true;
          response.writeHead(204).end();
        };
        if (this.hold(request.headers)) this.#held.push(Object.assign(response, { answer }));
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
  }

  release(): void {
    for (const response of this.#held.splice(0)) (response as ServerResponse & { answer(): void }).answer();
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function storeWebhookEnquiry(db: Database) {
  const enquiry = { ...enquirySchema.parse(validEnquiryInput()), phoneE164: '+447700900123' };
  const stored = await storeEnquiry(db, enquiry, {}, ['webhook']);
  const [row] = await db.select().from(outbox).where(eq(outbox.enquiryId, stored.id));
  return { ...stored, outboxId: row!.id };
}

async function statusOf(db: Database, outboxId: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  return row?.status;
}

describe('backoffDelayMs', () => {
  it('grows exponentially with jitter and stops at the cap', () => {
    expect(backoffDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelayMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffDelayMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe.each(backends)('outbox delivery on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('delivers every enquiry exactly once to the webhook and the inbox after they come back', async () => {
    const webhookPort = await freePort();
    const smtpPort = await freePort();
    const config = {
      webhookUrl: `http://127.0.0.1:${webhookPort}/hooks/enquiries`,
      webhookSecret: secret,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      emailTo: 'sales@northlight.example',
      emailFrom: 'website@northlight.example',
    };
    const options = { maxAttempts: 50, pollMs: 50, baseDelayMs: 40, maxDelayMs: 300, leaseMs: 30_000 };
    // Two workers on one table, as two app instances would be.
    const workers = [1, 2].map(() => new OutboxWorker(database.current.db, config, options, silentLog));
    const references: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const enquiry = {
        ...enquirySchema.parse(
          validEnquiryInput({
            name: `Visitor <b>${i}</b> & Co`,
            message: `Line one\n<script>alert(${i})</script>`,
          }),
        ),
        phoneE164: '+447700900123',
      };
      const stored = await storeEnquiry(database.current.db, enquiry, {}, ['webhook', 'email']);
      references.push(stored.reference);
    }
    for (const worker of workers) worker.start();

    // Receivers are down: attempts fail and are rescheduled, nothing is lost.
    await waitFor(async () => {
      const rows = await database.current.db.select().from(outbox);
      return rows.filter((row) => row.attempts >= 2).length >= 12;
    }, 15_000);
    const failing = await database.current.db.select().from(outbox).where(eq(outbox.status, 'delivered'));
    expect(failing).toHaveLength(0);

    const webhook = new WebhookReceiver();
    const mail = new MailReceiver();
    await webhook.start(webhookPort);
    await mail.start(smtpPort);
    try {
      await waitFor(async () => {
        const rows = await database.current.db.select().from(outbox).where(eq(outbox.status, 'delivered'));
        return rows.length === 12;
      }, 20_000);
      // Stop both workers: stop() waits for a drain in flight, so any duplicate delivery has
      // reached the receivers by now (no guessed pause).
      await Promise.all(workers.map((worker) => worker.stop()));

      const hookReferences = webhook.received.map(
        (hook) => (JSON.parse(hook.body) as { reference: string }).reference,
      );
      expect(hookReferences.sort()).toEqual([...references].sort());
      for (const hook of webhook.received) {
        expect(
          verifySignature(
            secret,
            {
              signature: hook.headers['x-northlight-signature'] as string,
              timestamp: hook.headers['x-northlight-timestamp'] as string,
            },
            hook.body,
            Math.floor(Date.now() / 1000),
          ),
        ).toBe(true);
        expect(
          verifySignature(
            secret,
            { signature: hook.headers['x-northlight-signature'] as string, timestamp: '1000' },
            hook.body,
            Math.floor(Date.now() / 1000),
          ),
        ).toBe(false);
      }

      const mailReferences = mail.received.map(
        (message) => /X-Northlight-Reference: (\S+)/.exec(message.raw)?.[1],
      );
      expect(mailReferences.sort()).toEqual([...references].sort());
      const sample = mail.received[0]!;
      expect(sample.to).toEqual(['sales@northlight.example']);
      const htmlPart = (sample.raw.split('Content-Type: text/html')[1] ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      expect(htmlPart).toContain('&lt;script&gt;alert');
      expect(htmlPart).toContain('Visitor &lt;b&gt;');
      expect(htmlPart).not.toMatch(/<script>alert|<b>/);
      expect(sample.raw).toContain('Content-Type: text/plain');
      expect(sample.raw).toContain('Content-Type: text/html');
    } finally {
      for (const worker of workers) await worker.stop();
      await webhook.stop();
      await mail.stop();
    }
  }, 60_000);

  it('marks a row dead after the configured number of attempts', async () => {
    const port = await freePort();
    const config = {
      webhookUrl: `http://127.0.0.1:${port}/down`,
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const enquiry = { ...enquirySchema.parse(validEnquiryInput()), phoneE164: '+447700900123' };
    const stored = await storeEnquiry(database.current.db, enquiry, {}, ['webhook']);
    const worker = new OutboxWorker(
      database.current.db,
      config,
      { maxAttempts: 3, pollMs: 20, baseDelayMs: 10, maxDelayMs: 20 },
      silentLog,
    );
    worker.start();
    try {
      await waitFor(async () => {
        const [row] = await database.current.db.select().from(outbox).where(eq(outbox.enquiryId, stored.id));
        return row?.status === 'dead';
      }, 10_000);
      const [row] = await database.current.db.select().from(outbox).where(eq(outbox.enquiryId, stored.id));
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/webhook unreachable/);
    } finally {
      await worker.stop();
    }
  }, 30_000);

  it('records each delivery as soon as it succeeds, not when the slowest of its batch does', async () => {
    const db = database.current.db;
    const quick = await storeWebhookEnquiry(db);
    const slow = await storeWebhookEnquiry(db);
    const receiver = new HoldingReceiver(
      (headers) => headers['x-northlight-delivery'] === String(slow.outboxId),
    );
    const config = {
      webhookUrl: await receiver.start(),
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const worker = new OutboxWorker(db, config, { maxAttempts: 5, pollMs: 1000, leaseMs: 30_000 }, silentLog);
    try {
      const draining = worker.drainOnce();
      await waitFor(() => receiver.received.length === 2 && receiver.received.some((r) => r.answered), 5_000);
      // The slow one is still with the receiver: a crash now must not re-send the quick one.
      await waitFor(async () => (await statusOf(db, quick.outboxId)) === 'delivered', 3_000);
      expect(await statusOf(db, slow.outboxId)).toBe('pending');
      receiver.release();
      expect(await draining).toBe(2);
      expect(await statusOf(db, slow.outboxId)).toBe('delivered');
      expect(receiver.received.map((r) => r.deliveryId).sort()).toEqual(
        [String(quick.outboxId), String(slow.outboxId)].sort(),
      );
    } finally {
      receiver.release();
      await worker.stop();
      await receiver.stop();
    }
  }, 30_000);

  it('will not let the sales tool re-queue a delivery in progress, so no second worker sends it', async () => {
    const db = database.current.db;
    const stored = await storeWebhookEnquiry(db);
    const receiver = new HoldingReceiver(() => true);
    const config = {
      webhookUrl: await receiver.start(),
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const options = { maxAttempts: 5, pollMs: 1000, leaseMs: 30_000 };
    const first = new OutboxWorker(db, config, options, silentLog);
    const second = new OutboxWorker(db, config, options, silentLog);
    try {
      const draining = first.drainOnce();
      await waitFor(() => receiver.received.length === 1, 5_000);
      // `npm run enquiries -- retry` by outbox item and by reference, while the request is out.
      expect(await retryOutboxItem(db, stored.outboxId)).toBe(0);
      expect(await retryEnquiryDeliveries(db, stored.reference)).toBe(0);
      expect(await second.drainOnce()).toBe(0);
      receiver.release();
      expect(await draining).toBe(1);
      expect(await statusOf(db, stored.outboxId)).toBe('delivered');
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.release();
      await first.stop();
      await second.stop();
      await receiver.stop();
    }
  }, 30_000);

  it('a claim in flight when the worker is told to stop hands its rows back untouched', async () => {
    const db = database.current.db;
    const stored = await storeWebhookEnquiry(db);
    const receiver = new HoldingReceiver(() => false);
    const config = {
      webhookUrl: await receiver.start(),
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const worker = new OutboxWorker(db, config, { maxAttempts: 5, pollMs: 1000, leaseMs: 30_000 }, silentLog);
    try {
      // The claim is on its way to the database when SIGTERM's stop() comes.
      const draining = worker.drainOnce();
      const stopping = worker.stop();
      expect(await draining).toBe(0);
      await stopping;
      expect(receiver.received).toEqual([]);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, stored.outboxId));
      expect(row).toMatchObject({ status: 'pending', attempts: 0, leasedUntil: null, leaseToken: null });
      // Stopped, it claims nothing at all; another worker takes the row at once.
      expect(await worker.drainOnce()).toBe(0);
      const other = new OutboxWorker(
        db,
        config,
        { maxAttempts: 5, pollMs: 1000, leaseMs: 30_000 },
        silentLog,
      );
      expect(await other.drainOnce()).toBe(1);
      expect(receiver.received.map((r) => r.deliveryId)).toEqual([String(stored.outboxId)]);
    } finally {
      await worker.stop();
      await receiver.stop();
    }
  }, 30_000);

  it("hands a crashed worker's row to another worker only when its lease ends", async () => {
    const db = database.current.db;
    const stored = await storeWebhookEnquiry(db);
    // A worker claimed the row and died: its lease and token stay, nothing was recorded.
    await db
      .update(outbox)
      .set({ attempts: 1, leasedUntil: sql`now() + interval '600 milliseconds'`, leaseToken: randomUUID() })
      .where(eq(outbox.id, stored.outboxId));
    const receiver = new HoldingReceiver(() => false);
    const config = {
      webhookUrl: await receiver.start(),
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const worker = new OutboxWorker(db, config, { maxAttempts: 5, pollMs: 1000, leaseMs: 30_000 }, silentLog);
    try {
      expect(await retryOutboxItem(db, stored.outboxId)).toBe(0);
      expect(await worker.drainOnce()).toBe(0);
      await waitFor(async () => (await worker.drainOnce()) === 1, 5_000);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, stored.outboxId));
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, leasedUntil: null, leaseToken: null });
      expect(receiver.received).toEqual([
        {
          deliveryId: String(stored.outboxId),
          idempotencyKey: `${stored.reference}:webhook`,
          answered: true,
        },
      ]);
    } finally {
      await worker.stop();
      await receiver.stop();
    }
  }, 30_000);

  it('cuts a webhook call off at half its lease, so no delivery outlives its lease', async () => {
    expect(deliveryTimeoutMs(60_000)).toBe(10_000);
    expect(deliveryTimeoutMs(3_000)).toBe(1_500);
    const db = database.current.db;
    const stored = await storeWebhookEnquiry(db);
    const receiver = new HoldingReceiver(() => true);
    const config = {
      webhookUrl: await receiver.start(),
      webhookSecret: secret,
      emailFrom: 'website@northlight.example',
    };
    const worker = new OutboxWorker(
      db,
      config,
      { maxAttempts: 5, pollMs: 1000, leaseMs: 400, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      silentLog,
    );
    try {
      expect(await worker.drainOnce()).toBe(1);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, stored.outboxId));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, leasedUntil: null, leaseToken: null });
      expect(row?.lastError).toMatch(/webhook unreachable/);
      // Rescheduled by the backoff, not by the lease: not due again for about a minute.
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    } finally {
      receiver.release();
      await worker.stop();
      await receiver.stop();
    }
  }, 30_000);
});
