import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeAttribution } from '@/domain/attribution';
import { londonInstant } from '@/lib/booking-slots';
import { handleAlertSubscribe } from '../alerts/alert-handler';
import { bookingLinkKey } from '../bookings/booking-link';
import { handleBookingPost } from '../bookings/booking-handler';
import { handleDayPassPost } from '../day-passes/day-pass-handler';
import { alertSubscriptions, bookings, dayPasses, leads, viewings } from '../db/schema';
import { loadSources } from '../leads/sources';
import { manageLinkKey } from '../links/manage-link';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { handleViewingPost } from '../viewings/viewing-handler';
import { issueFormToken } from './form-token';

/*
 * Issue 40 item 2: a room booking, a day pass, an alert sign-up and a viewing keep the visitor's
 * channel attribution, as enquiries, orders and licences already did, and ad click ids reach a
 * row only when the same request's cookie_consent grants advertising (decision 0046). Run on
 * PGlite and, where it is up, PostgreSQL.
 */

const backends = await testBackends();
const secret = 'form-secret-0123456789';
const day = '2030-06-18'; // a Tuesday
const now = londonInstant('2030-06-17', 10 * 60).getTime();
const site = 'http://localhost:3000';

const clicked = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'units-spring',
  gclid: 'Cj0KCQjw-abc_123',
  gbraid: '0AAAAAo-xyz',
  landing_path: '/units',
  timestamp: new Date(now - 3 * 86_400_000).toISOString(),
};
const attributionCookie = `channel_attrib=${serializeAttribution({ first: clicked, last: clicked })}`;
// GA4's cookie too: its client id is kept only with analytics consent (decision 0050).
const withConsent = (value: 'true' | 'analytics' | 'advertising') =>
  `cookie_consent=${value}; ${attributionCookie}; _ga=GA1.1.111111.1700000000`;
const consentOf = (adUserData: boolean, analytics: boolean) => ({
  consent: { ad_user_data: adUserData, analytics },
  ...(analytics ? { ga_client_id: '111111.1700000000' } : {}),
});
const withoutClickIds = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'units-spring',
  landing_path: '/units',
  timestamp: clicked.timestamp,
};

