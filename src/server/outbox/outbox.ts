import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import {
  bookings,
  enquiries,
  orders,
  outbox,
  viewings,
  type BookingRow,
  type OrderRow,
  type DeliveryChannel,
  type EnquiryRow,
  type OutboxRow,
  type ViewingRow,
} from '../db/schema';
import { bookingWebhookPayload } from '../bookings/booking-document';
import { enquiryWebhookPayload } from '../enquiries/enquiry-document';
import {
  sendLeadAssignedEmail,
  sendLeadDigestEmail,
  sendSalesEmail,
  type SalesMailSubject,
  type StaffRecipient,
} from '../mail';
import { leadAssignment } from '../leads/assignment-mail';
import { dueLeadsOf, leadDigestOf } from '../leads/follow-ups';
import { formatCalendarDay } from '@/lib/calendar-date';
import { licenceMailDocument, licenceMailKindOf, licenceMailLoader, sendLicenceMail } from '../licences/mail';
import { proposalMailLoader, sendProposalMail } from '../licences/proposals-mail';
import { orderWebhookPayload } from '../orders/order-document';
import { viewingWebhookPayload } from '../viewings/viewing-document';
import { postWebhook } from '../enquiries/webhook';
import { sendVisitorMail, type VisitorMailSender } from '../visitor-mail/send';
import { subjectOf, type VisitorMailLoaders } from '../visitor-mail/subjects';
import { attemptWebhookDelivery, webhookEndpointsOf, type WebhookSetup } from '../webhooks/deliver';
import { fanOutWebhookEvents, pruneWebhookLog } from '../webhooks/queue';
import { syncEnvironmentEndpoint } from '../webhooks/environment-endpoint';
import { webhookGivesUp, webhookRetryDelayMs } from '@/domain/webhooks/backoff';
import { ga4PlanOf } from '@/domain/conversions/conversions';
import { hashedEmailForGoogle } from '@/domain/conversions/enhanced-email';
import { postToGa4, queueGa4Conversions, type Ga4Setup } from '../conversions/ga4';
import { conversionById } from '../conversions/store';

/*
 * The outbox worker. Rows are claimed with FOR UPDATE SKIP LOCKED; a claim sets a lease
 * (leased_until, with a token naming the claim), so several app instances can drain one table
 * without delivering a row twice, and a row held by a crashed instance comes back when its lease
 * ends. The lease is kept apart from next_attempt_at, the retry backoff: rescheduling a row never
 * shortens a delivery in progress, and the sales tool's retry leaves leased rows alone.
 *
 * Each delivery is recorded the moment it succeeds (or fails), by its own statement guarded by the
 * claim's token, so a crash re-sends only the deliveries that were in flight at that moment. Those
 * are re-sent with the same delivery id (the outbox row's id) and idempotency key, for the
 * receiver to drop: delivery is at least once, and exactly once for a receiver that dedupes.
 * Failures are retried with exponential backoff and full jitter until a row goes 'dead'.
 */

export type DeliveryConfig = {
  readonly webhookUrl?: string | undefined;
  readonly webhookSecret?: string | undefined;
  readonly smtpUrl?: string | undefined;
  readonly emailTo?: string | undefined;
  readonly emailFrom: string;
  /** The absolute signed cancel link of a booking, sent with it to the centre. */
  readonly bookingCancelUrl?: (bookingId: string) => string;
  /** The absolute signed manage link of a viewing, sent with it to sales. */
  readonly viewingManageUrl?: (viewing: ViewingRow) => string;
  /** The absolute signed page of a virtual-office order (see it, cancel it), sent with it to sales. */
  readonly orderManageUrl?: (orderId: string) => string;
  /**
   * Mail to visitors (channel 'visitor-email'): the SMTP sender and, per kind of subject, how to
   * read the row a mail is about (src/server/visitor-mail/subjects.ts).
   */
  readonly visitorMail?:
    { readonly sender: VisitorMailSender; readonly loaders: VisitorMailLoaders } | undefined;
  /** Mail to one staff user (channel 'staff-email'): who they are, and where their lead is. */
  readonly staffMail?: StaffMailSetup | undefined;
  /**
   * Webhooks to the endpoints staff registered (channel 'webhook-endpoint', src/server/webhooks/):
   * each drain first fans waiting events out to them.
   */
  readonly webhooks?: WebhookSetup | undefined;
  /**
   * Offline conversions to GA4's Measurement Protocol (channel 'ga4', src/server/conversions):
   * each drain first queues waiting conversions, while credentials are set in the admin.
   */
  readonly ga4?: Ga4Setup | undefined;
};

