import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { addDays, londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { viewings, waitlistEntries, waitlistOffers } from '../db/schema';
import { manageLinkKey } from '../links/manage-link';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { cancelViewing, createViewing } from '../viewings/viewings';
import { handleViewingWaitlistJoin } from './viewing-waitlist-handler';
import { confirmWaitlistEntry, sweepWaitlistOffers } from './waitlist';
import { handleWaitlistAccept, type WaitlistHandlerDeps } from './waitlist-handler';
import { signWaitlistLink, waitlistLinkExpiry } from './waitlist-link';

/*
 * The viewing waitlist's posts (decision 0058): joining a full viewing slot (the guards, a slot with
 * a place sent back to the viewing form), and taking an offer through POST /api/waitlist/accept,
 * which makes the held seat the person's viewing and lands on the viewing's confirmation page.
 */

const backends = await testBackends();
const joinNow = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
const site = 'http://localhost:3000';
let day = '2030-06-20';
let tests = 0;

const hours: ViewingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  starts: '10:00',
  ends: '12:00',
  slotMinutes: 30,
  capacity: 1,
  minimumNoticeHours: 0,
  closedDates: [],
};

const depsFor = (db: WaitlistHandlerDeps['db'], extra: Partial<WaitlistHandlerDeps> = {}) => ({
  db,
  visitorMail: true,
  channels: ['webhook'] as const,
  rateLimitPerMinute: 100,
  rateLimitStore: 'memory' as const,
  siteUrl: site,
  formTokenSecret: secret,
  linkKey,
  bookingLinkKey: bookingLinkKey('cms-secret'),
  findRoom: async () => undefined,
  openingHours: async () => undefined,
  viewingHours: async (centre: string) => (centre === 'exeter' ? hours : undefined),
  log: silentLog,
  now: () => joinNow,
  ...extra,
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.8', origin: site, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const joinForm = (overrides: Record<string, string> = {}) => ({
  centre: 'exeter',
  slot: `${day}T10:30`,
  email: `sam.${day}@example.co.uk`,
  token: issueFormToken(secret, joinNow - 10_000),
  ...overrides,
});

