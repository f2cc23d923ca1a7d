import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { leadStageWhenSent, proposalStatusOf, type ProposalCost, type ProposalTerms } from '@/domain/licence/proposal';
import { formatPence } from '@/domain/licence/offer';
import { isWonValuePence } from '@/domain/leads/won-value';
import type { LicenceEvent } from '@/domain/licence/status';
import type { LeadAuditField } from '@/domain/leads/leads';
import { formatCalendarDay } from '@/lib/calendar-date';
import type { Database } from '../db/client';
import { leadAudit, leads, licences, outbox, proposals, type LicenceRow, type ProposalRow } from '../db/schema';
import { newReference } from '../enquiries/enquiries';
import { errorFacts } from '../failures';
import { licenceRowOf, UnitAlreadyHeldError, type LicenceMailQueue, type NewLicence } from './store';
import { isUuid } from '@/lib/uuid';

/*
 * Proposals from sales (issue 38 item 6, docs/decisions/0043-proposals.md). Each change is one
 * transaction with its line in the lead's history: sending (the proposal, its mail to the prospect
 * and the lead moved to "offer"), opening, withdrawing, expiring, and signing — every unit's
 * licence inserted together, so the database's one-hold-per-unit index either lets all of them be
 * held or, when one is taken, none (the transaction rolls back whole).
 */

export type ProposalActor = { readonly id: number; readonly name: string };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const uniqueViolation = '23505';

async function addHistory(tx: Transaction, leadId: string | null, actorName: string, field: LeadAuditField, toValue: string, actorId: number | null = null, fromValue: string | null = null) {
  if (!leadId) return;
  await tx.insert(leadAudit).values({ leadId, actorId, actorName, field, fromValue, toValue: toValue.slice(0, 500) });
  await tx.update(leads).set({ touchedAt: sql`now()` }).where(eq(leads.id, leadId));
}

export class LeadNotFoundError extends Error {
  constructor() {
    super('the proposal’s lead does not exist');
    this.name = 'LeadNotFoundError';
  }
}

/**
 * Stores a proposal and sends it: the prospect's mail is queued in the same transaction (when
 * visitor mail is set up), and the lead — the one it is sent from, or a new one of its own — is
 * at "offer" with the sending in its history.
 */
export async function sendProposal(
  db: Database,
  input: { readonly terms: ProposalTerms; readonly cost: ProposalCost; readonly leadId?: string | undefined; readonly actor: ProposalActor; readonly mailProspect: boolean },
): Promise<ProposalRow> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    let leadId = input.leadId ?? null;
    if (leadId) {
      if (!isUuid(leadId)) throw new LeadNotFoundError();
      const [lead] = await tx.select({ stage: leads.stage }).from(leads).where(eq(leads.id, leadId)).for('update');
      if (!lead) throw new LeadNotFoundError();
      const stage = leadStageWhenSent(lead.stage);
      if (stage !== lead.stage) {
        await tx.update(leads).set({ stage, lostReason: null }).where(eq(leads.id, leadId));
        await tx.insert(leadAudit).values({ leadId, actorId: input.actor.id, actorName: input.actor.name, field: 'stage', fromValue: lead.stage, toValue: stage });
      }
    } else {
      const [lead] = await tx
        .insert(leads)
        .values({ sourceKind: 'proposal', sourceId: id, centre: input.terms.centre, stage: 'offer', ownerId: input.actor.id })
        .returning({ id: leads.id });
      leadId = lead!.id;
      await tx.insert(leadAudit).values({ leadId, actorId: input.actor.id, actorName: input.actor.name, field: 'created', toValue: 'offer' });
    }
    const [row] = await tx
      .insert(proposals)
      .values({
        id,
        reference: newReference(),
        leadId,
        prospectName: input.terms.prospect.name,
        prospectEmail: input.terms.prospect.email,
        prospectCompany: input.terms.prospect.company ?? null,
        centre: input.terms.centre,
        family: input.terms.family,
        units: [...input.terms.units],
        startDate: input.terms.startDate,
        termMonths: input.terms.termMonths,
        rentFreeWeeks: input.terms.rentFreeWeeks,
        depositPence: input.terms.depositPence,
        specialTerms: input.terms.specialTerms,
        validUntil: input.terms.validUntil,
        monthlyRentPence: input.cost.monthlyRentPence,
        contractValuePence: input.cost.contractValuePence,
        createdById: input.actor.id,
        createdByName: input.actor.name.slice(0, 200),
      })
      .returning();
    if (input.mailProspect) await tx.insert(outbox).values({ proposalId: id, channel: 'visitor-email', mailKind: 'confirmation', mailSequence: 0 });
    await addHistory(
      tx,
      leadId,
      input.actor.name,
      'proposal',
      `Sent ${row!.reference}: ${input.terms.units.map((unit) => unit.reference).join(', ')}, ${formatPence(input.cost.contractValuePence)} contract value, valid until ${formatCalendarDay(input.terms.validUntil)}${input.mailProspect ? '' : ' (not mailed: no mail server; send the link yourself)'}`,
      input.actor.id,
    );
    return row!;
  });
}

