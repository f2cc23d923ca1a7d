import { dayPassManagePath } from './day-passes/day-pass-link';
import { bundleManagePath } from './day-passes/bundle-link';
import 'server-only';
import { ga4CollectUrl } from './conversions/ga4';
import { loadConversionSettings } from './conversions/settings';
import { serverEnv, stripeSettings } from '@/env';
import { cmsSecret } from './cms-secret';
import { bookingLinkKey, cancelPath } from './bookings/booking-link';
import { orderDraftKey } from './orders/order-draft';
import { orderLinkKey, orderManagePath } from './orders/order-link';
import { stopListening } from './site/content-broadcast';
import { getDatabase, type DatabaseHandle } from './db/client';
import { logger } from './logger';
import { formTokenSecret } from './requests/form-token';
import { configuredChannels, OutboxWorker, type DeliveryConfig } from './outbox/outbox';
import { PaymentSweeper } from './payments/sweeper';
import { AlertSweeper } from './alerts/sweeper';
import { WaitlistSweeper } from './waitlist/sweeper';
import { waitlistLinkExpiry, waitlistLinkPath, type WaitlistLinkPurpose } from './waitlist/waitlist-link';
import { waitlistPaths } from '@/domain/waitlist/waitlist';
import { alertApi, alertLinkPath, alertPages } from './alerts/alert-link';
import { createPayments, type Payments } from './payments/stripe-client';
import { installGracefulShutdown } from './site/shutdown';
import { manageLinkExpiry, manageLinkKey, managePath } from './links/manage-link';
import { visitorMailSender } from './visitor-mail/config';
import { visitorMailLoaders } from './visitor-mail/subjects';
import { staffRecipient } from './leads/staff';
import { LeadMailTimer } from './leads/follow-ups';
import { webhookUrlPolicy } from './webhooks/policy';

/*
 * The server's long-lived parts (database, outbox worker), started once from instrumentation.ts
 * and shared through globalThis with the route handlers, which Next bundles separately.
 */

export type EnquiryRuntime = {
  readonly database: DatabaseHandle;
  readonly worker: OutboxWorker;
  readonly delivery: DeliveryConfig;
  /** Stripe and its sweeper, when rooms are paid online (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  readonly payments?: Payments;
  readonly paymentSweeper?: PaymentSweeper;
  /** Deletes alert subscriptions past their time (src/server/alerts/sweeper.ts). */
  readonly alertSweeper: AlertSweeper;
  /** Offers freed slots to the waitlist and ends unused offers (src/server/waitlist/sweeper.ts). */
  readonly waitlistSweeper: WaitlistSweeper;
  /** Queues each lead owner's daily follow-up mail from 07:30 UK time (src/server/leads/follow-ups.ts). */
  readonly leadMailTimer: LeadMailTimer;
};

const runtimeKey = Symbol.for('northlight.enquiryRuntime');
type GlobalWithRuntime = typeof globalThis & { [runtimeKey]?: Promise<EnquiryRuntime> };

export function deliveryConfigFromEnv(): DeliveryConfig {
  const env = serverEnv();
  return {
    webhookUrl: env.ENQUIRY_WEBHOOK_URL,
    webhookSecret: env.ENQUIRY_WEBHOOK_SECRET,
    smtpUrl: env.SMTP_URL,
    emailTo: env.ENQUIRY_EMAIL_TO,
    emailFrom: env.ENQUIRY_EMAIL_FROM,
    bookingCancelUrl: (id) => new URL(cancelPath(id, bookingSigningKey()), env.SITE_URL).toString(),
    viewingManageUrl: (viewing) => viewingManageUrl(viewing, env.SITE_URL),
    orderManageUrl,
    visitorMail: visitorMailSetup(),
    ga4: {
      endpoint: env.GA4_COLLECT_URL ?? ga4CollectUrl,
      credentials: async (db) => (await loadConversionSettings(db)).ga4,
    },
    webhooks: {
      policy: webhookUrlPolicy(),
      leadUrl: (id) => new URL(`/admin/leads/${id}`, env.SITE_URL).toString(),
      environment:
        env.ENQUIRY_WEBHOOK_URL && env.ENQUIRY_WEBHOOK_SECRET
          ? { url: env.ENQUIRY_WEBHOOK_URL, secret: env.ENQUIRY_WEBHOOK_SECRET }
          : undefined,
      submissionLinks: {
        bookingCancelUrl: (id) => new URL(cancelPath(id, bookingSigningKey()), env.SITE_URL).toString(),
        viewingManageUrl: (viewing) => viewingManageUrl(viewing, env.SITE_URL),
        orderManageUrl,
      },
    },
    staffMail: {
      recipient: staffRecipient,
      leadUrl: (id) => new URL(`/admin/leads/${id}`, env.SITE_URL).toString(),
      dueLeadsUrl: (userId) => new URL(`/admin/leads?due=1&owner=${userId}`, env.SITE_URL).toString(),
    },
  };
}