const formPost = (
  path: string,
  fields: Record<string, string | string[]>,
  cookie: string | undefined,
  address: string,
) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of ([] as string[]).concat(value)) body.append(key, one);
  return new Request(`${site}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: body.toString(),
  });
};

const common = {
  rateLimitPerMinute: 100,
  rateLimitStore: 'memory' as const,
  siteUrl: site,
  formTokenSecret: secret,
  log: silentLog,
  now: () => now,
};
const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phone: '07700 900456',
  phoneCountry: 'GB',
};

function bookRoom(db: TestDatabase['db'], start: string, cookie: string | undefined, address: string) {
  return handleBookingPost(
    formPost(
      '/api/bookings',
      {
        centre: 'exeter',
        room: 'EXE-MR40',
        date: day,
        duration: 'hour',
        hours: '1',
        start,
        ...contact,
        token: issueFormToken(secret, now - 10_000 - start.length),
      },
      cookie,
      address,
    ),
    {
      ...common,
      db,
      channels: [],
      linkKey: bookingLinkKey('cms-secret'),
      findRoom: async (_centre, reference) => ({
        reference,
        name: 'Room',
        centre: 'exeter',
        rates: { hourly: 35, halfDay: 110, day: 190 },
      }),
      openingHours: async () => [{ days: ['Tuesday'], opens: '08:00', closes: '18:00' }],
    },
  );
}

const idOf = (response: Response, parameter: string) =>
  new URL(response.headers.get('location') ?? '', site).searchParams.get(parameter) ?? '';

describe.each(backends)('attribution carried into bookings, passes, alerts and viewings on %s', (backend) => {
  const database = useTestDatabase(backend);
  const address = (last: number) => `192.0.2.${last + (backend === 'pglite' ? 0 : 100)}`;

  it('a room booking keeps the campaign and, with advertising consent, the click ids; its lead shows them', async () => {
    const { db } = database.current;
    const granted = await bookRoom(db, '10:00', withConsent('true'), address(1));
    expect(granted.headers.get('location')).toMatch(/^\/book\/confirmed\?b=/);
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, idOf(granted, 'b')));
    expect(row?.attribution).toEqual({ first: clicked, last: clicked, ...consentOf(true, true) });

    const analyticsOnly = await bookRoom(db, '12:00', withConsent('analytics'), address(2));
    const [other] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, idOf(analyticsOnly, 'b')));
    expect(other?.attribution).toEqual({ first: withoutClickIds, last: withoutClickIds, ...consentOf(false, true) });

    // The lead the booking made (a trigger, 0011_leads.sql) reads its attribution from the row.
    const [lead] = await db.select().from(leads).where(eq(leads.sourceId, row!.id));
    const sources = await loadSources(db, [{ sourceKind: 'booking', sourceId: row!.id }]);
    expect(lead?.sourceKind).toBe('booking');
    expect(sources.get(`booking:${row!.id}`)?.attribution).toEqual({ first: clicked, last: clicked, ...consentOf(true, true) });
  });

  it('a day pass drops the click ids when advertising consent was withdrawn, whatever the cookie still holds', async () => {
    const { db } = database.current;
    const deps = {
      ...common,
      db,
      visitorMail: false,
      linkKey: manageLinkKey('cms-secret'),
      offer: async () => ({
        settings: { desks: 4, pricePerDayPence: 2500, closedDates: [], freeTrialDay: false },
        openingHours: [{ days: ['Tuesday'], opens: '08:30', closes: '17:30' }],
      }),
      vatRatePercent: async () => 20,
    };
    const pass = (cookie: string | undefined, email: string, last: number) =>
      handleDayPassPost(
        formPost(
          '/api/day-passes',
          {
            centre: 'exeter',
            date: day,
            kind: 'day',
            ...contact,
            email,
            terms: 'yes',
            token: issueFormToken(secret, now - 10_000 - last),
          },
          cookie,
          address(last),
        ),
        deps,
      );
    const refused = await pass(`cookie_consent=false; ${attributionCookie}`, 'a@example.co.uk', 3);
    const granted = await pass(withConsent('advertising'), 'b@example.co.uk', 4);
    const none = await pass(undefined, 'c@example.co.uk', 5);
    const stored = async (response: Response) =>
      (
        await db
          .select()
          .from(dayPasses)
          .where(eq(dayPasses.id, idOf(response, 'b')))
      )[0]?.attribution;
    expect(await stored(refused)).toEqual({ first: withoutClickIds, last: withoutClickIds, ...consentOf(false, false) });
    // Advertising only: ad_user_data granted, no analytics, so no GA4 client id even with a _ga cookie.
    expect(await stored(granted)).toEqual({ first: clicked, last: clicked, ...consentOf(true, false) });
    expect(await stored(none)).toBeNull();
  });

  it('an alert sign-up keeps its attribution; a forged or oversized click id is not stored at all', async () => {
    const { db } = database.current;
    const subscribe = (cookie: string, email: string, last: number) =>
      handleAlertSubscribe(
        formPost(
          '/api/alerts',
          {
            workspaceType: 'workshops',
            centres: ['exeter'],
            email,
            consent: 'yes',
            token: issueFormToken(secret, now - 10_000 - last),
          },
          cookie,
          address(last),
        ),
        { ...common, db, visitorMail: true, linkKey: manageLinkKey('cms-secret') },
      );
    expect((await subscribe(withConsent('true'), 'ada@example.co.uk', 6)).headers.get('location')).toBe(
      '/alerts/check-your-email',
    );
    const forged = serializeAttribution({
      first: { ...clicked, gclid: 'abc"><script>' },
      last: clicked,
    } as never);
    await subscribe(`cookie_consent=true; channel_attrib=${forged}`, 'bob@example.co.uk', 7);
    const rows = await db.select().from(alertSubscriptions);
    const byEmail = new Map(rows.map((row) => [row.email, row.attribution]));
    expect(byEmail.get('ada@example.co.uk')).toEqual({ first: clicked, last: clicked, ...consentOf(true, true) });
    // The browser's check refuses the whole cookie, so nothing of it is kept.
    expect(byEmail.get('bob@example.co.uk')).toBeNull();
    const [lead] = await db.select().from(leads).where(eq(leads.sourceKind, 'alert'));
    expect(lead).toBeDefined();
  });

  it("a viewing posted before any consent keeps the page's own campaign, never its click id", async () => {
    const { db } = database.current;
    const response = await handleViewingPost(
      formPost(
        '/api/viewings',
        {
          centre: 'exeter',
          slot: '2030-06-18T10:30',
          units: [],
          ...contact,
          token: issueFormToken(secret, now - 10_000),
          touch: JSON.stringify({
            utm_source: 'google',
            gclid: 'Cj0KCQjw-abc_123',
            landing_path: '/viewings/exeter',
          }),
        },
        undefined,
        address(8),
      ),
      {
        ...common,
        db,
        channels: [],
        linkKey: manageLinkKey('cms-secret'),
        viewingHours: async () => ({
          days: ['Tuesday'],
          starts: '10:00',
          ends: '12:00',
          slotMinutes: 30,
          capacity: 1,
          minimumNoticeHours: 1,
          closedDates: [],
        }),
        unitsAt: async () => [],
      },
    );
    expect(response.headers.get('location')).toMatch(/^\/viewings\/confirmed/);
    const [row] = await db
      .select()
      .from(viewings)
      .where(eq(viewings.id, idOf(response, 'b')));
    expect(row?.attribution).toEqual({ touch: { utm_source: 'google', landing_path: '/viewings/exeter' }, ...consentOf(false, false) });
  });
});
