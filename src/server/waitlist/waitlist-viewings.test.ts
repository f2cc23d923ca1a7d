import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { viewingWaitlistResource } from '@/domain/waitlist/waitlist';
import { addDays, londonInstant } from '@/lib/booking-slots';
import { boardDayItems } from '../board/board-store';
import { contactHistory } from '../contacts/store';
import { enquiries, leads, outbox, viewings, waitlistEntries, waitlistOffers, webhookEvents } from '../db/schema';
import { eraseEnquiry } from '../enquiries/enquiries';
import { testBackends, useTestDatabase } from '../testing/databases';
import { cancelViewing, createViewing, listViewings, viewingSlotUse, ViewingSlotFullError, type NewViewing } from '../viewings/viewings';
import {
  acceptViewingWaitlistOffer,
  confirmWaitlistEntry,
  createWaitlistEntry,
  findWaitlistOffer,
  leaveWaitlist,
  sweepWaitlistEntries,
  sweepWaitlistOffers,
  type NewWaitlistEntry,
} from './waitlist';

/*
 * The viewing waitlist (docs/decisions/0058) on PGlite and PostgreSQL: a held seat is counted by
 * viewings_one_per_seat and the free-seat count, so nobody else books it; the next person is
 * offered it on a lapse; taking it makes the held row the person's viewing, with its mails, lead
 * and webhook event then and not before; and the races for a freed seat give it to exactly one.
 */

const backends = await testBackends();

// The database lives through the file: each test has a day of its own at the centre.
let day = '2030-09-02';
let tests = 0;
const centre = 'exeter';
const slotStart = () => londonInstant(day, 10 * 60);
const slotEnd = () => londonInstant(day, 10 * 60 + 30);
const address = (name: string) => `${name}.${day}@example.co.uk`;
const viewing = (name: string, capacity = 1): NewViewing => ({
  centre,
  startsAt: slotStart(),
  endsAt: slotEnd(),
  unitReferences: [],
  capacity,
  name: 'Ada Lovelace',
  email: `${name}.${day}@example.com`,
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
});
const wants = (email: string, capacity = 1): NewWaitlistEntry => ({
  kind: 'viewing',
  centre,
  resource: viewingWaitlistResource(centre),
  startsAt: slotStart(),
  endsAt: slotEnd(),
  duration: 'hour',
  hours: 1,
  capacity,
  email,
  pricePence: 0,
  vatRatePercent: 0,
});
const person = { name: 'Grace Hopper', phoneE164: '+447700900456', phoneCountry: 'GB' };
const queue = { channels: ['email'] as const, visitorMail: true };
const sweep = (db: Parameters<typeof sweepWaitlistOffers>[0]) => sweepWaitlistOffers(db, { visitorMail: true });

