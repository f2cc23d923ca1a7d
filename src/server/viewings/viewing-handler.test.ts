import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { outbox, viewings } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor, WebhookReceiver } from '../testing/receivers';
import { openViewingFormState, viewingFormCookieName } from './viewing-form-state';
import {
  handleViewingCancel,
  handleViewingMove,
  handleViewingPost,
  type ViewingHandlerDeps,
} from './viewing-handler';
import { manageLinkKey } from '../links/manage-link';
import { viewingManagePath } from './viewing-link';

const backends = await testBackends();

const hours: ViewingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  starts: '10:00',
  ends: '12:00',
  slotMinutes: 30,
  capacity: 1,
  minimumNoticeHours: 24,
  closedDates: [],
};
// Monday 17 June 2030, 09:00 UTC; the slot asked for is Tuesday 18 June, 10:30 BST.
const now = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';

function depsFor(db: ViewingHandlerDeps['db'], extra: Partial<ViewingHandlerDeps> = {}): ViewingHandlerDeps {
  return {
    db,
    channels: ['webhook', 'email'],
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: secret,
    linkKey: manageLinkKey('cms-secret'),
    viewingHours: async (centre) => (centre === 'exeter' ? hours : undefined),
    unitsAt: async () => ['EXE-W04', 'EXE-W05'],
    log: silentLog,
    now: () => now,
    ...extra,
  };
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of ([] as string[]).concat(value)) body.append(key, one);
  return body.toString();
};

const valid = (overrides: Record<string, string | string[]> = {}) => ({
  centre: 'exeter',
  slot: '2030-06-18T10:30',
  units: ['EXE-W04', 'EXE-W05'],
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phone: '07700 900456',
  phoneCountry: 'GB',
  token: issueFormToken(secret, now - 10_000),
  touch: JSON.stringify({ utm_source: 'leaflet', landing_path: '/viewings/exeter' }),
  ...overrides,
});

const post = (
  deps: ViewingHandlerDeps,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) =>
  handleViewingPost(
    new Request('http://localhost:3000/api/viewings', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '192.0.2.7',
        ...headers,
      },
      body: form(fields),
    }),
    deps,
  );

