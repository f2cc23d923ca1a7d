import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignTable, type CampaignQuery, type CampaignRow } from '@/domain/dashboard/campaigns';
import { parseSpendCsv } from '@/domain/dashboard/spend-csv';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { licenceCostOf } from '@/domain/licence/costs';
import { londonInstant } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { bookings, campaignSpend, dayPassBundles, dayPasses, leadAudit, leads, licences, orders, promoRedemptions } from '../db/schema';
import { storeEnquiry, type EnquiryOrigin } from '../enquiries/enquiries';
import { signLicence } from '../licences/store';
import { changeStage } from '../leads/store';
import { validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { loadCampaignReport } from './campaigns';
import { findSpendUpload, recentSpendUploads, recordSpendUpload } from './spend';

/*
 * Revenue by campaign on a real database (PGlite, and PostgreSQL when it answers): leads, won
 * leads and money paid online across sources and touches, refunds taken off on their day, a
 * centre manager's centres only, and spend uploaded, replaced and spread over the days it covers.
 */
const backends = await testBackends();
const sales = { id: 7, name: 'Sam Sales' };
const november: CampaignQuery = { period: { from: '2026-11-01', to: '2026-11-30' }, touch: 'first' };
const at = (day: string, hour = 10) => londonInstant(day, hour * 60);

const spring = { utm_source: 'Google', utm_medium: 'cpc', utm_campaign: 'Spring Units', gclid: 'abc' };
const newsletter = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'November' };

async function leadOf(db: Database, sourceId: string) {
  return (await db.select({ id: leads.id }).from(leads).where(eq(leads.sourceId, sourceId)))[0]!.id;
}