/** The absolute signed page of a virtual-office order (see it, cancel it before it starts). */
export function orderManageUrl(id: string, siteUrl = serverEnv().SITE_URL): string {
  return new URL(orderManagePath(id, orderSigningKey()), siteUrl).toString();
}

/** Signs virtual-office orders' pages (src/server/orders/order-link.ts), from the CMS secret. */
export function orderSigningKey(): string {
  return orderLinkKey(cmsSecret());
}

/** Encrypts the order's draft cookie (src/server/orders/order-draft.ts), from the CMS secret. */
export function orderDraftSigningKey(): Buffer {
  return orderDraftKey(cmsSecret());
}

/** The manage page of room bookings. */
export const bookingManagePage = '/book/manage';

/** Signs manage links (src/server/links/manage-link.ts), from the CMS secret. */
export function manageSigningKey(): string {
  return manageLinkKey(cmsSecret());
}

/** The absolute signed manage link of a booking. */
export function bookingManageUrl(booking: { id: string; endsAt: Date }, siteUrl = serverEnv().SITE_URL): string {
  const path = managePath(bookingManagePage, 'booking', booking.id, manageLinkExpiry(booking.endsAt), manageSigningKey());
  return new URL(path, siteUrl).toString();
}

/** The viewing pages; a viewing's links are manage links of subject 'viewing' (manage-link.ts). */
export const viewingManagePage = '/viewings/manage';

/** The absolute signed manage link of a viewing. */
export function viewingManageUrl(viewing: { id: string; endsAt: Date }, siteUrl = serverEnv().SITE_URL): string {
  const path = managePath(viewingManagePage, 'viewing', viewing.id, manageLinkExpiry(viewing.endsAt), manageSigningKey());
  return new URL(path, siteUrl).toString();
}

/** The absolute signed manage link of a day pass: it works until 30 days after the pass's day. */
export function dayPassManageUrl(pass: { id: string; day: string }, siteUrl = serverEnv().SITE_URL): string {
  return new URL(dayPassManagePath(pass, manageSigningKey()), siteUrl).toString();
}

/** The absolute signed link of a bundle of day passes: days left, and a day booked from it. */
export function bundleManageUrl(
  bundle: { id: string; createdAt: Date; validMonths: number },
  siteUrl = serverEnv().SITE_URL,
): string {
  return new URL(bundleManagePath(bundle, manageSigningKey()), siteUrl).toString();
}

/*
 * Visitor mail: on with SMTP_URL (else undefined, said once). Each kind of subject registers its
 * loader (src/server/visitor-mail/subjects.ts says how to add one).
 */
function visitorMailSetup(): DeliveryConfig['visitorMail'] {
  const env = serverEnv();
  const sender = visitorMailSender(
    { smtpUrl: env.SMTP_URL, visitorEmailFrom: env.VISITOR_EMAIL_FROM, emailFrom: env.ENQUIRY_EMAIL_FROM },
    logger.child({ component: 'visitor-mail' }),
  );
  if (!sender) return undefined;
  return { sender, loaders: visitorMailLoaders() };
}

/** Whether visitors are mailed (SMTP configured), for the pages that say so. */
export async function visitorMailOn(): Promise<boolean> {
  return (await getEnquiryRuntime()).delivery.visitorMail !== undefined;
}

/** The absolute signed confirm and unsubscribe links of an alert subscription (src/server/alerts/alert-link.ts). */
export function alertLinkUrl(
  purpose: 'confirm' | 'unsubscribe',
  subscription: { id: string; createdAt: Date; confirmedAt?: Date | null },
  siteUrl = serverEnv().SITE_URL,
): string {
  const page = purpose === 'confirm' ? alertPages.confirm : alertApi.unsubscribe;
  const from = purpose === 'confirm' ? subscription.createdAt : (subscription.confirmedAt ?? subscription.createdAt);
  return new URL(alertLinkPath(page, purpose, subscription.id, from, manageSigningKey()), siteUrl).toString();
}

/** The absolute signed links of a waitlist entry (confirm, unsubscribe) or of its offer (src/server/waitlist/waitlist-link.ts). */
export function waitlistLinkUrl(
  purpose: WaitlistLinkPurpose,
  target: { id: string; entry: { createdAt: Date; endsAt: Date } },
  siteUrl = serverEnv().SITE_URL,
): string {
  const page = purpose === 'confirm' ? waitlistPaths.confirm : purpose === 'offer' ? waitlistPaths.offer : waitlistPaths.unsubscribeApi;
  return new URL(waitlistLinkPath(page, purpose, target.id, waitlistLinkExpiry(purpose, target.entry), manageSigningKey()), siteUrl).toString();
}

