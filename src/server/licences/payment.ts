import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { licenceCheckoutExpiry, licenceCheckoutLines, checkoutSessionBounds } from '@/domain/licence/payment';
import type { LicenceMandateMethod } from '@/domain/licence/status';
import type { Database } from '../db/client';
import { licences, paymentEvents, type LicenceRow } from '../db/schema';
import { errorFacts } from '../failures';
import { isCrossSite } from '../enquiries/enquiry-handler';
import { maxBodyBytes, readFormBody } from '../requests/request-body';
import type { Payments } from '../payments/stripe-client';
import { promoDiscounts } from '../payments/checkout';
import { promoForLicence } from '../promo-codes/redemptions';
import { writeWithVisitorMail } from '../visitor-mail/queue';
import { licenceSignedPath, verifyLicenceSignature } from './link';
import { appendEvent, findLicence } from './store';
import { isUuid } from '@/lib/uuid';

/*
 * A licence paid online (docs/decisions/0044-licence-payments.md): the deposit and first month at
 * Stripe Checkout (mode 'payment'), then the monthly rent's mandate (mode 'setup', bacs_debit with
 * card as the alternative). Only Stripe's signed events change a licence, each once (its id in
 * payment_events, in the same transaction as the change). Every amount is the stored licence's.
 */

/** metadata.kind of a licence's Checkout Sessions, so the shared webhook knows them. */
export const licencePaymentKind = 'licence-payment';
export const licenceMandateKind = 'licence-mandate';
const licenceKinds: readonly string[] = [licencePaymentKind, licenceMandateKind];

export const isLicenceSession = (session: Stripe.Checkout.Session) => licenceKinds.includes(session.metadata?.kind ?? '');

const licenceSubject = { column: 'licence_id' } as const;

const unitLabel = (licence: LicenceRow) => `${licence.unitReference}, ${licence.unitName}`;

/** A held, unpaid licence whose hold has not ended may be paid at Checkout. */
export const awaitsCardPayment = (licence: LicenceRow, now: Date) =>
  licence.status === 'held' && licence.payment === 'card-pending' && licence.holdUntil.getTime() > now.getTime();

/** A licence paid by card and not let go may set up its monthly rent, once. */
export const awaitsMandate = (licence: LicenceRow) =>
  (licence.status === 'paid' || licence.status === 'let') && licence.payment === 'card-paid' && licence.mandateAt === null;

/** An open session of ours at Stripe, to send a second press of the button to the same one. */
async function openSession(payments: Payments, id: string | null): Promise<Stripe.Checkout.Session | undefined> {
  if (!id) return undefined;
  const session = await payments.stripe.checkout.sessions.retrieve(id);
  return session.status === 'open' && session.url ? session : undefined;
}

/**
 * The deposit and first month's Checkout Session for a held licence: the lines from the stored
 * figures, the session ending with the hold (within Stripe's bounds), a customer created so the
 * mandate that follows belongs to the same one. Keyed by the licence and the session it replaces,
 * so a double press answers one session and an ended session is replaced by exactly one.
 */
export async function startLicenceCheckout(
  db: Database,
  payments: Payments,
  licence: LicenceRow,
  returnUrl: string,
  now: Date,
): Promise<string> {
  const open = await openSession(payments, licence.checkoutSessionId);
  if (open?.url) return open.url;
  const metadata = { kind: licencePaymentKind, licence_id: licence.id, reference: licence.reference };
  const idempotencyKey = `licence-checkout-${licence.id}-after-${licence.checkoutSessionId ?? 'none'}`;
  // A membership's promo code (decision 0054): the first month's line at its list price, the VAT of
  // the discounted month, and the code as a one-off coupon keyed like the session.
  // The stored amount due already has the code off: the lines add up to it only with the coupon.
  const promo = await promoForLicence(db, licence.id);
  const lines = licenceCheckoutLines(licence, unitLabel(licence), promo);
  const discounts = await promoDiscounts(payments, promo, 1, idempotencyKey);
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'gbp',
      customer_email: licence.email,
      customer_creation: 'always',
      client_reference_id: licence.id,
      metadata,
      payment_intent_data: { metadata },
      line_items: lines.map((line) => ({
        quantity: 1,
        price_data: { currency: 'gbp', unit_amount: line.amountPence, product_data: { name: line.name } },
      })),
      ...(discounts ? { discounts } : {}),
      expires_at: Math.floor(licenceCheckoutExpiry(now, licence.holdUntil).getTime() / 1000),
      success_url: returnUrl,
      cancel_url: returnUrl,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  await db.update(licences).set({ checkoutSessionId: session.id }).where(eq(licences.id, licence.id));
  return session.url;
}

/**
 * The monthly rent's Checkout Session in mode 'setup': Bacs Direct Debit first, a card as the
 * alternative, for the customer the first payment created.
 */
