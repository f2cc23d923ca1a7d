import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkExpired, bookingLinkKey, cancelPath } from './booking-link';
import { handleBookingCancel, handleBookingPost, type BookingHandlerDeps } from './booking-handler';
import { BookingConflictError, bookedIntervals, cancelBooking, createBooking, findBooking, type NewBooking } from './bookings';
import { manageLinkKey, verifyManageLink } from '../links/manage-link';
import { bookings, outbox } from '../db/schema';
import { readBookingDraft } from './booking-draft';
import { issueFormToken } from '../requests/form-token';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { waitFor, WebhookReceiver } from '../testing/receivers';
import { verifySignature } from '../enquiries/webhook';

const backends = await testBackends();
const manageKey = manageLinkKey('cms-secret');
const stored_ = (endsAt: Date) => ({ endsAt });

const day = '2030-06-17'; // a Monday, BST
const at = (hour: number) => londonInstant(day, hour * 60);
const booking = (from: number, to: number, room = 'EXE-MR01'): NewBooking => ({
  roomReference: room,
  centre: 'exeter',
  startsAt: at(from),
  endsAt: at(to),
  duration: 'hour',
  hours: to - from,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 7000,
  vatRatePercent: 20,
});

describe.each(backends)('meeting-room bookings on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('takes exactly one of 50 concurrent bookings of one slot and refuses 49 with a conflict', async () => {
    const { db } = database.current;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => createBooking(db, booking(10, 12), ['webhook'])),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof BookingConflictError,
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.roomReference, 'EXE-MR01'));
    expect(Number(count!.n)).toBe(1);
    // One outbox row, for the one booking that exists.
    const queued = await db.select().from(outbox).where(eq(outbox.bookingId, (won[0] as PromiseFulfilledResult<{ id: string }>).value.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.enquiryId).toBeNull();
  });

  it('refuses a partial overlap, allows back to back and other rooms, and frees the slot on cancel', async () => {
    const { db } = database.current;
    await expect(createBooking(db, booking(11, 13), [])).rejects.toBeInstanceOf(BookingConflictError);
    await expect(createBooking(db, booking(9, 11), [])).rejects.toBeInstanceOf(BookingConflictError);
    const after = await createBooking(db, booking(12, 13), []);
    await createBooking(db, booking(10, 12, 'EXE-MR02'), []);
    const window = { start: at(0), end: at(24) };
    expect(await bookedIntervals(db, 'EXE-MR01', window)).toHaveLength(2);
    expect(await cancelBooking(db, after.id, { free: true })).toBe(true);
    expect(await cancelBooking(db, after.id, { free: true })).toBe(false);
    expect(await bookedIntervals(db, 'EXE-MR01', window)).toHaveLength(1);
    // The cancelled hour can be booked again; the constraint ignores cancelled rows.
    await createBooking(db, booking(12, 14), []);
  });

  it('sends a visitor whose slot was just taken back to the centre page, details kept, through the form handler', async () => {
    const { db } = database.current;
    const now = at(7).getTime() - 24 * 3600_000; // the day before
    const secret = 'form-secret-0123456789';
    const deps: BookingHandlerDeps = {
      db,
      channels: [],
      rateLimitPerMinute: 100,
      rateLimitStore: 'memory',
      siteUrl: 'http://localhost:3000',
      formTokenSecret: secret,
      linkKey: bookingLinkKey('cms-secret'),
      findRoom: async (_centre, reference) =>
        reference === 'EXE-MR03'
          ? { reference, name: 'Room 3', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } }
          : undefined,
      openingHours: async () => [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
      log: silentLog,
      now: () => now,
      // A rate other than the standard one: the booking keeps the rate it was made at.
      vatRatePercent: async () => 17.5,
    };
    const post = (start: string) =>
      handleBookingPost(
        new Request('http://localhost:3000/api/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.1' },
          body: new URLSearchParams({
            centre: 'exeter',
            room: 'EXE-MR03',
            date: day,
            duration: 'hour',
            hours: '2',
            start,
            name: 'Grace Hopper',
            email: 'grace@example.co.uk',
            phone: '07700 900456',
            phoneCountry: 'GB',
            token: issueFormToken(secret, now - 10_000),
          }).toString(),
        }),
        deps,
      );
    const first = await post('10:00');
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/book\/confirmed\?b=[0-9a-f-]{36}&s=/);
    const second = await post('11:00');
    // Taken: back to the centre's page (in the site's layout) with a notice, what was typed kept
    // in the signed draft cookie, nothing personal in the address.
    expect(second.status).toBe(303);
    const refusal = second.headers.get('location')!;
    expect(refusal).toBe(`/book/exeter?date=${day}&duration=hour&hours=2&room=EXE-MR03&problem=taken`);
    expect(refusal).not.toMatch(/Grace|grace|0770/);
    const draft = readBookingDraft(second.headers.get('set-cookie')!.split(';')[0]!.split('=')[1], secret, now);
    expect(draft?.values).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.co.uk', phone: '07700 900456' });
    expect(first.headers.get('set-cookie')).toMatch(/^booking_draft=; Path=\/book; Max-Age=0/);
    const [stored] = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-MR03'));
    expect(stored).toMatchObject({ phone: '+447700900456', pricePence: 7000, vatRateBasisPoints: 1750, hours: 2, status: 'confirmed' });

    // The old cancel link: a forged signature is refused; the real one cancels nothing itself but
    // is answered with the booking's manage page (one cancel path, with its rules and expiry).
    const id = new URL(location, 'http://x').searchParams.get('b')!;
    const cancel = (signature: string) =>
      handleBookingCancel(
        new Request('http://localhost:3000/api/bookings/cancel', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ b: id, s: signature }).toString(),
        }),
        { ...deps, manageKey },
      );
    expect((await cancel('forged')).status).toBe(403);
    const good = new URL(cancelPath(id, deps.linkKey), 'http://x').searchParams.get('s')!;
    const answer = await cancel(good);
    expect(answer.status).toBe(303);
    const manage = new URL(answer.headers.get('location')!, 'http://x');
    expect(manage.pathname).toBe('/book/manage');
    expect(manage.searchParams.get('b')).toBe(id);
    expect(verifyManageLink('booking', id, manage.searchParams.get('s')!, manageKey, new Date(now)).valid).toBe(true);
    expect((await findBooking(db, id))?.status).toBe('confirmed');
    expect(second.status).toBe(303);
  });

  it('never cancels through the old cancel link: not a started booking, and not after its manage link expired', async () => {
    const { db } = database.current;
    const deps = { db, siteUrl: 'http://localhost:3000', linkKey: bookingLinkKey('cms-secret'), manageKey, log: silentLog };
    const stored = await createBooking(db, booking(8, 9, 'EXE-MR04'), []);
    const cancel = () =>
      handleBookingCancel(
        new Request('http://localhost:3000/api/bookings/cancel', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ b: stored.id, s: new URL(cancelPath(stored.id, deps.linkKey), 'http://x').searchParams.get('s')! }).toString(),
        }),
        deps,
      );
    // Posted at any time until then, the answer is the manage page (which refuses to cancel a
    // booking that has started, 7 s after its start included), its link ending 30 days after it.
    const answer = await cancel();
    expect(answer.status).toBe(303);
    expect((await findBooking(db, stored.id))?.status).toBe('confirmed');
    const signature = new URL(answer.headers.get('location')!, 'http://x').searchParams.get('s')!;
    expect(verifyManageLink('booking', stored.id, signature, manageKey, new Date(at(8).getTime() + 7_000)).valid).toBe(true);
    expect(verifyManageLink('booking', stored.id, signature, manageKey, new Date(at(9).getTime() + 31 * 86_400_000))).toEqual({
      valid: false,
      reason: 'expired',
    });
    // The old link itself ends with it: 31 days after the booking it is refused (410), not redirected.
    const expired = await handleBookingCancel(
      new Request('http://localhost:3000/api/bookings/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ b: stored.id, s: new URL(cancelPath(stored.id, deps.linkKey), 'http://x').searchParams.get('s')! }).toString(),
      }),
      { ...deps, now: () => at(9).getTime() + 31 * 86_400_000 },
    );
    expect(expired.status).toBe(410);
    expect(bookingLinkExpired(stored_(at(9)), new Date(at(9).getTime() + 29 * 86_400_000))).toBe(false);
    expect(bookingLinkExpired(stored_(at(9)), new Date(at(9).getTime() + 31 * 86_400_000))).toBe(true);
  });

  it('delivers a booking to the webhook through the outbox, with its cancel link', async () => {
    const { db } = database.current;
    const receiver = new WebhookReceiver();
    const port = await receiver.start();
    const secret = 'webhook-secret-0123456789';
    const worker = new OutboxWorker(
      db,
      {
        webhookUrl: `http://127.0.0.1:${port}/hook`,
        webhookSecret: secret,
        emailFrom: 'site@example.test',
        bookingCancelUrl: (id) => `http://localhost:3000/book/cancel?b=${id}&s=sig`,
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    try {
      const stored = await createBooking(db, booking(15, 16, 'EXE-MR09'), ['webhook']);
      await waitFor(async () => {
        await worker.drainOnce();
        return receiver.received.some((hook) => hook.body.includes(stored.reference));
      }, 10_000);
      const hook = receiver.received.find((entry) => entry.body.includes(stored.reference))!;
      const body = JSON.parse(hook.body) as { event: string; booking: { roomReference: string }; cancelUrl: string };
      expect(body.event).toBe('booking.created');
      expect(body.booking.roomReference).toBe('EXE-MR09');
      expect(body.cancelUrl).toContain(stored.id);
      expect(
        verifySignature(
          secret,
          {
            signature: String(hook.headers['x-northlight-signature']),
            timestamp: String(hook.headers['x-northlight-timestamp']),
          },
          hook.body,
          Math.floor(Date.now() / 1000),
        ),
      ).toBe(true);
    } finally {
      await worker.stop();
      await receiver.stop();
    }
  });
});
