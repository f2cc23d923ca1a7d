import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import type { PromoCode } from '@/domain/promo-codes/promo-codes';
import type { VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { termsField } from '@/domain/virtual-office/terms';
import { conversions, orders } from '../db/schema';
import { openDraft, orderDraftCookieName, orderDraftKey } from '../orders/order-draft';
import {
  handleOrderCancel,
  handleOrderDetailsPost,
  handleOrderPlacePost,
  type OrderHandlerDeps,
} from '../orders/order-handler';
import { orderLinkKey, signOrderId } from '../orders/order-link';
import { expireUnpaidOrders, rejectIdCheck } from '../orders/orders';
import { OutboxWorker } from '../outbox/outbox';
import type { Payments } from '../payments/stripe-client';
import { handleStripeWebhook } from '../payments/webhook';
import { issueFormToken } from '../requests/form-token';
import { silentLog } from '../testing/fixtures';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { sampleContent } from '../visitor-mail/testing';
import { orderMailLoader } from '../visitor-mail/order-mail';
import { loadSources } from '../leads/sources';
import { listPromoUses, promoForOrder, promoUseCount } from './redemptions';

/*
 * A promo code on a virtual office's first month (docs/decisions/0054): typed on the review page,
 * applied by the server when the order is placed, its use stored with the order, the first month at
 * Stripe Checkout as the list line and a coupon (the real SDK against tests/fake-stripe.mjs), the
 * line in the buyer's mail (a real SMTP server), and the use given back when the order ends unstarted.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_promo_orders_0123456789';
const formSecret = 'form-secret-0123456789';
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

const codes: Record<string, PromoCode> = {
  SPRING25: {
    code: 'SPRING25',
    kind: 'percent',
    percentOff: 25,
    appliesTo: ['virtual-office'],
    validUntil: '2030-06-30',
    active: true,
  },
  ONCE: {
    code: 'ONCE',
    kind: 'fixed',
    amountOffPence: 2000,
    appliesTo: ['virtual-office'],
    maxUses: 1,
    active: true,
  },
  ROOMSONLY: { code: 'ROOMSONLY', kind: 'percent', percentOff: 10, appliesTo: ['rooms'], active: true },
  FREEMONTH: {
    code: 'FREEMONTH',
    kind: 'percent',
    percentOff: 100,
    appliesTo: ['virtual-office'],
    active: true,
  },
};

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

function depsFor(db: TestDatabase['db'], extra: Partial<OrderHandlerDeps> = {}): OrderHandlerDeps {
  return {
    db,
    channels: [],
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey: orderLinkKey('cms-secret'),
    draftKey: orderDraftKey('cms-secret'),
    offer: async () => ({ plans, vatRatePercent: 20 }),
    log: silentLog,
    now: () => now,
    payments,
    promoCodes: async (code) => codes[code],
    ...extra,
  };
}

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7', cookie },
    body: new URLSearchParams({ token: issueFormToken(formSecret, now - 10_000), ...fields }).toString(),
  });

const draftCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('Path=/api/virtual-office-orders'))!
    .split(';')[0]!;
const draftOf = (response: Response) =>
  openDraft(draftCookieOf(response).slice(orderDraftCookieName.length + 1), orderDraftKey('cms-secret'), now);

/** The details step, then the review page's form (the terms ticked, unless told). */
async function order(deps: OrderHandlerDeps, review: Record<string, string>, email = 'grace@example.co.uk') {
  const checked = await handleOrderDetailsPost(
    post('/api/virtual-office-orders/details', {
      plan: 'mail-handling',
      centre: 'exeter',
      businessName: 'Harbour Lights Ltd',
      name: 'Grace Hopper',
      email,
      phone: '07700 900456',
      phoneCountry: 'GB',
      startDate: '2030-07-01',
    }),
    deps,
  );
  expect(checked.headers.get('location')).toBe('/virtual-offices/order/review');
  const cookie = draftCookieOf(checked);
  const placed = await handleOrderPlacePost(
    post('/api/virtual-office-orders', { [termsField.name]: termsField.value, ...review }, cookie),
    deps,
  );
  return { placed, cookie };
}

const orderIdOf = async (db: TestDatabase['db'], email: string) =>
  (await db.select().from(orders).where(eq(orders.email, email)))[0];

describe.each(backends)('promo codes on a virtual office’s first month on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('takes 25% off the first month before VAT: Checkout has the list line, the coupon and the VAT of the discounted month', async () => {
    const { db } = database.current;
    const { placed } = await order(depsFor(db), { promo: ' spring25 ' });
    const location = placed.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${fake.origin}/pay/`));
    const session = fake.sessions.get(new URL(location).pathname.split('/').pop()!)!;
    expect(
      session.line_items_sent.map((line) => [
        line.price_data.product_data.name,
        Number(line.price_data.unit_amount),
      ]),
    ).toEqual([
      ['Virtual office: Mail handling, first month', 7900],
      ['VAT at 20%', 1185],
    ]);
    expect(fake.coupons.get(session.discounts[0]!.coupon)).toMatchObject({
      amount_off: 1975,
      duration: 'once',
      max_redemptions: 1,
      name: 'Promo SPRING25',
    });
    // £79 − £19.75 = £59.25 before VAT, + £11.85 VAT = £71.10.
    expect(session.amount_total).toBe(7110);
    const stored = (await orderIdOf(db, 'grace@example.co.uk'))!;
    // The order keeps the monthly price: later months are the plan's full price.
    expect(stored).toMatchObject({ monthlyNetPence: 7900, monthlyVatPence: 1580, payment: 'card-pending' });
    expect(await promoForOrder(db, stored.id)).toEqual({
      code: 'SPRING25',
      listPence: 7900,
      discountPence: 1975,
      released: false,
    });
    expect((await listPromoUses(db, 'SPRING25'))[0]).toMatchObject({
      product: 'virtual-office',
      reference: stored.reference,
      centre: 'exeter',
    });
    // Staff: the order's lead page lists the code beside the monthly price.
    const lead = (await loadSources(db, [{ sourceKind: 'order', sourceId: stored.id }])).get(`order:${stored.id}`)!;
    expect(lead.facts).toContainEqual(['Promo code, first month', '£79, Promo SPRING25 −£19.75']);

    const paid = await handleStripeWebhook(stripeEventRequest(fake.complete(session.id)), {
      db,
      payments,
      channels: [],
      visitorMail: true,
      log: silentLog,
    });
    expect(paid.status).toBe(200);
    expect((await orderIdOf(db, 'grace@example.co.uk'))?.payment).toBe('card-paid');
    // The sale sent to the ad platforms is the first month as paid: £59.25 before VAT, not £79.
    expect(await db.select().from(conversions).where(eq(conversions.orderId, stored.id))).toEqual([
      expect.objectContaining({ kind: 'order-paid', valuePence: 5925 }),
    ]);
  });

  it('"Apply code" places nothing; a refused code goes back to the review page with the reason, and nothing is stored', async () => {
    const { db } = database.current;
    const { placed: applied } = await order(
      depsFor(db),
      { promo: 'spring25', intent: 'apply-promo', [termsField.name]: '' },
      'refused@example.co.uk',
    );
    expect(applied.headers.get('location')).toBe('/virtual-offices/order/review#order-promo');
    expect(draftOf(applied)?.values).toMatchObject({ promo: 'spring25', email: 'refused@example.co.uk' });
    expect(draftOf(applied)?.checked).toBe(true);

    const cases: [string, string][] = [
      ['ROOMSONLY', 'This code does not apply to virtual offices.'],
      ['NOSUCH', 'We don’t recognise this code.'],
      ['X'.repeat(300), 'We don’t recognise this code.'],
    ];
    for (const [promo, message] of cases) {
      const { placed } = await order(depsFor(db), { promo }, 'refused@example.co.uk');
      expect(placed.headers.get('location')).toBe('/virtual-offices/order/review#order-promo');
      expect(draftOf(placed)?.errors?.promo).toBe(message);
    }
    expect(await orderIdOf(db, 'refused@example.co.uk')).toBeUndefined();
  });

  it('gives the use back when the order is cancelled, lapses unpaid or fails its ID check; the last use then goes to someone else', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    await order(deps, { promo: 'ONCE' }, 'first@example.co.uk');
    const first = (await orderIdOf(db, 'first@example.co.uk'))!;
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    const { placed: refused } = await order(deps, { promo: 'ONCE' }, 'second@example.co.uk');
    expect(draftOf(refused)?.errors?.promo).toBe('This code has been used the maximum number of times.');

    const cancelled = await handleOrderCancel(
      post('/api/virtual-office-orders/cancel', { o: first.id, s: signOrderId(first.id, deps.linkKey) }),
      deps,
    );
    expect(cancelled.status).toBe(303);
    expect((await orderIdOf(db, 'first@example.co.uk'))?.status).toBe('cancelled');
    expect(await promoUseCount(db, 'ONCE')).toBe(0);
    expect(await promoForOrder(db, first.id)).toMatchObject({ released: true, discountPence: 2000 });

    // Unpaid for more than a day: the sweeper lapses it, and the use comes back again.
    await order(deps, { promo: 'ONCE' }, 'second@example.co.uk');
    const second = (await orderIdOf(db, 'second@example.co.uk'))!;
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    expect(await expireUnpaidOrders(db, new Date(second.createdAt.getTime() + 25 * 3_600_000))).toBe(1);
    expect(await promoUseCount(db, 'ONCE')).toBe(0);
    expect((await promoForOrder(db, second.id))?.released).toBe(true);

    await order(deps, { promo: 'ONCE' }, 'third@example.co.uk');
    const third = (await orderIdOf(db, 'third@example.co.uk'))!;
    expect(await promoUseCount(db, 'ONCE')).toBe(1);
    expect(await rejectIdCheck(db, third.id, 'The passport has expired.')).toBe(true);
    expect(await promoUseCount(db, 'ONCE')).toBe(0);
  });

  it('invoices a first month the code makes free (nothing to pay at Checkout)', async () => {
    const { db } = database.current;
    const { placed } = await order(depsFor(db), { promo: 'FREEMONTH' }, 'free@example.co.uk');
    expect(placed.headers.get('location')).toMatch(/^\/virtual-offices\/order\/confirmed\?o=/);
    const stored = (await orderIdOf(db, 'free@example.co.uk'))!;
    expect(stored).toMatchObject({ payment: 'invoice', monthlyNetPence: 7900 });
    expect(await promoForOrder(db, stored.id)).toMatchObject({ code: 'FREEMONTH', discountPence: 7900 });
  });

  it('mails the buyer the first month’s line (real SMTP): the monthly price, then the month with the code', async () => {
    const { db } = database.current;
    const smtp = new MailReceiver();
    const port = await smtp.start();
    const place = sampleContent().place;
    const worker = new OutboxWorker(
      db,
      {
        emailFrom: 'website@northlight.example',
        visitorMail: {
          sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'orders@northlight.example' },
          loaders: {
            order: orderMailLoader({
              place: async () => place,
              manageUrl: (row) =>
                `https://northlight.example/virtual-offices/order/manage?o=${row.id}&s=test`,
            }),
          },
        },
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    try {
      // Invoiced (no Stripe): the confirmation is queued with the order.
      await order(
        depsFor(db, { payments: undefined, visitorMail: true }),
        { promo: 'SPRING25' },
        'mail@example.co.uk',
      );
      await waitFor(async () => {
        await worker.drainOnce();
        return smtp.received.length >= 1;
      }, 10_000);
      const mail = await simpleParser(smtp.received[0]!.raw);
      expect(mail.text).toContain('£94.80 per month, including VAT.');
      expect(mail.text).toContain(
        'First month with Promo SPRING25 −£19.75 (off the price before VAT): £59.25 + VAT £11.85 = £71.10. Later months at the full price.',
      );
      expect(mail.html).toContain('Promo SPRING25 −£19.75');
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});
