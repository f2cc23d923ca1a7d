import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe } from '../../../tests/fake-stripe.mjs';
import { defaultCancellationRules, type CancellationRules } from '@/domain/booking/cancellation';
import { londonInstant } from '@/lib/booking-slots';
import { cancelForVisitor, type BoardChangeDeps } from '../board/board-changes';
import { bookingLinkKey } from './booking-link';
import { handleBookingPost, type BookingHandlerDeps } from './booking-handler';
import { handleBookingManage, type BookingManageDeps } from './booking-manage-handler';
import { createBooking, findBooking } from './bookings';
import { handleStaffBookingCancel, type StaffCancelDeps } from './staff-booking-cancel';
import { bookings } from '../db/schema';
import { manageLinkKey, signManageLink } from '../links/manage-link';
import { type Payments } from '../payments/stripe-client';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { sweepPayments } from '../payments/sweeper';
import { handleStripeWebhook } from '../payments/webhook';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';

/*
 * Fair cancellation on every cancel path (issue 39 item 5, docs/decisions/0048): a booking keeps
 * the CMS's rules it was booked under; the mailed manage link (which the confirmation page links
 * to), staff's /admin/bookings and the bookings board all decide with the one domain function, and
 * a booking paid online (the real stripe SDK against tests/fake-stripe.mjs) is refunded in full
 * exactly when the cancel is free. Rules: up to 5 hours 24 hours' notice, a day 48, 2 hours' grace.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_0123456789abcdef';
const site = 'http://localhost:3000';
const key = manageLinkKey('a-cms-secret-of-at-least-32-characters!!');
const day = '2030-06-18'; // a Tuesday, BST
const startsAt = londonInstant(day, 10 * 60);
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
const rules: CancellationRules = defaultCancellationRules;

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

let roomCounter = 0;
const nextRoom = () => `EXE-FC${String((roomCounter += 1)).padStart(2, '0')}`;

function bookingDeps(db: TestDatabase['db'], now: number): BookingHandlerDeps {
  return {
    db,
    channels: ['webhook'],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: site,
    formTokenSecret: 'form-secret-0123456789',
    linkKey: bookingLinkKey('cms-secret'),
    findRoom: async (_centre, reference) => ({ reference, name: 'Kingfisher', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } }),
    openingHours: async () => [{ days: ['Tuesday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => now,
    payments,
    cancellationRules: async () => rules,
  };
}

/** Books through the form handler (the CMS's rules kept on it) and pays through Checkout and the signed webhook. */
async function paidBooking(db: TestDatabase['db'], duration: 'hour' | 'day' = 'hour') {
  const room = nextRoom();
  const now = hoursBefore(24 * 20).getTime();
  const reserved = await handleBookingPost(
    new Request(`${site}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9' },
      body: new URLSearchParams({
        centre: 'exeter',
        room,
        date: day,
        duration,
        hours: '2',
        start: duration === 'day' ? '08:00' : '10:00',
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken('form-secret-0123456789', now - 10_000),
      }).toString(),
    }),
    bookingDeps(db, now),
  );
  const sessionId = new URL(reserved.headers.get('location')!).pathname.split('/').pop()!;
  const signed = fake.complete(sessionId);
  const answer = await handleStripeWebhook(
    stripeEventRequest(signed),
    { db, payments, channels: ['webhook'], log: silentLog },
  );
  expect(answer.status).toBe(200);
  const [row] = await db.select().from(bookings).where(eq(bookings.checkoutSessionId, sessionId));
  expect(row!.status).toBe('confirmed');
  return { row: row!, intent: fake.sessions.get(sessionId)!.payment_intent as string };
}

/** Say when it was booked (paid), for the grace period: the row's own stamps are the real clock's. */
async function bookedAt(db: TestDatabase['db'], id: string, when: Date) {
  await db.update(bookings).set({ createdAt: when, paidAt: sql`case when ${bookings.paidAt} is null then null else ${when.toISOString()}::timestamptz end` }).where(eq(bookings.id, id));
}

const refundsOf = (intent: string) => fake.refunds.filter((refund) => refund.payment_intent === intent);

function form(body: Record<string, string>, path: string): Request {
  return new Request(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams(body).toString(),
  });
}

describe.each(backends)('fair cancellation on every cancel path, on %s', (backend) => {
  const database = useTestDatabase(backend);
  const manageDeps = (at: Date): BookingManageDeps => ({
    db: database.current.db,
    siteUrl: site,
    manageKey: key,
    visitorMail: true,
    findRoom: async (centre, reference) => ({ reference, name: 'Kingfisher', centre, rates: { hourly: 35, halfDay: 110, day: 190 } }),
    openingHours: async () => [{ days: ['Tuesday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => at,
    payments,
  });
  const staffDeps = (at: Date): StaffCancelDeps => ({ db: database.current.db, siteUrl: site, visitorMail: true, log: silentLog, payments, now: () => at });
  const boardDeps = (at: Date): BoardChangeDeps => ({
    db: database.current.db,
    visitorMail: true,
    log: silentLog,
    payments,
    openingHours: async () => [{ days: ['Tuesday'], opens: '08:00', closes: '18:00' }],
    viewingHours: async () => undefined,
    now: () => at,
  });
  const manage = (id: string, at: Date, more: Record<string, string> = {}) =>
    handleBookingManage(
      form({ b: id, s: signManageLink('booking', id, new Date('2030-08-01'), key), action: 'cancel', ...more }, '/api/bookings/manage'),
      manageDeps(at),
    );
  const outcome = (response: Response) => {
    const query = new URL(response.headers.get('location')!, site).searchParams;
    return query.get('done') ?? `error:${query.get('error')}`;
  };

  it('keeps the rules on the booking, and the manage link refunds a paid cancel within the free period in full', async () => {
    const { db } = database.current;
    const { row, intent } = await paidBooking(db);
    expect(row.cancellationRules).toEqual(rules);
    // A 2-hour booking: free until exactly 24 hours before the start.
    expect(outcome(await manage(row.id, hoursBefore(24)))).toBe('cancelled');
    const cancelled = await findBooking(db, row.id);
    expect([cancelled!.status, cancelled!.cancelledBy, cancelled!.cancelledFree]).toEqual(['cancelled', 'visitor', true]);
    expect(cancelled!.refundedAt).not.toBeNull();
    expect(refundsOf(intent)).toHaveLength(1);
    expect(refundsOf(intent)[0]).toMatchObject({ amount: row.paidPence });
  });

  it('outside the free period the manage link refuses a cancel the visitor did not confirm; confirmed, it cancels with no refund', async () => {
    const { db } = database.current;
    const { row, intent } = await paidBooking(db);
    const late = new Date(hoursBefore(24).getTime() + 1_000);
    expect(outcome(await manage(row.id, late))).toBe('error:not-free');
    expect((await findBooking(db, row.id))!.status).toBe('confirmed');
    expect(outcome(await manage(row.id, late, { accept: 'charge' }))).toBe('cancelled');
    const cancelled = await findBooking(db, row.id);
    expect([cancelled!.status, cancelled!.cancelledFree, cancelled!.refundedAt]).toEqual(['cancelled', false, null]);
    expect((await sweepPayments(db, payments, silentLog)).refunded).toBe(0);
    expect(refundsOf(intent)).toHaveLength(0);
  });

  it('a full day needs 48 hours: at 30 hours it is not free, where a 2-hour booking is', async () => {
    const { db } = database.current;
    const full = await paidBooking(db, 'day');
    const short = await paidBooking(db);
    expect(full.row.endsAt.getTime() - full.row.startsAt.getTime()).toBe(10 * 3_600_000);
    const at = new Date(full.row.startsAt.getTime() - 30 * 3_600_000);
    expect(outcome(await manage(full.row.id, at))).toBe('error:not-free');
    expect(outcome(await manage(short.row.id, hoursBefore(30)))).toBe('cancelled');
    expect(refundsOf(short.intent)).toHaveLength(1);
    expect(outcome(await manage(full.row.id, new Date(full.row.startsAt.getTime() - 48 * 3_600_000), {}))).toBe('cancelled');
    expect(refundsOf(full.intent)).toHaveLength(1);
  });

  it('the grace period: booked inside the notice, free for 2 hours after booking, then not', async () => {
    const { db } = database.current;
    const early = await paidBooking(db);
    const late = await paidBooking(db);
    // Both booked (paid) 10 hours before the start: inside the 24 hours' notice.
    await bookedAt(db, early.row.id, hoursBefore(10));
    await bookedAt(db, late.row.id, hoursBefore(10));
    expect(outcome(await manage(early.row.id, hoursBefore(8)))).toBe('cancelled');
    expect(refundsOf(early.intent)).toHaveLength(1);
    expect(outcome(await manage(late.row.id, new Date(hoursBefore(8).getTime() + 1_000)))).toBe('error:not-free');
  });

  it('a booking made before the rules were kept is held to the old terms: 24 hours, no grace', async () => {
    const { db } = database.current;
    const stored = await createBooking(
      db,
      {
        roomReference: nextRoom(),
        centre: 'exeter',
        startsAt,
        endsAt: londonInstant(day, 18 * 60),
        duration: 'day',
        hours: 8,
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        phoneE164: '+447700900123',
        phoneCountry: 'GB',
        pricePence: 19000,
        vatRatePercent: 20,
      },
      [],
    );
    expect((await findBooking(db, stored.id))!.cancellationRules).toBeNull();
    // A full day, which the rules in the CMS would give 48 hours: its own terms say 24.
    expect(outcome(await manage(stored.id, hoursBefore(30)))).toBe('cancelled');
    expect((await findBooking(db, stored.id))!.cancelledFree).toBe(true);
  });

  it('staff on /admin/bookings: free within the period; outside it they must choose, and the refund follows the choice', async () => {
    const { db } = database.current;
    const staffCancel = (id: string, at: Date, more: Record<string, string> = {}) =>
      handleStaffBookingCancel(form({ booking: id, reason: 'The visitor phoned to cancel', ...more }, '/admin/bookings/cancel'), staffDeps(at));
    const within = await paidBooking(db);
    expect((await staffCancel(within.row.id, hoursBefore(25))).headers.get('location')).toContain('cancelled=');
    expect((await findBooking(db, within.row.id))!.cancelledFree).toBe(true);
    expect(refundsOf(within.intent)).toHaveLength(1);

    const kept = await paidBooking(db);
    const noChoice = await staffCancel(kept.row.id, hoursBefore(2));
    expect(noChoice.headers.get('location')).toContain('error=charge');
    expect((await findBooking(db, kept.row.id))!.status).toBe('confirmed');
    await staffCancel(kept.row.id, hoursBefore(2), { charge: 'keep' });
    const keptRow = await findBooking(db, kept.row.id);
    expect([keptRow!.status, keptRow!.cancelledBy, keptRow!.cancelledFree, keptRow!.refundedAt]).toEqual(['cancelled', 'staff', false, null]);
    expect(refundsOf(kept.intent)).toHaveLength(0);

    const waived = await paidBooking(db);
    await staffCancel(waived.row.id, hoursBefore(2), { charge: 'waive' });
    expect((await findBooking(db, waived.row.id))!.cancelledFree).toBe(true);
    expect(refundsOf(waived.intent)).toHaveLength(1);
    // A made-up choice is no choice.
    const junk = await paidBooking(db);
    expect((await staffCancel(junk.row.id, hoursBefore(2), { charge: 'refund-twice' })).headers.get('location')).toContain('error=charge');
  });

  it('the bookings board decides the same way', async () => {
    const { db } = database.current;
    const actor = { id: 1, name: 'Reception' };
    const outside = await paidBooking(db);
    const target = { kind: 'booking' as const, id: outside.row.id };
    expect(await cancelForVisitor(boardDeps(hoursBefore(3)), target, 'all', actor, 'Phoned in')).toEqual({ ok: false, problem: 'charge' });
    const kept = await cancelForVisitor(boardDeps(hoursBefore(3)), target, 'all', actor, 'Phoned in', 'keep');
    expect(kept.ok).toBe(true);
    expect((await findBooking(db, outside.row.id))!.cancelledFree).toBe(false);
    expect(refundsOf(outside.intent)).toHaveLength(0);
    const inside = await paidBooking(db);
    expect((await cancelForVisitor(boardDeps(hoursBefore(72)), { kind: 'booking', id: inside.row.id }, 'all', actor, 'Phoned in')).ok).toBe(true);
    expect((await findBooking(db, inside.row.id))!.cancelledFree).toBe(true);
    expect(refundsOf(inside.intent)).toHaveLength(1);
  });
});