export async function startLicenceMandate(
  db: Database,
  payments: Payments,
  licence: LicenceRow,
  returnUrl: string,
  now: Date,
): Promise<string> {
  const open = await openSession(payments, licence.mandateSessionId);
  if (open?.url) return open.url;
  const metadata = { kind: licenceMandateKind, licence_id: licence.id, reference: licence.reference };
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'setup',
      currency: 'gbp',
      // A filter on what the account offers: Bacs Direct Debit first, a card as the alternative.
      allowed_payment_method_types: ['bacs_debit', 'card'],
      ...(licence.stripeCustomerId ? { customer: licence.stripeCustomerId } : { customer_email: licence.email }),
      client_reference_id: licence.id,
      metadata,
      setup_intent_data: { metadata, description: `Monthly rent: ${unitLabel(licence)} (${licence.reference})`.slice(0, 250) },
      expires_at: Math.floor(now.getTime() / 1000) + checkoutSessionBounds.maxMinutes * 60,
      success_url: returnUrl,
      cancel_url: returnUrl,
    },
    { idempotencyKey: `licence-mandate-${licence.id}-after-${licence.mandateSessionId ?? 'none'}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  await db.update(licences).set({ mandateSessionId: session.id }).where(eq(licences.id, licence.id));
  return session.url;
}

/*
 * The tenant's buttons on the licence's signed page: POST /api/licences/pay and /api/licences/mandate
 * with the licence's signed link in the form. Each answers 303: to Checkout, or back to the page,
 * which says what happened (?payment=...).
 */

export type LicencePayDeps = {
  readonly db: Database;
  readonly payments: Payments | undefined;
  readonly siteUrl: string;
  readonly linkKey: string;
  readonly log: Logger;
  readonly now?: () => number;
};

const noStore = { 'cache-control': 'no-store' };
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...noStore } });

export type PayStep = 'deposit' | 'mandate';

export async function handleLicencePayPost(request: Request, deps: LicencePayDeps, step: PayStep): Promise<Response> {
  if (isCrossSite(request, deps.siteUrl)) return new Response('Refused: not from this site.', { status: 403, headers: noStore });
  const read = await readFormBody(request, maxBodyBytes);
  if (!read.ok) return new Response('Refused.', { status: 400, headers: noStore });
  const form = new URLSearchParams(read.value);
  const id = (form.get('l') ?? '').slice(0, 40);
  if (!verifyLicenceSignature(id, form.get('s') ?? undefined, deps.linkKey))
    return new Response('Not found.', { status: 404, headers: noStore });
  const licence = await findLicence(deps.db, id);
  if (!licence) return new Response('Not found.', { status: 404, headers: noStore });
  const page = new URL(licenceSignedPath(licence.id, deps.linkKey), deps.siteUrl);
  const back = (outcome: string) => {
    page.searchParams.set('payment', outcome);
    return seeOther(page.toString());
  };
  const now = new Date(deps.now?.() ?? Date.now());
  if (!deps.payments) return back('unavailable');
  if (step === 'deposit' && !awaitsCardPayment(licence, now)) return back('not-due');
  if (step === 'mandate' && !awaitsMandate(licence)) return back('not-due');
  const returnUrl = new URL(page);
  returnUrl.searchParams.set('payment', step === 'deposit' ? 'returned' : 'mandate-returned');
  try {
    const start = step === 'deposit' ? startLicenceCheckout : startLicenceMandate;
    return seeOther(await start(deps.db, deps.payments, licence, returnUrl.toString(), now));
  } catch (error) {
    deps.log.error({ reference: licence.reference, step, ...errorFacts(error) }, 'licence checkout could not start');
    return back('failed');
  }
}

/*
 * The webhook's part for licences (called from src/server/payments/webhook.ts).
 */

export type LicenceWebhookDeps = {
  readonly db: Database;
  readonly payments: Payments;
  /** Mail the tenant (SMTP configured). */
  readonly tenantMail: boolean;
  readonly log: Logger;
};

export type LicenceWebhookOutcome = 'licence-paid' | 'licence-refunded' | 'licence-mandate' | 'replay' | 'already' | 'ignored';

/**
 * The event names a licence not in the database. Our sessions are created after the signature
 * commits, so this is a licence still committing (or another instance's, replicated late): answer
 * 409 without recording the event, and Stripe sends it again.
 */
export class LicenceNotYetStoredError extends Error {
  constructor() {
    super('the event names a licence not stored yet');
    this.name = 'LicenceNotYetStoredError';
  }
}

/** Thrown inside the transaction to roll it back: the payment must be refunded first. */
class RefundFirst extends Error {}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function recordEvent(tx: Transaction, event: Stripe.Event): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function licenceIdOf(session: Stripe.Checkout.Session): string {
  const id = session.metadata?.licence_id;
  if (!id || !isUuid(id)) throw new Error('a licence session without a licence id');
  return id;
}

async function lockedLicence(tx: Transaction, id: string): Promise<LicenceRow> {
  const [row] = await tx.select().from(licences).where(eq(licences.id, id)).for('update');
  if (!row) throw new LicenceNotYetStoredError();
  return row;
}

export async function handleLicenceSessionCompleted(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  deps: LicenceWebhookDeps,
): Promise<LicenceWebhookOutcome> {
  if (session.metadata?.kind === licenceMandateKind) return onMandateSetUp(event, session, deps);
  if (session.payment_status !== 'paid') return 'ignored';
  const licenceId = licenceIdOf(session);
  const paymentIntentId = idOf(session.payment_intent);
  const paid = {
    paymentIntentId: paymentIntentId ?? null,
    paidPence: session.amount_total ?? null,
    stripeCustomerId: idOf(session.customer) ?? null,
    checkoutSessionId: session.id,
  };
  const mail = deps.tenantMail ? { kind: 'confirmation' as const, remind: false } : undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event))) return 'replay';
      const row = await lockedLicence(tx, licenceId);
      if (row.payment === 'card-paid' || row.payment === 'card-refunded') return 'already';
      if (row.status !== 'held' || row.payment !== 'card-pending') throw new RefundFirst();
      // The hold is live (a lapsed one is 'expired' by the expiry job, in a transaction that
      // waits on this row's lock): paid, or let when the identity check is already recorded.
      const update = tx
        .update(licences)
        .set({
          ...paid,
          payment: 'card-paid',
          paidAt: sql`now()`,
          status: sql`case when ${licences.verifiedAt} is null then 'paid' else 'let' end`,
          events: appendEvent('paid'),
        })
        .where(eq(licences.id, row.id))
        .returning({ id: licences.id, reference: licences.reference });
      await writeWithVisitorMail(tx, update, licenceSubject, { visitorMail: mail });
      return 'licence-paid';
    });
  } catch (error) {
    if (!(error instanceof RefundFirst)) throw error;
    return refundLatePayment(event, licenceId, paid, deps);
  }
}

/**
 * A payment for a hold that had ended (or a licence no longer held): refunded in full, the refund
 * asked of Stripe first with the licence's key, then recorded with the event and the tenant's mail.
 * A crash in between makes Stripe resend the event and the same refund is answered, not a second.
 */
async function refundLatePayment(
  event: Stripe.Event,
  licenceId: string,
  paid: { paymentIntentId: string | null; paidPence: number | null; stripeCustomerId: string | null; checkoutSessionId: string },
  deps: LicenceWebhookDeps,
): Promise<LicenceWebhookOutcome> {
  if (!paid.paymentIntentId) throw new Error('a paid session without a payment intent');
  await deps.payments.stripe.refunds.create(
    { payment_intent: paid.paymentIntentId, reason: 'requested_by_customer', metadata: { licence_id: licenceId, why: 'hold-ended' } },
    { idempotencyKey: `licence-refund-${licenceId}` },
  );
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'replay';
    const update = tx
      .update(licences)
      .set({ ...paid, payment: 'card-refunded', refundedAt: sql`now()`, events: appendEvent('refunded') })
      .where(and(eq(licences.id, licenceId), inArray(licences.status, ['expired', 'cancelled']), isNull(licences.refundedAt)))
      .returning({ id: licences.id, reference: licences.reference });
    await writeWithVisitorMail(tx, update, licenceSubject, {
      visitorMail: deps.tenantMail ? { kind: 'refunded', remind: false } : undefined,
    });
    deps.log.info({ licence: licenceId }, 'licence payment after the hold ended: refunded');
    return 'licence-refunded';
  });
}

/** The monthly rent's mandate set up: what Stripe holds (the mandate, or the card) is recorded once. */
async function onMandateSetUp(event: Stripe.Event, session: Stripe.Checkout.Session, deps: LicenceWebhookDeps): Promise<LicenceWebhookOutcome> {
  if (session.status !== 'complete') return 'ignored';
  const licenceId = licenceIdOf(session);
  const setupIntentId = idOf(session.setup_intent);
  if (!setupIntentId) throw new Error('a setup session without a SetupIntent');
  // Read from Stripe before the transaction: no network call while a row is locked.
  const intent = await deps.payments.stripe.setupIntents.retrieve(setupIntentId);
  if (intent.status !== 'succeeded') return 'ignored';
  const method: LicenceMandateMethod = intent.payment_method_types.includes('bacs_debit') ? 'bacs_debit' : 'card';
  const reference = method === 'bacs_debit' ? idOf(intent.mandate) : idOf(intent.payment_method);
  if (!reference) throw new Error('a succeeded SetupIntent without its mandate or payment method');
  return deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'replay';
    const row = await lockedLicence(tx, licenceId);
    if (row.mandateAt) return 'already';
    await tx
      .update(licences)
      .set({
        mandateMethod: method,
        mandateReference: reference,
        mandateAt: sql`now()`,
        mandateSessionId: session.id,
        stripeCustomerId: sql`coalesce(${licences.stripeCustomerId}, ${idOf(intent.customer) ?? null})`,
        events: appendEvent('mandate'),
      })
      .where(eq(licences.id, row.id));
    return 'licence-mandate';
  });
}

/** When a hold lapses, its open Checkout Session is closed at Stripe so it can no longer be paid. */
export async function expireLicenceCheckout(payments: Payments, sessionId: string, log: Logger): Promise<void> {
  try {
    await payments.stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    // Completed or expired already: a completed one is settled (refunded) by the webhook.
    log.info({ session: sessionId, ...errorFacts(error) }, 'licence checkout session not expired');
  }
}
