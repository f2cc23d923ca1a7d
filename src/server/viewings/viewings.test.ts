import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { outbox, viewings } from '../db/schema';
import { testBackends, useTestDatabase } from '../testing/databases';
import {
  cancelViewing,
  createViewing,
  listViewings,
  viewingSlotUse,
  ViewingSlotFullError,
  type NewViewing,
} from './viewings';

const backends = await testBackends();

const day = '2030-06-18'; // a Tuesday, BST
const at = (minutes: number) => londonInstant(day, minutes);
const viewing = (start: number, capacity = 2, centre = 'exeter'): NewViewing => ({
  centre,
  startsAt: at(start),
  endsAt: at(start + 30),
  unitReferences: ['EXE-W04', 'EXE-W05'],
  capacity,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  attribution: {
    first: {
      utm_source: 'newsletter',
      landing_path: '/workspaces/workshops',
      timestamp: '2030-06-01T10:00:00.000Z',
    },
    last: { gclid: 'abc123', landing_path: '/locations/exeter', timestamp: '2030-06-10T10:00:00.000Z' },
  },
});

describe.each(backends)('viewings on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('takes exactly 2 of 30 concurrent requests for a slot of capacity 2, each with its outbox rows', async () => {
    const { db } = database.current;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => createViewing(db, viewing(10 * 60), ['webhook', 'email'])),
    );
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof ViewingSlotFullError,
    );
    expect(won).toHaveLength(2);
    expect(refused).toHaveLength(28);
    const rows = await db
      .select()
      .from(viewings)
      .where(eq(viewings.startsAt, at(10 * 60)));
    expect(rows.map((row) => row.seat).sort()).toEqual([1, 2]);
    for (const stored of won) {
      const queued = await db.select().from(outbox).where(eq(outbox.viewingId, stored.id));
      expect(queued.map((row) => row.channel).sort()).toEqual(['email', 'webhook']);
      expect(queued.every((row) => row.enquiryId === null && row.bookingId === null)).toBe(true);
    }
    // Only the winners' outbox rows exist.
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.viewingId} is not null`);
    expect(Number(count!.n)).toBe(4);
  });

  it('stores the units and the attribution, counts the slot, and frees a seat on cancel', async () => {
    const { db } = database.current;
    const first = await createViewing(db, viewing(11 * 60, 1), []);
    await expect(createViewing(db, viewing(11 * 60, 1), [])).rejects.toBeInstanceOf(ViewingSlotFullError);
    // Another centre's slot at the same time is its own.
    await createViewing(db, viewing(11 * 60, 1, 'andover'), []);
    const [row] = await db.select().from(viewings).where(eq(viewings.id, first.id));
    expect(row!.unitReferences).toEqual(['EXE-W04', 'EXE-W05']);
    expect(row!.attribution).toMatchObject({
      first: { utm_source: 'newsletter' },
      last: { gclid: 'abc123' },
    });
    expect(row!.reference).toMatch(/^NL-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const use = await viewingSlotUse(db, 'exeter', at(0), at(24 * 60));
    expect(use.get(at(11 * 60).toISOString())).toBe(1);
    expect(await cancelViewing(db, first.id)).toBe(true);
    expect(await cancelViewing(db, first.id)).toBe(false);
    const again = await createViewing(db, viewing(11 * 60, 1), []);
    expect((await listViewings(db)).some((listed) => listed.id === again.id)).toBe(true);
  });

  it('refuses a slot whose confirmed viewings already reach a capacity lowered in the CMS', async () => {
    const { db } = database.current;
    await createViewing(db, viewing(13 * 60, 3), []);
    await createViewing(db, viewing(13 * 60, 3), []);
    await expect(createViewing(db, viewing(13 * 60, 2), [])).rejects.toBeInstanceOf(ViewingSlotFullError);
    await expect(createViewing(db, viewing(13 * 60, 1), [])).rejects.toBeInstanceOf(ViewingSlotFullError);
  });

  it('is refused by the database itself: a second confirmed viewing in the same seat, or a seat over capacity', async () => {
    const { db } = database.current;
    const insert = (id: string, seat: number, capacity: number) =>
      db.insert(viewings).values({
        id,
        reference: `NL-TEST-${seat}${capacity}${id.slice(0, 2)}`.slice(0, 20),
        centre: 'exeter',
        startsAt: at(14 * 60),
        endsAt: at(14 * 60 + 30),
        seat,
        capacity,
        name: 'A',
        email: 'a@example.co.uk',
        phone: '+447700900123',
      });
    await insert('00000000-0000-4000-8000-000000000001', 1, 2);
    await expect(insert('00000000-0000-4000-8000-000000000002', 1, 2)).rejects.toThrow();
    await expect(insert('00000000-0000-4000-8000-000000000003', 3, 2)).rejects.toThrow();
    await expect(insert('00000000-0000-4000-8000-000000000004', 11, 11)).rejects.toThrow();
  });
});
