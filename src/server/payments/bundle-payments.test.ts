import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../tests/fake-stripe.mjs';
import type { BundleSettings } from '@/domain/day-pass/bundle';
import type { DayPassSettings } from '@/domain/day-pass/day-pass';
import { handleBundlePost, handleBundleUse, type BundleHandlerDeps } from '../day-passes/bundle-handler';
import { bundleDaysUsed } from '../day-passes/bundles';
import { conversions, dayPassBundles, dayPasses, outbox, type DayPassBundleRow } from '../db/schema';
import { issueFormToken } from '../requests/form-token';
import { manageLinkKey, verifyManageLink } from '../links/manage-link';
import { silentLog } from '../testing/fixtures';
import { startFakeStripePayments, stripeEventRequest } from '../testing/fake-stripe-payments';
import { testBackends, useTestDatabase, type TestDatabase } from '../testing/databases';
import type { Payments } from './stripe-client';
import { sweepPayments } from './sweeper';
import { handleStripeWebhook } from './webhook';

/*
 * Bundles of day passes (docs/decisions/0056) bought and used through the handlers, paid with the
 * real stripe SDK against the local fake: sold only with Stripe, paid only by Stripe's signed
 * event (replays and an expiry that comes first change nothing), then a day booked at a centre
 * with the reference and the email.
 */

const backends = await testBackends();
const webhookSecret = 'whsec_test_bundle_0123456789';
const formSecret = 'form-secret-0123456789';
const linkKey = manageLinkKey('cms-secret');
// Monday 17 June 2030, 10:00 BST.
const now = Date.parse('2030-06-17T09:00:00Z');
const openingHours = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }];
const bundleSettings: BundleSettings = { onSale: true, price5DaysPence: 11_000, price10DaysPence: 20_000, validMonths: 6 };

let fake: FakeStripe;
let payments: Payments;
beforeAll(async () => {
  ({ fake, payments } = await startFakeStripePayments(webhookSecret));
});
afterAll(() => fake?.stop());

function depsFor(db: TestDatabase['db'], extra: Partial<BundleHandlerDeps> = {}): BundleHandlerDeps {
  const settings: DayPassSettings = { desks: 3, pricePerDayPence: 2500, closedDates: [], freeTrialDay: false };
  return {
    db,
    visitorMail: true,
    rateLimitPerMinute: 1000,
    rateLimitStore: 'memory',
    siteUrl: 'http://localhost:3000',
    formTokenSecret: formSecret,
    linkKey,
    bundleSettings: async () => bundleSettings,
    vatRatePercent: async () => 20,
    offer: async (centre) => (centre === 'exeter' || centre === 'andover' ? { settings, openingHours } : undefined),
    log: silentLog,
    now: () => now,
    payments,
    ...extra,
  };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.10' },
    body: new URLSearchParams({ token: issueFormToken(formSecret, now - 10_000), ...fields }).toString(),
  });

const buy = (deps: BundleHandlerDeps, fields: Record<string, string> = {}) =>
  handleBundlePost(
    post('/api/day-passes/bundles', {
      days: '10',
      name: 'Grace Hopper',
      email: 'grace@example.co.uk',
      phone: '07700 900456',
      phoneCountry: 'GB',
      terms: 'yes',
      centre: 'exeter',
      ...fields,
    }),
    deps,
  );

const use = (deps: BundleHandlerDeps, fields: Record<string, string>) =>
  handleBundleUse(post('/api/day-passes/bundles/use', { centre: 'andover', date: '2030-06-18', email: 'GRACE@example.co.uk', ...fields }), deps);

const webhook = (db: TestDatabase['db'], signed: { payload: string; header: string }) =>
  handleStripeWebhook(stripeEventRequest(signed), { db, payments, channels: [], visitorMail: true, log: silentLog });

const sessionIdOf = (response: Response) => new URL(response.headers.get('location')!).pathname.split('/').pop()!;
const bundleOf = async (db: TestDatabase['db'], sessionId: string): Promise<DayPassBundleRow> =>
  (await db.select().from(dayPassBundles).where(eq(dayPassBundles.checkoutSessionId, sessionId)))[0]!;

