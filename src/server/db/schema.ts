import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  check,
  foreignKey,
  unique,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AttendanceMark } from '../../domain/board/attendance';
import type { CancellationRules } from '../../domain/booking/cancellation';
import type { ContactChangeKind, MovedRow } from '../../domain/contacts/contacts';
import type { LeadContactKind, LeadContactOutcome } from '../../domain/leads/follow-up';
import type { LeadAuditField } from '../../domain/leads/leads';
import type { LeadSourceKind } from '../../domain/leads/sources';
import type { LeadStage } from '../../domain/leads/stages';
import type { ConversionKind } from '../../domain/conversions/conversions';
import type { ProposalUnit } from '../../domain/licence/proposal';
import type { LicenceEvent, LicenceMandateMethod, LicencePayment, LicenceStatus } from '../../domain/licence/status';
import type { VisitorMailKind } from '../../domain/visitor-mail';
import type { WaitlistEntryStatus, WaitlistKind, WaitlistOfferStatus } from '../../domain/waitlist/waitlist';
import type { WebhookEventType } from '../../domain/webhooks/events';

/*
 * One schema for PGlite and PostgreSQL. Enquiries and their outbox rows are written in one
 * transaction; nothing in the outbox is deleted, so the table is also the delivery log.
 */

/*
 * One person per contact (issue 42 item 3, docs/decisions/0045-contacts.md). A contact is found by
 * any of its emails, normalised (src/domain/contacts: trimmed, ASCII lower-cased); the unique key
 * of contact_emails is what makes two racing inserts of one new email end in one contact. The
 * trigger contact_attach (migration 0021) sets contact_id on every person's row as it is inserted,
 * whichever code inserts it, and keeps the name and phone last given. Staff merge and split.
 */
