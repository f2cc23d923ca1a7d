import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { seriesPosition } from '@/domain/booking/repeat';
import type { Database } from '../db/client';
import { bookingSeries, bookings, type BookingRow, type DeliveryChannel } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { bookingReturning, bookingSubject, bookingValues, expireEndedHolds, type NewBooking } from './bookings';

/*
 * Weekly series of room bookings (issue 39 item 2, docs/decisions/0052-repeat-bookings.md). Every
 * week is a booking row of its own, so the exclusion constraint bookings_no_overlap checks each
 * one exactly as it checks a single booking; the series row groups them. All weeks are inserted
 * in one transaction, each in a savepoint so that one refusal does not end the transaction: every
 * week that clashes is found, and if any did, the transaction is rolled back and nothing is
 * booked. The visitor is then shown the clashing weeks and may book the others.
 *
 * Mail: one confirmation for the whole series (queued with the first week, listing every week,
 * with the series' calendar entry), and each week's own 24-hour reminder.
 */

export type NewBookingSeries = {
  /** What every week shares: the room, the visitor, the price of one week, the terms. */
  readonly booking: Omit<NewBooking, 'startsAt' | 'endsAt'>;
  /** The weeks to book, earliest first. */
  readonly occurrences: readonly { readonly startsAt: Date; readonly endsAt: Date }[];
  /** The first week as asked (the calendar rule's start), and how many weeks the rule spans. */
  readonly first: { readonly startsAt: Date; readonly endsAt: Date };
  readonly weeks: number;
};

export type StoredSeries = {
  readonly id: string;
  readonly reference: string;
  readonly bookings: readonly { readonly id: string; readonly reference: string }[];
};

export type SeriesOutcome = ({ readonly ok: true } & StoredSeries) | { readonly ok: false; readonly clashes: readonly Date[] };

const exclusionViolation = '23P01';

/** Thrown inside the transaction to roll it back: some weeks clash. */
class SeriesClash extends Error {
  constructor(readonly clashes: Date[]) {
    super('some weeks of the series clash');
  }
}

export async function createBookingSeries(
  db: Database,
  series: NewBookingSeries,
  channels: readonly DeliveryChannel[],
  options: { readonly visitorMail?: boolean } = {},
): Promise<SeriesOutcome> {
  const { booking } = series;
  const pending = booking.holdExpiresAt !== undefined;
  const seriesId = randomUUID();
  const reference = newReference();
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(bookingSeries).values({
        id: seriesId,
        reference,
        firstStartsAt: series.first.startsAt,
        firstEndsAt: series.first.endsAt,
        weeks: series.weeks,
      });
      const stored: { id: string; reference: string }[] = [];
      const clashes: Date[] = [];
      for (const [index, occurrence] of series.occurrences.entries()) {
        await expireEndedHolds(tx, { roomReference: booking.roomReference, overlapping: occurrence });
        const insert = tx
          .insert(bookings)
          .values(bookingValues({ ...booking, ...occurrence }, { id: randomUUID(), reference: newReference(), seriesId }))
          .returning(bookingReturning);
        try {
          const row = await tx.transaction((savepoint) =>
            writeWithVisitorMail(savepoint, insert, bookingSubject, {
              channels: pending ? [] : channels,
              // The one confirmation goes with the first week; every week has its reminder.
              visitorMail: options.visitorMail && !pending ? { kind: 'confirmation', remind: true, send: index === 0 } : undefined,
            }),
          );
          if (row) stored.push(row);
        } catch (error) {
          if (errorFacts(error).code !== exclusionViolation) throw error;
          clashes.push(occurrence.startsAt);
        }
      }
      if (clashes.length > 0) throw new SeriesClash(clashes);
      return { ok: true as const, id: seriesId, reference, bookings: stored };
    });
  } catch (error) {
    if (error instanceof SeriesClash) return { ok: false, clashes: error.clashes };
    throw error;
  }
}

/** Every week of a series, earliest first. */
export async function seriesBookings(db: Database, seriesId: string): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(asc(bookings.startsAt));
}

export async function findSeries(db: Database, seriesId: string) {
  const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  return row;
}

export type SeriesCancelScope = 'one' | 'later';

/**
 * Cancels one week of a series, or that week and every later confirmed week that has not started,
 * in one transaction. Each week's charge is decided by `freeOf` (its own terms: the caller calls
 * cancellationDecision per week, or staff waive), kept on its row as for a single booking. The
 * series' calendar SEQUENCE rises once; one cancellation mail (queued with the earliest week
 * cancelled) lists every week cancelled together, which share the transaction's cancelled_at.
 * Answers the weeks cancelled (none when the chosen week was no longer confirmed).
 */
export async function cancelSeriesWeeks(
  db: Database,
  chosen: Pick<BookingRow, 'id' | 'seriesId' | 'startsAt'>,
  scope: SeriesCancelScope,
  options: {
    readonly freeOf: (week: BookingRow) => boolean;
    readonly by: { readonly by: 'visitor' } | { readonly by: 'staff'; readonly reason: string };
    readonly visitorMail?: boolean;
    readonly now: Date;
  },
): Promise<BookingRow[]> {
  const seriesId = chosen.seriesId;
  if (!seriesId) return [];
  return db.transaction(async (tx) => {
    // Locked, so a second cancel at once waits and then finds these weeks cancelled.
    const weeks = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.seriesId, seriesId),
          eq(bookings.status, 'confirmed'),
          scope === 'one' ? eq(bookings.id, chosen.id) : gte(bookings.startsAt, chosen.startsAt),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .for('update');
    const cancellable = weeks.filter((week) => week.startsAt.getTime() > options.now.getTime());
    if (!cancellable.some((week) => week.id === chosen.id)) return [];
    await tx.update(bookingSeries).set({ sequence: sql`${bookingSeries.sequence} + 1` }).where(eq(bookingSeries.id, seriesId));
    for (const [index, week] of cancellable.entries()) {
      const update = tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: sql`now()`,
          cancelledBy: options.by.by,
          cancelReason: options.by.by === 'staff' ? options.by.reason : null,
          cancelledFree: options.freeOf(week),
          sequence: sql`${bookings.sequence} + 1`,
        })
        .where(and(eq(bookings.id, week.id), eq(bookings.status, 'confirmed')))
        .returning(bookingReturning);
      await writeWithVisitorMail(tx, update, bookingSubject, {
        withdrawReminders: true,
        visitorMail: options.visitorMail ? { kind: 'cancellation', remind: false, send: index === 0 } : undefined,
      });
    }
    return cancellable;
  });
}

/**
 * Where each week of these bookings sits in its series ("Weekly, 3 of 8"), by booking id: for the
 * bookings list and board. Weeks not in a series are absent. Cancelled weeks still count: the
 * position is the week's place in the series as booked.
 */
export async function seriesPositions(db: Database, rows: readonly Pick<BookingRow, 'seriesId'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.seriesId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const weeks = await db
    .select({
      id: bookings.id,
      index: sql<number>`(row_number() over (partition by ${bookings.seriesId} order by ${bookings.startsAt}))::int`,
      count: sql<number>`(count(*) over (partition by ${bookings.seriesId}))::int`,
    })
    .from(bookings)
    .where(inArray(bookings.seriesId, ids));
  return new Map(weeks.map((week) => [week.id, seriesPosition(Number(week.index) - 1, Number(week.count))]));
}