export async function findProposal(db: Pick<Database, 'select'>, id: string): Promise<ProposalRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

export async function listProposals(db: Database, limit = 200): Promise<ProposalRow[]> {
  return db.select().from(proposals).orderBy(desc(proposals.createdAt)).limit(limit);
}

export async function licencesOfProposal(db: Database, proposalId: string): Promise<LicenceRow[]> {
  if (!isUuid(proposalId)) return [];
  return db.select().from(licences).where(eq(licences.proposalId, proposalId)).orderBy(asc(licences.createdAt), asc(licences.unitReference));
}

/** The prospect followed the link: recorded once, while the proposal is still open. */
export async function recordProposalOpened(db: Database, id: string, today: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .update(proposals)
      .set({ openedAt: sql`now()` })
      .where(and(eq(proposals.id, id), isNull(proposals.openedAt), isNull(proposals.signedAt), isNull(proposals.withdrawnAt), sql`${proposals.validUntil} >= ${today}`))
      .returning({ leadId: proposals.leadId, reference: proposals.reference });
    if (!opened) return false;
    await addHistory(tx, opened.leadId, 'Prospect', 'proposal', `Opened ${opened.reference}`);
    return true;
  });
}

/** Staff withdraw a proposal not yet signed or expired: its link then says so. */
export async function withdrawProposal(db: Database, id: string, actor: ProposalActor, today: string): Promise<ProposalRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(proposals)
      .set({ withdrawnAt: sql`now()`, withdrawnBy: actor.name.slice(0, 200) })
      .where(and(eq(proposals.id, id), isNull(proposals.signedAt), isNull(proposals.withdrawnAt), sql`${proposals.validUntil} >= ${today}`))
      .returning();
    if (!withdrawn) return undefined;
    await addHistory(tx, withdrawn.leadId, actor.name, 'proposal', `Withdrawn ${withdrawn.reference}`, actor.id);
    return withdrawn;
  });
}

/** Proposals past their last day unsigned: each lead's history is told once. */
export async function recordExpiredProposals(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(proposals)
      .set({ expiryRecordedAt: sql`now()` })
      .where(and(isNull(proposals.signedAt), isNull(proposals.withdrawnAt), isNull(proposals.expiryRecordedAt), lt(proposals.validUntil, today)))
      .returning({ leadId: proposals.leadId, reference: proposals.reference, validUntil: proposals.validUntil });
    for (const row of expired) await addHistory(tx, row.leadId, 'Website', 'proposal', `Expired unsigned ${row.reference} (valid until ${formatCalendarDay(row.validUntil)})`);
    return expired.length;
  });
}

/** Why a proposal could not be signed: it was withdrawn or expired meanwhile. */
export class ProposalClosedError extends Error {
  constructor(readonly state: 'withdrawn' | 'expired') {
    super(`the proposal is ${state}`);
    this.name = 'ProposalClosedError';
  }
}

