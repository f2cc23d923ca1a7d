import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ChannelAttribution, Touch } from '@/domain/attribution';
import { asksAboutSpace, type Enquiry } from '@/domain/enquiry/enquiry-schema';
import { referenceAlphabet, referencePattern } from '@/lib/enquiry-reference';
import type { Database } from '../db/client';
import { insertWithOutbox } from '../outbox/outbox-insert';
import { eraseLeadOf } from '../leads/store';
import {
  alertSubscriptions,
  enquiries,
  leads,
  outbox,
  proposals,
  webhookDeliveries,
  webhookEvents,
  type DeliveryChannel,
  type EnquiryRow,
  type OutboxRow,
} from '../db/schema';
import { eraseWaitlistEntriesOf } from '../waitlist/erasure';

/*
 * Storing an enquiry: the enquiry row and one outbox row per delivery channel in one statement,
 * so an enquiry is either stored with its deliveries queued or not stored at all.
 */

// Crockford base32 without I, L, O, U: easy to read out over the phone.

export function newReference(): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `NL-${body.slice(0, 4)}-${body.slice(4)}`;
}

export { referencePattern };

export type EnquiryOrigin = {
  readonly idempotencyKey?: string | undefined;
  /** The consented attribution cookie, or a touch the form built from the page URL. */
  readonly attribution?: ChannelAttribution | { readonly touch: Touch } | undefined;
};

export type StoredEnquiry = { readonly reference: string; readonly id: string; readonly duplicate: boolean };

/** Whether an enquiry was stored under this idempotency key. */
export async function hasEnquiryWithKey(db: Database, idempotencyKey: string): Promise<boolean> {
  const [row] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.idempotencyKey, idempotencyKey)).limit(1);
  return row !== undefined;
}

/** A retry's idempotency key names an earlier enquiry with different details: nothing is stored. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('idempotency key reused for a different enquiry');
    this.name = 'IdempotencyConflictError';
  }
}

type SubmittedContent = Pick<
  EnquiryRow,
  | 'intent'
  | 'preferredDays'
  | 'name'
  | 'email'
  | 'phone'
  | 'phoneCountry'
  | 'company'
  | 'workspaceType'
  | 'centre'
  | 'unitReference'
  | 'message'
  | 'meeting'
  | 'quoteSizeSqFt'
  | 'quoteStartDate'
  | 'marketingOptIn'
>;

/**
 * What the visitor typed, in a fixed order, as it is stored: two submissions under one
 * idempotency key are the same enquiry only when this matches. Where the form was sent from (page,
 * context, attribution) is left out: a retry may carry a fresher campaign timestamp. So is the
 * phone's country: the phone widget infers it from the number (+44 7700 reads as GB or as JE) and
 * may settle on another one between a send and its retry, with nothing typed in between; the
 * number itself, in E.164, is compared.
 */
function contentFingerprint(row: SubmittedContent): string {
  const meeting = row.meeting as Record<string, unknown> | null;
  return JSON.stringify([
    row.intent,
    row.preferredDays,
    row.name,
    row.email,
    row.phone,
    row.company,
    row.workspaceType,
    row.centre,
    row.unitReference,
    row.message,
    // jsonb does not keep key order.
    meeting ? [meeting.date, meeting.startTime, meeting.duration, meeting.attendees] : null,
    row.quoteSizeSqFt,
    row.quoteStartDate,
    row.marketingOptIn,
  ]);
}

