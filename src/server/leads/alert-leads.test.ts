import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { createAlertSubscription, deleteAlertSubscription } from '../alerts/subscriptions';
import type { Database } from '../db/client';
import { alertSubscriptions, leadAudit, leadNotes, leads } from '../db/schema';
import { eraseEnquiry, storeEnquiry } from '../enquiries/enquiries';
import { validEnquiryInput } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { addNote, getLead, searchLeads } from './store';

/*
 * Alert sign-ups are leads (migration 0013_alert_leads, docs/decisions/0031): the database makes
 * one with each sign-up, the backfill makes one for sign-ups stored before, and the lead goes
 * when the sign-up does (unsubscribe, expiry, erasure), notes and all.
 */
const backends = await testBackends();
const sales = { id: 7, name: 'Sam Sales' };

async function alertLeadOf(db: Database, sourceId: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.sourceKind, 'alert'), eq(leads.sourceId, sourceId)));
  return lead;
}

const signUp = (db: Database, email = 'alex@example.co.uk') =>
  createAlertSubscription(
    db,
    {
      email,
      workspaceType: 'workshops',
      centres: ['exeter', 'andover'],
      minSqFt: 500,
      maxMonthlyPounds: 1200,
    },
    { visitorMail: false },
  );

describe.each(backends)('alert sign-ups as leads on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('makes one new lead, audited, for every sign-up, shown with what the person waits for', async () => {
    const { db } = database.current;
    const stored = await signUp(db);
    const lead = await alertLeadOf(db, stored.id);
    // An alert names several centres, so its lead belongs to no single centre: sales only.
    expect(lead).toMatchObject({ stage: 'new', centre: null, ownerId: null });
    const trail = await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead!.id));
    expect(trail).toEqual([
      expect.objectContaining({ field: 'created', actorName: 'Website', toValue: 'new' }),
    ]);

    const [listed] = await searchLeads(db, { kind: 'alert' }, 'all');
    expect(listed?.sourceId).toBe(stored.id);
    expect(listed?.channel).toBe('direct');
    expect(listed?.source).toMatchObject({
      reference: stored.reference,
      email: 'alex@example.co.uk',
      phone: null,
    });
    expect(listed?.source?.workspace).toBe('Workshops');
    const detail = await getLead(db, lead!.id, 'all');
    expect(Object.fromEntries(detail!.source!.facts)).toEqual({
      'Waiting for': 'Workshops at Exeter or Andover, at least 500 sq ft, up to £1,200 a month all in',
      'Sign-up': 'Not yet confirmed',
    });
    expect(await searchLeads(db, { kind: 'alert' }, ['exeter'])).toEqual([]);
  });

  it('backfills sign-ups stored before the migration (its statement, run again), once', async () => {
    const { db } = database.current;
    const stored = await signUp(db);
    await db.delete(leads).where(eq(leads.sourceId, stored.id));
    const backfill = readFileSync('src/server/db/migrations/0013_alert_leads.sql', 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('Backfill'));
    await db.execute(sql.raw(backfill!));
    const lead = await alertLeadOf(db, stored.id);
    expect(lead?.stage).toBe('new');
    const trail = await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead!.id));
    expect(trail.map((row) => row.actorName)).toEqual(['Backfill (migration 0013)']);
    await db.execute(sql.raw(backfill!));
    expect(await db.select().from(leads).where(eq(leads.sourceId, stored.id))).toHaveLength(1);
  });

  it('removes the lead, its notes and audit when the sign-up is deleted or its person erased', async () => {
    const { db } = database.current;
    const unsubscribed = await signUp(db, 'una@example.co.uk');
    const lead = (await alertLeadOf(db, unsubscribed.id))!;
    await addNote(db, lead.id, 'all', sales, 'Una wants a unit with a roller door.');
    expect(await deleteAlertSubscription(db, unsubscribed.id)).toBe(true);
    expect(await db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).toEqual([]);
    expect(await db.select().from(leadAudit).where(eq(leadAudit.leadId, lead.id))).toEqual([]);

    // A data-subject erasure of an enquiry removes the same person's sign-ups, and so their leads.
    const input = enquirySchema.parse(validEnquiryInput({ centre: 'exeter' }));
    const enquiry = await storeEnquiry(db, { ...input, phoneE164: '+447700900123' }, {}, []);
    const alert = await signUp(db, input.email.toUpperCase());
    expect(await alertLeadOf(db, alert.id)).toBeDefined();
    expect(await eraseEnquiry(db, enquiry.reference)).toMatchObject({ erased: true, alertSubscriptions: 1 });
    expect(await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, alert.id))).toEqual([]);
    expect(await alertLeadOf(db, alert.id)).toBeUndefined();
  });
});
