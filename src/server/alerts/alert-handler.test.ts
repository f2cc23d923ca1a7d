import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSubscriptions } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { manageLinkKey } from '../links/manage-link';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import {
  alertSubscriptionMailLoader,
  unitAlertMailLoader,
  type AlertMailLinks,
} from '../visitor-mail/alert-mail';
import { alertApi, alertLinkPath, alertPages } from './alert-link';
import {
  handleAlertConfirm,
  handleAlertSubscribe,
  handleAlertUnsubscribe,
  type AlertHandlerDeps,
} from './alert-handler';
import { fanOutUnitAlerts } from './subscriptions';

const backends = await testBackends();
const now = Date.parse('2030-06-17T09:00:00Z');
const secret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
const site = 'http://localhost:3000';

const depsFor = (db: AlertHandlerDeps['db'], extra: Partial<AlertHandlerDeps> = {}): AlertHandlerDeps => ({
  db,
  visitorMail: true,
  rateLimitPerMinute: 100,
  rateLimitStore: 'memory',
  siteUrl: site,
  formTokenSecret: secret,
  linkKey,
  log: silentLog,
  now: () => now,
  ...extra,
});

const valid = (overrides: Record<string, string | string[]> = {}) => ({
  workspaceType: 'workshops',
  centres: ['exeter', 'andover'],
  minSqFt: '500',
  maxSqFt: '1000',
  maxMonthlyPounds: '1200',
  email: 'ada@example.co.uk',
  consent: 'yes',
  token: issueFormToken(secret, now - 10_000),
  ...overrides,
});

const post = (
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of ([] as string[]).concat(value)) body.append(key, one);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '192.0.2.9',
      ...headers,
    },
    body: body.toString(),
  });
};

const links: AlertMailLinks = {
  confirmUrl: (row) =>
    new URL(alertLinkPath(alertPages.confirm, 'confirm', row.id, row.createdAt, linkKey), site).toString(),
  unsubscribeUrl: (row) =>
    new URL(
      alertLinkPath(alertApi.unsubscribe, 'unsubscribe', row.id, row.createdAt, linkKey),
      site,
    ).toString(),
  absolute: (path) => new URL(path, site).toString(),
};

