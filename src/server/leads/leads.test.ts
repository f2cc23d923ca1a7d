import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { londonInstant } from '@/lib/booking-slots';
import { createBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { leadAudit, leadNotes, leads, outbox } from '../db/schema';
import { eraseEnquiry, storeEnquiry } from '../enquiries/enquiries';
import { createOrder } from '../orders/orders';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog, validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { createViewing } from '../viewings/viewings';
import { staffRecipient } from './staff';
import { leadFormSchema } from '@/domain/leads/lead-form';
import { addNote, assignOwner, changeStage, getLead, leadCounts, saveLead, searchLeads, setNextAction } from './store';

const backends = await testBackends();
const day = '2030-06-18';
const sales = { id: 7, name: 'Sam Sales' };
const manager = { id: 9, name: 'Morgan Manager' };
const noNames = new Map<number, string>();

const enquiryIn = (centre = 'chichester') => ({
  ...enquirySchema.parse(validEnquiryInput({ centre })),
  phoneE164: '+447700900123',
});

async function leadOf(db: Database, kind: string, sourceId: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.sourceKind, kind as 'enquiry'), eq(leads.sourceId, sourceId)));
  return lead;
}

let slot = 0;
async function storeOne(db: Database) {
  // A fresh slot each time: viewings and bookings of one slot are limited.
  const start = 600 + 1440 * (slot += 1);
  const enquiry = await storeEnquiry(db, enquiryIn(), {}, ['webhook']);
  const viewing = await createViewing(
    db,
    {
      centre: 'exeter',
      startsAt: londonInstant(day, start),
      endsAt: londonInstant(day, start + 30),
      unitReferences: [],
      capacity: 2,
      name: 'Vic Viewer',
      email: 'vic@example.co.uk',
      phoneE164: '+447700900124',
      phoneCountry: 'GB',
      attribution: { first: { gclid: 'abc' }, last: {} },
    },
    [],
  );
  const booking = await createBooking(
    db,
    {
      roomReference: 'EXE-MR01',
      centre: 'exeter',
      startsAt: londonInstant(day, start),
      endsAt: londonInstant(day, start + 60),
      duration: 'hour',
      vatRatePercent: 20,
      hours: 1,
      name: 'Bo Booker',
      email: 'bo@example.co.uk',
      phoneE164: '+447700900125',
      phoneCountry: 'GB',
      pricePence: 7000,
    },
    [],
  );
  const order = await createOrder(
    db,
    {
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
      plan: 'mail-handling',
      planName: 'Mail handling',
      centre: 'bath',
      price: { netPence: 7900, vatPence: 1580, totalPence: 9480, vatRatePercent: 20 },
      needsIdCheck: true,
      status: 'awaiting-id-check',
      businessName: 'Harbour Lights Ltd',
      companyNumber: undefined,
      name: 'Ola Orderer',
      email: 'ola@example.co.uk',
      phoneE164: '+447700900126',
      phoneCountry: 'GB',
      startDate: '2030-07-01',
      payment: 'invoice',
    },
    [],
  );
  return { enquiry, viewing, booking, order };
}

