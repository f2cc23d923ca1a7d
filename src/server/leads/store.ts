import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { followUpState, isDueBy, nextActionText, type FollowUpState } from '@/domain/leads/follow-up';
import { leadFormFields, planLeadSave, type LeadForm, type LeadFormProblem } from '@/domain/leads/lead-form';
import { londonDate } from '@/lib/booking-slots';
import { channelOf, type LeadChannel } from '@/domain/leads/channel';
import {
  ageOf,
  maxNoteLength,
  withinAge,
  type Lead,
  type LeadActor,
  type LeadAge,
  type LeadAuditField,
} from '@/domain/leads/leads';
import type { LeadSourceKind } from '@/domain/leads/sources';
import { isStale, staleAt } from '@/domain/leads/stale';
import { moveStage, openLeadStages, type LeadStage, type StageMove } from '@/domain/leads/stages';
import { isWonValuePence } from '@/domain/leads/won-value';
import { formatPence } from '@/domain/licence/offer';
import type { Database } from '../db/client';
import {
  leadAudit,
  leadContacts,
  leadFormDrafts,
  leadNotes,
  leads,
  outbox,
  type LeadAuditRow,
  type LeadContactRow,
  type LeadNoteRow,
  type LeadRow,
} from '../db/schema';
import { loadSources, type LeadSourceSummary } from './sources';
import { isUuid } from '@/lib/uuid';

/*
 * The lead pipeline's reads and changes. Every change runs in one transaction that locks the
 * lead, checks the caller may work it (a centre manager only its centres), writes the change, an
 * audit row (who, when, from, to) and the lead's touched time. Nothing here logs personal data.
 */

/** The centres a user may work: every lead, or only those of the listed centres. */
export type LeadScope = 'all' | readonly string[];

export type LeadFilters = {
  readonly stage?: LeadStage;
  /** A staff user's id, or 'none' for the unassigned. */
  readonly owner?: number | 'none';
  readonly centre?: string;
  readonly kind?: LeadSourceKind;
  readonly channel?: LeadChannel;
  readonly age?: LeadAge;
  readonly stale?: boolean;
  /** Only open leads whose next action is due today or overdue (UK time). */
  readonly due?: boolean;
};

export type LeadListItem = Lead & {
  readonly source: LeadSourceSummary | undefined;
  readonly channel: LeadChannel;
  readonly stale: boolean;
  readonly staleAt: Date;
  /** Where its next action stands (none for a closed lead or one without a next action). */
  readonly followUp: FollowUpState | undefined;
};

export type LeadDetail = LeadListItem & {
  readonly notes: readonly LeadNoteRow[];
  readonly audit: readonly LeadAuditRow[];
  readonly contacts: readonly LeadContactRow[];
};

export const leadListLimit = 500;

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  sourceKind: row.sourceKind,
  sourceId: row.sourceId,
  centre: row.centre,
  stage: row.stage,
  lostReason: row.lostReason,
  wonValuePence: row.wonValuePence,
  ownerId: row.ownerId,
  nextActionOn: row.nextActionOn,
  nextActionTime: row.nextActionTime,
  nextActionWhat: row.nextActionWhat,
  createdAt: row.createdAt,
  touchedAt: row.touchedAt,
});

function scopeCondition(scope: LeadScope): SQL | undefined {
  if (scope === 'all') return undefined;
  // A manager of no centre sees nothing; an enquiry naming no centre belongs to no manager.
  return scope.length === 0 ? sql`false` : inArray(leads.centre, [...scope]);
}

async function withSources(
  db: Pick<Database, 'select'>,
  rows: readonly LeadRow[],
  now: Date,
): Promise<LeadListItem[]> {
  const sources = await loadSources(db, rows);
  return rows.map((row) => {
    const source = sources.get(`${row.sourceKind}:${row.sourceId}`);
    return {
      ...toLead(row),
      source,
      channel: channelOf(source?.attribution),
      stale: isStale(row, now),
      staleAt: staleAt(row.touchedAt),
      followUp: followUpState(row, now),
    };
  });
}

