import { describe, expect, it } from 'vitest';
import { defaultLicenceSettings } from '@/domain/licence/settings';
import type { LicenceOffer } from '@/domain/licence/offer';
import type { Unit } from '@/domain/units';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { licenceDraftKey } from './draft';
import {
  handleLicenceDetailsPost,
  handleLicenceSignPost,
  handleLicenceStartPost,
  type LicenceHandlerDeps,
} from './handler';
import { licenceLinkKey, signLicenceId } from './link';
import { findLicence, signedTextSha256 } from './store';

const backends = await testBackends();
const now = Date.parse('2030-06-17T09:00:00Z');
const formSecret = 'form-secret-0123456789';

const unitOf = (reference: string): Unit => ({
  reference,
  name: 'Workshop 4',
  centre: 'andover',
  workspaceType: 'workshops',
  sizeSqFt: 600,
  rent: 74,
  serviceCharge: 12,
  rateableValue: 9_000,
  termMonths: 12,
  noticeMonths: 1,
  status: 'available',
  facts: {},
  photos: [],
});

const seedLicenceSettings = defaultLicenceSettings({
  accountName: 'Northlight Business Centres Ltd',
  bankName: 'Example Bank plc',
  sortCode: '12-34-56',
  accountNumber: '12345678',
});
const template = {
  family: 'business-units' as const,
  title: 'Licence to occupy a business unit',
  permittedUse: 'Light industrial use',
  body: `# Parties\n\nThis licence is between {{licensor}} and {{tenant}} for {{units}} at {{centre}}.\n\n# Money\n\nFrom {{start}} for {{term}}: {{rent}} a month plus VAT, deposit {{deposit}}, paid on the {{paymentDay}}. Use: {{permittedUse}}. Special terms: {{specialTerms}}`,
};
const offerOf = (reference: string): LicenceOffer => ({
  unit: unitOf(reference),
  centre: { name: 'Northlight Andover', address: 'Walworth Road, Andover, SP10 5LH' },
  settings: seedLicenceSettings,
  template: { ...template, id: 1, version: 2 },
  vatRatePercent: 20,
  licensor: 'Northlight Business Centres Ltd',
});

function depsFor(db: LicenceHandlerDeps['db'], offered = new Set(['AND-W04', 'AND-W07', 'AND-W08'])): LicenceHandlerDeps {
  return {
    db,
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey: licenceLinkKey('cms-secret'),
    draftKey: licenceDraftKey('cms-secret'),
    offer: async (reference) => (offered.has(reference) ? offerOf(reference) : undefined),
    cardPayments: false,
    log: silentLog,
    now: () => now,
  };
}

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ token: issueFormToken(formSecret, now - 10_000), ...fields }).toString(),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('Path=/api/licences'))!
    .split(';')[0]!;

const details = {
  tenantKind: 'company',
  tenantName: 'Acme Joinery Ltd',
  companyNumber: '01234567',
  addressLine1: '1 High Street',
  town: 'Andover',
  postcode: 'SP10 1AA',
  name: 'Ada Lovelace',
  role: 'Director',
  email: 'ada@example.co.uk',
  phone: '07700 900123',
  phoneCountry: 'GB',
};

/** The steps up to the review page: the draft cookie ready to sign. */
async function reviewedDraft(deps: LicenceHandlerDeps, unit = 'AND-W04') {
  const started = await handleLicenceStartPost(post('/api/licences/start', { unit, startDate: '2030-07-01' }), deps);
  expect(started.headers.get('location')).toBe('/take-online/details');
  const checked = await handleLicenceDetailsPost(post('/api/licences/details', details, cookieOf(started)), deps);
  expect(checked.headers.get('location')).toBe('/take-online/review');
  return cookieOf(checked);
}

