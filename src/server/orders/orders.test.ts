import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeAttribution } from '@/domain/attribution';
import type { VirtualOfficePlan } from '@/domain/virtual-office/plans';
import { termsField, termsTickError } from '@/domain/virtual-office/terms';
import { orders, outbox } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { openDraft, orderDraftCookieName, orderDraftKey } from './order-draft';
import {
  handleOrderCancel,
  handleOrderDetailsPost,
  handleOrderPlacePost,
  type OrderHandlerDeps,
} from './order-handler';
import { orderLinkKey, signOrderId } from './order-link';
import {
  cancelOrder,
  createOrder,
  findOrder,
  listOrders,
  markIdVerified,
  rejectIdCheck,
  type NewOrder,
} from './orders';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor, WebhookReceiver } from '../testing/receivers';

const backends = await testBackends();

const plans: VirtualOfficePlan[] = [
  {
    kind: 'mail-handling',
    name: 'Mail handling',
    description: 'A business address with letters scanned the same day.',
    included: ['Letters scanned'],
    needsIdCheck: true,
    prices: [{ centre: 'exeter', monthlyPence: 7900 }],
  },
  {
    kind: 'call-answering',
    name: 'Call answering',
    description: 'Calls answered in your business’s name.',
    included: ['A local number'],
    needsIdCheck: false,
    prices: [{ centre: 'exeter', monthlyPence: 12900 }],
  },
];

const now = Date.parse('2030-06-17T09:00:00Z');
/** The review page's terms tick, as a ticked box posts it. */
const agreed = { [termsField.name]: termsField.value };
const formSecret = 'form-secret-0123456789';
const details = {
  plan: 'mail-handling',
  centre: 'exeter',
  businessName: 'Harbour Lights Ltd',
  companyNumber: 'sc 123456',
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  phone: '07700 900456',
  phoneCountry: 'GB',
  startDate: '2030-07-01',
};

function depsFor(
  db: OrderHandlerDeps['db'],
  channels: OrderHandlerDeps['channels'] = ['webhook', 'email'],
): OrderHandlerDeps {
  return {
    db,
    channels,
    rateLimitPerMinute: 100,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey: orderLinkKey('cms-secret'),
    draftKey: orderDraftKey('cms-secret'),
    offer: async () => ({ plans, vatRatePercent: 20 }),
    log: silentLog,
    now: () => now,
  };
}

const formPost = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.7', cookie },
    body: new URLSearchParams(fields).toString(),
  });

/** The draft cookie a response set (the one for the API path; both carry the same value). */
const draftCookieOf = (response: Response) => {
  const value = response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('Path=/api/virtual-office-orders'))!;
  return value.split(';')[0]!;
};

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  plan: 'mail-handling',
  planName: 'Mail handling',
  centre: 'exeter',
  price: { netPence: 7900, vatPence: 1580, totalPence: 9480, vatRatePercent: 20 },
  needsIdCheck: true,
  status: 'awaiting-id-check',
  businessName: 'Harbour Lights Ltd',
  companyNumber: undefined,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  startDate: '2030-07-01',
  payment: 'invoice',
  ...overrides,
});

