import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Interval } from '@/lib/booking-slots';
import type { Database } from './db/client';
import { bookings, type BookingDuration, type BookingRow, type DeliveryChannel } from './db/schema';
import { newReference } from './enquiries';
import { errorFacts } from './failures';
import { writeWithVisitorMail, type SubjectColumns } from './visitor-mail/queue';

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
};

export type StoredBooking = { readonly id: string; readonly reference: string };

/** Where a booking's outbox rows point, and the returned columns the visitor mail needs. */
const bookingSubject: SubjectColumns = { column: 'booking_id', sequence: 'sequence', startsAt: 'starts_at' };

const bookingReturning = {
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
  options: { readonly visitorMail?: boolean } = {},
): Promise<StoredBooking> {
  const id = randomUUID();
  const reference = newReference();
  const insert = db
    .insert(bookings)
    .values({
      id,
      reference,
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
    })
    .returning(bookingReturning);
  try {
    const row = await writeWithVisitorMail(db, insert, bookingSubject, {
      channels,
      visitorMail: options.visitorMail ? { kind: 'confirmation', remind: true } : undefined,
    });
    if (!row) throw new Error('booking insert returned no row');
    return { id: row.id, reference: row.reference };
  } catch (error) {
    if (errorFacts(error).code === exclusionViolation) throw new BookingConflictError();
    throw error;
  }
}

/** Confirmed bookings of a room that overlap the interval (for the free slots of a day). */
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
        eq(bookings.status, 'confirmed'),
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
 * Cancels a confirmed booking; its time is free again at once. In the same statement its pending
 * reminder is withdrawn and, with visitor mail on, the cancellation mail queued at the next
 * calendar sequence. False when it was not confirmed (already cancelled: nothing is sent twice).
 */
export async function cancelBooking(
  db: Database,
  id: string,
  options: { readonly by?: 'visitor' | 'staff'; readonly visitorMail?: boolean } = {},
): Promise<boolean> {
  const update = db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: options.by ?? 'visitor',
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
    .returning(bookingReturning);
  const row = await writeWithVisitorMail(db, update, bookingSubject, {
    withdrawReminders: true,
    visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false } : undefined,
  });
  return row !== undefined;
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
  options: { readonly visitorMail?: boolean } = {},
): Promise<boolean> {
  const update = db
    .update(bookings)
    .set({ startsAt: move.startsAt, endsAt: move.endsAt, sequence: sql`${bookings.sequence} + 1` })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), eq(bookings.startsAt, move.from)))
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

/** Newest first, for the admin list. */
export async function listBookings(db: Database, options: { limit?: number } = {}): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .orderBy(desc(bookings.startsAt))
    .limit(options.limit ?? 500);
}