describe.each(backends)('bundles bought and used on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('is bought at Checkout, paid and mailed once on the signed event, then used for a day at another centre', async () => {
    const { db } = database.current;
    const answer = await buy(depsFor(db));
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/pay/cs_test_`));
    const sessionId = sessionIdOf(answer);
    const session = fake.sessions.get(sessionId)!;
    expect(session.line_items_sent.map((line) => [line.price_data.product_data.name, Number(line.price_data.unit_amount)])).toEqual([
      ['Northlight coworking: 10 day passes, valid 6 months', 20_000],
      ['VAT at 20%', 4_000],
    ]);
    const held = await bundleOf(db, sessionId);
    expect(held).toMatchObject({ status: 'pending', days: 10, pricePence: 20_000, email: 'grace@example.co.uk', phone: '+447700900456' });
    expect(session.metadata).toMatchObject({ kind: 'day-pass-bundle', day_pass_bundle_id: held.id, reference: held.reference });
    // The return page is the bundle's signed page.
    const success = new URL(session.success_url);
    expect(success.pathname).toBe('/coworking/day-pass/bundle/manage');
    expect(verifyManageLink('day-pass-bundle', success.searchParams.get('b')!, success.searchParams.get('s')!, linkKey, new Date(now)).valid).toBe(true);

    // Not paid yet: cannot be used.
    const early = await use(depsFor(db), { bundle: held.reference });
    expect(early.headers.get('location')).toContain('problem=unpaid');

    const paid = fake.complete(sessionId);
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'bundle-paid' });
    expect(await (await webhook(db, paid)).json()).toMatchObject({ outcome: 'replay' });
    const bought = await bundleOf(db, sessionId);
    expect(bought).toMatchObject({ status: 'paid', paidPence: 24_000, lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await db.select().from(outbox).where(eq(outbox.dayPassBundleId, held.id))).map((row) => row.mailKind)).toEqual(['confirmation']);
    expect(await db.select().from(conversions).where(eq(conversions.dayPassBundleId, held.id))).toMatchObject([{ valuePence: 20_000 }]);

    // Its validity runs from the real day of payment; the handlers here live in June 2030.
    await db.update(dayPassBundles).set({ lastDay: '2030-12-16' }).where(eq(dayPassBundles.id, held.id));
    // The wrong email opens nothing, and says only "not found".
    const wrong = await use(depsFor(db), { bundle: held.reference, email: 'someone@example.co.uk' });
    expect(wrong.headers.get('location')).toContain('problem=not-found');
    // Typed loosely, with the buyer's email in another case: a day at Andover, mailed as a pass.
    const day = await use(depsFor(db), { bundle: held.reference.toLowerCase().replaceAll('-', ' ') });
    expect(day.headers.get('location')).toMatch(/^\/coworking\/day-pass\/confirmed\?b=/);
    const [pass] = await db.select().from(dayPasses).where(eq(dayPasses.bundleId, held.id));
    expect(pass).toMatchObject({ centre: 'andover', day: '2030-06-18', status: 'confirmed', pricePence: 0 });
    expect((await db.select().from(outbox).where(eq(outbox.dayPassId, pass!.id))).map((row) => row.mailKind)).toEqual(['confirmation']);
    expect((await bundleDaysUsed(db, [held.id])).get(held.id)).toBe(1);
    // Not a second sale.
    expect(await db.select().from(conversions).where(eq(conversions.dayPassId, pass!.id))).toEqual([]);
    // The same day again from this bundle is refused with its reason.
    const twice = await use(depsFor(db), { bundle: held.reference, centre: 'exeter' });
    expect(twice.headers.get('location')).toContain('problem=same-day');
  });

  it('takes a payment whose session expired first as paid, and an expiry after payment changes nothing', async () => {
    const { db } = database.current;
    const sessionId = sessionIdOf(await buy(depsFor(db), { days: '5', email: 'late@example.co.uk' }));
    const expired = fake.event('checkout.session.expired', { ...fake.sessions.get(sessionId)!, status: 'expired' });
    expect(await (await webhook(db, expired)).json()).toMatchObject({ outcome: 'expired' });
    expect((await bundleOf(db, sessionId)).status).toBe('expired');
    expect(await (await webhook(db, fake.complete(sessionId))).json()).toMatchObject({ outcome: 'bundle-paid' });
    expect((await bundleOf(db, sessionId)).status).toBe('paid');
    const expiredAgain = fake.event('checkout.session.expired', { ...fake.sessions.get(sessionId)!, status: 'expired' });
    await webhook(db, expiredAgain);
    expect((await bundleOf(db, sessionId)).status).toBe('paid');
  });

  it('is settled by the payment sweeper when Stripe\'s events never come: paid and mailed, or never sold', async () => {
    const { db } = database.current;
    const paidId = sessionIdOf(await buy(depsFor(db), { days: '5', email: 'lost-event@example.co.uk' }));
    const openId = sessionIdOf(await buy(depsFor(db), { days: '5', email: 'walked-away@example.co.uk' }));
    // Paid at Stripe, but the event is lost (made, never delivered).
    fake.complete(paidId);
    const paid = await bundleOf(db, paidId);
    const open = await bundleOf(db, openId);
    // Within the hour nothing is touched: Stripe's events may still come.
    const soon = new Date(paid.createdAt.getTime() + 30 * 60_000);
    expect((await sweepPayments(db, payments, silentLog, { visitorMail: true, now: soon })).bundlesSettled).toBe(0);
    const later = new Date(open.createdAt.getTime() + 61 * 60_000);
    expect((await sweepPayments(db, payments, silentLog, { visitorMail: true, now: later })).bundlesSettled).toBe(2);
    expect(await bundleOf(db, paidId)).toMatchObject({ status: 'paid', paidPence: 13_200, paymentIntentId: expect.stringMatching(/^pi_/) });
    expect((await db.select().from(outbox).where(eq(outbox.dayPassBundleId, paid.id))).map((row) => row.mailKind)).toEqual(['confirmation']);
    expect(await db.select().from(conversions).where(eq(conversions.dayPassBundleId, paid.id))).toMatchObject([{ valuePence: 11_000 }]);
    // The open one is expired at Stripe, so it can no longer be paid, and was never sold.
    expect(fake.sessions.get(openId)!.status).toBe('expired');
    expect((await bundleOf(db, openId)).status).toBe('expired');
    // The event arriving after all changes nothing, and the next sweep finds nothing left.
    expect(await (await webhook(db, fake.event('checkout.session.completed', fake.sessions.get(paidId)!))).json()).toMatchObject({ outcome: 'already' });
    expect((await db.select().from(outbox).where(eq(outbox.dayPassBundleId, paid.id))).length).toBe(1);
    expect((await sweepPayments(db, payments, silentLog, { visitorMail: true, now: later })).bundlesSettled).toBe(0);
  });

  it('is marked refunded when staff refund it in the Stripe dashboard, and then refuses a day', async () => {
    const { db } = database.current;
    const sessionId = sessionIdOf(await buy(depsFor(db), { days: '5', email: 'refunded@example.co.uk' }));
    await webhook(db, fake.complete(sessionId));
    const paid = await bundleOf(db, sessionId);
    await db.update(dayPassBundles).set({ lastDay: '2030-12-16' }).where(eq(dayPassBundles.id, paid.id));
    const refunded = fake.event('charge.refunded', { id: 'ch_bundle', object: 'charge', payment_intent: paid.paymentIntentId, refunded: true, amount_refunded: 13_200 });
    expect(await (await webhook(db, refunded)).json()).toMatchObject({ outcome: 'bundle-refunded' });
    expect(await (await webhook(db, refunded)).json()).toMatchObject({ outcome: 'replay' });
    expect(await bundleOf(db, sessionId)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    const refused = await use(depsFor(db), { bundle: paid.reference, email: 'refunded@example.co.uk' });
    expect(refused.headers.get('location')).toContain('problem=refunded');
    // A partial refund, or another payment's refund, changes no bundle.
    const partial = fake.event('charge.refunded', { id: 'ch_other', object: 'charge', payment_intent: 'pi_unknown', refunded: true });
    expect(await (await webhook(db, partial)).json()).toMatchObject({ outcome: 'ignored' });
  });

  it('is not sold without Stripe or with the CMS switch off, and says so', async () => {
    const { db } = database.current;
    const before = await db.select().from(dayPassBundles);
    const noStripe = await buy(depsFor(db, { payments: undefined }));
    expect(noStripe.headers.get('location')).toMatch(/^\/coworking\/day-pass\/bundle\?centre=exeter&days=10&form=buy&problem=off#bundle-buy$/);
    const off = await buy(depsFor(db, { bundleSettings: async () => ({ ...bundleSettings, onSale: false }) }));
    expect(off.headers.get('location')).toContain('problem=off');
    expect(await db.select().from(dayPassBundles)).toHaveLength(before.length);
  });

  it('refuses a forged form, a form used twice and a bad phone, with nothing stored', async () => {
    const { db } = database.current;
    const before = (await db.select().from(dayPassBundles)).length;
    const forged = await buy(depsFor(db), { token: 'forged' });
    expect(forged.headers.get('location')).toContain('problem=forbidden');
    const badPhone = await buy(depsFor(db), { phone: '123' });
    expect(badPhone.headers.get('location')).toContain('problem=invalid');
    expect(badPhone.headers.get('set-cookie')).toMatch(/^nl_bundle_form=.+Path=\/coworking\/day-pass\/bundle; HttpOnly/);
    const token = issueFormToken(formSecret, now - 10_000);
    await buy(depsFor(db), { token, email: 'twice@example.co.uk' });
    const again = await buy(depsFor(db), { token, email: 'twice@example.co.uk' });
    expect(again.headers.get('location')).toContain('problem=used');
    expect((await db.select().from(dayPassBundles)).length).toBe(before + 1);
  });
});