describe.each(backends)('taking a unit online on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('signs the licence as shown, with figures from the data whatever the form posts', async () => {
    const deps = depsFor(database.current.db);
    const cookie = await reviewedDraft(deps);
    const signed = await handleLicenceSignPost(
      // A forged amount in the post is ignored: the server computes every figure.
      post('/api/licences/sign', { typedName: 'ada lovelace', agree: 'yes', dueTodayPence: '1', rent: '1' }, cookie),
      deps,
    );
    const location = new URL(signed.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/take-online/signed');
    const id = location.searchParams.get('l')!;
    expect(location.searchParams.get('s')).toBe(signLicenceId(id, deps.linkKey));
    // The draft is cleared once signed.
    expect(signed.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    const licence = (await findLicence(database.current.db, id))!;
    expect(licence.status).toBe('held');
    expect(licence.payment).toBe('transfer-awaited');
    expect(licence.rentPence).toBe(32_067);
    expect(licence.depositPence).toBe(64_134);
    expect(licence.dueTodayPence).toBe(64_134 + 44_720);
    expect(licence.signedText).toContain('Acme Joinery Ltd');
    expect(licence.signedText).toContain('AND-W04, Workshop 4 (600 sq ft)');
    expect(licence.signedText).toContain('£320.67');
    expect(licence.signedText).not.toContain('{{');
    expect(licence.signedTextSha256).toBe(signedTextSha256(licence.signedText));
    expect(licence.templateVersion).toBe(2);
    expect(licence.phone).toBe('+447700900123');
  });

  it('refuses a signature in another name, or without the tick, and keeps the answers', async () => {
    const deps = depsFor(database.current.db);
    const cookie = await reviewedDraft(deps, 'AND-W07');
    const refused = await handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Bob Smith' }, cookie), deps);
    expect(refused.headers.get('location')).toBe('/take-online/review#licence-errors');
    const retry = cookieOf(refused);
    const signed = await handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, retry), deps);
    expect(signed.headers.get('location')).toMatch(/^\/take-online\/signed\?l=/);
  });

  it('tells the second of two signers racing for one unit that it was taken', async () => {
    const deps = depsFor(database.current.db);
    const [first, second] = [await reviewedDraft(deps, 'AND-W08'), await reviewedDraft(deps, 'AND-W08')];
    const answers = await Promise.all([
      handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, first), deps),
      handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, second), deps),
    ]);
    const locations = answers.map((answer) => answer.headers.get('location') ?? '').sort();
    expect(locations[0]).toBe('/take-online/problem?reason=taken&unit=AND-W08');
    expect(locations[1]).toMatch(/^\/take-online\/signed\?l=/);
  });

  it('checks the start date against the unit and the notice, and refuses a unit no longer offered', async () => {
    const deps = depsFor(database.current.db);
    const early = await handleLicenceStartPost(post('/api/licences/start', { unit: 'AND-W04', startDate: '2030-06-17' }), deps);
    expect(early.headers.get('location')).toBe('/take-online?unit=AND-W04#licence-errors');
    const gone = await handleLicenceStartPost(post('/api/licences/start', { unit: 'AND-W99', startDate: '2030-07-01' }), deps);
    expect(gone.headers.get('location')).toBe('/take-online/problem?reason=not-offered&unit=AND-W99');
    // Withdrawn between the review and the signature: nothing is signed.
    const cookie = await reviewedDraft(deps, 'AND-W04');
    const withdrawn = await handleLicenceSignPost(
      post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, cookie),
      depsFor(database.current.db, new Set()),
    );
    expect(withdrawn.headers.get('location')).toBe('/take-online/problem?reason=not-offered&unit=AND-W04');
  });

  it('refuses a sign post with no draft, a forged draft or from another site', async () => {
    const deps = depsFor(database.current.db);
    const none = await handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }), deps);
    expect(none.headers.get('location')).toBe('/take-online/problem?reason=expired');
    const forged = await handleLicenceSignPost(
      post('/api/licences/sign', { typedName: 'Ada Lovelace', agree: 'yes' }, 'licence_flow=v1.AAAAforged'),
      deps,
    );
    expect(forged.headers.get('location')).toBe('/take-online/problem?reason=expired');
    const crossSite = new Request('http://localhost:3000/api/licences/sign', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: 'typedName=x',
    });
    expect((await handleLicenceSignPost(crossSite, deps)).headers.get('location')).toBe('/take-online/problem?reason=cross-site');
  });
});

describe('bad bytes', () => {
  it('refuses a post that is not valid UTF-8 before reading a field', async () => {
    const deps = depsFor(undefined as never);
    const request = new Request('http://localhost:3000/api/licences/details', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array([...Buffer.from(`token=${issueFormToken(formSecret, now - 10_000)}&tenantName=Bad`), 0xff, 0xfe]),
    });
    expect((await handleLicenceDetailsPost(request, deps)).headers.get('location')).toBe('/take-online/problem?reason=unreadable');
  });
});
