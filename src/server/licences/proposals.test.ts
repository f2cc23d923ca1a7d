import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkProposal, proposalCostOf, proposalFormFrom, type ProposableUnit } from '@/domain/licence/proposal';
import { licenceCostOf } from '@/domain/licence/costs';
import { dashboardWonProposals } from '../dashboard/queries';
import { leadAudit, leads, licences, outbox, proposals } from '../db/schema';
import type { Database } from '../db/client';
import { testBackends, useTestDatabase } from '../testing/databases';
import { enquirySchema } from '@/domain/enquiry/enquiry-schema';
import { eraseEnquiry, storeEnquiry } from '../enquiries/enquiries';
import { validEnquiryInput } from '../testing/fixtures';
import {
  findProposal,
  licencesOfProposal,
  ProposalClosedError,
  ProposalUnitTakenError,
  recordExpiredProposals,
  recordProposalOpened,
  sendProposal,
  signProposal,
  withdrawProposal,
} from './proposals';
import { heldUnitReferences, recordTransferReceived, signLicence, UnitAlreadyHeldError, type NewLicence } from './store';

const backends = await testBackends();
const today = '2030-06-17';
const now = new Date('2030-06-17T09:00:00Z');
const sales = { id: 7, name: 'Sam Sales' };

const listedUnit = (reference: string): ProposableUnit => ({
  reference,
  name: `Workshop ${reference.slice(-2)}`,
  centre: 'andover',
  workspaceType: 'workshops',
  listedRentPence: 100_000,
  serviceChargePence: 10_000,
  noticeMonths: 1,
  free: true,
  sizeSqFt: 800,
});

function termsFor(references: readonly string[], overrides: Record<string, string> = {}) {
  const units = new Map(references.map((reference) => [reference, listedUnit(reference)]));
  const form: Record<string, string> = {
    prospectName: 'Ada Lovelace',
    prospectEmail: 'ada@example.co.uk',
    prospectCompany: 'Analytical Engines Ltd',
    startDate: '2030-07-01',
    termMonths: '12',
    rentFreeWeeks: '0',
    deposit: '',
    specialTerms: '',
    validUntil: '2030-06-24',
    ...Object.fromEntries(references.map((reference, index) => [`unit${index}`, reference])),
    ...overrides,
  };
  const checked = checkProposal(proposalFormFrom(form), { today, units, depositMonths: () => 2 });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { terms: checked.terms, cost: proposalCostOf(checked.terms, 20) };
}

async function newLead(db: Database, stage: 'new' | 'contacted' | 'lost' = 'contacted') {
  const [lead] = await db
    .insert(leads)
    .values({ sourceKind: 'enquiry', sourceId: randomUUID(), centre: 'andover', stage, lostReason: stage === 'lost' ? 'Went quiet' : null })
    .returning();
  return lead!;
}

const historyOf = async (db: Database, leadId: string) =>
  db.select().from(leadAudit).where(eq(leadAudit.leadId, leadId)).orderBy(asc(leadAudit.id));

