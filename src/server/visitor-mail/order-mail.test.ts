import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { idCheckSteps } from '@/domain/virtual-office/id-check';
import { orders, outbox } from '../db/schema';
import { cancelOrder, createOrder, type NewOrder } from '../orders/orders';
import { OutboxWorker } from '../outbox/outbox';
import { silentLog } from '../testing/fixtures';
import { testBackends, useTestDatabase } from '../testing/databases';
import { MailReceiver, waitFor } from '../testing/receivers';
import { orderMailContent, orderMailLoader } from './order-mail';
import { plainTextOf, visitorMailModel } from './model';
import { termsParagraph, virtualOfficeTerms } from '@/domain/virtual-office/terms';
import { sampleContent } from './testing';
import { laterMonths } from '@/domain/virtual-office/payment';

/*
 * The buyer's mail for a virtual-office order: built from the order row (unit), and sent through
 * the outbox to a real SMTP server in this process, parsed back with mailparser (each database).
 */

const backends = await testBackends();
const place = sampleContent().place;

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  plan: 'registered-office',
  planName: 'Registered office for Companies House',
  centre: 'exeter',
  price: { netPence: 6500, vatPence: 1300, totalPence: 7800, vatRatePercent: 20 },
  needsIdCheck: true,
  status: 'awaiting-id-check',
  businessName: 'Harbour Lights Ltd',
  companyNumber: 'SC123456',
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phoneE164: '+447700900123',
  phoneCountry: 'GB',
  startDate: '2030-07-01',
  payment: 'invoice',
  ...overrides,
});

describe('the order’s visitor mail content', () => {
  const row = {
    id: '0f0e0d0c-0000-4000-8000-000000000001',
    reference: 'NL-ORDR-0001',
    planName: 'Mail handling',
    businessName: 'Harbour Lights Ltd',
    companyNumber: null,
    name: 'Ada Lovelace',
    email: 'ada@example.co.uk',
    startDate: '2030-07-01',
    monthlyNetPence: 7900,
    monthlyVatPence: 1580,
    vatRateBasisPoints: 2000,
    needsIdCheck: true,
    status: 'awaiting-id-check',
  } as Parameters<typeof orderMailContent>[0];

  it('has no appointment, states the monthly price with VAT and the ID-check steps, and links the order page', () => {
    const content = orderMailContent(
      row,
      place,
      'https://northlight.example/virtual-offices/order/manage?o=x&s=y',
    );
    expect(content.subject).toBe('order');
    expect(content.when).toBeUndefined();
    expect(content.price).toMatchObject({
      netPence: 7900,
      vatPence: 1580,
      totalPence: 9480,
      vatRatePercent: 20,
      per: 'per month',
    });
    expect(content.nextSteps).toEqual(expect.arrayContaining([...idCheckSteps]));
    expect(content.manageUrl).toContain('/virtual-offices/order/manage');
    expect(content.calendarUid).toBe(`order-${row.id}@northlight`);
  });

  it('leaves the ID-check steps out once the check is done, or when the plan needs none', () => {
    expect(orderMailContent({ ...row, status: 'verified' }, place, 'u').nextSteps).not.toContain(
      idCheckSteps[0],
    );
    expect(
      orderMailContent({ ...row, needsIdCheck: false, status: 'verified' }, place, 'u').nextSteps,
    ).not.toContain(idCheckSteps[0]);
  });

  it('says "received", not "confirmed", while the order awaits its ID check or its first payment; "confirmed" once nothing stands in the way', () => {
    const confirmation = (status: (typeof row)['status'], payment = 'invoice') =>
      visitorMailModel(orderMailContent({ ...row, status, payment }, place, 'u'), 'confirmation');
    const awaitingCheck = confirmation('awaiting-id-check');
    expect(awaitingCheck.subjectLine).toBe('We have your order, awaiting your ID check: NL-ORDR-0001');
    expect(awaitingCheck.heading).toBe('We have your order');
    expect(awaitingCheck.intro).toContain('not yet confirmed');
    expect(`${awaitingCheck.subjectLine} ${awaitingCheck.heading} ${awaitingCheck.intro}`).not.toMatch(/is confirmed/);
    const awaitingPayment = confirmation('verified', 'card-pending');
    expect(awaitingPayment.subjectLine).toBe('We have your order, awaiting payment: NL-ORDR-0001');
    expect(awaitingPayment.intro).toContain('starts once the first month is paid');
    expect(confirmation('active').subjectLine).toBe('Your order is confirmed: NL-ORDR-0001');
  });

  it('gives the address, not the visitor’s arrival notes (how to get in, parking, transport, access), and states the term, notice and renewal', () => {
    for (const [status, kind] of [
      ['awaiting-id-check', 'confirmation'],
      ['active', 'activated'],
      ['cancelled', 'cancellation'],
    ] as const) {
      const model = visitorMailModel(orderMailContent({ ...row, status }, place, 'u'), kind);
      const headings = model.sections.map((section) => section.heading);
      expect(headings).toContain('Address');
      expect(headings).not.toEqual(expect.arrayContaining(['Where']));
      for (const visitOnly of ['How to get in', 'Parking', 'Getting here', 'Access'])
        expect(headings, `${kind}: ${visitOnly}`).not.toContain(visitOnly);
      const text = plainTextOf(model);
      expect(text).not.toContain(place.parking!);
      expect(text).not.toContain(place.arrival!);
      expect(text).toContain(place.address[0]!);
    }
    const terms = visitorMailModel(orderMailContent(row, place, 'u'), 'confirmation').sections.find(
      (section) => section.heading === 'Your terms',
    );
    expect(terms?.lines).toEqual([termsParagraph()]);
    expect(terms?.lines[0]).toContain(`minimum term of ${virtualOfficeTerms.termMonths} months`);
    expect(terms?.lines[0]).toContain(`${virtualOfficeTerms.noticeMonths} months’ notice`);
    expect(terms?.lines[0]).toContain('month by month');
  });

  it('says an order is active, not passed (with the reason and the refund) or lapsed, each in its own mail', () => {
    const active = visitorMailModel(orderMailContent({ ...row, status: 'active', payment: 'card-paid' }, place, 'u'), 'activated');
    expect(active.subjectLine).toMatch(/^Your virtual office is active: /);
    expect(active.sections.at(-1)!.lines).toContain(laterMonths);
    expect(active.sections.at(-1)!.lines.join(' ')).not.toContain('cancel your order');

    const rejected = { ...row, status: 'id-rejected' as const, payment: 'card-paid', idRejectedReason: 'The passport has expired.' };
    const refused = visitorMailModel(orderMailContent(rejected, place, 'u'), 'id-rejected');
    expect(refused.subjectLine).toMatch(/^We could not verify your identity/);
    expect(refused.manage).toBeUndefined();
    const steps = refused.sections.at(-1)!.lines.join(' ');
    expect(steps).toContain('Our reason: The passport has expired.');
    expect(steps).toContain('refunded in full');
    expect(refused.sections[0]!.lines.join(' ')).not.toContain('Starting');
    // Nothing is left to cancel: the terms for cancelling are not repeated.
    expect(refused.sections.map((section) => section.heading)).not.toContain('Your terms');

    const lapsed = visitorMailModel(orderMailContent({ ...row, status: 'expired', payment: 'card-pending' }, place, 'u'), 'expired');
    expect(lapsed.subjectLine).toMatch(/^Your order has lapsed: it was not paid/);
    expect(lapsed.intro).toContain('Nothing has been charged');
    expect(lapsed.manage).toBeUndefined();
    expect(lapsed.sections.map((section) => section.heading)).not.toContain('Your terms');
    expect(active.sections.map((section) => section.heading)).toContain('Your terms');
  });
});