export async function storeEnquiry(
  db: Database,
  enquiry: Enquiry & { readonly phoneE164: string },
  origin: EnquiryOrigin,
  channels: readonly DeliveryChannel[],
): Promise<StoredEnquiry> {
  const id = randomUUID();
  const reference = newReference();
  const meeting =
    enquiry.workspaceType === 'meeting-rooms' &&
    enquiry.meetingDate &&
    enquiry.meetingStartTime &&
    enquiry.meetingDuration &&
    enquiry.meetingAttendees !== undefined
      ? {
          date: enquiry.meetingDate,
          startTime: enquiry.meetingStartTime,
          duration: enquiry.meetingDuration,
          attendees: enquiry.meetingAttendees,
        }
      : null;
  const context = enquiry.context
    ? Object.fromEntries(
        Object.entries(enquiry.context).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : null;

  // Asked only with a quote for a space (not a virtual office); values left in hidden fields are not kept.
  const quoteAsksSpace = enquiry.intent === 'quote' && asksAboutSpace(enquiry.workspaceType);
  const content: SubmittedContent = {
    intent: enquiry.intent,
    preferredDays: enquiry.intent === 'viewing' ? enquiry.preferredDays : [],
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phoneE164,
    phoneCountry: enquiry.phoneCountry,
    company: enquiry.company ?? null,
    workspaceType: enquiry.workspaceType ?? null,
    centre: enquiry.centre ?? null,
    // A comparison sends several units: the column holds them joined, as the sales view reads them.
    unitReference:
      [...new Set([enquiry.context?.unit, ...(enquiry.context?.units ?? [])].filter(Boolean))].join(', ') || null,
    message: enquiry.message ?? null,
    meeting,
    quoteSizeSqFt: quoteAsksSpace ? (enquiry.quoteSizeSqFt ?? null) : null,
    quoteStartDate: quoteAsksSpace ? (enquiry.quoteStartDate ?? null) : null,
    marketingOptIn: enquiry.marketingOptIn,
  };
  const insertEnquiry = db
    .insert(enquiries)
    .values({
      id,
      reference,
      idempotencyKey: origin.idempotencyKey ?? null,
      ...content,
      pagePath: enquiry.pagePath ?? null,
      context,
      attribution: (origin.attribution as Record<string, unknown> | undefined) ?? null,
    })
    .onConflictDoNothing({ target: enquiries.idempotencyKey })
    .returning({ id: enquiries.id, reference: enquiries.reference });
  const row = await insertWithOutbox(db, insertEnquiry, 'enquiry_id', channels);
  if (row) return { id: row.id, reference: row.reference, duplicate: false };
  const [first] = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, origin.idempotencyKey ?? ''));
  if (!first) throw new Error('Idempotent insert found no earlier enquiry');
  // Same key, different details: the visitor edited the form after a send whose answer was lost.
  // Answering with the old reference would silently drop the edit.
  if (contentFingerprint(first) !== contentFingerprint(content)) throw new IdempotencyConflictError();
  return { id: first.id, reference: first.reference, duplicate: true };
}

export async function findEnquiryByReference(
  db: Database,
  reference: string,
): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.reference, reference));
  return row;
}

export async function listEnquiries(
  db: Database,
  options: { since?: Date; limit?: number } = {},
): Promise<(EnquiryRow & { deliveries: Pick<OutboxRow, 'id' | 'channel' | 'status' | 'attempts'>[] })[]> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(options.since ? gte(enquiries.createdAt, options.since) : undefined)
    .orderBy(desc(enquiries.createdAt))
    .limit(options.limit ?? 10_000);
  if (rows.length === 0) return [];
  const deliveries = await db
    .select({
      id: outbox.id,
      enquiryId: sql<string>`coalesce(${outbox.enquiryId}, ${webhookEvents.enquiryId})`,
      channel: outbox.channel,
      status: outbox.status,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .where(
      inArray(
        outbox.enquiryId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    deliveries: deliveries.filter((delivery) => delivery.enquiryId === row.id),
  }));
}

/** Counts for the benchmark and health checks. */
export async function countRows(db: Database): Promise<{ enquiries: number; outbox: number }> {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { enquiries: Number(e?.n ?? 0), outbox: Number(o?.n ?? 0) };
}

/** Puts an enquiry's undelivered (or dead) outbox rows back in the queue, due now, unless they are being delivered. */
export async function retryEnquiryDeliveries(db: Database, reference: string): Promise<number> {
  const enquiry = await findEnquiryByReference(db, reference);
  if (!enquiry) return 0;
  return requeue(db, outboxOfEnquiry(enquiry.id));
}

/** The same, by enquiry id (UUID). */
export async function retryEnquiryDeliveriesById(db: Database, enquiryId: string): Promise<number> {
  return requeue(db, outboxOfEnquiry(enquiryId));
}

/** The same for one outbox item, by its number. */
export async function retryOutboxItem(db: Database, outboxId: number): Promise<number> {
  return requeue(db, eq(outbox.id, outboxId));
}

/*
 * A row a worker is delivering right now (its lease has not ended) is left alone: making it due
 * again would not stop that delivery, and the next poll would send it a second time.
 */
