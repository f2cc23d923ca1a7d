import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertNotifications, alertSubscriptions, enquiries, outbox, type AlertedUnit } from '../db/schema';
import { eraseEnquiry } from '../enquiries/enquiries';
import { testBackends, useTestDatabase } from '../testing/databases';
import {
  confirmAlertSubscription,
  createAlertSubscription,
  deleteAlertSubscription,
  fanOutUnitAlerts,
  listAlertSubscriptions,
  sweepAlertSubscriptions,
  type NewAlertSubscription,
} from './subscriptions';

const backends = await testBackends();

const unit = {
  reference: 'EXE-W04',
  workspaceType: 'workshops',
  centre: 'exeter',
  sizeSqFt: 800,
  rent: 100,
} as const;
const terms = { vatRatePercent: 20 };
const facts: AlertedUnit = {
  reference: unit.reference,
  name: 'Workshop 4',
  centre: unit.centre,
  town: 'Exeter',
  typeLabel: 'Workshops',
  sizeSqFt: unit.sizeSqFt,
  rent: '£100 per week + VAT',
  status: 'Available now',
  path: '/locations/exeter#unit-exe-w04',
};
const wants = (overrides: Partial<NewAlertSubscription> = {}): NewAlertSubscription => ({
  workspaceType: 'workshops',
  centres: ['exeter', 'andover'],
  email: `visitor-${randomUUID().slice(0, 8)}@example.co.uk`,
  ...overrides,
});

describe.each(backends)('availability alerts on %s', (backend) => {
  const database = useTestDatabase(backend);

  async function subscribed(overrides: Partial<NewAlertSubscription> = {}, confirm = true) {
    const { db } = database.current;
    const stored = await createAlertSubscription(db, wants(overrides), { visitorMail: true });
    if (confirm) expect(await confirmAlertSubscription(db, stored.id)).toBe('confirmed');
    return stored;
  }

  const alertsOf = (id: string) =>
    database.current.db.select().from(alertNotifications).where(eq(alertNotifications.subscriptionId, id));

  it('stores a subscription pending with its opt-in mail queued, and confirms it once', async () => {
    const { db } = database.current;
    const stored = await subscribed({ centres: ['chester'] }, false);
    const mails = await db.select().from(outbox).where(eq(outbox.alertSubscriptionId, stored.id));
    expect(mails.map((row) => [row.channel, row.mailKind])).toEqual([['visitor-email', 'confirmation']]);
    expect(await confirmAlertSubscription(db, stored.id)).toBe('confirmed');
    expect(await confirmAlertSubscription(db, stored.id)).toBe('already');
    expect(await confirmAlertSubscription(db, randomUUID())).toBe('gone');
  });

  it('alerts each confirmed matching subscription once per unit and episode, even when published at once by many', async () => {
    const { db } = database.current;
    // £100 a week is £433.33 a month, £520 with VAT: the budget is all in, as the /units filter's.
    const matching = await subscribed({ maxMonthlyPounds: 520, minSqFt: 500 });
    const anywhere = await subscribed({ centres: ['exeter'] });
    const pending = await subscribed({}, false);
    const tooDear = await subscribed({ maxMonthlyPounds: 519 });
    const otherTown = await subscribed({ centres: ['luton'] });
    const otherType = await subscribed({ workspaceType: 'storage-spaces' });
    const queued = await Promise.all(
      Array.from({ length: 6 }, () => fanOutUnitAlerts(db, unit, terms, facts, 'available:now:2026-11-26')),
    );
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const { id } of [matching, anywhere]) {
      const alerts = await alertsOf(id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.unit).toEqual(facts);
      const mails = await db.select().from(outbox).where(eq(outbox.alertNotificationId, alerts[0]!.id));
      expect(mails.map((row) => [row.channel, row.mailKind, row.status])).toEqual([
        ['visitor-email', 'alert', 'pending'],
      ]);
    }
    for (const { id } of [pending, tooDear, otherTown, otherType]) expect(await alertsOf(id)).toHaveLength(0);
    // Republished the same day: nothing more. Freed again later: a new episode, a new alert.
    expect(await fanOutUnitAlerts(db, unit, terms, facts, 'available:now:2026-11-26')).toBe(0);
    expect(await fanOutUnitAlerts(db, unit, terms, facts, 'available:now:2027-02-01')).toBe(2);
    const listed = await listAlertSubscriptions(db);
    const row = listed.find((candidate) => candidate.reference === matching.reference);
    expect(row).toMatchObject({ alerts: 2, status: 'confirmed' });
    expect(row?.lastAlertAt).toBeInstanceOf(Date);
    expect(row).not.toHaveProperty('email');
  });

  it('deletes a subscription with its alerts and their mails', async () => {
    const { db } = database.current;
    const stored = await subscribed({ centres: ['andover'] });
    await fanOutUnitAlerts(
      db,
      { ...unit, reference: 'AND-W01', centre: 'andover' },
      terms,
      { ...facts, reference: 'AND-W01' },
      'e1',
    );
    const [alert] = await alertsOf(stored.id);
    expect(alert).toBeDefined();
    expect(await deleteAlertSubscription(db, stored.id)).toBe(true);
    expect(await deleteAlertSubscription(db, stored.id)).toBe(false);
    expect(await alertsOf(stored.id)).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.alertNotificationId, alert!.id))).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.alertSubscriptionId, stored.id))).toHaveLength(0);
  });

  it('sweeps pending after 7 days and confirmed 12 months after confirmation', async () => {
    const { db } = database.current;
    const oldPending = await subscribed({}, false);
    const freshPending = await subscribed({}, false);
    const oldConfirmed = await subscribed();
    const freshConfirmed = await subscribed();
    await db
      .update(alertSubscriptions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(alertSubscriptions.id, oldPending.id));
    await db
      .update(alertSubscriptions)
      .set({
        createdAt: sql`now() - interval '13 months'`,
        confirmedAt: sql`now() - interval '12 months 1 day'`,
      })
      .where(eq(alertSubscriptions.id, oldConfirmed.id));
    const swept = await sweepAlertSubscriptions(db);
    expect(swept.pending).toBeGreaterThanOrEqual(1);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const left = new Set(
      (await db.select({ id: alertSubscriptions.id }).from(alertSubscriptions)).map((row) => row.id),
    );
    expect(left.has(oldPending.id)).toBe(false);
    expect(left.has(oldConfirmed.id)).toBe(false);
    expect(left.has(freshPending.id)).toBe(true);
    expect(left.has(freshConfirmed.id)).toBe(true);
  });

  it('erases a person’s subscriptions with their enquiry (a data-subject erasure)', async () => {
    const { db } = database.current;
    const email = 'Erase.Me@example.co.uk';
    const mine = await subscribed({ email: 'erase.me@example.co.uk' });
    const theirs = await subscribed();
    await db
      .insert(enquiries)
      .values({
        id: randomUUID(),
        reference: 'NL-ERAS-E001',
        intent: 'quote',
        name: 'E',
        email,
        phone: '+447700900123',
      });
    const outcome = await eraseEnquiry(db, 'NL-ERAS-E001');
    expect(outcome).toMatchObject({ erased: true, alertSubscriptions: 1 });
    const left = new Set(
      (await db.select({ id: alertSubscriptions.id }).from(alertSubscriptions)).map((row) => row.id),
    );
    expect(left.has(mine.id)).toBe(false);
    expect(left.has(theirs.id)).toBe(true);
  });
});
