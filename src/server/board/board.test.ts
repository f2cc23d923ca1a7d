import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { londonInstant } from '@/lib/booking-slots';
import { createBooking, type NewBooking } from '../bookings/bookings';
import { bookings, leadAudit, leads, outbox, viewings } from '../db/schema';
import { testBackends, useTestDatabase } from '../testing/databases';
import { silentLog } from '../testing/fixtures';
import { createViewing } from '../viewings/viewings';
import { cancelForVisitor, moveForVisitor, moveOptions, type BoardChangeDeps } from './board-changes';
import { boardDayItems, markAttendance } from './board-store';

/*
 * The board's writes on both databases: marks with who and when and a line in the lead's history;
 * cancel and move for the visitor through the visitor's own reschedule (no double booking, no
 * overfull viewing slot, the "rescheduled" mail at the next calendar sequence); a centre manager
 * reaching another centre's visit finds nothing.
 */
const backends = await testBackends();

const day = '2030-06-18'; // a Tuesday, BST
const nextDay = '2030-06-19';
const later = '2030-06-25'; // a Tuesday a week on
const at = (minutes: number, date = day) => londonInstant(date, minutes);
const weekdays = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '18:00',
};
const viewingHours: ViewingHours = {
  days: ['Tuesday', 'Wednesday'],
  starts: '10:00',
  ends: '12:00',
  slotMinutes: 30,
  capacity: 1,
  minimumNoticeHours: 0,
  closedDates: [],
};
const actor = { id: 7, name: 'Sam Sales' };
const room = (from: number, to: number, roomReference = 'EXE-MR01'): NewBooking => ({
  roomReference,
  centre: 'exeter',
  startsAt: at(from * 60),
  endsAt: at(to * 60),
  duration: 'hour',
  hours: to - from,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 7000,
  vatRatePercent: 20,
});
const viewing = (minutes: number, date = day) => ({
  centre: 'exeter',
  startsAt: at(minutes, date),
  endsAt: at(minutes + 30, date),
  unitReferences: ['EXE-W04'],
  capacity: 1,
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phoneE164: '+447700900124',
  phoneCountry: 'GB',
});