async function seed(db: Database) {
  const enquiry = async (centre: string, attribution: EnquiryOrigin['attribution'], day: string) => {
    const stored = await storeEnquiry(
      db,
      { ...enquirySchema.parse(validEnquiryInput({ centre })), phoneE164: '+447700900123' },
      { attribution },
      [],
    );
    await db.update(leads).set({ createdAt: at(day), touchedAt: at(day) }).where(eq(leads.sourceId, stored.id));
    return stored;
  };
  // Spring units, first touch; came back through the newsletter. Won on 20 November, at £12,500.
  const won = await enquiry('exeter', { first: spring, last: newsletter }, '2026-11-10');
  const wonLead = await leadOf(db, won.id);
  await changeStage(db, wonLead, 'all', sales, 'offer');
  expect((await changeStage(db, wonLead, 'all', sales, 'won', undefined, 1_250_000)).ok).toBe(true);
  await db
    .update(leadAudit)
    .set({ at: at('2026-11-20') })
    .where(and(eq(leadAudit.leadId, wonLead), eq(leadAudit.field, 'stage')));
  // Spring units again (different case and spacing), still open.
  await enquiry('exeter', { first: { utm_source: 'google ', utm_medium: 'CPC', utm_campaign: 'spring  units' }, last: {} }, '2026-11-12');
  // Organic search, one touch only (no cookie), at Chichester.
  await enquiry('chichester', { touch: { referrer_host: 'www.google.co.uk' } }, '2026-11-14');
  // October: outside the period.
  await enquiry('exeter', { first: spring, last: spring }, '2026-10-20');

  // A licence signed online at Andover: a lead won at birth, its first month paid by card.
  const cost = licenceCostOf(
    { workspaceType: 'workshops', rent: 74, serviceCharge: 12 },
    { vatRatePercent: 20, depositMonths: 2, termMonths: 12 },
  )!;
  const sign = (reference: string, attribution: EnquiryOrigin['attribution']) =>
    signLicence(
      db,
      {
        idempotencyKey: `key-${randomUUID()}`,
        unit: { reference, name: 'Workshop', centre: 'andover', workspaceType: 'workshops' },
        family: 'business-units',
        template: { id: 1, version: 3 },
        signedText: 'This licence is between Northlight Business Centres Ltd and Acme Joinery Ltd.',
        tenant: { kind: 'company', name: 'Acme Joinery Ltd', companyNumber: '01234567', registeredAddress: '1 High St, Andover, SP10 1AA' },
        signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
        signatureName: 'Ada Lovelace',
        startDate: '2026-12-01',
        noticeMonths: 1,
        cost,
        payment: 'card-pending',
        holdHours: 48,
        openedAt: at('2026-11-15', 9),
        attribution,
      },
      at('2026-11-15'),
    );
  const licence = await sign('AND-W04', { first: spring, last: newsletter });
  await db
    .update(licences)
    .set({ payment: 'card-paid', paidAt: at('2026-11-15', 11), paidPence: cost.dueTodayPence, createdAt: at('2026-11-15') })
    .where(eq(licences.id, licence.id));
  const licenceLead = await leadOf(db, licence.id);
  await db.update(leads).set({ createdAt: at('2026-11-15') }).where(eq(leads.id, licenceLead));
  await db.update(leadAudit).set({ at: at('2026-11-15') }).where(eq(leadAudit.leadId, licenceLead));
  // A licence paid after its hold ended: refunded at once, no paid time; it nets to nothing.
  const late = await sign('AND-W05', { touch: { utm_source: 'partner', utm_medium: 'referral', utm_campaign: 'late' } });
  await db
    .update(licences)
    .set({ status: 'expired', payment: 'card-refunded', paidPence: cost.dueTodayPence, refundedAt: at('2026-11-18'), createdAt: at('2026-11-15') })
    .where(eq(licences.id, late.id));
  const lateLead = await leadOf(db, late.id);
  await db.update(leads).set({ createdAt: at('2026-11-15') }).where(eq(leads.id, lateLead));
  await db.update(leadAudit).set({ at: at('2026-11-15') }).where(eq(leadAudit.leadId, lateLead));

  // Rooms: one paid online on 3 November (no attribution: direct), one paid in October and refunded
  // on 4 November (the refund comes off November), one paid at the centre (not online: nothing).
  let hour = 8;
  const booking = async (paid: { paidAt?: Date; refundedAt?: Date } | null, centre = 'exeter') => {
    const id = randomUUID();
    hour += 1;
    await db.insert(bookings).values({
      id,
      reference: `NL-CAM-${id.slice(0, 6).toUpperCase()}`,
      roomReference: 'EXE-MR01',
      centre,
      startsAt: at('2026-12-01', hour),
      endsAt: at('2026-12-01', hour + 1),
      duration: 'hour',
      hours: 1,
      name: 'Bo Booker',
      email: 'bo@example.co.uk',
      phone: '+447700900125',
      pricePence: 5000,
      vatRateBasisPoints: 2000,
      // A room booking is a lead too, made when it was booked.
      createdAt: at('2026-10-27'),
      ...(paid ? { paidPence: 6000, paidAt: paid.paidAt, refundedAt: paid.refundedAt ?? null } : {}),
      ...(paid?.refundedAt ? { status: 'refunded' as const } : {}),
    });
  };
  await booking({ paidAt: at('2026-11-03') });
  await booking({ paidAt: at('2026-10-28'), refundedAt: at('2026-11-04') });
  await booking(null);
  // Virtual offices paid by card: one from a Facebook click; one paid in October from a Microsoft
  // Ads click and refunded in November (minus its month).
  const order = async (facts: Partial<typeof orders.$inferInsert>) => {
    const id = randomUUID();
    await db.insert(orders).values({
      id,
      reference: `NL-CAM-${id.slice(0, 6).toUpperCase()}`,
      plan: 'business-address',
      planName: 'Business address',
      centre: 'exeter',
      monthlyNetPence: 2500,
      monthlyVatPence: 500,
      vatRateBasisPoints: 2000,
      needsIdCheck: false,
      businessName: 'Byron Ltd',
      name: 'Orderer',
      email: 'orderer@example.com',
      phone: '+447700900124',
      startDate: '2026-12-01',
      payment: 'card-paid',
      status: 'active',
      ...facts,
    });
  };
  await order({ attribution: { touch: { fbclid: 'fb.1' } }, createdAt: at('2026-11-06') });
  await order({
    status: 'cancelled',
    cancelledAt: at('2026-11-02'),
    refundedAt: at('2026-11-02'),
    attribution: { touch: { msclkid: 'ms.1' } },
    createdAt: at('2026-10-25'),
  });
  return { cost };
}

const seeded = new WeakMap<Database, ReturnType<typeof seed>>();
function seedOnce(db: Database) {
  if (!seeded.has(db)) seeded.set(db, seed(db));
  return seeded.get(db)!;
}

const byKey = (rows: readonly CampaignRow[]) =>
  Object.fromEntries(rows.map((row) => [`${row.source} / ${row.medium} / ${row.campaign}`, row]));

