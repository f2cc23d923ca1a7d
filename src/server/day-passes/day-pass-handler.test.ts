import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DayPassSettings } from '@/domain/day-pass/day-pass';
import { dayPassManagePath } from './day-pass-link';
import { dayPassFormCookieName, openDayPassFormState } from './day-pass-form-state';
import { handleDayPassCancel, handleDayPassPost, type DayPassHandlerDeps } from './day-pass-handler';
import { dayPasses, outbox } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { manageLinkKey } from '../links/manage-link';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();

const settings: DayPassSettings = { desks: 2, pricePerDayPence: 2500, closedDates: ['2030-06-19'], freeTrialDay: true };
const openingHours = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }];
// Monday 17 June 2030, 09:00 UTC (10:00 BST).
const now = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');

function depsFor(db: DayPassHandlerDeps['db'], extra: Partial<DayPassHandlerDeps> = {}): DayPassHandlerDeps {
  return {
    db,
    visitorMail: true,
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: secret,
    linkKey,
    offer: async (centre) => (centre === 'exeter' ? { settings, openingHours } : undefined),
    vatRatePercent: async () => 20,
    log: silentLog,
    now: () => now,
    ...extra,
  };
}

const valid = (overrides: Record<string, string> = {}) => ({
  centre: 'exeter',
  date: '2030-06-18',
  kind: 'day',
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phone: '07700 900456',
  phoneCountry: 'GB',
  terms: 'yes',
  token: issueFormToken(secret, now - 10_000),
  ...overrides,
});