describe.each(backends)('the viewing waitlist on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    day = addDays('2030-09-02', tests + (backend === 'pglite' ? 0 : 200));
  });

  async function joined(email: string, confirm = true, capacity = 1) {
    const { db } = database.current;
    expect((await createWaitlistEntry(db, wants(email, capacity), { visitorMail: true })).outcome).toBe('stored');
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    if (confirm) expect(await confirmWaitlistEntry(db, entry!.id)).toBe('confirmed');
    return entry!;
  }
  const statusOf = async (email: string) =>
    (await database.current.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]?.status;
  const offersOfSlot = (status?: 'open' | 'lapsed' | 'taken') =>
    database.current.db
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(viewings, eq(viewings.id, waitlistOffers.viewingId))
      .where(and(eq(viewings.startsAt, slotStart()), status ? eq(waitlistOffers.status, status) : undefined))
      .then((rows) => rows.map((row) => row.offer));
  /** Rows taking a seat of the slot: confirmed viewings and holds. */
  const seatHolders = () =>
    database.current.db
      .select()
      .from(viewings)
      .where(and(eq(viewings.centre, centre), eq(viewings.startsAt, slotStart()), inArray(viewings.status, ['confirmed', 'held'])));
  /** The 15 minutes pass: the offer and its hold end in the past. */
  const timePasses = async () => {
    const { db } = database.current;
    for (const offer of await offersOfSlot('open')) {
      await db.update(waitlistOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistOffers.id, offer.id));
      await db.update(viewings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(viewings.id, offer.viewingId!));
    }
  };

  it('a viewing place records the capacity and the slot, once per address, and needs its capacity', async () => {
    const { db } = database.current;
    const entry = await joined(address('sam'), false, 2);
    expect(entry).toMatchObject({ kind: 'viewing', resource: 'viewing:exeter', capacity: 2, desks: null, status: 'pending', startsAt: slotStart(), endsAt: slotEnd() });
    expect(await createWaitlistEntry(db, wants(address('sam').toUpperCase(), 2), { visitorMail: true })).toEqual({ outcome: 'already' });
    expect(await db.select().from(outbox).where(eq(outbox.waitlistEntryId, entry.id))).toEqual([expect.objectContaining({ mailKind: 'confirmation' })]);
    await expect(createWaitlistEntry(db, { ...wants(address('nocapacity')), capacity: undefined }, { visitorMail: true })).rejects.toThrow();
  });

  it('offers a cancelled place to the first confirmed person only; the held seat is refused to everyone else and fires nothing', async () => {
    const { db } = database.current;
    const taken = await createViewing(db, viewing('taken'), []);
    await joined(address('unconfirmed'), false);
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    expect(await offersOfSlot()).toHaveLength(0);
    expect(await cancelViewing(db, taken.id)).toBe(true);
    await sweep(db);
    expect(await statusOf(address('first'))).toBe('offered');
    expect(await statusOf(address('second'))).toBe('confirmed');
    expect(await statusOf(address('unconfirmed'))).toBe('pending');
    const [offer] = await offersOfSlot('open');
    expect(await db.select().from(outbox).where(eq(outbox.waitlistOfferId, offer!.id))).toEqual([expect.objectContaining({ mailKind: 'offer', channel: 'visitor-email' })]);
    const [hold] = await seatHolders();
    expect(hold).toMatchObject({ id: offer!.viewingId, status: 'held', seat: 1, email: address('first'), name: '', phone: '' });
    expect(hold!.holdExpiresAt?.getTime()).toBe(offer!.expiresAt.getTime());
    // The seat is held: nobody else's viewing gets it, and the slot shows as full.
    await expect(createViewing(db, viewing('walk-in'), [])).rejects.toBeInstanceOf(ViewingSlotFullError);
    expect((await viewingSlotUse(db, centre, slotStart(), slotEnd())).get(slotStart().toISOString())).toBe(1);
    // A hold is nobody's viewing yet: no lead, no webhook event, no mail, not on the staff lists or the board.
    expect(await db.select().from(leads).where(eq(leads.sourceId, hold!.id))).toHaveLength(0);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.viewingId, hold!.id))).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.viewingId, hold!.id))).toHaveLength(0);
    expect((await listViewings(db)).some((row) => row.id === hold!.id)).toBe(false);
    expect((await boardDayItems(db, centre, day, ['viewing'])).some((item) => item.id === hold!.id)).toBe(false);
    await sweep(db);
    expect(await offersOfSlot()).toHaveLength(1);
  });

  it('two places freed: two people offered one each', async () => {
    const { db } = database.current;
    const one = await createViewing(db, viewing('one', 2), []);
    const two = await createViewing(db, viewing('two', 2), []);
    for (const name of ['a', 'b', 'c']) await joined(address(name), true, 2);
    await cancelViewing(db, one.id);
    await cancelViewing(db, two.id);
    await sweep(db);
    expect([await statusOf(address('a')), await statusOf(address('b')), await statusOf(address('c'))]).toEqual(['offered', 'offered', 'confirmed']);
    expect((await seatHolders()).map((row) => row.seat).sort()).toEqual([1, 2]);
  });

  it('offers the next person when 15 minutes pass unused, and frees the seat when the list is done', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    await timePasses();
    await sweep(db);
    expect(await statusOf(address('first'))).toBe('passed');
    expect(await statusOf(address('second'))).toBe('offered');
    const [lapsed] = await offersOfSlot('lapsed');
    expect(await acceptViewingWaitlistOffer(db, lapsed!.id, person, queue)).toEqual({ outcome: 'not-open' });
    const [released] = await db.select().from(viewings).where(eq(viewings.id, lapsed!.viewingId!));
    expect(released).toMatchObject({ status: 'expired', holdExpiresAt: null });
    // Exactly one offer each, however often the sweep runs.
    await sweep(db);
    expect(await offersOfSlot()).toHaveLength(2);
    await timePasses();
    // A booking may expire an ended hold itself, before the sweeper: the seat is the booker's.
    await createViewing(db, viewing('anyone'), []);
    await sweep(db);
    expect(await statusOf(address('second'))).toBe('passed');
    expect((await seatHolders()).map((row) => row.status)).toEqual(['confirmed']);
  });

  it('books the offer with the person’s details, once, with the mails, the lead and the webhook event then', async () => {
    const { db } = database.current;
    const entry = await joined(address('first'));
    await sweep(db);
    const [offer] = await offersOfSlot('open');
    const outcome = await acceptViewingWaitlistOffer(db, offer!.id, person, queue);
    expect(outcome).toMatchObject({ outcome: 'booked', viewingId: offer!.viewingId });
    const found = await findWaitlistOffer(db, offer!.id);
    expect(found?.offer.status).toBe('taken');
    expect(found?.entry.status).toBe('booked');
    expect(found?.kind).toBe('viewing');
    expect(found?.kind === 'viewing' && found.viewing).toMatchObject({ status: 'confirmed', name: 'Grace Hopper', phone: '+447700900456', phoneCountry: 'GB', holdExpiresAt: null, email: address('first') });
    const queued = await db.select().from(outbox).where(eq(outbox.viewingId, offer!.viewingId!));
    expect(queued.map((row) => `${row.channel}:${row.mailKind ?? ''}`).sort()).toEqual(['email:', 'visitor-email:confirmation', 'visitor-email:reminder']);
    expect(await db.select().from(leads).where(and(eq(leads.sourceKind, 'viewing'), eq(leads.sourceId, offer!.viewingId!)))).toHaveLength(1);
    expect((await db.select().from(webhookEvents).where(eq(webhookEvents.viewingId, offer!.viewingId!))).map((row) => row.type)).toEqual(['submission.received']);
    // The person's contact has the name and phone given, and the viewing in its history.
    const history = await contactHistory(db, entry.contactId!);
    expect(history?.contact).toMatchObject({ name: 'Grace Hopper', phone: '+447700900456' });
    expect(history?.rows.filter((row) => row.kind === 'viewing').map((row) => row.reference)).toEqual([found?.kind === 'viewing' ? found.viewing.reference : '']);
    expect((await listViewings(db)).some((row) => row.id === offer!.viewingId)).toBe(true);
    expect(await acceptViewingWaitlistOffer(db, offer!.id, person, queue)).toEqual({ outcome: 'not-open' });
    await sweep(db);
    expect(await offersOfSlot('taken')).toHaveLength(1);
  });

  it('leaving the list during an offer releases the seat for the next person', async () => {
    const { db } = database.current;
    const first = await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    expect(await leaveWaitlist(db, first.id)).toBe(true);
    expect(await seatHolders()).toHaveLength(0);
    await sweep(db);
    expect(await statusOf(address('second'))).toBe('offered');
  });

  it('race for the freed seat: many sweeps and viewing bookings at once give it to exactly one', async () => {
    const { db } = database.current;
    const taken = await createViewing(db, viewing('taken'), []);
    for (const name of ['a', 'b', 'c']) await joined(address(name));
    await cancelViewing(db, taken.id);
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => sweep(db)),
      ...Array.from({ length: 6 }, (_, index) => createViewing(db, viewing(`racer${index}`), [])),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected.every((result) => (result as PromiseRejectedResult).reason instanceof ViewingSlotFullError)).toBe(true);
    const holders = await seatHolders();
    expect(holders).toHaveLength(1);
    const offers = await offersOfSlot();
    expect(offers.length).toBeLessThanOrEqual(1);
    if (offers.length === 1) expect(offers[0]!.viewingId).toBe(holders[0]!.id);
    expect(await offersOfSlot('open')).toHaveLength(holders[0]!.status === 'held' ? 1 : 0);
  });

  it('race of the person booking and the 15 minutes ending: one wins, never both', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweep(db);
    const [offer] = await offersOfSlot('open');
    await db.update(waitlistOffers).set({ expiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(waitlistOffers.id, offer!.id));
    await db.update(viewings).set({ holdExpiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(viewings.id, offer!.viewingId!));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [accept] = await Promise.all([
      acceptViewingWaitlistOffer(db, offer!.id, person, queue),
      new Promise((resolve) => setTimeout(resolve, 60)).then(() => sweep(db)),
    ]);
    await sweep(db);
    const holders = await seatHolders();
    expect(holders).toHaveLength(1);
    if (accept.outcome === 'booked') expect(holders[0]).toMatchObject({ status: 'confirmed', name: 'Grace Hopper' });
    else expect(holders[0]).toMatchObject({ status: 'held', email: address('second') });
  });

  it('an erasure deletes the place and its held seat, and gives the seat to the next person', async () => {
    const { db } = database.current;
    const mine = await joined(address('erase'));
    await joined(address('next'));
    await sweep(db);
    const history = await contactHistory(db, mine.contactId!);
    expect(history?.rows.find((row) => row.kind === 'waitlist')).toMatchObject({ reference: mine.reference, status: 'Offered the time', summary: expect.stringMatching(/^Viewing, /) });
    expect(history?.rows.some((row) => row.kind === 'viewing')).toBe(false);
    const reference = `NL-ERVW-${String(tests).padStart(4, '0')}`;
    await db.insert(enquiries).values({ id: randomUUID(), reference, intent: 'quote', name: 'E', email: address('erase'), phone: '+447700900123' });
    expect(await eraseEnquiry(db, reference)).toMatchObject({ erased: true, waitlistEntries: 1 });
    expect(await db.select().from(viewings).where(eq(viewings.email, address('erase')))).toHaveLength(0);
    await sweep(db);
    expect(await statusOf(address('next'))).toBe('offered');
    expect((await seatHolders()).map((row) => row.email)).toEqual([address('next')]);
  });

  it('retention: a held seat never taken goes a day after its time', async () => {
    const { db } = database.current;
    await joined(address('old'));
    await sweep(db);
    const [offer] = await offersOfSlot('open');
    await timePasses();
    await sweep(db);
    const past = sql`now() - interval '2 days'`;
    await db.update(viewings).set({ startsAt: past, endsAt: sql`now() - interval '47 hours'` }).where(eq(viewings.id, offer!.viewingId!));
    await sweepWaitlistEntries(db);
    expect(await db.select().from(viewings).where(eq(viewings.id, offer!.viewingId!))).toHaveLength(0);
  });
});