export type StaffMailSetup = {
  readonly recipient: (db: Database, userId: number) => Promise<StaffRecipient | undefined>;
  readonly leadUrl: (leadId: string) => string;
  /** The admin's "due today / overdue" view of one user's leads. */
  readonly dueLeadsUrl: (userId: number) => string;
};

/** What an outbox row delivers: an enquiry, a meeting-room booking, a viewing or a virtual-office order. */
type Subject =
  | { readonly kind: 'enquiry'; readonly row: EnquiryRow }
  | { readonly kind: 'booking'; readonly row: BookingRow }
  | { readonly kind: 'viewing'; readonly row: ViewingRow }
  | { readonly kind: 'order'; readonly row: OrderRow };

export type OutboxOptions = {
  readonly maxAttempts: number;
  readonly pollMs: number;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /**
   * How long a claimed row is held before another worker may take it. A webhook request is cut
   * off at half the lease (at most 10 s), so a delivery never outlives its lease.
   */
  readonly leaseMs?: number;
  readonly batchSize?: number;
};

/**
 * The channels an enquiry is queued for, from configuration: the sales inbox. The environment's
 * webhook is an endpoint now (docs/decisions/0057); its 'webhook' rows queued before that still drain.
 */
export function configuredChannels(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
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

type Claimed = OutboxRow & {
  /** The claim's lease token: only this claim may record the outcome. */
  readonly token: string;
};

/** The webhook timeout for a lease: half of it, at most 10 s. */
export function deliveryTimeoutMs(leaseMs: number): number {
  return Math.min(10_000, Math.floor(leaseMs / 2));
}

export class OutboxWorker {
  readonly #db: Database;
  readonly #config: DeliveryConfig;
  readonly #options: Required<OutboxOptions>;
  readonly #log: Logger;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  /* Set by stop(): a claim still in flight then hands back what it got (see #drain). */
  #stopping = false;
  #draining: Promise<number> | undefined;
  #again = false;
  /* When a failed fan-out was last logged: a CMS not migrated yet fails every poll, logged once a minute. */
  #fanOutLoggedAt = 0;
  /** The webhook log is pruned at most once an hour, by whichever instance gets there. */
  #webhookLogPrunedAt = 0;
  #ga4QueueLoggedAt = 0;
  /** The environment's webhook is written to its endpoint row once per start (docs/decisions/0057). */
  #environmentEndpointSynced = false;

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
    this.#stopping = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
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
    const token = randomUUID();
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, sql`now()`),
            or(isNull(outbox.leasedUntil), lte(outbox.leasedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(this.#options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          // The database's clock, like the now() the claim compares it with.
          leasedUntil: sql`now() + ${this.#options.leaseMs}::integer * interval '1 millisecond'`,
          leaseToken: token,
        })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        );
      return due.map((row) => ({ ...row, attempts: row.attempts + 1, token }));
    });
  }

  async #unclaim(rows: readonly Claimed[]): Promise<void> {
    await this.#db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} - 1`, leasedUntil: null, leaseToken: null })
      .where(
        and(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
          eq(outbox.leaseToken, rows[0]!.token),
        ),
      );
  }

  async #drain(): Promise<number> {
    if (this.#stopping) return 0;
    await this.#fanOutWebhooks();
    await this.#queueConversions();
    const all = await this.#claim();
    if (all.length === 0) return 0;
    // A claim already on its way to the database when the instance was told to stop can return rows
    // stored after the signal: they go back untouched, for another instance to take at once.
    if (this.#stopping) {
      await this.#unclaim(all);
      return 0;
    }
    // A licence's mails (tenant and sales) go through its own sender, which attaches the signed PDF.
    const licenceMail = all.filter((row) => row.licenceId !== null);
    // A proposal's mail to the prospect goes through its own sender, with the signed link.
    const proposalMail = all.filter((row) => row.proposalId !== null);
    // A delivery to an endpoint staff registered: signed per endpoint, its own retry schedule.
    const endpointDeliveries = all.filter((row) => row.webhookDeliveryId !== null);
    // A conversion to GA4's Measurement Protocol: its own retry schedule, like the endpoints'.
    const ga4Sends = all.filter((row) => row.conversionId !== null);
    const rest = all.filter(
      (row) => row.licenceId === null && row.proposalId === null && row.webhookDeliveryId === null && row.conversionId === null,
    );
    const claimed = rest.filter((row) => row.channel !== 'visitor-email' && row.channel !== 'staff-email');
    const visitor = rest.filter((row) => row.channel === 'visitor-email');
    const staff = rest.filter((row) => row.channel === 'staff-email');
    const ids = (key: 'enquiryId' | 'bookingId' | 'viewingId' | 'orderId') => [
      ...new Set(claimed.flatMap((row) => (row[key] === null ? [] : [row[key]]))),
    ];
    const [enquiryIds, bookingIds, viewingIds, orderIds] = [
      ids('enquiryId'),
      ids('bookingId'),
      ids('viewingId'),
      ids('orderId'),
    ];
    const [enquiryRows, bookingRows, viewingRows, orderRows] = await Promise.all([
      enquiryIds.length > 0 ? this.#db.select().from(enquiries).where(inArray(enquiries.id, enquiryIds)) : [],
      bookingIds.length > 0 ? this.#db.select().from(bookings).where(inArray(bookings.id, bookingIds)) : [],
      viewingIds.length > 0 ? this.#db.select().from(viewings).where(inArray(viewings.id, viewingIds)) : [],
      orderIds.length > 0 ? this.#db.select().from(orders).where(inArray(orders.id, orderIds)) : [],
    ]);
    const subjects = new Map<string, Subject>([
      ...enquiryRows.map((row) => [row.id, { kind: 'enquiry', row }] as const),
      ...bookingRows.map((row) => [row.id, { kind: 'booking', row }] as const),
      ...viewingRows.map((row) => [row.id, { kind: 'viewing', row }] as const),
      ...orderRows.map((row) => [row.id, { kind: 'order', row }] as const),
    ]);
    // Each delivery is recorded as soon as it is done, not when the slowest of the batch is.
    await Promise.all([
      ...claimed.map((item) =>
        this.#deliverAndRecord(
          item,
          subjects.get(item.enquiryId ?? item.bookingId ?? item.viewingId ?? item.orderId ?? ''),
        ),
      ),
      ...visitor.map((item) => this.#deliverVisitorMail(item)),
      ...staff.map((item) => this.#deliverStaffMail(item)),
      ...licenceMail.map((item) => this.#deliverLicenceMail(item)),
      ...proposalMail.map((item) => this.#deliverProposalMail(item)),
      ...endpointDeliveries.map((item) => this.#deliverToEndpoint(item)),
      ...ga4Sends.map((item) => this.#deliverToGa4(item)),
    ]);
    return all.length;
  }

  /* Waiting events become deliveries; a failure (the CMS's tables not there yet) leaves them waiting. */
  async #fanOutWebhooks(): Promise<void> {
    const setup = this.#config.webhooks;
    if (!setup) return;
    try {
      // The environment's endpoint first: an event fanned out before it exists would be dropped.
      if (!this.#environmentEndpointSynced) {
        await syncEnvironmentEndpoint(this.#db, setup.environment);
        this.#environmentEndpointSynced = true;
      }
      const queued = await fanOutWebhookEvents(this.#db, webhookEndpointsOf(setup));
      if (queued > 0) this.#log.info({ queued }, 'webhook deliveries queued');
      if (Date.now() - this.#webhookLogPrunedAt > 3_600_000) {
        this.#webhookLogPrunedAt = Date.now();
        const pruned = await pruneWebhookLog(this.#db);
        if (pruned > 0) this.#log.info({ pruned }, 'old webhook log pruned');
      }
    } catch (error) {
      if (Date.now() - this.#fanOutLoggedAt < 60_000) return;
      this.#fanOutLoggedAt = Date.now();
      this.#log.error({ err: errorSummary(error) }, 'webhook events could not be fanned out; they wait');
    }
  }

  /* Waiting conversions get their GA4 outbox row, while GA4 is configured; a failure leaves them waiting. */
  async #queueConversions(): Promise<void> {
    const setup = this.#config.ga4;
    if (!setup) return;
    try {
      if (!(await setup.credentials(this.#db))) return;
      const { queued, skipped } = await queueGa4Conversions(this.#db);
      if (queued + skipped > 0) this.#log.info({ queued, skipped }, 'conversions queued for GA4');
    } catch (error) {
      if (Date.now() - this.#ga4QueueLoggedAt < 60_000) return;
      this.#ga4QueueLoggedAt = Date.now();
      this.#log.error({ err: errorSummary(error) }, 'conversions could not be queued for GA4; they wait');
    }
  }

  /**
   * One conversion to GA4's Measurement Protocol, planned again as it stands now (erased, or older
   * than GA4 takes: withdrawn). Retried on the webhooks' schedule: a day's outage loses nothing.
   * The log gets ids and statuses only: never the address (it holds the API secret) or the body.
   */
  async #deliverToGa4(item: Claimed): Promise<void> {
    const logged = { outboxId: item.id, conversionId: item.conversionId, channel: item.channel, attempt: item.attempts };
    try {
      const setup = this.#config.ga4;
      const credentials = setup ? await setup.credentials(this.#db) : undefined;
      const conversion = item.conversionId ? await conversionById(this.#db, item.conversionId) : undefined;
      if (!conversion) {
        if (await this.#release(item, { status: 'withdrawn', lastError: 'conversion erased' }))
          this.#log.info({ ...logged, why: 'conversion erased' }, 'GA4 conversion withdrawn');
        return;
      }
      const plan = ga4PlanOf(conversion, new Date(), hashedEmailForGoogle);
      if (!plan.send) {
        if (await this.#release(item, { status: 'withdrawn', lastError: plan.why }))
          this.#log.info({ ...logged, why: plan.why }, 'GA4 conversion withdrawn');
        return;
      }
      const outcome =
        setup && credentials
          ? await postToGa4(setup.endpoint, credentials, plan.body, deliveryTimeoutMs(this.#options.leaseMs))
          : ({ ok: false, status: undefined, error: 'GA4 not configured' } as const);
      if (outcome.ok) {
        if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
          this.#log.info({ ...logged, status: outcome.status }, 'GA4 conversion sent');
        return;
      }
      await this.#recordFailedOnWebhookSchedule(item, outcome, logged, 'GA4 conversion');
    } catch (error) {
      // Nothing recorded: the row keeps its lease and comes back when it ends.
      this.#log.error({ ...logged, err: errorSummary(error) }, 'could not attempt a GA4 conversion');
    }
  }

  /**
   * A failed send to another company's system (an endpoint, GA4): retried on the webhooks' schedule
   * (src/domain/webhooks/backoff.ts, more than a day in all), then dead. Logs ids and the status.
   */
  async #recordFailedOnWebhookSchedule(
    item: Claimed,
    outcome: { readonly error: string; readonly status: number | undefined },
    logged: Record<string, unknown>,
    what: string,
  ): Promise<void> {
    const dead = webhookGivesUp(item.attempts);
    const delay = webhookRetryDelayMs(item.attempts);
    const recorded = await this.#release(
      item,
      dead
        ? { status: 'dead', lastError: outcome.error }
        : { nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'`, lastError: outcome.error },
    );
    if (recorded)
      this.#log[dead ? 'error' : 'warn'](
        { ...logged, status: outcome.status ?? null, retryInMs: dead ? null : delay, err: outcome.error },
        dead ? `${what} dead` : `${what} failed, will retry`,
      );
  }

  /** One delivery to a registered endpoint; retried on the webhooks' own schedule (src/domain/webhooks/backoff.ts). */
  async #deliverToEndpoint(item: Claimed): Promise<void> {
    try {
      const setup = this.#config.webhooks;
      const outcome = setup
        ? await attemptWebhookDelivery(this.#db, setup, item, deliveryTimeoutMs(this.#options.leaseMs))
        : ({ kind: 'failed', error: 'webhooks not configured', status: undefined, endpointId: undefined } as const);
      const logged = { outboxId: item.id, endpointId: outcome.endpointId, channel: item.channel, attempt: item.attempts };
      if (outcome.kind === 'delivered') {
        if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
          this.#log.info({ ...logged, status: outcome.status }, 'webhook delivered');
        return;
      }
      if (outcome.kind === 'withdrawn') {
        if (await this.#release(item, { status: 'withdrawn', lastError: outcome.why }))
          this.#log.info({ ...logged, why: outcome.why }, 'webhook withdrawn');
        return;
      }
      await this.#recordFailedOnWebhookSchedule(item, outcome, logged, 'webhook delivery');
    } catch (error) {
      // Nothing recorded: the row keeps its lease and comes back when it ends.
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not attempt a webhook delivery',
      );
    }
  }

  /**
   * A mail to the visitor, read from the subject's row as it is now. A reminder is sent only while
   * the subject is still on and unchanged since the reminder was queued: a cancel or a move
   * withdraws it in the same statement, and this check covers a reminder claimed just before.
   */
  async #deliverVisitorMail(item: Claimed): Promise<void> {
    let failure: unknown;
    let reference: string | undefined;
    try {
      const setup = this.#config.visitorMail;
      if (!setup) throw new Error('visitor mail not configured');
      const subject = subjectOf(item, setup.loaders);
      if (!subject) throw new Error('no loader for this subject');
      const loaded = await subject.loader.load(this.#db, subject.id, new Date());
      if (!loaded) throw new Error(`${subject.kind} missing`);
      reference = loaded.content.reference;
      const kind = item.mailKind ?? 'confirmation';
      if (kind === 'reminder' && (!loaded.active || loaded.sequence !== item.mailSequence)) {
        if (await this.#release(item, { status: 'withdrawn', lastError: 'no longer due' }))
          this.#log.info({ outboxId: item.id, reference }, 'visitor reminder withdrawn');
        return;
      }
      const content = { ...loaded.content, sequence: item.mailSequence ?? loaded.sequence };
      await sendVisitorMail({ sender: setup.sender, content, kind, outboxId: item.id });
    } catch (error) {
      failure = error ?? new Error('delivery failed');
    }
    try {
      if (failure !== undefined) await this.#recordFailed(item, failure);
      else if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
        this.#log.info(
          {
            outboxId: item.id,
            reference,
            channel: item.channel,
            mail: item.mailKind,
            attempt: item.attempts,
          },
          'visitor mail delivered',
        );
    } catch (error) {
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not record a visitor mail delivery',
      );
    }
  }

  /** A licence's mail: the tenant's signed copy (channel 'visitor-email') or the note to sales ('email'). */
  async #deliverLicenceMail(item: Claimed): Promise<void> {
    let failure: unknown;
    try {
      const config = this.#config;
      const smtpUrl = config.visitorMail?.sender.smtpUrl ?? config.smtpUrl;
      if (!smtpUrl || !item.licenceId) throw new Error('licence mail not configured');
      const load = licenceMailLoader();
      if (!load) throw new Error('no licence mail loader');
      const kind = licenceMailKindOf(item.mailKind);
      const facts = await load(this.#db, item.licenceId, licenceMailDocument(kind));
      if (!facts) throw new Error('licence missing');
      await sendLicenceMail(
        {
          smtpUrl,
          from: item.channel === 'email' ? config.emailFrom : (config.visitorMail?.sender.from ?? config.emailFrom),
          salesTo: config.emailTo,
        },
        facts,
        item.channel,
        item.id,
        kind,
      );
    } catch (error) {
      failure = error ?? new Error('delivery failed');
    }
    try {
      if (failure !== undefined) await this.#recordFailed(item, failure);
      else if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
        this.#log.info({ outboxId: item.id, channel: item.channel, attempt: item.attempts }, 'licence mail delivered');
    } catch (error) {
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not record a licence mail delivery',
      );
    }
  }

  /** A proposal's mail to the prospect: its terms and the signed link. */
  async #deliverProposalMail(item: Claimed): Promise<void> {
    let failure: unknown;
    try {
      const config = this.#config;
      const smtpUrl = config.visitorMail?.sender.smtpUrl ?? config.smtpUrl;
      if (!smtpUrl || !item.proposalId) throw new Error('proposal mail not configured');
      const facts = await proposalMailLoader()?.(this.#db, item.proposalId);
      if (!facts) throw new Error('proposal missing or no proposal mail loader');
      await sendProposalMail({ smtpUrl, from: config.visitorMail?.sender.from ?? config.emailFrom }, facts, item.id);
    } catch (error) {
      failure = error ?? new Error('delivery failed');
    }
    try {
      if (failure !== undefined) await this.#recordFailed(item, failure);
      else if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
        this.#log.info({ outboxId: item.id, channel: item.channel, attempt: item.attempts }, 'proposal mail delivered');
    } catch (error) {
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not record a proposal mail delivery',
      );
    }
  }

  /** A lead's assignment mail to its new owner; the lead's page link, no visitor data beyond its reference. */
  async #deliverStaffMail(item: Claimed): Promise<void> {
    let failure: unknown;
    try {
      const config = this.#config;
      const setup = config.staffMail;
      if (!setup || !config.smtpUrl) throw new Error('staff mail not configured');
      if (item.leadDigestId) await this.#deliverLeadDigest(item, setup, config.smtpUrl, config.emailFrom);
      else {
        if (!item.leadId || item.staffUserId === null) throw new Error('staff mail without lead or recipient');
        const recipient = await setup.recipient(this.#db, item.staffUserId);
        if (!recipient) throw new Error('staff user missing');
        const assignment = await leadAssignment(this.#db, item.leadId);
        if (!assignment) throw new Error('lead missing');
        await sendLeadAssignedEmail(
          { smtpUrl: config.smtpUrl, from: config.emailFrom },
          recipient,
          { ...assignment, link: setup.leadUrl(item.leadId) },
          item.id,
        );
      }
    } catch (error) {
      if (error === withdrawn) return;
      failure = error ?? new Error('delivery failed');
    }
    try {
      if (failure !== undefined) await this.#recordFailed(item, failure);
      else if (await this.#release(item, { status: 'delivered', deliveredAt: sql`now()`, lastError: null }))
        this.#log.info(
          { outboxId: item.id, channel: item.channel, attempt: item.attempts },
          'staff mail delivered',
        );
    } catch (error) {
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not record a staff mail delivery',
      );
    }
  }

  /**
   * A user's daily follow-up mail, listing their leads due or overdue as they stand now. Withdrawn,
   * not retried, when there is no one to send it to or nothing left to list.
   */
  async #deliverLeadDigest(item: Claimed, setup: StaffMailSetup, smtpUrl: string, from: string): Promise<void> {
    const userId = item.staffUserId!;
    const digest = await leadDigestOf(this.#db, item.leadDigestId!);
    const [recipient, due] = await Promise.all([setup.recipient(this.#db, userId), dueLeadsOf(this.#db, userId)]);
    if (!digest || !recipient || due.length === 0) {
      const why = !recipient ? 'staff user missing' : 'nothing due';
      if (await this.#release(item, { status: 'withdrawn', lastError: why }))
        this.#log.info({ outboxId: item.id, channel: item.channel, why }, 'daily lead mail withdrawn');
      throw withdrawn;
    }
    await sendLeadDigestEmail(
      { smtpUrl, from },
      recipient,
      {
        day: formatCalendarDay(digest.day),
        leads: due.map((lead) => ({ ...lead, link: setup.leadUrl(lead.id) })),
        dueLink: setup.dueLeadsUrl(userId),
      },
      item.id,
    );
  }

  async #deliverAndRecord(item: Claimed, subject: Subject | undefined): Promise<void> {
    let failure: unknown;
    try {
      if (!subject) {
        const kind = item.orderId
          ? 'order'
          : item.viewingId
            ? 'viewing'
            : item.bookingId
              ? 'booking'
              : 'enquiry';
        throw new Error(`${kind} missing`);
      }
      await this.#deliver(item, subject);
    } catch (error) {
      failure = error ?? new Error('delivery failed');
    }
    try {
      if (failure === undefined) await this.#recordDelivered(item, subject as Subject);
      else await this.#recordFailed(item, failure);
    } catch (error) {
      // The row keeps its lease and comes back when it ends: delivered again, with the same id.
      this.#log.error(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts, err: errorSummary(error) },
        'could not record an enquiry delivery',
      );
    }
  }

  /** Updates the row only while this claim still holds it; true when it did. */
  async #release(item: Claimed, values: PgUpdateSetSource<typeof outbox>): Promise<boolean> {
    const updated = await this.#db
      .update(outbox)
      .set({ ...values, leasedUntil: null, leaseToken: null })
      .where(and(eq(outbox.id, item.id), eq(outbox.leaseToken, item.token)))
      .returning({ id: outbox.id });
    if (updated.length === 0) {
      this.#log.warn(
        { outboxId: item.id, channel: item.channel, attempt: item.attempts },
        'enquiry delivery outlived its lease; another claim records it',
      );
    }
    return updated.length > 0;
  }

  async #recordDelivered(item: Claimed, subject: Subject): Promise<void> {
    const recorded = await this.#release(item, {
      status: 'delivered',
      deliveredAt: sql`now()`,
      lastError: null,
    });
    if (recorded) {
      this.#log.info(
        {
          outboxId: item.id,
          reference: subject.row.reference,
          channel: item.channel,
          attempt: item.attempts,
        },
        `${subject.kind} delivered`,
      );
    }
  }

  async #recordFailed(item: Claimed, error: unknown): Promise<void> {
    const dead = item.attempts >= this.#options.maxAttempts;
    const delay = backoffDelayMs(item.attempts, this.#options.baseDelayMs, this.#options.maxDelayMs);
    const message = errorSummary(error);
    const recorded = await this.#release(
      item,
      dead
        ? { status: 'dead', lastError: message }
        : {
            nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'`,
            lastError: message,
          },
    );
    if (!recorded) return;
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

  async #deliver(item: Claimed, subject: Subject): Promise<void> {
    const config = this.#config;
    const sales = salesSubject(subject, config);
    if (item.channel === 'webhook') {
      if (!config.webhookUrl) throw new Error('webhook not configured');
      await postWebhook({
        url: config.webhookUrl,
        secret: config.webhookSecret,
        deliveryId: item.id,
        idempotencyKey: `${subject.row.reference}:webhook`,
        payload: webhookPayloadOf(sales, item.id),
        timeoutMs: deliveryTimeoutMs(this.#options.leaseMs),
      });
      return;
    }
    if (!config.smtpUrl || !config.emailTo) throw new Error('email not configured');
    await sendSalesEmail({ smtpUrl: config.smtpUrl, to: config.emailTo, from: config.emailFrom }, sales);
  }
}

/** The subject with the signed link sales are sent with it (a booking's cancel link, a viewing's or an order's page). */
function salesSubject(subject: Subject, config: DeliveryConfig): SalesMailSubject {
  switch (subject.kind) {
    case 'enquiry':
      return subject;
    case 'booking':
      return { ...subject, link: config.bookingCancelUrl?.(subject.row.id) ?? '' };
    case 'viewing':
      return { ...subject, link: config.viewingManageUrl?.(subject.row) ?? '' };
    case 'order':
      return { ...subject, link: config.orderManageUrl?.(subject.row.id) ?? '' };
  }
}

function webhookPayloadOf(subject: SalesMailSubject, deliveryId: number) {
  switch (subject.kind) {
    case 'enquiry':
      return enquiryWebhookPayload(subject.row, deliveryId);
    case 'booking':
      return bookingWebhookPayload(subject.row, deliveryId, subject.link);
    case 'viewing':
      return viewingWebhookPayload(subject.row, deliveryId, subject.link);
    case 'order':
      return orderWebhookPayload(subject.row, deliveryId, subject.link);
  }
}

/* Thrown by a staff mail that recorded itself as withdrawn: nothing more to record. */
const withdrawn = Symbol('withdrawn');

function errorSummary(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}
