import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseContactEmail, rowKey } from '@/domain/contacts/contacts';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { londonInstant } from '@/lib/booking-slots';
import { createBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { bookings, contactChanges, contactEmails, contacts, enquiries } from '../db/schema';
import { eraseEnquiry, storeEnquiry } from '../enquiries/enquiries';
import { validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { contactHistory, contactOfLead, findContacts, mergeContacts, splitContact } from './store';

const backends = await testBackends();
const sales = { id: 7, name: 'Sam Sales' };
let run = 0;
/** A fresh address per test: the database is shared by the tests of one backend. */
const fresh = (name: string) =>
  `${name}.${(run += 1)}.${Math.random().toString(36).slice(2, 8)}@example.co.uk`;

let slot = 0;
function bookingFor(db: Database, email: string, name = 'Priya Shah', centre = 'exeter') {
  const start = 600 + 1440 * (slot += 1);
  return createBooking(
    db,
    {
      roomReference: centre === 'exeter' ? 'EXE-MR01' : 'AND-MR01',
      centre,
      startsAt: londonInstant('2031-03-03', start),
      endsAt: londonInstant('2031-03-03', start + 60),
      duration: 'hour',
      vatRatePercent: 20,
      hours: 1,
      name,
      email,
      phoneE164: '+447700900777',
      phoneCountry: 'GB',
      pricePence: 7000,
    },
    [],
  );
}

async function contactOf(db: Database, table: typeof enquiries | typeof bookings, id: string) {
  const [row] = await db.select({ contactId: table.contactId }).from(table).where(eq(table.id, id));
  return row?.contactId;
}

describe.each(backends)('contacts on %s', (backend) => {
  const database = useTestDatabase(backend);
  const store = (email: string, centre = 'exeter', name = 'Priya Shah') =>
    storeEnquiry(
      database.current.db,
      { ...enquirySchema.parse(validEnquiryInput({ centre, email, name })), phoneE164: '+447700900123' },
      {},
      [],
    );

  it('normalises an email in the database exactly as the domain does', async () => {
    const { db } = database.current;
    const samples = [
      '  Jo.Bloggs@Example.COM \n',
      'jo+desk@gmail.com',
      'ÉLODIE@Exemple.FR',
      '\tMIXED.case@Host.Co.Uk',
    ];
    for (const sample of samples) {
      const result = (await db.execute(sql`select contact_email_key(${sample}) as key`)) as unknown as {
        rows?: { key: string }[];
      } & ArrayLike<{ key: string }>;
      const [row] = result.rows ?? Array.from(result);
      expect(row?.key, sample).toBe(normaliseContactEmail(sample));
    }
  });

  it('puts a booking and an enquiry from one email in different case under one contact, with the last name given', async () => {
    const { db } = database.current;
    const email = fresh('jo');
    const booking = await bookingFor(db, email.toUpperCase(), 'Jo Booker');
    const enquiry = await store(`  ${email} `, 'exeter', 'Jo Bloggs');
    const contactId = await contactOf(db, bookings, booking.id);
    expect(contactId).toBeTruthy();
    expect(await contactOf(db, enquiries, enquiry.id)).toBe(contactId);
    const history = await contactHistory(db, contactId!);
    expect(history?.contact.name).toBe('Jo Bloggs');
    expect(history?.emails).toEqual([email]);
    expect(history?.rows.map((row) => row.kind)).toEqual(['enquiry', 'booking']);
    expect(history?.rows.every((row) => row.leadId)).toBe(true);
    expect(await contactOfLead(db, { sourceKind: 'booking', sourceId: booking.id })).toBe(contactId);
  });

  it('makes one contact of two concurrent inserts for one new email', async () => {
    const { db } = database.current;
    const email = fresh('race');
    const [first, second, third] = await Promise.all([
      store(email),
      store(email.toUpperCase()),
      bookingFor(db, email),
    ]);
    const ids = new Set([
      await contactOf(db, enquiries, first.id),
      await contactOf(db, enquiries, second.id),
      await contactOf(db, bookings, third.id),
    ]);
    expect(ids.size).toBe(1);
    const keyed = await db.select().from(contactEmails).where(eq(contactEmails.email, email));
    expect(keyed).toHaveLength(1);
    // No contact was left behind by the insert that lost the race.
    const orphans = (await db.execute(
      sql`select count(*)::integer as n from contacts c where not exists (select 1 from contact_rows(c.id))`,
    )) as unknown as { rows?: { n: number }[] } & ArrayLike<{ n: number }>;
    expect((orphans.rows ?? Array.from(orphans))[0]?.n).toBe(0);
  });

  it('merges two contacts: every row and email moves, the other contact goes, the merge is recorded', async () => {
    const { db } = database.current;
    const work = fresh('work');
    const home = fresh('home');
    const a = await store(work);
    const b = await bookingFor(db, home, 'Jo at home');
    const into = (await contactOf(db, enquiries, a.id))!;
    const from = (await contactOf(db, bookings, b.id))!;
    expect(into).not.toBe(from);
    const found = await findContacts(db, 'home.', { exclude: into, scope: 'all' });
    expect(found.map((candidate) => candidate.id)).toContain(from);
    expect(await findContacts(db, b.reference, { exclude: into, scope: 'all' })).toEqual([
      expect.objectContaining({ id: from, emails: [home], rows: 1 }),
    ]);
    expect(await mergeContacts(db, { into, from, actor: sales, scope: 'all' })).toEqual({
      ok: true,
      contactId: into,
      moved: 1,
    });
    expect(await contactOf(db, bookings, b.id)).toBe(into);
    expect(await db.select().from(contacts).where(eq(contacts.id, from))).toEqual([]);
    const history = await contactHistory(db, into);
    expect(history?.emails).toEqual([home, work].sort());
    expect(history?.changes).toEqual([
      expect.objectContaining({
        kind: 'merge',
        fromContactId: from,
        fromName: 'Jo at home',
        actorName: 'Sam Sales',
        moved: [{ kind: 'booking', reference: b.reference }],
        emails: [home],
      }),
    ]);
    // The merged person's next row finds the contact it was merged into.
    const later = await store(home.toUpperCase());
    expect(await contactOf(db, enquiries, later.id)).toBe(into);
    expect(await mergeContacts(db, { into, from, actor: sales, scope: 'all' })).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(await mergeContacts(db, { into, from: into, actor: sales, scope: 'all' })).toEqual({
      ok: false,
      problem: 'same-contact',
    });
  });

  it('lets a centre manager merge only people whose rows are all at their centres', async () => {
    const { db } = database.current;
    const a = await store(fresh('m1'), 'exeter');
    const b = await store(fresh('m2'), 'andover');
    const into = (await contactOf(db, enquiries, a.id))!;
    const from = (await contactOf(db, enquiries, b.id))!;
    expect(await findContacts(db, b.reference, { exclude: into, scope: ['exeter'] })).toEqual([]);
    expect(await mergeContacts(db, { into, from, actor: sales, scope: ['exeter'] })).toEqual({
      ok: false,
      problem: 'outside-scope',
    });
    expect(await contactOf(db, enquiries, b.id)).toBe(from);
    expect((await mergeContacts(db, { into, from, actor: sales, scope: ['exeter', 'andover'] })).ok).toBe(
      true,
    );
  });

  it('splits ticked rows, or one email’s rows, out to a new contact, recorded in both histories', async () => {
    const { db } = database.current;
    const shared = fresh('shared');
    const other = fresh('other');
    const e1 = await store(shared, 'exeter', 'Alex One');
    const b1 = await bookingFor(db, shared, 'Alex One');
    const e2 = await store(other, 'exeter', 'Blake Two');
    const first = (await contactOf(db, enquiries, e1.id))!;
    const second = (await contactOf(db, enquiries, e2.id))!;
    expect((await mergeContacts(db, { into: first, from: second, actor: sales, scope: 'all' })).ok).toBe(
      true,
    );
    // The wrong merge undone by email: Blake's rows and address go to a contact of their own.
    const byEmail = await splitContact(db, {
      contactId: first,
      choice: { by: 'email', email: other.toUpperCase() },
      actor: sales,
      scope: 'all',
    });
    expect(byEmail).toMatchObject({ ok: true, moved: 1 });
    const blake = byEmail.ok ? byEmail.contactId : '';
    expect(await contactOf(db, enquiries, e2.id)).toBe(blake);
    const blakes = await contactHistory(db, blake);
    expect(blakes?.contact.name).toBe('Blake Two');
    expect(blakes?.emails).toEqual([other]);
    expect(blakes?.changes[0]).toMatchObject({
      kind: 'split',
      fromContactId: first,
      intoContactId: blake,
      emails: [other],
    });
    expect((await contactHistory(db, first))?.changes.map((change) => change.kind)).toEqual([
      'split',
      'merge',
    ]);
    // Rows ticked: the email stays with the rows left behind.
    const ticked = await splitContact(db, {
      contactId: first,
      choice: { by: 'rows', keys: [rowKey({ kind: 'booking', id: b1.id })] },
      actor: sales,
      scope: 'all',
    });
    expect(ticked).toMatchObject({ ok: true, moved: 1 });
    expect(ticked.ok && (await contactHistory(db, ticked.contactId))?.emails).toEqual([]);
    expect((await contactHistory(db, first))?.emails).toEqual([shared]);
    expect(
      await splitContact(db, {
        contactId: first,
        choice: { by: 'rows', keys: [rowKey({ kind: 'enquiry', id: e1.id })] },
        actor: sales,
        scope: 'all',
      }),
    ).toEqual({ ok: false, problem: 'everything' });
  });

  it('keeps no personal data of an erased person in their contact', async () => {
    const { db } = database.current;
    const alone = fresh('alone');
    const lone = await store(alone, 'exeter', 'Lone Person');
    const loneContact = (await contactOf(db, enquiries, lone.id))!;
    expect(await eraseEnquiry(db, lone.reference)).toMatchObject({ erased: true });
    expect(await db.select().from(contacts).where(eq(contacts.id, loneContact))).toEqual([]);
    expect(await db.select().from(contactEmails).where(eq(contactEmails.email, alone))).toEqual([]);

    // Merged from two addresses; one person's enquiry erased: its email, name and reference leave the record.
    const kept = fresh('kept');
    const gone = fresh('gone');
    const stays = await bookingFor(db, kept, 'Kept Name');
    const erased = await store(gone, 'exeter', 'Gone Name');
    const into = (await contactOf(db, bookings, stays.id))!;
    const from = (await contactOf(db, enquiries, erased.id))!;
    expect((await mergeContacts(db, { into, from, actor: sales, scope: 'all' })).ok).toBe(true);
    expect((await contactHistory(db, into))?.contact.name).toBe('Gone Name');
    expect(await eraseEnquiry(db, erased.reference)).toMatchObject({ erased: true });
    const history = await contactHistory(db, into);
    expect(history?.contact.name).toBe('Kept Name');
    expect(history?.emails).toEqual([kept]);
    const [change] = await db.select().from(contactChanges).where(eq(contactChanges.intoContactId, into));
    expect(change).toMatchObject({ fromName: null, emails: [], moved: [] });
  });

  it('backfills rows stored before contacts (the migration statement, run again)', async () => {
    const { db } = database.current;
    const email = fresh('old');
    await db.execute(sql`alter table enquiries disable trigger enquiries_contact`);
    await db.execute(sql`alter table enquiries drop constraint enquiries_has_contact`);
    let old: Awaited<ReturnType<typeof store>>;
    try {
      old = await store(email.toUpperCase());
    } finally {
      await db.execute(sql`alter table enquiries enable trigger enquiries_contact`);
    }
    expect(await contactOf(db, enquiries, old.id)).toBeNull();
    const booking = await bookingFor(db, email, 'Newer Name');
    const backfill = readFileSync('src/server/db/migrations/0021_contacts.sql', 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('-- Backfill'));
    await db.execute(sql.raw(backfill!));
    await db.execute(
      sql`alter table enquiries add constraint enquiries_has_contact check (contact_id is not null)`,
    );
    const contactId = await contactOf(db, bookings, booking.id);
    expect(await contactOf(db, enquiries, old.id)).toBe(contactId);
    expect((await contactHistory(db, contactId!))?.contact.name).toBe('Newer Name');
  });
});
