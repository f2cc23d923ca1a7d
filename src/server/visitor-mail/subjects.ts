import 'server-only';
import type { AnyVisitorMailContent, VisitorMailSubject } from '@/domain/visitor-mail';
import type { Database } from '../db/client';
import type { OutboxRow } from '../db/schema';

/*
 * Which row a visitor mail is about, and how to read it. The outbox worker knows nothing of
 * bookings, viewings or orders: it asks the loader registered for the row's kind of subject.
 *
 * To give a new kind of subject (a viewing, an order) its visitor mail:
 *   1. schema.ts: add its nullable column to `outbox` (viewing_id uuid references viewings(id)),
 *      and add it to the outbox_one_subject check: num_nonnulls(enquiry_id, booking_id, viewing_id) = 1
 *      (drizzle-kit writes the drop and re-add of the check in your migration);
 *   2. add the column name to OutboxSubjectColumn below, and write a loader: idOf reads your column
 *      from an outbox row, load builds VisitorMailContent from your row and the CMS;
 *   3. register it with registerVisitorMailLoader (src/content/visitor-mail.ts registers the
 *      booking's, called from instrumentation.ts before the worker starts), and queue mails with
 *      writeWithVisitorMail (queue.ts) in the same statement as your row's insert or update.
 */

export type OutboxSubjectColumn =
  | 'booking_id'
  | 'viewing_id'
  | 'order_id'
  | 'licence_id'
  | 'alert_subscription_id'
  | 'alert_notification_id'
  | 'day_pass_id'
  | 'day_pass_bundle_id'
  | 'waitlist_entry_id'
  | 'waitlist_offer_id';

/** The subject as it is now: what the mail says, and whether a pending reminder still applies. */
export type LoadedVisitorMailSubject = {
  readonly content: AnyVisitorMailContent;
  /** Still on (confirmed, not started): a reminder of it makes sense. */
  readonly active: boolean;
  /** Its current calendar SEQUENCE; a reminder queued at an earlier one is out of date. */
  readonly sequence: number;
};

export type VisitorMailSubjectLoader = {
  readonly column: OutboxSubjectColumn;
  readonly idOf: (row: OutboxRow) => string | null;
  /** undefined when the subject no longer exists (or cannot be described): the row fails and retries. */
  readonly load: (db: Database, id: string, now: Date) => Promise<LoadedVisitorMailSubject | undefined>;
};

export type VisitorMailLoaders = Partial<Record<VisitorMailSubject, VisitorMailSubjectLoader>>;

/** The kind of subject an outbox row is about, and its id, from the registered loaders. */
export function subjectOf(
  row: OutboxRow,
  loaders: VisitorMailLoaders,
): { kind: VisitorMailSubject; id: string; loader: VisitorMailSubjectLoader } | undefined {
  for (const [kind, loader] of Object.entries(loaders) as [VisitorMailSubject, VisitorMailSubjectLoader][]) {
    const id = loader.idOf(row);
    if (id) return { kind, id, loader };
  }
  return undefined;
}

/*
 * The process's loaders. Registered from the content layer, which can read the CMS (src/server may
 * not import it), and kept on globalThis because Next bundles instrumentation and routes apart.
 */
const registryKey = Symbol.for('northlight.visitorMailLoaders');
type GlobalWithLoaders = typeof globalThis & { [registryKey]?: VisitorMailLoaders };

/** The live registry: the outbox worker reads it at each delivery. */
export function visitorMailLoaders(): VisitorMailLoaders {
  const holder = globalThis as GlobalWithLoaders;
  holder[registryKey] ??= {};
  return holder[registryKey];
}

export function registerVisitorMailLoader(kind: VisitorMailSubject, loader: VisitorMailSubjectLoader): void {
  (visitorMailLoaders() as Record<VisitorMailSubject, VisitorMailSubjectLoader>)[kind] = loader;
}
