import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { bookingLinkKey } from './booking-link';
import { bookingDraftCookie, readBookingDraft } from './booking-draft';
import { handleBookingPost, type BookingHandlerDeps } from './booking-handler';
import { bookings } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { createPayments } from '../payments/stripe-client';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';

/*
 * Every refusal of the no-JavaScript reserve flow is a 303 to a page in the site's layout, with
 * nothing personal in the address and what was typed kept in the signed draft cookie.
 */

const backends = await testBackends();
const secret = 'form-secret-0123456789';
const day = '2030-06-17'; // a Monday
const now = londonInstant(day, 7 * 60).getTime() - 24 * 3600_000;

function deps(db: TestDatabase['db'], overrides: Partial<BookingHandlerDeps> = {}): BookingHandlerDeps {
  return {
    db,
    channels: [],
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: secret,
    linkKey: bookingLinkKey('cms-secret'),
    findRoom: async (_centre, reference) =>
      reference.startsWith('EXE-MR') ? { reference, name: 'Room', centre: 'exeter', rates: { hourly: 35, halfDay: 110, day: 190 } } : undefined,
    openingHours: async () => [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
    log: silentLog,
    now: () => now,
    ...overrides,
  };
}

const form = (fields: Record<string, string> = {}) => ({
  centre: 'exeter',
  room: 'EXE-MR40',
  date: day,
  duration: 'hour',
  hours: '1',
  start: '10:00',
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phone: '07700 900456',
  phoneCountry: 'GB',
  token: issueFormToken(secret, now - 10_000),
  ...fields,
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}, address = '192.0.2.50') {
  return new Request('http://localhost:3000/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function expectPage(response: Response, location: string | RegExp) {
  expect(response.status).toBe(303);
  const to = response.headers.get('location')!;
  if (typeof location === 'string') expect(to).toBe(location);
  else expect(to).toMatch(location);
  expect(to).not.toMatch(/grace|Hopper|0770|api/i);
  return to;
}

const draftOf = (response: Response) =>
  readBookingDraft(/booking_draft=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1], secret, now);

describe.each(backends)('booking refusals on %s', (backend) => {
  const database = useTestDatabase(backend);
  // The memory rate limit is per process: each backend's visitors come from their own addresses.
  const address = (last: number) => `192.0.2.${last + (backend === 'pglite' ? 0 : 100)}`;

  it('answers cross-site and oversized posts with /book/problem', async () => {
    const { db } = database.current;
    expectPage(await handleBookingPost(post(form(), { origin: 'https://evil.example' }), deps(db)), '/book/problem?problem=cross-site');
    expectPage(await handleBookingPost(post(form({ name: 'x'.repeat(40_000) })), deps(db)), '/book/problem?problem=too-long');
  });

  it('takes one booking per form token: the same form sent again is refused, details kept', async () => {
    // Issue 41: one token had served 15 posts.
    const { db } = database.current;
    const token = issueFormToken(secret, now - 10_000);
    const first = await handleBookingPost(post(form({ room: 'EXE-MR49', token }), {}, address(61)), deps(db));
    expectPage(first, /^\/book\/confirmed\?b=/);
    const again = await handleBookingPost(post(form({ room: 'EXE-MR41', start: '12:00', token }), {}, address(61)), deps(db));
    expectPage(again, /problem=form-used/);
    expect(draftOf(again)?.values).toMatchObject({ name: 'Grace Hopper' });
    expect(await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-MR49'))).toHaveLength(1);
  });

  it('answers a form that is not valid UTF-8 with /book/problem, storing nothing', async () => {
    const { db } = database.current;
    const damaged = post(form());
    const request = new Request(damaged.url, {
      method: 'POST',
      headers: damaged.headers,
      body: `${new URLSearchParams(form({ name: '' })).toString()}&name=Bad%FF%FEName`,
    });
    expectPage(await handleBookingPost(request, deps(db)), '/book/problem?problem=unreadable');
    expect(await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-MR40'))).toHaveLength(0);
  });

  it('sends bad input back to the chosen time on the centre page, with what was typed and what was wrong', async () => {
    const { db } = database.current;
    const response = await handleBookingPost(post(form({ email: 'not-an-email' })), deps(db));
    expectPage(response, '/book/exeter?date=2030-06-17&duration=hour&hours=1&room=EXE-MR40&start=10%3A00&problem=input');
    const draft = draftOf(response)!;
    expect(draft.values).toMatchObject({ name: 'Grace Hopper', email: 'not-an-email', phone: '07700 900456' });
    expect(draft.errors.email).toBeTruthy();
    expect(response.headers.get('set-cookie')).toMatch(/; Path=\/book; Max-Age=900; HttpOnly; SameSite=Lax$/);
  });

  it('refuses a time or a room that is not offered, and an old form, each with a page', async () => {
    const { db } = database.current;
    expectPage(await handleBookingPost(post(form({ start: '21:00' })), deps(db)), '/book/exeter?date=2030-06-17&duration=hour&hours=1&room=EXE-MR40&problem=slot');
    expectPage(
      await handleBookingPost(post(form({ room: 'EXE-W01' })), deps(db)),
      '/book/problem?date=2030-06-17&duration=hour&hours=1&room=EXE-W01&problem=room&centre=exeter',
    );
    const old = await handleBookingPost(post(form({ token: issueFormToken(secret, now - 3 * 24 * 3600_000) })), deps(db));
    expectPage(old, /^\/book\/exeter\?.*problem=form-expired$/);
    expect(draftOf(old)?.values.name).toBe('Grace Hopper');
  });

  it('tells a visitor over the rate limit to wait, on the centre page', async () => {
    const { db } = database.current;
    const limited = deps(db, { rateLimitPerMinute: 1 });
    expect((await handleBookingPost(post(form({ room: 'EXE-MR41' }), {}, address(51)), limited)).headers.get('location')).toMatch(/^\/book\/confirmed/);
    expectPage(await handleBookingPost(post(form({ room: 'EXE-MR42' }), {}, address(51)), limited), /^\/book\/exeter\?.*problem=rate-limited$/);
  });

  it('releases the hold and says so when the payment cannot start, and gives an error reference on a fault', async () => {
    const { db } = database.current;
    // Nothing listens on port 9 (discard): Stripe is unreachable.
    const payments = createPayments({ secretKey: 'sk_test_0123456789abcdef', webhookSecret: 'whsec_0123456789abcdef', apiUrl: 'http://127.0.0.1:9' });
    const refused = await handleBookingPost(post(form({ room: 'EXE-MR43' })), deps(db, { payments }));
    expectPage(refused, /^\/book\/problem\?problem=payment&ref=[A-Z0-9-]+$/);
    const [held] = await db.select().from(bookings).where(eq(bookings.roomReference, 'EXE-MR43'));
    expect(held?.status).toBe('expired');
    // The slot is free again at once.
    expect((await handleBookingPost(post(form({ room: 'EXE-MR43' }), {}, address(52)), deps(db))).headers.get('location')).toMatch(/^\/book\/confirmed/);

    const broken = deps(db, { findRoom: () => Promise.reject(new Error('CMS down')) });
    expectPage(await handleBookingPost(post(form()), broken), /^\/book\/problem\?problem=error&ref=[A-Z0-9-]+$/);
  });
});

describe('the booking draft cookie', () => {
  const cookie = bookingDraftCookie({ name: 'Ada', email: 'ada@example.co.uk', phone: '07700 900123', phoneCountry: 'GB' }, { email: 'Check the email' }, secret, {
    secure: true,
    now,
  });
  const value = /^booking_draft=([^;]+)/.exec(cookie)![1]!;

  it('reads back what it wrote, for 15 minutes only', () => {
    expect(cookie).toMatch(/; Secure$/);
    expect(readBookingDraft(value, secret, now + 60_000)).toEqual({
      values: { name: 'Ada', email: 'ada@example.co.uk', phone: '07700 900123', phoneCountry: 'GB' },
      errors: { email: 'Check the email' },
    });
    expect(readBookingDraft(value, secret, now + 16 * 60_000)).toBeUndefined();
  });

  it('ignores a cookie it did not sign, or one altered', () => {
    expect(readBookingDraft(value, 'another-secret-0123456789', now)).toBeUndefined();
    const [body, signature] = value.split('.');
    const forged = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('Ada', 'Eve')).toString('base64url');
    expect(readBookingDraft(`${forged}.${signature}`, secret, now)).toBeUndefined();
    expect(readBookingDraft('garbage', secret, now)).toBeUndefined();
    expect(readBookingDraft(undefined, secret, now)).toBeUndefined();
  });
});