describe.each(backends)('revenue by campaign on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('adds up leads, won leads and money paid online by first touch', async () => {
    const { db } = database.current;
    const { cost } = await seedOnce(db);
    const report = await loadCampaignReport(db, 'all', november);
    const rows = byKey(report.rows);
    expect(Object.keys(rows).sort()).toEqual([
      '(direct) / (none) / (not set)',
      'bing / cpc / (not set)',
      'facebook / social / (not set)',
      'google / cpc / spring units',
      'google / organic / (not set)',
      'partner / referral / late',
    ]);
    // Refunded in November, paid in October: a negative month; the late licence nets to nothing.
    expect(rows['bing / cpc / (not set)']).toMatchObject({ leads: 0, paidNetPence: -2500 });
    expect(rows['partner / referral / late']).toMatchObject({ leads: 1, wonLeads: 1, wonValuePence: cost.contractValuePence, paidNetPence: 0 });
    // Two enquiries and the licence; the enquiry and the licence won; the licence's first month.
    expect(rows['google / cpc / spring units']).toMatchObject({
      leads: 3,
      wonLeads: 2,
      wonValuePence: 1_250_000 + cost.contractValuePence,
      paidNetPence: cost.monthly.netPence,
      spendPence: null,
      costPerWonLeadPence: null,
    });
    expect(rows['google / organic / (not set)']).toMatchObject({ leads: 1, wonLeads: 0, paidNetPence: 0 });
    // The room paid in November, less the one refunded in November: £50 − £50. The rooms were
    // booked in October: no lead of November.
    expect(rows['(direct) / (none) / (not set)']).toMatchObject({ leads: 0, paidNetPence: 0 });
    // The order is a lead of its own.
    expect(rows['facebook / social / (not set)']).toMatchObject({ leads: 1, paidNetPence: 2500 });
    expect(report.totals).toMatchObject({ leads: 6, wonLeads: 3, paidNetPence: cost.monthly.netPence });
  });

  it('credits the last touch when asked, and a centre manager sees its centres only', async () => {
    const { db } = database.current;
    const { cost } = await seedOnce(db);
    const last = byKey((await loadCampaignReport(db, 'all', { ...november, touch: 'last' })).rows);
    expect(last['newsletter / email / november']).toMatchObject({
      leads: 2,
      wonLeads: 2,
      paidNetPence: cost.monthly.netPence,
    });
    // An empty last touch is a direct visit.
    expect(last['(direct) / (none) / (not set)']).toMatchObject({ leads: 1 });
    const chichester = await loadCampaignReport(db, ['chichester'], november);
    expect(chichester.rows.map((row) => [row.source, row.leads])).toEqual([['google', 1]]);
    expect(chichester.withSpend).toBe(false);
    const nobody = await loadCampaignReport(db, [], november);
    expect(nobody.rows).toEqual([]);
  });

  it('spreads uploaded spend over its days, replaces it on upload again, and divides by won leads', async () => {
    const { db } = database.current;
    await seedOnce(db);
    const uploader = { id: 7, name: 'Sam Sales' };
    const month = parseSpendCsv('Month,Source,Medium,Campaign,Cost\r\nNovember 2026,google,cpc,Spring Units,"£300.00"\r\n');
    const first = await recordSpendUpload(db, uploader, 'november.csv', month);
    expect(first).toMatchObject({ saved: true, savedRows: 1, replacedRows: 0 });
    let report = await loadCampaignReport(db, 'all', november);
    expect(byKey(report.rows)['google / cpc / spring units']).toMatchObject({ spendPence: 30000, costPerWonLeadPence: 15000 });
    expect(report.totals).toMatchObject({ spendPence: 30000, costPerWonLeadPence: 15000 });
    // The first half of November: half the month's spend, and no lead won yet by then... except the
    // licence on the 15th.
    report = await loadCampaignReport(db, 'all', { ...november, period: { from: '2026-11-01', to: '2026-11-15' } });
    expect(byKey(report.rows)['google / cpc / spring units']).toMatchObject({ spendPence: 15000, wonLeads: 1, costPerWonLeadPence: 15000 });
    // The same month again, by day: the month's row gives way; two days of £12.34.
    const days = parseSpendCsv('Date,Source,Medium,Campaign,Cost (£)\n01/11/2026,google,cpc,spring units,12.34\n2026-11-02,google,cpc,spring units,12.34\n');
    expect(await recordSpendUpload(db, uploader, 'days.csv', days)).toMatchObject({ saved: true, savedRows: 2, replacedRows: 1 });
    report = await loadCampaignReport(db, 'all', november);
    expect(byKey(report.rows)['google / cpc / spring units']).toMatchObject({ spendPence: 2468, costPerWonLeadPence: 1234 });
    // A bad file saves nothing and keeps its problems for its page, for its uploader only.
    const bad = await recordSpendUpload(db, uploader, 'bad.csv', parseSpendCsv('Date,Source,Medium,Campaign,Cost\n31/02/2026,=cmd,cpc,x,-3\n'));
    expect(bad.saved).toBe(false);
    expect((await findSpendUpload(db, bad.id, 7))?.problems?.[0]).toMatch(/^Row 2: the source “=cmd” starts with “=”/);
    expect(await findSpendUpload(db, bad.id, 8)).toBeUndefined();
    expect(await db.select().from(campaignSpend)).toHaveLength(2);
    expect((await recentSpendUploads(db)).map((upload) => upload.fileName)).toEqual(['days.csv', 'november.csv']);
    // Spend with no lead is a row of its own; the table says "–" where nothing can be divided.
    await recordSpendUpload(db, uploader, 'bing.csv', parseSpendCsv('Month,Source,Medium,Campaign,Cost\n11/2026,bing,cpc,brand,"1,000"\n'));
    report = await loadCampaignReport(db, 'all', november);
    expect(byKey(report.rows)['bing / cpc / brand']).toMatchObject({ leads: 0, spendPence: 100000, costPerWonLeadPence: null });
    const table = campaignTable(report);
    expect(table.rows.find((row) => row[0] === 'bing')?.at(-1)).toBe('–');
    // Two rows of one campaign over one day are refused by the database itself.
    const upload = (await recentSpendUploads(db, 1))[0]!;
    await expect(
      db.insert(campaignSpend).values({
        source: 'bing', medium: 'cpc', campaign: 'brand', startsOn: '2026-11-30', endsOn: '2026-11-30', costPence: 1, uploadId: upload.id,
      }),
    ).rejects.toThrow();
  });

  it('counts a day pass paid online at its price before VAT, takes a refund off on its day, and knows nothing of one paid at reception', async () => {
    const { db } = database.current;
    const instagram = { touch: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'desk day' } };
    const pass = (reference: string, desk: number, payment: { paidOn?: string; refundedOn?: string }) =>
      db.insert(dayPasses).values({
        id: randomUUID(),
        reference,
        centre: 'exeter',
        day: '2026-12-20',
        desk,
        desks: 8,
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        phone: '+447700900123',
        pricePence: 2500,
        vatRateBasisPoints: 2000,
        attribution: instagram,
        status: payment.refundedOn ? 'cancelled' : 'confirmed',
        ...(payment.paidOn ? { paidPence: 3000, paidAt: at(payment.paidOn), paymentIntentId: `pi_${reference}` } : {}),
        ...(payment.refundedOn ? { refundedAt: at(payment.refundedOn), cancelledAt: at(payment.refundedOn) } : {}),
      });
    await pass('NL-DPC1-0001', 1, { paidOn: '2026-12-02' });
    await pass('NL-DPC1-0002', 2, { paidOn: '2026-12-03' });
    await pass('NL-DPC1-0003', 3, { paidOn: '2026-12-04', refundedOn: '2026-12-06' });
    await pass('NL-DPC1-0004', 4, {});
    const december: CampaignQuery = { period: { from: '2026-12-01', to: '2026-12-31' }, touch: 'first' };
    const report = await loadCampaignReport(db, 'all', december);
    expect(byKey(report.rows)['instagram / social / desk day']).toMatchObject({ leads: 0, paidNetPence: 2 * 2500 });
  });

  it('counts a bundle of days once when paid, and not the days booked from it', async () => {
    const { db } = database.current;
    const newsletter = { touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'ten days' } };
    const bundleId = randomUUID();
    await db.insert(dayPassBundles).values({
      id: bundleId,
      reference: 'NL-BNC1-0001',
      days: 10,
      pricePence: 20_000,
      vatRateBasisPoints: 2000,
      validMonths: 6,
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      phone: '+447700900123',
      centre: 'exeter',
      status: 'paid',
      attribution: newsletter,
      paidPence: 24_000,
      paidAt: at('2026-12-08'),
      lastDay: '2027-06-07',
    });
    // A day booked from it: a pass priced 0, never paid online (and carrying no campaign of its own).
    await db.insert(dayPasses).values({
      id: randomUUID(),
      reference: 'NL-BNC1-0002',
      centre: 'exeter',
      day: '2026-12-21',
      desk: 1,
      desks: 8,
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      phone: '+447700900123',
      pricePence: 0,
      vatRateBasisPoints: 2000,
      attribution: newsletter,
      bundleId,
      bundleDays: 10,
      bundleSlot: 1,
    });
    const december: CampaignQuery = { period: { from: '2026-12-01', to: '2026-12-31' }, touch: 'first' };
    expect(byKey((await loadCampaignReport(db, 'all', december)).rows)['newsletter / email / ten days']).toMatchObject({ paidNetPence: 20_000 });
    // Bought from Exeter's page: Exeter's manager sees it too, Andover's does not.
    expect(byKey((await loadCampaignReport(db, ['exeter'], december)).rows)['newsletter / email / ten days']).toMatchObject({ paidNetPence: 20_000 });
    expect(byKey((await loadCampaignReport(db, ['andover'], december)).rows)['newsletter / email / ten days']).toBeUndefined();
  });

  it('counts a virtual office\'s first month less its promo code, and takes the same off when it is refunded', async () => {
    const { db } = database.current;
    const newsletter = { touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'half off' } };
    const placed = async (facts: Partial<typeof orders.$inferInsert>) => {
      const id = randomUUID();
      await db.insert(orders).values({
        id,
        reference: `NL-PRO-${id.slice(0, 6).toUpperCase()}`,
        plan: 'business-address',
        planName: 'Business address',
        centre: 'exeter',
        monthlyNetPence: 2500,
        monthlyVatPence: 500,
        vatRateBasisPoints: 2000,
        needsIdCheck: false,
        businessName: 'Byron Ltd',
        name: 'Orderer',
        email: 'orderer@example.com',
        phone: '+447700900124',
        startDate: '2027-03-01',
        payment: 'card-paid',
        status: 'active',
        attribution: newsletter,
        ...facts,
      });
      await db.insert(promoRedemptions).values({
        id: randomUUID(),
        code: 'HALFOFF',
        emailKey: randomUUID(),
        product: 'virtual-office',
        orderId: id,
        listPence: 2500,
        discountPence: 1250,
        ...(facts.refundedAt ? { releasedAt: facts.refundedAt } : {}),
      });
    };
    await placed({ createdAt: at('2027-02-03') });
    // Paid in January, cancelled before it started and refunded in February, its use given back.
    await placed({ createdAt: at('2027-01-20'), status: 'cancelled', cancelledAt: at('2027-02-04'), refundedAt: at('2027-02-04') });
    const key = 'newsletter / email / half off';
    const january: CampaignQuery = { period: { from: '2027-01-01', to: '2027-01-31' }, touch: 'first' };
    const february: CampaignQuery = { period: { from: '2027-02-01', to: '2027-02-28' }, touch: 'first' };
    expect(byKey((await loadCampaignReport(db, 'all', january)).rows)[key]).toMatchObject({ paidNetPence: 1250 });
    // £12.50 paid, less the £12.50 refunded: the discounted month each time, never the list price.
    expect(byKey((await loadCampaignReport(db, 'all', february)).rows)[key]).toMatchObject({ paidNetPence: 0 });
  });

  it('counts a membership\'s first month less its promo code', async () => {
    const { db } = database.current;
    const cost = licenceCostOf(
      { workspaceType: 'coworking-spaces', rent: 99, serviceCharge: 0 },
      { vatRatePercent: 20, depositMonths: 0, termMonths: 1 },
    )!;
    const licence = await signLicence(
      db,
      {
        idempotencyKey: `key-${randomUUID()}`,
        unit: { reference: 'AND-CW01', name: 'Desk', centre: 'andover', workspaceType: 'coworking-spaces' },
        family: 'coworking',
        template: { id: 1, version: 3 },
        signedText: 'This licence is between Northlight Business Centres Ltd and Ada Lovelace.',
        tenant: { kind: 'person', name: 'Ada Lovelace', companyNumber: undefined, registeredAddress: '2 Mill Lane, Andover, SP10 2AB' },
        desks: 20,
        signatory: { name: 'Ada Lovelace', role: '', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
        signatureName: 'Ada Lovelace',
        startDate: '2027-04-01',
        noticeMonths: 1,
        cost,
        payment: 'card-pending',
        holdHours: 48,
        openedAt: at('2027-03-10', 9),
        attribution: { touch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'desk deal' } },
      },
      at('2027-03-10'),
    );
    await db.insert(promoRedemptions).values({
      id: randomUUID(),
      code: 'DESK25',
      emailKey: randomUUID(),
      product: 'memberships',
      licenceId: licence.id,
      listPence: cost.monthly.netPence,
      discountPence: 2475,
    });
    await db
      .update(licences)
      .set({ payment: 'card-paid', paidAt: at('2027-03-10', 11), paidPence: cost.dueTodayPence - 2970 })
      .where(eq(licences.id, licence.id));
    const march: CampaignQuery = { period: { from: '2027-03-01', to: '2027-03-31' }, touch: 'first' };
    expect(byKey((await loadCampaignReport(db, 'all', march)).rows)['newsletter / email / desk deal']).toMatchObject({
      paidNetPence: cost.monthly.netPence - 2475,
    });
  });
});

