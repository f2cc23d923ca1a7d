import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { handleBookingManage, type BookingManageDeps } from './booking-manage-handler';
import { createBooking, findBooking, type NewBooking } from './bookings';
import { outbox } from '../db/schema';
import { manageLinkKey, signManageLink } from '../links/manage-link';
import { handleStaffBookingCancel } from './staff-booking-cancel';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();
const key = manageLinkKey('a-cms-secret-of-at-least-32-characters!!');
const site = 'http://localhost:3000';
const weekdays = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' };
// Fixed dates well ahead, on weekdays; "now" is pinned so the 24-hour rule is tested exactly.
const day = '2030-06-18'; // a Tuesday
const nextDay = '2030-06-19';
const now = new Date(londonInstant('2030-06-10', 9 * 60));

let roomCounter = 0;
function newBooking(date = day, from = 10, to = 12): NewBooking {
  roomCounter += 1;
  return {
    roomReference: `EXE-MM${String(roomCounter).padStart(2, '0')}`,
    centre: 'exeter',
    startsAt: londonInstant(date, from * 60),
    endsAt: londonInstant(date, to * 60),
    duration: 'hour',
    hours: to - from,
    name: 'Ada Lovelace',
    email: 'ada@example.co.uk',
    phoneE164: '+447700900123',
    phoneCountry: 'GB',
    pricePence: 7000,
    vatRatePercent: 20,
  };
}

