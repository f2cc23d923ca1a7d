import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { handleBookingPost, type BookingHandlerDeps } from '../bookings/booking-handler';
import { createBooking } from '../bookings/bookings';
import { cancelSeriesWeeks, findSeries, seriesBookings } from '../bookings/series';
import { bookings, bookingSeries, outbox } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { startFakeStripePayments } from '../testing/fake-stripe-payments';
import type { Payments } from './stripe-client';
import { refundCancelledBooking } from './sweeper';
import { handleStripeWebhook } from './webhook';

/*
 * A weekly series paid online (docs/decisions/0052): one Checkout Session for every week, the
 * weeks held meanwhile, the signed webhook confirming them all at once; the real stripe SDK
 * against the local fake (tests/fake-stripe.mjs).
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_0123456789abcdef';
const first = '2030-10-14'; // a Monday; the clocks go back on 27 October
const now = londonInstant(first, 8 * 60).getTime() - 5 * 86_400_000;

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

function deps(db: TestDatabase['db']): BookingHandlerDeps {
  return {
    db,
    channels: ['webhook'],
    visitorMail: true,
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

const reserveSeries = (db: TestDatabase['db'], room: string, weeks: string) =>
  handleBookingPost(
    new Request('http://localhost:3000/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.8' },
      body: new URLSearchParams({
        centre: 'exeter',
        room,
        date: first,
        duration: 'hour',
        hours: '2',
        start: '10:00',
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken('form-secret-0123456789', now - 10_000),
        repeat: 'weekly',
        weeks,
        confirm: 'series',
      }).toString(),
    }),
    deps(db),
  );

const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(
    new Request('http://localhost:3000/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      body: signed.payload,
    }),
    { db, payments, channels: ['webhook'], visitorMail: true, log: silentLog },
  );

const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const seriesOf = async (db: TestDatabase['db'], sessionId: string) =>
  (await db.select().from(bookingSeries).where(eq(bookingSeries.checkoutSessionId, sessionId)))[0]!;

describe.each(backends)('a weekly series paid online on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('holds every week for one Checkout (a line per price, quantity the weeks), confirms all on the webhook, once', async () => {
    const { db } = database.current;
    const response = await reserveSeries(db, 'EXE-SP1', '3');
    expect(response.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    const sessionId = sessionIdOf(response);
    const session = fake.sessions.get(sessionId)!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount), Number(line.quantity)])).toEqual([
      [expect.stringContaining('Kingfisher (EXE-SP1), weekly: 3 dates'), 7000, 3],
      ['VAT at 20%', 1400, 3],
    ]);
    expect(session.amount_total).toBe(3 * 8400);
    const series = await seriesOf(db, sessionId);
    expect(session.metadata).toMatchObject({ kind: 'room-booking', series_id: series.id });
    const held = await seriesBookings(db, series.id);
    expect(held.map((week) => week.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, held[0]!.id))).toHaveLength(0);

    const paid = fake.complete(sessionId);
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'confirmed' });
    const weeks = await seriesBookings(db, series.id);
    expect(weeks.map((week) => [week.status, week.paidPence, week.paymentIntentId])).toEqual(
      weeks.map(() => ['confirmed', 8400, session.payment_intent]),
    );
    const queued = await db.select().from(outbox).where(eq(outbox.bookingId, weeks[0]!.id));
    expect(queued.map((row) => row.mailKind ?? row.channel).sort()).toEqual(['confirmation', 'reminder', 'webhook']);
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, weeks[2]!.id))).toHaveLength(2);
    // Replayed: nothing changes.
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'replay' });
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, weeks[0]!.id))).toHaveLength(3);

    // One week cancelled free: only its own share of the one payment goes back.
    await cancelSeriesWeeks(db, weeks[1]!, 'one', { freeOf: () => true, by: { by: 'visitor' }, now: new Date(now) });
    expect(await refundCancelledBooking(db, payments, weeks[1]!.id)).toBe(true);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: session.payment_intent, amount: 8400 });
    // A week cancelled outside its free period is not refunded.
    await cancelSeriesWeeks(db, weeks[2]!, 'one', { freeOf: () => false, by: { by: 'visitor' }, now: new Date(now) });
    expect(await refundCancelledBooking(db, payments, weeks[2]!.id)).toBe(false);
  });

  it('a late payment: confirmed when every week is still free, refunded whole when one was taken meanwhile', async () => {
    const { db } = database.current;
    const free = sessionIdOf(await reserveSeries(db, 'EXE-SP2', '2'));
    const freeSeries = await seriesOf(db, free);
    await db.update(bookings).set({ status: 'expired' }).where(eq(bookings.seriesId, freeSeries.id));
    expect(await (await webhook(db, fake.complete(free))).json()).toMatchObject({ outcome: 'confirmed' });
    expect((await seriesBookings(db, freeSeries.id)).every((week) => week.status === 'confirmed')).toBe(true);

    const taken = sessionIdOf(await reserveSeries(db, 'EXE-SP3', '3'));
    const takenSeries = await seriesOf(db, taken);
    await db.update(bookings).set({ status: 'expired' }).where(eq(bookings.seriesId, takenSeries.id));
    // Someone books the second week while the visitor is still on Stripe's page.
    await createBooking(db, {
      roomReference: 'EXE-SP3',
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
    const signed = fake.complete(taken);
    expect(await (await webhook(db, signed)).json()).toMatchObject({ outcome: 'refunded' });
    expect((await seriesBookings(db, takenSeries.id)).map((week) => week.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 3 * 8400, metadata: { series_id: takenSeries.id } });
    const refunds = fake.refunds.length;
    expect(await (await webhook(db, signed)).json()).toMatchObject({ outcome: 'replay' });
    expect(fake.refunds).toHaveLength(refunds);
  });

  it('an expired session ends every hold; an event for a series we never stored changes nothing', async () => {
    const { db } = database.current;
    const sessionId = sessionIdOf(await reserveSeries(db, 'EXE-SP4', '2'));
    const series = await seriesOf(db, sessionId);
    const expired = fake.event('checkout.session.expired', { ...fake.sessions.get(sessionId), status: 'expired' });
    expect(await (await webhook(db, expired)).json()).toMatchObject({ outcome: 'expired' });
    expect((await seriesBookings(db, series.id)).map((week) => week.status)).toEqual(['expired', 'expired']);
    expect((await findSeries(db, series.id))!.checkoutSessionId).toBe(sessionId);
    const unknown = fake.event('checkout.session.completed', {
      ...fake.sessions.get(sessionId),
      id: 'cs_test_unknown',
      payment_status: 'paid',
      payment_intent: 'pi_test_unknown',
      metadata: { kind: 'room-booking', series_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(await (await webhook(db, unknown)).json()).toMatchObject({ outcome: 'unknown-booking' });
  });
});
