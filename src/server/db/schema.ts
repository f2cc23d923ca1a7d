import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One schema for PGlite and PostgreSQL. Enquiries and their outbox rows are written in one
 * transaction; nothing in the outbox is deleted, so the table is also the delivery log.
 */

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** Sent by the form; a retried submission with the same key returns the first answer. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    intent: text('intent').notNull(),
    preferredDays: jsonb('preferred_days').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    company: text('company'),
    workspaceType: text('workspace_type'),
    centre: text('centre'),
    /** The listed unit the visitor asked about (its reference), from the GET IN TOUCH on that unit. */
    unitReference: text('unit_reference'),
    message: text('message'),
    meeting: jsonb('meeting').$type<{
      date: string;
      startTime: string;
      duration: string;
      attendees: number;
    } | null>(),
    /** For a quote: the floor area the visitor has in mind (sq ft) and when they want the space. */
    quoteSizeSqFt: integer('quote_size_sq_ft'),
    quoteStartDate: date('quote_start_date', { mode: 'string' }),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    pagePath: text('page_path'),
    /** The GET IN TOUCH that opened the form: product, centre, placement. */
    context: jsonb('context').$type<Record<string, string>>(),
    /** Channel attribution (UTM, click ids, referrer host), first and last touch. */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
  },
  (table) => [index('enquiries_created_at_idx').on(table.createdAt)],
);

export const outboxStatuses = ['pending', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const deliveryChannels = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is due: now when queued, later after a failed attempt (the retry backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While a worker delivers the row: when its claim lapses, so a crashed worker's rows come back.
     * Kept apart from next_attempt_at, so nothing that reschedules a row (a retry from the sales
     * tool) can cut a delivery's lease short and hand it to a second worker.
     */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** The claim that holds the lease; only that claim may record the delivery's outcome. */
    leaseToken: uuid('lease_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_enquiry_idx').on(table.enquiryId),
  ],
);

/** Fixed one-minute windows per hashed client address; shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
