import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { createBooking } from '../bookings/bookings';
import { bookings, waitlistEntries, waitlistOffers } from '../db/schema';
import { manageLinkKey } from '../links/manage-link';
import { handleStripeWebhook } from '../payments/webhook';
import type { Payments } from '../payments/stripe-client';
import { issueFormToken } from '../requests/form-token';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { confirmWaitlistEntry, createWaitlistEntry, sweepWaitlistOffers } from './waitlist';
import { handleWaitlistAccept, type WaitlistHandlerDeps } from './waitlist-handler';
import { signWaitlistLink, waitlistLinkExpiry } from './waitlist-link';

/*
 * The waitlist with rooms paid online (decision 0055): the offer's Book button goes to Stripe
 * Checkout (the real SDK against the local fake) for the held slot, at today's price with VAT;
 * Stripe's signed event confirms the same booking row, a replay changes nothing, and the sweep
 * then records the offer taken. Unpaid when the 15 minutes end, the hold is released, the session
 * expired at Stripe, and the next person offered.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_0123456789abcdef';
const secret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
const day = '2030-06-19';
let fake: FakeStripe;
let payments: Payments;
let tests = 0;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

describe.each(backends)('the waitlist paid online on %s', (backend) => {
  const database = useTestDatabase(backend);

  async function offered(room: string, emails: string[]) {
    const { db } = database.current;
    const taken = await createBooking(db, {
      roomReference: room, centre: 'exeter', startsAt: londonInstant(day, 600), endsAt: londonInstant(day, 720), duration: 'hour', hours: 2,
      name: 'Ada Lovelace', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB', pricePence: 7000, vatRatePercent: 20,
    }, []);
    for (const email of emails) {
      await createWaitlistEntry(db, { kind: 'room', centre: 'exeter', resource: room, startsAt: londonInstant(day, 600), endsAt: londonInstant(day, 720), duration: 'hour', hours: 2, email, pricePence: 7000, vatRatePercent: 20 }, { visitorMail: true });
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
      await confirmWaitlistEntry(db, entry!.id);
    }
    await db.update(bookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(bookings.id, taken.id));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const [row] = await db
      .select({ offer: waitlistOffers, entry: waitlistEntries })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistEntries.resource, room));
    return row!;
  }

  const deps = (room: string): WaitlistHandlerDeps => ({
    db: database.current.db,
    visitorMail: true,
    channels: ['webhook'],
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: secret,
    linkKey,
    bookingLinkKey: bookingLinkKey('cms-secret'),
    findRoom: async (centre, reference) => (reference === room ? { reference, centre, name: 'Oak Room', rates: { hourly: 36, halfDay: 120, day: 220 } } : undefined),
    openingHours: async () => [{ days: ['Wednesday'], opens: '08:00', closes: '18:00' }],
    payments,
    log: silentLog,
  });

  const accept = (room: string, found: Awaited<ReturnType<typeof offered>>) =>
    handleWaitlistAccept(
      new Request('http://localhost:3000/api/waitlist/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.8', origin: 'http://localhost:3000' },
        body: new URLSearchParams({
          w: found.offer.id,
          s: signWaitlistLink('offer', found.offer.id, waitlistLinkExpiry('offer', found.entry), linkKey),
          name: 'Sam Smith',
          phone: '07700 900456',
          phoneCountry: 'GB',
          token: issueFormToken(secret, Date.now() - 10_000),
        }).toString(),
      }),
      deps(room),
    );

  it('goes to Checkout for the held slot at today’s price; the signed event books it once; the sweep records it taken', async () => {
    tests += 1;
    const room = `PAY-${backend === 'pglite' ? 'G' : 'P'}${tests}`;
    const { db } = database.current;
    const found = await offered(room, [`first.${room}@example.co.uk`.toLowerCase(), `second.${room}@example.co.uk`.toLowerCase()]);
    const response = await accept(room, found);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    const sessionId = new URL(location).pathname.split('/').pop()!;
    const [held] = await db.select().from(bookings).where(eq(bookings.id, found.offer.bookingId!));
    expect(held).toMatchObject({ status: 'pending', checkoutSessionId: sessionId, name: 'Sam Smith', pricePence: 7200 });
    const session = fake.sessions.get(sessionId)!;
    expect(session.metadata).toMatchObject({ kind: 'room-booking', booking_id: held!.id });
    expect(session.amount_total).toBe(8640);

    const paid = fake.complete(sessionId);
    const webhook = () => handleStripeWebhook(stripeEventRequest(paid), { db, payments, channels: ['webhook'], log: silentLog });
    expect(await (await webhook()).json()).toMatchObject({ outcome: 'confirmed' });
    expect((await webhook()).status).toBe(200);
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ taken: 1, offered: 0 });
    const [booked] = await db.select().from(bookings).where(eq(bookings.id, held!.id));
    expect(booked).toMatchObject({ status: 'confirmed', paidPence: 8640 });
  });

  it('unpaid when the 15 minutes end: the hold is released, its session handed back to be expired at Stripe, the next person offered; a late payment is refunded', async () => {
    tests += 1;
    const room = `PAY-${backend === 'pglite' ? 'G' : 'P'}${tests}`;
    const { db } = database.current;
    const found = await offered(room, [`first.${room}@example.co.uk`.toLowerCase(), `second.${room}@example.co.uk`.toLowerCase()]);
    const sessionId = new URL((await accept(room, found)).headers.get('location')!).pathname.split('/').pop()!;
    await db.update(waitlistOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistOffers.id, found.offer.id));
    await db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, found.offer.bookingId!));
    const swept = await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    expect(swept).toMatchObject({ lapsed: 1, offered: 1, checkoutSessions: [sessionId] });
    const next = await db.select().from(waitlistEntries).where(eq(waitlistEntries.resource, room));
    expect(next.map((entry) => entry.status).sort()).toEqual(['offered', 'passed']);
    // Stripe's event arrives late (paid in the session's last minutes): the time is held for the
    // next person now, so the payment is refunded and the next person's hold stands.
    const late = fake.complete(sessionId);
    const answer = await handleStripeWebhook(stripeEventRequest(late), { db, payments, channels: ['webhook'], log: silentLog });
    expect(await answer.json()).toMatchObject({ outcome: 'refunded' });
    const live = await db.select().from(bookings).where(sql`${bookings.roomReference} = ${room} and ${bookings.status} in ('confirmed', 'pending')`);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(found.offer.bookingId);
  });
});