/** The newest leads matching the filters, up to leadListLimit; channel, age and staleness are computed. */
export async function searchLeads(
  db: Database,
  filters: LeadFilters,
  scope: LeadScope,
  now: Date = new Date(),
): Promise<LeadListItem[]> {
  const conditions = [
    scopeCondition(scope),
    filters.stage ? eq(leads.stage, filters.stage) : undefined,
    filters.owner === 'none'
      ? isNull(leads.ownerId)
      : filters.owner
        ? eq(leads.ownerId, filters.owner)
        : undefined,
    filters.centre ? eq(leads.centre, filters.centre) : undefined,
    filters.kind ? eq(leads.sourceKind, filters.kind) : undefined,
    filters.stale || filters.due ? inArray(leads.stage, [...openLeadStages]) : undefined,
    // Due today or before, in UK days; the time of day is checked below.
    filters.due ? lte(leads.nextActionOn, londonDate(now)) : undefined,
  ];
  const rows = await db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt))
    .limit(leadListLimit);
  const items = await withSources(db, rows, now);
  return items.filter(
    (item) =>
      (!filters.channel || item.channel === filters.channel) &&
      (!filters.age || withinAge(ageOf(item.createdAt, now), filters.age)) &&
      (!filters.stale || item.stale) &&
      (!filters.due || isDueBy(item, now)),
  );
}

export async function getLead(
  db: Database,
  id: string,
  scope: LeadScope,
  now: Date = new Date(),
): Promise<LeadDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), scopeCondition(scope)));
  if (!row) return undefined;
  const [[item], notes, audit, contacts] = await Promise.all([
    withSources(db, [row], now),
    db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select()
      .from(leadAudit)
      .where(eq(leadAudit.leadId, id))
      .orderBy(desc(leadAudit.at), desc(leadAudit.id)),
    db
      .select()
      .from(leadContacts)
      .where(eq(leadContacts.leadId, id))
      .orderBy(desc(leadContacts.happenedAt), desc(leadContacts.id)),
  ]);
  return item ? { ...item, notes, audit, contacts } : undefined;
}

/** New leads and stale leads among those the user may work, for the dashboard. */
export async function leadCounts(
  db: Database,
  scope: LeadScope,
  now: Date = new Date(),
): Promise<{ new: number; stale: number }> {
  const open = await db
    .select({ stage: leads.stage, touchedAt: leads.touchedAt })
    .from(leads)
    .where(and(scopeCondition(scope), inArray(leads.stage, [...openLeadStages])));
  return {
    new: open.filter((lead) => lead.stage === 'new').length,
    stale: open.filter((lead) => isStale(lead, now)).length,
  };
}

export type LeadChange<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function changeLead<T>(
  db: Database,
  id: string,
  scope: LeadScope,
  work: (tx: Transaction, lead: LeadRow) => Promise<LeadChange<T>>,
): Promise<LeadChange<T>> {
  if (!isUuid(id)) return { ok: false, problem: 'missing' };
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), scopeCondition(scope)))
      .for('update');
    if (!lead) return { ok: false, problem: 'missing' } as const;
    return work(tx, lead);
  });
}

async function audit(
  tx: Transaction,
  lead: LeadRow,
  actor: LeadActor,
  field: LeadAuditField,
  from: string | null,
  to: string | null,
): Promise<void> {
  await tx
    .insert(leadAudit)
    .values({
      leadId: lead.id,
      actorId: actor.id,
      actorName: actor.name,
      field,
      fromValue: from,
      toValue: to,
    });
  await tx
    .update(leads)
    .set({ touchedAt: sql`now()` })
    .where(eq(leads.id, lead.id));
}

/** What the audit says a stage move was to: the lost reason or the won value with it. */
function stageAuditText(move: { readonly to: LeadStage; readonly lostReason: string | null; readonly wonValuePence: number | null }) {
  if (move.lostReason) return `${move.to}: ${move.lostReason}`;
  if (move.wonValuePence !== null) return `${move.to}: ${formatPence(move.wonValuePence)}`;
  return move.to;
}

/**
 * Moves a lead's stage; a move to won needs the contract value (pence, net of VAT), and a move
 * away from won clears it (docs/decisions/0050).
 */
export function changeStage(
  db: Database,
  id: string,
  scope: LeadScope,
  actor: LeadActor,
  to: LeadStage,
  reason?: string,
  wonValuePence?: number,
): Promise<LeadChange<StageMove>> {
  return changeLead(db, id, scope, async (tx, lead) => {
    const move = moveStage(lead.stage, to, reason);
    if (!move.ok) return { ok: false, problem: move.problem };
    const won = move.to === 'won' ? (wonValuePence ?? null) : null;
    if (move.to === 'won' && (won === null || !isWonValuePence(won))) return { ok: false, problem: 'won-value-required' };
    await tx
      .update(leads)
      .set({ stage: move.to, lostReason: move.lostReason, wonValuePence: won })
      .where(eq(leads.id, lead.id));
    await audit(tx, lead, actor, 'stage', lead.stage, stageAuditText({ ...move, wonValuePence: won }));
    return { ok: true, value: move };
  });
}

