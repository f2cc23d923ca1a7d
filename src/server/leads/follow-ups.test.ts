import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { leadFormSchema } from '@/domain/leads/lead-form';
import { addDays, londonDate, londonInstant } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { leadAudit, leadContacts, leadDigests, leadNotes, leads, outbox } from '../db/schema';
import { storeEnquiry } from '../enquiries/enquiries';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog, validEnquiryInput } from '../testing/fixtures';
import { openTestDatabase, testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { createViewing } from '../viewings/viewings';
import { createBooking } from '../bookings/bookings';
import {
  calendarEntries,
  calendarFeedKeyOf,
  calendarFeedText,
  calendarFeedUser,
  feedToken,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed';
import { leadsCsv } from './export';
import { dueLeadsOf, queueDailyLeadMails } from './follow-ups';
import { staffRecipient } from './staff';
import { keepLeadDraft, leadDraftOf, saveLead, searchLeads } from './store';

const backends = await testBackends();
const noNames = new Map<number, string>();
const secret = 'test-cms-secret-0123456789abcdef0123456789';

let nextUser = 100;
const newUser = () => {
  nextUser += 1;
  return { id: nextUser, name: `Sales Person ${nextUser}` };
};

async function newLead(db: Database, centre = 'exeter', name = 'Priya Patel') {
  const enquiry = await storeEnquiry(
    db,
    { ...enquirySchema.parse(validEnquiryInput({ centre, name })), phoneE164: '+447700900123' },
    {},
    [],
  );
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.sourceKind, 'enquiry'), eq(leads.sourceId, enquiry.id)));
  return { lead: lead!, enquiry };
}

const form = (lead: string, fields: Record<string, string>) => leadFormSchema.parse({ lead, ...fields });
const keepOwner = { owner: undefined, notify: false, ownerNames: noNames } as const;

async function giveTo(db: Database, leadId: string, owner: { id: number; name: string }, on: string, at: string) {
  const saved = await saveLead(db, leadId, 'all', owner, form(leadId, { nextOn: on, nextAt: at, nextWhat: 'Ring back' }), {
    ...keepOwner,
    owner,
  });
  expect(saved.ok).toBe(true);
}

async function ensureUsers(db: Database) {
  await db.execute(sql`create table if not exists users (id integer primary key, email text not null, name text not null)`);
}

