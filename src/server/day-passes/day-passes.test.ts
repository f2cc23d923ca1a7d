import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cancelDayPass,
  checkInDayPass,
  createDayPass,
  DayFullError,
  dayPassUse,
  findDayPassByReference,
  listDayPasses,
  TrialUsedError,
  type NewDayPass,
} from './day-passes';
import { dayPasses, outbox } from '../db/schema';
import { testBackends, useTestDatabase } from '../testing/databases';

const backends = await testBackends();

const pass = (overrides: Partial<NewDayPass> = {}): NewDayPass => ({
  centre: 'exeter',
  day: '2030-06-18',
  desks: 3,
  trial: false,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  pricePence: 2500,
  vatRatePercent: 20,
  ...overrides,
});

const staff = { id: 7, name: 'Rita Reception' };

describe.each(backends)('day passes on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('sells exactly as many passes as desks when 30 people race for a day of 3 desks', async () => {
    const { db } = database.current;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => createDayPass(db, pass({ email: `v${index}@example.co.uk` }), { visitorMail: true })),
    );
    const sold = results.filter((result) => result.status === 'fulfilled');
    const full = results.filter((result) => result.status === 'rejected' && result.reason instanceof DayFullError);
    expect(sold).toHaveLength(3);
    expect(full).toHaveLength(27);
    const rows = await db.select().from(dayPasses).where(eq(dayPasses.day, '2030-06-18'));
    expect(rows.map((row) => row.desk).sort()).toEqual([1, 2, 3]);
    // One visitor mail each, for the passes that exist, and nothing for the refused.
    const [mails] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.dayPassId} is not null and ${outbox.channel} = 'visitor-email' and ${outbox.mailKind} = 'confirmation'`);
    expect(Number(mails!.n)).toBe(3);
  });

  it('counts each centre and day on its own, and frees a desk on cancel', async () => {
    const { db } = database.current;
    const first = await createDayPass(db, pass({ desks: 1, day: '2030-06-25' }));
    await expect(createDayPass(db, pass({ desks: 1, day: '2030-06-25' }))).rejects.toBeInstanceOf(DayFullError);
    await createDayPass(db, pass({ desks: 1, day: '2030-06-26' }));
    await createDayPass(db, pass({ desks: 1, day: '2030-06-25', centre: 'andover' }));
    expect((await dayPassUse(db, 'exeter', '2030-06-24', '2030-06-30')).get('2030-06-25')).toBe(1);
    expect(await cancelDayPass(db, first.id)).toBe(true);
    expect(await cancelDayPass(db, first.id)).toBe(false);
    await expect(createDayPass(db, pass({ desks: 1, day: '2030-06-25' }))).resolves.toMatchObject({ reference: expect.stringMatching(/^NL-/) });
  });

  it('refuses a day whose passes already reach desks lowered in the CMS', async () => {
    const { db } = database.current;
    await createDayPass(db, pass({ desks: 3, day: '2030-06-20' }));
    await createDayPass(db, pass({ desks: 3, day: '2030-06-20' }));
    await expect(createDayPass(db, pass({ desks: 2, day: '2030-06-20' }))).rejects.toBeInstanceOf(DayFullError);
  });

  it('is refused by the database itself: a second pass on one desk, or a desk over the desks', async () => {
    const { db } = database.current;
    // Each test uses its own days: the file's tests share one database.
    const insert = (id: string, desk: number, desks: number) =>
      db.insert(dayPasses).values({
        id,
        reference: `NL-TEST-${id.slice(-4)}`,
        centre: 'exeter',
        day: '2030-07-01',
        desk,
        desks,
        name: 'A',
        email: 'a@example.co.uk',
        phone: '+447700900123',
        pricePence: 2500,
        vatRateBasisPoints: 2000,
      });
    await insert('00000000-0000-4000-8000-000000000001', 1, 2);
    await expect(insert('00000000-0000-4000-8000-000000000002', 1, 2)).rejects.toThrow();
    await expect(insert('00000000-0000-4000-8000-000000000003', 3, 2)).rejects.toThrow();
  });

  it('gives one free trial day per email (any case) and per phone, even when two race', async () => {
    const { db } = database.current;
    const trial = (overrides: Partial<NewDayPass>) => pass({ trial: true, pricePence: 0, desks: 10, ...overrides });
    const racing = await Promise.allSettled([
      createDayPass(db, trial({ email: 'grace@example.co.uk', phoneE164: '+447700900001' })),
      createDayPass(db, trial({ email: 'GRACE@example.co.uk', phoneE164: '+447700900002' })),
    ]);
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(racing.filter((result) => result.status === 'rejected' && result.reason instanceof TrialUsedError)).toHaveLength(1);
    // Whichever won, its phone has had its trial too.
    const [winner] = await db.select().from(dayPasses).where(eq(dayPasses.trial, true));
    await expect(createDayPass(db, trial({ email: 'other@example.co.uk', phoneE164: winner!.phone }))).rejects.toBeInstanceOf(TrialUsedError);
    // A paid day for the same person is fine; a trial with a price is refused by the database.
    await expect(createDayPass(db, pass({ email: 'grace@example.co.uk', desks: 10 }))).resolves.toBeDefined();
    await expect(createDayPass(db, pass({ trial: true, pricePence: 100, desks: 10, email: 'x@example.co.uk', phoneE164: '+447700900099' }))).rejects.toThrow();
  });

  it('checks a pass in once, only on its day, and a checked-in pass can no longer be cancelled', async () => {
    const { db } = database.current;
    const stored = await createDayPass(db, pass({ day: '2030-06-21' }));
    const row = await findDayPassByReference(db, stored.reference);
    expect(await checkInDayPass(db, row!.id, '2030-06-20', staff)).toBeUndefined();
    const twice = await Promise.all([checkInDayPass(db, row!.id, '2030-06-21', staff), checkInDayPass(db, row!.id, '2030-06-21', staff)]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    const checked = await findDayPassByReference(db, stored.reference);
    expect(checked!.checkedInByName).toBe('Rita Reception');
    expect(checked!.checkedInAt).toBeInstanceOf(Date);
    expect(await cancelDayPass(db, row!.id)).toBe(false);
    expect((await listDayPasses(db, { day: '2030-06-21', centres: ['exeter'] })).map((listed) => listed.id)).toEqual([row!.id]);
    expect(await listDayPasses(db, { day: '2030-06-21', centres: ['andover'] })).toEqual([]);
  });
});