export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The name and phone the person last gave (an alert sign-up gives neither and changes nothing). */
  name: text('name'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the person last left a row. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactEmails = pgTable(
  'contact_emails',
  {
    /** Normalised: contact_email_key() in SQL, normaliseContactEmail in the domain. */
    email: text('email').primaryKey(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_emails_contact_idx').on(table.contactId)],
);

/*
 * A merge or split by staff: who, when, from which contact into which, and what moved (kinds and
 * references) with the emails that moved. Shown in both people's histories. A merged contact is
 * deleted, so from_contact_id keeps its id without a foreign key; erasing a person removes the
 * records that name them (src/server/contacts/store.ts).
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ContactChangeKind>().notNull(),
    fromContactId: uuid('from_contact_id').notNull(),
    intoContactId: uuid('into_contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The other person's name as it stood (a merge), for the history. */
    fromName: text('from_name'),
    moved: jsonb('moved').$type<MovedRow[]>().notNull(),
    emails: jsonb('emails').$type<string[]>().notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_changes_into_idx').on(table.intoContactId, table.at),
    index('contact_changes_from_idx').on(table.fromContactId),
    check('contact_changes_kind_known', sql`${table.kind} in ('merge', 'split')`),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
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
  (table) => [
    index('enquiries_contact_idx').on(table.contactId),
    check('enquiries_has_contact', sql`${table.contactId} is not null`),
    index('enquiries_created_at_idx').on(table.createdAt),
  ],
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

/*
 * A weekly series of room bookings (issue 39 item 2, docs/decisions/0052-repeat-bookings.md): one
 * row per series, each week's booking a row of `bookings` with its `series_id`. The series keeps
 * what its calendar entry needs (one VEVENT with RRULE and EXDATE): the first week's times as
 * asked (even when that week was left out), the number of weeks the rule spans, and its own
 * SEQUENCE, raised on each cancel. With Stripe, one Checkout Session pays for every week.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** The first week's start and end, as asked: the calendar rule's DTSTART and DTEND. */
    firstStartsAt: timestamp('first_starts_at', { withTimezone: true }).notNull(),
    firstEndsAt: timestamp('first_ends_at', { withTimezone: true }).notNull(),
    /** How many weeks the rule spans (2 to 12): the RRULE's COUNT; weeks not booked are EXDATEs. */
    weeks: integer('weeks').notNull(),
    /** The series' calendar SEQUENCE: 0 when booked, one more on each cancel of any of its weeks. */
    sequence: integer('sequence').notNull().default(0),
    checkoutSessionId: text('checkout_session_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_series_weeks_bounded', sql`${table.weeks} between 2 and 12`),
    check('booking_series_ends_after_starts', sql`${table.firstEndsAt} > ${table.firstStartsAt}`),
  ],
);

export type BookingSeriesRow = typeof bookingSeries.$inferSelect;

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
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
    /**
     * The VAT rate when booked, in hundredths of a percent (2000 = 20 %): every page, mail and
     * Checkout of this booking uses it, never the rate read at display time.
     */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The calendar entry's SEQUENCE (RFC 5545): 0 when booked, one more on each reschedule or
     * cancel, so the visitor's calendar replaces its entry instead of adding a second one.
     */
    sequence: integer('sequence').notNull().default(0),
    /** Who cancelled: the visitor (manage link) or staff (admin); null while confirmed. */
    cancelledBy: text('cancelled_by').$type<'visitor' | 'staff'>(),
    /** Why staff cancelled (required of staff, told to the visitor in the cancellation mail); null otherwise. */
    cancelReason: text('cancel_reason'),
    /** A pending booking holds its slot until then (paid online through Stripe Checkout). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The Stripe Checkout Session; its payment intent once paid (for a refund). */
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    /** What the visitor paid online, VAT included, in pence; null when nothing was paid online. */
    paidPence: integer('paid_pence'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The cancellation rules (CMS global cancellation-rules) in force when it was booked, shown to
     * the visitor before booking: every cancel path holds the booking to these, whatever staff
     * change later (docs/decisions/0048). Null for bookings made before the rules were kept: the
     * old terms (24 hours, no grace) apply to them.
     */
    cancellationRules: jsonb('cancellation_rules').$type<CancellationRules>(),
    /**
     * Set when cancelled: true when nothing is due (within the free period, or staff waived the
     * charge), so a payment online is refunded in full; false when the price stays due (no refund).
     */
    cancelledFree: boolean('cancelled_free'),
    /**
     * What staff recorded at the centre (the bookings board, docs/decisions/0030): 'checked-in' or
     * 'no-show', with who and when; null until marked. Set only on a confirmed row.
     */
    attendance: text('attendance').$type<AttendanceMark>(),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    attendanceById: integer('attendance_by_id'),
    attendanceByName: text('attendance_by_name'),
    /** Channel attribution (UTM, click ids with advertising consent, referrer host), first and last touch (decision 0046). */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    /** The weekly series it belongs to (booked together); null for a single booking. */
    seriesId: uuid('series_id').references(() => bookingSeries.id),
  },
  (table) => [
    index('bookings_series_idx').on(table.seriesId, table.startsAt),
    index('bookings_contact_idx').on(table.contactId),
    check('bookings_has_contact', sql`${table.contactId} is not null`),
    index('bookings_room_starts_idx').on(table.roomReference, table.startsAt),
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_centre_starts_idx').on(table.centre, table.startsAt),
    index('bookings_pending_hold_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'pending'`),
    check('bookings_ends_after_starts', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'bookings_status_known',
      sql`${table.status} in ('confirmed', 'cancelled', 'pending', 'expired', 'refunded')`,
    ),
    check('bookings_pending_has_hold', sql`${table.status} <> 'pending' or ${table.holdExpiresAt} is not null`),
    check('bookings_attendance_known', sql`${table.attendance} is null or ${table.attendance} in ('checked-in', 'no-show')`),
  ],
);

/*
 * Viewings of units and centres (issue 20 item 2, docs/decisions/0022). A centre runs at most
 * `capacity` viewings at once (from the CMS). The database refuses more: each confirmed viewing
 * holds a seat from 1 to the capacity it was booked under (a check), and a partial unique index
 * allows one confirmed viewing per centre, start and seat. The insert takes the lowest free seat
 * (src/server/viewings/viewings.ts), so N racing requests for a slot of capacity C give C successes,
 * whatever the number of app instances.
 */
/**
 * confirmed and cancelled as ever; held: a seat held for a waitlist offer (docs/decisions/0058),
 * in the waitlisted address's name, until hold_expires_at (it takes its seat like a confirmed row
 * and becomes the person's viewing when they take the offer); expired: a hold that ended unused.
 */
export const viewingStatuses = ['confirmed', 'cancelled', 'held', 'expired'] as const;
export type ViewingStatus = (typeof viewingStatuses)[number];

export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    centre: text('centre').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The units to see (their references), in the order chosen; empty for a look round the centre. */
    unitReferences: jsonb('unit_references').$type<string[]>().notNull().default([]),
    /** Which of the slot's places this viewing holds (1 to capacity). */
    seat: integer('seat').notNull(),
    /** The centre's capacity when the viewing was booked (CMS), which bounds the seat. */
    capacity: integer('capacity').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    status: text('status').$type<ViewingStatus>().notNull().default('confirmed'),
    /** Channel attribution, first and last touch, as the enquiry form carries it. */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The calendar entry's SEQUENCE (RFC 5545): 0 when booked, one more on each move or cancel. */
    sequence: integer('sequence').notNull().default(0),
    /** Who cancelled: the visitor (manage link) or staff; null while confirmed. */
    cancelledBy: text('cancelled_by').$type<'visitor' | 'staff'>(),
    /** Why staff cancelled (required of staff, told to the visitor in the cancellation mail); null otherwise. */
    cancelReason: text('cancel_reason'),
    /**
     * What staff recorded at the centre (the bookings board, docs/decisions/0030): 'checked-in' or
     * 'no-show', with who and when; null until marked. Set only on a confirmed row.
     */
    attendance: text('attendance').$type<AttendanceMark>(),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    attendanceById: integer('attendance_by_id'),
    attendanceByName: text('attendance_by_name'),
    /** A held seat's end (the waitlist offer's 15 minutes); null on every other row. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (table) => [
    index('viewings_contact_idx').on(table.contactId),
    check('viewings_has_contact', sql`${table.contactId} is not null`),
    uniqueIndex('viewings_one_per_seat')
      .on(table.centre, table.startsAt, table.seat)
      .where(sql`${table.status} in ('confirmed', 'held')`),
    index('viewings_created_at_idx').on(table.createdAt),
    index('viewings_centre_starts_idx').on(table.centre, table.startsAt),
    check('viewings_attendance_known', sql`${table.attendance} is null or ${table.attendance} in ('checked-in', 'no-show')`),
    check('viewings_ends_after_starts', sql`${table.endsAt} > ${table.startsAt}`),
    check('viewings_status_known', sql`${table.status} in ('confirmed', 'cancelled', 'held', 'expired')`),
    check('viewings_held_has_hold', sql`(${table.status} = 'held') = (${table.holdExpiresAt} is not null)`),
    check('viewings_capacity_bounds', sql`${table.capacity} between 1 and 10`),
    check('viewings_seat_within_capacity', sql`${table.seat} between 1 and ${table.capacity}`),
  ],
);

/*
 * Day-pass bundles (issue 39 item 1, docs/decisions/0056): 5 or 10 days bought online at once, each
 * day then booked as a day pass linked to the bundle (day_passes.bundle_id), at any centre, on or
 * before last_day. A bundle is never used for more days than it holds: each day booked from it takes
 * a slot from 1 to the bundle's days (a check, with the days tied to the bundle's by a composite
 * foreign key) and day_passes_one_per_bundle_slot allows one confirmed pass per bundle and slot; a
 * day cancelled frees its slot, so it goes back to the bundle. Bought 'pending' (Stripe Checkout),
 * 'paid' by Stripe's signed event, 'expired' when the session ended unpaid, 'refunded' when staff
 * refunded it in the Stripe dashboard (charge.refunded).
 */
export const bundleStatuses = ['pending', 'paid', 'expired', 'refunded'] as const;
export type BundleStatus = (typeof bundleStatuses)[number];

export const dayPassBundles = pgTable(
  'day_pass_bundles',
  {
    id: uuid('id').primaryKey(),
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    days: integer('days').notNull(),
    /** Net price and VAT rate when bought; the months it is valid for (CMS, then). */
    pricePence: integer('price_pence').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    validMonths: integer('valid_months').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    /** The centre whose page it was bought from, if any (a bundle is used at any centre). */
    centre: text('centre'),
    status: text('status').$type<BundleStatus>().notNull().default('pending'),
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    paidPence: integer('paid_pence'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The last London day a pass can be booked for: set when paid, valid_months from that day. */
    lastDay: date('last_day', { mode: 'string' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedByName: text('refunded_by_name'),
  },
  (table) => [
    unique('day_pass_bundles_id_days').on(table.id, table.days),
    index('day_pass_bundles_contact_idx').on(table.contactId),
    check('day_pass_bundles_has_contact', sql`${table.contactId} is not null`),
    check('day_pass_bundles_days_known', sql`${table.days} in (5, 10)`),
    check('day_pass_bundles_status_known', sql`${table.status} in ('pending', 'paid', 'expired', 'refunded')`),
    check('day_pass_bundles_price_not_negative', sql`${table.pricePence} >= 0`),
    check('day_pass_bundles_valid_months_bounds', sql`${table.validMonths} between 1 and 24`),
    check('day_pass_bundles_paid_has_last_day', sql`${table.status} <> 'paid' or (${table.lastDay} is not null and ${table.paidAt} is not null)`),
  ],
);

/*
 * Coworking day passes (issue 39 item 1). A centre sells at most `desks` passes for a day. The
 * database holds that line as it does for viewings: each confirmed pass takes a desk from 1 to the
 * centre's desks when it was bought (a check), and the partial unique index day_passes_one_per_desk
 * allows one confirmed pass per centre, day and desk; the insert picks the lowest free desk inside
 * the statement. A free trial day is one per email and one per phone, ever: two more partial
 * unique indexes (a cancelled trial frees them, so the visitor can book it again).
 *
 * Paid online (Stripe configured, docs/decisions/0053): a pass is first 'pending', holding its desk
 * until hold_expires_at (the index counts pending passes too), and becomes 'confirmed' when Stripe's
 * signed event says it is paid; an unpaid hold becomes 'expired' and frees the desk.
 */
export const dayPassStatuses = ['confirmed', 'cancelled', 'pending', 'expired'] as const;
export type DayPassStatus = (typeof dayPassStatuses)[number];

export const dayPasses = pgTable(
  'day_passes',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    centre: text('centre').notNull(),
    /** The London calendar day the pass is for. */
    day: date('day', { mode: 'string' }).notNull(),
    desk: integer('desk').notNull(),
    /** The centre's desks for day visitors when the pass was bought (CMS), which bound the desk. */
    desks: integer('desks').notNull(),
    trial: boolean('trial').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    /** Net price and the VAT rate when bought: the pass always shows what was agreed. */
    pricePence: integer('price_pence').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    status: text('status').$type<DayPassStatus>().notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The calendar entry's SEQUENCE: 0 when bought, one more when cancelled. */
    sequence: integer('sequence').notNull().default(0),
    /** Reception's check-in on the bookings board: when and by whom (a pass is used once). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInById: integer('checked_in_by_id'),
    checkedInByName: text('checked_in_by_name'),
    /** Channel attribution (UTM, click ids with advertising consent, referrer host), first and last touch (decision 0046). */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    /** While 'pending': when the desk is released if Stripe has not said it is paid. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    /** What Stripe took, VAT included (pence); null when paid at reception. */
    paidPence: integer('paid_pence'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Who cancelled: the visitor (manage link) or staff (the board), and staff's name. */
    cancelledBy: text('cancelled_by').$type<'visitor' | 'staff'>(),
    cancelledByName: text('cancelled_by_name'),
    /** Staff cancelled on the day and kept the online payment (a visitor's cancel is always refunded). */
    paymentKept: boolean('payment_kept').notNull().default(false),
    /** A day booked from a bundle (decision 0056): the bundle, its days, and the slot this day takes. */
    bundleId: uuid('bundle_id'),
    bundleDays: integer('bundle_days'),
    bundleSlot: integer('bundle_slot'),
  },
  (table) => [
    index('day_passes_contact_idx').on(table.contactId),
    foreignKey({
      name: 'day_passes_bundle_fk',
      columns: [table.bundleId, table.bundleDays],
      foreignColumns: [dayPassBundles.id, dayPassBundles.days],
    }),
    check(
      'day_passes_bundle_complete',
      sql`(${table.bundleId} is null) = (${table.bundleSlot} is null) and (${table.bundleId} is null) = (${table.bundleDays} is null)`,
    ),
    check('day_passes_bundle_slot_within_days', sql`${table.bundleSlot} between 1 and ${table.bundleDays}`),
    check('day_passes_bundle_day_costs_nothing_more', sql`${table.bundleId} is null or (${table.pricePence} = 0 and not ${table.trial})`),
    uniqueIndex('day_passes_one_per_bundle_slot')
      .on(table.bundleId, table.bundleSlot)
      .where(sql`${table.bundleId} is not null and ${table.status} = 'confirmed'`),
    uniqueIndex('day_passes_one_bundle_day')
      .on(table.bundleId, table.day)
      .where(sql`${table.bundleId} is not null and ${table.status} = 'confirmed'`),
    check('day_passes_cancelled_by_known', sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('visitor', 'staff')`),
    index('day_passes_pending_hold_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'pending'`),
    check('day_passes_pending_has_hold', sql`${table.status} <> 'pending' or ${table.holdExpiresAt} is not null`),
    check('day_passes_has_contact', sql`${table.contactId} is not null`),
    uniqueIndex('day_passes_one_per_desk')
      .on(table.centre, table.day, table.desk)
      .where(sql`${table.status} in ('confirmed', 'pending')`),
    uniqueIndex('day_passes_one_trial_per_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.trial} and ${table.status} = 'confirmed'`),
    uniqueIndex('day_passes_one_trial_per_phone')
      .on(table.phone)
      .where(sql`${table.trial} and ${table.status} = 'confirmed'`),
    index('day_passes_centre_day_idx').on(table.centre, table.day),
    check('day_passes_status_known', sql`${table.status} in ('confirmed', 'cancelled', 'pending', 'expired')`),
    check('day_passes_desks_bounds', sql`${table.desks} between 1 and 200`),
    check('day_passes_desk_within_desks', sql`${table.desk} between 1 and ${table.desks}`),
    check('day_passes_price_not_negative', sql`${table.pricePence} >= 0`),
    check('day_passes_trial_is_free', sql`not ${table.trial} or ${table.pricePence} = 0`),
    check('day_passes_check_in_only_confirmed', sql`${table.checkedInAt} is null or ${table.status} = 'confirmed'`),
  ],
);

/*
 * Virtual-office orders (issue 20 item 4, docs/decisions/0023). The plan's price and the VAT are
 * kept as they were when the order was placed. An order whose plan gives an address waits in
 * 'awaiting-id-check' until staff record the identity check (who and when); no ID document is kept.
 */
export const orderStatuses = ['awaiting-id-check', 'verified', 'active', 'cancelled', 'id-rejected', 'expired'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    /** From the order's draft: placing it twice (a double click, a retried post) stores it once. */
    idempotencyKey: text('idempotency_key').unique(),
    /** The plan's kind (src/domain/virtual-office/plans.ts) and its name when ordered. */
    plan: text('plan').notNull(),
    planName: text('plan_name').notNull(),
    centre: text('centre').notNull(),
    monthlyNetPence: integer('monthly_net_pence').notNull(),
    monthlyVatPence: integer('monthly_vat_pence').notNull(),
    /** The VAT rate applied, in hundredths of a percent (2000 = 20 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    needsIdCheck: boolean('needs_id_check').notNull(),
    businessName: text('business_name').notNull(),
    /** Companies House number, 8 characters, when the buyer gave one. */
    companyNumber: text('company_number'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** 'invoice', 'card-pending' or 'card-paid' (orderPayments in src/domain/virtual-office/payment.ts). */
    payment: text('payment').notNull().default('invoice'),
    status: text('status').$type<(typeof orderStatuses)[number]>().notNull(),
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    /** The staff account that recorded the check (its email). */
    idVerifiedBy: text('id_verified_by'),
    /** Why staff could not verify the buyer's identity (told to the buyer); null unless 'id-rejected'. */
    idRejectedReason: text('id_rejected_reason'),
    /** The first month's payment intent once paid by card (for a refund), and when it was refunded. */
    paymentIntentId: text('payment_intent_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    pagePath: text('page_path'),
    /** Channel attribution (UTM, click ids, referrer host), first and last touch, as enquiries carry. */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_contact_idx').on(table.contactId),
    check('orders_has_contact', sql`${table.contactId} is not null`),
    index('orders_created_at_idx').on(table.createdAt),
    check(
      'orders_status_known',
      sql`${table.status} in ('awaiting-id-check', 'verified', 'active', 'cancelled', 'id-rejected', 'expired')`,
    ),
    check('orders_rejection_has_reason', sql`(${table.status} = 'id-rejected') = (${table.idRejectedReason} is not null)`),
    check('orders_prices_not_negative', sql`${table.monthlyNetPence} >= 0 and ${table.monthlyVatPence} >= 0`),
    check(
      'orders_verified_recorded',
      sql`(${table.idVerifiedAt} is null) = (${table.idVerifiedBy} is null)`,
    ),
  ],
);

/* Bytes as PostgreSQL stores them (a signed licence's PDF): private, shared by every instance. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/*
 * Licences taken online (issue 38, docs/decisions/0040-licences-online.md). The signed text is kept
 * exactly as signed with its SHA-256, so a later edit of the template changes nothing here. One
 * holding licence per unit: licences_one_per_unit refuses a second hold, so two people racing for
 * the last unit get one licence and one clear answer.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    /** From the flow's draft: signing twice (a double click, a retried post) stores one licence. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    unitReference: text('unit_reference').notNull(),
    unitName: text('unit_name').notNull(),
    centre: text('centre').notNull(),
    workspaceType: text('workspace_type').notNull(),
    family: text('family').notNull(),
    templateId: integer('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    signedText: text('signed_text').notNull(),
    signedTextSha256: text('signed_text_sha256').notNull(),
    tenantKind: text('tenant_kind').notNull(),
    tenantName: text('tenant_name').notNull(),
    companyNumber: text('company_number'),
    registeredAddress: text('registered_address').notNull(),
    signatoryName: text('signatory_name').notNull(),
    signatoryRole: text('signatory_role').notNull(),
    email: text('email').notNull(),
    /** E.164, as validated by libphonenumber-js on the server. */
    phone: text('phone').notNull(),
    phoneCountry: text('phone_country'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    termMonths: integer('term_months').notNull(),
    noticeMonths: integer('notice_months').notNull(),
    rentPence: integer('rent_pence').notNull(),
    serviceChargePence: integer('service_charge_pence').notNull(),
    monthlyNetPence: integer('monthly_net_pence').notNull(),
    monthlyVatPence: integer('monthly_vat_pence').notNull(),
    /** The VAT rate applied, in hundredths of a percent (2000 = 20 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    depositPence: integer('deposit_pence').notNull(),
    dueTodayPence: integer('due_today_pence').notNull(),
    contractValuePence: integer('contract_value_pence').notNull(),
    status: text('status').$type<LicenceStatus>().notNull(),
    payment: text('payment').$type<LicencePayment>().notNull(),
    /** The typed name, exactly as typed. */
    signatureName: text('signature_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** An unpaid hold lapses then (the hold time from the CMS). */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The staff account that recorded the identity check (its email). */
    verifiedBy: text('verified_by'),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    /** The staff member's name as it is printed on the countersigned PDF. */
    countersignedBy: text('countersigned_by'),
    /**
     * A coworking membership: the desks on its floor when it was signed. The floor takes that many
     * members at once (the trigger licence_desks_on_floor, migration 0016); any other licence holds
     * its whole unit (licences_one_per_unit).
     */
    desks: integer('desks'),
    /*
     * Paid online (docs/decisions/0044-licence-payments.md): the Checkout Sessions, what Stripe
     * took, a refund of a payment that came after the hold ended, and the monthly rent's mandate.
     */
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    paidPence: integer('paid_pence'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    mandateSessionId: text('mandate_session_id'),
    /** How the monthly rent is collected: 'bacs_debit' (a Direct Debit mandate) or 'card'. */
    mandateMethod: text('mandate_method').$type<LicenceMandateMethod>(),
    /** Stripe's mandate (Bacs) or payment method (card) id. */
    mandateReference: text('mandate_reference'),
    mandateAt: timestamp('mandate_at', { withTimezone: true }),
    events: jsonb('events').$type<LicenceEvent[]>().notNull(),
    pagePath: text('page_path'),
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    /** Signed from a proposal from sales: its units' licences share it and are held together. */
    proposalId: uuid('proposal_id').references((): AnyPgColumn => proposals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('licences_contact_idx').on(table.contactId),
    check('licences_has_contact', sql`${table.contactId} is not null`),
    index('licences_proposal_idx').on(table.proposalId),
    uniqueIndex('licences_one_per_unit')
      .on(table.unitReference)
      .where(sql`${table.status} in ('held', 'paid', 'let') and ${table.desks} is null`),
    check('licences_desks_positive', sql`${table.desks} is null or ${table.desks} > 0`),
    index('licences_created_at_idx').on(table.createdAt),
    check('licences_status_known', sql`${table.status} in ('held', 'paid', 'let', 'expired', 'cancelled')`),
    check(
      'licences_payment_known',
      sql`${table.payment} in ('transfer-awaited', 'transfer-received', 'card-pending', 'card-paid', 'card-refunded')`,
    ),
    check(
      'licences_amounts_not_negative',
      sql`${table.rentPence} >= 0 and ${table.depositPence} >= 0 and ${table.monthlyVatPence} >= 0`,
    ),
    check('licences_verified_recorded', sql`(${table.verifiedAt} is null) = (${table.verifiedBy} is null)`),
    check('licences_countersigned_recorded', sql`(${table.countersignedAt} is null) = (${table.countersignedBy} is null)`),
    check('licences_mandate_method_known', sql`${table.mandateMethod} is null or ${table.mandateMethod} in ('bacs_debit', 'card')`),
  ],
);

/*
 * Proposals from sales (issue 38 item 6, docs/decisions/0043-proposals.md): the terms a sales
 * person fixed for one prospect, sent as a signed link. Money in pence, as checked by
 * src/domain/licence/proposal.ts; the moments (opened, signed, paid, withdrawn) are recorded once
 * each, and the status is read from them. Every proposal has a lead: the one it was sent from, or
 * its own (source kind 'proposal') when sales start from scratch.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    prospectName: text('prospect_name').notNull(),
    prospectEmail: text('prospect_email').notNull(),
    prospectCompany: text('prospect_company'),
    centre: text('centre').notNull(),
    family: text('family').notNull(),
    units: jsonb('units').$type<ProposalUnit[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    termMonths: integer('term_months').notNull(),
    rentFreeWeeks: integer('rent_free_weeks').notNull(),
    depositPence: integer('deposit_pence').notNull(),
    specialTerms: text('special_terms').notNull(),
    /** The last UK day it may be signed. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    monthlyRentPence: integer('monthly_rent_pence').notNull(),
    /** Rent × term less the rent-free weeks, before VAT: what the dashboard counts when it is won. */
    contractValuePence: integer('contract_value_pence').notNull(),
    createdById: integer('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    /** When the lead's history was told it expired unsigned (once). */
    expiryRecordedAt: timestamp('expiry_recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('proposals_contact_idx').on(table.contactId),
    check('proposals_has_contact', sql`${table.contactId} is not null`),
    index('proposals_lead_idx').on(table.leadId),
    index('proposals_created_at_idx').on(table.createdAt),
    check(
      'proposals_amounts_valid',
      sql`${table.termMonths} >= 1 and ${table.rentFreeWeeks} >= 0 and ${table.depositPence} >= 0 and ${table.monthlyRentPence} > 0 and ${table.contractValuePence} >= 0`,
    ),
    check('proposals_one_end', sql`${table.signedAt} is null or ${table.withdrawnAt} is null`),
  ],
);

/** A licence's PDFs: as signed, and countersigned. Rendered after signing (retried through the outbox). */
export const licenceDocuments = pgTable(
  'licence_documents',
  {
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id),
    kind: text('kind').$type<'signed' | 'countersigned'>().notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.licenceId, table.kind] }),
    check('licence_documents_kind_known', sql`${table.kind} in ('signed', 'countersigned')`),
  ],
);

/*
 * Availability alerts (issue 21 item 7). A subscription is 'pending' until the visitor follows the
 * signed link in the confirmation mail (double opt-in); only confirmed ones are alerted. Deleted
 * 12 months after confirmation, or 7 days after creation when never confirmed (the alert sweeper),
 * and on a data-subject erasure; its notifications and outbox rows go with it (on delete cascade).
 */
export const alertSubscriptionStatuses = ['pending', 'confirmed'] as const;
export type AlertSubscriptionStatus = (typeof alertSubscriptionStatuses)[number];

export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert, moved by a merge or split. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    email: text('email').notNull(),
    workspaceType: text('workspace_type').notNull(),
    centres: jsonb('centres').$type<string[]>().notNull(),
    minSqFt: integer('min_sq_ft'),
    maxSqFt: integer('max_sq_ft'),
    /** Whole pounds a month before VAT; a weekly rent is compared at 52/12 weeks a month. */
    maxMonthlyPounds: integer('max_monthly_pounds'),
    status: text('status').$type<AlertSubscriptionStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** Channel attribution (UTM, click ids with advertising consent, referrer host), first and last touch (decision 0046). */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('alert_subscriptions_contact_idx').on(table.contactId),
    check('alert_subscriptions_has_contact', sql`${table.contactId} is not null`),
    index('alert_subscriptions_type_idx').on(table.workspaceType, table.status),
    index('alert_subscriptions_email_idx').on(table.email),
    check('alert_subscriptions_status_known', sql`${table.status} in ('pending', 'confirmed')`),
    check('alert_subscriptions_confirmed_at', sql`(${table.status} = 'confirmed') = (${table.confirmedAt} is not null)`),
  ],
);

/*
 * The waitlist (docs/decisions/0055-waitlist.md): one address waiting for one full slot (a room's
 * time), confirmed by email. When the slot frees, the first confirmed entry gets an offer: a
 * pending booking row holds the slot for that person (the room's exclusion constraint then stops
 * anyone else taking it) until the offer ends, 15 minutes later.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey(),
    /** The person (docs/decisions/0045): set by the trigger contact_attach on insert. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.id),
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<WaitlistKind>().notNull(),
    centre: text('centre').notNull(),
    /** What is waited for: the room's reference. */
    resource: text('resource').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A room slot's length as the booking page named it. */
    duration: text('duration').$type<BookingDuration>().notNull(),
    hours: integer('hours').notNull(),
    /** A day pass's date: the centre's desks for day visitors when the person joined, which bound the hold's desk. */
    desks: integer('desks'),
    /** A viewing slot: the centre's viewing capacity when the person joined, which bounds the hold's seat. */
    capacity: integer('capacity'),
    /**
     * The price and VAT rate the booking page showed beside the full slot, in pence before VAT: the
     * hold's figures until the person books, when the room's rates of that day are quoted again.
     */
    pricePence: integer('price_pence').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<WaitlistEntryStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Channel attribution, as on every visitor row (decision 0046). */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('waitlist_entries_contact_idx').on(table.contactId),
    check('waitlist_entries_has_contact', sql`${table.contactId} is not null`),
    index('waitlist_entries_slot_idx').on(table.kind, table.resource, table.startsAt, table.status),
    index('waitlist_entries_email_idx').on(table.email),
    // One place on a slot's list per address: a second sign-up is the same entry.
    uniqueIndex('waitlist_entries_one_per_address')
      .on(table.kind, table.resource, table.startsAt, table.endsAt, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('pending', 'confirmed', 'offered')`),
    check('waitlist_entries_kind_known', sql`${table.kind} in ('room', 'day-pass', 'viewing')`),
    check('waitlist_entries_status_known', sql`${table.status} in ('pending', 'confirmed', 'offered', 'booked', 'passed')`),
    check('waitlist_entries_confirmed_at', sql`(${table.status} = 'pending') = (${table.confirmedAt} is null)`),
    check('waitlist_entries_ends_after_starts', sql`${table.endsAt} > ${table.startsAt}`),
    check('waitlist_entries_day_pass_desks', sql`(${table.kind} = 'day-pass') = (${table.desks} is not null)`),
    check('waitlist_entries_viewing_capacity', sql`(${table.kind} = 'viewing') = (${table.capacity} is not null)`),
  ],
);

/** An entry's one offer: the hold (a pending booking) and its end. Unique per entry: offered exactly once. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .unique()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    /** The pending booking holding a room slot; the same row becomes the booking when the offer is taken. */
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The pending day pass holding a desk (day_passes_one_per_desk counts it); the same row becomes the pass. */
    dayPassId: uuid('day_pass_id')
      .unique()
      .references((): AnyPgColumn => dayPasses.id, { onDelete: 'cascade' }),
    /** The held viewing seat (viewings_one_per_seat counts it); the same row becomes the person's viewing. */
    viewingId: uuid('viewing_id')
      .unique()
      .references((): AnyPgColumn => viewings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WaitlistOfferStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('waitlist_offers_open_idx').on(table.expiresAt).where(sql`${table.status} = 'open'`),
    check('waitlist_offers_one_hold', sql`num_nonnulls(${table.bookingId}, ${table.dayPassId}, ${table.viewingId}) = 1`),
    check('waitlist_offers_status_known', sql`${table.status} in ('open', 'taken', 'lapsed', 'withdrawn')`),
    check('waitlist_offers_ended_at', sql`(${table.status} = 'open') = (${table.endedAt} is null)`),
  ],
);

/*
 * One alert per subscription, unit and availability episode (src/domain/alerts): the unique index
 * makes the fan-out idempotent, so publishing a unit again does not mail anyone twice. The unit's
 * facts are kept as they were when it became available: the mail says what was offered then.
 */
export type AlertedUnit = {
  reference: string;
  name: string;
  centre: string;
  town: string;
  /** "Workshops". */
  typeLabel: string;
  sizeSqFt: number;
  rent: string;
  status: string;
  /** Site path of the unit (or the centre page's unit anchor). */
  path: string;
};

export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    unitReference: text('unit_reference').notNull(),
    episode: text('episode').notNull(),
    unit: jsonb('unit').$type<AlertedUnit>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_notifications_once').on(table.subscriptionId, table.unitReference, table.episode),
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

/*
 * The lead pipeline (issue 22, docs/decisions/0026): one lead per source row (an enquiry, a
 * viewing, a room booking, a virtual-office order), keyed by its kind and id. Triggers written in
 * 0011_leads.sql create the lead in the same transaction as the source row's insert, whichever
 * code inserts it, so none is ever lost; drizzle-kit cannot express them. Owners, note authors and
 * actors are Payload staff users by id (a separate schema, so no foreign key); their names are
 * kept as written.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKind: text('source_kind').$type<LeadSourceKind>().notNull(),
    sourceId: uuid('source_id').notNull(),
    /** The centre's slug, copied from the source row (null for an enquiry that names none). */
    centre: text('centre'),
    stage: text('stage').$type<LeadStage>().notNull().default('new'),
    lostReason: text('lost_reason'),
    /**
     * The contract's value net of VAT, in pence, while the lead is won (docs/decisions/0050): typed
     * by staff, or the signed licence's or proposal's. Null for a lead won before it was asked for.
     */
    wonValuePence: integer('won_value_pence'),
    ownerId: integer('owner_id'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    /** The next action's UK wall-clock time (HH:MM) on next_action_on, and what is to be done. */
    nextActionTime: text('next_action_time'),
    nextActionWhat: text('next_action_what'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time staff changed or noted anything; the stale rule counts from here. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_source_idx').on(table.sourceKind, table.sourceId),
    index('leads_stage_idx').on(table.stage, table.touchedAt),
    index('leads_centre_idx').on(table.centre),
    index('leads_owner_idx').on(table.ownerId),
    check('leads_stage_known', sql`${table.stage} in ('new', 'contacted', 'viewing-booked', 'offer', 'won', 'lost')`),
    check('leads_lost_has_reason', sql`(${table.stage} = 'lost') = (${table.lostReason} is not null)`),
    // Only a won lead has a won value: reopening clears it (the audit keeps it).
    check('leads_won_value_only_won', sql`${table.wonValuePence} is null or ${table.stage} = 'won'`),
    check('leads_won_value_bounded', sql`${table.wonValuePence} between 0 and 1000000000`),
    // A next action is a date, a time and what to do, or nothing (older rows keep a bare date).
    check(
      'leads_next_action_whole',
      sql`(${table.nextActionTime} is null) = (${table.nextActionWhat} is null) and (${table.nextActionTime} is null or ${table.nextActionOn} is not null)`,
    ),
    check('leads_next_action_time_format', sql`${table.nextActionTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('leads_next_action_what_length', sql`char_length(${table.nextActionWhat}) between 1 and 200`),
    index('leads_next_action_idx').on(table.ownerId, table.nextActionOn),
  ],
);

/*
 * A call or an email logged on a lead (docs/decisions/0041): who logged it, when it happened (UK
 * time on screen) and how it went. Erased with the lead.
 */
export const leadContacts = pgTable(
  'lead_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadContactKind>().notNull(),
    outcome: text('outcome').$type<LeadContactOutcome>().notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_contacts_lead_idx').on(table.leadId, table.happenedAt),
    check('lead_contacts_kind_known', sql`${table.kind} in ('call', 'email')`),
  ],
);

/*
 * What a staff user typed on a lead's form when the save was refused (lost with no reason, half a
 * next action): kept so the page offers it again and nothing typed is lost. A save that goes
 * through deletes it; it goes with the lead.
 */
export const leadFormDrafts = pgTable(
  'lead_form_drafts',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').notNull(),
    form: jsonb('form').$type<Record<string, string>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.staffUserId] })],
);

