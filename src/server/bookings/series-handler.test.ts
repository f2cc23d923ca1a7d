import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from './booking-link';
import { handleBookingPost, type BookingHandlerDeps } from './booking-handler';
import { readBookingDraft } from './booking-draft';
import { createBooking } from './bookings';
import { seriesBookings } from './series';
import { bookings } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { parseSeriesPlace } from '@/domain/booking/repeat';

const backends = await testBackends();
const secret = 'form-secret-0123456789';
const first = '2030-10-14'; // a Monday; the clocks go back on 27 October
const now = londonInstant(first, 9 * 60).getTime() - 3 * 86_400_000;

function depsFor(db: BookingHandlerDeps['db'], extra: Partial<BookingHandlerDeps> = {}): BookingHandlerDeps {
  return {
    db,
    channels: [],
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: secret,
    linkKey: bookingLinkKey('cms-secret'),
    findRoom: async (_centre, reference) =>
      reference.startsWith('EXE-R') ? { reference, name: 'Room R', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } } : undefined,
    openingHours: async () => [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => now,
    ...extra,
  };
}

const post = (deps: BookingHandlerDeps, fields: Record<string, string>) =>
  handleBookingPost(
    new Request('http://localhost:3000/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9' },
      body: new URLSearchParams({
        centre: 'exeter',
        date: first,
        duration: 'hour',
        hours: '2',
        start: '10:00',
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken(secret, now - 10_000),
        repeat: 'weekly',
        ...fields,
      }).toString(),
    }),
    deps,
  );

describe.each(backends)('repeat bookings through the form handler on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('shows the series before booking it, keeping the details in the signed draft, nothing personal in the address', async () => {
    const { db } = database.current;
    const answer = await post(depsFor(db), { room: 'EXE-R1', weeks: '4' });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe(`/book/exeter/repeat?room=EXE-R1&date=${first}&duration=hour&hours=2&start=10%3A00&weeks=4`);
    expect(location).not.toMatch(/Grace|grace|0770/);
    const draft = readBookingDraft(answer.headers.get('set-cookie')!.split(';')[0]!.split('=')[1], secret, now);
    expect(draft?.values).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.co.uk' });
    expect(parseSeriesPlace('exeter', Object.fromEntries(new URL(location, 'http://x').searchParams))).toMatchObject({ weeks: 4, skip: [] });
    expect(await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-R1'))).toHaveLength(0);
  });

  it('refuses more than 12 weeks or fewer than 2, saying why', async () => {
    const { db } = database.current;
    for (const weeks of ['13', '1', 'lots']) {
      const answer = await post(depsFor(db), { room: 'EXE-R1', weeks });
      expect(answer.headers.get('location')).toMatch(/^\/book\/exeter\?.*problem=input/);
      const draft = readBookingDraft(answer.headers.get('set-cookie')!.split(';')[0]!.split('=')[1], secret, now);
      expect(draft?.errors.weeks).toMatch(/weeks/);
    }
  });

  it('books every week at 10:00 UK time across the clock change, and answers with the first week confirmed', async () => {
    const { db } = database.current;
    const answer = await post(depsFor(db), { room: 'EXE-R2', weeks: '3', confirm: 'series' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/book\/confirmed\?b=[0-9a-f-]{36}&s=/);
    const rows = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-R2'));
    const weeks = await seriesBookings(db, rows[0]!.seriesId!);
    expect(weeks.map((row) => row.startsAt.toISOString())).toEqual(['2030-10-14T09:00:00.000Z', '2030-10-21T09:00:00.000Z', '2030-10-28T10:00:00.000Z']);
    expect(weeks.every((row) => row.pricePence === 7000 && row.status === 'confirmed')).toBe(true);
  });

  it('books nothing when a week in the middle is taken, sends the visitor back to the review, then books the rest', async () => {
    const { db } = database.current;
    await createBooking(db, {
      roomReference: 'EXE-R3',
      centre: 'exeter',
      startsAt: londonInstant('2030-10-21', 660),
      endsAt: londonInstant('2030-10-21', 720),
      duration: 'hour',
      hours: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      phoneE164: '+447700900123',
      phoneCountry: 'GB',
      pricePence: 3500,
      vatRatePercent: 20,
    }, []);
    const refused = await post(depsFor(db), { room: 'EXE-R3', weeks: '3', confirm: 'series' });
    expect(refused.headers.get('location')).toBe(`/book/exeter/repeat?room=EXE-R3&date=${first}&duration=hour&hours=2&start=10%3A00&weeks=3&problem=taken`);
    expect(await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-R3'))).toHaveLength(1);
    // A week left out that is not a week of this series: a forged form, nothing booked.
    const forged = await post(depsFor(db), { room: 'EXE-R3', weeks: '3', confirm: 'series', skip: '2030-10-22', token: issueFormToken(secret, now - 9_000) });
    expect(forged.headers.get('location')).toMatch(/problem=changed$/);
    // The rest, with the clashing week left out (the review's one button).
    const rest = await post(depsFor(db), { room: 'EXE-R3', weeks: '3', confirm: 'series', skip: '2030-10-21', token: issueFormToken(secret, now - 8_000) });
    expect(rest.headers.get('location')).toMatch(/^\/book\/confirmed\?/);
    const rows = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-R3'));
    expect(rows.filter((row) => row.seriesId).map((row) => row.startsAt.toISOString()).sort()).toEqual(['2030-10-14T09:00:00.000Z', '2030-10-28T10:00:00.000Z']);
  });

  it('uses the form once, and counts a series against the rate limit like a booking', async () => {
    const { db } = database.current;
    const token = issueFormToken(secret, now - 7_000);
    const once = await post(depsFor(db), { room: 'EXE-R4', weeks: '2', confirm: 'series', token });
    expect(once.headers.get('location')).toMatch(/^\/book\/confirmed\?/);
    const twice = await post(depsFor(db), { room: 'EXE-R4', weeks: '2', confirm: 'series', token, start: '14:00' });
    expect(twice.headers.get('location')).toMatch(/problem=form-used/);
    const limited = depsFor(db, { rateLimitPerMinute: 0 });
    const refused = await post(limited, { room: 'EXE-R5', weeks: '2', confirm: 'series', token: issueFormToken(secret, now - 6_000) });
    expect(refused.headers.get('location')).toMatch(/problem=rate-limited/);
  });
});