describe.each(backends)('the lead pipeline on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('makes one new lead, audited, for every enquiry, viewing, booking and order', async () => {
    const { db } = database.current;
    const stored = await storeOne(db);
    const expected = [
      ['enquiry', stored.enquiry.id, 'chichester'],
      ['viewing', stored.viewing.id, 'exeter'],
      ['booking', stored.booking.id, 'exeter'],
      ['order', stored.order.id, 'bath'],
    ] as const;
    for (const [kind, id, centre] of expected) {
      const lead = await leadOf(db, kind, id);
      expect(lead, kind).toMatchObject({ stage: 'new', centre, ownerId: null });
      const trail = await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead!.id));
      expect(trail).toEqual([
        expect.objectContaining({ field: 'created', actorId: null, actorName: 'Website', toValue: 'new' }),
      ]);
    }
    const listed = await searchLeads(db, {}, 'all');
    const viewingLead = listed.find((item) => item.sourceId === stored.viewing.id);
    expect(viewingLead?.channel).toBe('paid-search');
    expect(viewingLead?.source?.name).toBe('Vic Viewer');
  });

  it('keeps the lead with its source row: a rolled-back insert leaves neither', async () => {
    const { db } = database.current;
    const before = (await db.select().from(leads)).length;
    await expect(
      db.transaction(async (tx) => {
        await storeEnquiry(tx as unknown as Database, enquiryIn(), {}, []);
        throw new Error('rolled back after the insert');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.select().from(leads)).toHaveLength(before);
  });

  it('backfills rows stored before the pipeline (the migration statement, run again)', async () => {
    const { db } = database.current;
    const stored = await storeEnquiry(db, enquiryIn(), {}, []);
    await db.delete(leads).where(eq(leads.sourceId, stored.id));
    const migration = readFileSync('src/server/db/migrations/0011_leads.sql', 'utf8').split(
      '--> statement-breakpoint',
    );
    const backfill = migration.find((statement) => statement.includes('Backfill'));
    await db.execute(sql.raw(backfill!));
    const lead = await leadOf(db, 'enquiry', stored.id);
    expect(lead?.stage).toBe('new');
    const trail = await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead!.id));
    expect(trail[0]?.actorName).toBe('Backfill (migration 0011)');
    await db.execute(sql.raw(backfill!));
    expect(await db.select().from(leads).where(eq(leads.sourceId, stored.id))).toHaveLength(1);
  });

  it('moves a lead from new to won, auditing who, when, from and to, and refuses what the machine refuses', async () => {
    const { db } = database.current;
    const { order } = await storeOne(db);
    const lead = (await leadOf(db, 'order', order.id))!;
    expect(await changeStage(db, lead.id, 'all', sales, 'offer')).toMatchObject({ ok: true });
    expect(await changeStage(db, lead.id, 'all', sales, 'new')).toEqual({
      ok: false,
      problem: 'not-allowed',
    });
    expect(await changeStage(db, lead.id, 'all', sales, 'lost')).toEqual({
      ok: false,
      problem: 'reason-required',
    });
    expect(await setNextAction(db, lead.id, 'all', sales, '2030-07-02')).toMatchObject({ ok: true });
    expect(await addNote(db, lead.id, 'all', sales, '  Sent the contract.  ')).toMatchObject({ ok: true });
    expect(await addNote(db, lead.id, 'all', sales, '   ')).toEqual({ ok: false, problem: 'note-empty' });
    // Won needs the contract value (pence, net of VAT), within the bound.
    expect(await changeStage(db, lead.id, 'all', sales, 'won')).toEqual({ ok: false, problem: 'won-value-required' });
    expect(await changeStage(db, lead.id, 'all', sales, 'won', undefined, 1_000_000_001)).toEqual({
      ok: false,
      problem: 'won-value-required',
    });
    expect(await changeStage(db, lead.id, 'all', sales, 'won', undefined, 1_250_050)).toMatchObject({ ok: true });
    const detail = await getLead(db, lead.id, 'all');
    expect(detail).toMatchObject({ stage: 'won', wonValuePence: 1_250_050, nextActionOn: '2030-07-02' });
    expect(detail?.notes).toEqual([
      expect.objectContaining({ body: 'Sent the contract.', authorId: 7, authorName: 'Sam Sales' }),
    ]);
    const changes = detail!.audit.map((row) => [row.field, row.fromValue, row.toValue, row.actorName]);
    expect(changes).toEqual([
      ['stage', 'offer', 'won: £12,500.50', 'Sam Sales'],
      ['note', null, expect.stringMatching(/^note #\d+$/), 'Sam Sales'],
      ['next-action', null, '2030-07-02', 'Sam Sales'],
      ['stage', 'new', 'offer', 'Sam Sales'],
      ['created', null, 'new', 'Website'],
    ]);
    expect(detail!.audit.every((row) => row.at instanceof Date)).toBe(true);
  });

  it("keeps a won lead's value only while it is won, and the database refuses it elsewhere", async () => {
    const { db } = database.current;
    const { enquiry } = await storeOne(db);
    const lead = (await leadOf(db, 'enquiry', enquiry.id))!;
    const saved = await saveLead(db, lead.id, 'all', sales, leadFormSchema.parse({ lead: lead.id, stage: 'won', wonValue: '£18,000' }), {
      owner: undefined,
      notify: false,
      ownerNames: noNames,
    });
    expect(saved).toEqual({ ok: true, value: ['stage'] });
    expect((await leadOf(db, 'enquiry', enquiry.id))?.wonValuePence).toBe(1_800_000);
    // A refused value saves nothing.
    const { viewing } = await storeOne(db);
    const other = (await leadOf(db, 'viewing', viewing.id))!;
    const refused = await saveLead(db, other.id, 'all', sales, leadFormSchema.parse({ lead: other.id, stage: 'won', wonValue: '-3' }), {
      owner: undefined,
      notify: false,
      ownerNames: noNames,
    });
    expect(refused).toEqual({ ok: false, problem: 'won-value-invalid' });
    expect(await leadOf(db, 'viewing', viewing.id)).toMatchObject({ stage: 'new', wonValuePence: null });
    // Reopened, the deal is worked again: the value goes, the history keeps it.
    expect(await changeStage(db, lead.id, 'all', sales, 'contacted')).toMatchObject({ ok: true });
    const reopened = await getLead(db, lead.id, 'all');
    expect(reopened).toMatchObject({ stage: 'contacted', wonValuePence: null });
    expect(reopened!.audit.filter((row) => row.field === 'stage').map((row) => row.toValue)).toEqual(['contacted', 'won: £18,000.00']);
    // The database holds the rule whatever code writes.
    await expect(db.execute(sql`update leads set won_value_pence = 100 where id = ${lead.id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update leads set stage = 'won', won_value_pence = -1 where id = ${lead.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update leads set stage = 'won', won_value_pence = 1000000001 where id = ${lead.id}`),
    ).rejects.toThrow();
  });

  it("keeps a lost lead's reason, and lets a centre manager work only its centres", async () => {
    const { db } = database.current;
    const { viewing, order } = await storeOne(db);
    const exeter = (await leadOf(db, 'viewing', viewing.id))!;
    const bath = (await leadOf(db, 'order', order.id))!;
    expect(
      await changeStage(db, exeter.id, ['exeter'], manager, 'lost', 'Chose a unit nearer home'),
    ).toMatchObject({ ok: true });
    expect((await leadOf(db, 'viewing', viewing.id))?.lostReason).toBe('Chose a unit nearer home');
    expect(await changeStage(db, bath.id, ['exeter'], manager, 'contacted')).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(await getLead(db, bath.id, ['exeter'])).toBeUndefined();
    const seen = await searchLeads(db, {}, ['exeter']);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((item) => item.centre === 'exeter')).toBe(true);
    expect(await searchLeads(db, {}, [])).toEqual([]);
  });

  it('flags and counts leads untouched for more than a working day, and filters by stage, kind, owner and age', async () => {
    const { db } = database.current;
    const { booking } = await storeOne(db);
    const lead = (await leadOf(db, 'booking', booking.id))!;
    const friday = londonInstant('2028-06-23', 15 * 60);
    await db.update(leads).set({ touchedAt: friday }).where(eq(leads.id, lead.id));
    const monday = londonInstant('2028-06-26', 14 * 60);
    const mondayLate = londonInstant('2028-06-26', 16 * 60);
    const isIn = (items: { id: string }[]) => items.some((item) => item.id === lead.id);
    expect(isIn(await searchLeads(db, { stale: true }, 'all', monday))).toBe(false);
    expect(isIn(await searchLeads(db, { stale: true, kind: 'booking' }, 'all', mondayLate))).toBe(true);
    expect(isIn(await searchLeads(db, { stale: true, kind: 'order' }, 'all', mondayLate))).toBe(false);
    expect(isIn(await searchLeads(db, { stage: 'new', owner: 'none', age: 'week' }, 'all', mondayLate))).toBe(
      false,
    );
    expect(isIn(await searchLeads(db, { stage: 'new', owner: 'none' }, 'all', mondayLate))).toBe(true);
    const counts = await leadCounts(db, ['exeter'], mondayLate);
    expect(counts.stale).toBeGreaterThanOrEqual(1);
    expect(counts.new).toBeGreaterThanOrEqual(counts.stale);
    // Touching it (a note) clears the flag.
    await addNote(db, lead.id, 'all', sales, 'Rang, left a message.');
    expect(isIn(await searchLeads(db, { stale: true }, 'all', new Date()))).toBe(false);
  });

  it('emails the new owner through the outbox when a lead is assigned', async () => {
    const { db } = database.current;
    await db.execute(
      sql`create table if not exists users (id integer primary key, email text not null, name text not null)`,
    );
    await db.execute(
      sql`insert into users values (7, 'sam@northlight.example', 'Sam Sales') on conflict do nothing`,
    );
    const { viewing } = await storeOne(db);
    const lead = (await leadOf(db, 'viewing', viewing.id))!;
    const assigned = await assignOwner(db, lead.id, 'all', manager, sales, {
      notify: true,
      ownerNames: noNames,
    });
    expect(assigned).toEqual({ ok: true, value: { queued: true } });
    expect(
      await assignOwner(db, lead.id, 'all', manager, sales, { notify: true, ownerNames: noNames }),
    ).toEqual({
      ok: false,
      problem: 'unchanged',
    });
    const [queued] = await db.select().from(outbox).where(eq(outbox.leadId, lead.id));
    expect(queued).toMatchObject({ channel: 'staff-email', staffUserId: 7, status: 'pending' });
    const trail = await db
      .select()
      .from(leadAudit)
      .where(and(eq(leadAudit.leadId, lead.id), eq(leadAudit.field, 'owner')));
    expect(trail).toEqual([
      expect.objectContaining({ fromValue: null, toValue: 'Sam Sales', actorName: 'Morgan Manager' }),
    ]);

    const mail = new MailReceiver();
    const port = await mail.start();
    const worker = new OutboxWorker(
      db,
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        emailFrom: 'leads@northlight.example',
        staffMail: {
          recipient: staffRecipient,
          dueLeadsUrl: (userId) => `https://northlight.example/admin/leads?due=1&owner=${userId}`,
          leadUrl: (id) => `https://northlight.example/admin/leads/${id}`,
        },
      },
      { maxAttempts: 3, pollMs: 20, baseDelayMs: 10, maxDelayMs: 20 },
      silentLog,
    );
    worker.start();
    try {
      await waitFor(async () => {
        const [row] = await db.select().from(outbox).where(eq(outbox.id, queued!.id));
        return row?.status === 'delivered';
      }, 10_000);
    } finally {
      await worker.stop();
      await mail.stop();
    }
    const sent = mail.received.find((message) => message.to.includes('sam@northlight.example'));
    expect(sent?.raw).toContain(`/admin/leads/${lead.id}`);
    expect(sent?.raw).toMatch(/Subject: Lead \S+ is yours: Viewing, Exeter/);
    expect(sent?.raw).not.toContain('Vic Viewer');
  });

  it("erases a person's lead, its notes, its audit and its mails with the enquiry", async () => {
    const { db } = database.current;
    const { enquiry } = await storeOne(db);
    const lead = (await leadOf(db, 'enquiry', enquiry.id))!;
    await addNote(db, lead.id, 'all', sales, 'Priya wants the corner unit.');
    await assignOwner(db, lead.id, 'all', sales, sales, { notify: true, ownerNames: noNames });
    const outcome = await eraseEnquiry(db, enquiry.reference);
    expect(outcome).toMatchObject({ erased: true });
    expect(await db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([]);
    expect(await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.leadId, lead.id))).toEqual([]);
  });
});
