import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { londonInstant } from '@/lib/booking-slots';
import { createAlertSubscription } from '../alerts/subscriptions';
import { createBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { bookings, leads } from '../db/schema';
import { storeEnquiry } from '../enquiries/enquiries';
import { changeStage } from '../leads/store';
import { validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { createViewing } from '../viewings/viewings';
import { dashboardUnits, type UnitFinder } from './queries';
import { loadSalesDashboard } from './sales-dashboard';

/*
 * The dashboard's reads on a real database (PGlite, and PostgreSQL when it answers): leads with
 * their sources' facts and stage history, revenue from bookings, a centre manager limited to its
 * centres in the query itself. Units come from a stand-in for Payload's local API.
 */
const backends = await testBackends();
const sales = { id: 7, name: 'Sam Sales' };
// Wednesday 18 November 2026, noon in London.
const now = new Date('2026-11-18T12:00:00Z');

const units = [
  {
    reference: 'EXE-W01',
    centre: 'exeter',
    workspaceType: 'workshops',
    availability: 'let',
    _status: 'published',
  },
  { reference: 'EXE-O01', centre: 'exeter', workspaceType: 'office-spaces', availability: 'available-from' },
  { reference: 'EXE-MR01', centre: 'exeter', workspaceType: 'meeting-rooms', availability: 'available' },
  { reference: 'CHI-W01', centre: 'chichester', workspaceType: 'workshops', availability: 'under-offer' },
  { reference: 'CHI-X01', centre: 'chichester', workspaceType: 'not-a-type', availability: 'let' },
];
/** Answers like Payload's find, applying the centre filter the query asks for. */
function fakeCms(calls: unknown[] = []): UnitFinder {
  return {
    find: async (args) => {
      calls.push(args);
      const clauses = (args.where as { and: Record<string, { in?: string[] }>[] }).and;
      const centres = clauses.find((clause) => 'centre' in clause)?.centre?.in;
      return { docs: units.filter((unit) => !centres || centres.includes(unit.centre)) };
    },
  };
}

async function setCreated(db: Database, sourceId: string, at: Date) {
  await db.update(leads).set({ createdAt: at, touchedAt: at }).where(eq(leads.sourceId, sourceId));
}

const seeded = new WeakMap<Database, Promise<void>>();
/** The rows below, once per database (the tests of a backend share one). */
function seedOnce(db: Database): Promise<void> {
  if (!seeded.has(db)) seeded.set(db, seed(db));
  return seeded.get(db)!;
}

async function seed(db: Database) {
  const enquiry = (centre: string, touch: Record<string, string>) =>
    storeEnquiry(
      db,
      { ...enquirySchema.parse(validEnquiryInput({ centre })), phoneE164: '+447700900123' },
      { attribution: { touch } },
      [],
    );
  // This week (from Monday 16 November): a paid-search enquiry at Exeter, then won.
  const paid = await enquiry('exeter', { gclid: 'abc', landing_path: '/' });
  await setCreated(db, paid.id, londonInstant('2026-11-16', 9 * 60));
  // Sunday 15 November, 23:30 in London: the week before.
  const organic = await enquiry('chichester', { referrer_host: 'www.google.co.uk' });
  await setCreated(db, organic.id, londonInstant('2026-11-15', 23 * 60 + 30));
  // Thirteen weeks ago: outside the dashboard's twelve.
  const old = await enquiry('exeter', { utm_source: 'newsletter' });
  await setCreated(db, old.id, londonInstant('2026-08-17', 10 * 60));
  const viewing = await createViewing(
    db,
    {
      centre: 'exeter',
      startsAt: londonInstant('2026-11-20', 10 * 60),
      endsAt: londonInstant('2026-11-20', 10 * 60 + 30),
      unitReferences: ['EXE-O01'],
      capacity: 2,
      name: 'Vic Viewer',
      email: 'vic@example.co.uk',
      phoneE164: '+447700900124',
      phoneCountry: 'GB',
      attribution: { first: { fbclid: 'x' }, last: {} },
    },
    [],
  );
  await setCreated(db, viewing.id, londonInstant('2026-11-17', 11 * 60));
  const alert = await createAlertSubscription(
    db,
    { email: 'alex@example.co.uk', workspaceType: 'workshops', centres: ['exeter', 'chichester'] },
    { visitorMail: false },
  );
  await setCreated(db, alert.id, londonInstant('2026-11-17', 12 * 60));
  const book = (centre: string, room: string, date: string, pricePence: number) =>
    createBooking(
      db,
      {
        roomReference: room,
        centre,
        startsAt: londonInstant(date, 10 * 60),
        endsAt: londonInstant(date, 11 * 60),
        duration: 'hour',
        vatRatePercent: 20,
        hours: 1,
        name: 'Bo Booker',
        email: 'bo@example.co.uk',
        phoneE164: '+447700900125',
        phoneCountry: 'GB',
        pricePence,
      },
      [],
    );
  const used = await book('exeter', 'EXE-MR01', '2026-11-17', 7000);
  const cancelled = await book('exeter', 'EXE-MR01', '2026-11-18', 5000);
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(bookings.id, cancelled.id));
  const chichester = await book('chichester', 'CHI-MR01', '2026-11-10', 12000);
  const bookingLeads = await db
    .select({ sourceId: leads.sourceId })
    .from(leads)
    .where(inArray(leads.sourceId, [used.id, cancelled.id, chichester.id]));
  for (const lead of bookingLeads) await setCreated(db, lead.sourceId, londonInstant('2026-11-09', 9 * 60));
  // The paid-search lead goes to offer, then is won; the viewing's lead is lost after its viewing.
  const leadIdOf = async (sourceId: string) =>
    (await db.select({ id: leads.id }).from(leads).where(eq(leads.sourceId, sourceId)))[0]!.id;
  await changeStage(db, await leadIdOf(paid.id), 'all', sales, 'offer');
  await changeStage(db, await leadIdOf(paid.id), 'all', sales, 'won', undefined, 1_800_000);
  await changeStage(db, await leadIdOf(viewing.id), 'all', sales, 'viewing-booked');
  await changeStage(db, await leadIdOf(viewing.id), 'all', sales, 'lost', 'Went elsewhere');
}

describe.each(backends)('the sales dashboard on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('counts leads of the last twelve UK weeks by channel, centre and type, with conversion and revenue', async () => {
    const { db } = database.current;
    await seedOnce(db);
    const data = await loadSalesDashboard(db, fakeCms(), 'all', now);
    const totals = (series: readonly { key: string; total: number }[]) =>
      Object.fromEntries(series.map((entry) => [entry.key, entry.total]));
    // 2 enquiries, 1 viewing, 1 alert, 3 bookings; the thirteen-week-old enquiry is left out.
    expect(data.leadsByChannel.total).toBe(7);
    expect(totals(data.leadsByChannel.series)).toEqual({
      'paid-search': 1,
      'paid-social': 1,
      'organic-search': 1,
      direct: 4,
    });
    const thisWeek = data.leadsByChannel.weeks.length - 1;
    expect(data.leadsByChannel.totals[thisWeek]).toBe(3);
    expect(data.leadsByChannel.totals[thisWeek - 1]).toBe(4);
    expect(totals(data.leadsByCentre.series)).toMatchObject({ exeter: 4, chichester: 2, 'no-centre': 1 });
    expect(totals(data.leadsByType.series)).toEqual({ workshops: 3, 'office-spaces': 1, 'meeting-rooms': 3 });
    expect(data.conversion).toMatchObject({ total: 7, won: 1, lost: 1, open: 5 });
    expect(data.conversion.reached.map((reach) => reach.count)).toEqual([7, 2, 2, 1, 1]);
    // Confirmed bookings of the span; the one cancelled free of charge counts nothing.
    expect(data.revenue.total).toEqual({
      week: 'total',
      bookings: 2,
      netPence: 19000,
      vatPence: 3800,
      totalPence: 22800,
    });
    expect(data.occupancyByCentre.rows.map((row) => [row.key, row.counts])).toEqual([
      ['chichester', { let: 0, 'under-offer': 1, available: 0 }],
      ['exeter', { let: 1, 'under-offer': 0, available: 1 }],
    ]);
    // Open leads at "new" of all time: the five of the span still new, and the old enquiry.
    expect(data.leadCounts.new).toBe(6);
  });

  it("reads a centre manager's centres only, in the queries themselves", async () => {
    const { db } = database.current;
    await seedOnce(db);
    const calls: unknown[] = [];
    const data = await loadSalesDashboard(db, fakeCms(calls), ['chichester'], now);
    expect(data.leadsByCentre.series.map((series) => [series.key, series.total])).toEqual([
      ['chichester', 2],
    ]);
    expect(data.leadsByChannel.total).toBe(2);
    expect(data.revenue.total).toMatchObject({ bookings: 1, netPence: 12000 });
    expect(data.occupancyByType.all.total).toBe(1);
    expect(calls).toEqual([
      expect.objectContaining({
        overrideAccess: true,
        where: { and: [{ _status: { equals: 'published' } }, { centre: { in: ['chichester'] } }] },
      }),
    ]);
    const nobody = await loadSalesDashboard(db, fakeCms(), [], now);
    expect([nobody.leadsByChannel.total, nobody.revenue.total.bookings, nobody.leadCounts.new]).toEqual([
      0, 0, 0,
    ]);
    expect(await dashboardUnits(fakeCms(), 'all')).toHaveLength(4); // the unknown type is left out
  });
});