function post(body: Record<string, string>, headers: Record<string, string> = { origin: site }, path = '/api/bookings/manage'): Request {
  return new Request(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

describe.each(backends)('the manage link handler on %s', (backend) => {
  const database = useTestDatabase(backend);
  const deps = (at = now): BookingManageDeps => ({
    db: database.current.db,
    siteUrl: site,
    manageKey: key,
    visitorMail: true,
    findRoom: async (centre, reference) => ({ reference, name: 'Kingfisher', centre, rates: { hourly: 35, halfDay: 120, day: 220 } }),
    openingHours: async () => [weekdays],
    log: silentLog,
    now: () => at,
  });
  const signed = (id: string) => ({ b: id, s: signManageLink('booking', id, new Date('2030-08-01'), key) });
  const location = (response: Response) => new URL(response.headers.get('location')!, site);

  it('moves a booking to a free time of the same room and queues the rescheduled mail', async () => {
    const input = newBooking();
    const stored = await createBooking(database.current.db, input, [], { visitorMail: true });
    const response = await handleBookingManage(post({ ...signed(stored.id), action: 'reschedule', date: nextDay, start: '14:00' }), deps());
    expect(response.status).toBe(303);
    expect(location(response).pathname).toBe('/book/manage');
    expect(location(response).searchParams.get('done')).toBe('moved');
    const moved = await findBooking(database.current.db, stored.id);
    expect(moved!.startsAt.toISOString()).toBe(londonInstant(nextDay, 14 * 60).toISOString());
    expect(moved!.endsAt.toISOString()).toBe(londonInstant(nextDay, 16 * 60).toISOString());
    expect(moved!.sequence).toBe(1);
    const mails = await database.current.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, stored.id), eq(outbox.mailKind, 'rescheduled')));
    expect(mails).toHaveLength(1);
  });

  it('refuses a move onto another booking of the room (the exclusion constraint) and says the time is taken', async () => {
    const input = newBooking();
    const first = await createBooking(database.current.db, input, []);
    // The same room is taken 10:00 to 12:00 the next day.
    await createBooking(database.current.db, { ...input, startsAt: londonInstant(nextDay, 600), endsAt: londonInstant(nextDay, 720) }, []);
    const response = await handleBookingManage(post({ ...signed(first.id), action: 'reschedule', date: nextDay, start: '11:00' }), deps());
    expect(location(response).searchParams.get('error')).toBe('taken');
    expect((await findBooking(database.current.db, first.id))!.sequence).toBe(0);
  });

  it('inside 24 hours: no move; a cancel only once the visitor confirms the price is due; a second cancel changes nothing', async () => {
    const input = newBooking();
    const stored = await createBooking(database.current.db, input, [], { visitorMail: true });
    const late = new Date(input.startsAt.getTime() - 3 * 3_600_000);
    const move = await handleBookingManage(post({ ...signed(stored.id), action: 'reschedule', date: nextDay, start: '14:00' }), deps(late));
    expect(location(move).searchParams.get('error')).toBe('too-late');
    // Outside its free period (no rules kept: the old 24 hours): not without the visitor's tick.
    const unconfirmed = await handleBookingManage(post({ ...signed(stored.id), action: 'cancel' }), deps(late));
    expect(location(unconfirmed).searchParams.get('error')).toBe('not-free');
    expect((await findBooking(database.current.db, stored.id))!.status).toBe('confirmed');
    const cancel = await handleBookingManage(post({ ...signed(stored.id), action: 'cancel', accept: 'charge' }), deps(late));
    expect(location(cancel).searchParams.get('done')).toBe('cancelled');
    const again = await handleBookingManage(post({ ...signed(stored.id), action: 'cancel', accept: 'charge' }), deps(late));
    expect(location(again).searchParams.get('error')).toBe('cancelled');
    const row = await findBooking(database.current.db, stored.id);
    expect([row!.status, row!.cancelledBy, row!.sequence, row!.cancelledFree]).toEqual(['cancelled', 'visitor', 1, false]);
  });

  it('changes nothing for a forged link, a cross-site post or a time the room does not offer', async () => {
    const stored = await createBooking(database.current.db, newBooking(), []);
    const forged = await handleBookingManage(post({ b: stored.id, s: 'abc.def', action: 'cancel' }), deps());
    // Back to the manage page with the same (bad) link: the page answers 403 in the site layout.
    expect(location(forged).searchParams.get('s')).toBe('abc.def');
    const crossSite = await handleBookingManage(post({ ...signed(stored.id), action: 'cancel' }, { origin: 'https://evil.example' }), deps());
    expect(location(crossSite).searchParams.get('error')).toBe('cross-site');
    const closed = await handleBookingManage(post({ ...signed(stored.id), action: 'reschedule', date: '2030-06-22', start: '10:00' }), deps());
    expect(location(closed).searchParams.get('error')).toBe('slot');
    const junk = await handleBookingManage(post({ nothing: 'here' }), deps());
    expect(junk.headers.get('location')).toBe('/book');
    expect((await findBooking(database.current.db, stored.id))!.status).toBe('confirmed');
  });

  it('staff cancel: refused without a same-origin proof, done with one, and the visitor mailed', async () => {
    const stored = await createBooking(database.current.db, newBooking(), [], { visitorMail: true });
    const staff = { db: database.current.db, siteUrl: site, visitorMail: true, log: silentLog };
    const noOrigin = await handleStaffBookingCancel(post({ booking: stored.id }, {}, '/admin/bookings/cancel'), staff);
    expect(noOrigin.status).toBe(403);
    const foreign = await handleStaffBookingCancel(post({ booking: stored.id }, { origin: 'https://evil.example' }, '/admin/bookings/cancel'), staff);
    expect(foreign.status).toBe(403);
    // Every staff cancellation says why: without a reason nothing changes.
    const noReason = await handleStaffBookingCancel(post({ booking: stored.id, reason: '  ' }, { origin: site }, '/admin/bookings/cancel'), staff);
    expect(noReason.headers.get('location')).toContain('error=reason');
    expect((await findBooking(database.current.db, stored.id))!.status).toBe('confirmed');
    const done = await handleStaffBookingCancel(
      post({ booking: stored.id, reason: 'Room needed for a fire drill' }, { origin: site }, '/admin/bookings/cancel'),
      staff,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('cancelled=');
    const row = await findBooking(database.current.db, stored.id);
    expect([row!.status, row!.cancelledBy, row!.cancelReason]).toEqual(['cancelled', 'staff', 'Room needed for a fire drill']);
    const mails = await database.current.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, stored.id), eq(outbox.mailKind, 'cancellation')));
    expect(mails.map((mail) => mail.mailSequence)).toEqual([1]);
  });
});