describe.each(backends)('virtual-office orders on %s', (backend) => {
  const database = useTestDatabase(backend);

  it("stores a placed order once, with its outbox rows and the buyer's confirmation, awaiting the ID check, priced with VAT at order time", async () => {
    const { db } = database.current;
    const deps = { ...depsFor(db), visitorMail: true };
    const checked = await handleOrderDetailsPost(
      formPost('/api/virtual-office-orders/details', {
        ...details,
        token: issueFormToken(formSecret, now - 10_000),
      }),
      deps,
    );
    expect(checked.status).toBe(303);
    expect(checked.headers.get('location')).toBe('/virtual-offices/order/review');
    const attribution = serializeAttribution({
      first: { utm_source: 'newsletter' },
      last: { utm_source: 'newsletter' },
    });
    const cookie = `${draftCookieOf(checked)}; channel_attrib=${attribution}`;
    const place = () =>
      handleOrderPlacePost(
        formPost('/api/virtual-office-orders', { token: issueFormToken(formSecret, now - 5_000), ...agreed }, cookie),
        deps,
      );
    const [first, again] = [await place(), await place()];
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/^\/virtual-offices\/order\/confirmed\?o=[0-9a-f-]{36}&s=/);
    // A second press of "Place order" with the same draft lands on the same order.
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(first.headers.getSetCookie().every((value) => value.includes('Max-Age=0'))).toBe(true);

    const rows = await db.select().from(orders).where(eq(orders.businessName, 'Harbour Lights Ltd'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 'mail-handling',
      centre: 'exeter',
      monthlyNetPence: 7900,
      monthlyVatPence: 1580,
      vatRateBasisPoints: 2000,
      companyNumber: 'SC123456',
      phone: '+447700900456',
      status: 'awaiting-id-check',
      needsIdCheck: true,
      payment: 'invoice',
      attribution: { first: { utm_source: 'newsletter' }, last: { utm_source: 'newsletter' } },
    });
    const queued = await db.select().from(outbox).where(eq(outbox.orderId, rows[0]!.id));
    expect(queued.map((row) => row.channel).sort()).toEqual(['email', 'visitor-email', 'webhook']);
    expect(queued.find((row) => row.channel === 'visitor-email')?.mailKind).toBe('confirmation');
    expect(queued.every((row) => row.enquiryId === null && row.bookingId === null)).toBe(true);
  });

  it('makes an invoiced order of a plan with no ID check active at once, with nobody to wait for', async () => {
    const { db } = database.current;
    const deps = { ...depsFor(db), visitorMail: true };
    const checked = await handleOrderDetailsPost(
      formPost('/api/virtual-office-orders/details', {
        ...details,
        plan: 'call-answering',
        businessName: 'Quay Calls Ltd',
        token: issueFormToken(formSecret, now - 10_000),
      }),
      deps,
    );
    expect(checked.status).toBe(303);
    const placed = await handleOrderPlacePost(
      formPost(
        '/api/virtual-office-orders',
        { token: issueFormToken(formSecret, now - 5_000), ...agreed },
        draftCookieOf(checked),
      ),
      deps,
    );
    expect(placed.status).toBe(303);
    const [row] = await db.select().from(orders).where(eq(orders.businessName, 'Quay Calls Ltd'));
    expect(row).toMatchObject({
      plan: 'call-answering',
      needsIdCheck: false,
      status: 'active',
      payment: 'invoice',
    });
  });

  it('refuses "Place order" without the terms tick: back to the review page with the error beside the box, nothing stored; ticked, it is placed', async () => {
    const { db } = database.current;
    const deps = { ...depsFor(db), visitorMail: true };
    const checked = await handleOrderDetailsPost(
      formPost('/api/virtual-office-orders/details', {
        ...details,
        businessName: 'Unticked Box Ltd',
        token: issueFormToken(formSecret, now - 10_000),
      }),
      deps,
    );
    const token = issueFormToken(formSecret, now - 5_000);
    const unticked: Record<string, string>[] = [{ token }, { token, [termsField.name]: '' }, { token, [termsField.name]: 'on' }];
    for (const fields of unticked) {
      const refused = await handleOrderPlacePost(
        formPost('/api/virtual-office-orders', fields, draftCookieOf(checked)),
        deps,
      );
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe(`/virtual-offices/order/review#order-${termsField.name}`);
      // The draft stays checked (the review page shows it again) and carries the error for the box.
      const draft = openDraft(
        draftCookieOf(refused).slice(orderDraftCookieName.length + 1),
        deps.draftKey,
        now,
      );
      expect(draft?.checked).toBe(true);
      expect(draft?.errors).toEqual({ [termsField.name]: termsTickError });
      expect(draft?.values.businessName).toBe('Unticked Box Ltd');
    }
    expect(await db.select().from(orders).where(eq(orders.businessName, 'Unticked Box Ltd'))).toHaveLength(0);

    const placed = await handleOrderPlacePost(
      formPost('/api/virtual-office-orders', { token, ...agreed }, draftCookieOf(checked)),
      deps,
    );
    expect(placed.headers.get('location')).toMatch(/^\/virtual-offices\/order\/confirmed\?o=/);
    expect(await db.select().from(orders).where(eq(orders.businessName, 'Unticked Box Ltd'))).toHaveLength(1);
  });

  it('sends a bad company number back to the form with the rule, storing nothing', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const before = await listOrders(db);
    const refused = await handleOrderDetailsPost(
      formPost('/api/virtual-office-orders/details', {
        ...details,
        companyNumber: 'S1234567',
        token: issueFormToken(formSecret, now - 10_000),
      }),
      deps,
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(
      '/virtual-offices/order/details?plan=mail-handling&centre=exeter#order-errors',
    );
    const draft = openDraft(
      draftCookieOf(refused).slice(orderDraftCookieName.length + 1),
      deps.draftKey,
      now,
    );
    expect(draft?.checked).toBeUndefined();
    expect(draft?.errors?.companyNumber).toMatch(/8 characters/);
    expect(draft?.values.businessName).toBe('Harbour Lights Ltd');
    // Placing a draft that did not pass is refused.
    const placed = await handleOrderPlacePost(
      formPost(
        '/api/virtual-office-orders',
        { token: issueFormToken(formSecret, now - 5_000) },
        draftCookieOf(refused),
      ),
      deps,
    );
    expect(placed.headers.get('location')).toBe('/virtual-offices/order/problem?reason=expired');
    expect(await listOrders(db)).toHaveLength(before.length);
  });

  it('refuses a plan not offered at the centre, a cross-site post and a forged draft', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const elsewhere = await handleOrderDetailsPost(
      formPost('/api/virtual-office-orders/details', {
        ...details,
        centre: 'andover',
        token: issueFormToken(formSecret, now - 10_000),
      }),
      deps,
    );
    const draft = openDraft(
      draftCookieOf(elsewhere).slice(orderDraftCookieName.length + 1),
      deps.draftKey,
      now,
    );
    expect(draft?.errors?.centre).toMatch(/not offered/);
    const crossSite = formPost('/api/virtual-office-orders', {});
    crossSite.headers.set('sec-fetch-site', 'cross-site');
    expect((await handleOrderPlacePost(crossSite, deps)).headers.get('location')).toBe(
      '/virtual-offices/order/problem?reason=cross-site',
    );
    const forged = await handleOrderPlacePost(
      formPost(
        '/api/virtual-office-orders',
        { token: issueFormToken(formSecret, now - 5_000) },
        `${orderDraftCookieName}=v1.AAAA`,
      ),
      deps,
    );
    expect(forged.headers.get('location')).toBe('/virtual-offices/order/problem?reason=expired');
  });

  it('records who verified the ID check and when, once; invoiced, the order is then active and the buyer mailed', async () => {
    const { db } = database.current;
    const stored = await createOrder(db, newOrder(), []);
    expect(await markIdVerified(db, stored.id, 'sales@northlight.example', { visitorMail: true })).toBe(
      'active',
    );
    expect(await markIdVerified(db, stored.id, 'someone-else@northlight.example')).toBeUndefined();
    const row = await findOrder(db, stored.id);
    expect(row).toMatchObject({
      status: 'active',
      payment: 'invoice',
      idVerifiedBy: 'sales@northlight.example',
    });
    const mails = (await db.select().from(outbox).where(eq(outbox.orderId, stored.id))).filter(
      (item) => item.channel === 'visitor-email',
    );
    expect(mails.map((item) => item.mailKind)).toEqual(['activated']);
    expect(row!.idVerifiedAt).toBeInstanceOf(Date);
    // The database itself refuses a verification without its author.
    await expect(
      db.execute(sql`update orders set id_verified_by = null where id = ${stored.id}`),
    ).rejects.toThrow();
    expect(await markIdVerified(db, 'not-a-uuid', 'x')).toBeUndefined();
  });

  it('records an ID check not passed with its reason, once, and mails the buyer the reason', async () => {
    const { db } = database.current;
    const stored = await createOrder(db, newOrder(), []);
    expect(await rejectIdCheck(db, stored.id, '   ', { visitorMail: true })).toBe(false);
    expect(await rejectIdCheck(db, stored.id, 'The passport has expired.', { visitorMail: true })).toBe(true);
    expect(await rejectIdCheck(db, stored.id, 'Again', { visitorMail: true })).toBe(false);
    expect(await markIdVerified(db, stored.id, 'sales@northlight.example')).toBeUndefined();
    const row = (await findOrder(db, stored.id))!;
    expect(row).toMatchObject({ status: 'id-rejected', idRejectedReason: 'The passport has expired.' });
    const mails = (await db.select().from(outbox).where(eq(outbox.orderId, stored.id))).filter(
      (item) => item.channel === 'visitor-email',
    );
    expect(mails.map((item) => item.mailKind)).toEqual(['id-rejected']);
    // The database refuses a rejection without its reason.
    await expect(
      db.execute(sql`update orders set id_rejected_reason = null where id = ${stored.id}`),
    ).rejects.toThrow();
  });

  it('cancels an order that has not started, through its signed link only', async () => {
    const { db } = database.current;
    const deps = depsFor(db);
    const stored = await createOrder(db, newOrder(), []);
    const cancel = (signature: string) =>
      handleOrderCancel(formPost('/api/virtual-office-orders/cancel', { o: stored.id, s: signature }), deps);
    // A changed link goes back to the order page as posted, which answers it with 403 (src/proxy.ts).
    expect((await cancel('forged')).headers.get('location')).toBe(
      `/virtual-offices/order/manage?o=${stored.id}&s=forged`,
    );
    expect((await findOrder(db, stored.id))?.status).toBe('awaiting-id-check');
    const done = await cancel(signOrderId(stored.id, deps.linkKey));
    expect(done.headers.get('location')).toContain('/virtual-offices/order/manage?o=');
    expect((await findOrder(db, stored.id))?.status).toBe('cancelled');
    expect(await cancelOrder(db, stored.id)).toBe(false);
    const started = await createOrder(db, newOrder({ status: 'active' }), []);
    expect(await cancelOrder(db, started.id)).toBe(false);
  });

  it('delivers an order to the webhook and the sales inbox through the outbox, with the order page link', async () => {
    const { db } = database.current;
    const hooks = new WebhookReceiver();
    const mail = new MailReceiver();
    const [hookPort, smtpPort] = [await hooks.start(), await mail.start()];
    const worker = new OutboxWorker(
      db,
      {
        webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
        webhookSecret: 'webhook-secret-0123456789',
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        emailTo: 'sales@northlight.example',
        emailFrom: 'site@northlight.example',
        orderManageUrl: (id) => `http://localhost:3000/virtual-offices/order/manage?o=${id}&s=sig`,
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    try {
      const stored = await createOrder(db, newOrder({ companyNumber: '01234567' }), ['webhook', 'email']);
      await waitFor(async () => {
        await worker.drainOnce();
        return (
          hooks.received.some((hook) => hook.body.includes(stored.reference)) &&
          mail.received.some((m) => m.raw.includes(stored.reference))
        );
      }, 10_000);
      const body = JSON.parse(hooks.received.find((hook) => hook.body.includes(stored.reference))!.body) as {
        event: string;
        order: { monthlyNetPence: number; vatRatePercent: number; companyNumber: string; status: string };
        manageUrl: string;
      };
      expect(body.event).toBe('order.created');
      expect(body.order).toMatchObject({
        monthlyNetPence: 7900,
        vatRatePercent: 20,
        companyNumber: '01234567',
        status: 'awaiting-id-check',
      });
      expect(body.manageUrl).toContain(stored.id);
      const sent = mail.received.find((m) => m.raw.includes(stored.reference))!;
      expect(sent.to).toEqual(['sales@northlight.example']);
      expect(sent.raw).toContain('Mail handling');
      const delivered = await db.select().from(outbox).where(eq(outbox.orderId, stored.id));
      expect(delivered.every((row) => row.status === 'delivered')).toBe(true);
    } finally {
      await worker.stop();
      await Promise.all([hooks.stop(), mail.stop()]);
    }
  });
});
