import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { BookingConflictError, cancelBooking, createBooking, type NewBooking } from '../bookings/bookings';
import { contactHistory } from '../contacts/store';
import { bookings, enquiries, outbox, waitlistEntries, waitlistOffers } from '../db/schema';
import { eraseEnquiry } from '../enquiries/enquiries';
import { testBackends, useTestDatabase } from '../testing/databases';
import {
  acceptWaitlistOffer,
  confirmWaitlistEntry,
  createWaitlistEntry,
  findWaitlistOffer,
  leaveWaitlist,
  sweepWaitlistEntries,
  sweepWaitlistOffers,
  type NewWaitlistEntry,
} from './waitlist';

const backends = await testBackends();

const day = '2030-06-18'; // a Tuesday, BST
const at = (hour: number) => londonInstant(day, hour * 60);
// The database lives through the file: each test has a room of its own, and addresses of its own.
let room = 'EXE-MR01';
let tests = 0;
const address = (name: string) => `${name}.${room.toLowerCase()}@example.co.uk`;
const booking = (from: number, to: number): NewBooking => ({
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
const wants = (email: string, from = 10, to = 12): NewWaitlistEntry => ({
  kind: 'room',
  centre: 'exeter',
  resource: room,
  startsAt: at(from),
  endsAt: at(to),
  duration: 'hour',
  hours: to - from,
  email,
  pricePence: 7000,
  vatRatePercent: 20,
});
const accepted = { name: 'Grace Hopper', phoneE164: '+447700900456', phoneCountry: 'GB', pricePence: 7200, vatRatePercent: 20 };
const offline = { paidOnline: false, channels: ['webhook'] as const, visitorMail: true };

describe.each(backends)('the waitlist on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    room = `T${tests}-${backend.slice(0, 2).toUpperCase()}-MR01`;
  });

  async function joined(email: string, confirm = true, from = 10, to = 12) {
    const { db } = database.current;
    await createWaitlistEntry(db, wants(email, from, to), { visitorMail: true });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    if (confirm) expect(await confirmWaitlistEntry(db, entry!.id)).toBe('confirmed');
    return entry!;
  }
  const statusOf = async (email: string) =>
    (await database.current.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]?.status;
  const offersHere = (status?: 'open' | 'lapsed') =>
    database.current.db
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(sql`${waitlistEntries.resource} = ${room} ${status ? sql`and ${waitlistOffers.status} = ${status}` : sql``}`)
      .then((rows) => rows.map((row) => row.offer));
  const openOffers = () => offersHere('open');
  const liveHere = () =>
    database.current.db.select().from(bookings).where(sql`${bookings.roomReference} = ${room} and ${bookings.status} in ('confirmed', 'pending')`);
  /** The 15 minutes pass: the offer and its hold end in the past. */
  const timePasses = async () => {
    const { db } = database.current;
    for (const offer of await openOffers()) {
      await db.update(waitlistOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistOffers.id, offer.id));
      await db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, offer.bookingId!));
    }
  };

  it('stores an entry pending with its opt-in queued, once per address and slot, and confirms it once', async () => {
    const { db } = database.current;
    const first = await createWaitlistEntry(db, wants(address('sam')), { visitorMail: true });
    expect(first.outcome).toBe('stored');
    expect(await createWaitlistEntry(db, wants(address('sam').toUpperCase()), { visitorMail: true })).toEqual({ outcome: 'already' });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.resource, room));
    expect(entry).toMatchObject({ status: 'pending', confirmedAt: null, resource: room });
    expect(entry!.contactId).not.toBeNull();
    const mails = await db.select().from(outbox).where(eq(outbox.waitlistEntryId, entry!.id));
    expect(mails).toEqual([expect.objectContaining({ channel: 'visitor-email', mailKind: 'confirmation' })]);
    expect(await confirmWaitlistEntry(db, entry!.id)).toBe('confirmed');
    expect(await confirmWaitlistEntry(db, entry!.id)).toBe('already');
    expect(await confirmWaitlistEntry(db, 'not-an-id')).toBe('gone');
  });

  it('offers a cancelled slot to the first confirmed entry only, and the hold stops anyone else booking it', async () => {
    const { db } = database.current;
    const taken = await createBooking(db, booking(10, 12), []);
    await joined(address('unconfirmed'), false);
    await joined(address('first'));
    await joined(address('second'));
    // Full: nothing to offer yet.
    expect((await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).offered).toBe(0);
    expect(await cancelBooking(db, taken.id, { free: true })).toBe(true);
    const sweep = await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    expect(sweep.offered).toBe(1);
    expect(await statusOf(address('first'))).toBe('offered');
    expect(await statusOf(address('second'))).toBe('confirmed');
    expect(await statusOf(address('unconfirmed'))).toBe('pending');
    const [offer] = await openOffers();
    const mails = await db.select().from(outbox).where(eq(outbox.waitlistOfferId, offer!.id));
    expect(mails).toEqual([expect.objectContaining({ mailKind: 'offer', channel: 'visitor-email' })]);
    // The slot is held: a booking of any part of it is refused by the database.
    await expect(createBooking(db, booking(11, 12), [])).rejects.toBeInstanceOf(BookingConflictError);
    // A second sweep (another instance) offers nothing more.
    expect((await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).offered).toBe(0);
    expect(await openOffers()).toHaveLength(1);
  });

  it('offers the next person when 15 minutes pass unused, and frees the slot when the list is done', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    expect((await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).offered).toBe(1);
    await timePasses();
    const sweep = await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    expect(sweep).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await statusOf(address('first'))).toBe('passed');
    expect(await statusOf(address('second'))).toBe('offered');
    const first = await offersHere('lapsed');
    expect(first).toHaveLength(1);
    expect(await acceptWaitlistOffer(db, first[0]!.id, accepted, offline)).toEqual({ outcome: 'not-open' });
    await timePasses();
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ lapsed: 1, offered: 0 });
    // Nobody left: anyone can book it now.
    await createBooking(db, booking(10, 12), []);
    expect((await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).offered).toBe(0);
  });

  it('books the offer with the person’s details, once, with the mails queued in the same statement', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const [offer] = await openOffers();
    const outcome = await acceptWaitlistOffer(db, offer!.id, accepted, offline);
    expect(outcome).toMatchObject({ outcome: 'booked', bookingId: offer!.bookingId });
    const found = await findWaitlistOffer(db, offer!.id);
    expect(found?.offer.status).toBe('taken');
    expect(found?.entry.status).toBe('booked');
    expect(found?.kind).toBe('room');
    expect(found?.kind === 'room' && found.booking).toMatchObject({ status: 'confirmed', name: 'Grace Hopper', phone: '+447700900456', pricePence: 7200, holdExpiresAt: null, email: address('first') });
    const queued = await db.select().from(outbox).where(eq(outbox.bookingId, offer!.bookingId!));
    expect(queued.map((row) => row.mailKind ?? row.channel).sort()).toEqual(['confirmation', 'reminder', 'webhook']);
    expect(await acceptWaitlistOffer(db, offer!.id, accepted, offline)).toEqual({ outcome: 'not-open' });
    // A later sweep leaves a taken offer alone.
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ lapsed: 0, offered: 0 });
  });

  it('paid online: the hold waits for Checkout; paid, the sweep records the offer taken', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const [offer] = await openOffers();
    expect(await acceptWaitlistOffer(db, offer!.id, accepted, { ...offline, paidOnline: true })).toMatchObject({ outcome: 'held-for-payment' });
    const [held] = await db.select().from(bookings).where(eq(bookings.id, offer!.bookingId!));
    expect(held).toMatchObject({ status: 'pending', name: 'Grace Hopper' });
    // Stripe's webhook confirms a held booking (src/server/payments/webhook.ts).
    await db.update(bookings).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(bookings.id, offer!.bookingId!));
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ taken: 1, offered: 0 });
    expect(await statusOf(address('first'))).toBe('booked');
    expect(await statusOf(address('second'))).toBe('confirmed');
  });

  it('leaving the list during an offer releases the hold for the next person', async () => {
    const { db } = database.current;
    const first = await joined(address('first'));
    await joined(address('second'));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    expect(await leaveWaitlist(db, first.id)).toBe(true);
    expect(await leaveWaitlist(db, first.id)).toBe(false);
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, first.id))).toHaveLength(0);
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ offered: 1 });
    expect(await statusOf(address('second'))).toBe('offered');
  });

  it('race for the freed slot: many sweeps and bookings at once give it to exactly one', async () => {
    const { db } = database.current;
    const taken = await createBooking(db, booking(10, 12), []);
    for (const name of ['a', 'b', 'c']) await joined(address(name));
    await cancelBooking(db, taken.id, { free: true });
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })),
      ...Array.from({ length: 6 }, () => createBooking(db, booking(10, 12), [])),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected.every((result) => (result as PromiseRejectedResult).reason instanceof BookingConflictError)).toBe(true);
    const live = await liveHere();
    expect(live).toHaveLength(1);
    const offers = await offersHere();
    expect(offers.length).toBeLessThanOrEqual(1);
    if (offers.length === 1) expect(offers[0]!.bookingId).toBe(live[0]!.id);
  });

  it('race of the person booking and the 15 minutes ending: one wins, never both', async () => {
    const { db } = database.current;
    await joined(address('first'));
    await joined(address('second'));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const [offer] = await openOffers();
    await db.update(waitlistOffers).set({ expiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(waitlistOffers.id, offer!.id));
    await db.update(bookings).set({ holdExpiresAt: sql`now() + interval '300 milliseconds'` }).where(eq(bookings.id, offer!.bookingId!));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [accept] = await Promise.all([
      acceptWaitlistOffer(db, offer!.id, accepted, offline),
      new Promise((resolve) => setTimeout(resolve, 60)).then(() => sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })),
    ]);
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const live = await liveHere();
    expect(live).toHaveLength(1);
    if (accept.outcome === 'booked') {
      expect(live[0]).toMatchObject({ status: 'confirmed', name: 'Grace Hopper' });
      expect(await statusOf(address('second'))).toBe('confirmed');
    } else {
      expect(live[0]).toMatchObject({ status: 'pending', email: address('second') });
    }
  });

  it('deletes unconfirmed entries after 7 days and every entry a day after its slot', async () => {
    const { db } = database.current;
    const old = await joined(address('old'), false);
    await db.update(waitlistEntries).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(waitlistEntries.id, old.id));
    await createWaitlistEntry(db, { ...wants(address('past')), startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: new Date(Date.now() - 3 * 86_400_000 + 3_600_000) }, { visitorMail: true });
    await joined(address('keep'));
    expect(await sweepWaitlistEntries(db)).toMatchObject({ pending: 1, past: 1 });
    expect((await db.select().from(waitlistEntries).where(eq(waitlistEntries.resource, room))).map((row) => row.email)).toEqual([address('keep')]);
  });

  it('shows a place in the person’s contact history, and an erasure deletes it and gives a held slot to the next person', async () => {
    const { db } = database.current;
    const mine = await joined(address('erase'));
    await joined(address('next'));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    expect(await statusOf(address('erase'))).toBe('offered');
    const history = await contactHistory(db, mine.contactId!);
    // The place, and the booking row holding the time for them.
    const place = history?.rows.find((row) => row.kind === 'waitlist');
    expect(place).toMatchObject({ reference: mine.reference, status: 'Offered the time', centre: 'exeter' });
    expect(history?.rows.map((row) => row.kind).sort()).toEqual(['booking', 'waitlist']);
    expect(place?.summary).toMatch(new RegExp(`^Meeting room ${room}, .+ 10:00 to 12:00$`));
    const reference = `NL-ERAS-${String(tests).padStart(4, '0')}`;
    await db.insert(enquiries).values({ id: randomUUID(), reference, intent: 'quote', name: 'E', email: address('erase').toUpperCase(), phone: '+447700900123' });
    expect(await eraseEnquiry(db, reference)).toMatchObject({ erased: true, waitlistEntries: 1 });
    expect(await statusOf(address('erase'))).toBeUndefined();
    expect(await liveHere()).toHaveLength(0);
    expect(await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room })).toMatchObject({ offered: 1 });
    expect(await statusOf(address('next'))).toBe('offered');
  });
});
