import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import { defaultLicenceSettings } from '@/domain/licence/settings';
import type { LicenceOffer } from '@/domain/licence/offer';
import type { PromoCode } from '@/domain/promo-codes/promo-codes';
import type { Unit } from '@/domain/units';
import { licences } from '../db/schema';
import { licenceDraftKey, openLicenceDraft } from '../licences/draft';
import {
  handleLicenceDetailsPost,
  handleLicenceSignPost,
  handleLicenceStartPost,
  type LicenceHandlerDeps,
} from '../licences/handler';
import { licenceLinkKey, signLicenceId } from '../licences/link';
import { sendLicenceMail } from '../licences/mail';
import { handleLicencePayPost } from '../licences/payment';
import { expireLapsedHolds, findLicence } from '../licences/store';
import { loadSources } from '../leads/sources';
import type { Payments } from '../payments/stripe-client';
import { handleStripeWebhook } from '../payments/webhook';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { MailReceiver } from '../testing/receivers';
import { listPromoUses, promoForLicence, promoUseCount } from './redemptions';

/*
 * A promo code on a coworking membership's first month (docs/decisions/0054, "Memberships"): typed
 * on the review page, applied by the server at signing, its use stored in the signing transaction
 * (one per email, the maximum under concurrent signers), the first payment at Stripe Checkout as the
 * list line and a coupon (the real SDK against tests/fake-stripe.mjs), the line in the tenant's mail
 * (a real SMTP server), and the use given back when the licence lapses or is cancelled unstarted.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_promo_licences_0123456789';
const formSecret = 'form-secret-0123456789';
const siteUrl = 'http://localhost:3000';
// Real time: Checkout's session ends with the hold, within Stripe's bounds of the fake's clock.
const now = Date.now();
const startDate = new Date(now + 30 * 86_400_000).toISOString().slice(0, 10);

const floor = (reference: string, desks = 20): Unit => ({
  reference,
  name: 'Coworking floor',
  centre: 'andover',
  workspaceType: 'coworking-spaces',
  sizeSqFt: 1200,
  capacity: desks,
  rent: 180,
  termMonths: 1,
  noticeMonths: 1,
  status: 'available',
  facts: {},
  photos: [],
});
const workshop: Unit = { ...floor('AND-W40'), name: 'Workshop 40', workspaceType: 'workshops', capacity: undefined, rent: 74 };

const settings = defaultLicenceSettings({
  accountName: 'Northlight Business Centres Ltd',
  bankName: 'Example Bank plc',
  sortCode: '12-34-56',
  accountNumber: '12345678',
});
const body = `# Parties\n\nThis licence is between {{licensor}} and {{tenant}} for {{units}} at {{centre}}.\n\n# Money\n\nFrom {{start}} for {{term}}: {{rent}} a month plus VAT, deposit {{deposit}}, paid on the {{paymentDay}}. Use: {{permittedUse}}. Special terms: {{specialTerms}}`;
const offerFor = (unit: Unit): LicenceOffer => ({
  unit,
  centre: { name: 'Northlight Andover', address: 'Walworth Road, Andover, SP10 5LH' },
  settings,
  template: {
    family: unit.workspaceType === 'coworking-spaces' ? 'coworking' : 'business-units',
    title: 'Licence',
    permittedUse: 'Office use',
    body,
    id: 1,
    version: 1,
  },
  vatRatePercent: 20,
  licensor: 'Northlight Business Centres Ltd',
});

const codes: Record<string, PromoCode> = {
  MEMBER25: { code: 'MEMBER25', kind: 'percent', percentOff: 25, appliesTo: ['memberships'], active: true },
  EACH10: { code: 'EACH10', kind: 'percent', percentOff: 10, appliesTo: ['memberships', 'rooms'], active: true },
  TWOUSES: { code: 'TWOUSES', kind: 'fixed', amountOffPence: 5000, appliesTo: ['memberships'], maxUses: 2, active: true },
  ONCE: { code: 'ONCE', kind: 'fixed', amountOffPence: 2000, appliesTo: ['memberships'], maxUses: 1, active: true },
  ROOMSONLY: { code: 'ROOMSONLY', kind: 'percent', percentOff: 10, appliesTo: ['rooms'], active: true },
  FREEMONTH: { code: 'FREEMONTH', kind: 'percent', percentOff: 100, appliesTo: ['memberships'], active: true },
};

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret, 'sk_test_promo_licences_0123456789'));
});
afterAll(() => fake?.stop());

const linkKey = licenceLinkKey('cms-secret');
const draftKey = licenceDraftKey('cms-secret');

function depsFor(db: TestDatabase['db'], extra: Partial<LicenceHandlerDeps> = {}): LicenceHandlerDeps {
  return {
    db,
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl,
    formTokenSecret: formSecret,
    linkKey,
    draftKey,
    offer: async (reference) => (reference === workshop.reference ? offerFor(workshop) : offerFor(floor(reference))),
    cardPayments: true,
    promoCodes: async (code) => codes[code],
    log: silentLog,
    now: () => now,
    ...extra,
  };
}

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ token: issueFormToken(formSecret, now - 10_000), ...fields }).toString(),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('Path=/api/licences'))!
    .split(';')[0]!;
const draftOf = (response: Response) => openLicenceDraft(cookieOf(response).slice('licence_flow='.length), draftKey, now);

const details = (email: string) => ({
  tenantKind: 'company',
  tenantName: 'Harbour Lights Ltd',
  companyNumber: '01234567',
  addressLine1: '1 High Street',
  town: 'Andover',
  postcode: 'SP10 1AA',
  name: 'Grace Hopper',
  role: 'Director',
  email,
  phone: '07700 900456',
  phoneCountry: 'GB',
});

/** The steps up to the review page, then the review page's form (signed, unless told). */
async function sign(deps: LicenceHandlerDeps, review: Record<string, string>, options: { email?: string; unit?: string } = {}) {
  const started = await handleLicenceStartPost(post('/api/licences/start', { unit: options.unit ?? 'AND-CW10', startDate }), deps);
  expect(started.headers.get('location')).toBe('/take-online/details');
  const checked = await handleLicenceDetailsPost(
    post('/api/licences/details', details(options.email ?? 'grace@example.co.uk'), cookieOf(started)),
    deps,
  );
  expect(checked.headers.get('location')).toBe('/take-online/review');
  const cookie = cookieOf(checked);
  const signed = await handleLicenceSignPost(
    post('/api/licences/sign', { typedName: 'Grace Hopper', agree: 'yes', ...review }, cookie),
    deps,
  );
  return { signed, cookie };
}