describe.each(backends)('the bookings board on %s', (backend) => {
  const database = useTestDatabase(backend);
  const deps = (now: Date): BoardChangeDeps => ({
    db: database.current.db,
    visitorMail: true,
    log: silentLog,
    openingHours: async () => [weekdays],
    viewingHours: async () => viewingHours,
    now: () => now,
  });
  const history = async (kind: 'booking' | 'viewing', id: string) => {
    const { db } = database.current;
    return db
      .select({
        field: leadAudit.field,
        from: leadAudit.fromValue,
        to: leadAudit.toValue,
        actor: leadAudit.actorName,
      })
      .from(leadAudit)
      .innerJoin(leads, eq(leads.id, leadAudit.leadId))
      .where(and(eq(leads.sourceKind, kind), eq(leads.sourceId, id), eq(leadAudit.field, 'visit')));
  };

  it("shows the centre's day, marks a check-in with who and when, and writes it in the lead's history", async () => {
    const { db } = database.current;
    const booked = await createBooking(db, room(10, 11), []);
    const viewed = await createViewing(db, viewing(11 * 60), []);
    await createBooking(db, { ...room(10, 11), centre: 'andover', roomReference: 'AND-MR01' }, []);
    const items = await boardDayItems(db, 'exeter', day);
    expect(items.map((item) => [item.kind, item.reference])).toEqual([
      ['booking', booked.reference],
      ['viewing', viewed.reference],
    ]);
    expect(await boardDayItems(db, 'exeter', nextDay)).toEqual([]);

    const target = { kind: 'booking' as const, id: booked.id };
    expect(await markAttendance(db, target, 'all', actor, 'checked-in', at(8 * 60))).toEqual({
      ok: false,
      problem: 'too-early',
    });
    expect(await markAttendance(db, target, 'all', actor, 'no-show', at(9 * 60 + 59))).toEqual({
      ok: false,
      problem: 'not-started',
    });
    // A manager of another centre finds nothing.
    expect(await markAttendance(db, target, ['andover'], actor, 'checked-in', at(9 * 60 + 50))).toEqual({
      ok: false,
      problem: 'missing',
    });
    const marked = await markAttendance(db, target, ['exeter'], actor, 'checked-in', at(9 * 60 + 50));
    expect(marked.ok).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ attendance: 'checked-in', attendanceById: 7, attendanceByName: 'Sam Sales' });
    expect(row!.attendanceAt).toEqual(at(9 * 60 + 50));
    expect(await markAttendance(db, target, 'all', actor, 'checked-in', at(10 * 60))).toEqual({
      ok: false,
      problem: 'unchanged',
    });
    expect((await markAttendance(db, target, 'all', actor, 'clear', at(10 * 60))).ok).toBe(true);
    const [cleared] = await db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(cleared).toMatchObject({
      attendance: null,
      attendanceAt: null,
      attendanceById: null,
      attendanceByName: null,
    });
    expect(await history('booking', booked.id)).toEqual([
      { field: 'visit', from: 'Not marked', to: 'Checked in', actor: 'Sam Sales' },
      { field: 'visit', from: 'Checked in', to: 'Not marked', actor: 'Sam Sales' },
    ]);

    const seen = { kind: 'viewing' as const, id: viewed.id };
    expect((await markAttendance(db, seen, 'all', actor, 'no-show', at(11 * 60 + 15))).ok).toBe(true);
    const [viewingRow] = await db.select().from(viewings).where(eq(viewings.id, viewed.id));
    expect(viewingRow!.attendance).toBe('no-show');
  });

  it('refuses to mark a cancelled booking, and to cancel or move a marked one', async () => {
    const { db } = database.current;
    const now = at(9 * 60, '2030-06-10');
    const cancelled = await createBooking(db, room(12, 13, 'EXE-MR03'), []);
    expect(
      (
        await cancelForVisitor(
          deps(now),
          { kind: 'booking', id: cancelled.id },
          'all',
          actor,
          'Double-booked by phone',
        )
      ).ok,
    ).toBe(true);
    expect(
      await markAttendance(
        db,
        { kind: 'booking', id: cancelled.id },
        'all',
        actor,
        'checked-in',
        at(12 * 60),
      ),
    ).toEqual({
      ok: false,
      problem: 'not-confirmed',
    });
    expect(
      await cancelForVisitor(
        deps(now),
        { kind: 'booking', id: cancelled.id },
        'all',
        actor,
        'Double-booked by phone',
      ),
    ).toEqual({
      ok: false,
      problem: 'not-confirmed',
    });

    const marked = await createBooking(db, room(14, 15, 'EXE-MR03'), []);
    await markAttendance(
      db,
      { kind: 'booking', id: marked.id },
      'all',
      actor,
      'checked-in',
      at(13 * 60 + 30),
    );
    // The board's clock says it is early on the day, but the row is marked: it stays as it happened.
    const early = at(13 * 60 + 35);
    expect(
      await cancelForVisitor(deps(early), { kind: 'booking', id: marked.id }, 'all', actor, 'Too late'),
    ).toEqual({
      ok: false,
      problem: 'marked',
    });
    expect(
      await moveForVisitor(deps(early), { kind: 'booking', id: marked.id }, 'all', actor, {
        date: nextDay,
        start: '09:00',
      }),
    ).toEqual({
      ok: false,
      problem: 'marked',
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, marked.id));
    expect(row!.status).toBe('confirmed');
  });

  it('moves a booking for the visitor to a free slot, never onto another booking, and mails the new time at the next sequence', async () => {
    const { db } = database.current;
    const now = at(9 * 60, '2030-06-10');
    const booked = await createBooking(db, room(10, 12, 'EXE-MR02'), [], { visitorMail: true });
    await createBooking(db, { ...room(14, 15, 'EXE-MR02'), name: 'Someone Else' }, []);
    const target = { kind: 'booking' as const, id: booked.id };
    const [item] = (await boardDayItems(db, 'exeter', day)).filter((candidate) => candidate.id === booked.id);
    // Two-hour slots of the room that day, the booking's own excluded, none overlapping 14:00-15:00.
    expect((await moveOptions(deps(now), item!, day)).map((option) => option.startTime)).toEqual([
      '08:00',
      '09:00',
      '11:00',
      '12:00',
      '15:00',
      '16:00',
    ]);

    expect(await moveForVisitor(deps(now), target, 'all', actor, { date: day, start: '13:00' })).toEqual({
      ok: false,
      problem: 'taken',
    });
    expect(await moveForVisitor(deps(now), target, 'all', actor, { date: day, start: '07:00' })).toEqual({
      ok: false,
      problem: 'slot',
    });
    expect(await moveForVisitor(deps(now), target, 'all', actor, { date: day, start: '10:00' })).toEqual({
      ok: false,
      problem: 'same-time',
    });
    expect(
      await moveForVisitor(deps(now), target, ['andover'], actor, { date: nextDay, start: '09:00' }),
    ).toEqual({ ok: false, problem: 'missing' });

    const moved = await moveForVisitor(deps(now), target, 'all', actor, { date: nextDay, start: '09:00' });
    expect(moved.ok).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({
      startsAt: at(9 * 60, nextDay),
      endsAt: at(11 * 60, nextDay),
      sequence: 1,
      status: 'confirmed',
    });
    const mail = await db.select().from(outbox).where(eq(outbox.bookingId, booked.id));
    expect(
      mail
        .filter((entry) => entry.status !== 'withdrawn')
        .map((entry) => [entry.mailKind, entry.mailSequence]),
    ).toEqual(
      expect.arrayContaining([
        ['confirmation', 0],
        ['rescheduled', 1],
      ]),
    );
    expect(await history('booking', booked.id)).toEqual([
      {
        field: 'visit',
        from: 'Tuesday 18 June 2030, 10:00 to 12:00',
        to: 'Wednesday 19 June 2030, 09:00 to 11:00',
        actor: 'Sam Sales',
      },
    ]);
  });

  it("moves a viewing only into a slot with a place left (the centre's capacity)", async () => {
    const { db } = database.current;
    const now = at(9 * 60, '2030-06-10');
    const mine = await createViewing(db, viewing(10 * 60, later), [], { visitorMail: true });
    await createViewing(db, { ...viewing(11 * 60, later), name: 'Other Visitor' }, []);
    const target = { kind: 'viewing' as const, id: mine.id };
    const [item] = (await boardDayItems(db, 'exeter', later)).filter((candidate) => candidate.id === mine.id);
    expect((await moveOptions(deps(now), item!, later)).map((option) => option.startTime)).toEqual([
      '10:30',
      '11:30',
    ]);
    expect(await moveForVisitor(deps(now), target, 'all', actor, { date: later, start: '11:00' })).toEqual({
      ok: false,
      problem: 'taken',
    });
    expect(
      await moveForVisitor(deps(now), target, 'all', actor, { date: '2030-06-27', start: '10:00' }),
    ).toEqual({ ok: false, problem: 'slot' });
    expect((await moveForVisitor(deps(now), target, 'all', actor, { date: later, start: '11:30' })).ok).toBe(
      true,
    );
    const [row] = await db.select().from(viewings).where(eq(viewings.id, mine.id));
    expect(row).toMatchObject({ startsAt: at(11 * 60 + 30, later), sequence: 1 });
    const mail = await db.select().from(outbox).where(eq(outbox.viewingId, mine.id));
    expect(mail.map((entry) => entry.mailKind)).toContain('rescheduled');

    expect(
      (await cancelForVisitor(deps(now), target, 'all', actor, 'The unit was let this morning')).ok,
    ).toBe(true);
    const [gone] = await db.select().from(viewings).where(eq(viewings.id, mine.id));
    expect(gone).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'The unit was let this morning',
      sequence: 2,
    });
    const cancelMail = await db.select().from(outbox).where(eq(outbox.viewingId, mine.id));
    expect(cancelMail.map((entry) => entry.mailKind)).toContain('cancellation');
  });
});