/*
 * The daily follow-up mail of one staff user for one UK day: the unique key is what makes it
 * once a day per owner, whichever instance or timer tick queues it. Its outbox row (channel
 * 'staff-email') reads the user's due and overdue leads when it is sent.
 */
export const leadDigests = pgTable(
  'lead_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: integer('staff_user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lead_digests_user_day_idx').on(table.staffUserId, table.day)],
);

/*
 * A staff user's private calendar feed: the key named in its address (the address also carries
 * an HMAC of the key under the CMS secret, so the table alone does not give the feed away). A new
 * key replaces the old one; deleting the row turns the feed off.
 */
export const staffCalendarFeeds = pgTable('staff_calendar_feeds', {
  staffUserId: integer('staff_user_id').primaryKey(),
  feedKey: text('feed_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
);

/** Every change to a lead: who (null for the system), when, what, from and to. */
export const leadAudit = pgTable(
  'lead_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    field: text('field').$type<LeadAuditField>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_audit_lead_idx').on(table.leadId, table.at)],
);

// region campaign spend (issue 40 item 4, docs/decisions/0051-revenue-by-campaign.md)
/*
 * Spend per campaign, as staff upload it (docs/revenue-by-campaign.md), for the sales dashboard's
 * cost per won lead. Each upload is kept (who, when, which file, what it saved or why it was
 * refused, in staff's words); a refused one saves no spend. A row covers a day or a month of one
 * campaign (source, medium, campaign, compared in lower case); an upload replaces the rows of the
 * same campaign whose days it covers, and the exclusion constraint campaign_spend_no_overlap
 * (btree_gist, hand-written in 0026) refuses two rows of a campaign over the same day, so spend
 * is never counted twice.
 */