/** The licences a proposal's signing stores, one per unit, as the flow builds them. */
function unitLicences(references: readonly string[], key = randomUUID()): NewLicence[] {
  const cost = licenceCostOf({ workspaceType: 'workshops', rent: 230, serviceCharge: 23 }, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!;
  return references.map((reference, index) => ({
    idempotencyKey: `${key}:${index}`,
    unit: { reference, name: `Workshop ${reference.slice(-2)}`, centre: 'andover', workspaceType: 'workshops' },
    family: 'business-units',
    template: { id: 1, version: 2 },
    signedText: `Licence for ${references.join(', ')} between Northlight and Analytical Engines Ltd.`,
    tenant: { kind: 'company', name: 'Analytical Engines Ltd', companyNumber: undefined, registeredAddress: '1 High St, Andover, SP10 1AA' },
    signatory: { name: 'Ada Lovelace', role: 'Director', email: 'ada@example.co.uk', phoneE164: '+447700900123', phoneCountry: 'GB' },
    signatureName: 'Ada Lovelace',
    startDate: '2030-07-01',
    noticeMonths: 1,
    cost,
    payment: 'transfer-awaited',
    holdHours: 48,
    openedAt: new Date(now.getTime() - 60_000),
  }));
}

const selfServe = (reference: string): NewLicence => ({ ...unitLicences([reference])[0]!, idempotencyKey: `self-${randomUUID()}` });

describe.each(backends)('proposals on %s', (backend) => {
  const database = useTestDatabase(backend);

  it('sends from a lead: the lead is at offer, its history says so, and the prospect’s mail is queued with it', async () => {
    const { db } = database.current;
    const lead = await newLead(db, 'lost');
    const { terms, cost } = termsFor(['AND-P01']);
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: true });
    expect(proposal).toMatchObject({ leadId: lead.id, contractValuePence: 1_200_000, monthlyRentPence: 100_000, depositPence: 200_000 });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({ stage: 'offer', lostReason: null });
    const history = await historyOf(db, lead.id);
    expect(history.map((row) => [row.field, row.fromValue, row.toValue?.slice(0, 12), row.actorName])).toEqual([
      ['stage', 'lost', 'offer', 'Sam Sales'],
      ['proposal', null, `Sent ${proposal.reference}`.slice(0, 12), 'Sam Sales'],
    ]);
    expect(history[1]!.toValue).toContain('£12,000.00 contract value');
    const mails = await db.select().from(outbox).where(eq(outbox.proposalId, proposal.id));
    expect(mails).toEqual([expect.objectContaining({ channel: 'visitor-email', status: 'pending' })]);
  });

  it('sends from scratch as a lead of its own, at offer, owned by the sender; an unknown lead is refused', async () => {
    const { db } = database.current;
    const { terms, cost } = termsFor(['AND-P02']);
    const proposal = await sendProposal(db, { terms, cost, actor: sales, mailProspect: false });
    const [lead] = await db.select().from(leads).where(eq(leads.id, proposal.leadId!));
    expect(lead).toMatchObject({ sourceKind: 'proposal', sourceId: proposal.id, stage: 'offer', ownerId: 7, centre: 'andover' });
    expect((await historyOf(db, lead!.id)).at(-1)?.toValue).toContain('not mailed');
    expect(await db.select().from(outbox).where(eq(outbox.proposalId, proposal.id))).toEqual([]);
    await expect(sendProposal(db, { terms, cost, leadId: randomUUID(), actor: sales, mailProspect: false })).rejects.toThrow(/lead/);
  });

  it('records the first opening once, and a withdrawal, each in the lead’s history', async () => {
    const { db } = database.current;
    const lead = await newLead(db);
    const { terms, cost } = termsFor(['AND-P03']);
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: false });
    expect(await recordProposalOpened(db, proposal.id, today)).toBe(true);
    expect(await recordProposalOpened(db, proposal.id, today)).toBe(false);
    expect((await withdrawProposal(db, proposal.id, sales, today))?.withdrawnBy).toBe('Sam Sales');
    expect(await withdrawProposal(db, proposal.id, sales, today)).toBeUndefined();
    const proposalHistory = (await historyOf(db, lead.id)).filter((row) => row.field === 'proposal').map((row) => row.toValue!.split(' ')[0]);
    expect(proposalHistory).toEqual(['Sent', 'Opened', 'Withdrawn']);
    await expect(signProposal(db, proposal.id, unitLicences(['AND-P03']), now, today)).rejects.toBeInstanceOf(ProposalClosedError);
    expect(await heldUnitReferences(db)).not.toContain('AND-P03');
  });

  it('tells the lead once when a proposal expires unsigned, and refuses to sign it', async () => {
    const { db } = database.current;
    const lead = await newLead(db);
    const { terms, cost } = termsFor(['AND-P04']);
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: false });
    expect(await recordExpiredProposals(db, '2030-06-24')).toBe(0);
    expect(await recordExpiredProposals(db, '2030-06-25')).toBeGreaterThanOrEqual(1);
    expect(await recordExpiredProposals(db, '2030-06-26')).toBe(0);
    expect((await historyOf(db, lead.id)).filter((row) => row.toValue?.startsWith('Expired'))).toHaveLength(1);
    await expect(signProposal(db, proposal.id, unitLicences(['AND-P04']), now, '2030-06-25')).rejects.toMatchObject({ state: 'expired' });
  });

  it('signs every unit together: one licence each, no lead of their own, the lead won with its history, a double submit stored once', async () => {
    const { db } = database.current;
    const lead = await newLead(db);
    const { terms, cost } = termsFor(['AND-P05', 'AND-P06']);
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: true });
    const signing = unitLicences(['AND-P05', 'AND-P06']);
    const signed = await signProposal(db, proposal.id, signing, now, today, { salesEmail: true, tenantMail: true });
    expect(signed.created).toBe(true);
    expect(signed.licences).toHaveLength(2);
    const stored = await licencesOfProposal(db, proposal.id);
    expect(stored.map((row) => [row.unitReference, row.status])).toEqual([
      ['AND-P05', 'held'],
      ['AND-P06', 'held'],
    ]);
    expect(await heldUnitReferences(db)).toEqual(expect.arrayContaining(['AND-P05', 'AND-P06']));
    // The proposal's lead is the deal: the licences make no lead of their own.
    for (const row of stored) expect(await db.select().from(leads).where(eq(leads.sourceId, row.id))).toEqual([]);
    const [won] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(won!.stage).toBe('won');
    // Won at the proposal's contract value, net of VAT (docs/decisions/0050).
    expect(won!.wonValuePence).toBe(proposal.contractValuePence);
    expect(won!.wonValuePence).toBe(2_400_000);
    const history = await historyOf(db, lead.id);
    expect(history.filter((row) => row.field === 'stage').map((row) => row.toValue)).toEqual(['offer', 'won: £24,000.00']);
    expect(history.at(-1)?.toValue).toMatch(new RegExp(`^Signed ${proposal.reference}: licences .+, £24,000\\.00 contract value$`));
    expect((await findProposal(db, proposal.id))!.signedAt).not.toBeNull();
    // Each licence's tenant mail and note to sales, in the same transaction.
    for (const row of stored) expect(await db.select().from(outbox).where(eq(outbox.licenceId, row.id))).toHaveLength(2);
    // Pressed twice: the first signature is the answer.
    const again = await signProposal(db, proposal.id, unitLicences(['AND-P05', 'AND-P06']), now, today);
    expect(again).toEqual({ licences: signed.licences, created: false });
    expect(await licencesOfProposal(db, proposal.id)).toHaveLength(2);
  });

  it('holds all the units or none: one taken by someone else leaves the others free and the proposal unsigned', async () => {
    const { db } = database.current;
    const lead = await newLead(db);
    const { terms, cost } = termsFor(['AND-P07', 'AND-P08', 'AND-P09']);
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: false });
    await signLicence(db, selfServe('AND-P08'), now);
    const attempt = signProposal(db, proposal.id, unitLicences(['AND-P07', 'AND-P08', 'AND-P09']), now, today);
    await expect(attempt).rejects.toBeInstanceOf(ProposalUnitTakenError);
    await expect(attempt).rejects.toMatchObject({ unitReference: 'AND-P08' });
    expect(await licencesOfProposal(db, proposal.id)).toEqual([]);
    const held = await heldUnitReferences(db);
    expect(held).not.toContain('AND-P07');
    expect(held).not.toContain('AND-P09');
    expect((await findProposal(db, proposal.id))!.signedAt).toBeNull();
    expect((await db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.stage).toBe('offer');
  });

  it('lets one of many concurrent signers hold shared units, never a part of a proposal', async () => {
    const { db } = database.current;
    // Two proposals share AND-P11; a self-serve signer races for AND-P12.
    const first = await sendProposal(db, { ...termsFor(['AND-P10', 'AND-P11']), actor: sales, mailProspect: false });
    const second = await sendProposal(db, { ...termsFor(['AND-P11', 'AND-P12']), actor: sales, mailProspect: false });
    const attempts = await Promise.allSettled([
      signProposal(db, first.id, unitLicences(['AND-P10', 'AND-P11']), now, today),
      signProposal(db, second.id, unitLicences(['AND-P11', 'AND-P12']), now, today),
      signLicence(db, selfServe('AND-P12'), now),
      signLicence(db, selfServe('AND-P10'), now),
    ]);
    for (const attempt of attempts)
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(UnitAlreadyHeldError);
    const holders = await db
      .select({ unit: licences.unitReference, proposal: licences.proposalId })
      .from(licences)
      .where(eq(licences.status, 'held'));
    const of = (unit: string) => holders.filter((row) => row.unit === unit);
    for (const unit of ['AND-P10', 'AND-P11', 'AND-P12']) expect(of(unit).length).toBeLessThanOrEqual(1);
    // A proposal holds both its units or neither.
    for (const proposal of [first, second]) {
      const count = holders.filter((row) => row.proposal === proposal.id).length;
      expect([0, 2]).toContain(count);
      expect(Boolean((await findProposal(db, proposal.id))!.signedAt)).toBe(count === 2);
    }
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
  });

  it('is paid when every licence is, told once to the lead; the dashboard counts the won contract value', async () => {
    const { db } = database.current;
    const lead = await newLead(db);
    const { terms, cost } = termsFor(['AND-P13', 'AND-P14'], { rentFreeWeeks: '4' });
    const proposal = await sendProposal(db, { terms, cost, leadId: lead.id, actor: sales, mailProspect: false });
    const signed = await signProposal(db, proposal.id, unitLicences(['AND-P13', 'AND-P14']), now, today);
    await recordTransferReceived(db, signed.licences[0]!.id);
    expect((await findProposal(db, proposal.id))!.paidAt).toBeNull();
    await recordTransferReceived(db, signed.licences[1]!.id);
    expect((await findProposal(db, proposal.id))!.paidAt).not.toBeNull();
    const paid = (await historyOf(db, lead.id)).filter((row) => row.toValue?.startsWith('Paid'));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.toValue).toContain(proposal.reference);
    const span = { from: new Date('2030-06-01T00:00:00Z'), to: new Date('2030-07-01T00:00:00Z') };
    const won = await dashboardWonProposals(db, 'all', span);
    expect(won.contractValuePence).toBeGreaterThanOrEqual(cost.contractValuePence);
    expect(cost.contractValuePence).toBe(2 * (100_000 * 12 - Math.round((100_000 * 12 * 4) / 52)));
    expect(await dashboardWonProposals(db, ['basingstoke'], span)).toEqual({ count: 0, contractValuePence: 0 });
    expect(await db.select().from(proposals).where(eq(proposals.id, proposal.id))).toHaveLength(1);
  });
  it('a data-subject erasure of the enquiry takes the unsigned proposals to the person, with their mails; a signed one is kept', async () => {
    const { db } = database.current;
    const input = { ...enquirySchema.parse(validEnquiryInput({ centre: 'andover', email: 'Erase.Me@example.co.uk' })), phoneE164: '+447700900123' };
    const enquiry = await storeEnquiry(db, input, {}, []);
    const [lead] = await db.select().from(leads).where(eq(leads.sourceId, enquiry.id));
    const person = { prospectEmail: 'erase.me@example.co.uk' };
    const fromLead = await sendProposal(db, { ...termsFor(['AND-E01'], person), leadId: lead!.id, actor: sales, mailProspect: true });
    const fromScratch = await sendProposal(db, { ...termsFor(['AND-E02'], person), actor: sales, mailProspect: true });
    const signed = await sendProposal(db, { ...termsFor(['AND-E03'], person), actor: sales, mailProspect: false });
    await signProposal(db, signed.id, unitLicences(['AND-E03']), now, today);
    const someoneElse = await sendProposal(db, { ...termsFor(['AND-E04']), actor: sales, mailProspect: true });

    const outcome = await eraseEnquiry(db, enquiry.reference);
    expect(outcome).toMatchObject({ erased: true, proposals: 2 });
    for (const gone of [fromLead, fromScratch]) {
      expect(await db.select().from(proposals).where(eq(proposals.id, gone.id))).toEqual([]);
      expect(await db.select().from(outbox).where(eq(outbox.proposalId, gone.id))).toEqual([]);
      expect(await db.select().from(leads).where(eq(leads.sourceId, gone.id))).toEqual([]);
    }
    expect(await findProposal(db, signed.id)).toBeDefined();
    expect(await licencesOfProposal(db, signed.id)).toHaveLength(1);
    expect(await findProposal(db, someoneElse.id)).toBeDefined();
  });
});
