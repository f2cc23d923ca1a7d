import { describe, expect, it } from 'vitest';
import { defaultCancellationRules } from '@/domain/booking/cancellation';
import { weeklyDates } from '@/domain/booking/repeat';
import { londonInstant } from '@/lib/booking-slots';
import { handleBookingManage, type BookingManageDeps } from './booking-manage-handler';
import { createBookingSeries, findSeries, seriesBookings } from './series';
import { manageLinkKey, signManageLink } from '../links/manage-link';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();
const key = manageLinkKey('a-cms-secret-of-at-least-32-characters!!');
const site = 'http://localhost:3000';

/** A weekly 10:00 to 12:00 series of `weeks` from 2030-10-14; the first week is 3 days after "now". */
async function bookSeries(db: BookingManageDeps['db'], room: string, weeks = 4) {
  const occurrences = weeklyDates('2030-10-14', weeks).map((date) => ({ startsAt: londonInstant(date, 600), endsAt: londonInstant(date, 720) }));
  const outcome = await createBookingSeries(
    db,
    {
      booking: {
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
        cancellationRules: defaultCancellationRules,
      },
      occurrences,
      first: occurrences[0]!,
      weeks,
    },
    [],
    { visitorMail: true },
  );
  if (!outcome.ok) throw new Error('not booked');
  return seriesBookings(db, outcome.id);
}

const post = (body: Record<string, string>) =>
  new Request(`${site}/api/bookings/manage`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams(body).toString(),
  });

describe.each(backends)('the manage link of a repeat booking on %s', (backend) => {
  const database = useTestDatabase(backend);
  // Booked long before: the grace period is over. The first week is 36 hours away (inside the 24 h
  // notice? no: outside it, free); each later week is free.
  const deps = (at: Date): BookingManageDeps => ({
    db: database.current.db,
    siteUrl: site,
    manageKey: key,
    visitorMail: true,
    findRoom: async (centre, reference) => ({ reference, name: 'Kingfisher', centre, rates: { hourly: 35, halfDay: 120, day: 220 } }),
    openingHours: async () => [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => at,
  });
  const signed = (id: string) => ({ b: id, s: signManageLink('booking', id, new Date('2030-12-31'), key) });

  it('cancels one date from the first week\'s link, then this and every later date, each by its own terms', async () => {
    const { db } = database.current;
    const weeks = await bookSeries(db, 'EXE-SM1', 4);
    // 20 hours before week 1: inside its 24-hour notice, so week 1 is not free; later weeks are.
    const at = new Date(weeks[0]!.startsAt.getTime() - 20 * 3_600_000);
    const one = await handleBookingManage(post({ ...signed(weeks[0]!.id), action: 'cancel', scope: 'one', week: weeks[2]!.id }), deps(at));
    expect(new URL(one.headers.get('location')!, site).searchParams.get('done')).toBe('cancelled-date');
    // This (week 1, charged) and every later date: refused without the tick, nothing changed.
    const untick = await handleBookingManage(post({ ...signed(weeks[0]!.id), action: 'cancel', scope: 'later', week: weeks[0]!.id }), deps(at));
    expect(new URL(untick.headers.get('location')!, site).searchParams.get('error')).toBe('not-free');
    expect((await seriesBookings(db, weeks[0]!.seriesId!)).map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'confirmed']);
    const later = await handleBookingManage(post({ ...signed(weeks[0]!.id), action: 'cancel', scope: 'later', week: weeks[0]!.id, accept: 'charge' }), deps(at));
    expect(new URL(later.headers.get('location')!, site).searchParams.get('done')).toBe('cancelled-dates');
    const after = await seriesBookings(db, weeks[0]!.seriesId!);
    expect(after.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(after.map((row) => row.cancelledFree)).toEqual([false, true, true, true]);
    expect((await findSeries(db, weeks[0]!.seriesId!))!.sequence).toBe(2);
  });

  it('refuses a week of another series, a forged or expired link, and a move', async () => {
    const { db } = database.current;
    const mine = await bookSeries(db, 'EXE-SM2', 2);
    const theirs = await bookSeries(db, 'EXE-SM3', 2);
    const at = new Date('2030-10-01T09:00:00Z');
    const other = await handleBookingManage(post({ ...signed(mine[0]!.id), action: 'cancel', scope: 'one', week: theirs[1]!.id }), deps(at));
    expect(new URL(other.headers.get('location')!, site).searchParams.get('error')).toBe('changed');
    const forged = await handleBookingManage(post({ b: mine[0]!.id, s: 'forged', action: 'cancel', scope: 'later' }), deps(at));
    expect(new URL(forged.headers.get('location')!, site).searchParams.has('done')).toBe(false);
    const expiredLink = { b: mine[0]!.id, s: signManageLink('booking', mine[0]!.id, new Date('2030-09-30'), key) };
    const expired = await handleBookingManage(post({ ...expiredLink, action: 'cancel', scope: 'later' }), deps(at));
    expect(new URL(expired.headers.get('location')!, site).searchParams.has('done')).toBe(false);
    const move = await handleBookingManage(post({ ...signed(mine[0]!.id), action: 'reschedule', date: '2030-10-15', start: '10:00' }), deps(at));
    expect(new URL(move.headers.get('location')!, site).searchParams.get('error')).toBe('series-move');
    expect((await seriesBookings(db, mine[0]!.seriesId!)).every((row) => row.status === 'confirmed')).toBe(true);
    expect((await seriesBookings(db, theirs[0]!.seriesId!)).every((row) => row.status === 'confirmed')).toBe(true);
  });
});
