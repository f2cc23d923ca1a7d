import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPromoCode, type PromoCode } from '@/domain/promo-codes/promo-codes';
import { londonInstant } from '@/lib/booking-slots';
import { cancelBooking, createBooking, releaseHold, type NewBooking } from '../bookings/bookings';
import { cancelDayPass, createDayPass, expireDayPassHold, type NewDayPass } from '../day-passes/day-passes';
import { bookings, dayPasses, promoRedemptions } from '../db/schema';
import { testBackends, useTestDatabase } from '../testing/databases';
import { liveRedemptions, promoForBooking, promoForDayPass, PromoRefusedError, promoUseCount, redeemPromoCode } from './redemptions';

const backends = await testBackends();

const code: PromoCode = { code: 'LAST3', kind: 'percent', percentOff: 50, appliesTo: ['rooms', 'day-passes'], maxUses: 3, active: true };
let day = '2030-06-17';
let dayNumber = 1;

const booking = (room: string, email: string, hold = false): NewBooking => ({
  roomReference: room,
  centre: 'exeter',
  startsAt: londonInstant(day, 10 * 60),
  endsAt: londonInstant(day, 12 * 60),
  duration: 'hour',
  hours: 2,
  name: 'Ada Lovelace',
  email,
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 3500,
  vatRatePercent: 20,
  ...(hold ? { holdExpiresAt: new Date(Date.now() + 15 * 60_000) } : {}),
});

const pass = (email: string): NewDayPass => ({
  centre: 'exeter',
  day: '2030-06-18',
  desks: 50,
  trial: false,
  name: 'Ada Lovelace',
  email,
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 1250,
  vatRatePercent: 20,
});

/** A booking with the code, its use taken in the booking's own transaction. */
function bookWithCode(db: Parameters<typeof createBooking>[0], room: string, email: string, promo: PromoCode = code, hold = false) {
  return createBooking(db, booking(room, email, hold), [], {
    alongside: (tx, stored) =>
      redeemPromoCode(tx, { price: applyPromoCode(promo, 7000), maxUses: promo.maxUses, email, product: 'rooms', subject: { bookingId: stored.id } }),
  });
}

describe.each(backends)('promo code uses on %s', (backend) => {
  const database = useTestDatabase(backend);
  // The tests share a database: each books its own day.
  beforeEach(() => {
    dayNumber += 1;
    day = `2030-07-${String(dayNumber).padStart(2, '0')}`;
  });

  it('lets exactly 3 of 12 people racing for a code of 3 uses have it, and stores nothing for the rest', async () => {
    const { db } = database.current;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => bookWithCode(db, `EXE-MR${String(index + 1).padStart(2, '0')}`, `v${index}@example.co.uk`)),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected' && result.reason instanceof PromoRefusedError && result.reason.refusal === 'used-up');
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(await promoUseCount(db, 'LAST3')).toBe(3);
    expect(await liveRedemptions(db, 'LAST3')).toBe(3);
    // A refused code rolled its booking back: no booking without its use.
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.startsAt, londonInstant(day, 10 * 60)));
    expect(Number(count!.n)).toBe(3);
  });

  it('lets one email use a code once, whatever its case, even when both try at once', async () => {
    const { db } = database.current;
    const many: PromoCode = { ...code, code: 'ONCE', maxUses: undefined };
    const results = await Promise.allSettled([
      bookWithCode(db, 'EXE-MR01', 'ada@example.co.uk', many),
      bookWithCode(db, 'EXE-MR02', 'ADA@Example.co.uk', many),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toBeInstanceOf(PromoRefusedError);
    expect((refusal.reason as PromoRefusedError).refusal).toBe('already-used');
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
  });

  it('keeps no email: only a one-way key', async () => {
    const { db } = database.current;
    const secret: PromoCode = { ...code, code: 'KEYED' };
    await bookWithCode(db, 'EXE-MR01', 'ada@example.co.uk', secret);
    const [row] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.code, 'KEYED'));
    expect(JSON.stringify(row)).not.toContain('ada@');
    expect(row!.emailKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the use back when the booking is cancelled, so the email and others may use it again', async () => {
    const { db } = database.current;
    const one: PromoCode = { ...code, code: 'ONE', maxUses: 1 };
    const first = await bookWithCode(db, 'EXE-MR01', 'ada@example.co.uk', one);
    await expect(bookWithCode(db, 'EXE-MR02', 'bob@example.co.uk', one)).rejects.toMatchObject({ refusal: 'used-up' });
    expect(await cancelBooking(db, first.id, { free: true })).toBe(true);
    expect(await promoUseCount(db, 'ONE')).toBe(0);
    // What was charged stays on the cancelled booking, marked given back.
    expect(await promoForBooking(db, first.id)).toEqual({ code: 'ONE', listPence: 7000, discountPence: 3500, released: true });
    await bookWithCode(db, 'EXE-MR02', 'ada@example.co.uk', one);
    expect(await promoUseCount(db, 'ONE')).toBe(1);
  });

  it('gives the use back when a hold ends unpaid, and takes it again when the payment comes after all', async () => {
    const { db } = database.current;
    const one: PromoCode = { ...code, code: 'HELD', maxUses: 1 };
    const held = await bookWithCode(db, 'EXE-MR01', 'ada@example.co.uk', one, true);
    expect(await promoUseCount(db, 'HELD')).toBe(1);
    await releaseHold(db, held.id);
    expect(await promoUseCount(db, 'HELD')).toBe(0);
    await db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, held.id));
    expect(await promoUseCount(db, 'HELD')).toBe(1);
    expect((await promoForBooking(db, held.id))?.released).toBe(false);
  });

  it('takes a day pass’s use with the pass, and gives it back on cancel or an unpaid hold', async () => {
    const { db } = database.current;
    const passes: PromoCode = { ...code, code: 'DESK3' };
    const withCode = (email: string, hold = false) =>
      createDayPass(db, { ...pass(email), ...(hold ? { holdExpiresAt: new Date(Date.now() + 60_000) } : {}) }, {
        alongside: (tx, stored) =>
          redeemPromoCode(tx, { price: applyPromoCode(passes, 2500), maxUses: 3, email, product: 'day-passes', subject: { dayPassId: stored.id } }),
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => withCode(`d${index}@example.co.uk`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dayPasses).where(eq(dayPasses.day, '2030-06-18'));
    expect(Number(count!.n)).toBe(3);
    const first = (results.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<{ id: string }>).value;
    expect(await promoForDayPass(db, first.id)).toEqual({ code: 'DESK3', listPence: 2500, discountPence: 1250, released: false });
    expect(await cancelDayPass(db, first.id)).toBe(true);
    expect(await promoUseCount(db, 'DESK3')).toBe(2);
    const held = await withCode('late@example.co.uk', true);
    expect(await promoUseCount(db, 'DESK3')).toBe(3);
    await expireDayPassHold(db, held.id);
    expect(await promoUseCount(db, 'DESK3')).toBe(2);
  });
});
