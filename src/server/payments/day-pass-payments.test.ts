import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import type { DayPassSettings } from '@/domain/day-pass/day-pass';
import { handleDayPassCancel, handleDayPassPost, type DayPassHandlerDeps } from '../day-passes/day-pass-handler';
import { dayPassManagePath } from '../day-passes/day-pass-link';
import { cancelDayPass, dayPassUse } from '../day-passes/day-passes';
import { conversions, dayPasses, outbox, type DayPassRow } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { manageLinkKey } from '../links/manage-link';
import { silentLog } from '../testing/fixtures';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import type { Payments } from './stripe-client';
import { sweepPayments } from './sweeper';
import { handleStripeWebhook } from './webhook';

/*
 * Day passes paid online (docs/decisions/0053): the real stripe SDK against the local fake
 * (tests/fake-stripe.mjs). A paid pass holds its desk while the visitor pays, is confirmed and
 * mailed only on Stripe's signed event, and is refunded when cancelled or when its payment came
 * after the day filled.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_day_pass_0123456789';
const formSecret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
// Monday 17 June 2030, 10:00 BST; the passes are for Tuesday.
const now = Date.parse('2030-06-17T09:00:00Z');
const day = '2030-06-18';
const openingHours = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }];

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

function depsFor(db: TestDatabase['db'], desks: number, extra: Partial<DayPassHandlerDeps> = {}): DayPassHandlerDeps {
  const settings: DayPassSettings = { desks, pricePerDayPence: 2500, closedDates: [], freeTrialDay: true };
  return {
    db,
    visitorMail: true,
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey,
    offer: async (centre) => (centre === 'exeter' ? { settings, openingHours } : undefined),
    vatRatePercent: async () => 20,
    townOf: async () => 'Exeter',
    log: silentLog,
    now: () => now,
    payments,
    ...extra,
  };
}

const buy = (deps: DayPassHandlerDeps, fields: Record<string, string> = {}) =>
  handleDayPassPost(
    new Request('http://localhost:3000/api/day-passes', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9' },
      body: new URLSearchParams({
        centre: 'exeter',
        date: day,
        kind: 'day',
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        phone: '07700 900456',
        phoneCountry: 'GB',
        terms: 'yes',
        token: issueFormToken(formSecret, now - 10_000),
        ...fields,
      }).toString(),
    }),
    deps,
  );

const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(
    stripeEventRequest(signed),
    { db, payments, channels: [], visitorMail: true, log: silentLog },
  );

const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const passOf = async (db: TestDatabase['db'], sessionId: string): Promise<DayPassRow> =>
  (await db.select().from(dayPasses).where(eq(dayPasses.checkoutSessionId, sessionId)))[0]!;
const mailsOf = async (db: TestDatabase['db'], id: string) =>
  (await db.select().from(outbox).where(eq(outbox.dayPassId, id))).map((row) => row.mailKind);
const endHold = (db: TestDatabase['db'], id: string, status: 'pending' | 'expired' = 'pending') =>
  db.update(dayPasses).set({ holdExpiresAt: new Date(Date.now() - 60_000), status }).where(eq(dayPasses.id, id));

describe.each(backends)('day passes paid online on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('holds a desk while the visitor pays at Checkout, and confirms and mails the pass only on the signed event', async () => {
    const { db } = database.current;
    const answer = await buy(depsFor(db, 2));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    const sessionId = sessionIdOf(answer);
    const session = fake.sessions.get(sessionId)!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      ['Coworking day pass, Northlight Exeter: Tuesday 18 June 2030', 2500],
      ['VAT at 20%', 500],
    ]);
    expect(session.success_url).toMatch(/\/coworking\/day-pass\/confirmed\?b=.+&paid=1$/);
    const held = await passOf(db, sessionId);
    expect(session.metadata).toMatchObject({ kind: 'day-pass', day_pass_id: held.id, reference: held.reference });
    expect(held.status).toBe('pending');
    // The held desk counts: the day shows one desk taken, and nothing is mailed yet.
    expect((await dayPassUse(db, 'exeter', day, day)).get(day)).toBe(1);
    expect(await mailsOf(db, held.id)).toEqual([]);
    // Not a sale yet: no offline conversion for a held pass (decision 0050).
    expect(await db.select().from(conversions).where(eq(conversions.dayPassId, held.id))).toHaveLength(0);

    const paid = fake.complete(sessionId);
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'day-pass-paid' });
    expect(await passOf(db, sessionId)).toMatchObject({ status: 'confirmed', paidPence: 3000, paymentIntentId: session.payment_intent });
    expect(await mailsOf(db, held.id)).toEqual(['confirmation']);
    // Stripe sends events more than once: a replay changes nothing and mails nothing.
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'replay' });
    expect(await mailsOf(db, held.id)).toEqual(['confirmation']);
    // Counted once, when paid, at its net price.
    const counted = await db.select().from(conversions).where(eq(conversions.dayPassId, held.id));
    expect(counted).toMatchObject([{ kind: 'day-pass-paid', valuePence: 2500, transactionId: held.reference }]);
  });

  it('refuses the last desk to a second buyer while the first one pays, and frees it when the hold ends unpaid', async () => {
    const { db } = database.current;
    const date = '2030-06-20';
    const first = sessionIdOf(await buy(depsFor(db, 1), { date }));
    const second = await buy(depsFor(db, 1), { date, email: 'ada@example.co.uk', phone: '07700 900123' });
    expect(second.headers.get('location')).toContain('problem=full');
    const held = await passOf(db, first);
    await endHold(db, held.id);
    const swept = await sweepPayments(db, payments, silentLog);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await passOf(db, first)).status).toBe('expired');
    // The session is closed at Stripe, so nobody pays for a released desk.
    expect(fake.sessions.get(first)?.status).toBe('expired');
    const third = await buy(depsFor(db, 1), { date, email: 'ada@example.co.uk', phone: '07700 900123' });
    expect(third.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/`));
  });

  it('confirms a payment that arrives after the hold when a desk is free, and refunds it once when the day filled', async () => {
    const { db } = database.current;
    const date = '2030-06-21';
    // Still a desk that day: confirmed, on the lowest free desk.
    const lateButFree = sessionIdOf(await buy(depsFor(db, 1), { date }));
    await endHold(db, (await passOf(db, lateButFree)).id, 'expired');
    expect(await (await webhook(db, fake.complete(lateButFree))).json()).toMatchObject({ outcome: 'day-pass-paid' });
    expect(await passOf(db, lateButFree)).toMatchObject({ status: 'confirmed', desk: 1 });

    // Another date, whose only desk went to someone paying at reception after the hold ended.
    const other = '2030-06-24';
    const late = sessionIdOf(await buy(depsFor(db, 1), { date: other }));
    const latePass = await passOf(db, late);
    await endHold(db, latePass.id);
    const taker = await buy(depsFor(db, 1, { payments: undefined }), { date: other, email: 'ada@example.co.uk', phone: '07700 900123' });
    expect(taker.headers.get('location')).toMatch(/^\/coworking\/day-pass\/confirmed\?/);
    const paid = fake.complete(late);
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'day-pass-refunded' });
    expect(await passOf(db, late)).toMatchObject({ status: 'expired', refundedAt: expect.any(Date) });
    expect(await mailsOf(db, latePass.id)).toEqual([]);
    const refunds = fake.refunds.filter((refund) => refund.metadata.day_pass_id === latePass.id);
    expect(refunds).toHaveLength(1);
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'replay' });
    expect(fake.refunds.filter((refund) => refund.metadata.day_pass_id === latePass.id)).toHaveLength(1);
  });

  it('never sends a free trial day to Stripe, and a session that expires unpaid frees the desk', async () => {
    const { db } = database.current;
    const date = '2030-06-25';
    const trial = await buy(depsFor(db, 2), { date, kind: 'trial' });
    expect(trial.headers.get('location')).toMatch(/^\/coworking\/day-pass\/confirmed\?/);
    const sessionId = sessionIdOf(await buy(depsFor(db, 2), { date, email: 'ada@example.co.uk', phone: '07700 900123' }));
    const expired = fake.event('checkout.session.expired', { ...fake.sessions.get(sessionId), status: 'expired' });
    expect(await (await webhook(db, expired)).json()).toMatchObject({ outcome: 'expired' });
    expect((await passOf(db, sessionId)).status).toBe('expired');
    expect((await dayPassUse(db, 'exeter', date, date)).get(date)).toBe(1);
  });

  it('refunds a paid pass cancelled before its day once, from the cancel and the sweeper alike', async () => {
    const { db } = database.current;
    const date = '2030-06-26';
    const sessionId = sessionIdOf(await buy(depsFor(db, 2), { date }));
    await webhook(db, fake.complete(sessionId));
    const pass = await passOf(db, sessionId);
    const manage = new URL(dayPassManagePath(pass, linkKey), 'http://localhost:3000');
    const cancel = await handleDayPassCancel(
      new Request('http://localhost:3000/api/day-passes/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ b: pass.id, s: manage.searchParams.get('s')! }).toString(),
      }),
      { ...depsFor(db, 2), now: () => now },
    );
    expect(cancel.headers.get('location')).toContain('done=cancelled');
    expect(await passOf(db, sessionId)).toMatchObject({ status: 'cancelled', refundedAt: expect.any(Date) });
    await sweepPayments(db, payments, silentLog);
    const refunds = fake.refunds.filter((refund) => refund.metadata.day_pass_id === pass.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ payment_intent: pass.paymentIntentId, amount: 3000 });
  });

  it('releases the desk at once when Stripe cannot be reached, and says the pass was not booked', async () => {
    const { db } = database.current;
    const date = '2030-06-27';
    const { fake: down, payments: unreachable } = await startFakeStripePayments(webhookSecret);
    await down.stop();
    const answer = await buy(depsFor(db, 1, { payments: unreachable }), { date });
    expect(answer.headers.get('location')).toContain('problem=failed');
    const [row] = await db.select().from(dayPasses).where(eq(dayPasses.day, date));
    expect(row?.status).toBe('expired');
    expect((await dayPassUse(db, 'exeter', date, date)).get(date)).toBeUndefined();
  });

  it('keeps the payment when staff cancel on the day and choose to keep it, and refunds it when they choose to refund', async () => {
    const { db } = database.current;
    const date = '2030-07-01';
    const kept = await passOf(db, await paidPass(db, date));
    const refunded = await passOf(db, await paidPass(db, date, 'ada@example.co.uk'));
    expect(await cancelDayPass(db, kept.id, { canceller: { by: 'staff', name: 'Rita Reception', keepPayment: true } })).toBe(true);
    expect(await cancelDayPass(db, refunded.id, { canceller: { by: 'staff', name: 'Rita Reception', keepPayment: false } })).toBe(true);
    await sweepPayments(db, payments, silentLog);
    expect(fake.refunds.filter((refund) => refund.metadata.day_pass_id === kept.id)).toHaveLength(0);
    expect(fake.refunds.filter((refund) => refund.metadata.day_pass_id === refunded.id)).toHaveLength(1);
    expect((await db.select().from(dayPasses).where(eq(dayPasses.id, kept.id)))[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelledByName: 'Rita Reception',
      paymentKept: true,
      refundedAt: null,
    });
  });

  async function paidPass(db: TestDatabase['db'], date: string, email = 'grace@example.co.uk'): Promise<string> {
    const sessionId = sessionIdOf(await buy(depsFor(db, 4), { date, email, phone: email.startsWith('ada') ? '07700 900123' : '07700 900456' }));
    await webhook(db, fake.complete(sessionId));
    return sessionId;
  }
});
