import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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

/*
 * Meeting-room bookings (docs/decisions/0010, 0024). No double booking: the migrations add
 * `EXCLUDE USING gist (room_reference WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE
 * (status IN ('confirmed', 'pending'))` (btree_gist), which drizzle-kit cannot express, so it is
 * hand-written (0003_bookings.sql, widened to pending holds in 0008_payments.sql). Ranges are
 * half-open: 10:00-12:00 and 12:00-13:00 do not overlap. A pending row is a hold while a visitor
 * pays online; when the hold ends it is set 'expired' (never left pending), so it leaves the
 * constraint and the slot is free.
 */
export const bookingStatuses = ['confirmed', 'cancelled', 'pending', 'expired', 'refunded'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingDurations = ['hour', 'half-day', 'day'] as const;
export type BookingDuration = (typeof bookingDurations)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** The meeting room: a unit's reference (CMS collection units), e.g. EXE-MR01. */
    roomReference: text('room_reference').notNull(),
    centre: text('centre').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    duration: text('duration').$type<BookingDuration>().notNull(),
    /** Hours booked (1 or more for 'hour'); the quote is computed from the room's rates. */
    hours: integer('hours').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    /** The price quoted on screen, in pence; paid at the centre or invoiced, never online. */
    pricePence: integer('price_pence').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A pending booking holds its slot until then (paid online through Stripe Checkout). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The Stripe Checkout Session; its payment intent once paid (for a refund). */
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    /** What the visitor paid online, VAT included, in pence; null when nothing was paid online. */
    paidPence: integer('paid_pence'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_room_starts_idx').on(table.roomReference, table.startsAt),
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_pending_hold_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'pending'`),
    check('bookings_ends_after_starts', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'bookings_status_known',
      sql`${table.status} in ('confirmed', 'cancelled', 'pending', 'expired', 'refunded')`,
    ),
    check('bookings_pending_has_hold', sql`${table.status} <> 'pending' or ${table.holdExpiresAt} is not null`),
  ],
);

/*
 * Stripe events already acted on, by event id: Stripe delivers at least once, so each event's
 * change is made in the same transaction as its insert here (on conflict do nothing), and a
 * replay finds the id and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  bookingId: uuid('booking_id'),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outboxStatuses = ['pending', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const deliveryChannels = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Exactly one of enquiry_id and booking_id is set (a check constraint says so). */
    enquiryId: uuid('enquiry_id').references(() => enquiries.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
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
    index('outbox_booking_idx').on(table.bookingId),
    check('outbox_one_subject', sql`(${table.enquiryId} is null) <> (${table.bookingId} is null)`),
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
export type BookingRow = typeof bookings.$inferSelect;
