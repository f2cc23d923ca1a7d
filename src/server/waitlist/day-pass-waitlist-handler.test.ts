import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import { addDays } from '@/lib/booking-slots';
import { bookingLinkKey } from '../bookings/booking-link';
import { cancelDayPass, createDayPass } from '../day-passes/day-passes';
import { dayPasses, waitlistEntries, waitlistOffers } from '../db/schema';
import { manageLinkKey } from '../links/manage-link';
import { handleStripeWebhook } from '../payments/webhook';
import type { Payments } from '../payments/stripe-client';
import { issueFormToken } from '../requests/form-token';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { handleDayPassWaitlistJoin } from './day-pass-waitlist-handler';
import { confirmWaitlistEntry, sweepWaitlistOffers } from './waitlist';
import { handleWaitlistAccept, type WaitlistHandlerDeps } from './waitlist-handler';
import { signWaitlistLink, waitlistLinkExpiry } from './waitlist-link';

/*
 * The day-pass waitlist's posts (decision 0055): joining a full day (the guards, a free day sent
 * back to the form), and taking an offer at the CMS's price, paid at reception or through the
 * day-pass Checkout against the local fake Stripe, whose signed event confirms the held pass.
 */

const backends = await testBackends();
const joinNow = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';
const webhookSecret = 'whsec_test_0123456789abcdef';
const linkKey = manageLinkKey('cms-secret');
const site = 'http://localhost:3000';
let day = '2030-06-20';
let tests = 0;
let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

const settings = { desks: 1, pricePerDayPence: 2000, closedDates: [], freeTrialDay: true };
const everyDay = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '18:00' }];

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
  findRoom: async () => undefined,
  openingHours: async () => everyDay,
  vatRatePercent: async () => 20,
  dayPasses: {
    offer: async (centre) => (centre === 'exeter' ? { settings, openingHours: everyDay } : undefined),
    townOf: async () => 'Exeter',
  },
  log: silentLog,
  now: () => joinNow,
  ...extra,
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7', origin: site, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const joinForm = (overrides: Record<string, string> = {}) => ({
  centre: 'exeter',
  date: day,
  email: `sam.${day}@example.co.uk`,
  token: issueFormToken(secret, joinNow - 10_000),
  ...overrides,
});

