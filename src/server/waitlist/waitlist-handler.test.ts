import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { createBooking } from '../bookings/bookings';
import { bookingLinkKey } from '../bookings/booking-link';
import { bookings, waitlistEntries, waitlistOffers } from '../db/schema';
import { manageLinkKey } from '../links/manage-link';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { confirmWaitlistEntry, sweepWaitlistOffers } from './waitlist';
import { handleWaitlistAccept, handleWaitlistConfirm, handleWaitlistJoin, handleWaitlistUnsubscribe, type WaitlistHandlerDeps } from './waitlist-handler';
import { signWaitlistLink, waitlistLinkExpiry } from './waitlist-link';

const backends = await testBackends();
const joinNow = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
const site = 'http://localhost:3000';
const day = '2030-06-18'; // a Tuesday
let room = 'EXE-MR01';
let tests = 0;

const depsFor = (db: WaitlistHandlerDeps['db'], extra: Partial<WaitlistHandlerDeps> = {}): WaitlistHandlerDeps => ({
  db,
  visitorMail: true,
  channels: ['webhook'],
  rateLimitPerMinute: 100,
  rateLimitStore: 'memory',
  siteUrl: site,
  formTokenSecret: secret,
  linkKey,
  bookingLinkKey: bookingLinkKey('cms-secret'),
  findRoom: async (centre, reference) => (reference === room ? { reference, centre, name: 'Oak Room', rates: { hourly: 35, halfDay: 120, day: 220 } } : undefined),
  openingHours: async () => [{ days: ['Monday', 'Tuesday'], opens: '08:00', closes: '18:00' }],
  log: silentLog,
  now: () => joinNow,
  ...extra,
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9', origin: site, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const joinForm = (overrides: Record<string, string> = {}) => ({
  centre: 'exeter',
  room,
  date: day,
  duration: 'hour',
  hours: '2',
  start: '10:00',
  email: 'sam@example.co.uk',
  token: issueFormToken(secret, joinNow - 10_000),
  ...overrides,
});

