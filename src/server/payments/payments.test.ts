import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../tests/fake-stripe.mjs';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { handleBookingPost, type BookingHandlerDeps } from '../bookings/booking-handler';
import { BookingConflictError, bookedIntervals, cancelBooking, createBooking, type NewBooking } from '../bookings/bookings';
import { bookings, outbox, paymentEvents } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { type Payments } from './stripe-client';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { refundCancelledBooking, sweepPayments } from './sweeper';
import { handleStripeWebhook } from './webhook';

/*
 * Paying for a room online (docs/decisions/0024): the real stripe SDK against a local fake of the
 * endpoints we call (tests/fake-stripe.mjs), events signed by the SDK's own test-header helper.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_0123456789abcdef';
const day = '2030-06-17'; // a Monday, BST
const at = (hour: number) => londonInstant(day, hour * 60);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

const hold = (room: string, from: number, to: number, minutes = 15): NewBooking => ({
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
  holdExpiresAt: inMinutes(minutes),
});

function handlerDeps(db: TestDatabase['db'], now: number): BookingHandlerDeps {
  return {
    db,
    channels: ['webhook'],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: 'form-secret-0123456789',
    linkKey: bookingLinkKey('cms-secret'),
    findRoom: async (_centre, reference) => ({ reference, name: 'Kingfisher', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } }),
    openingHours: async () => [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => now,
    payments,
  };
}

async function reserve(db: TestDatabase['db'], room: string, start: string): Promise<Response> {
  const now = at(7).getTime() - 3 * 24 * 3600_000;
  return handleBookingPost(
    new Request('http://localhost:3000/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7' },
      body: new URLSearchParams({
        centre: 'exeter',
        room,
        date: day,
        duration: 'hour',
        hours: '2',
        start,
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken('form-secret-0123456789', now - 10_000),
      }).toString(),
    }),
    handlerDeps(db, now),
  );
}

const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(
    stripeEventRequest(signed),
    { db, payments, channels: ['webhook'], log: silentLog },
  );

const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const bookingOf = async (db: TestDatabase['db'], sessionId: string) =>
  (await db.select().from(bookings).where(eq(bookings.checkoutSessionId, sessionId)))[0]!;

describe.each(backends)('room payments on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('holds the slot while the visitor pays: a live pending hold blocks it and shows as taken', async () => {
    const { db } = database.current;
    await createBooking(db, hold('EXE-MR20', 10, 12), []);
    await expect(createBooking(db, { ...hold('EXE-MR20', 11, 13), holdExpiresAt: undefined }, [])).rejects.toBeInstanceOf(
      BookingConflictError,
    );
    await expect(createBooking(db, hold('EXE-MR20', 9, 11), [])).rejects.toBeInstanceOf(BookingConflictError);
    expect(await bookedIntervals(db, 'EXE-MR20', { start: at(0), end: at(24) })).toEqual([{ start: at(10), end: at(12) }]);
  });

  it('frees the slot the moment the hold ends, with or without a sweep', async () => {
    const { db } = database.current;
    const first = await createBooking(db, hold('EXE-MR21', 10, 12), []);
    // The hold's time is up (as if 15 minutes had passed): no sweeper has run.
    await db.update(bookings).set({ holdExpiresAt: inMinutes(-1) }).where(eq(bookings.id, first.id));
    expect(await bookedIntervals(db, 'EXE-MR21', { start: at(0), end: at(24) })).toEqual([]);
    const second = await createBooking(db, { ...hold('EXE-MR21', 10, 11), holdExpiresAt: undefined }, []);
    const rows = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-MR21'));
    expect(rows.find((row) => row.id === first.id)?.status).toBe('expired');
    expect(rows.find((row) => row.id === second.id)?.status).toBe('confirmed');

    // The sweeper expires other ended holds and closes their Checkout Sessions at Stripe.
    const response = await reserve(db, 'EXE-MR22', '10:00');
    const sessionId = sessionIdOf(response);
    const booking = await bookingOf(db, sessionId);
    await db.update(bookings).set({ holdExpiresAt: inMinutes(-1) }).where(eq(bookings.id, booking.id));
    expect((await sweepPayments(db, payments, silentLog)).expired).toBeGreaterThanOrEqual(1);
    expect((await bookingOf(db, sessionId)).status).toBe('expired');
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('sends the visitor to Checkout with the room and VAT as lines in pence, and confirms only on the signed webhook', async () => {
    const { db } = database.current;
    const response = await reserve(db, 'EXE-MR23', '10:00');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    const sessionId = sessionIdOf(response);
    const session = fake.sessions.get(sessionId)!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      [expect.stringContaining('Kingfisher (EXE-MR23)'), 7000],
      ['VAT at 20%', 1400],
    ]);
    expect(session.amount_total).toBe(8400);
    expect(session.expires_at).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    const pending = await bookingOf(db, sessionId);
    expect(session.metadata).toMatchObject({ kind: 'room-booking', booking_id: pending.id });
    expect(pending.status).toBe('pending');
    // Nothing goes to the centre while the booking is only held.
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, pending.id))).toHaveLength(0);

    const paid = fake.complete(sessionId);
    const answer = await webhook(db, paid);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'confirmed' });
    const confirmed = await bookingOf(db, sessionId);
    expect(confirmed).toMatchObject({ status: 'confirmed', paidPence: 8400, paymentIntentId: session.payment_intent });
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, pending.id))).toHaveLength(1);

    // A replay of the same event: 200, nothing changes (no second delivery to the centre).
    const replay = await webhook(db, paid);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'replay' });
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, pending.id))).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.bookingId, pending.id))).toHaveLength(1);
  });

  it('refuses a forged or altered event with 400 and changes nothing', async () => {
    const { db } = database.current;
    const sessionId = sessionIdOf(await reserve(db, 'EXE-MR24', '10:00'));
    const genuine = fake.complete(sessionId);
    const forged = (await startFakeStripe({ webhookSecret: 'whsec_someone_else_0123' })).event('checkout.session.completed', JSON.parse(genuine.payload).data.object);
    expect((await webhook(db, forged)).status).toBe(400);
    const altered = { payload: genuine.payload.replace('"amount_total":8400', '"amount_total":1'), header: genuine.header };
    expect((await webhook(db, altered)).status).toBe(400);
    expect((await webhook(db, { payload: genuine.payload, header: '' })).status).toBe(400);
    expect((await bookingOf(db, sessionId)).status).toBe('pending');
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.bookingId, (await bookingOf(db, sessionId)).id))).toHaveLength(0);
  });

  it('confirms a late payment when the slot is still free, and refunds it when someone else took the slot', async () => {
    const { db } = database.current;
    // Still free after the hold ended: confirmed.
    const freeId = sessionIdOf(await reserve(db, 'EXE-MR25', '10:00'));
    const free = await bookingOf(db, freeId);
    await db.update(bookings).set({ holdExpiresAt: inMinutes(-1), status: 'expired' }).where(eq(bookings.id, free.id));
    expect(await (await webhook(db, fake.complete(freeId))).json()).toMatchObject({ outcome: 'confirmed' });
    expect((await bookingOf(db, freeId)).status).toBe('confirmed');

    // Taken by someone else after the hold ended: refunded through Stripe, marked refunded.
    const lateId = sessionIdOf(await reserve(db, 'EXE-MR26', '10:00'));
    const late = await bookingOf(db, lateId);
    await db.update(bookings).set({ holdExpiresAt: inMinutes(-1) }).where(eq(bookings.id, late.id));
    await createBooking(db, { ...hold('EXE-MR26', 11, 12), holdExpiresAt: undefined }, []);
    const paid = fake.complete(lateId);
    const answer = await webhook(db, paid);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'refunded' });
    const refunded = await bookingOf(db, lateId);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundedAt).not.toBeNull();
    const intent = fake.sessions.get(lateId)!.payment_intent;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    // Stripe sends it again: still one refund.
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'replay' });
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
  });

  it('answers 200 to a payment for a booking it does not know, and ignores other products', async () => {
    const { db } = database.current;
    const unknown = fake.event('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_test_unknown',
      amount_total: 100,
      metadata: { kind: 'room-booking', booking_id: '00000000-0000-4000-8000-000000000000' },
    });
    const answer = await webhook(db, unknown);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'unknown-booking' });
    const other = fake.event('checkout.session.completed', { id: 'cs_test_other', object: 'checkout.session', payment_status: 'paid', metadata: { kind: 'virtual-office' } });
    expect(await (await webhook(db, other)).json()).toMatchObject({ outcome: 'ignored' });
  });

  it('refunds a paid booking cancelled free, and not one cancelled outside its free period', async () => {
    const { db } = database.current;
    const paidBooking = async (room: string) => {
      const sessionId = sessionIdOf(await reserve(db, room, '10:00'));
      await webhook(db, fake.complete(sessionId));
      return { booking: await bookingOf(db, sessionId), intent: fake.sessions.get(sessionId)!.payment_intent };
    };
    const early = await paidBooking('EXE-MR27');
    expect(await cancelBooking(db, early.booking.id, { free: true })).toBe(true);
    expect(await refundCancelledBooking(db, payments, early.booking.id)).toBe(true);
    expect(await refundCancelledBooking(db, payments, early.booking.id)).toBe(false);
    expect(fake.refunds.filter((refund) => refund.payment_intent === early.intent)).toHaveLength(1);

    const late = await paidBooking('EXE-MR28');
    // Cancelled outside its free period (decided by the cancel path, kept on the row): no refund.
    expect(await cancelBooking(db, late.booking.id, { free: false })).toBe(true);
    expect(await refundCancelledBooking(db, payments, late.booking.id)).toBe(false);
    expect((await sweepPayments(db, payments, silentLog)).refunded).toBe(0);
    expect(fake.refunds.filter((refund) => refund.payment_intent === late.intent)).toHaveLength(0);
  });
});