describe.each(backends)('the day-pass waitlist posts on %s', (backend) => {
  const database = useTestDatabase(backend);
  beforeEach(() => {
    tests += 1;
    day = addDays('2030-06-18', tests + (backend === 'pglite' ? 0 : 20));
  });
  const fill = () =>
    createDayPass(database.current.db, {
      centre: 'exeter', day, desks: 1, trial: false, name: 'Ada Lovelace', email: `ada.${day}@example.co.uk`,
      phoneE164: '+447700900123', phoneCountry: 'GB', pricePence: 2000, vatRatePercent: 20,
    });
  const entries = () => database.current.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.kind, 'day-pass'), sql`${waitlistEntries.email} like ${`%.${day}@example.co.uk`}`));
  const join = (fields: Record<string, string> = {}, deps?: WaitlistHandlerDeps) =>
    handleDayPassWaitlistJoin(post(`${site}/api/waitlist/day-pass`, joinForm(fields)), deps ?? depsFor(database.current.db));

  it('puts an address on a full day’s list with the CMS’s desks and price; says check your email; nothing in the answer', async () => {
    await fill();
    const response = await join();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/waitlist/check-your-email');
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: 'pending', resource: 'day-pass:exeter', desks: 1, pricePence: 2000, vatRateBasisPoints: 2000 });
    const again = await join({ token: issueFormToken(secret, joinNow - 9_000) });
    expect(again.headers.get('location')).toBe('/waitlist/check-your-email');
    expect(await entries()).toHaveLength(1);
  });

  it('sends a day with a desk free to the day-pass form, and refuses forged, automated, invalid, unsold and mail-less posts', async () => {
    const { db } = database.current;
    expect((await join()).headers.get('location')).toBe(`/coworking/day-pass/exeter?date=${day}#day-pass-form`);
    await fill();
    const cases: [Record<string, string>, Record<string, string>, Partial<WaitlistHandlerDeps>, string][] = [
      [{}, { origin: 'https://evil.example' }, {}, 'forbidden'],
      [{ token: 'forged' }, {}, {}, 'forbidden'],
      [{ token: issueFormToken(secret, joinNow - 500) }, {}, {}, 'forbidden'],
      [{ website: 'spam' }, {}, {}, 'forbidden'],
      [{ email: 'nope' }, {}, {}, 'invalid'],
      [{ date: '2031-06-18' }, {}, {}, 'invalid'],
      [{ centre: 'truro' }, {}, {}, 'invalid'],
      [{}, {}, { visitorMail: false }, 'unavailable'],
      [{}, {}, { rateLimitPerMinute: 0 }, 'rate-limited'],
    ];
    for (const [fields, headers, extra, problem] of cases) {
      const response = await handleDayPassWaitlistJoin(post(`${site}/api/waitlist/day-pass`, joinForm(fields), headers), depsFor(db, extra));
      const location = response.headers.get('location') ?? '';
      expect(location, problem).toMatch(new RegExp(`^/waitlist/problem\\?problem=${problem}&back=`));
      expect(location).not.toContain('sam');
    }
    expect(await entries()).toHaveLength(0);
  });

  async function offered(emails: string[]) {
    const { db } = database.current;
    const taken = await fill();
    for (const [index, email] of emails.entries()) {
      await join({ email, token: issueFormToken(secret, joinNow - 10_000 - index) });
      const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
      await confirmWaitlistEntry(db, entry!.id);
    }
    await cancelDayPass(db, taken.id);
    await sweepWaitlistOffers(db, { visitorMail: true });
    const [row] = await db
      .select({ offer: waitlistOffers, entry: waitlistEntries })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistEntries.email, emails[0]!));
    return row!;
  }
  const accept = (found: Awaited<ReturnType<typeof offered>>, deps: WaitlistHandlerDeps, fields: Record<string, string> = {}) =>
    handleWaitlistAccept(
      post(`${site}/api/waitlist/accept`, {
        w: found.offer.id,
        s: signWaitlistLink('offer', found.offer.id, waitlistLinkExpiry('offer', found.entry), linkKey),
        name: 'Sam Smith',
        phone: '07700 900456',
        phoneCountry: 'GB',
        token: issueFormToken(secret, Date.now() - 10_000),
        ...fields,
      }),
      deps,
    );

  it('books an open day-pass offer at the CMS’s price with the name and phone typed, once; a bad phone goes back to the offer', async () => {
    const { db } = database.current;
    const found = await offered([`first.${day}@example.co.uk`]);
    const live = depsFor(db, { now: () => Date.now() });
    const badPhone = await accept(found, live, { phone: '12' });
    expect(badPhone.headers.get('location')).toContain('&problem=input&fix=phone#offer-form');
    const booked = await accept(found, live);
    expect(booked.headers.get('location')).toMatch(/^\/coworking\/day-pass\/confirmed\?/);
    const [pass] = await db.select().from(dayPasses).where(eq(dayPasses.id, found.offer.dayPassId!));
    expect(pass).toMatchObject({ status: 'confirmed', name: 'Sam Smith', phone: '+447700900456', pricePence: 2000, email: `first.${day}@example.co.uk`, day });
    expect((await accept(found, live)).headers.get('location')).toMatch(/^\/waitlist\/offer\?w=/);
  });

  it('paid online: Checkout for the held desk at the price with VAT; the signed event confirms the pass once; the sweep records it taken', async () => {
    const { db } = database.current;
    const found = await offered([`first.${day}@example.co.uk`, `second.${day}@example.co.uk`]);
    const location = (await accept(found, depsFor(db, { now: () => Date.now(), payments }))).headers.get('location')!;
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    const sessionId = new URL(location).pathname.split('/').pop()!;
    const [held] = await db.select().from(dayPasses).where(eq(dayPasses.id, found.offer.dayPassId!));
    expect(held).toMatchObject({ status: 'pending', checkoutSessionId: sessionId, name: 'Sam Smith' });
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(2400);
    const paid = fake.complete(sessionId);
    const webhook = () => handleStripeWebhook(stripeEventRequest(paid), { db, payments, channels: ['webhook'], log: silentLog });
    expect(await (await webhook()).json()).toMatchObject({ outcome: 'day-pass-paid' });
    expect(await (await webhook()).json()).toMatchObject({ outcome: 'replay' });
    await sweepWaitlistOffers(db, { visitorMail: true });
    const statuses = await db.select({ email: waitlistEntries.email, status: waitlistEntries.status }).from(waitlistEntries).where(inArray(waitlistEntries.email, [`first.${day}@example.co.uk`, `second.${day}@example.co.uk`]));
    expect(Object.fromEntries(statuses.map((row) => [row.email.split('.')[0], row.status]))).toEqual({ first: 'booked', second: 'confirmed' });
    const [confirmed] = await db.select().from(dayPasses).where(eq(dayPasses.id, held!.id));
    expect(confirmed).toMatchObject({ status: 'confirmed', paidPence: 2400 });
  });
});
