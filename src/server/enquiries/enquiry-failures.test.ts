import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { attributionCookieName } from '@/domain/attribution';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { findEnquiryByReference } from './enquiries';
import { handleEnquiryPost, type EnquiryHandlerDeps } from './enquiry-handler';
import { enquiryFormCookie, silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';

/*
 * What the enquiry API does when something goes wrong below it: bad bytes are cleaned or refused at
 * the boundary (never a false 503), a real outage is a 503, a bug is a 500 with a reference, and
 * no log line ever carries what the visitor typed.
 */

const backends = await testBackends();
const site = 'http://localhost:3000';
const token = 'xsrf-token-0123456789abcdef';

function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site,
      'sec-fetch-site': 'same-origin',
      cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie()}`,
      'x-xsrf-token': token,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function capturingLog(): { log: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

const nul = '\u0000';
const loneHigh = '\uD83D';
const loneLow = '\uDE00';

describe.each(backends)('enquiry failures on %s', (backend) => {
  const database = useTestDatabase(backend);
  const deps = (overrides: Partial<EnquiryHandlerDeps> = {}): EnquiryHandlerDeps => ({
    db: database.current.db,
    channels: ['webhook'],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: site,
    log: silentLog,
    ...overrides,
  });

  const badBytes: [string, () => Request][] = [
    ['NUL in pagePath', () => jsonRequest(validEnquiryInput({ pagePath: `/workspaces/${nul}x` }))],
    [
      'lone surrogate in pagePath',
      () => jsonRequest(validEnquiryInput({ pagePath: `/workspaces/${loneHigh}x` })),
    ],
    [
      'NUL in context',
      () => jsonRequest(validEnquiryInput({ context: { placement: `hero${nul}` } })),
    ],
    [
      'lone surrogate in context',
      () => jsonRequest(validEnquiryInput({ context: { placement: `hero${loneLow}` } })),
    ],
    [
      'NUL in touch (a ?utm_source=%00 link)',
      () => jsonRequest(validEnquiryInput({ touch: { utm_source: nul, landing_path: '/' } })),
    ],
    [
      'lone surrogate in touch',
      () => jsonRequest(validEnquiryInput({ touch: { utm_campaign: `spring${loneHigh}` } })),
    ],
    [
      'NUL in the attribution cookie',
      () =>
        jsonRequest(validEnquiryInput(), {
          cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie()}; ${attributionCookieName}=${encodeURIComponent(
            JSON.stringify({ first: { utm_source: `news${nul}` }, last: { utm_source: 'x' } }),
          )}`,
        }),
    ],
    [
      'lone surrogate in the attribution cookie',
      () =>
        jsonRequest(validEnquiryInput(), {
          // JSON.stringify writes the lone surrogate as the escape \ude00, which JSON.parse reads back.
          cookie: `XSRF-TOKEN=${token}; ${enquiryFormCookie()}; ${attributionCookieName}=${JSON.stringify({
            first: { utm_source: 'x' },
            last: { utm_medium: `cpc${loneLow}` },
          })}`,
        }),
    ],
  ];

  it.each(badBytes)('%s: stored clean (201), never a 5xx', async (_name, make) => {
    const { log, lines } = capturingLog();
    const response = await handleEnquiryPost(make(), deps({ log }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const row = await findEnquiryByReference(database.current.db, reference);
    const stored = JSON.stringify([row?.pagePath, row?.context, row?.attribution]);
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
    expect(lines.join('')).not.toMatch(/storage|outage/);
  });

  it('refuses bad bytes in what the visitor typed with 422', async () => {
    for (const overrides of [
      { name: `Priya${loneHigh} Shah` },
      { message: `Hello${loneLow}` },
      { company: `Shah${nul}Joinery` },
    ]) {
      const response = await handleEnquiryPost(jsonRequest(validEnquiryInput(overrides)), deps());
      expect(response.status, JSON.stringify(overrides)).toBe(422);
    }
  });

  it('a failed insert answers 500 with a reference and logs no personal data', async () => {
    const { log, lines } = capturingLog();
    const input = validEnquiryInput({
      name: 'Zanzibar Quelch',
      email: 'zanzibar.quelch@example.org',
      phone: '07700 900987',
      company: 'Quelch Marquetry',
      message: 'A unit for marquetry, please.',
    });
    // A bug rather than an outage: the database answers, but refuses every enquiry.
    await database.current.db.execute(
      sql.raw('alter table enquiries add constraint always_refuse check (false) not valid'),
    );
    try {
      const response = await handleEnquiryPost(jsonRequest(input), deps({ log }));
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: string; errorReference: string };
      expect(body.errorReference).toMatch(/^ERR-[0-9A-Z]{8}$/);
      expect(body.error).toContain(body.errorReference);
      const logged = lines.join('\n');
      expect(logged).toContain(body.errorReference);
      expect(logged).toContain('23514');
      for (const value of ['Zanzibar', 'Quelch', 'zanzibar.quelch', '7700', '900987', 'marquetry']) {
        expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
      }
    } finally {
      await database.current.db.execute(sql.raw('alter table enquiries drop constraint always_refuse'));
    }
  });

  it('a storage outage answers 503 and logs no personal data', async () => {
    const { log, lines } = capturingLog();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    // Every query builder call chains, and awaiting it fails as a dropped connection would.
    const failing: unknown = new Proxy(() => undefined, {
      get: (_target, property) =>
        property === 'then'
          ? (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
              Promise.reject(refused).then(resolve, reject)
          : failing,
      apply: () => failing,
    });
    const down = new Proxy(database.current.db, {
      get(target, property, receiver) {
        if (property === 'execute' || property === 'insert' || property === 'select') return failing;
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    await database.current.db.delete(rateLimits);
    const response = await handleEnquiryPost(
      jsonRequest(validEnquiryInput({ name: 'Zanzibar Quelch' })),
      deps({ db: down, log, rateLimitStore: 'database' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(lines.join('\n')).toContain('ECONNREFUSED');
    expect(lines.join('\n')).not.toContain('Zanzibar');
  });
});
