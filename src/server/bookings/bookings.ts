import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Interval } from '@/lib/booking-slots';
import type { CancellationRules } from '@/domain/booking/cancellation';
import type { Database } from '../db/client';
import { bookingSeries, bookings, type BookingDuration, type BookingRow, type DeliveryChannel } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail, type SubjectColumns } from '../visitor-mail/queue';

/*
 * Meeting-room bookings (docs/decisions/0010). The booking row and one outbox row per delivery
 * channel are inserted in one statement, as enquiries are. Double booking is refused by the
 * database itself: the exclusion constraint bookings_no_overlap (btree_gist) rejects a confirmed
 * booking whose time range overlaps another confirmed booking of the same room, whatever the
 * number of app instances or concurrent requests. That refusal (SQLSTATE 23P01) becomes a
 * BookingConflictError, which the handler answers with 409.
 */

export type NewBooking = {
  readonly roomReference: string;
  readonly centre: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly duration: BookingDuration;
  readonly hours: number;
  readonly name: string;
  readonly email: string;
  readonly phoneE164: string;
  readonly phoneCountry: string | null;
  readonly pricePence: number;
  /** The site's VAT rate when booked: kept on the row, so the booking always shows it. */
  readonly vatRatePercent: number;
  /**
   * Paid online: the booking is stored 'pending', holding its slot until then, and is confirmed
   * only by Stripe's signed webhook (src/server/payments/). Absent: confirmed at once, as before.
   */
  readonly holdExpiresAt?: Date;
  /** Channel attribution as the request carried it (src/server/requests/attribution.ts). */
  readonly attribution?: Record<string, unknown> | undefined;
  /**
   * The cancellation rules the visitor was shown beside the Book button (CMS, read once per
   * booking); kept on the row, so every cancel path holds the booking to them. Absent: the old terms.
   */
  readonly cancellationRules?: CancellationRules;
};

export type StoredBooking = { readonly id: string; readonly reference: string };

/** Where a booking's outbox rows point, and the returned columns the visitor mail needs. */
export const bookingSubject: SubjectColumns = { column: 'booking_id', sequence: 'sequence', startsAt: 'starts_at' };

/** What a booking's insert or update returns for its outbox rows (writeWithVisitorMail). */
export const bookingReturning = {
  id: bookings.id,
  reference: bookings.reference,
  sequence: bookings.sequence,
  starts_at: bookings.startsAt,
};

/** The room is already booked for part of that time. */
export class BookingConflictError extends Error {
  constructor() {
    super('that room is already booked for part of that time');
    this.name = 'BookingConflictError';
  }
}

const exclusionViolation = '23P01';

/**
 * Stores a booking with its staff deliveries and, when visitor mail is on, the visitor's
 * confirmation and the reminder 24 hours before (none when it starts sooner than that).
 */
export async function createBooking(
  db: Database,
  booking: NewBooking,
  channels: readonly DeliveryChannel[],
  options: {
    readonly visitorMail?: boolean;
    /** More to store with the booking, in its transaction (a promo code's use): a throw stores nothing. */
    readonly alongside?: (tx: Database, stored: StoredBooking) => Promise<void>;
  } = {},
): Promise<StoredBooking> {
  const id = randomUUID();
  const reference = newReference();
  const pending = booking.holdExpiresAt !== undefined;
  try {
    // One transaction: holds of this room that have ended are set 'expired' first, so an ended
    // hold never blocks the slot, even when no sweeper has run since it ended.
    const row = await db.transaction(async (tx) => {
      await expireEndedHolds(tx, { roomReference: booking.roomReference, overlapping: booking });
      const insert = tx
        .insert(bookings)
        .values(bookingValues(booking, { id, reference }))
        .returning(bookingReturning);
      // The centre and the visitor hear of a paid booking when the payment confirms it, not while it is held.
      const written = await writeWithVisitorMail(tx, insert, bookingSubject, {
        channels: pending ? [] : channels,
        visitorMail: options.visitorMail && !pending ? { kind: 'confirmation', remind: true } : undefined,
      });
      if (written && options.alongside) await options.alongside(tx as unknown as Database, { id: written.id, reference: written.reference });
      return written;
    });
    if (!row) throw new Error('booking insert returned no row');
    return { id: row.id, reference: row.reference };
  } catch (error) {
    if (errorFacts(error).code === exclusionViolation) throw new BookingConflictError();
    throw error;
  }
}

/** The row of a new booking: a single one, or a week of a series (src/server/bookings/series.ts). */
export function bookingValues(booking: NewBooking, keys: { id: string; reference: string; seriesId?: string }): typeof bookings.$inferInsert {
  return {
    ...keys,
    roomReference: booking.roomReference,
    centre: booking.centre,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    duration: booking.duration,
    hours: booking.hours,
    name: booking.name,
    email: booking.email,
    phone: booking.phoneE164,
    phoneCountry: booking.phoneCountry,
    pricePence: booking.pricePence,
    vatRateBasisPoints: Math.round(booking.vatRatePercent * 100),
    status: booking.holdExpiresAt !== undefined ? 'pending' : 'confirmed',
    holdExpiresAt: booking.holdExpiresAt ?? null,
    attribution: booking.attribution ?? null,
    cancellationRules: booking.cancellationRules ?? null,
  };
}

type Executor = Pick<Database, 'update'>;

/**
 * Sets every pending hold whose time is up to 'expired' (for one room and time range, or all):
 * the sweeper's job, and the first step of each booking insert. Answers what it expired, with the
 * Checkout Session to close.
 */