export const spendUploads = pgTable(
  'spend_uploads',
  {
    id: uuid('id').primaryKey(),
    /** The staff user (Payload's users, another schema: no foreign key) and their name as it was. */
    uploadedById: integer('uploaded_by_id').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    fileName: text('file_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows saved, and rows of earlier uploads they replaced (0 when refused). */
    savedRows: integer('saved_rows').notNull().default(0),
    replacedRows: integer('replaced_rows').notNull().default(0),
    costPence: bigint('cost_pence', { mode: 'number' }).notNull().default(0),
    /** The days the saved rows cover, first to last; null when refused. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Why the file was refused, row by row; null when it was saved. */
    problems: jsonb('problems').$type<string[]>(),
  },
  (table) => [
    index('spend_uploads_user_idx').on(table.uploadedById, table.at),
    check('spend_uploads_saved_or_refused', sql`(${table.problems} is null) = (${table.startsOn} is not null)`),
  ],
);

export const campaignSpend = pgTable(
  'campaign_spend',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The cost in pence, as uploaded (no VAT on advertising bought abroad, so none is applied). */
    costPence: integer('cost_pence').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => spendUploads.id),
  },
  (table) => [
    index('campaign_spend_days_idx').on(table.startsOn, table.endsOn),
    index('campaign_spend_upload_idx').on(table.uploadId),
    check('campaign_spend_cost_bounds', sql`${table.costPence} between 0 and 100000000`),
    check('campaign_spend_days_in_order', sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      'campaign_spend_names',
      sql`char_length(${table.source}) between 1 and 100 and char_length(${table.medium}) between 1 and 100 and char_length(${table.campaign}) between 1 and 150`,
    ),
  ],
);
// endregion campaign spend

