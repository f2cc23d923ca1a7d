import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, type SignedEvent } from '../../../tests/fake-stripe.mjs';
import { licenceCostOf } from '@/domain/licence/costs';
import { conversions, licences, outbox, paymentEvents, webhookEvents } from '../db/schema';
import { type Payments } from '../payments/stripe-client';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { handleStripeWebhook } from '../payments/webhook';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { licenceLinkKey, signLicenceId } from './link';
import { handleLicencePayPost, type PayStep } from './payment';
import { expireLapsedHolds, findLicence, recordIdentityVerified, signLicence, type NewLicence } from './store';

/*
 * Licences paid online (docs/decisions/0041): the real stripe SDK against the local fake
 * (tests/fake-stripe.mjs), the events signed with the fake's secret as Stripe signs them.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_licence_0123456789';
const siteUrl = 'http://localhost:3000';
const linkKey = licenceLinkKey('cms-secret-for-licence-tests');

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret, 'sk_test_licence_0123456789'));
});
afterAll(() => fake?.stop());

const cost = licenceCostOf({ workspaceType: 'workshops', rent: 74, serviceCharge: 12 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!;

let unitNumber = 0;
const newLicence = (overrides: Partial<NewLicence> = {}): NewLicence => {
  unitNumber += 1;
  return {
    idempotencyKey: `key-${randomUUID()}`,
    unit: { reference: `AND-P${unitNumber}`, name: `Workshop P${unitNumber}`, centre: 'andover', workspaceType: 'workshops' },
    family: 'business-units',
    template: { id: 1, version: 1 },
    signedText: 'This licence is between Northlight Business Centres Ltd and Acme Joinery Ltd.',
    tenant: { kind: 'company', name: 'Acme Joinery Ltd', companyNumber: undefined, registeredAddress: '1 High St, Andover, SP10 1AA' },
    signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
    signatureName: 'Ada Lovelace',
    startDate: '2030-07-01',
    noticeMonths: 1,
    cost,
    payment: 'card-pending',
    holdHours: 48,
    openedAt: new Date(),
    ...overrides,
  };
};

const press = (db: TestDatabase['db'], id: string, step: PayStep, options: { signature?: string; origin?: string; now?: number } = {}) =>
  handleLicencePayPost(
    new Request(`${siteUrl}/api/licences/${step === 'deposit' ? 'pay' : 'mandate'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.origin ?? siteUrl },
      body: new URLSearchParams({ l: id, s: options.signature ?? signLicenceId(id, linkKey) }).toString(),
    }),
    { db, payments, siteUrl, linkKey, log: silentLog, ...(options.now ? { now: () => options.now! } : {}) },
    step,
  );

const webhook = (db: TestDatabase['db'], signed: SignedEvent) =>
  handleStripeWebhook(
    stripeEventRequest(signed),
    { db, payments, channels: [], visitorMail: true, log: silentLog },
  );

const outcomeOf = async (response: Response) => ((await response.json()) as { outcome: string }).outcome;
const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const tenantMails = async (db: TestDatabase['db'], licenceId: string) =>
  (await db.select().from(outbox).where(and(eq(outbox.licenceId, licenceId), eq(outbox.channel, 'visitor-email')))).map((row) => row.mailKind);
const eventIdOf = (signed: SignedEvent) => (JSON.parse(signed.payload) as { id: string }).id;

describe.each(backends)('licences paid online on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('charges exactly the stored amount at Checkout and is paid only by the signed webhook, once', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), new Date());
    const response = await press(db, stored.id, 'deposit');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    const sessionId = sessionIdOf(response);
    const session = fake.sessions.get(sessionId)!;
    expect(session.mode).toBe('payment');
    expect(session.amount_total).toBe(cost.dueTodayPence);
    expect(session.line_items_sent.map((line) => Number(line.price_data.unit_amount))).toEqual([
      cost.depositPence,
      cost.monthly.netPence,
      cost.monthly.vatPence,
    ]);
    expect(session.metadata).toMatchObject({ kind: 'licence-payment', licence_id: stored.id });
    expect(session.success_url).toContain('payment=returned');
    // A second press (a double click, a return from Checkout's back link) goes to the same session.
    expect(sessionIdOf(await press(db, stored.id, 'deposit'))).toBe(sessionId);
    expect((await findLicence(db, stored.id))?.payment).toBe('card-pending');

    // Unsigned, or signed with another secret: refused, nothing changes.
    const completed = fake.complete(sessionId);
    const forged = { payload: completed.payload, header: completed.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) };
    expect((await webhook(db, forged)).status).toBe(400);
    expect((await findLicence(db, stored.id))?.payment).toBe('card-pending');

    const paid = await webhook(db, completed);
    expect(paid.status).toBe(200);
    expect(await outcomeOf(paid)).toBe('licence-paid');
    const row = (await findLicence(db, stored.id))!;
    expect(row).toMatchObject({ status: 'paid', payment: 'card-paid', paidPence: cost.dueTodayPence, checkoutSessionId: sessionId });
    expect(row.stripeCustomerId).toMatch(/^cus_test_/);
    expect(row.paymentIntentId).toMatch(/^pi_test_/);
    expect(row.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'paid']);
    expect(await tenantMails(db, stored.id)).toEqual(['confirmation']);

    // Stripe sends the same event again: nothing changes, no second mail.
    const replay = await webhook(db, completed);
    expect(await outcomeOf(replay)).toBe('replay');
    expect((await findLicence(db, stored.id))?.events).toHaveLength(3);
    expect(await tenantMails(db, stored.id)).toEqual(['confirmation']);
    // Paid: the button no longer starts a payment.
    expect(new URL((await press(db, stored.id, 'deposit')).headers.get('location')!).searchParams.get('payment')).toBe('not-due');
  });

  it('is let at once when the identity check was recorded before the card payment', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), new Date());
    await recordIdentityVerified(db, stored.id, 'sales@northlight.example');
    const sessionId = sessionIdOf(await press(db, stored.id, 'deposit'));
    expect(await outcomeOf(await webhook(db, fake.complete(sessionId)))).toBe('licence-paid');
    expect((await findLicence(db, stored.id))?.status).toBe('let');
  });

  it('answers 409 to an event for a licence not committed yet, recording nothing, and takes it when Stripe sends it again', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), new Date());
    const sessionId = sessionIdOf(await press(db, stored.id, 'deposit'));
    // The event names a licence the database does not have yet (its signing still committing).
    const laterId = randomUUID();
    fake.sessions.get(sessionId)!.metadata = { ...fake.sessions.get(sessionId)!.metadata, licence_id: laterId };
    const early = fake.complete(sessionId);
    const response = await webhook(db, early);
    expect(response.status).toBe(409);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventIdOf(early)))).toEqual([]);
    // The signing commits (the row is there under the id the event names); Stripe retries. The
    // webhook event and the conversion its signing wrote (decisions 0047, 0050) name the old id,
    // and would hold it in place.
    await db.delete(webhookEvents).where(eq(webhookEvents.licenceId, stored.id));
    await db.delete(conversions).where(eq(conversions.licenceId, stored.id));
    await db.update(licences).set({ id: laterId }).where(eq(licences.id, stored.id));
    const retried = await webhook(db, early);
    expect(retried.status).toBe(200);
    expect(await outcomeOf(retried)).toBe('licence-paid');
    expect((await findLicence(db, laterId))?.payment).toBe('card-paid');
  });

  it('refunds a payment that arrives after the hold ended, tells the tenant, and never refunds twice', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence({ holdHours: 1 }), new Date());
    const sessionId = sessionIdOf(await press(db, stored.id, 'deposit'));
    // The hold ends (the expiry job): the licence lapses and the tenant is told.
    const lapsed = await expireLapsedHolds(db, new Date(Date.now() + 2 * 3_600_000), { tenantMail: true });
    expect(lapsed.find((row) => row.id === stored.id)).toMatchObject({ checkoutSessionId: sessionId });
    expect((await findLicence(db, stored.id))?.status).toBe('expired');
    expect(await tenantMails(db, stored.id)).toEqual(['expired']);
    // The visitor still pays in the tab they had open.
    const late = fake.complete(sessionId);
    const refundsBefore = fake.refunds.length;
    const response = await webhook(db, late);
    expect(await outcomeOf(response)).toBe('licence-refunded');
    expect(fake.refunds).toHaveLength(refundsBefore + 1);
    const refund = fake.refunds.at(-1)!;
    const row = (await findLicence(db, stored.id))!;
    expect(refund.payment_intent).toBe(row.paymentIntentId);
    expect(refund.amount).toBe(cost.dueTodayPence);
    expect(refund.metadata).toMatchObject({ licence_id: stored.id, why: 'hold-ended' });
    expect(row).toMatchObject({ status: 'expired', payment: 'card-refunded', paidPence: cost.dueTodayPence });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'expired', 'refunded']);
    expect(await tenantMails(db, stored.id)).toEqual(['expired', 'refunded']);
    // The same event again, and a second event for the same session: one refund, one mail.
    expect(await outcomeOf(await webhook(db, late))).toBe('replay');
    expect(await outcomeOf(await webhook(db, fake.complete(sessionId)))).toBe('already');
    expect(fake.refunds).toHaveLength(refundsBefore + 1);
    expect(await tenantMails(db, stored.id)).toEqual(['expired', 'refunded']);
    // And the ended hold cannot be paid again from its page.
    expect(new URL((await press(db, stored.id, 'deposit')).headers.get('location')!).searchParams.get('payment')).toBe('not-due');
  });

  it('sets up the monthly rent by Bacs Direct Debit in setup mode for the same customer, recorded once', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), new Date());
    // Not before the first payment.
    expect(new URL((await press(db, stored.id, 'mandate')).headers.get('location')!).searchParams.get('payment')).toBe('not-due');
    await webhook(db, fake.complete(sessionIdOf(await press(db, stored.id, 'deposit'))));
    const customer = (await findLicence(db, stored.id))!.stripeCustomerId;
    const response = await press(db, stored.id, 'mandate');
    const sessionId = sessionIdOf(response);
    const session = fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'setup', customer, payment_method_types: ['bacs_debit', 'card'] });
    expect(session.metadata).toMatchObject({ kind: 'licence-mandate', licence_id: stored.id });
    expect(session.success_url).toContain('payment=mandate-returned');
    const completed = fake.complete(sessionId, { method: 'bacs_debit' });
    expect(await outcomeOf(await webhook(db, completed))).toBe('licence-mandate');
    const row = (await findLicence(db, stored.id))!;
    const intent = fake.setupIntents.get(session.setup_intent!)!;
    expect(row).toMatchObject({ mandateMethod: 'bacs_debit', mandateReference: intent.mandate, mandateSessionId: sessionId });
    expect(fake.mandates.get(intent.mandate!)?.status).toBe('active');
    expect(row.events.map((event) => event.kind)).toEqual(['offer-opened', 'signed', 'paid', 'mandate']);
    expect(await outcomeOf(await webhook(db, completed))).toBe('replay');
    // Set up: the button no longer starts another.
    expect(new URL((await press(db, stored.id, 'mandate')).headers.get('location')!).searchParams.get('payment')).toBe('not-due');
  });

  it('takes a card instead of a mandate when the tenant chooses it', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence(), new Date());
    await webhook(db, fake.complete(sessionIdOf(await press(db, stored.id, 'deposit'))));
    const sessionId = sessionIdOf(await press(db, stored.id, 'mandate'));
    expect(await outcomeOf(await webhook(db, fake.complete(sessionId, { method: 'card' })))).toBe('licence-mandate');
    const row = (await findLicence(db, stored.id))!;
    expect(row.mandateMethod).toBe('card');
    expect(row.mandateReference).toBe(fake.setupIntents.get(fake.sessions.get(sessionId)!.setup_intent!)!.payment_method);
  });

  it('refuses a forged link, another site’s post, and a hold whose time is up', async () => {
    const { db } = database.current;
    const stored = await signLicence(db, newLicence({ holdHours: 1 }), new Date());
    expect((await press(db, stored.id, 'deposit', { signature: signLicenceId(randomUUID(), linkKey) })).status).toBe(404);
    expect((await press(db, stored.id, 'deposit', { origin: 'https://evil.example' })).status).toBe(403);
    const afterHold = await press(db, stored.id, 'deposit', { now: Date.now() + 2 * 3_600_000 });
    expect(new URL(afterHold.headers.get('location')!).searchParams.get('payment')).toBe('not-due');
    // A transfer licence (Stripe configured later) is not paid by card.
    const transfer = await signLicence(db, newLicence({ payment: 'transfer-awaited' }), new Date());
    expect(new URL((await press(db, transfer.id, 'deposit')).headers.get('location')!).searchParams.get('payment')).toBe('not-due');
  });
});