const post = (deps: DayPassHandlerDeps, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  handleDayPassPost(
    new Request('http://localhost:3000/api/day-passes', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    deps,
  );

describe.each(backends)('buying a day pass on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('stores the pass at the CMS price with VAT, queues the pass mail and goes to the signed confirmation', async () => {
    const { db } = database.current;
    const answer = await post(depsFor(db), valid());
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/^\/coworking\/day-pass\/confirmed\?b=[0-9a-f-]{36}&s=/);
    const id = new URL(location, 'http://x').searchParams.get('b')!;
    const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, id));
    expect(row).toMatchObject({ centre: 'exeter', day: '2030-06-18', pricePence: 2500, vatRateBasisPoints: 2000, phone: '+447700900456', trial: false });
    const mails = await db.select().from(outbox).where(eq(outbox.dayPassId, id));
    expect(mails.map((mail) => [mail.channel, mail.mailKind])).toEqual([['visitor-email', 'confirmation']]);
  });

  it('sends the visitor back with the reason when the day is full, and keeps what they typed', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    for (const email of ['a@example.co.uk', 'b@example.co.uk'])
      expect((await post(deps, valid({ date: '2030-06-20', email, token: issueFormToken(secret, now - 10_000 - email.length) }))).headers.get('location')).toMatch(/confirmed/);
    const refused = await post(deps, valid({ date: '2030-06-20', email: 'c@example.co.uk', token: issueFormToken(secret, now - 9_000) }));
    expect(refused.headers.get('location')).toBe('/coworking/day-pass/exeter?problem=full#day-pass-problem');
    const cookie = refused.headers.get('set-cookie')!;
    const sealed = cookie.slice(`${dayPassFormCookieName}=`.length, cookie.indexOf(';'));
    expect(openDayPassFormState(sealed, secret)?.values.email).toBe('c@example.co.uk');
    expect(cookie).toContain('Path=/coworking/day-pass');
  });

  it('refuses a closed date, a past date, a Saturday and an unknown centre without storing anything', async () => {
    const { db } = database.current;
    for (const [fields, location] of [
      [{ date: '2030-06-19' }, '/coworking/day-pass/exeter?problem=date#day-pass-problem'],
      [{ date: '2030-06-14' }, '/coworking/day-pass/exeter?problem=date#day-pass-problem'],
      [{ date: '2030-06-22' }, '/coworking/day-pass/exeter?problem=date#day-pass-problem'],
      [{ centre: 'andover' }, '/coworking/day-pass/andover?problem=date#day-pass-problem'],
    ] as const) {
      const answer = await post(depsFor(db), valid({ ...fields, token: issueFormToken(secret, now - 10_000) }));
      expect(answer.headers.get('location')).toBe(location);
    }
    expect(await db.select().from(dayPasses).where(eq(dayPasses.email, 'grace@example.co.uk')).then((rows) => rows.filter((row) => row.day !== '2030-06-18'))).toEqual([]);
  });

  it('insists on the terms and a valid phone, with the messages carried back', async () => {
    const { db } = database.current;
    const answer = await post(depsFor(db), valid({ terms: '', phone: '123' }));
    expect(answer.headers.get('location')).toBe('/coworking/day-pass/exeter?date=2030-06-18&problem=invalid#day-pass-form');
    const cookie = answer.headers.get('set-cookie')!;
    const state = openDayPassFormState(cookie.slice(`${dayPassFormCookieName}=`.length, cookie.indexOf(';')), secret);
    expect(Object.keys(state!.errors)).toContain('terms');
  });

  it('refuses a post from another site, a used form and a free trial where it is off', async () => {
    const { db } = database.current;
    expect((await post(depsFor(db), valid(), { origin: 'https://evil.example' })).headers.get('location')).toBe('/coworking/day-pass?problem=forbidden');
    const token = issueFormToken(secret, now - 20_000);
    expect((await post(depsFor(db), valid({ date: '2030-06-21', token }))).headers.get('location')).toMatch(/confirmed/);
    expect((await post(depsFor(db), valid({ date: '2030-06-21', token }))).headers.get('location')).toContain('problem=used');
    const off = depsFor(db, { offer: async () => ({ settings: { ...settings, freeTrialDay: false }, openingHours }) });
    expect((await post(off, valid({ kind: 'trial', token: issueFormToken(secret, now - 11_000) }))).headers.get('location')).toContain('problem=trial-off');
  });

  it('gives a free trial day once per email, at no charge', async () => {
    const { db } = database.current;
    const first = await post(depsFor(db), valid({ kind: 'trial', date: '2030-06-24', email: 'new@example.co.uk', phone: '07700 900777', token: issueFormToken(secret, now - 12_000) }));
    const id = new URL(first.headers.get('location')!, 'http://x').searchParams.get('b')!;
    const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, id));
    expect(row).toMatchObject({ trial: true, pricePence: 0 });
    const second = await post(depsFor(db), valid({ kind: 'trial', date: '2030-06-25', email: 'NEW@example.co.uk', phone: '07700 900778', token: issueFormToken(secret, now - 13_000) }));
    expect(second.headers.get('location')).toContain('problem=trial-used');
  });

  it('cancels from the signed manage link until the day starts, and refuses a forged one', async () => {
    const { db } = database.current;
    const bought = await post(depsFor(db), valid({ date: '2030-06-26', token: issueFormToken(secret, now - 14_000) }));
    const id = new URL(bought.headers.get('location')!, 'http://x').searchParams.get('b')!;
    const manage = new URL(dayPassManagePath({ id, day: '2030-06-26' }, linkKey), 'http://x');
    const cancel = (signature: string, at = now) =>
      handleDayPassCancel(
        new Request('http://localhost:3000/api/day-passes/cancel', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ b: id, s: signature }).toString(),
        }),
        { ...depsFor(db), now: () => at },
      );
    const forged = await cancel(`${manage.searchParams.get('s')!.slice(0, -2)}xx`);
    expect(forged.headers.get('location')).not.toContain('done=cancelled');
    const onTheDay = await cancel(manage.searchParams.get('s')!, Date.parse('2030-06-26T08:00:00Z'));
    expect(onTheDay.headers.get('location')).toContain('problem=started');
    const done = await cancel(manage.searchParams.get('s')!);
    expect(done.headers.get('location')).toContain('done=cancelled');
    const [row] = await db.select().from(dayPasses).where(eq(dayPasses.id, id));
    expect(row!.status).toBe('cancelled');
    const mails = await db.select().from(outbox).where(eq(outbox.dayPassId, id));
    expect(mails.map((mail) => mail.mailKind).sort()).toEqual(['cancellation', 'confirmation']);
  });
});