// region webhooks (issue 40 item 5, docs/decisions/0047-outgoing-webhooks.md)
/*
 * Offline conversions (issue 40 item 3, docs/decisions/0050, docs/offline-conversions.md): a lead
 * won, a room booking confirmed, a virtual-office order paid by card, a day pass bought, a licence
 * signed online. Written by triggers (migration 0026) in the transaction of the change itself, one
 * per source at most (a unique index per subject column), with the value net of VAT, the source's
 * stored attribution (first and last touch, click ids) and whether the visitor granted
 * ad_user_data then. No email is kept here: the Google Ads file and GA4 read the source's address
 * and send only its SHA-256, and only with that consent. Erased with its subject (on delete cascade).
 */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversionKind>().notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dayPassId: uuid('day_pass_id').references(() => dayPasses.id, { onDelete: 'cascade' }),
    licenceId: uuid('licence_id').references(() => licences.id, { onDelete: 'cascade' }),
    /** A bundle of days paid (kind day-pass-paid): one sale; the days booked from it are not sales. */
    dayPassBundleId: uuid('day_pass_bundle_id').references(() => dayPassBundles.id, { onDelete: 'cascade' }),
    /** The booking's, order's, pass's or licence's reference, or the lead's id: GA4's transaction_id. */
    transactionId: text('transaction_id').notNull(),
    /** Net of VAT, in pence. */
    valuePence: integer('value_pence').notNull(),
    currency: text('currency').notNull().default('GBP'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The source row's attribution as stored then ({first, last} or {touch}; decision 0046). */
    attribution: jsonb('attribution').$type<Record<string, unknown>>(),
    /** The visitor granted ad_user_data (advertising) when the source row was stored; false when not known. */
    adUserData: boolean('ad_user_data').notNull().default(false),
    /** GA4's client id from the _ga cookie, kept only with analytics consent. */
    gaClientId: text('ga_client_id'),
    /** When its GA4 Measurement Protocol send was queued (or found not sendable); null until then. */
    ga4QueuedAt: timestamp('ga4_queued_at', { withTimezone: true }),
    /** Why it was not sent to GA4 (no client id, too old), when it was not. */
    ga4Skipped: text('ga4_skipped'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversions_lead_idx').on(table.leadId),
    uniqueIndex('conversions_booking_idx').on(table.bookingId),
    uniqueIndex('conversions_order_idx').on(table.orderId),
    uniqueIndex('conversions_day_pass_idx').on(table.dayPassId),
    uniqueIndex('conversions_licence_idx').on(table.licenceId),
    uniqueIndex('conversions_day_pass_bundle_idx').on(table.dayPassBundleId),
    index('conversions_occurred_idx').on(table.occurredAt),
    index('conversions_ga4_waiting_idx').on(table.occurredAt).where(sql`${table.ga4QueuedAt} is null`),
    check('conversions_kind_known', sql`${table.kind} in ('lead-won', 'booking-paid', 'order-paid', 'day-pass-paid', 'licence-signed')`),
    check(
      'conversions_one_subject',
      sql`num_nonnulls(${table.leadId}, ${table.bookingId}, ${table.orderId}, ${table.dayPassId}, ${table.licenceId}, ${table.dayPassBundleId}) = 1`,
    ),
    check(
      'conversions_subject_of_kind',
      sql`(${table.kind} = 'lead-won') = (${table.leadId} is not null) and (${table.kind} = 'booking-paid') = (${table.bookingId} is not null) and (${table.kind} = 'order-paid') = (${table.orderId} is not null) and (${table.kind} = 'day-pass-paid') = (${table.dayPassId} is not null or ${table.dayPassBundleId} is not null) and (${table.kind} = 'licence-signed') = (${table.licenceId} is not null)`,
    ),
    check('conversions_value_bounded', sql`${table.valuePence} between 0 and 1000000000`),
    check('conversions_currency_gbp', sql`${table.currency} = 'GBP'`),
    check('conversions_ga_client_id_format', sql`${table.gaClientId} ~ '^[0-9]{1,20}[.][0-9]{1,20}$'`),
  ],
);

