import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayPassWaitlistResource, dayPassWaitlistSlot } from '@/domain/waitlist/waitlist';
import { addDays } from '@/lib/booking-slots';
import { contactHistory } from '../contacts/store';
import { cancelDayPass, createDayPass, DayFullError, type NewDayPass } from '../day-passes/day-passes';
import { dayPasses, enquiries, outbox, waitlistEntries, waitlistOffers } from '../db/schema';
import { eraseEnquiry } from '../enquiries/enquiries';
import { testBackends, useTestDatabase } from '../testing/databases';
import {
  acceptDayPassWaitlistOffer,
  confirmWaitlistEntry,
  createWaitlistEntry,
  findWaitlistOffer,
  leaveWaitlist,
  sweepWaitlistOffers,
  type NewWaitlistEntry,
} from './waitlist';

const backends = await testBackends();

// The database lives through the file: each test has a day of its own at the centre.
let day = '2030-07-01';
let tests = 0;
const centre = 'exeter';
const address = (name: string) => `${name}.${day}@example.co.uk`;
const pass = (name: string, desks = 1): NewDayPass => ({
  centre,
  day,
  desks,
  trial: false,
  name: 'Ada Lovelace',
  email: `${name}.${day}@example.com`,
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 2500,
  vatRatePercent: 20,
});
const wants = (email: string, desks = 1): NewWaitlistEntry => ({
  kind: 'day-pass',
  centre,
  resource: dayPassWaitlistResource(centre),
  ...dayPassWaitlistSlot(day),
  duration: 'day',
  hours: 1,
  desks,
  email,
  pricePence: 2500,
  vatRatePercent: 20,
});
const accepted = { name: 'Grace Hopper', phoneE164: '+447700900456', phoneCountry: 'GB', pricePence: 2600, vatRatePercent: 20 };
const offline = { paidOnline: false, visitorMail: true };
const sweep = (db: Parameters<typeof sweepWaitlistOffers>[0]) => sweepWaitlistOffers(db, { visitorMail: true });