describe.each(backends)('the waitlist posts on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    room = `${backend === 'pglite' ? 'HPG' : 'HPS'}-MR${String(tests).padStart(2, '0')}`;
  });
  const full = () =>
    createBooking(database.current.db, {
      roomReference: room, centre: 'exeter', startsAt: londonInstant(day, 600), endsAt: londonInstant(day, 720), duration: 'hour', hours: 2,
      name: 'Ada Lovelace', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB', pricePence: 7000, vatRatePercent: 20,
    }, []);
  const entries = () => database.current.db.select().from(waitlistEntries).where(eq(waitlistEntries.resource, room));

  it('puts an address on a full slot’s list, pending, and says check your email; no address in the answer', async () => {
    const { db } = database.current;
    await full();
    const response = await handleWaitlistJoin(post(`${site}/api/waitlist`, joinForm()), depsFor(db));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/waitlist/check-your-email');
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: 'pending', email: 'sam@example.co.uk', pricePence: 7000, vatRateBasisPoints: 2000 });
    // Again, with a fresh form: the same page, nothing new stored.
    const again = await handleWaitlistJoin(post(`${site}/api/waitlist`, joinForm({ token: issueFormToken(secret, joinNow - 9_000) })), depsFor(db));
    expect(again.headers.get('location')).toBe('/waitlist/check-your-email');
    expect(await entries()).toHaveLength(1);
  });

  it('sends a free slot to the booking form instead, and refuses forged, automated, invalid and mail-less posts', async () => {
    const { db } = database.current;
    const free = await handleWaitlistJoin(post(`${site}/api/waitlist`, joinForm()), depsFor(db));
    expect(free.headers.get('location')).toBe(`/book/exeter?date=${day}&duration=hour&hours=2&room=${room}&start=10%3A00#reserve`);
    await full();
    const cases: [Request, WaitlistHandlerDeps, string][] = [
      [post(`${site}/api/waitlist`, joinForm(), { origin: 'https://evil.example' }), depsFor(db), 'forbidden'],
      [post(`${site}/api/waitlist`, joinForm({ token: 'forged' })), depsFor(db), 'forbidden'],
      [post(`${site}/api/waitlist`, joinForm({ token: issueFormToken(secret, joinNow - 500) })), depsFor(db), 'forbidden'],
      [post(`${site}/api/waitlist`, joinForm({ website: 'spam' })), depsFor(db), 'forbidden'],
      [post(`${site}/api/waitlist`, joinForm({ email: 'nope' })), depsFor(db), 'invalid'],
      [post(`${site}/api/waitlist`, joinForm({ start: '07:00' })), depsFor(db), 'invalid'],
      [post(`${site}/api/waitlist`, joinForm()), depsFor(db, { visitorMail: false }), 'unavailable'],
      [post(`${site}/api/waitlist`, joinForm()), depsFor(db, { rateLimitPerMinute: 0 }), 'rate-limited'],
    ];
    for (const [request, deps, problem] of cases) {
      const location = (await handleWaitlistJoin(request, deps)).headers.get('location') ?? '';
      expect(location, problem).toMatch(new RegExp(`^/waitlist/problem\\?problem=${problem}&back=`));
      expect(location).not.toContain('sam');
    }
    expect(await entries()).toHaveLength(0);
  });

  it('confirms through the signed link only, unsubscribes in one click, and refuses a forged or expired link', async () => {
    const { db } = database.current;
    await full();
    await handleWaitlistJoin(post(`${site}/api/waitlist`, joinForm()), depsFor(db));
    const [entry] = await entries();
    const expires = waitlistLinkExpiry('confirm', entry!);
    const confirm = (signature: string, deps = depsFor(db, { now: () => Date.now() })) => handleWaitlistConfirm(post(`${site}/api/waitlist/confirm`, { w: entry!.id, s: signature }), deps);
    const forged = await confirm(`${signWaitlistLink('confirm', entry!.id, expires, 'other-key')}`);
    expect(forged.headers.get('location')).toMatch(/^\/waitlist\/confirm\?w=/);
    const late = await confirm(signWaitlistLink('confirm', entry!.id, expires, linkKey), depsFor(db, { now: () => expires.getTime() + 1000 }));
    expect(late.headers.get('location')).toMatch(/^\/waitlist\/confirm\?w=/);
    expect((await entries())[0]!.status).toBe('pending');
    const confirmed = await confirm(signWaitlistLink('confirm', entry!.id, expires, linkKey));
    expect(confirmed.headers.get('location')).toBe('/waitlist/confirmed');
    expect((await entries())[0]!.status).toBe('confirmed');
    const unsubscribe = signWaitlistLink('unsubscribe', entry!.id, waitlistLinkExpiry('unsubscribe', entry!), linkKey);
    const wrongPurpose = await handleWaitlistUnsubscribe(
      post(`${site}/api/waitlist/unsubscribe?w=${entry!.id}&s=${signWaitlistLink('confirm', entry!.id, expires, linkKey)}`, { 'List-Unsubscribe': 'One-Click' }, { origin: 'https://mail.example' }),
      depsFor(db),
    );
    expect(wrongPurpose.status).toBe(403);
    const oneClick = await handleWaitlistUnsubscribe(
      post(`${site}/api/waitlist/unsubscribe?w=${entry!.id}&s=${unsubscribe}`, { 'List-Unsubscribe': 'One-Click' }, { origin: 'https://mail.example' }),
      depsFor(db, { now: () => Date.now() }),
    );
    expect(oneClick.status).toBe(200);
    expect(await entries()).toHaveLength(0);
  });

  it('books an open offer with the name and phone typed, at today’s price; refuses forged links and answers a lapsed one on its page', async () => {
    const { db } = database.current;
    const taken = await full();
    await handleWaitlistJoin(post(`${site}/api/waitlist`, joinForm()), depsFor(db));
    const [entry] = await entries();
    await confirmWaitlistEntry(db, entry!.id);
    await db.update(bookings).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(bookings.id, taken.id));
    await sweepWaitlistOffers(db, { visitorMail: true, roomReference: room });
    const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entry!.id));
    const signature = signWaitlistLink('offer', offer!.id, waitlistLinkExpiry('offer', entry!), linkKey);
    const live = depsFor(db, { now: () => Date.now() });
    const accept = (fields: Record<string, string>, deps = live) =>
      handleWaitlistAccept(post(`${site}/api/waitlist/accept`, { w: offer!.id, s: signature, name: 'Sam Smith', phone: '07700 900456', phoneCountry: 'GB', token: issueFormToken(secret, Date.now() - 10_000), ...fields }), deps);
    const forged = await accept({ s: signWaitlistLink('offer', offer!.id, waitlistLinkExpiry('offer', entry!), 'other-key') });
    expect(forged.headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
    const badPhone = await accept({ phone: '12' });
    expect(badPhone.headers.get('location')).toContain('&problem=input&fix=phone#offer-form');
    expect(badPhone.headers.get('location')).not.toContain('Sam');
    const booked = await accept({});
    expect(booked.headers.get('location')).toMatch(/^\/book\/confirmed\?b=[0-9a-f-]{36}&s=/);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, offer!.bookingId!));
    // Today's rates (£35 an hour, 2 hours), not the figure when they joined.
    expect(row).toMatchObject({ status: 'confirmed', name: 'Sam Smith', phone: '+447700900456', pricePence: 7000, email: 'sam@example.co.uk' });
    const twice = await accept({});
    expect(twice.headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
  });
});