/** One of the proposal's units is held by someone else: nothing was signed. */
export class ProposalUnitTakenError extends UnitAlreadyHeldError {
  constructor(readonly unitReference: string) {
    super();
    this.name = 'ProposalUnitTakenError';
  }
}

export type SignedProposal = { readonly licences: readonly { id: string; reference: string }[]; readonly created: boolean };

/**
 * Signs a proposal: one licence per unit, all in one transaction with the proposal marked signed,
 * the lead moved to won and the mails queued. The proposal row is locked first, so a double submit
 * waits and then answers the licences already stored; a unit held by another licence makes the
 * whole transaction roll back (ProposalUnitTakenError names it).
 */
export async function signProposal(
  db: Database,
  proposalId: string,
  unitLicences: readonly NewLicence[],
  now: Date,
  today: string,
  mail: LicenceMailQueue = { salesEmail: false, tenantMail: false },
): Promise<SignedProposal> {
  let inserting = '';
  try {
    return await db.transaction(async (tx) => {
      const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
      if (!proposal) throw new Error('proposal missing');
      if (proposal.signedAt) {
        const existing = await tx.select({ id: licences.id, reference: licences.reference }).from(licences).where(eq(licences.proposalId, proposalId)).orderBy(asc(licences.createdAt), asc(licences.unitReference));
        return { licences: existing, created: false };
      }
      const status = proposalStatusOf(proposal, today);
      if (status === 'withdrawn' || status === 'expired') throw new ProposalClosedError(status);
      const stored: { id: string; reference: string }[] = [];
      for (const licence of unitLicences) {
        inserting = licence.unit.reference;
        const events: LicenceEvent[] = [
          { kind: 'offer-opened', at: licence.openedAt.toISOString() },
          { kind: 'signed', at: now.toISOString() },
        ];
        const [row] = await tx
          .insert(licences)
          .values({ ...licenceRowOf({ ...licence, proposalId }, events, now), status: 'held' })
          .returning({ id: licences.id, reference: licences.reference });
        stored.push(row!);
        const channels = [...(mail.salesEmail ? (['email'] as const) : []), ...(mail.tenantMail ? (['visitor-email'] as const) : [])];
        for (const channel of channels)
          await tx.insert(outbox).values({
            licenceId: row!.id,
            channel,
            ...(channel === 'visitor-email' ? { mailKind: 'confirmation' as const, mailSequence: 0 } : {}),
          });
      }
      inserting = '';
      await tx.update(proposals).set({ signedAt: now }).where(eq(proposals.id, proposalId));
      if (proposal.leadId) {
        const [lead] = await tx.select({ stage: leads.stage }).from(leads).where(eq(leads.id, proposal.leadId)).for('update');
        if (lead && lead.stage !== 'won') {
          // Signing wins the lead at the proposal's contract value (all its licences, net of VAT).
          const wonValuePence = isWonValuePence(proposal.contractValuePence) ? proposal.contractValuePence : null;
          await tx.update(leads).set({ stage: 'won', lostReason: null, wonValuePence }).where(eq(leads.id, proposal.leadId));
          const toValue = wonValuePence === null ? 'won' : `won: ${formatPence(wonValuePence)}`;
          await tx.insert(leadAudit).values({ leadId: proposal.leadId, actorName: 'Prospect (signed online)', field: 'stage', fromValue: lead.stage, toValue });
        }
        await addHistory(
          tx,
          proposal.leadId,
          'Prospect (signed online)',
          'proposal',
          `Signed ${proposal.reference}: licence${stored.length === 1 ? '' : 's'} ${stored.map((row) => row.reference).join(', ')}, ${formatPence(proposal.contractValuePence)} contract value`,
        );
      }
      return { licences: stored, created: true };
    });
  } catch (error) {
    if (inserting && errorFacts(error).code === uniqueViolation) throw new ProposalUnitTakenError(inserting);
    throw error;
  }
}
