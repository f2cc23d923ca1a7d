import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BundleUseRefused,
  bundleDaysUsed,
  confirmPaidBundle,
  createBundle,
  expireBundleCheckout,
  findBundle,
  recordBundleRefund,
  bundleAtReception,
  bookDayFromBundle,
  type NewBundle,
} from './bundles';
import { cancelDayPass, createDayPass, DayFullError } from './day-passes';
import { contacts, conversions, dayPassBundles, dayPasses, outbox } from '../db/schema';
import { contactHistory } from '../contacts/store';
import { conversionsBetween } from '../conversions/store';
import type { Database } from '../db/client';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();

const bundle = (overrides: Partial<NewBundle> = {}): NewBundle => ({
  days: 5,
  pricePence: 11_000,
  vatRatePercent: 20,
  validMonths: 6,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  centre: 'exeter',
  ...overrides,
});

/** Bought in June 2030 and paid then: usable until 2030-12-14 (6 months from 15 June, less a day). */
const boughtAt = new Date('2030-06-15T10:00:00Z');
let session = 0;

async function paidBundle(db: Database, overrides: Partial<NewBundle> = {}) {
  const stored = await createBundle(db, bundle(overrides));
  session += 1;
  const outcome = await db.transaction((tx) =>
    confirmPaidBundle(
      tx as unknown as Database,
      stored.id,
      { checkoutSessionId: `cs_test_bundle_${session}`, paymentIntentId: `pi_bundle_${session}`, paidPence: 13_200 },
      { visitorMail: true, now: boughtAt },
    ),
  );
  expect(outcome).toBe('paid');
  return { ...stored, paymentIntentId: `pi_bundle_${session}` };
}