describe.each(backends)('the alert form and links on %s', (backend) => {
  const database = useTestDatabase(backend);
  const mail = new MailReceiver();
  beforeAll(async () => {
    await mail.start();
  });
  afterAll(async () => {
    await mail.stop();
  });

  it('refuses bad input back to the form with the fields to fix and no email address in the URL', async () => {
    const deps = depsFor(database.current.db);
    const response = await handleAlertSubscribe(
      post(`${site}/api/alerts`, valid({ email: 'ada@', consent: '' })),
      deps,
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(
      /^\/alerts\/new\?type=workshops&centre=exeter&centre=andover&min=500&max=1000&budget=1200&problem=invalid&fix=email%2Cconsent#alert-form$/,
    );
    expect(location).not.toContain('ada');
    const crossSite = await handleAlertSubscribe(
      post(`${site}/api/alerts`, valid(), { origin: 'https://evil.example' }),
      deps,
    );
    expect(crossSite.headers.get('location')).toContain('problem=forbidden');
    const quick = await handleAlertSubscribe(
      post(`${site}/api/alerts`, valid({ token: issueFormToken(secret, now - 500) })),
      deps,
    );
    expect(quick.headers.get('location')).toContain('problem=forbidden');
    const off = await handleAlertSubscribe(
      post(`${site}/api/alerts`, valid()),
      depsFor(database.current.db, { visitorMail: false }),
    );
    expect(off.headers.get('location')).toContain('problem=unavailable');
    const limited = depsFor(database.current.db, { rateLimitPerMinute: 0 });
    expect(
      (await handleAlertSubscribe(post(`${site}/api/alerts`, valid()), limited)).headers.get('location'),
    ).toContain('problem=rate-limited');
    expect(await database.current.db.select().from(alertSubscriptions)).toHaveLength(0);
  });

  it('subscribes, mails the opt-in, confirms by the signed link, alerts with List-Unsubscribe, and unsubscribes in one click', async () => {
    const { db } = database.current;
    const deps = depsFor(db, { now: () => Date.now() });
    const response = await handleAlertSubscribe(
      post(`${site}/api/alerts`, valid({ token: issueFormToken(secret, Date.now() - 10_000) })),
      deps,
    );
    expect(response.headers.get('location')).toBe('/alerts/check-your-email');
    const [stored] = await db.select().from(alertSubscriptions);
    expect(stored).toMatchObject({
      status: 'pending',
      email: 'ada@example.co.uk',
      centres: ['exeter', 'andover'],
      maxMonthlyPounds: 1200,
    });

    const worker = new OutboxWorker(
      db,
      {
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        emailFrom: 'site@example.test',
        visitorMail: {
          sender: { smtpUrl: `smtp://127.0.0.1:${mail.port}`, from: 'alerts@example.test' },
          loaders: {
            'alert-subscription': alertSubscriptionMailLoader(links),
            'unit-alert': unitAlertMailLoader(links),
          },
        },
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    await worker.drainOnce();
    await waitFor(() => mail.received.length === 1, 5_000);
    const optIn = await simpleParser(mail.received[0]!.raw);
    expect(optIn.subject).toBe('Confirm your Northlight space alert');
    const confirmUrl = /Confirm my alert:\n(\S+)/.exec(optIn.text ?? '')![1]!;
    const query = new URL(confirmUrl).searchParams;

    // A forged confirm link goes back to the page (which explains); the right one confirms.
    const forged = await handleAlertConfirm(
      post(`${site}/api/alerts/confirm`, { a: stored!.id, s: `${query.get('s')!.slice(0, -2)}AA` }),
      deps,
    );
    expect(forged.headers.get('location')).toMatch(/^\/alerts\/confirm\?a=/);
    expect((await db.select().from(alertSubscriptions))[0]!.status).toBe('pending');
    const confirmed = await handleAlertConfirm(
      post(`${site}/api/alerts/confirm`, { a: query.get('a')!, s: query.get('s')! }),
      deps,
    );
    expect(confirmed.headers.get('location')).toBe('/alerts/confirmed');

    const facts = {
      reference: 'EXE-W04',
      name: 'Workshop 4',
      centre: 'exeter',
      town: 'Exeter',
      typeLabel: 'Workshops',
      sizeSqFt: 800,
      rent: '£100 per week + VAT',
      status: 'Available now',
      path: '/locations/exeter#unit-exe-w04',
    };
    expect(
      await fanOutUnitAlerts(
        db,
        { reference: 'EXE-W04', workspaceType: 'workshops', centre: 'exeter', sizeSqFt: 800, rent: 100 },
        { vatRatePercent: 20 },
        facts,
        'e1',
      ),
    ).toBe(1);
    await worker.drainOnce();
    await waitFor(() => mail.received.length === 2, 5_000);
    const alert = await simpleParser(mail.received[1]!.raw);
    expect(alert.subject).toBe('Now available: Workshop 4 (EXE-W04), Northlight Exeter');
    const header = alert.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
    const oneClick = /<(.+)>/.exec(header)![1]!;
    expect(oneClick).toMatch(/^http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?a=/);
    expect(alert.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // RFC 8058: the provider posts to the link, cross-site and with no cookie.
    const unsubscribed = await handleAlertUnsubscribe(
      post(oneClick, { 'List-Unsubscribe': 'One-Click' }, { origin: 'https://mail.example' }),
      deps,
    );
    expect(unsubscribed.status).toBe(200);
    expect(
      await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, stored!.id)),
    ).toHaveLength(0);
    // Again (the button on the page, after the one click): still done, to the page that says so.
    const again = await handleAlertUnsubscribe(post(oneClick, {}), deps);
    expect(again.headers.get('location')).toBe('/alerts/unsubscribed');
    const forgedOneClick = await handleAlertUnsubscribe(
      post(oneClick.replace(/s=[^&]+/, 's=1.x'), { 'List-Unsubscribe': 'One-Click' }),
      deps,
    );
    expect(forgedOneClick.status).toBe(403);
    await worker.stop();
  }, 30_000);
});