describe.each(backends)('the order’s visitor mail through the outbox on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('mails the buyer a confirmation without a calendar file, then a cancellation', async () => {
    const { db } = database.current;
    const smtp = new MailReceiver();
    const port = await smtp.start();
    const worker = new OutboxWorker(
      db,
      {
        emailFrom: 'website@northlight.example',
        visitorMail: {
          sender: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'orders@northlight.example' },
          loaders: {
            order: orderMailLoader({
              place: async () => place,
              manageUrl: (order) =>
                `https://northlight.example/virtual-offices/order/manage?o=${order.id}&s=test`,
            }),
          },
        },
      },
      { maxAttempts: 3, pollMs: 50 },
      silentLog,
    );
    try {
      const stored = await createOrder(db, newOrder(), [], { visitorMail: true });
      const queued = await db.select().from(outbox).where(eq(outbox.orderId, stored.id));
      expect(queued.map((row) => [row.channel, row.mailKind])).toEqual([['visitor-email', 'confirmation']]);
      await waitFor(async () => {
        await worker.drainOnce();
        return smtp.received.length >= 1;
      }, 10_000);
      const mail = await simpleParser(smtp.received[0]!.raw);
      expect(smtp.received[0]!.to).toEqual(['ada@example.co.uk']);
      expect(mail.subject).toContain(stored.reference);
      expect(mail.attachments.filter((part) => part.contentType.startsWith('text/calendar'))).toHaveLength(0);
      expect(mail.text).toContain('£78');
      expect(mail.text).toContain('per month');
      expect(mail.text).toContain('anti-money-laundering');
      expect(mail.subject).toBe(`We have your order, awaiting your ID check: ${stored.reference}`);
      expect(mail.text).not.toMatch(/parking|how to get in/i);
      expect(mail.text).toContain(termsParagraph());
      expect(mail.text).toContain(`/virtual-offices/order/manage?o=${stored.id}`);
      expect(mail.html).toContain('Registered office for Companies House');

      expect(await cancelOrder(db, stored.id, { visitorMail: true })).toBe(true);
      await waitFor(async () => {
        await worker.drainOnce();
        return smtp.received.length >= 2;
      }, 10_000);
      const cancellation = await simpleParser(smtp.received[1]!.raw);
      expect(cancellation.subject?.toLowerCase()).toContain('cancel');
      const [row] = await db.select().from(orders).where(eq(orders.id, stored.id));
      expect(row?.status).toBe('cancelled');
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});