/*
 * Outgoing webhooks. Endpoints are a CMS collection (webhook-endpoints, Payload's tables on this
 * database). An event is written by a trigger (migration 0022) in the same transaction as the
 * change it reports, so none is lost; the outbox worker fans each event out once to the endpoints
 * subscribed at that moment (one delivery per endpoint and event: the unique key), and each
 * delivery goes through the outbox (subject column webhook_delivery_id). Events hold ids and
 * what changed (a stage's from and to), never personal data: a delivery's body is read from the
 * rows when it is sent, and goes with them on erasure (on delete cascade).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    licenceId: uuid('licence_id').references(() => licences.id, { onDelete: 'cascade' }),
    /** What came in, for 'submission.received' (a booking or an order uses the columns above). */
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    viewingId: uuid('viewing_id').references(() => viewings.id, { onDelete: 'cascade' }),
    /** What changed, without personal data: a stage change's from and to. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the event was fanned out to the endpoints subscribed then; null until it is. */
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_events_waiting_idx').on(table.occurredAt).where(sql`${table.fannedOutAt} is null`),
    index('webhook_events_lead_idx').on(table.leadId),
    index('webhook_events_booking_idx').on(table.bookingId),
    index('webhook_events_order_idx').on(table.orderId),
    index('webhook_events_licence_idx').on(table.licenceId),
    index('webhook_events_enquiry_idx').on(table.enquiryId),
    index('webhook_events_viewing_idx').on(table.viewingId),
    check(
      'webhook_events_type_known',
      sql`${table.type} in ('lead.created', 'lead.stage_changed', 'booking.confirmed', 'booking.cancelled', 'order.paid', 'licence.signed', 'submission.received')`,
    ),
    check(
      'webhook_events_one_subject',
      sql`num_nonnulls(${table.leadId}, ${table.bookingId}, ${table.orderId}, ${table.licenceId}, ${table.enquiryId}, ${table.viewingId}) = 1`,
    ),
  ],
);