const licenceOf = async (db: TestDatabase['db'], email: string) =>
  (await db.select().from(licences).where(eq(licences.email, email)))[0];

describe.each(backends)('promo codes on a membership’s first month on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('takes 25% off the first month before VAT: stored with the licence, Checkout has the list line, the coupon and the VAT of the discounted month', async () => {
    const { db } = database.current;
    const { signed } = await sign(depsFor(db), { promo: ' member25 ' });
    expect(signed.headers.get('location')).toMatch(/^\/take-online\/signed\?l=/);
    const stored = (await licenceOf(db, 'grace@example.co.uk'))!;
    // £180 a month: the code takes £45 off the first month, £135 + VAT £27 = £162 due on signing;
    // the licence keeps the monthly price (later months are the full £216 with VAT).
    expect(stored).toMatchObject({
      status: 'held',
      payment: 'card-pending',
      monthlyNetPence: 18_000,
      monthlyVatPence: 3600,
      depositPence: 0,
      dueTodayPence: 16_200,
    });
    expect(await promoForLicence(db, stored.id)).toEqual({ code: 'MEMBER25', listPence: 18_000, discountPence: 4500, released: false });
    expect((await listPromoUses(db, 'MEMBER25'))[0]).toMatchObject({ product: 'memberships', reference: stored.reference, centre: 'andover' });
    const lead = (await loadSources(db, [{ sourceKind: 'licence', sourceId: stored.id }])).get(`licence:${stored.id}`)!;
    expect(lead.facts).toContainEqual(['Promo code, first month', '£180, Promo MEMBER25 −£45']);

    const pressed = await handleLicencePayPost(
      new Request(`${siteUrl}/api/licences/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl },
        body: new URLSearchParams({ l: stored.id, s: signLicenceId(stored.id, linkKey) }).toString(),
      }),
      { db, payments, siteUrl, linkKey, log: silentLog },
      'deposit',
    );
    const location = pressed.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${fake.origin}/pay/`));
    const session = fake.sessions.get(new URL(location).pathname.split('/').pop()!)!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      ["First month's rent and service charge: AND-CW10, Coworking floor", 18_000],
      ['VAT at 20% on the first month', 2700],
    ]);
    expect(fake.coupons.get(session.discounts[0]!.coupon)).toMatchObject({
      amount_off: 4500,
      duration: 'once',
      max_redemptions: 1,
      name: 'Promo MEMBER25',
    });
    expect(session.amount_total).toBe(16_200);

    const paid = await handleStripeWebhook(stripeEventRequest(fake.complete(session.id)), {
      db,
      payments,
      channels: [],
      visitorMail: true,
      log: silentLog,
    });
    expect(paid.status).toBe(200);
    expect(await findLicence(db, stored.id)).toMatchObject({ payment: 'card-paid', status: 'paid', paidPence: 16_200 });
  });

  it('"Apply code" signs nothing; a refused code goes back to the review page with the reason, and nothing is stored', async () => {
    const { db } = database.current;
    const { signed: applied } = await sign(depsFor(db), { promo: 'member25', intent: 'apply-promo', typedName: '', agree: '' }, { email: 'refused@example.co.uk' });
    expect(applied.headers.get('location')).toBe('/take-online/review#licence-promo');
    expect(draftOf(applied)?.values).toMatchObject({ promo: 'member25', email: 'refused@example.co.uk' });
    expect(draftOf(applied)?.checked).toBe(true);

    const cases: [string, string, string?][] = [
      ['ROOMSONLY', 'This code does not apply to memberships.'],
      ['NOSUCH', 'We don’t recognise this code.'],
      ['X'.repeat(300), 'We don’t recognise this code.'],
      // A business unit (or a serviced office) is not a membership: no code applies to it.
      ['MEMBER25', 'Promo codes apply to coworking memberships only, not to offices or units.', workshop.reference],
    ];
    for (const [promo, message, unit] of cases) {
      const { signed } = await sign(depsFor(db), { promo }, { email: 'refused@example.co.uk', ...(unit ? { unit } : {}) });
      expect(signed.headers.get('location')).toBe('/take-online/review#licence-promo');
      expect(draftOf(signed)?.errors?.promo).toBe(message);
    }
    expect(await licenceOf(db, 'refused@example.co.uk')).toBeUndefined();
    // A signature refused keeps the code typed, for the page to show it again.
    const { signed: unsigned } = await sign(depsFor(db), { promo: 'MEMBER25', typedName: 'Someone Else' }, { email: 'refused@example.co.uk' });
    expect(unsigned.headers.get('location')).toBe('/take-online/review#licence-errors');
    expect(draftOf(unsigned)?.values.promo).toBe('MEMBER25');
  });

  it('one use per email; signing the same draft twice takes one use; the maximum holds for signers at once', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const { signed: first, cookie } = await sign(deps, { promo: 'EACH10' }, { email: 'twice@example.co.uk' });
    expect(first.headers.get('location')).toMatch(/^\/take-online\/signed/);
    // The same draft again (a double click): the same licence, no second use.
    const again = await handleLicenceSignPost(post('/api/licences/sign', { typedName: 'Grace Hopper', agree: 'yes', promo: 'EACH10' }, cookie), deps);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await promoUseCount(db, 'EACH10')).toBe(1);
    // A new licence by the same email (any case) is refused the code.
    const { signed: second } = await sign(deps, { promo: 'EACH10' }, { email: 'Twice@Example.co.uk' });
    expect(draftOf(second)?.errors?.promo).toBe('You have already used this code.');

    // Eight signers at once for a code of two uses: exactly two licences are stored with it.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => sign(deps, { promo: 'TWOUSES' }, { email: `racer${index}@example.co.uk` })),
    );
    const locations = answers.map((answer) => answer.signed.headers.get('location') ?? '');
    expect(locations.filter((location) => location.startsWith('/take-online/signed'))).toHaveLength(2);
    expect(locations.filter((location) => location === '/take-online/review#licence-promo')).toHaveLength(6);
    expect(await promoUseCount(db, 'TWOUSES')).toBe(2);
    const stored = await db.select().from(licences).where(sql`${licences.email} like 'racer%'`);
    expect(stored).toHaveLength(2);
  });

  it('gives the use back when the hold lapses unpaid, or the licence is cancelled before it starts; not after', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    await sign(deps, { promo: 'ONCE' }, { email: 'first@example.co.uk' });
    const first = (await licenceOf(db, 'first@example.co.uk'))!;
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    const { signed: refused } = await sign(deps, { promo: 'ONCE' }, { email: 'second@example.co.uk' });
    expect(draftOf(refused)?.errors?.promo).toBe('This code has been used the maximum number of times.');

    await expireLapsedHolds(db, new Date(first.holdUntil.getTime() + 60_000));
    expect((await findLicence(db, first.id))?.status).toBe('expired');
    expect(await promoUseCount(db, 'ONCE')).toBe(0);
    expect(await promoForLicence(db, first.id)).toMatchObject({ released: true, discountPence: 2000 });

    await sign(deps, { promo: 'ONCE' }, { email: 'second@example.co.uk' });
    const second = (await licenceOf(db, 'second@example.co.uk'))!;
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    // Staff cancel it before its start date: the use comes back.
    await db.update(licences).set({ status: 'cancelled' }).where(eq(licences.id, second.id));
    expect(await promoUseCount(db, 'ONCE')).toBe(0);

    await sign(deps, { promo: 'ONCE' }, { email: 'third@example.co.uk' });
    const third = (await licenceOf(db, 'third@example.co.uk'))!;
    // Ended after it started (a let licence past its start date): the use is kept.
    await db.update(licences).set({ status: 'let', startDate: '2020-01-01' }).where(eq(licences.id, third.id));
    await db.update(licences).set({ status: 'cancelled' }).where(eq(licences.id, third.id));
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    expect((await promoForLicence(db, third.id))?.released).toBe(false);
  });

  it('a code that takes the whole first month leaves nothing to pay: the membership is paid at once, no Checkout', async () => {
    const { db } = database.current;
    const { signed } = await sign(depsFor(db), { promo: 'FREEMONTH' }, { email: 'free@example.co.uk' });
    expect(signed.headers.get('location')).toMatch(/^\/take-online\/signed\?l=/);
    const stored = (await licenceOf(db, 'free@example.co.uk'))!;
    expect(stored).toMatchObject({ status: 'paid', payment: 'transfer-received', dueTodayPence: 0, monthlyNetPence: 18_000 });
    expect(stored.paidAt).not.toBeNull();
    expect(stored.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'paid']);
    // Nothing is due, so no hold lapses and no Checkout is offered.
    expect(await expireLapsedHolds(db, new Date(now + 72 * 3_600_000))).toEqual([]);
    expect(await promoForLicence(db, stored.id)).toMatchObject({ code: 'FREEMONTH', discountPence: 18_000, released: false });
  });

  it('mails the tenant and sales the first month’s line (real SMTP)', async () => {
    const { db } = database.current;
    await sign(depsFor(db, { cardPayments: false }), { promo: 'MEMBER25' }, { email: 'mail@example.co.uk' });
    const licence = (await licenceOf(db, 'mail@example.co.uk'))!;
    const smtp = new MailReceiver();
    const port = await smtp.start();
    try {
      const facts = {
        licence,
        promo: await promoForLicence(db, licence.id),
        pdf: new Uint8Array([37, 80, 68, 70, 45]),
        bank: settings.bank,
        pageUrl: `${siteUrl}/take-online/signed?l=${licence.id}&s=sig`,
        adminUrl: `${siteUrl}/admin/licences`,
      };
      const route = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'lettings@northlight.example', salesTo: 'sales@northlight.example' };
      await sendLicenceMail(route, facts, 'visitor-email', 1);
      await sendLicenceMail(route, facts, 'email', 2);
      const [tenant, sales] = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
      const line = 'Promo MEMBER25 −£45.00 (off the price before VAT): £135.00 + VAT £27.00 = £162.00. Later months at the full price.';
      expect(tenant!.text).toContain(`First month: ${line}`);
      // By transfer: the amount to pay is the first month with the code.
      expect(tenant!.text).toContain('Amount: £162.00');
      expect(tenant!.html).toContain('Promo MEMBER25 −£45.00');
      expect(sales!.text).toContain('Due now: £162.00');
      expect(sales!.text).toContain(`First month: ${line}`);

      // The hold lapses unpaid: the tenant's mail says the code's use is given back.
      await expireLapsedHolds(db, new Date(licence.holdUntil.getTime() + 60_000));
      const expired = (await findLicence(db, licence.id))!;
      await sendLicenceMail(route, { ...facts, licence: expired, promo: await promoForLicence(db, licence.id) }, 'visitor-email', 3, 'expired');
      const lapsed = await simpleParser(smtp.received[2]!.raw);
      expect(lapsed.text).toContain('Promo MEMBER25 −£45.00 was to come off the first month; the licence ended, so the code’s use is given back.');
    } finally {
      await smtp.stop();
    }
  });
});