/**
 * Gives the lead to `owner` (a sales user) or takes it back (null). With `notify`, the new owner
 * is emailed through the outbox in the same transaction (channel 'staff-email').
 */
export function assignOwner(
  db: Database,
  id: string,
  scope: LeadScope,
  actor: LeadActor,
  owner: LeadActor | null,
  options: { readonly notify: boolean; readonly ownerNames: ReadonlyMap<number, string> },
): Promise<LeadChange<{ readonly queued: boolean }>> {
  return changeLead(db, id, scope, async (tx, lead) => {
    if ((owner?.id ?? null) === lead.ownerId) return { ok: false, problem: 'unchanged' };
    await tx
      .update(leads)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(leads.id, lead.id));
    const before =
      lead.ownerId === null ? null : (options.ownerNames.get(lead.ownerId) ?? `User ${lead.ownerId}`);
    await audit(tx, lead, actor, 'owner', before, owner?.name ?? null);
    const queued = Boolean(owner && options.notify);
    if (owner && options.notify)
      await tx.insert(outbox).values({ leadId: lead.id, staffUserId: owner.id, channel: 'staff-email' });
    return { ok: true, value: { queued } };
  });
}

export function addNote(
  db: Database,
  id: string,
  scope: LeadScope,
  actor: LeadActor,
  body: string,
): Promise<LeadChange<number>> {
  const text = body.trim();
  return changeLead(db, id, scope, async (tx, lead) => {
    if (text === '') return { ok: false, problem: 'note-empty' };
    if (text.length > maxNoteLength) return { ok: false, problem: 'note-too-long' };
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: lead.id, authorId: actor.id, authorName: actor.name, body: text })
      .returning({ id: leadNotes.id });
    // The audit says a note was added, not what it says: the note itself holds the words.
    await audit(tx, lead, actor, 'note', null, `note #${note?.id ?? '?'}`);
    return { ok: true, value: note?.id ?? 0 };
  });
}

export function setNextAction(
  db: Database,
  id: string,
  scope: LeadScope,
  actor: LeadActor,
  on: string | null,
): Promise<LeadChange<string | null>> {
  return changeLead(db, id, scope, async (tx, lead) => {
    if (on === lead.nextActionOn) return { ok: false, problem: 'unchanged' };
    await tx.update(leads).set({ nextActionOn: on }).where(eq(leads.id, lead.id));
    await audit(tx, lead, actor, 'next-action', lead.nextActionOn, on);
    return { ok: true, value: on };
  });
}

export type LeadSaveOptions = {
  /** The new owner (a sales user), null for nobody, undefined to keep the owner. */
  readonly owner: LeadActor | null | undefined;
  /** Whether a new owner is emailed (SMTP is configured). */
  readonly notify: boolean;
  readonly ownerNames: ReadonlyMap<number, string>;
  readonly now?: Date;
};

/** What a save changed, in the order the page reports it. */
export type LeadSaved = readonly ('stage' | 'owner' | 'next-action' | 'note' | 'contact')[];

/**
 * The lead form's save (issue 42 item 2): stage, owner, next action, note and a logged call or
 * email, checked together against the locked lead and written in one transaction, each with its
 * audit row. Any problem refuses the whole save (the endpoint keeps the form as a draft).
 */