describe.each(backends)('the day-pass waitlist on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    day = addDays('2030-07-01', tests + (backend === 'pglite' ? 0 : 200));
  });

  async function joined(email: string, confirm = true, desks = 1) {
    const { db } = database.current;
    expect((await createWaitlistEntry(db, wants(email, desks), { visitorMail: true })).outcome).toBe('stored');
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    if (confirm) expect(await confirmWaitlistEntry(db, entry!.id)).toBe('confirmed');
    return entry!;
  }
  const statusOf = async (email: string) =>
    (await database.current.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]?.status;
  const offersToday = (status?: 'open' | 'lapsed' | 'taken') =>
    database.current.db
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(dayPasses, eq(dayPasses.id, waitlistOffers.dayPassId))
      .where(and(eq(dayPasses.day, day), status ? eq(waitlistOffers.status, status) : undefined))
      .then((rows) => rows.map((row) => row.offer));
  /** Passes taking a desk that day: confirmed, or pending and unexpired. */
  const deskHolders = () =>
    database.current.db
      .select()
      .from(dayPasses)
      .where(and(eq(dayPasses.centre, centre), eq(dayPasses.day, day), inArray(dayPasses.status, ['confirmed', 'pending'])));
  /** The 15 minutes pass: the offer and its hold end in the past. */
  const timePasses = async () => {
    const { db } = database.current;
    for (const offer of await offersToday('open')) {
      await db.update(waitlistOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistOffers.id, offer.id));
      await db.update(dayPasses).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(dayPasses.id, offer.dayPassId!));
    }
  };

  it('a day-pass place records the desks and the day, once per address, and needs its desks', async () => {
    const { db } = database.current;
    const entry = await joined(address('sam'), false, 3);
    expect(entry).toMatchObject({ kind: 'day-pass', resource: 'day-pass:exeter', desks: 3, status: 'pending', ...dayPassWaitlistSlot(day) });
    expect(await createWaitlistEntry(db, wants(address('sam').toUpperCase(), 3), { visitorMail: true })).toEqual({ outcome: 'already' });
    const mails = await db.select().from(outbox).where(eq(outbox.waitlistEntryId, entry.id));
    expect(mails).toEqual([expect.objectContaining({ mailKind: 'confirmation' })]);
    await expect(createWaitlistEntry(db, { ...wants(address('nodesks')), desks: undefined }, { visitorMail: true })).rejects.toThrow();
  });

  it('offers a cancelled desk to the first confirmed person only, and the hold stops anyone else taking it', async () => {
    const { db } = database.current;
    const taken = await createDayPass(db, pass('taken'));
    await joined(address('unconfirmed'), false);
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    expect(await offersToday()).toHaveLength(0);
    expect(await cancelDayPass(db, taken.id, { canceller: { by: 'visitor' } })).toBe(true);
    await sweep(db);
    expect(await statusOf(address('first'))).toBe('offered');
    expect(await statusOf(address('second'))).toBe('confirmed');
    expect(await statusOf(address('unconfirmed'))).toBe('pending');
    const [offer] = await offersToday('open');
    expect(await db.select().from(outbox).where(eq(outbox.waitlistOfferId, offer!.id))).toEqual([
      expect.objectContaining({ mailKind: 'offer', channel: 'visitor-email' }),
    ]);
    const [hold] = await deskHolders();
    expect(hold).toMatchObject({ id: offer!.dayPassId, status: 'pending', desk: 1, email: address('first'), name: '' });
    expect(hold!.holdExpiresAt?.getTime()).toBe(offer!.expiresAt.getTime());
    // The desk is held: nobody else's pass gets it.
    await expect(createDayPass(db, pass('walk-in'))).rejects.toBeInstanceOf(DayFullError);
    await sweep(db);
    expect(await offersToday()).toHaveLength(1);
  });

  it('two desks freed: two people offered one each', async () => {
    const { db } = database.current;
    const one = await createDayPass(db, pass('one', 2));
    const two = await createDayPass(db, pass('two', 2));
    for (const name of ['a', 'b', 'c']) await joined(address(name), true, 2);
    await cancelDayPass(db, one.id);
    await cancelDayPass(db, two.id);
    await sweep(db);
    expect([await statusOf(address('a')), await statusOf(address('b')), await statusOf(address('c'))]).toEqual(['offered', 'offered', 'confirmed']);
    expect((await deskHolders()).map((row) => row.desk).sort()).toEqual([1, 2]);
  });

  it('offers the next person when 15 minutes pass unused, and frees the desk when the list is done', async () => {
    const { db } = database.current;
    await createDayPass(db, pass('taken')).then((stored) => cancelDayPass(db, stored.id));
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    await timePasses();
    await sweep(db);
    expect(await statusOf(address('first'))).toBe('passed');
    expect(await statusOf(address('second'))).toBe('offered');
    const [lapsed] = await offersToday('lapsed');
    expect(await acceptDayPassWaitlistOffer(db, lapsed!.id, accepted, offline)).toEqual({ outcome: 'not-open' });
    // Exactly one offer each, however often the sweep runs.
    await sweep(db);
    expect(await offersToday()).toHaveLength(2);
    await timePasses();
    await sweep(db);
    expect(await statusOf(address('second'))).toBe('passed');
    expect(await deskHolders()).toHaveLength(0);
    await createDayPass(db, pass('anyone'));
  });

  it('books the offer with the person’s details and today’s price, once, with the mail queued in the same statement', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await sweep(db);
    const [offer] = await offersToday('open');
    const outcome = await acceptDayPassWaitlistOffer(db, offer!.id, accepted, offline);
    expect(outcome).toMatchObject({ outcome: 'booked', dayPassId: offer!.dayPassId });
    const found = await findWaitlistOffer(db, offer!.id);
    expect(found?.offer.status).toBe('taken');
    expect(found?.entry.status).toBe('booked');
    expect(found?.kind).toBe('day-pass');
    expect(found?.kind === 'day-pass' && found.pass).toMatchObject({ status: 'confirmed', name: 'Grace Hopper', phone: '+447700900456', pricePence: 2600, holdExpiresAt: null, trial: false });
    const queued = await db.select().from(outbox).where(eq(outbox.dayPassId, offer!.dayPassId!));
    expect(queued.map((row) => row.mailKind)).toEqual(['confirmation']);
    expect(await acceptDayPassWaitlistOffer(db, offer!.id, accepted, offline)).toEqual({ outcome: 'not-open' });
    await sweep(db);
    expect(await offersToday('taken')).toHaveLength(1);
  });

  it('paid online: the hold waits for Checkout; paid, the sweep records the offer taken', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    const [offer] = await offersToday('open');
    expect(await acceptDayPassWaitlistOffer(db, offer!.id, accepted, { ...offline, paidOnline: true })).toMatchObject({ outcome: 'held-for-payment' });
    const [held] = await db.select().from(dayPasses).where(eq(dayPasses.id, offer!.dayPassId!));
    expect(held).toMatchObject({ status: 'pending', name: 'Grace Hopper' });
    await db.update(dayPasses).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(dayPasses.id, offer!.dayPassId!));
    await sweep(db);
    expect(await statusOf(address('first'))).toBe('booked');
    expect(await statusOf(address('second'))).toBe('confirmed');
  });

  it('leaving the list during an offer releases the desk for the next person', async () => {
    const { db } = database.current;
    const first = await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    expect(await leaveWaitlist(db, first.id)).toBe(true);
    expect(await deskHolders()).toHaveLength(0);
    await sweep(db);
    expect(await statusOf(address('second'))).toBe('offered');
  });

  it('race for the freed desk: many sweeps and passes at once give it to exactly one', async () => {
    const { db } = database.current;
    const taken = await createDayPass(db, pass('taken'));
    for (const name of ['a', 'b', 'c']) await joined(address(name));
    await cancelDayPass(db, taken.id);
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => sweep(db)),
      ...Array.from({ length: 6 }, (_, index) => createDayPass(db, pass(`racer${index}`))),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected.every((result) => (result as PromiseRejectedResult).reason instanceof DayFullError)).toBe(true);
    const holders = await deskHolders();
    expect(holders).toHaveLength(1);
    const offers = await offersToday();
    expect(offers.length).toBeLessThanOrEqual(1);
    if (offers.length === 1) expect(offers[0]!.dayPassId).toBe(holders[0]!.id);
  });

  it('race of the person booking and the 15 minutes ending: one wins, never both', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    const [offer] = await offersToday('open');
    await db.update(waitlistOffers).set({ expiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(waitlistOffers.id, offer!.id));
    await db.update(dayPasses).set({ holdExpiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(dayPasses.id, offer!.dayPassId!));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [accept] = await Promise.all([
      acceptDayPassWaitlistOffer(db, offer!.id, accepted, offline),
      new Promise((resolve) => setTimeout(resolve, 60)).then(() => sweep(db)),
    ]);
    await sweep(db);
    const holders = await deskHolders();
    expect(holders).toHaveLength(1);
    if (accept.outcome === 'booked') expect(holders[0]).toMatchObject({ status: 'confirmed', name: 'Grace Hopper' });
    else expect(holders[0]).toMatchObject({ status: 'pending', email: address('second') });
  });

  it('an erasure deletes the place and gives the held desk to the next person', async () => {
    const { db } = database.current;
    const mine = await joined(address('erase'));
    await joined(address('next'));
    await sweep(db);
    const history = await contactHistory(db, mine.contactId!);
    expect(history?.rows.find((row) => row.kind === 'waitlist')).toMatchObject({ reference: mine.reference, status: 'Offered the time', summary: expect.stringMatching(/^Day pass, /) });
    const reference = `NL-ERDP-${String(tests).padStart(4, '0')}`;
    await db.insert(enquiries).values({ id: randomUUID(), reference, intent: 'quote', name: 'E', email: address('erase'), phone: '+447700900123' });
    expect(await eraseEnquiry(db, reference)).toMatchObject({ erased: true, waitlistEntries: 1 });
    await sweep(db);
    expect(await statusOf(address('next'))).toBe('offered');
    expect((await deskHolders()).map((row) => row.email)).toEqual([address('next')]);
  });
});
