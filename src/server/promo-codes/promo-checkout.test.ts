import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import type { DayPassSettings } from '@/domain/day-pass/day-pass';
import type { PromoCode } from '@/domain/promo-codes/promo-codes';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { handleBookingPost, type BookingHandlerDeps } from '../bookings/booking-handler';
import { readBookingDraft } from '../bookings/booking-draft';
import { cancelBooking } from '../bookings/bookings';
import { handleDayPassPost, type DayPassHandlerDeps } from '../day-passes/day-pass-handler';
import { dayPassFormCookieName, openDayPassFormState } from '../day-passes/day-pass-form-state';
import { bookingDraftCookieName } from '@/lib/cookie-lifetimes';
import { bookings, dayPasses } from '../db/schema';
import { manageLinkKey } from '../links/manage-link';
import { refundCancelledBooking } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';
import { handleStripeWebhook } from '../payments/webhook';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { promoForBooking, promoForDayPass, promoUseCount } from './redemptions';

/*
 * Promo codes through the handlers that book and sell (docs/decisions/0054): refused codes go back
 * to the form with the reason for the field; an applied code comes off the price before VAT, is
 * kept with the booking or pass, and reaches Stripe Checkout as a coupon (the real SDK against the
 * local fake, tests/fake-stripe.mjs), so what Stripe takes is exactly the discounted price with VAT.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_promo_0123456789';
const formSecret = 'form-secret-0123456789';
const day = '2030-06-17'; // a Monday, BST
const now = londonInstant(day, 7 * 60).getTime() - 3 * 24 * 3600_000; // Friday 14 June 2030

const codes: Record<string, PromoCode> = {
  SPRING25: { code: 'SPRING25', kind: 'percent', percentOff: 25, appliesTo: ['rooms', 'day-passes'], validFrom: '2030-06-01', validUntil: '2030-06-30', active: true },
  TENOFF: { code: 'TENOFF', kind: 'fixed', amountOffPence: 1000, appliesTo: ['rooms', 'day-passes'], maxUses: 1, active: true },
  OLD: { code: 'OLD', kind: 'percent', percentOff: 10, appliesTo: ['rooms'], validUntil: '2030-05-31', active: true },
  ROOMSONLY: { code: 'ROOMSONLY', kind: 'percent', percentOff: 10, appliesTo: ['rooms'], active: true },
  FREEDAY: { code: 'FREEDAY', kind: 'percent', percentOff: 100, appliesTo: ['day-passes', 'rooms'], active: true },
};
const promoCodes = async (code: string) => codes[code];

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

function roomDeps(db: TestDatabase['db'], extra: Partial<BookingHandlerDeps> = {}): BookingHandlerDeps {
  return {
    db,
    channels: [],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey: bookingLinkKey('cms-secret'),
    findRoom: async (_centre, reference) => ({ reference, name: 'Kingfisher', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } }),
    openingHours: async () => [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => now,
    payments,
    promoCodes,
    ...extra,
  };
}

const reserve = (deps: BookingHandlerDeps, room: string, start: string, fields: Record<string, string> = {}) =>
  handleBookingPost(
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
        token: issueFormToken(formSecret, now - 10_000),
        ...fields,
      }).toString(),
    }),
    deps,
  );

const openingHours = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }];
function passDeps(db: TestDatabase['db'], extra: Partial<DayPassHandlerDeps> = {}): DayPassHandlerDeps {
  const settings: DayPassSettings = { desks: 10, pricePerDayPence: 2500, closedDates: [], freeTrialDay: true };
  return {
    db,
    visitorMail: true,
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey: manageLinkKey('cms-secret'),
    offer: async () => ({ settings, openingHours }),
    vatRatePercent: async () => 20,
    townOf: async () => 'Exeter',
    log: silentLog,
    now: () => now,
    payments,
    promoCodes,
    ...extra,
  };
}

const buy = (deps: DayPassHandlerDeps, fields: Record<string, string> = {}) =>
  handleDayPassPost(
    new Request('http://localhost:3000/api/day-passes', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9' },
      body: new URLSearchParams({
        centre: 'exeter',
        date: '2030-06-18',
        kind: 'day',
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        terms: 'yes',
        token: issueFormToken(formSecret, now - 10_000),
        ...fields,
      }).toString(),
    }),
    deps,
  );

const cookieValue = (response: Response, name: string) =>
  (response.headers.get('set-cookie') ?? '').split(/,(?=\s*\w+=)/).map((part) => part.trim()).find((part) => part.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);
const bookingRefusal = (response: Response) => readBookingDraft(cookieValue(response, bookingDraftCookieName), formSecret, now)?.errors.promo;
const passRefusal = (response: Response) => openDayPassFormState(cookieValue(response, dayPassFormCookieName), formSecret)?.errors.promo;
const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(stripeEventRequest(signed), { db, payments, channels: [], visitorMail: true, log: silentLog });

describe.each(backends)('promo codes at the till on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('takes 25% off a room before VAT, and Stripe Checkout shows the list price, the coupon and the VAT of the discounted price', async () => {
    const { db } = database.current;
    const answer = await reserve(roomDeps(db), 'EXE-MR01', '10:00', { promo: ' spring25 ' });
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/`));
    const session = fake.sessions.get(sessionIdOf(answer))!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      ['Kingfisher (EXE-MR01): Monday 17 June 2030, 10:00 to 12:00 UK time', 7000],
      ['VAT at 20%', 1050],
    ]);
    const coupon = fake.coupons.get(session.discounts[0]!.coupon)!;
    expect(coupon).toMatchObject({ amount_off: 1750, currency: 'gbp', duration: 'once', max_redemptions: 1, name: 'Promo SPRING25' });
    // £70 − £17.50 = £52.50 before VAT, + £10.50 VAT = £63.
    expect(session.amount_total).toBe(6300);
    const held = (await db.select().from(bookings).where(eq(bookings.checkoutSessionId, session.id)))[0]!;
    expect(held.pricePence).toBe(5250);
    expect(await promoForBooking(db, held.id)).toEqual({ code: 'SPRING25', listPence: 7000, discountPence: 1750, released: false });

    expect((await webhook(db, fake.complete(session.id))).status).toBe(200);
    const paid = (await db.select().from(bookings).where(eq(bookings.id, held.id)))[0]!;
    expect(paid).toMatchObject({ status: 'confirmed', paidPence: 6300 });
    // Cancelled free: the refund is what was paid, and the code's use is given back.
    await cancelBooking(db, held.id, { free: true });
    await refundCancelledBooking(db, payments, held.id);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: paid.paymentIntentId, amount: 6300 });
    expect((await promoForBooking(db, held.id))?.released).toBe(true);
  });

  it('sells a day pass with a fixed amount off, paid at Checkout with the coupon; the one use goes with it', async () => {
    const { db } = database.current;
    const answer = await buy(passDeps(db), { promo: 'tenoff' });
    const session = fake.sessions.get(sessionIdOf(answer))!;
    expect(session.line_items_sent.map((line) => Number(line.price_data.unit_amount))).toEqual([2500, 300]);
    expect(fake.coupons.get(session.discounts[0]!.coupon)).toMatchObject({ amount_off: 1000, name: 'Promo TENOFF' });
    expect(session.amount_total).toBe(1800);
    const pass = (await db.select().from(dayPasses).where(eq(dayPasses.checkoutSessionId, session.id)))[0]!;
    expect(pass.pricePence).toBe(1500);
    expect(await promoForDayPass(db, pass.id)).toMatchObject({ code: 'TENOFF', discountPence: 1000 });
    expect(await promoUseCount(db, 'TENOFF')).toBe(1);
    expect((await webhook(db, fake.complete(session.id))).status).toBe(200);
    expect((await db.select().from(dayPasses).where(eq(dayPasses.id, pass.id)))[0]).toMatchObject({ status: 'confirmed', paidPence: 1800 });

    // Its one use is taken: the next person is told so, next to the field, and nothing is sold.
    const refused = await buy(passDeps(db), { promo: 'TENOFF', email: 'someone.else@example.co.uk' });
    expect(refused.headers.get('location')).toMatch(/\/coworking\/day-pass\/exeter\?date=2030-06-18&problem=invalid#day-pass-form$/);
    expect(passRefusal(refused)).toBe('This code has been used the maximum number of times.');
  });

  it('books and confirms at once, with no Checkout, when the code makes it free', async () => {
    const { db } = database.current;
    const answer = await buy(passDeps(db), { promo: 'FREEDAY', email: 'free@example.co.uk' });
    expect(answer.headers.get('location')).toMatch(/^\/coworking\/day-pass\/confirmed\?/);
    const id = new URL(answer.headers.get('location')!, 'http://x').searchParams.get('b')!;
    expect((await db.select().from(dayPasses).where(eq(dayPasses.id, id)))[0]).toMatchObject({ status: 'confirmed', pricePence: 0, checkoutSessionId: null });
    const room = await reserve(roomDeps(db), 'EXE-MR02', '14:00', { promo: 'FREEDAY', email: 'free.room@example.co.uk' });
    expect(room.headers.get('location')).toMatch(/^\/book\/confirmed\?b=/);
  });

  it('says why a code is refused, next to the field, and books nothing', async () => {
    const { db } = database.current;
    const before = (await db.select().from(bookings)).length;
    const cases: [Record<string, string>, string][] = [
      [{ promo: 'OLD' }, 'This code has expired.'],
      [{ promo: 'NOSUCH' }, 'We don’t recognise this code.'],
      [{ promo: '<b>x</b>' }, 'We don’t recognise this code.'],
      [{ promo: 'X'.repeat(300) }, 'We don’t recognise this code.'],
      [{ promo: 'SPRING25', repeat: 'weekly', weeks: '4' }, 'Promo codes apply to single bookings, not to weekly series.'],
    ];
    for (const [fields, message] of cases) {
      const answer = await reserve(roomDeps(db), 'EXE-MR03', '10:00', fields);
      expect(answer.headers.get('location')).toMatch(/^\/book\/exeter\?.*problem=input/);
      expect(bookingRefusal(answer)).toBe(message);
    }
    expect((await db.select().from(bookings)).length).toBe(before);
    const pass = await buy(passDeps(db), { promo: 'ROOMSONLY' });
    expect(passRefusal(pass)).toBe('This code does not apply to day passes.');
  });

  it('refuses a second use by the same email, whatever its case', async () => {
    const { db } = database.current;
    const deps = roomDeps(db, { payments: undefined });
    expect((await reserve(deps, 'EXE-MR04', '10:00', { promo: 'SPRING25', email: 'Ada@Example.co.uk' })).headers.get('location')).toMatch(/^\/book\/confirmed/);
    const second = await reserve(deps, 'EXE-MR04', '14:00', { promo: 'SPRING25', email: 'ada@example.co.uk' });
    expect(bookingRefusal(second)).toBe('You have already used this code.');
  });

  it('"Apply code" books nothing: back to the form, the code and the details kept in the signed draft', async () => {
    const { db } = database.current;
    const before = (await db.select().from(bookings)).length;
    const answer = await reserve(roomDeps(db), 'EXE-MR05', '10:00', { promo: 'spring25', intent: 'apply-promo' });
    expect(answer.headers.get('location')).toBe('/book/exeter?date=2030-06-17&duration=hour&hours=2&room=EXE-MR05&start=10%3A00#reserve');
    expect(readBookingDraft(cookieValue(answer, bookingDraftCookieName), formSecret, now)?.values).toMatchObject({ promo: 'spring25', email: 'grace@example.co.uk' });
    expect((await db.select().from(bookings)).length).toBe(before);
    const pass = await buy(passDeps(db), { promo: 'tenoff', intent: 'apply-promo' });
    expect(pass.headers.get('location')).toBe('/coworking/day-pass/exeter?date=2030-06-18#day-pass-form');
    expect(openDayPassFormState(cookieValue(pass, dayPassFormCookieName), formSecret)?.values).toMatchObject({ promo: 'tenoff' });
  });
});