export async function expireEndedHolds(
  db: Executor,
  scope: { roomReference?: string; overlapping?: { startsAt: Date; endsAt: Date } } = {},
): Promise<{ id: string; checkoutSessionId: string | null }[]> {
  return db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.status, 'pending'),
        lte(bookings.holdExpiresAt, sql`now()`),
        scope.roomReference ? eq(bookings.roomReference, scope.roomReference) : undefined,
        scope.overlapping ? lt(bookings.startsAt, scope.overlapping.endsAt) : undefined,
        scope.overlapping ? gt(bookings.endsAt, scope.overlapping.startsAt) : undefined,
      ),
    )
    .returning({ id: bookings.id, checkoutSessionId: bookings.checkoutSessionId });
}

/** Confirmed bookings and live holds of a room that overlap the interval (the day's free slots). */
export async function bookedIntervals(
  db: Database,
  roomReference: string,
  within: Interval,
): Promise<Interval[]> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomReference, roomReference),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, sql`now()`)),
        ),
        lt(bookings.startsAt, within.end),
        gt(bookings.endsAt, within.start),
      ),
    );
  return rows;
}

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * A change staff make for the visitor (the bookings board) applies only to a booking not yet marked
 * checked in or a no-show: the mark is the record of what happened (src/domain/board/attendance.ts).
 */
export type StaffChangeOptions = { readonly visitorMail?: boolean; readonly unmarkedOnly?: boolean };
/**
 * Who cancels: the visitor, or staff, who always say why (src/domain/board/cancel-reason.ts); and
 * whether it is free (the caller decides by the booking's terms, src/domain/booking/cancellation.ts,
 * or staff waive the charge): kept on the row, it decides the refund of a payment online.
 */
export type VisitCancelOptions = StaffChangeOptions &
  ({ readonly by?: 'visitor' } | { readonly by: 'staff'; readonly reason: string });
export type CancelOptions = VisitCancelOptions & { readonly free: boolean };

/**
 * Cancels a confirmed booking; its time is free again at once. In the same statement its pending
 * reminder is withdrawn and, with visitor mail on, the cancellation mail queued at the next
 * calendar sequence. False when it was not confirmed (already cancelled: nothing is sent twice).
 */
export async function cancelBooking(
  db: Database,
  id: string,
  options: CancelOptions,
): Promise<boolean> {
  const update = db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: options.by ?? 'visitor',
      cancelReason: options.by === 'staff' ? options.reason : null,
      cancelledFree: options.free,
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'confirmed'),
        options.unmarkedOnly ? isNull(bookings.attendance) : undefined,
      ),
    )
    .returning(bookingReturning);
  return db.transaction(async (tx) => {
    const row = await writeWithVisitorMail(tx, update, bookingSubject, {
      withdrawReminders: true,
      visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false } : undefined,
    });
    // A week of a weekly series: the series' calendar entry changes (one more EXDATE), so its
    // SEQUENCE rises with the week's (docs/decisions/0052-repeat-bookings.md).
    if (row)
      await tx
        .update(bookingSeries)
        .set({ sequence: sql`${bookingSeries.sequence} + 1` })
        .where(sql`${bookingSeries.id} = (select ${bookings.seriesId} from ${bookings} where ${bookings.id} = ${id})`);
    return row !== undefined;
  });
}

/**
 * Moves a confirmed booking to another time of the same room: an UPDATE the exclusion constraint
 * checks like an insert, so a move can never double-book. Only a booking still at `from` moves
 * (two moves at once: one wins). Its reminder is re-timed (withdrawn and queued anew) and the
 * rescheduled mail queued at the next sequence, all in the same statement.
 */
export async function rescheduleBooking(
  db: Database,
  id: string,
  move: { readonly from: Date; readonly startsAt: Date; readonly endsAt: Date },
  options: StaffChangeOptions = {},
): Promise<boolean> {
  const update = db
    .update(bookings)
    .set({ startsAt: move.startsAt, endsAt: move.endsAt, sequence: sql`${bookings.sequence} + 1` })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'confirmed'),
        eq(bookings.startsAt, move.from),
        // A week of a series is not moved: its calendar entry repeats one time (decision 0052).
        isNull(bookings.seriesId),
        options.unmarkedOnly ? isNull(bookings.attendance) : undefined,
      ),
    )
    .returning(bookingReturning);
  try {
    const row = await writeWithVisitorMail(db, update, bookingSubject, {
      withdrawReminders: true,
      visitorMail: options.visitorMail ? { kind: 'rescheduled', remind: true } : undefined,
    });
    return row !== undefined;
  } catch (error) {
    if (errorFacts(error).code === exclusionViolation) throw new BookingConflictError();
    throw error;
  }
}

/** Ends a hold now (its payment could not start, or the visitor gave up): the slot is free. */
export async function releaseHold(db: Database, id: string): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: sql`least(${bookings.holdExpiresAt}, now())` })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

/** Newest first, for the admin list. */
export async function listBookings(
  db: Database,
  options: { limit?: number; centres?: 'all' | readonly string[] } = {},
): Promise<BookingRow[]> {
  const centres = options.centres ?? 'all';
  // A centre manager sees only its centres' rows (src/cms/access.ts, centreScopeOf).
  if (centres !== 'all' && centres.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(centres === 'all' ? undefined : inArray(bookings.centre, [...centres]))
    .orderBy(desc(bookings.startsAt))
    .limit(options.limit ?? 500);
}
