import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { weeklyDates } from '@/domain/booking/repeat';
import { createBooking, type NewBooking } from './bookings';
import { cancelSeriesWeeks, createBookingSeries, findSeries, seriesBookings, seriesPositions, type NewBookingSeries } from './series';
import { boardDayItems } from '../board/board-store';
import { bookings, outbox } from '../db/schema';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();

const common = (room: string): Omit<NewBooking, 'startsAt' | 'endsAt'> => ({
  roomReference: room,
  centre: 'exeter',
  duration: 'hour',
  hours: 2,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 7000,
  vatRatePercent: 20,
});

/** A weekly 10:00 to 12:00 UK series from a Monday, across the October clock change. */
function series(room: string, first = '2030-10-14', weeks = 4): NewBookingSeries {
  const occurrences = weeklyDates(first, weeks).map((date) => ({ startsAt: londonInstant(date, 600), endsAt: londonInstant(date, 720) }));
  return { booking: common(room), occurrences, first: occurrences[0]!, weeks };
}

describe.each(backends)('weekly series of room bookings on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('books every week in one go, grouped by the series, with one confirmation and a reminder per week', async () => {
    const { db } = database.current;
    const outcome = await createBookingSeries(db, series('EXE-S1'), ['webhook'], { visitorMail: true });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const rows = await seriesBookings(db, outcome.id);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([
      '2030-10-14T09:00:00.000Z',
      '2030-10-21T09:00:00.000Z',
      '2030-10-28T10:00:00.000Z', // GMT from 27 October: still 10:00 UK
      '2030-11-04T10:00:00.000Z',
    ]);
    expect(rows.every((row) => row.status === 'confirmed' && row.seriesId === outcome.id)).toBe(true);
    const mails = await db.select().from(outbox).where(sql`${outbox.bookingId} in (select id from bookings where series_id = ${outcome.id})`);
    expect(mails.filter((mail) => mail.mailKind === 'confirmation')).toHaveLength(1);
    expect(mails.find((mail) => mail.mailKind === 'confirmation')!.bookingId).toBe(rows[0]!.id);
    expect(mails.filter((mail) => mail.mailKind === 'reminder')).toHaveLength(4);
    expect(mails.filter((mail) => mail.channel === 'webhook')).toHaveLength(4);
  });

  it('books nothing when a week in the middle clashes, and says which', async () => {
    const { db } = database.current;
    // Someone already has the third week.
    await createBooking(db, { ...common('EXE-S2'), startsAt: londonInstant('2030-10-28', 660), endsAt: londonInstant('2030-10-28', 780) }, []);
    const outcome = await createBookingSeries(db, series('EXE-S2'), [], { visitorMail: true });
    expect(outcome).toEqual({ ok: false, clashes: [londonInstant('2030-10-28', 600)] });
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.roomReference, 'EXE-S2'));
    expect(Number(count!.n)).toBe(1);
    // The rest, without the clashing week: booked.
    const rest = series('EXE-S2');
    const again = await createBookingSeries(db, { ...rest, occurrences: rest.occurrences.filter((_, index) => index !== 2) }, []);
    expect(again.ok && again.bookings).toHaveLength(3);
  });

  it('gives a week two people race for to one series only, whole', async () => {
    const { db } = database.current;
    // Two visitors, the same room: one from 14 October, one from 28 October; weeks 28 October and 4 November overlap.
    const results = await Promise.all([
      createBookingSeries(db, series('EXE-S3', '2030-10-14', 4), []),
      createBookingSeries(db, series('EXE-S3', '2030-10-28', 3), []),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const lost = results.find((result) => !result.ok);
    expect(lost && !lost.ok && lost.clashes.length).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-S3'));
    const won = results.find((result) => result.ok);
    expect(rows).toHaveLength(won && won.ok ? won.bookings.length : -1);
  });

  it('cancels one week, or this and every later week, each by its own terms, raising the series sequence', async () => {
    const { db } = database.current;
    const outcome = await createBookingSeries(db, series('EXE-S4', '2030-10-14', 5), [], { visitorMail: true });
    if (!outcome.ok) throw new Error('not booked');
    const rows = await seriesBookings(db, outcome.id);
    const now = new Date('2030-10-01T12:00:00Z');
    const one = await cancelSeriesWeeks(db, rows[1]!, 'one', { freeOf: () => true, by: { by: 'visitor' }, visitorMail: true, now });
    expect(one.map((row) => row.id)).toEqual([rows[1]!.id]);
    // Week 4 is charged, week 5 free: decided per week.
    const later = await cancelSeriesWeeks(db, rows[3]!, 'later', {
      freeOf: (week) => week.id !== rows[3]!.id,
      by: { by: 'staff', reason: 'The room is being refurbished.' },
      visitorMail: true,
      now,
    });
    expect(later.map((row) => row.id)).toEqual([rows[3]!.id, rows[4]!.id]);
    const after = await seriesBookings(db, outcome.id);
    expect(after.map((row) => row.status)).toEqual(['confirmed', 'cancelled', 'confirmed', 'cancelled', 'cancelled']);
    expect(after.map((row) => row.cancelledFree)).toEqual([null, true, null, false, true]);
    expect(after[3]!.cancelledAt!.getTime()).toBe(after[4]!.cancelledAt!.getTime());
    expect((await findSeries(db, outcome.id))!.sequence).toBe(2);
    const cancellations = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.mailKind, 'cancellation'), sql`${outbox.bookingId} in (select id from bookings where series_id = ${outcome.id})`));
    expect(cancellations.map((mail) => mail.bookingId).sort()).toEqual([rows[1]!.id, rows[3]!.id].sort());
    const reminders = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.mailKind, 'reminder'), eq(outbox.status, 'pending'), sql`${outbox.bookingId} in (select id from bookings where series_id = ${outcome.id})`));
    expect(reminders.map((mail) => mail.bookingId).sort()).toEqual([rows[0]!.id, rows[2]!.id].sort());
    // A week already cancelled: nothing more happens.
    expect(await cancelSeriesWeeks(db, rows[1]!, 'one', { freeOf: () => true, by: { by: 'visitor' }, now })).toEqual([]);
    // A week that has started cannot be cancelled.
    expect(await cancelSeriesWeeks(db, rows[0]!, 'later', { freeOf: () => true, by: { by: 'visitor' }, now: new Date('2030-10-14T09:30:00Z') })).toEqual([]);
  });

  it('tells staff where each week sits in its series, on the bookings list and the board', async () => {
    const { db } = database.current;
    const outcome = await createBookingSeries(db, series('EXE-S5', '2030-10-14', 3), []);
    if (!outcome.ok) throw new Error('not booked');
    const rows = await seriesBookings(db, outcome.id);
    const positions = await seriesPositions(db, rows);
    expect(rows.map((row) => positions.get(row.id))).toEqual(['Weekly, 1 of 3', 'Weekly, 2 of 3', 'Weekly, 3 of 3']);
    const board = await boardDayItems(db, 'exeter', '2030-10-21', ['booking']);
    expect(board.find((item) => item.id === rows[1]!.id)?.place).toBe('EXE-S5 (Weekly, 2 of 3)');
  });
});
