import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/features/enquiry/enquiry-schema';
import { outbox } from './db/schema';
import { storeEnquiry } from './enquiries';
import { backoffDelayMs, OutboxWorker } from './outbox';
import { silentLog, validEnquiryInput } from './testing/fixtures';
import { testBackends, useTestDatabase } from './testing/databases';
import { freePort, MailReceiver, waitFor, WebhookReceiver } from './testing/receivers';
import { verifySignature } from './webhook';

const backends = await testBackends();
const secret = 'test-shared-secret-0123456789';

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
      // Give any stray duplicate a moment to show up.
      await new Promise((resolve) => setTimeout(resolve, 300));

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
});