/** Signs bookings' cancel links (src/server/bookings/booking-link.ts), from the CMS secret. */
export function bookingSigningKey(): string {
  return bookingLinkKey(cmsSecret());
}


async function startRuntime(): Promise<EnquiryRuntime> {
  const env = serverEnv();
  const started = Date.now();
  const database = await getDatabase();
  const delivery = deliveryConfigFromEnv();
  const worker = new OutboxWorker(
    database.db,
    delivery,
    { maxAttempts: env.OUTBOX_MAX_ATTEMPTS, pollMs: env.OUTBOX_POLL_MS, leaseMs: env.OUTBOX_LEASE_MS },
    logger.child({ component: 'outbox' }),
  );
  worker.start();
  const stripe = stripeSettings(env);
  const payments = stripe ? createPayments(stripe) : undefined;
  const paymentSweeper = payments
    ? new PaymentSweeper(database.db, payments, logger.child({ component: 'payments' }), undefined, {
        visitorMail: delivery.visitorMail !== undefined,
      })
    : undefined;
  paymentSweeper?.start();
  const alertSweeper = new AlertSweeper(database.db, logger.child({ component: 'alerts' }));
  alertSweeper.start();
  const waitlistSweeper = new WaitlistSweeper(database.db, logger.child({ component: 'waitlist' }), {
    visitorMail: delivery.visitorMail !== undefined,
    payments,
    onQueued: () => worker.kick(),
  });
  waitlistSweeper.start();
  const leadMailTimer = new LeadMailTimer(database.db, logger.child({ component: 'lead-mail' }), () => worker.kick());
  leadMailTimer.start();
  const channels = configuredChannels(delivery);
  const webhook = delivery.webhooks?.environment !== undefined;
  logger.info({ database: database.kind, channels, webhook, ms: Date.now() - started }, 'enquiry runtime ready');
  if (channels.length === 0 && !webhook) {
    logger.warn(
      'no enquiry delivery channel configured (ENQUIRY_WEBHOOK_URL or SMTP_URL + ENQUIRY_EMAIL_TO): enquiries are stored only',
    );
  }
  return { database, worker, delivery, alertSweeper, waitlistSweeper, leadMailTimer, ...(payments ? { payments, paymentSweeper } : {}) };
}

export function getEnquiryRuntime(): Promise<EnquiryRuntime> {
  const holder = globalThis as GlobalWithRuntime;
  holder[runtimeKey] ??= startRuntime().catch((error: unknown) => {
    delete holder[runtimeKey];
    throw error;
  });
  return holder[runtimeKey];
}

/*
 * A webhook call is cut off after at most 10 s (src/server/outbox/outbox.ts), so deliveries in flight are
 * normally done well within this; docker stop's default grace is 10 s too (deploy/compose.yaml
 * allows 20).
 */
export const shutdownBoundMs = 10_000;

/** On SIGTERM or SIGINT: the worker stops claiming, deliveries in flight finish, connections close. */
export function installRuntimeShutdown(runtime: EnquiryRuntime): void {
  installGracefulShutdown({
    drain: async () => {
      await Promise.all([runtime.worker.stop(), runtime.paymentSweeper?.stop(), runtime.alertSweeper.stop(), runtime.waitlistSweeper.stop(), runtime.leadMailTimer.stop()]);
    },
    close: [stopListening, () => runtime.database.close()],
    boundMs: shutdownBoundMs,
    log: logger.child({ component: 'shutdown' }),
  });
}

/**
 * What every public form post (enquiry, booking) needs from the runtime and the environment: the
 * database, the delivery channels, the rate limit (kept in memory on PGlite, where there is one
 * process, and in the database on PostgreSQL, where instances share it), the site's origin for the
 * cross-site check, the form token secret, and a nudge to the outbox once something is stored.
 */
export function formPostGuards(runtime: EnquiryRuntime) {
  const env = serverEnv();
  return {
    db: runtime.database.db,
    channels: configuredChannels(runtime.delivery),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    rateLimitStore: runtime.database.kind === 'pglite' ? ('memory' as const) : ('database' as const),
    siteUrl: env.SITE_URL,
    formTokenSecret: formTokenSecret(env),
    /** Whether the visitor is mailed (SMTP_URL set); without it the manage link is on screen only. */
    visitorMail: runtime.delivery.visitorMail !== undefined,
    onStored: () => runtime.worker.kick(),
    ...(runtime.payments ? { payments: runtime.payments } : {}),
  };
}