async function requeue(db: Database, which: SQL): Promise<number> {
  const updated = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, attempts: 0, lastError: null })
    .where(
      and(
        which,
        inArray(outbox.status, ['pending', 'dead']),
        or(isNull(outbox.leasedUntil), lte(outbox.leasedUntil, sql`now()`)),
        // A visitor's reminder not yet tried is waiting for its time, not failing: never sent early.
        sql`not (${outbox.mailKind} is not distinct from 'reminder' and ${outbox.status} = 'pending' and ${outbox.attempts} = 0)`,
        // An endpoint delivery already sent again from the admin waits once (its partial unique index).
        sql`not exists (select 1 from ${outbox} as again where again.webhook_delivery_id = ${outbox.webhookDeliveryId}
          and again.status = 'pending' and again.id <> ${outbox.id})`,
      ),
    )
    .returning({ id: outbox.id });
  return updated.length;
}

/*
 * The sales view in the admin (src/cms/enquiries): the same tables, read through these functions.
 * Filters arrive validated (src/cms/enquiries/filters.ts); here they only become SQL.
 */
export type EnquirySearch = {
  /** Created at or after this instant. */
  readonly createdFrom?: Date | undefined;
  /** Created strictly before this instant. */
  readonly createdBefore?: Date | undefined;
  readonly workspaceType?: string | undefined;
  readonly centre?: string | undefined;
  readonly unitReference?: string | undefined;
  /** Enquiries with at least one delivery in this state. */
  readonly deliveryStatus?: OutboxRow['status'] | undefined;
};

type EnquiryDeliveryRow = Pick<
  OutboxRow,
  | 'id'
  | 'channel'
  | 'status'
  | 'attempts'
  | 'nextAttemptAt'
  | 'leasedUntil'
  | 'lastError'
  | 'createdAt'
  | 'deliveredAt'
>;
export type EnquiryDelivery = EnquiryDeliveryRow & {
  /** A worker holds it right now (its lease has not ended, by the database's clock). */
  leased: boolean;
};
export type EnquiryWithDeliveries = EnquiryRow & { deliveries: EnquiryDelivery[] };

/*
 * The outbox rows about an enquiry: its own (the sales email, and the environment's webhook as it
 * was before it became an endpoint) and, since then, its deliveries to webhook endpoints as
 * something that came in from the site (docs/decisions/0057), which sales see on its page as before.
 */
const submittedEnquiry = sql`(select ${webhookEvents.enquiryId} from ${webhookDeliveries}
  join ${webhookEvents} on ${webhookEvents.id} = ${webhookDeliveries.eventId}
  where ${webhookDeliveries.id} = ${outbox.webhookDeliveryId})`;

function outboxOfEnquiry(enquiryId: SQL | string): SQL {
  return sql`(${outbox.enquiryId} = ${enquiryId} or ${submittedEnquiry} = ${enquiryId})`;
}

function searchCondition(search: EnquirySearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.createdFrom) conditions.push(gte(enquiries.createdAt, search.createdFrom));
  if (search.createdBefore) conditions.push(lt(enquiries.createdAt, search.createdBefore));
  if (search.workspaceType) conditions.push(eq(enquiries.workspaceType, search.workspaceType));
  if (search.centre) conditions.push(eq(enquiries.centre, search.centre));
  if (search.unitReference) conditions.push(eq(enquiries.unitReference, search.unitReference));
  if (search.deliveryStatus)
    conditions.push(
      exists(
        sql`(select 1 from ${outbox} where ${outboxOfEnquiry(sql`${enquiries.id}`)} and ${outbox.status} = ${search.deliveryStatus})`,
      ),
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withDeliveries(db: Database, rows: EnquiryRow[]): Promise<EnquiryWithDeliveries[]> {
  if (rows.length === 0) return [];
  const deliveries = await db
    .select({
      id: outbox.id,
      enquiryId: sql<string>`coalesce(${outbox.enquiryId}, ${webhookEvents.enquiryId})`,
      channel: outbox.channel,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      leasedUntil: outbox.leasedUntil,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      deliveredAt: outbox.deliveredAt,
      leased: sql<boolean>`coalesce(${outbox.leasedUntil} > now(), false)`,
    })
    .from(outbox)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, outbox.webhookDeliveryId))
    .leftJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      or(
        inArray(
          outbox.enquiryId,
          rows.map((row) => row.id),
        ),
        inArray(
          webhookEvents.enquiryId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    ...row,
    deliveries: deliveries
      .filter((delivery) => delivery.enquiryId === row.id)
      .map(({ enquiryId: _enquiryId, ...delivery }) => delivery),
  }));
}

/** One page of matching enquiries, newest first, with the total that match. */
export async function searchEnquiries(
  db: Database,
  search: EnquirySearch,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: EnquiryWithDeliveries[]; total: number }> {
  const where = searchCondition(search);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(where),
  ]);
  return { rows: await withDeliveries(db, rows), total: Number(count?.n ?? 0) };
}