/** One event for one endpoint (a Payload webhook-endpoints id): never two for the same pair. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpointId),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/*
 * Each attempt at a delivery: when, how it was answered (status, the first 500 characters of the
 * body) or why it failed (timeout, redirect, refused address). Shown to admins with the endpoint;
 * the server's log gets ids and statuses only.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    responseSnippet: text('response_snippet'),
    error: text('error'),
    ok: boolean('ok').notNull(),
  },
  (table) => [
    index('webhook_attempts_delivery_idx').on(table.deliveryId, table.startedAt),
    check('webhook_attempts_snippet_bounded', sql`char_length(${table.responseSnippet}) <= 500`),
    check('webhook_attempts_error_bounded', sql`char_length(${table.error}) <= 300`),
  ],
);
// endregion webhooks

/*
 * 'withdrawn': a visitor mail that must no longer go (a reminder of a booking since cancelled or
 * moved; the move queues a reminder of its own).
 */
export const outboxStatuses = ['pending', 'delivered', 'dead', 'withdrawn'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
/**
 * 'webhook' and 'email' go to the sales inbox; 'visitor-email' to the visitor
 * (src/server/visitor-mail/); 'staff-email' to one staff user (a lead's new owner);
 * 'webhook-endpoint' to an endpoint staff registered (src/server/webhooks/).
 */
export const deliveryChannels = ['webhook', 'email', 'visitor-email', 'staff-email', 'webhook-endpoint', 'ga4'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /*
     * Exactly one subject column is set (outbox_one_subject). A new kind of subject (a viewing,
     * an order) adds its own nullable column here, adds it to that check's num_nonnulls(...) in
     * its migration, and registers a loader for its visitor mail (src/server/visitor-mail/subjects.ts).
     */
    enquiryId: uuid('enquiry_id').references(() => enquiries.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    viewingId: uuid('viewing_id').references(() => viewings.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** A licence taken online: the tenant's mails and the note to sales. */
    licenceId: uuid('licence_id').references(() => licences.id),
    /** A proposal from sales: its link, mailed to the prospect. */
    proposalId: uuid('proposal_id').references(() => proposals.id),
    /** A lead's assignment mail (channel 'staff-email'); erased with the lead. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** A staff user's daily follow-up mail (channel 'staff-email'). */
    leadDigestId: uuid('lead_digest_id').references(() => leadDigests.id, { onDelete: 'cascade' }),
    /** For channel 'staff-email': the staff user it goes to (Payload users.id). */
    staffUserId: integer('staff_user_id'),
    /** An alert subscription's confirmation (double opt-in) mail. */
    alertSubscriptionId: uuid('alert_subscription_id').references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    /** One availability alert. */
    alertNotificationId: uuid('alert_notification_id').references(() => alertNotifications.id, { onDelete: 'cascade' }),
    dayPassId: uuid('day_pass_id').references(() => dayPasses.id),
    dayPassBundleId: uuid('day_pass_bundle_id').references(() => dayPassBundles.id),
    /** One outgoing webhook delivery (channel 'webhook-endpoint'); a replay queues another row for it. */
    webhookDeliveryId: uuid('webhook_delivery_id').references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** One conversion sent to GA4's Measurement Protocol (channel 'ga4'); queued once, ever. */
    conversionId: uuid('conversion_id').references(() => conversions.id, { onDelete: 'cascade' }),
    /** A waitlist entry's opt-in mail; goes with the entry. */
    waitlistEntryId: uuid('waitlist_entry_id').references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    /** A waitlist offer's mail (the slot is held for you); goes with the entry's offer. */
    waitlistOfferId: uuid('waitlist_offer_id').references(() => waitlistOffers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    /** For channel 'visitor-email': which mail (confirmation, rescheduled, cancellation, reminder). */
    mailKind: text('mail_kind').$type<VisitorMailKind>(),
    /** For channel 'visitor-email': the subject's calendar SEQUENCE when the mail was queued. */
    mailSequence: integer('mail_sequence'),
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
    index('outbox_viewing_idx').on(table.viewingId),
    index('outbox_order_idx').on(table.orderId),
    index('outbox_licence_idx').on(table.licenceId),
    index('outbox_lead_idx').on(table.leadId),
    index('outbox_lead_digest_idx').on(table.leadDigestId),
    index('outbox_proposal_idx').on(table.proposalId),
    index('outbox_alert_subscription_idx').on(table.alertSubscriptionId),
    index('outbox_alert_notification_idx').on(table.alertNotificationId),
    index('outbox_day_pass_idx').on(table.dayPassId),
    index('outbox_day_pass_bundle_idx').on(table.dayPassBundleId),
    index('outbox_waitlist_entry_idx').on(table.waitlistEntryId),
    index('outbox_waitlist_offer_idx').on(table.waitlistOfferId),
    // At most one row of a webhook delivery waits or is in flight: a replay never sends it twice at once.
    uniqueIndex('outbox_webhook_delivery_pending_idx')
      .on(table.webhookDeliveryId)
      .where(sql`${table.status} = 'pending'`),
    // A conversion goes to GA4 once: one outbox row per conversion, whatever its status.
    uniqueIndex('outbox_conversion_idx').on(table.conversionId),
    check('outbox_ga4_channel', sql`(${table.channel} = 'ga4') = (${table.conversionId} is not null)`),
    check(
      'outbox_one_subject',
      sql`num_nonnulls(${table.enquiryId}, ${table.bookingId}, ${table.viewingId}, ${table.orderId}, ${table.licenceId}, ${table.proposalId}, ${table.leadId}, ${table.leadDigestId}, ${table.alertSubscriptionId}, ${table.alertNotificationId}, ${table.dayPassId}, ${table.webhookDeliveryId}, ${table.conversionId}, ${table.dayPassBundleId}, ${table.waitlistEntryId}, ${table.waitlistOfferId}) = 1`,
    ),
    check(
      'outbox_webhook_endpoint_channel',
      sql`(${table.channel} = 'webhook-endpoint') = (${table.webhookDeliveryId} is not null)`,
    ),
    check(
      'outbox_staff_mail_recipient',
      sql`(${table.channel} = 'staff-email') = (${table.staffUserId} is not null and num_nonnulls(${table.leadId}, ${table.leadDigestId}) = 1)`,
    ),
    check(
      'outbox_visitor_mail_kind',
      sql`(${table.channel} = 'visitor-email') = (${table.mailKind} is not null and ${table.mailSequence} is not null)`,
    ),
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
export type ConversionRow = typeof conversions.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ViewingRow = typeof viewings.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type LicenceRow = typeof licences.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type LeadAuditRow = typeof leadAudit.$inferSelect;
export type LeadContactRow = typeof leadContacts.$inferSelect;
export type AlertSubscriptionRow = typeof alertSubscriptions.$inferSelect;
export type AlertNotificationRow = typeof alertNotifications.$inferSelect;
export type DayPassRow = typeof dayPasses.$inferSelect;
export type DayPassBundleRow = typeof dayPassBundles.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactChangeRow = typeof contactChanges.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
export type SpendUploadRow = typeof spendUploads.$inferSelect;

/*
 * Promo codes (docs/decisions/0054-promo-codes.md). The codes themselves are the CMS's (collection
 * promo-codes); their uses are here, where the database holds both limits whatever the number of
 * requests at once: promo_code_uses counts a code's live uses (a conditional upsert takes a use only
 * below the code's maximum), and the partial unique index lets one live use per code and email.
 * A use belongs to what it paid for (a booking or a day pass): cancelled, or an unpaid hold
 * ended, and a trigger gives the use back. No email is kept: email_key is the SHA-256 of the code
 * and the lower-cased email, enough to refuse a second use and nothing to read back.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    code: text('code').primaryKey(),
    used: integer('used').notNull().default(0),
  },
  (table) => [check('promo_code_uses_not_negative', sql`${table.used} >= 0`)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    emailKey: text('email_key').notNull(),
    product: text('product').$type<'rooms' | 'day-passes' | 'virtual-office' | 'memberships'>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    dayPassId: uuid('day_pass_id').references(() => dayPasses.id, { onDelete: 'cascade' }),
    /** A virtual office's first month (the order's monthly price before VAT is list_pence). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A coworking membership's first month (the licence's monthly fee before VAT is list_pence). */
    licenceId: uuid('licence_id').references(() => licences.id, { onDelete: 'cascade' }),
    /** The price before the code and VAT, and the pence it took off (per booking or pass). */
    listPence: integer('list_pence').notNull(),
    discountPence: integer('discount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when what it paid for was cancelled or its hold ended unpaid: the use is given back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promo_redemptions_one_per_email').on(table.code, table.emailKey).where(sql`${table.releasedAt} is null`),
    uniqueIndex('promo_redemptions_booking_unique').on(table.bookingId),
    uniqueIndex('promo_redemptions_day_pass_unique').on(table.dayPassId),
    uniqueIndex('promo_redemptions_order_unique').on(table.orderId),
    uniqueIndex('promo_redemptions_licence_unique').on(table.licenceId),
    index('promo_redemptions_code_idx').on(table.code, table.createdAt),
    check('promo_redemptions_one_subject', sql`num_nonnulls(${table.bookingId}, ${table.dayPassId}, ${table.orderId}, ${table.licenceId}) = 1`),
    check('promo_redemptions_discount_bounded', sql`${table.discountPence} between 0 and ${table.listPence}`),
    check('promo_redemptions_product_known', sql`${table.product} in ('rooms', 'day-passes', 'virtual-office', 'memberships')`),
  ],
);

export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;
