import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../tests/fake-stripe.mjs';
import type { VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { termsField } from '@/domain/virtual-office/terms';
import { orders, outbox, paymentEvents } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { orderDraftKey } from '../orders/order-draft';
import { handleOrderCancel, handleOrderDetailsPost, handleOrderPlacePost, type OrderHandlerDeps } from '../orders/order-handler';
import { markIdVerified } from '../orders/orders';
import { sweepPayments } from './sweeper';
import { orderLinkKey, orderManagePath, signOrderId } from '../orders/order-link';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { orderMailContent } from '../visitor-mail/order-mail';
import { type Payments } from './stripe-client';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { handleStripeWebhook } from './webhook';

/*
 * Paying a virtual-office order's first month by card (docs/decisions/0023): the order handler and
 * the webhook with the real stripe SDK against the local fake (tests/fake-stripe.mjs).
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_0123456789abcdef';
const formSecret = 'form-secret-0123456789';
const linkKey = orderLinkKey('cms-secret');
const now = Date.parse('2030-06-17T09:00:00Z');
const plans: VirtualOfficePlan[] = [
  {
    kind: 'mail-handling',
    name: 'Mail handling',
    description: 'A business address with letters scanned the same day.',
    included: ['Letters scanned'],
    needsIdCheck: true,
    prices: [{ centre: 'exeter', monthlyPence: 7900 }],
  },
];

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

const depsFor = (db: TestDatabase['db'], withPayments: boolean): OrderHandlerDeps => ({
  db,
  channels: ['webhook'],
  rateLimitPerMinute: 100,
  rateLimitStore: 'memory',
  siteUrl: 'http://localhost:3000',
  formTokenSecret: formSecret,
  linkKey,
  draftKey: orderDraftKey('cms-secret'),
  offer: async () => ({ plans, vatRatePercent: 20 }),
  log: silentLog,
  now: () => now,
  ...(withPayments ? { payments } : {}),
});

const formPost = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.9', cookie },
    body: new URLSearchParams(fields).toString(),
  });

/** Details, then "Place order" twice (a double click): both answers. */
async function placeTwice(deps: OrderHandlerDeps, businessName: string): Promise<[Response, Response]> {
  const checked = await handleOrderDetailsPost(
    formPost('/api/virtual-office-orders/details', {
      plan: 'mail-handling',
      centre: 'exeter',
      businessName,
      name: 'Grace Hopper',
      email: 'grace@example.co.uk',
      phone: '07700 900456',
      phoneCountry: 'GB',
      startDate: '2030-07-01',
      token: issueFormToken(formSecret, now - 10_000),
    }),
    deps,
  );
  const cookie = checked.headers
    .getSetCookie()
    .find((value) => value.includes('Path=/api/virtual-office-orders'))!
    .split(';')[0]!;
  const place = () =>
    handleOrderPlacePost(
      formPost('/api/virtual-office-orders', { token: issueFormToken(formSecret, now - 5_000), [termsField.name]: termsField.value }, cookie),
      deps,
    );
  return [await place(), await place()];
}

const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(
    stripeEventRequest(signed),
    { db, payments, channels: ['webhook'], visitorMail: true, log: silentLog },
  );

const orderNamed = async (db: TestDatabase['db'], businessName: string) =>
  (await db.select().from(orders).where(eq(orders.businessName, businessName)))[0]!;
const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const place = { centreName: 'Northlight Exeter', address: ['1 Quay Street', 'Exeter EX1 1AA'], phoneDisplay: '01392 000000' };

describe.each(backends)('virtual-office order payments on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('stores the order once and sends the buyer to Checkout for the first month: net and VAT lines in pence, the order in metadata', async () => {
    const { db } = database.current;
    const [first, again] = await placeTwice(depsFor(db, true), 'Card Buyer Ltd');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    // A second press lands on the same session (Stripe's idempotency key), and one order is stored.
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const rows = await db.select().from(orders).where(eq(orders.businessName, 'Card Buyer Ltd'));
    expect(rows).toHaveLength(1);
    const order = rows[0]!;
    expect(order).toMatchObject({ payment: 'card-pending', status: 'awaiting-id-check', monthlyNetPence: 7900, monthlyVatPence: 1580 });
    // Sales hear of the order at once, as without Stripe.
    expect((await db.select().from(outbox).where(eq(outbox.orderId, order.id))).map((row) => row.channel)).toEqual(['webhook']);

    const session = fake.sessions.get(sessionIdOf(first))!;
    expect(session.mode).toBe('payment');
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      ['Virtual office: Mail handling, first month', 7900],
      ['VAT at 20%', 1580],
    ]);
    expect(session.amount_total).toBe(9480);
    expect(session.metadata).toMatchObject({ kind: 'virtual-office-order', order_id: order.id, reference: order.reference });
    const manage = `http://localhost:3000${orderManagePath(order.id, linkKey)}`;
    expect([session.success_url, session.cancel_url]).toEqual([manage, manage]);
  });

  it('marks the order paid on the signed webhook, once, and queues the buyer a mail saying so; replay and forgery change nothing', async () => {
    const { db } = database.current;
    const [placed] = await placeTwice(depsFor(db, true), 'Paying Buyer Ltd');
    const sessionId = sessionIdOf(placed);
    const pending = await orderNamed(db, 'Paying Buyer Ltd');
    expect(orderMailContent(pending, place, 'https://example.test/o').price?.payment).toBe('Awaiting payment.');

    const genuine = fake.complete(sessionId);
    const forged = (await startFakeStripe({ webhookSecret: 'whsec_someone_else_0123' })).event(
      'checkout.session.completed',
      JSON.parse(genuine.payload).data.object,
    );
    expect((await webhook(db, forged)).status).toBe(400);
    const altered = { payload: genuine.payload.replace('"amount_total":9480', '"amount_total":1'), header: genuine.header };
    expect((await webhook(db, altered)).status).toBe(400);
    expect((await orderNamed(db, 'Paying Buyer Ltd')).payment).toBe('card-pending');

    const answer = await webhook(db, genuine);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'order-paid' });
    const paid = await orderNamed(db, 'Paying Buyer Ltd');
    expect(paid.payment).toBe('card-paid');
    expect(orderMailContent(paid, place, 'https://example.test/o').price?.payment).toBe('First month paid online by card.');
    const mails = async () =>
      (await db.select().from(outbox).where(eq(outbox.orderId, pending.id))).filter((row) => row.channel === 'visitor-email');
    expect((await mails()).map((row) => row.mailKind)).toEqual(['confirmation']);

    const replay = await webhook(db, genuine);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'replay' });
    expect(await mails()).toHaveLength(1);
    const eventId = JSON.parse(genuine.payload).id as string;
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(1);
  });

  it('refunds a paid order cancelled before it starts through Stripe, once; the buyer is mailed', async () => {
    const { db } = database.current;
    const deps = depsFor(db, true);
    const [placed] = await placeTwice(deps, 'Refund Buyer Ltd');
    const paidEvent = fake.complete(sessionIdOf(placed));
    expect(await (await webhook(db, paidEvent)).json()).toMatchObject({ outcome: 'order-paid' });
    const order = await orderNamed(db, 'Refund Buyer Ltd');
    const intent = JSON.parse(paidEvent.payload).data.object.payment_intent as string;
    expect(order.paymentIntentId).toBe(intent);

    const cancel = () =>
      handleOrderCancel(
        formPost('/api/virtual-office-orders/cancel', { o: order.id, s: signOrderId(order.id, linkKey) }),
        { ...deps, visitorMail: true },
      );
    expect((await cancel()).status).toBe(303);
    const refunded = await orderNamed(db, 'Refund Buyer Ltd');
    expect(refunded).toMatchObject({ status: 'cancelled' });
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    // A second cancel (or a sweep) refunds nothing more.
    await cancel();
    expect((await sweepPayments(db, payments, silentLog)).ordersRefunded).toBe(0);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    const kinds = (await db.select().from(outbox).where(eq(outbox.orderId, order.id)))
      .filter((row) => row.channel === 'visitor-email')
      .map((row) => row.mailKind);
    expect(kinds).toEqual(['confirmation', 'cancellation']);
    expect(orderMailContent(refunded, place, '').nextSteps).toEqual(['Your card payment for the first month is refunded in full.']);
  });

  it('lapses a card order not paid within 24 hours and mails the buyer; a late payment is refunded', async () => {
    const { db } = database.current;
    const [placed] = await placeTwice(depsFor(db, true), 'Lapsing Buyer Ltd');
    const order = await orderNamed(db, 'Lapsing Buyer Ltd');
    // Within the 24 hours nothing lapses.
    await sweepPayments(db, payments, silentLog, { visitorMail: true, now: new Date(order.createdAt.getTime() + 23 * 3_600_000) });
    expect((await orderNamed(db, 'Lapsing Buyer Ltd')).status).toBe('awaiting-id-check');
    const later = new Date(order.createdAt.getTime() + 25 * 3_600_000);
    expect((await sweepPayments(db, payments, silentLog, { visitorMail: true, now: later })).ordersLapsed).toBeGreaterThanOrEqual(1);
    const lapsed = await orderNamed(db, 'Lapsing Buyer Ltd');
    expect(lapsed.status).toBe('expired');
    const mails = async () =>
      (await db.select().from(outbox).where(eq(outbox.orderId, order.id)))
        .filter((row) => row.channel === 'visitor-email')
        .map((row) => row.mailKind);
    expect(await mails()).toEqual(['expired']);

    // A payment that arrives anyway is recorded, not applied, and refunded by the sweeper.
    const late = fake.complete(sessionIdOf(placed));
    expect(await (await webhook(db, late)).json()).toMatchObject({ outcome: 'order-ended' });
    expect((await orderNamed(db, 'Lapsing Buyer Ltd')).status).toBe('expired');
    expect((await sweepPayments(db, payments, silentLog, { now: later })).ordersRefunded).toBe(1);
    const intent = JSON.parse(late.payload).data.object.payment_intent as string;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    expect(await mails()).toEqual(['expired']);
  });

  it('an order verified while its card payment is awaited becomes active when paid; one paid first, when verified', async () => {
    const { db } = database.current;
    const [first] = await placeTwice(depsFor(db, true), 'Verified First Ltd');
    const early = await orderNamed(db, 'Verified First Ltd');
    expect(await markIdVerified(db, early.id, 'sales@northlight.example', { visitorMail: true })).toBe('verified');
    await webhook(db, fake.complete(sessionIdOf(first)));
    expect((await orderNamed(db, 'Verified First Ltd')).status).toBe('active');

    const [second] = await placeTwice(depsFor(db, true), 'Paid First Ltd');
    await webhook(db, fake.complete(sessionIdOf(second)));
    const paid = await orderNamed(db, 'Paid First Ltd');
    expect(paid.status).toBe('awaiting-id-check');
    expect(await markIdVerified(db, paid.id, 'sales@northlight.example', { visitorMail: true })).toBe('active');
    const kinds = (await db.select().from(outbox).where(eq(outbox.orderId, paid.id)))
      .filter((row) => row.channel === 'visitor-email')
      .map((row) => row.mailKind);
    expect(kinds).toEqual(['confirmation', 'activated']);
  });

  it('answers 200 to a payment for an order it does not know', async () => {
    const { db } = database.current;
    const unknown = fake.event('checkout.session.completed', {
      id: 'cs_test_unknown_order',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_test_unknown_order',
      amount_total: 100,
      metadata: { kind: 'virtual-office-order', order_id: '00000000-0000-4000-8000-000000000000' },
    });
    const answer = await webhook(db, unknown);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'unknown-order' });
  });

  it('without Stripe, invoices as before: straight to the confirmation, nothing at Checkout', async () => {
    const { db } = database.current;
    const sessionsBefore = fake.sessions.size;
    const [first] = await placeTwice(depsFor(db, false), 'Invoiced Buyer Ltd');
    expect(first.headers.get('location')).toMatch(/^\/virtual-offices\/order\/confirmed\?o=[0-9a-f-]{36}&s=/);
    expect((await orderNamed(db, 'Invoiced Buyer Ltd')).payment).toBe('invoice');
    expect(fake.sessions.size).toBe(sessionsBefore);
  });
});