/** Every matching enquiry, oldest first (the export), or null when there are more than `max`. */
export async function exportEnquiries(
  db: Database,
  search: EnquirySearch,
  max: number,
): Promise<EnquiryWithDeliveries[] | null> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(searchCondition(search))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(max + 1);
  if (rows.length > max) return null;
  return withDeliveries(db, rows);
}

/** One enquiry by its reference, with all its deliveries. */
export async function getEnquiryWithDeliveries(
  db: Database,
  reference: string,
): Promise<EnquiryWithDeliveries | undefined> {
  const row = await findEnquiryByReference(db, reference);
  if (!row) return undefined;
  const [found] = await withDeliveries(db, [row]);
  return found;
}

/** The outbox item's enquiry reference, so a retry of one item can be checked against the page it came from. */
export async function outboxItemReference(db: Database, outboxId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: enquiries.reference })
    .from(outbox)
    .innerJoin(enquiries, outboxOfEnquiry(sql`${enquiries.id}`))
    .where(eq(outbox.id, outboxId));
  return row?.reference;
}

export type EraseOutcome =
  | { readonly erased: true; readonly enquiryId: string; readonly deliveries: number; readonly alertSubscriptions: number; readonly waitlistEntries: number; readonly proposals: number }
  | { readonly erased: false; readonly reason: 'not-found' | 'delivering' };

/*
 * A data-subject erasure: the enquiry, its outbox rows (its delivery log) and its lead (with the
 * lead's notes, audit and mails) go together, in one transaction. Refused while a worker holds one of its deliveries (its lease has not ended): the
 * worker would still send the personal data it has read. The caller logs the fact, never the data.
 */
export async function eraseEnquiry(db: Database, reference: string): Promise<EraseOutcome> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ id: enquiries.id, email: enquiries.email })
      .from(enquiries)
      .where(eq(enquiries.reference, reference))
      .for('update');
    if (!enquiry) return { erased: false, reason: 'not-found' } as const;
    // Locked, so a worker's claim (FOR UPDATE SKIP LOCKED) passes them by until they are gone.
    const items = await tx
      .select({ id: outbox.id, leased: sql<boolean>`coalesce(${outbox.leasedUntil} > now(), false)` })
      .from(outbox)
      .where(outboxOfEnquiry(enquiry.id))
      .for('update');
    if (items.some((item) => item.leased)) return { erased: false, reason: 'delivering' } as const;
    // Its endpoint deliveries go with its events (on delete cascade from the enquiry).
    const removed = await tx
      .delete(outbox)
      .where(outboxOfEnquiry(enquiry.id))
      .returning({ id: outbox.id });
    await tx.delete(enquiries).where(eq(enquiries.id, enquiry.id));
    // Proposals sent to the person (from this lead, or to the same address) go too while unsigned,
    // with their mails and the leads of their own; a signed one is a contract, kept with its licences.
    const unsigned = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .leftJoin(leads, eq(leads.id, proposals.leadId))
      .where(
        and(
          isNull(proposals.signedAt),
          or(
            and(eq(leads.sourceKind, 'enquiry'), eq(leads.sourceId, enquiry.id)),
            sql`lower(${proposals.prospectEmail}) = lower(${enquiry.email})`,
          ),
        ),
      );
    const unsignedIds = unsigned.map((row) => row.id);
    if (unsignedIds.length > 0) {
      await tx.delete(outbox).where(inArray(outbox.proposalId, unsignedIds));
      await tx.delete(proposals).where(inArray(proposals.id, unsignedIds));
      await tx.delete(leads).where(and(eq(leads.sourceKind, 'proposal'), inArray(leads.sourceId, unsignedIds)));
    }
    // Its lead goes too, with the lead's notes, audit and mails (they cascade from the lead).
    await eraseLeadOf(tx, 'enquiry', enquiry.id);
    // The same person's availability alerts go too (their alerts and outbox rows by cascade).
    const alerts = await tx
      .delete(alertSubscriptions)
      .where(sql`lower(${alertSubscriptions.email}) = lower(${enquiry.email})`)
      .returning({ id: alertSubscriptions.id });
    // And their places on the room waitlist (decision 0055), an offer running now given back first.
    const waitlist = await eraseWaitlistEntriesOf(tx, enquiry.email);
    return { erased: true, enquiryId: enquiry.id, deliveries: removed.length, alertSubscriptions: alerts.length, waitlistEntries: waitlist, proposals: unsignedIds.length } as const;
  });
}