describe.each(backends)('following leads up on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('saves note, stage, owner, next action and a call together, each in the history', async () => {
    const { db } = database.current;
    const sales = newUser();
    const { lead } = await newLead(db);
    const now = new Date();
    const saved = await saveLead(
      db,
      lead.id,
      'all',
      sales,
      form(lead.id, {
        stage: 'contacted',
        owner: String(sales.id),
        note: 'Wants a viewing on Friday.',
        nextOn: '2030-01-04',
        nextAt: '09:30',
        nextWhat: 'Book the viewing',
        contact: 'call:spoke',
        contactOn: londonDate(now),
        contactAt: '00:00',
      }),
      { owner: sales, notify: true, ownerNames: noNames, now },
    );
    expect(saved).toEqual({ ok: true, value: ['stage', 'owner', 'next-action', 'note', 'contact'] });
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      stage: 'contacted',
      ownerId: sales.id,
      nextActionOn: '2030-01-04',
      nextActionTime: '09:30',
      nextActionWhat: 'Book the viewing',
    });
    const trail = await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead.id));
    expect(trail.map((entry) => [entry.field, entry.toValue])).toEqual(
      expect.arrayContaining([
        ['stage', 'contacted'],
        ['owner', sales.name],
        ['next-action', 'Fri, 4 Jan 2030, 09:30: Book the viewing'],
        ['note', null],
      ]),
    );
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([
      expect.objectContaining({ body: 'Wants a viewing on Friday.', authorName: sales.name }),
    ]);
    expect(await db.select().from(leadContacts).where(eq(leadContacts.leadId, lead.id))).toEqual([
      expect.objectContaining({ kind: 'call', outcome: 'spoke', actorName: sales.name }),
    ]);
    const mails = await db.select().from(outbox).where(eq(outbox.leadId, lead.id));
    expect(mails).toEqual([expect.objectContaining({ channel: 'staff-email', staffUserId: sales.id })]);
  });

  it('saves nothing when one part is refused, and keeps what was typed as a draft', async () => {
    const { db } = database.current;
    const sales = newUser();
    const { lead } = await newLead(db);
    const typed = form(lead.id, { stage: 'lost', note: 'They went quiet after the offer.' });
    const refused = await saveLead(db, lead.id, 'all', sales, typed, keepOwner);
    expect(refused).toEqual({ ok: false, problem: 'reason-required' });
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([]);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.stage).toBe('new');
    await keepLeadDraft(db, lead.id, sales.id, typed);
    expect(await leadDraftOf(db, lead.id, sales.id)).toMatchObject({
      stage: 'lost',
      note: 'They went quiet after the offer.',
    });
    // Another user sees no one else's draft; a save that goes through clears it.
    expect(await leadDraftOf(db, lead.id, sales.id + 1000)).toBeUndefined();
    const fixed = form(lead.id, { stage: 'lost', reason: 'Went quiet', note: 'They went quiet after the offer.' });
    expect(await saveLead(db, lead.id, 'all', sales, fixed, keepOwner)).toMatchObject({ ok: true });
    expect(await leadDraftOf(db, lead.id, sales.id)).toBeUndefined();
    // Lost: only reopening is offered, as contacted.
    expect(await saveLead(db, lead.id, 'all', sales, form(lead.id, { stage: 'offer' }), keepOwner)).toEqual({
      ok: false,
      problem: 'not-allowed',
    });
    expect(await saveLead(db, lead.id, 'all', sales, form(lead.id, { stage: 'contacted' }), keepOwner)).toEqual({
      ok: true,
      value: ['stage'],
    });
  });

  it("lists a user's leads due today or overdue, by UK day and time", async () => {
    const { db } = database.current;
    const sales = newUser();
    const now = new Date();
    const today = londonDate(now);
    const overdue = (await newLead(db)).lead;
    const later = (await newLead(db)).lead;
    const laterToday = (await newLead(db)).lead;
    await giveTo(db, overdue.id, sales, addDays(today, -1), '09:00');
    await giveTo(db, later.id, sales, addDays(today, 2), '09:00');
    await giveTo(db, laterToday.id, sales, today, '23:59');
    const due = await searchLeads(db, { due: true, owner: sales.id }, 'all', now);
    expect(due.map((item) => item.id).sort()).toEqual([overdue.id, laterToday.id].sort());
    expect(due.find((item) => item.id === overdue.id)?.followUp).toBe('overdue');
    const listed = await dueLeadsOf(db, sales.id, now);
    expect(listed.map((item) => item.state)).toEqual(['Overdue', 'Due today']);
    expect(listed[0]?.action).toMatch(/, 09:00: Ring back$/);
    // A centre manager's due view holds only its centres.
    expect(await searchLeads(db, { due: true, owner: sales.id }, ['bath'], now)).toEqual([]);
  });

  it('mails each owner their due leads once a UK day, from 07:30, through the outbox and SMTP', async () => {
    const { db } = database.current;
    await ensureUsers(db);
    const sales = newUser();
    await db.execute(sql`insert into users values (${sales.id}, ${`owner${sales.id}@northlight.example`}, ${sales.name})`);
    const now = new Date();
    const today = londonDate(now);
    const { lead } = await newLead(db, 'exeter', 'Dora Digest');
    await giveTo(db, lead.id, sales, addDays(today, -1), '10:00');
    const mine = () => db.select().from(leadDigests).where(eq(leadDigests.staffUserId, sales.id));
    expect(await queueDailyLeadMails(db, londonInstant(today, 7 * 60 + 29))).toBe(0);
    expect(await mine()).toEqual([]);
    expect(await queueDailyLeadMails(db, londonInstant(today, 7 * 60 + 30))).toBeGreaterThanOrEqual(1);
    expect(await queueDailyLeadMails(db, londonInstant(today, 7 * 60 + 31))).toBe(0);
    const digests = await mine();
    expect(digests).toEqual([expect.objectContaining({ day: today })]);
    const queued = await db.select().from(outbox).where(eq(outbox.leadDigestId, digests[0]!.id));
    expect(queued).toEqual([expect.objectContaining({ channel: 'staff-email', staffUserId: sales.id })]);

    const mail = new MailReceiver();
    const port = await mail.start();
    const worker = new OutboxWorker(
      db,
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        emailFrom: 'leads@northlight.example',
        staffMail: {
          recipient: staffRecipient,
          leadUrl: (id) => `https://northlight.example/admin/leads/${id}`,
          dueLeadsUrl: (userId) => `https://northlight.example/admin/leads?due=1&owner=${userId}`,
        },
      },
      { maxAttempts: 3, pollMs: 20, baseDelayMs: 10, maxDelayMs: 20 },
      silentLog,
    );
    worker.start();
    try {
      await waitFor(async () => {
        const [row] = await db.select().from(outbox).where(eq(outbox.id, queued[0]!.id));
        return row?.status === 'delivered';
      }, 10_000);
    } finally {
      await worker.stop();
      await mail.stop();
    }
    const sent = mail.received.filter((message) => message.to.includes(`owner${sales.id}@northlight.example`));
    expect(sent).toHaveLength(1);
    // Quoted-printable soft line breaks and "=" undone.
    const body = (sent[0]?.raw ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/Subject: Your leads to follow up, .*: 1 due or overdue/);
    expect(body).toContain(`/admin/leads/${lead.id}`);
    expect(body).toContain(`/admin/leads?due=1&owner=${sales.id}`);
    expect(body).toMatch(/Overdue: \S+ \(Enquiry, Exeter\)\. \w{3}, .*, 10:00: Ring back/);
    // The mail names the lead, not the person.
    expect(body).not.toContain('Dora Digest');
  });

  it('withdraws a daily mail with nothing left to list instead of retrying it', async () => {
    const { db } = database.current;
    await ensureUsers(db);
    const sales = newUser();
    await db.execute(sql`insert into users values (${sales.id}, ${`owner${sales.id}@northlight.example`}, ${sales.name})`);
    const today = londonDate(new Date());
    const { lead } = await newLead(db);
    await giveTo(db, lead.id, sales, addDays(today, -1), '10:00');
    await queueDailyLeadMails(db, londonInstant(today, 8 * 60));
    // Dealt with before the mail goes.
    await saveLead(db, lead.id, 'all', sales, form(lead.id, { stage: 'won', wonValue: '12000' }), keepOwner);
    const [digest] = await db.select().from(leadDigests).where(eq(leadDigests.staffUserId, sales.id));
    const worker = new OutboxWorker(
      db,
      {
        smtpUrl: 'smtp://127.0.0.1:1',
        emailFrom: 'leads@northlight.example',
        staffMail: { recipient: staffRecipient, leadUrl: (id) => id, dueLeadsUrl: (id) => String(id) },
      },
      { maxAttempts: 3, pollMs: 20 },
      silentLog,
    );
    await worker.drainOnce();
    const [row] = await db.select().from(outbox).where(eq(outbox.leadDigestId, digest!.id));
    expect(row).toMatchObject({ status: 'withdrawn', lastError: 'nothing due' });
  });

  it('gives each user a private calendar feed they can renew and turn off', async () => {
    const { db } = database.current;
    const sales = newUser();
    expect(await calendarFeedKeyOf(db, sales.id)).toBeUndefined();
    const first = await renewCalendarFeed(db, sales.id);
    const token = feedToken(first, secret);
    expect(await calendarFeedUser(db, token, secret)).toBe(sales.id);
    // A token signed with another secret, or a changed key, is refused.
    expect(await calendarFeedUser(db, feedToken(first, `${secret}x`), secret)).toBeUndefined();
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(await calendarFeedUser(db, tampered, secret)).toBeUndefined();
    expect(await calendarFeedUser(db, 'not-a-token', secret)).toBeUndefined();
    const second = await renewCalendarFeed(db, sales.id);
    expect(second).not.toBe(first);
    expect(await calendarFeedUser(db, token, secret)).toBeUndefined();
    expect(await calendarFeedUser(db, feedToken(second, secret), secret)).toBe(sales.id);
    await revokeCalendarFeed(db, sales.id);
    expect(await calendarFeedUser(db, feedToken(second, secret), secret)).toBeUndefined();
  });

  it("fills the feed with the user's next actions, viewings and their centre's bookings, in UK time", async () => {
    const { db } = database.current;
    const sales = newUser();
    const now = new Date();
    const soon = addDays(londonDate(now), 20);
    const { lead } = await newLead(db);
    await giveTo(db, lead.id, sales, soon, '10:15');
    const viewing = await createViewing(
      db,
      {
        centre: 'exeter',
        startsAt: londonInstant(soon, 11 * 60),
        endsAt: londonInstant(soon, 11 * 60 + 30),
        unitReferences: ['EXE-101'],
        capacity: 2,
        name: 'Vic Viewer',
        email: 'vic@example.co.uk',
        phoneE164: '+447700900124',
        phoneCountry: 'GB',
        attribution: undefined,
      },
      [],
    );
    const [viewingLead] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.sourceKind, 'viewing'), eq(leads.sourceId, viewing.id)));
    await saveLead(db, viewingLead!.id, 'all', sales, form(viewingLead!.id, {}), { ...keepOwner, owner: sales });
    const booking = await createBooking(
      db,
      {
        roomReference: 'EXE-MR01',
        centre: 'exeter',
        startsAt: londonInstant(soon, 14 * 60 + 40 * (nextUser % 5)),
        endsAt: londonInstant(soon, 15 * 60 + 40 * (nextUser % 5)),
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
    const links = { lead: (id: string) => `https://northlight.example/admin/leads/${id}`, board: 'https://northlight.example/admin/board' };
    const salesEntries = await calendarEntries(db, { id: sales.id, scope: 'all' }, links, now);
    expect(salesEntries.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/^Follow up \S+: Ring back$/),
      `Viewing ${viewing.reference}, Exeter`,
    ]);
    // A centre manager's feed has every booking and viewing at their centres.
    const manager = newUser();
    const managerEntries = await calendarEntries(db, { id: manager.id, scope: ['exeter'] }, links, now);
    expect(managerEntries.map((entry) => entry.uid)).toEqual(
      expect.arrayContaining([`booking-${booking.id}@northlight`, `viewing-${viewing.id}@northlight`]),
    );
    expect(await calendarEntries(db, { id: manager.id, scope: ['bath'] }, links, now)).toEqual(
      managerEntries.filter((entry) => !entry.uid.startsWith('booking-') && !entry.uid.startsWith('viewing-')),
    );
    const text = calendarFeedText(sales.name, salesEntries, now);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/London');
    expect(text).toContain(`DTSTART;TZID=Europe/London:${soon.replaceAll('-', '')}T101500`);
    expect(text).toContain(`DTSTART;TZID=Europe/London:${soon.replaceAll('-', '')}T110000`);
    expect(text).not.toContain('Vic Viewer');
    // In British Summer Time too: 09:15 UTC on 1 July is 10:15 in London, never a floating 09:15.
    const summer = calendarFeedText(
      sales.name,
      [
        {
          uid: 'summer@northlight',
          startsAt: new Date('2027-07-01T09:15:00Z'),
          endsAt: new Date('2027-07-01T09:45:00Z'),
          summary: 'Summer viewing',
          location: null,
          description: '',
          url: 'https://site.example/admin',
        },
      ],
      now,
    );
    expect(summer).toContain('DTSTART;TZID=Europe/London:20270701T101500');
    expect(summer).toContain('DTEND;TZID=Europe/London:20270701T104500');
  });

  it('exports the filtered list with labels, UK times and no formula a spreadsheet would run', async () => {
    const { db } = database.current;
    const sales = newUser();
    const { lead } = await newLead(db, 'exeter', '=HYPERLINK("http://evil.example")');
    await giveTo(db, lead.id, sales, '2030-01-04', '09:30');
    const items = await searchLeads(db, { owner: sales.id }, 'all');
    const csv = leadsCsv(items, new Map([[sales.id, sales.name]]));
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Reference,Name,Email,Phone,Type,Stage,Reason lost,Centre,First-touch channel,Owner,Next action (UK time),Follow-up,Stale,Came in (UK time),Last touched (UK time)',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(',Enquiry,New,,Exeter,');
    expect(row).toContain(`,${sales.name},"Fri, 4 Jan 2030, 09:30: Ring back",Later,`);
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row).not.toMatch(/T\d{2}:\d{2}:\d{2}/);
  });
});

describe.runIf(backends.includes('postgres'))('the daily mail under a race (PostgreSQL)', () => {
  it('queues one mail per owner and day however many timers run at once', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const { db } = database;
      const owners = [newUser(), newUser(), newUser()];
      const today = londonDate(new Date());
      for (const owner of owners) {
        const { lead } = await newLead(db);
        await giveTo(db, lead.id, owner, today, '07:00');
      }
      const at = londonInstant(today, 9 * 60);
      const counts = await Promise.all(Array.from({ length: 8 }, () => queueDailyLeadMails(db, at)));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(owners.length);
      const ids = owners.map((owner) => owner.id);
      const digests = await db.select().from(leadDigests).where(inArray(leadDigests.staffUserId, ids));
      expect(digests).toHaveLength(owners.length);
      const mails = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.leadDigestId, digests.map((digest) => digest.id)));
      expect(mails).toHaveLength(owners.length);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
