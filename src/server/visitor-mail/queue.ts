import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { VisitorMailKind } from '@/domain/visitor-mail';
import type { Database } from '../db/client';
import { outbox, type DeliveryChannel } from '../db/schema';
import type { OutboxSubjectColumn } from './subjects';

/*
 * Writes a subject's row (an insert or an update, returning the row) and queues its deliveries in
 * one statement, as insertWithOutbox does for enquiries: the staff channels, the visitor's mail,
 * and the 24-hour reminder, and withdraws a pending reminder that a move or cancel has made wrong.
 * One statement is one implicit transaction, so the mails exist exactly when the change does.
 *
 * The statement must return `id` and `reference`, plus the columns named in `subject` for the
 * calendar sequence and the start (when there is one). A statement that changes no row (a cancel
 * of a booking already cancelled) queues nothing and answers undefined.
 */

export type VisitorMailPlan = {
  readonly kind: VisitorMailKind;
  /** Queue the 24-hour reminder too (for a subject with a start more than 24 hours away). */
  readonly remind: boolean;
  /**
   * Queue the mail itself (default). False queues only the reminder: the later weeks of a series,
   * whose one confirmation goes with the first week (src/server/bookings/series.ts).
   */
  readonly send?: boolean;
};

export type SubjectColumns = {
  readonly column: OutboxSubjectColumn;
  /** The returned column holding the calendar SEQUENCE; 0 is used when absent. */
  readonly sequence?: string;
  /** The returned column holding the start, for the reminder's due time. */
  readonly startsAt?: string;
};

export type WrittenRow = { readonly id: string; readonly reference: string };

const reminderLead = sql`interval '24 hours'`;

export async function writeWithVisitorMail(
  db: Database,
  statement: { getSQL(): SQL },
  subject: SubjectColumns,
  queue: {
    readonly channels?: readonly DeliveryChannel[];
    /** undefined when visitor mail is not configured: nothing is queued for the visitor. */
    readonly visitorMail?: VisitorMailPlan | undefined;
    /** Withdraw pending reminders of the changed row (a move or a cancel). */
    readonly withdrawReminders?: boolean;
  },
): Promise<WrittenRow | undefined> {
  const key = sql.identifier(subject.column);
  const sequence = subject.sequence ? sql`changed.${sql.identifier(subject.sequence)}` : sql`0`;
  const startsAt = subject.startsAt ? sql`changed.${sql.identifier(subject.startsAt)}` : sql`null::timestamptz`;
  const parts: SQL[] = [sql`changed as (${statement.getSQL()})`];
  const staff = (queue.channels ?? []).filter((channel) => channel !== 'visitor-email');
  if (staff.length > 0)
    parts.push(sql`staff as (
      insert into ${outbox} (${key}, channel)
      select changed.id, channels.channel from changed
      cross join (values ${sql.join(staff.map((channel) => sql`(${channel})`), sql`, `)}) as channels (channel))`);
  if (queue.withdrawReminders)
    parts.push(sql`withdrawn as (
      update ${outbox} set status = 'withdrawn', last_error = 'superseded by a change'
      where ${key} in (select id from changed) and channel = 'visitor-email'
        and mail_kind = 'reminder' and status = 'pending')`);
  const mail = queue.visitorMail;
  if (mail) {
    if (mail.send !== false)
      parts.push(sql`visitor as (
      insert into ${outbox} (${key}, channel, mail_kind, mail_sequence)
      select changed.id, 'visitor-email', ${mail.kind}, ${sequence} from changed)`);
    if (mail.remind)
      parts.push(sql`reminder as (
        insert into ${outbox} (${key}, channel, mail_kind, mail_sequence, next_attempt_at)
        select changed.id, 'visitor-email', 'reminder', ${sequence}, ${startsAt} - ${reminderLead} from changed
        where ${startsAt} - ${reminderLead} > now())`);
  }
  const query = sql`with ${sql.join(parts, sql`, `)} select id, reference from changed`;
  const result = (await db.execute(query)) as unknown as { rows?: WrittenRow[] } & ArrayLike<WrittenRow>;
  // postgres-js answers an array of rows, PGlite an object with rows.
  const row = (result.rows ?? Array.from(result))[0];
  return row ? { id: row.id, reference: row.reference } : undefined;
}
