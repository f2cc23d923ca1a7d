import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from './db/client';
import { enquiries, outbox, type DeliveryChannel, type OutboxRow } from './db/schema';
import { enquiryWebhookPayload } from './enquiry-document';
import { sendEnquiryEmail } from './mail';
import { postWebhook } from './webhook';

/*
 * The outbox worker. Rows are claimed with FOR UPDATE SKIP LOCKED, and the claim pushes
 * next_attempt_at forward by a lease, so several app instances can drain one table without
 * delivering a row twice, and a row held by a crashed instance comes back when its lease ends.
 * Failures are retried with exponential backoff and full jitter until a row goes 'dead'.
 */

export type DeliveryConfig = {
  readonly webhookUrl?: string | undefined;
  readonly webhookSecret?: string | undefined;
  readonly smtpUrl?: string | undefined;
  readonly emailTo?: string | undefined;
  readonly emailFrom: string;
};

export type OutboxOptions = {
  readonly maxAttempts: number;
  readonly pollMs: number;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** How long a claimed row is held before another worker may take it. */
  readonly leaseMs?: number;
  readonly batchSize?: number;
};

/** The channels an enquiry is queued for, from configuration. */
export function configuredChannels(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (config.webhookUrl) channels.push('webhook');
  if (config.smtpUrl && config.emailTo) channels.push('email');
  return channels;
}

/** Exponential backoff with full jitter: a random delay up to base * 2^(attempt-1), capped. */
export function backoffDelayMs(
  attempt: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

type Claimed = Pick<OutboxRow, 'id' | 'enquiryId' | 'channel' | 'attempts'>;

export class OutboxWorker {
  readonly #db: Database;
  readonly #config: DeliveryConfig;
  readonly #options: Required<OutboxOptions>;
  readonly #log: Logger;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  #draining: Promise<number> | undefined;
  #again = false;

  constructor(db: Database, config: DeliveryConfig, options: OutboxOptions, log: Logger) {
    this.#db = db;
    this.#config = config;
    this.#options = {
      baseDelayMs: 2_000,
      maxDelayMs: 60 * 60 * 1000,
      leaseMs: 60_000,
      batchSize: 20,
      ...options,
    };
    this.#log = log;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#draining;
  }

  /** Ask for a drain soon (after a new enquiry) instead of waiting for the next poll. */
  kick(): void {
    if (!this.#running) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#schedule(0);
  }

  #schedule(delay: number): void {
    if (!this.#running) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, delay);
    this.#timer.unref?.();
  }

  async #tick(): Promise<void> {
    try {
      const delivered = await this.drainOnce();
      this.#schedule(delivered > 0 || this.#again ? 0 : this.#options.pollMs);
    } catch (error) {
      this.#log.error({ err: errorSummary(error) }, 'outbox drain failed');
      this.#schedule(this.#options.pollMs);
    } finally {
      this.#again = false;
    }
  }

  /** Claims due rows once and delivers them; returns how many were handled. */
  drainOnce(): Promise<number> {
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = undefined;
    });
    return this.#draining;
  }

  async #claim(): Promise<Claimed[]> {
    const leaseUntil = new Date(Date.now() + this.#options.leaseMs);
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: outbox.id,
          enquiryId: outbox.enquiryId,
          channel: outbox.channel,
          attempts: outbox.attempts,
        })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(this.#options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        );
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  async #drain(): Promise<number> {
    const claimed = await this.#claim();
    if (claimed.length === 0) return 0;
    const rows = await this.#db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.id, [...new Set(claimed.map((row) => row.enquiryId))]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const delivered: (Claimed & { reference: string })[] = [];
    await Promise.all(
      claimed.map(async (item) => {
        const enquiry = byId.get(item.enquiryId);
        try {
          if (!enquiry) throw new Error('enquiry missing');
          await this.#deliver(item, enquiry);
          delivered.push({ ...item, reference: enquiry.reference });
        } catch (error) {
          const dead = item.attempts >= this.#options.maxAttempts;
          const delay = backoffDelayMs(item.attempts, this.#options.baseDelayMs, this.#options.maxDelayMs);
          const message = errorSummary(error);
          await this.#db
            .update(outbox)
            .set(
              dead
                ? { status: 'dead', lastError: message }
                : { nextAttemptAt: new Date(Date.now() + delay), lastError: message },
            )
            .where(and(eq(outbox.id, item.id), eq(outbox.attempts, item.attempts)));
          this.#log[dead ? 'error' : 'warn'](
            {
              outboxId: item.id,
              channel: item.channel,
              attempt: item.attempts,
              retryInMs: dead ? null : delay,
              err: message,
            },
            dead ? 'enquiry delivery dead' : 'enquiry delivery failed, will retry',
          );
        }
      }),
    );
    if (delivered.length > 0) {
      // One statement for the batch (not one per row); the attempts guard still skips a row whose
      // lease ran out and was claimed again meanwhile.
      await this.#db
        .update(outbox)
        .set({ status: 'delivered', deliveredAt: new Date(), lastError: null })
        .where(
          sql`(${outbox.id}, ${outbox.attempts}) in (${sql.join(
            delivered.map((item) => sql`(${item.id}::bigint, ${item.attempts}::int)`),
            sql`, `,
          )})`,
        );
      for (const item of delivered) {
        this.#log.info(
          { outboxId: item.id, reference: item.reference, channel: item.channel, attempt: item.attempts },
          'enquiry delivered',
        );
      }
    }
    return claimed.length;
  }

  async #deliver(item: Claimed, enquiry: typeof enquiries.$inferSelect): Promise<void> {
    const config = this.#config;
    if (item.channel === 'webhook') {
      if (!config.webhookUrl) throw new Error('webhook not configured');
      await postWebhook({
        url: config.webhookUrl,
        secret: config.webhookSecret,
        deliveryId: item.id,
        idempotencyKey: `${enquiry.reference}:webhook`,
        payload: enquiryWebhookPayload(enquiry, item.id),
      });
      return;
    }
    if (!config.smtpUrl || !config.emailTo) throw new Error('email not configured');
    await sendEnquiryEmail({
      smtpUrl: config.smtpUrl,
      to: config.emailTo,
      from: config.emailFrom,
      row: enquiry,
    });
  }
}

function errorSummary(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}