const sealedState = (response: Response) => {
  const cookie = response.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${viewingFormCookieName}=([^;]*)`).exec(cookie)?.[1];
  return openViewingFormState(value, secret, now);
};

describe.each(backends)('the viewing form handler on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('books a viewing with its units and attribution, then answers the same slot as full with a page to go back to', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const attribution = encodeURIComponent(
      JSON.stringify({
        first: { utm_source: 'google', utm_medium: 'cpc', timestamp: '2030-06-01T10:00:00.000Z' },
        last: { referrer_host: 'news.example', timestamp: '2030-06-16T10:00:00.000Z' },
      }),
    );
    const booked = await post(deps, valid(), { cookie: `channel_attrib=${attribution}` });
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/viewings\/confirmed\?b=[0-9a-f-]{36}&s=/);
    const [row] = await db.select().from(viewings).where(eq(viewings.name, 'Grace Hopper'));
    expect(row).toMatchObject({
      phone: '+447700900456',
      unitReferences: ['EXE-W04', 'EXE-W05'],
      seat: 1,
      capacity: 1,
    });
    expect(row!.startsAt.toISOString()).toBe('2030-06-18T09:30:00.000Z');
    expect(row!.attribution).toMatchObject({
      first: { utm_source: 'google' },
      last: { referrer_host: 'news.example' },
    });
    expect(
      (await db.select().from(outbox).where(eq(outbox.viewingId, row!.id)))
        .map((item) => item.channel)
        .sort(),
    ).toEqual(['email', 'webhook']);

    const full = await post(deps, valid({ name: 'Someone Else' }));
    expect(full.status).toBe(303);
    expect(full.headers.get('location')).toBe('/viewings/exeter?unit=EXE-W04&problem=full#viewing-problem');
    // What they typed waits in the sealed cookie, so choosing another time keeps it.
    expect(sealedState(full)?.values).toMatchObject({ name: 'Someone Else', units: ['EXE-W04', 'EXE-W05'] });

    // Without the consent cookie, the page's own touch is stored.
    await post(deps, valid({ slot: '2030-06-18T11:00', units: [] }));
    const [touched] = await db
      .select()
      .from(viewings)
      .where(eq(viewings.startsAt, new Date('2030-06-18T10:00:00Z')));
    expect(touched!.attribution).toEqual({
      touch: { utm_source: 'leaflet', landing_path: '/viewings/exeter' },
      // Nothing was granted: kept as not granted, for offline conversions (decision 0050).
      consent: { ad_user_data: false, analytics: false },
    });
    expect(touched!.unitReferences).toEqual([]);
  });

  it('sends bad input back to the form with a message per field, nothing personal in the URL', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const bad = await post(deps, valid({ phone: '0770', email: 'grace@', units: ['EXE-W04', 'AND-W01'] }));
    expect(bad.status).toBe(303);
    const location = bad.headers.get('location')!;
    expect(location).toBe(
      '/viewings/exeter?unit=EXE-W04&slot=2030-06-18T10%3A30&problem=invalid#viewing-form',
    );
    expect(location).not.toContain('grace');
    const cookie = bad.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/viewings/);
    expect(cookie).not.toContain('grace');
    const state = sealedState(bad)!;
    expect(state.errors.email).toMatch(/email address like/);
    // The schema's refusal comes first; the phone and units are checked once the rest parses.
    const phoneOnly = sealedState(await post(deps, valid({ phone: '0770' })))!;
    expect(phoneOnly.errors.phone).toMatch(/too short/);
    const unitsOnly = sealedState(await post(deps, valid({ units: ['AND-W01'] })))!;
    expect(unitsOnly.errors.units).toMatch(/this centre/);
    // A sealed cookie altered on the way is ignored.
    expect(openViewingFormState(`x${cookie.split('=')[1]!.split(';')[0]!}`, secret, now)).toBeUndefined();
  });

  it('refuses a slot not offered, a cross-site post, a forged token, a quick fill and too many posts', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const location = async (
      fields: Record<string, string | string[]>,
      headers: Record<string, string> = {},
      extra?: ViewingHandlerDeps,
    ) => {
      const answer = await post(extra ?? deps, fields, headers);
      expect(answer.status).toBe(303);
      return answer.headers.get('location');
    };
    expect(await location(valid({ slot: '2030-06-17T11:00' }))).toContain('problem=gone'); // within the notice
    expect(await location(valid({ slot: '2030-06-18T10:15' }))).toContain('problem=gone');
    expect(await location(valid({ centre: 'andover' }))).toContain('problem=gone'); // no hours online
    expect(await location(valid(), { origin: 'https://evil.example' })).toBe('/locations?problem=forbidden');
    expect(await location(valid({ token: 'v1.forged' }))).toContain('problem=forbidden');
    expect(await location(valid({ token: issueFormToken(secret, now - 500) }))).toContain('problem=invalid');
    const limited = depsFor(db, { rateLimitPerMinute: 1 });
    await post(limited, valid({ slot: '2030-06-19T10:00' }), { 'x-forwarded-for': '192.0.2.99' });
    expect(await location(valid({ slot: '2030-06-19T10:30' }), {}, limited)).toContain(
      'problem=rate-limited',
    );
  });

  it('cancels and moves from the signed link only, and the seat is free again', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const booked = await post(deps, valid({ slot: '2030-06-20T10:00' }));
    const id = new URL(booked.headers.get('location')!, 'http://x').searchParams.get('b')!;
    const [row] = await db.select().from(viewings).where(eq(viewings.id, id));
    const signature = new URL(viewingManagePath(row!, deps.linkKey), 'http://x').searchParams.get('s')!;
    const manageRequest = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const move = (slot: string, s = signature) =>
      handleViewingMove(manageRequest('/api/viewings/reschedule', { b: id, s, slot }), deps);
    const cancel = (s: string) =>
      handleViewingCancel(manageRequest('/api/viewings/cancel', { b: id, s }), deps);

    // A forged link changes nothing and goes to the manage page, which says so.
    expect((await move('2030-06-20T11:00', 'forged')).headers.get('location')).toBe(
      `/viewings/manage?b=${id}&s=forged`,
    );
    expect((await cancel('forged')).headers.get('location')).toBe(`/viewings/manage?b=${id}&s=forged`);
    // Another visitor takes 11:00 (capacity 1): moving there is refused as full; 11:30 is free.
    await post(deps, valid({ slot: '2030-06-20T11:00', name: 'Other Visitor' }));
    expect((await move('2030-06-20T11:00')).headers.get('location')).toMatch(/problem=full$/);
    expect((await move('2030-06-20T10:15')).headers.get('location')).toMatch(/problem=gone$/);
    expect((await move('2030-06-20T11:30')).headers.get('location')).toMatch(/done=moved$/);
    const [moved] = await db.select().from(viewings).where(eq(viewings.id, id));
    expect(moved).toMatchObject({ status: 'confirmed', sequence: 1 });
    expect(moved!.startsAt.toISOString()).toBe('2030-06-20T10:30:00.000Z');
    // 10:00 is free again for someone else.
    expect(
      (await post(deps, valid({ slot: '2030-06-20T10:00', name: 'Next Visitor' }))).headers.get('location'),
    ).toMatch(/confirmed/);

    expect((await cancel(signature)).headers.get('location')).toMatch(/done=cancelled$/);
    const [gone] = await db.select().from(viewings).where(eq(viewings.id, id));
    expect(gone).toMatchObject({ status: 'cancelled', sequence: 2, cancelledBy: 'visitor' });
    expect(
      (await post(deps, valid({ slot: '2030-06-20T11:30', name: 'Third Visitor' }))).headers.get('location'),
    ).toMatch(/confirmed/);
  });

  it('refuses to cancel or move a viewing that has started, with the reason on the manage page', async () => {
    const { db } = database.current;
    const booked = await post(depsFor(db), valid({ slot: '2030-06-21T10:00' }));
    const id = new URL(booked.headers.get('location')!, 'http://x').searchParams.get('b')!;
    const [row] = await db.select().from(viewings).where(eq(viewings.id, id));
    const signature = new URL(viewingManagePath(row!, manageLinkKey('cms-secret')), 'http://x').searchParams.get('s')!;
    // Seven seconds after the start (10:00 BST is 09:00 UTC).
    const late = depsFor(db, { now: () => Date.parse('2030-06-21T09:00:07Z') });
    const request = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const cancelled = await handleViewingCancel(request('/api/viewings/cancel', { b: id, s: signature }), late);
    expect(cancelled.headers.get('location')).toBe(`/viewings/manage?b=${id}&s=${encodeURIComponent(signature)}&problem=started`);
    const moved = await handleViewingMove(request('/api/viewings/reschedule', { b: id, s: signature, slot: '2030-06-24T10:00' }), late);
    expect(moved.headers.get('location')).toMatch(/problem=started$/);
    const [still] = await db.select().from(viewings).where(eq(viewings.id, id));
    expect(still).toMatchObject({ status: 'confirmed', sequence: 0 });
  });

  it('books one viewing per form token: the same form sent again is refused', async () => {
    // Issue 41: one token had served 15 posts.
    const { db } = database.current;
    const token = issueFormToken(secret, now - 10_000);
    const first = await post(depsFor(db), valid({ slot: '2030-06-24T10:00', token }), { 'x-forwarded-for': '192.0.2.60' });
    expect(first.headers.get('location')).toMatch(/confirmed/);
    const again = await post(depsFor(db), valid({ slot: '2030-06-24T10:30', token }), { 'x-forwarded-for': '192.0.2.60' });
    expect(again.headers.get('location')).toMatch(/problem=used/);
    expect(await db.select().from(viewings).where(eq(viewings.startsAt, new Date('2030-06-24T09:30:00Z')))).toHaveLength(0);
  });

  it('sends a form that is not valid UTF-8 back to its page with a clear problem, storing nothing', async () => {
    const { db } = database.current;
    const answer = await handleViewingPost(
      new Request('http://localhost:3000/api/viewings', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.8' },
        body: `${form(valid({ slot: '2030-06-21T11:00' }))}&name=Bad%FF%FEName`,
      }),
      depsFor(db),
    );
    expect(answer.headers.get('location')).toMatch(/^\/viewings\/exeter\?.*problem=unreadable/);
    expect(await db.select().from(viewings).where(eq(viewings.startsAt, new Date('2030-06-21T10:00:00Z')))).toHaveLength(0);
  });

  it('delivers a viewing to the webhook and the sales inbox through the outbox, with units and attribution', async () => {
    const { db } = database.current;
    const [hooks, mail] = [new WebhookReceiver(), new MailReceiver()];
    const [hookPort, smtpPort] = await Promise.all([hooks.start(), mail.start()]);
    const worker = new OutboxWorker(
      db,
      {
        webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
        webhookSecret: 'webhook-secret-0123456789',
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        emailTo: 'sales@example.test',
        emailFrom: 'site@example.test',
        viewingManageUrl: (viewing) => `http://localhost:3000/viewings/manage?b=${viewing.id}&s=sig`,
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    try {
      const booked = await post(depsFor(db), valid({ slot: '2030-06-21T11:30' }));
      const id = new URL(booked.headers.get('location')!, 'http://x').searchParams.get('b')!;
      const [row] = await db.select().from(viewings).where(eq(viewings.id, id));
      await waitFor(async () => {
        await worker.drainOnce();
        return (
          hooks.received.some((hook) => hook.body.includes(row!.reference)) &&
          mail.received.some((item) => item.raw.includes(row!.reference))
        );
      }, 10_000);
      const body = JSON.parse(hooks.received.find((hook) => hook.body.includes(row!.reference))!.body) as {
        event: string;
        viewing: { unitReferences: string[]; startsAt: string };
        attribution: unknown;
        manageUrl: string;
      };
      expect(body.event).toBe('viewing.created');
      expect(body.viewing.unitReferences).toEqual(['EXE-W04', 'EXE-W05']);
      expect(body.viewing.startsAt).toBe('2030-06-21T10:30:00.000Z');
      expect(body.attribution).toEqual({
        touch: { utm_source: 'leaflet', landing_path: '/viewings/exeter' },
        consent: { ad_user_data: false, analytics: false },
      });
      expect(body.manageUrl).toContain(id);
      const parsed = await simpleParser(mail.received.find((item) => item.raw.includes(row!.reference))!.raw);
      expect(parsed.subject).toContain(
        `New viewing ${row!.reference}: Exeter, EXE-W04, EXE-W05, Friday 21 June 2030, 11:30 to 12:00`,
      );
      expect(parsed.text).toContain('Channel: Campaign source: leaflet; Landing page: /viewings/exeter');
      expect(parsed.replyTo?.text).toBe('grace@example.co.uk');
    } finally {
      await worker.stop();
      await Promise.all([hooks.stop(), mail.stop()]);
    }
  });
});