export function saveLead(
  db: Database,
  id: string,
  scope: LeadScope,
  actor: LeadActor,
  form: LeadForm,
  options: LeadSaveOptions,
): Promise<LeadChange<LeadSaved>> {
  const now = options.now ?? new Date();
  return changeLead(db, id, scope, async (tx, lead) => {
    const planned = planLeadSave(lead, form, now);
    if (!planned.ok) return { ok: false, problem: planned.problem };
    const { plan } = planned;
    const ownerChanges = options.owner !== undefined && (options.owner?.id ?? null) !== lead.ownerId;
    const saved: LeadSaved[number][] = [];
    if (plan.stage) {
      await tx
        .update(leads)
        .set({ stage: plan.stage.to, lostReason: plan.stage.lostReason, wonValuePence: plan.stage.wonValuePence })
        .where(eq(leads.id, lead.id));
      await audit(tx, lead, actor, 'stage', lead.stage, stageAuditText(plan.stage));
      saved.push('stage');
    }
    if (ownerChanges) {
      const owner = options.owner ?? null;
      await tx
        .update(leads)
        .set({ ownerId: owner?.id ?? null })
        .where(eq(leads.id, lead.id));
      const before =
        lead.ownerId === null ? null : (options.ownerNames.get(lead.ownerId) ?? `User ${lead.ownerId}`);
      await audit(tx, lead, actor, 'owner', before, owner?.name ?? null);
      if (owner && options.notify)
        await tx.insert(outbox).values({ leadId: lead.id, staffUserId: owner.id, channel: 'staff-email' });
      saved.push('owner');
    }
    if (plan.nextAction !== undefined) {
      const next = plan.nextAction;
      await tx
        .update(leads)
        .set({ nextActionOn: next?.on ?? null, nextActionTime: next?.at ?? null, nextActionWhat: next?.what ?? null })
        .where(eq(leads.id, lead.id));
      const before = lead.nextActionOn
        ? nextActionText({ on: lead.nextActionOn, at: lead.nextActionTime, what: lead.nextActionWhat })
        : null;
      await audit(tx, lead, actor, 'next-action', before, next ? nextActionText(next) : null);
      saved.push('next-action');
    }
    if (plan.note !== undefined) {
      await tx.insert(leadNotes).values({ leadId: lead.id, authorId: actor.id, authorName: actor.name, body: plan.note });
      // The audit says a note was added, not what it says: the note itself holds the words.
      await audit(tx, lead, actor, 'note', null, null);
      saved.push('note');
    }
    if (plan.contact) {
      await tx.insert(leadContacts).values({
        leadId: lead.id,
        kind: plan.contact.kind,
        outcome: plan.contact.outcome,
        happenedAt: plan.contact.happenedAt,
        actorId: actor.id,
        actorName: actor.name,
      });
      await tx.update(leads).set({ touchedAt: sql`now()` }).where(eq(leads.id, lead.id));
      saved.push('contact');
    }
    if (saved.length === 0) return { ok: false, problem: 'nothing-to-save' satisfies LeadFormProblem };
    await tx
      .delete(leadFormDrafts)
      .where(and(eq(leadFormDrafts.leadId, lead.id), eq(leadFormDrafts.staffUserId, actor.id)));
    return { ok: true, value: saved };
  });
}

/** How long a refused form is offered again. */
const draftHours = 24;

/** Keeps what a user typed on a lead's form when its save was refused (bounded by the form's schema). */
export async function keepLeadDraft(db: Database, leadId: string, userId: number, form: LeadForm): Promise<void> {
  const fields = Object.fromEntries(
    leadFormFields.flatMap((name) => (form[name] === undefined ? [] : [[name, String(form[name])]])),
  );
  await db
    .insert(leadFormDrafts)
    .values({ leadId, staffUserId: userId, form: fields })
    .onConflictDoUpdate({
      target: [leadFormDrafts.leadId, leadFormDrafts.staffUserId],
      set: { form: fields, savedAt: sql`now()` },
    });
}

/** The user's draft of a lead's form, if a save was refused in the last day. */
export async function leadDraftOf(
  db: Database,
  leadId: string,
  userId: number,
): Promise<Partial<Record<(typeof leadFormFields)[number], string>> | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [draft] = await db
    .select()
    .from(leadFormDrafts)
    .where(
      and(
        eq(leadFormDrafts.leadId, leadId),
        eq(leadFormDrafts.staffUserId, userId),
        sql`${leadFormDrafts.savedAt} > now() - ${draftHours}::integer * interval '1 hour'`,
      ),
    );
  return draft?.form;
}

/**
 * Part of a data-subject erasure: the lead of a source row, its notes, its audit and its
 * assignment mails go (foreign keys cascade from the lead). Runs in the erasure's transaction.
 */
export async function eraseLeadOf(
  tx: Pick<Database, 'delete'>,
  kind: LeadSourceKind,
  sourceId: string,
): Promise<number> {
  const removed = await tx
    .delete(leads)
    .where(and(eq(leads.sourceKind, kind), eq(leads.sourceId, sourceId)))
    .returning({ id: leads.id });
  return removed.length;
}

/** The stages as leads in the pipeline stand, open ones first (for a summary line). */
export async function leadsByStage(db: Database, scope: LeadScope): Promise<Map<LeadStage, number>> {
  const rows = await db
    .select({ stage: leads.stage, count: sql<number>`count(*)::integer` })
    .from(leads)
    .where(scopeCondition(scope))
    .groupBy(leads.stage)
    .orderBy(asc(leads.stage));
  return new Map(rows.map((row) => [row.stage, row.count]));
}