describe.each(backends)('the viewing waitlist posts on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    day = addDays('2030-06-18', tests + (backend === 'pglite' ? 0 : 20));
  });
  const fill = () =>
    createViewing(
      database.current.db,
      {
        centre: 'exeter', startsAt: londonInstant(day, 10 * 60 + 30), endsAt: londonInstant(day, 11 * 60), unitReferences: [], capacity: 1,
        name: 'Ada Lovelace', email: `ada.${day}@example.co.uk`, phoneE164: '+447700900123', phoneCountry: 'GB',
      },
      [],
    );
  const entries = () =>
    database.current.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.kind, 'viewing'), sql`${waitlistEntries.email} like ${`%.${day}@example.co.uk`}`));
  const join = (fields: Record<string, string> = {}, deps?: WaitlistHandlerDeps) =>
    handleViewingWaitlistJoin(post(`${site}/api/waitlist/viewing`, joinForm(fields)), { ...(deps ?? depsFor(database.current.db)), viewingHours: (deps ?? depsFor(database.current.db)).viewingHours! });

  it('puts an address on a full slot’s list with the CMS’s times and capacity; says check your email; nothing in the answer', async () => {
    await fill();
    const response = await join();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/waitlist/check-your-email');
    const [entry] = await entries();
    expect(entry).toMatchObject({
      status: 'pending', resource: 'viewing:exeter', capacity: 1, desks: null, pricePence: 0,
      startsAt: londonInstant(day, 10 * 60 + 30), endsAt: londonInstant(day, 11 * 60),
    });
    const again = await join({ token: issueFormToken(secret, joinNow - 9_000) });
    expect(again.headers.get('location')).toBe('/waitlist/check-your-email');
    expect(await entries()).toHaveLength(1);
  });

  it('sends a slot with a place free to the viewing form, and refuses forged, automated, invalid, unoffered and mail-less posts', async () => {
    const { db } = database.current;
    expect((await join()).headers.get('location')).toBe(`/viewings/exeter?slot=${encodeURIComponent(`${day}T10:30`)}#viewing-form`);
    await fill();
    const cases: [Record<string, string>, Record<string, string>, Partial<WaitlistHandlerDeps>, string][] = [
      [{}, { origin: 'https://evil.example' }, {}, 'forbidden'],
      [{ token: 'forged' }, {}, {}, 'forbidden'],
      [{ token: issueFormToken(secret, joinNow - 500) }, {}, {}, 'forbidden'],
      [{ website: 'spam' }, {}, {}, 'forbidden'],
      [{ email: 'nope' }, {}, {}, 'invalid'],
      [{ slot: `${day}T10:15` }, {}, {}, 'invalid'],
      [{ slot: `${day}T13:00` }, {}, {}, 'invalid'],
      [{ slot: '2031-06-18T10:30' }, {}, {}, 'invalid'],
      [{ slot: 'x'.repeat(5000) }, {}, {}, 'invalid'],
      [{ centre: 'truro' }, {}, {}, 'invalid'],
      [{}, {}, { visitorMail: false }, 'unavailable'],
      [{}, {}, { rateLimitPerMinute: 0 }, 'rate-limited'],
    ];
    for (const [fields, headers, extra, problem] of cases) {
      const deps = { ...depsFor(db, extra), viewingHours: depsFor(db).viewingHours };
      const response = await handleViewingWaitlistJoin(post(`${site}/api/waitlist/viewing`, joinForm(fields), headers), deps);
      const location = response.headers.get('location') ?? '';
      expect(location, problem).toMatch(new RegExp(`^/waitlist/problem\\?problem=${problem}&back=`));
      expect(location).not.toContain('sam');
    }
    // A body over the bound is refused before it is read.
    const huge = await handleViewingWaitlistJoin(post(`${site}/api/waitlist/viewing`, joinForm({ email: `${'a'.repeat(70_000)}@example.co.uk` })), { ...depsFor(db), viewingHours: depsFor(db).viewingHours });
    expect(huge.headers.get('location')).toMatch(/^\/waitlist\/problem\?problem=forbidden&/);
    // The same form token twice: the second is refused (one form, one place).
    const token = issueFormToken(secret, joinNow - 8_000);
    expect((await join({ token, email: `one.${day}@example.co.uk` })).headers.get('location')).toBe('/waitlist/check-your-email');
    expect((await join({ token, email: `two.${day}@example.co.uk` })).headers.get('location')).toMatch(/^\/waitlist\/problem\?problem=forbidden&/);
    expect((await entries()).map((entry) => entry.email)).toEqual([`one.${day}@example.co.uk`]);
  });

  async function offered(emails: string[]) {
    const { db } = database.current;
    const taken = await fill();
    for (const [index, email] of emails.entries()) {
      await join({ email, token: issueFormToken(secret, joinNow - 10_000 - index) });
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
      await confirmWaitlistEntry(db, entry!.id);
    }
    await cancelViewing(db, taken.id);
    await sweepWaitlistOffers(db, { visitorMail: true });
    const [row] = await db
      .select({ offer: waitlistOffers, entry: waitlistEntries })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistEntries.email, emails[0]!));
    return row!;
  }
  const accept = (found: Awaited<ReturnType<typeof offered>>, deps: WaitlistHandlerDeps, fields: Record<string, string> = {}, signature?: string) =>
    handleWaitlistAccept(
      post(`${site}/api/waitlist/accept`, {
        w: found.offer.id,
        s: signature ?? signWaitlistLink('offer', found.offer.id, waitlistLinkExpiry('offer', found.entry), linkKey),
        name: 'Sam Smith',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken(secret, Date.now() - 10_000),
        ...fields,
      }),
      deps,
    );

  it('books an open viewing offer with the name and phone typed, once, landing on the viewing’s page; a bad phone or a forged link goes back', async () => {
    const { db } = database.current;
    const found = await offered([`first.${day}@example.co.uk`]);
    const live = depsFor(db, { now: () => Date.now() });
    expect((await accept(found, live, { phone: '12' })).headers.get('location')).toContain('&problem=input&fix=phone#offer-form');
    expect((await accept(found, live, {}, 'forged.signature')).headers.get('location')).toMatch(/^\/waitlist\/offer\?w=[^&]+&s=forged\.signature$/);
    // A centre that no longer books viewings online: nothing is booked, the offer page says it has ended.
    expect((await accept(found, { ...live, viewingHours: async () => undefined })).headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
    expect((await accept(found, live, {}, undefined)).headers.get('location')).toMatch(/^\/viewings\/confirmed\?/);
    const [viewing] = await db.select().from(viewings).where(eq(viewings.id, found.offer.viewingId!));
    expect(viewing).toMatchObject({ status: 'confirmed', name: 'Sam Smith', phone: '+447700900456', email: `first.${day}@example.co.uk`, holdExpiresAt: null });
    expect((await accept(found, live)).headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
  });

  it('an offer opened after its 15 minutes books nothing: back to the offer page, which explains', async () => {
    const { db } = database.current;
    const found = await offered([`first.${day}@example.co.uk`, `second.${day}@example.co.uk`]);
    await db.update(waitlistOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(waitlistOffers.id, found.offer.id));
    await db.update(viewings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(viewings.id, found.offer.viewingId!));
    expect((await accept(found, depsFor(db, { now: () => Date.now() }))).headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
    const [hold] = await db.select().from(viewings).where(eq(viewings.id, found.offer.viewingId!));
    expect(hold?.status).toBe('held');
    await sweepWaitlistOffers(db, { visitorMail: true });
    const statuses = await db.select({ email: waitlistEntries.email, status: waitlistEntries.status }).from(waitlistEntries).where(sql`${waitlistEntries.email} like ${`%.${day}@example.co.uk`}`);
    expect(Object.fromEntries(statuses.map((row) => [row.email.split('.')[0], row.status]))).toEqual({ first: 'passed', second: 'offered' });
  });
});
