import 'server-only';
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { townOfCentre } from '@/domain/centres';
import { dailyMailDay, followUpLabels, followUpState, nextActionInstant, nextActionText } from '@/domain/leads/follow-up';
import { leadSourceLabels } from '@/domain/leads/sources';
import { openLeadStages } from '@/domain/leads/stages';
import { londonDate } from '@/lib/booking-slots';
import type { Database } from '../db/client';
import { leadDigests, leads, outbox } from '../db/schema';
import { errorFacts } from '../failures';
import { loadSources } from './sources';

/*
 * The daily follow-up mail (issue 42 item 2, docs/decisions/0041): each morning from 07:30 UK time
 * every owner with an open lead due today or overdue is queued one mail through the outbox. The
 * lead_digests row, unique per user and UK day, is written in the same transaction as the outbox
 * row, so two timers or two instances can never queue a second mail for the same day. The mail
 * reads the leads when it is sent, so a lead dealt with meanwhile is left out.
 */

/** Queues the day's mail of each owner who has none yet; returns how many were queued. */
export async function queueDailyLeadMails(db: Database, now: Date = new Date()): Promise<number> {
  const day = dailyMailDay(now);
  if (!day) return 0;
  const owners = await db
    .selectDistinct({ ownerId: leads.ownerId })
    .from(leads)
    .where(
      and(
        isNotNull(leads.ownerId),
        inArray(leads.stage, [...openLeadStages]),
        lte(leads.nextActionOn, day),
        notExists(
          db
            .select({ one: sql`1` })
            .from(leadDigests)
            .where(and(eq(leadDigests.staffUserId, leads.ownerId), eq(leadDigests.day, day))),
        ),
      ),
    );
  let queued = 0;
  for (const { ownerId } of owners) {
    if (ownerId === null) continue;
    const made = await db.transaction(async (tx) => {
      const [digest] = await tx
        .insert(leadDigests)
        .values({ staffUserId: ownerId, day })
        .onConflictDoNothing()
        .returning({ id: leadDigests.id });
      if (!digest) return false;
      await tx.insert(outbox).values({ leadDigestId: digest.id, staffUserId: ownerId, channel: 'staff-email' });
      return true;
    });
    if (made) queued += 1;
  }
  return queued;
}

export type DueLead = {
  readonly id: string;
  readonly reference: string;
  readonly kind: string;
  readonly centre: string;
  /** "Overdue" or "Due today". */
  readonly state: string;
  /** "Fri, 4 Jan 2030, 09:30: Ring about parking". */
  readonly action: string;
};

/** A user's open leads due today or overdue at `now`, soonest first; labels only, no visitor details. */
export async function dueLeadsOf(db: Database, ownerId: number, now: Date = new Date()): Promise<DueLead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.ownerId, ownerId),
        inArray(leads.stage, [...openLeadStages]),
        lte(leads.nextActionOn, londonDate(now)),
      ),
    );
  const sources = await loadSources(db, rows);
  return rows
    .flatMap((row) => {
      const state = followUpState(row, now);
      if (!row.nextActionOn || (state !== 'overdue' && state !== 'due-today')) return [];
      const at = nextActionInstant({ on: row.nextActionOn, at: row.nextActionTime });
      return [
        {
          at,
          lead: {
            id: row.id,
            reference: sources.get(`${row.sourceKind}:${row.sourceId}`)?.reference ?? row.id.slice(0, 8),
            kind: leadSourceLabels[row.sourceKind],
            centre: row.centre ? townOfCentre(row.centre) : 'No centre named',
            state: followUpLabels[state],
            action: nextActionText({ on: row.nextActionOn, at: row.nextActionTime, what: row.nextActionWhat }),
          },
        },
      ];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ lead }) => lead);
}

/** The user and UK day a daily mail is for. */
export async function leadDigestOf(
  db: Pick<Database, 'select'>,
  digestId: string,
): Promise<{ staffUserId: number; day: string } | undefined> {
  const [digest] = await db
    .select({ staffUserId: leadDigests.staffUserId, day: leadDigests.day })
    .from(leadDigests)
    .where(eq(leadDigests.id, digestId));
  return digest;
}

/*
 * The timer, run like the alert sweeper beside the outbox worker: every minute it asks whether a
 * mail is due (cheap: one query that finds nothing once the day's mails are queued), so the mail
 * goes at 07:30 London time whatever the season, and a restart cannot send it twice.
 */
export class LeadMailTimer {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly onQueued: () => void,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.tick(), this.intervalMs);
    this.#timer.unref();
  }

  tick(now: Date = new Date()): Promise<unknown> {
    this.#running ??= queueDailyLeadMails(this.db, now)
      .then((queued) => {
        if (queued > 0) {
          this.log.info({ queued }, 'daily lead mails queued');
          this.onQueued();
        }
      })
      .catch((error: unknown) => this.log.error(errorFacts(error), 'daily lead mails not queued'))
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