describe.each(backends)('day-pass bundles on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('is paid once by replayed or late events, mailed once, and counted once as a sale', async () => {
    const { db } = database.current;
    const stored = await createBundle(db, bundle({ email: 'once@example.co.uk' }));
    // The session ended unpaid first (an expiry that came before the payment event).
    await db.transaction((tx) => expireBundleCheckout(tx as unknown as Database, stored.id));
    const pay = () =>
      db.transaction((tx) =>
        confirmPaidBundle(
          tx as unknown as Database,
          stored.id,
          { checkoutSessionId: 'cs_once', paymentIntentId: 'pi_once', paidPence: 13_200 },
          { visitorMail: true, now: boughtAt },
        ),
      );
    expect(await pay()).toBe('paid');
    expect(await pay()).toBe('already');
    const row = await findBundle(db, stored.id);
    expect(row).toMatchObject({ status: 'paid', lastDay: '2030-12-14', paidPence: 13_200 });
    const mails = await db.select().from(outbox).where(eq(outbox.dayPassBundleId, stored.id));
    expect(mails.map((mail) => mail.mailKind)).toEqual(['confirmation']);
    const sales = await db.select().from(conversions).where(eq(conversions.dayPassBundleId, stored.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ kind: 'day-pass-paid', valuePence: 11_000, transactionId: stored.reference });
    // The Google Ads file reads the buyer's email from the bundle (to hash it).
    const [forFile] = (await conversionsBetween(db, new Date(0), new Date(Date.now() + 60_000))).filter((sale) => sale.id === sales[0]!.id);
    expect(forFile?.email).toBe('once@example.co.uk');
    // The bundle joined its buyer's contact.
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, row!.contactId!));
    expect(contact?.name).toBe('Ada Lovelace');
  });

  it('books days from a paid bundle, not separate sales, and a cancelled day goes back to it', async () => {
    const { db } = database.current;
    const stored = await paidBundle(db, { email: 'days@example.co.uk' });
    const first = await bookDayFromBundle(db, { bundleId: stored.id, centre: 'exeter', day: '2030-07-01', desks: 5 }, { visitorMail: true, now: boughtAt });
    await bookDayFromBundle(db, { bundleId: stored.id, centre: 'andover', day: '2030-07-02', desks: 5 }, { now: boughtAt });
    expect((await bundleDaysUsed(db, [stored.id])).get(stored.id)).toBe(2);
    const [pass] = await db.select().from(dayPasses).where(eq(dayPasses.id, first.id));
    expect(pass).toMatchObject({ bundleId: stored.id, bundleDays: 5, bundleSlot: 1, pricePence: 0, status: 'confirmed', email: 'days@example.co.uk' });
    expect(await db.select().from(conversions).where(eq(conversions.dayPassId, first.id))).toEqual([]);
    // The same day twice from one bundle is refused.
    await expect(bookDayFromBundle(db, { bundleId: stored.id, centre: 'andover', day: '2030-07-01', desks: 5 }, { now: boughtAt })).rejects.toMatchObject({
      problem: 'same-day',
    });
    expect(await cancelDayPass(db, first.id)).toBe(true);
    expect((await bundleDaysUsed(db, [stored.id])).get(stored.id)).toBe(1);
    // Reception typing the bundle's reference into the pass search is told what it is.
    expect(await bundleAtReception(db, stored.reference, '2030-06-20')).toBe(
      `${stored.reference} is a bundle of 5 days, not a pass. 4 of 5 days left, usable until 14 December 2030. Each day is booked online with the bundle ("Use a bundle" on the day-pass page), and that day's pass is checked in here.`,
    );
    expect(await bundleAtReception(db, 'NL-0000-0000', '2030-06-20')).toBeUndefined();
    // The day is back, so slot 1 is taken again.
    const again = await bookDayFromBundle(db, { bundleId: stored.id, centre: 'exeter', day: '2030-07-03', desks: 5 }, { now: boughtAt });
    const [reused] = await db.select().from(dayPasses).where(eq(dayPasses.id, again.id));
    expect(reused?.bundleSlot).toBe(1);
  });

  it('never books more days than a bundle holds, even when 12 uses race for a 5-day bundle', async () => {
    const { db } = database.current;
    const stored = await paidBundle(db, { email: 'race@example.co.uk' });
    const days = Array.from({ length: 12 }, (_, index) => `2030-08-${String(index + 1).padStart(2, '0')}`);
    const results = await Promise.allSettled(
      days.map((day) => bookDayFromBundle(db, { bundleId: stored.id, centre: 'exeter', day, desks: 20 }, { now: boughtAt })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const result of refused) expect(result.reason).toMatchObject({ problem: 'used-up' });
    const rows = await db.select().from(dayPasses).where(eq(dayPasses.bundleId, stored.id));
    expect(rows.map((row) => row.bundleSlot).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the desk limit for bundle days: two bundles and a buyer race for the last desk', async () => {
    const { db } = database.current;
    const one = await paidBundle(db, { email: 'desk1@example.co.uk' });
    const two = await paidBundle(db, { email: 'desk2@example.co.uk' });
    const day = '2030-09-10';
    const results = await Promise.allSettled([
      bookDayFromBundle(db, { bundleId: one.id, centre: 'exeter', day, desks: 1 }, { now: boughtAt }),
      bookDayFromBundle(db, { bundleId: two.id, centre: 'exeter', day, desks: 1 }, { now: boughtAt }),
      createDayPass(db, {
        centre: 'exeter',
        day,
        desks: 1,
        trial: false,
        name: 'Walk In',
        email: 'walkin@example.co.uk',
        phoneE164: '+447700900555',
        phoneCountry: 'GB',
        pricePence: 2500,
        vatRatePercent: 20,
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DayFullError);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dayPasses).where(eq(dayPasses.day, day));
    expect(Number(count!.n)).toBe(1);
  });

  it('refuses an unpaid bundle, a date after its last day, and an expired bundle', async () => {
    const { db } = database.current;
    const unpaid = await createBundle(db, bundle({ email: 'unpaid@example.co.uk' }));
    await expect(bookDayFromBundle(db, { bundleId: unpaid.id, centre: 'exeter', day: '2030-07-01', desks: 5 }, { now: boughtAt })).rejects.toMatchObject({
      problem: 'unpaid',
    });
    const paid = await paidBundle(db, { email: 'late@example.co.uk' });
    await expect(bookDayFromBundle(db, { bundleId: paid.id, centre: 'exeter', day: '2030-12-15', desks: 5 }, { now: boughtAt })).rejects.toMatchObject({
      problem: 'after-expiry',
    });
    await expect(bookDayFromBundle(db, { bundleId: paid.id, centre: 'exeter', day: '2030-12-14', desks: 5 }, { now: boughtAt })).resolves.toBeDefined();
    const afterwards = new Date('2030-12-20T10:00:00Z');
    await expect(bookDayFromBundle(db, { bundleId: paid.id, centre: 'exeter', day: '2030-12-21', desks: 5 }, { now: afterwards })).rejects.toBeInstanceOf(
      BundleUseRefused,
    );
    // Refunded by staff in Stripe while unused: no longer usable; a second notice changes nothing.
    const unused = await paidBundle(db, { email: 'refund@example.co.uk' });
    expect(await recordBundleRefund(db, unused.paymentIntentId)).toEqual({ reference: unused.reference, daysBooked: 0 });
    expect(await recordBundleRefund(db, unused.paymentIntentId)).toBeUndefined();
    await expect(bookDayFromBundle(db, { bundleId: unused.id, centre: 'exeter', day: '2030-07-01', desks: 5 }, { now: boughtAt })).rejects.toMatchObject({
      problem: 'refunded',
    });
  });

  it('is held by the database: no slot beyond the bundle days, no day priced, no days that are not the bundle’s', async () => {
    const { db } = database.current;
    const stored = await paidBundle(db, { email: 'db@example.co.uk' });
    const insert = (id: string, slot: number, bundleDays: number, pricePence = 0) =>
      db.insert(dayPasses).values({
        id,
        reference: `NL-BNDL-${id.slice(-4)}`,
        centre: 'exeter',
        day: `2030-10-${String(slot).padStart(2, '0')}`,
        desk: 1,
        desks: 5,
        name: 'A',
        email: 'db@example.co.uk',
        phone: '+447700900123',
        pricePence,
        vatRateBasisPoints: 2000,
        bundleId: stored.id,
        bundleDays,
        bundleSlot: slot,
      });
    await insert('00000000-0000-4000-8000-00000000b001', 1, 5);
    await expect(insert('00000000-0000-4000-8000-00000000b002', 1, 5)).rejects.toThrow();
    await expect(insert('00000000-0000-4000-8000-00000000b003', 6, 5)).rejects.toThrow();
    // Claiming the bundle holds 10 days: the composite foreign key says it holds 5.
    await expect(insert('00000000-0000-4000-8000-00000000b004', 7, 10)).rejects.toThrow();
    await expect(insert('00000000-0000-4000-8000-00000000b005', 2, 5, 2500)).rejects.toThrow();
    const [row] = await db.select().from(dayPassBundles).where(eq(dayPassBundles.id, stored.id));
    expect(row?.days).toBe(5);
  });

  it('is in its buyer’s contact history, keeps the contact’s details, and an erased bundle leaves nothing behind', async () => {
    const { db } = database.current;
    const stored = await paidBundle(db, { email: 'Contact.Person@example.co.uk', name: 'Cora Contact' });
    const [row] = await db.select().from(dayPassBundles).where(eq(dayPassBundles.id, stored.id));
    const history = await contactHistory(db, row!.contactId!);
    expect(history?.rows.map((item) => [item.kind, item.reference, item.status])).toEqual([['day-pass-bundle', stored.reference, 'Paid']]);
    expect(history?.contact).toMatchObject({ name: 'Cora Contact', phone: '+447700900123' });
    // An erasure deletes the bundle with its mails and sale: the contact it alone held goes too.
    await db.delete(outbox).where(eq(outbox.dayPassBundleId, stored.id));
    await db.delete(dayPassBundles).where(eq(dayPassBundles.id, stored.id));
    expect(await db.select().from(contacts).where(eq(contacts.id, row!.contactId!))).toEqual([]);
    expect(await db.select().from(conversions).where(eq(conversions.dayPassBundleId, stored.id))).toEqual([]);
  });
});
