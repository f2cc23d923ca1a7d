import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleEnquiryPost, maxBodyBytes, type EnquiryHandlerDeps } from './enquiry-handler';
import { countRows, findEnquiryByReference } from './enquiries';
import { rateLimits } from '../db/schema';
import { enquiryFormCookie, silentLog, validEnquiryInput } from '../testing/fixtures';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { formTokenSecret, issueFormToken } from '../requests/form-token';

const site = 'http://localhost:3000';
const token = 'xsrf-token-0123456789abcdef';

let database: TestDatabase;
let deps: EnquiryHandlerDeps;
let stored = 0;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
  stored = 0;
  deps = {
    db: database.db,
    channels: ['webhook'],
    rateLimitPerMinute: 1000,
    siteUrl: site,
    log: silentLog,
    onStored: () => {
      stored += 1;
    },
  };
});

function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      'sec-fetch-site': 'same-origin',
      cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie()}`,
      'x-xsrf-token': token,
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function formRequest(
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Request {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site,
      'sec-fetch-site': 'same-origin',
      // The signed token the form's image set when it was shown a minute ago.
      cookie: `enquiry_form=${issueFormToken(formTokenSecret({}), Date.now() - 60_000)}`,
      ...headers,
    },
    body: params.toString(),
  });
}

describe('POST /api/enquiries', () => {
  it('stores a JSON enquiry and answers 201 with a reference', async () => {
    const response = await handleEnquiryPost(jsonRequest(validEnquiryInput()), deps);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string; reply: string };
    expect(body.reference).toMatch(/^NL-/);
    expect(body.reply).toMatch(/working day/);
    expect(stored).toBe(1);
  });

  it('answers a plain form post with 303 to the confirmation page', async () => {
    const before = await countRows(database.db);
    const response = await handleEnquiryPost(
      formRequest({
        intent: 'viewing',
        preferredDays: ['tuesday', 'thursday'],
        name: 'Sam Green',
        email: 'sam@example.com',
        phone: '+44 7700 900456',
        workspaceType: '',
        centre: 'exeter',
        message: '',
        marketingOptIn: 'on',
        pagePath: '/locations/exeter',
        website: '',
      }),
      deps,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/enquiry\/received\?ref=NL-/);
    expect((await countRows(database.db)).enquiries).toBe(before.enquiries + 1);
  });

  it('records the page of a plain form post from the Referer, same origin only', async () => {
    const fields = {
      name: 'Ada Plain',
      email: 'ada@example.com',
      phone: '01632 960983',
      intent: 'quote',
    };
    const fromPage = await handleEnquiryPost(
      formRequest(fields, { referer: `${site}/locations/exeter?type=gyms` }),
      deps,
    );
    const reference = new URL(fromPage.headers.get('location') ?? '', site).searchParams.get('ref') ?? '';
    expect((await findEnquiryByReference(database.db, reference))?.pagePath).toBe(
      '/locations/exeter?type=gyms',
    );

    const fromElsewhere = await handleEnquiryPost(
      formRequest(fields, { referer: 'https://elsewhere.example/locations/exeter' }),
      deps,
    );
    const otherReference =
      new URL(fromElsewhere.headers.get('location') ?? '', site).searchParams.get('ref') ?? '';
    expect((await findEnquiryByReference(database.db, otherReference))?.pagePath).toBeNull();
  });

  it('answers 422 with a message per field', async () => {
    const response = await handleEnquiryPost(
      jsonRequest(
        validEnquiryInput({
          name: '',
          email: 'not-an-email',
          phone: '+44 12',
          intent: 'question',
          message: '',
        }),
      ),
      deps,
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors.name).toBe('Enter your name.');
    expect(body.errors.email).toMatch(/email address like/);
    expect(body.errors.message).toBe('Tell us your question.');
  });

  it('checks the phone alongside the other fields, so every problem is named at once', async () => {
    const response = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ phone: '0770 09', quoteSizeSqFt: '5' })),
      deps,
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.phone).toMatch(/too short/);
    expect(errors.quoteSizeSqFt).toMatch(/at least 10 sq ft/);
  });

  it('stores a quote\'s size and start date, and not those left in the fields of another intent', async () => {
    const nextYear = `${new Date().getFullYear() + 1}-04-01`;
    const quote = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ intent: 'quote', quoteSizeSqFt: '2,400', quoteStartDate: nextYear })),
      deps,
    );
    expect(quote.status).toBe(201);
    const stored = await findEnquiryByReference(
      database.db,
      ((await quote.json()) as { reference: string }).reference,
    );
    expect(stored?.quoteSizeSqFt).toBe(2400);
    expect(stored?.quoteStartDate).toBe(nextYear);
    const question = await handleEnquiryPost(
      jsonRequest(
        validEnquiryInput({ intent: 'question', message: 'Parking?', quoteSizeSqFt: '900', quoteStartDate: nextYear }),
      ),
      deps,
    );
    expect(question.status).toBe(201);
    const storedQuestion = await findEnquiryByReference(
      database.db,
      ((await question.json()) as { reference: string }).reference,
    );
    expect(storedQuestion?.quoteSizeSqFt).toBeNull();
    expect(storedQuestion?.quoteStartDate).toBeNull();
  });

  it('answers a no-script post with mistakes with a GOV.UK error summary linking to the fields', async () => {
    const response = await handleEnquiryPost(
      formRequest(
        { intent: 'quote', name: '', email: 'ada@example.com', phone: '0770 09' },
        { referer: `${site}/locations/andover` },
      ),
      deps,
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('autofocus');
    expect(html).toContain('<h2 id="error-summary-title">There is a problem</h2>');
    expect(html).toContain('<a href="/locations/andover#enquiry-name">Enter your name.</a>');
    expect(html).toMatch(/<a href="\/locations\/andover#enquiry-phone">This number is too short/);
  });

  it('lets the server phone verdict win and names the problem', async () => {
    const tooShort = await handleEnquiryPost(jsonRequest(validEnquiryInput({ phone: '0770 09' })), deps);
    expect(tooShort.status).toBe(422);
    expect(((await tooShort.json()) as { errors: Record<string, string> }).errors.phone).toMatch(/too short/);
    const badCountry = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ phone: '+999 1234 5678' })),
      deps,
    );
    expect(((await badCountry.json()) as { errors: Record<string, string> }).errors.phone).toMatch(
      /country code/,
    );
  });

  it('returns the first answer to a retried submission with the same idempotency key', async () => {
    const before = await countRows(database.db);
    const key = 'form-attempt-7f3a9c2e1b4d';
    const first = await handleEnquiryPost(jsonRequest(validEnquiryInput(), { 'idempotency-key': key }), deps);
    const second = await handleEnquiryPost(
      jsonRequest(validEnquiryInput(), { 'idempotency-key': key }),
      deps,
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    const after = await countRows(database.db);
    expect(after.enquiries - before.enquiries).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
    expect(stored).toBe(1);
  });

  it('refuses cross-site posts with 403', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      expect((await handleEnquiryPost(jsonRequest(validEnquiryInput(), headers), deps)).status).toBe(403);
      expect((await handleEnquiryPost(formRequest({ name: 'x' }, headers), deps)).status).toBe(403);
    }
  });

  it('judges the origin against SITE_URL and the admin origins, never Host or X-Forwarded-Host', async () => {
    // Issue 41: a request that names the attacker's host as its own must still be cross-site.
    const spoofed = {
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'sec-fetch-site': '',
    };
    expect((await handleEnquiryPost(jsonRequest(validEnquiryInput(), spoofed), deps)).status).toBe(403);
    expect((await handleEnquiryPost(formRequest({ name: 'x' }, spoofed), deps)).status).toBe(403);
    // Without Origin, the Referer's origin counts the same way.
    const referred = { origin: '', referer: 'https://evil.example/page', 'sec-fetch-site': '' };
    const withoutOrigin = new Request(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...Object.fromEntries(Object.entries(referred).filter(([, v]) => v)) },
      body: 'name=x',
    });
    expect((await handleEnquiryPost(withoutOrigin, deps)).status).toBe(403);
    // A configured admin origin (ADMIN_ORIGINS) is one of ours.
    const { isCrossSite } = await import('./enquiry-handler');
    const fromAdmin = new Request(`${site}/api/enquiries`, { method: 'POST', headers: { origin: 'https://admin.example' } });
    expect(isCrossSite(fromAdmin, site, ['https://admin.example'])).toBe(false);
    expect(isCrossSite(fromAdmin, site, [])).toBe(true);
  });

  it('refuses a body that is not valid UTF-8 with a clear message, and stores nothing', async () => {
    const before = await countRows(database.db);
    const [head, tail] = JSON.stringify(validEnquiryInput({ name: 'Bad\u0000Name' })).split('\\u0000') as [string, string];
    const rawJson = Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe]), Buffer.from(tail)]);
    const badBytes = jsonRequest('');
    const badJson = new Request(badBytes.url, { method: 'POST', headers: badBytes.headers, body: rawJson });
    const refusedJson = await handleEnquiryPost(badJson, deps);
    expect(refusedJson.status).toBe(400);
    expect(((await refusedJson.json()) as { error: string }).error).toMatch(/could not be read.*not valid text/);
    // A plain form with a percent-escape that is not UTF-8 (what sent a mail to "Bad\uFFFDName").
    const form = formRequest({ name: 'x' });
    const badForm = new Request(form.url, {
      method: 'POST',
      headers: form.headers,
      body: 'intent=quote&name=Bad%FF%FEName&email=sam%40example.com&phone=07700900456',
    });
    const refusedForm = await handleEnquiryPost(badForm, deps);
    expect(refusedForm.status).toBe(400);
    expect(await refusedForm.text()).toContain('could not be read');
    const after = await countRows(database.db);
    expect(after.enquiries).toBe(before.enquiries);
  });

  it('uses a form token up: the same token again is refused, JSON and plain form alike', async () => {
    // Issue 41: one token served 15 posts.
    const cookie = `XSRF-TOKEN=${token}; enquiry_form=${issueFormToken(formTokenSecret({}), Date.now() - 60_000)}`;
    const first = await handleEnquiryPost(jsonRequest(validEnquiryInput(), { cookie }), deps);
    expect(first.status).toBe(201);
    // The answer brings the next token, for a further enquiry from the page.
    expect(first.headers.get('set-cookie')).toMatch(/^enquiry_form=v1\./);
    const again = await handleEnquiryPost(jsonRequest(validEnquiryInput({ name: 'Second Visitor' }), { cookie }), deps);
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: string }).error).toMatch(/already sent/);
    expect(again.headers.get('set-cookie')).toMatch(/^enquiry_form=v1\./);
    const formCookie = `enquiry_form=${issueFormToken(formTokenSecret({}), Date.now() - 60_000)}`;
    const plain = { intent: 'quote', name: 'Sam Green', email: 'sam@example.com', phone: '01632 960983' };
    expect((await handleEnquiryPost(formRequest(plain, { cookie: formCookie }), deps)).status).toBe(303);
    expect((await handleEnquiryPost(formRequest(plain, { cookie: formCookie }), deps)).status).toBe(403);
    expect(stored).toBe(2);
  });

  it('lets only the retry of a stored enquiry (same idempotency key) bring its token again', async () => {
    const cookie = `XSRF-TOKEN=${token}; enquiry_form=${issueFormToken(formTokenSecret({}), Date.now() - 60_000)}`;
    const key = { 'idempotency-key': 'retry-0123456789abcdef' };
    const first = await handleEnquiryPost(jsonRequest(validEnquiryInput(), { cookie, ...key }), deps);
    const retry = await handleEnquiryPost(jsonRequest(validEnquiryInput(), { cookie, ...key }), deps);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    const other = { 'idempotency-key': 'other-0123456789abcdef' };
    expect((await handleEnquiryPost(jsonRequest(validEnquiryInput(), { cookie, ...other }), deps)).status).toBe(403);
    expect(stored).toBe(1);
  });

  it('holds JSON posts to the form rule: a made-up double-submit pair without the signed token is refused', async () => {
    const madeUp = 'made-up-by-a-script-0123456789';
    const response = await handleEnquiryPost(
      jsonRequest(validEnquiryInput(), { cookie: `XSRF-TOKEN=${madeUp}`, 'x-xsrf-token': madeUp }),
      deps,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toMatch(/^enquiry_form=v1\./);
    expect(stored).toBe(0);
  });

  it('requires the XSRF cookie to be double-submitted by the script form', async () => {
    const noHeader = jsonRequest(validEnquiryInput(), { 'x-xsrf-token': '' });
    expect((await handleEnquiryPost(noHeader, deps)).status).toBe(403);
    const mismatch = jsonRequest(validEnquiryInput(), { 'x-xsrf-token': 'another-token-0123456789' });
    expect((await handleEnquiryPost(mismatch, deps)).status).toBe(403);
  });

  it('limits each client per minute with 429 and Retry-After', async () => {
    const limited = { ...deps, rateLimitPerMinute: 2 };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await handleEnquiryPost(
        jsonRequest(validEnquiryInput(), { 'x-forwarded-for': '198.51.100.9' }),
        limited,
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('refuses the honeypot and a form filled faster than a person can type', async () => {
    const honeypot = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ website: 'https://spam.example' })),
      deps,
    );
    expect(honeypot.status).toBe(422);
    // The time comes from the signed token (shown 200 ms ago), not the startedAt the client states.
    const quick = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ startedAt: Date.now() - 600_000 }), {
        cookie: `XSRF-TOKEN=${token}; enquiry_form=${issueFormToken(formTokenSecret({}), Date.now() - 200)}`,
      }),
      deps,
    );
    expect(quick.status).toBe(422);
    expect(((await quick.json()) as { errors: Record<string, string> }).errors.form).toMatch(/quick/);
    expect(stored).toBe(0);
  });
});

describe('bad request corpus', () => {
  const huge = 'x'.repeat(maxBodyBytes + 10);
  const corpus: [string, () => Request][] = [
    ['invalid JSON', () => jsonRequest('{"name": "Ann",')],
    ['JSON array', () => jsonRequest('[1,2,3]')],
    ['JSON null', () => jsonRequest('null')],
    ['JSON string', () => jsonRequest('"hello"')],
    ['empty body', () => jsonRequest('')],
    [
      'wrong content type',
      () => jsonRequest(JSON.stringify(validEnquiryInput()), { 'content-type': 'text/plain' }),
    ],
    ['multipart', () => jsonRequest('--x--', { 'content-type': 'multipart/form-data; boundary=x' })],
    ['no content type', () => jsonRequest(JSON.stringify(validEnquiryInput()), { 'content-type': '' })],
    ['empty object', () => jsonRequest({})],
    ['missing name', () => jsonRequest({ ...validEnquiryInput(), name: undefined })],
    ['missing email', () => jsonRequest({ ...validEnquiryInput(), email: undefined })],
    ['missing phone', () => jsonRequest({ ...validEnquiryInput(), phone: undefined })],
    ['missing intent', () => jsonRequest({ ...validEnquiryInput(), intent: undefined })],
    ['name as number', () => jsonRequest({ ...validEnquiryInput(), name: 42 })],
    ['name as object', () => jsonRequest({ ...validEnquiryInput(), name: { $gt: '' } })],
    ['email as array', () => jsonRequest({ ...validEnquiryInput(), email: ['a@b.co'] })],
    ['phone as number', () => jsonRequest({ ...validEnquiryInput(), phone: 7700900123 })],
    ['unknown intent', () => jsonRequest({ ...validEnquiryInput(), intent: 'complaint' })],
    ['unknown workspace type', () => jsonRequest({ ...validEnquiryInput(), workspaceType: 'castle' })],
    ['unknown centre', () => jsonRequest({ ...validEnquiryInput(), centre: 'atlantis' })],
    [
      'attendees as text',
      () =>
        jsonRequest({
          ...validEnquiryInput(),
          workspaceType: 'meeting-rooms',
          meetingDate: '2030-01-01',
          meetingStartTime: '09:00',
          meetingDuration: 'hour',
          meetingAttendees: 'lots',
        }),
    ],
    [
      'meeting rooms without details',
      () => jsonRequest({ ...validEnquiryInput(), workspaceType: 'meeting-rooms' }),
    ],
    [
      'bad meeting time',
      () =>
        jsonRequest({
          ...validEnquiryInput(),
          workspaceType: 'meeting-rooms',
          meetingDate: '2030-01-01',
          meetingStartTime: '25:99',
          meetingDuration: 'hour',
          meetingAttendees: 4,
        }),
    ],
    ...['2027-02-31', '2031-04-31', '2020-01-01'].map(
      (meetingDate): [string, () => Request] => [
        `meeting date ${meetingDate} (impossible or past)`,
        () =>
          jsonRequest({
            ...validEnquiryInput(),
            workspaceType: 'meeting-rooms',
            meetingDate,
            meetingStartTime: '09:00',
            meetingDuration: 'hour',
            meetingAttendees: 4,
          }),
      ],
    ),
    ['huge name', () => jsonRequest({ ...validEnquiryInput(), name: 'A'.repeat(5000) })],
    ['huge message', () => jsonRequest({ ...validEnquiryInput(), message: 'm'.repeat(2500) })],
    ['body over the size limit', () => jsonRequest({ ...validEnquiryInput(), message: huge })],
    [
      'declared length over the limit',
      () => jsonRequest(validEnquiryInput(), { 'content-length': String(maxBodyBytes * 4) }),
    ],
    ['control character in name', () => jsonRequest({ ...validEnquiryInput(), name: 'Ann\u0000Smith' })],
    ['escape sequence in name', () => jsonRequest({ ...validEnquiryInput(), name: 'Ann\u001b[31mSmith' })],
    ['newline in name', () => jsonRequest({ ...validEnquiryInput(), name: 'Ann\nBcc: x@y.z' })],
    [
      'header injection in email',
      () => jsonRequest({ ...validEnquiryInput(), email: 'a@b.co\r\nBcc: c@d.ef' }),
    ],
    [
      'SQL injection in email',
      () => jsonRequest({ ...validEnquiryInput(), email: "x'; DROP TABLE enquiries; --" }),
    ],
    ['SQL injection in centre', () => jsonRequest({ ...validEnquiryInput(), centre: "exeter' OR '1'='1" })],
    [
      'HTML injection in phone',
      () => jsonRequest({ ...validEnquiryInput(), phone: '<img src=x onerror=alert(1)>' }),
    ],
    [
      'script in workspace type',
      () => jsonRequest({ ...validEnquiryInput(), workspaceType: '<script>alert(1)</script>' }),
    ],
    ['letters for phone', () => jsonRequest({ ...validEnquiryInput(), phone: 'call me maybe' })],
    ['phone too short', () => jsonRequest({ ...validEnquiryInput(), phone: '1' })],
    ['phone too long', () => jsonRequest({ ...validEnquiryInput(), phone: '+44 1234567890123456789' })],
    [
      'phone over 250 chars',
      () => jsonRequest({ ...validEnquiryInput(), phone: ' '.repeat(251) + '07700900123' }),
    ],
    ['phone bad country code', () => jsonRequest({ ...validEnquiryInput(), phone: '+999 12345678' })],
    ['phone with unknown country', () => jsonRequest({ ...validEnquiryInput(), phoneCountry: 'XX1' })],
    ['email without domain', () => jsonRequest({ ...validEnquiryInput(), email: 'priya@' })],
    ['email with spaces', () => jsonRequest({ ...validEnquiryInput(), email: 'pri ya@example.com' })],
    [
      'email too long',
      () => jsonRequest({ ...validEnquiryInput(), email: `${'a'.repeat(250)}@example.com` }),
    ],
    ['bad idempotency key', () => jsonRequest(validEnquiryInput(), { 'idempotency-key': "'; drop table--" })],
    ['no form token', () => jsonRequest(validEnquiryInput(), { cookie: `XSRF-TOKEN=${token}` })],
    ['form post with missing fields', () => formRequest({ name: 'Only a name' })],
    [
      'form post with bad phone',
      () => formRequest({ intent: 'quote', name: 'A', email: 'a@example.com', phone: '12' }),
    ],
    [
      'form post with bad email',
      () => formRequest({ intent: 'quote', name: 'A', email: 'a@', phone: '07700900123' }),
    ],
    [
      'form post with SQL',
      () =>
        formRequest({
          intent: "quote'--",
          name: "Robert'); DROP TABLE enquiries;--",
          email: 'a@example.com',
          phone: '07700900123',
        }),
    ],
  ];

  it.each(corpus)('%s: 4xx, never 5xx, nothing stored', async (_name, make) => {
    const before = await countRows(database.db);
    const response = await handleEnquiryPost(make(), deps);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await countRows(database.db)).toEqual(before);
    expect(stored).toBe(0);
  });
});
