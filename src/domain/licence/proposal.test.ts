import { describe, expect, it } from 'vitest';
import {
  allocateDeposit,
  checkProposal,
  contractValueOf,
  leadStageWhenSent,
  mayWithdraw,
  penceFromPounds,
  proposalCostOf,
  proposalFormFrom,
  proposalLinkState,
  proposalMergeValues,
  proposalSpecialTerms,
  proposalStatusOf,
  rentFreeValueOf,
  type ProposableUnit,
} from './proposal';
import type { LicenceDetails } from './flow-schema';

const today = '2030-06-17';

const unit = (overrides: Partial<ProposableUnit> = {}): ProposableUnit => ({
  reference: 'AND-W04',
  name: 'Workshop 4',
  centre: 'andover',
  workspaceType: 'workshops',
  listedRentPence: 120_000,
  serviceChargePence: 15_000,
  noticeMonths: 1,
  free: true,
  sizeSqFt: 900,
  ...overrides,
});

const listing = new Map(
  [
    unit(),
    unit({ reference: 'AND-W05', name: 'Workshop 5', listedRentPence: 80_000, serviceChargePence: 10_000, noticeMonths: 3 }),
    unit({ reference: 'AND-W06', name: 'Workshop 6', free: false }),
    unit({ reference: 'AND-W07', name: 'Workshop 7', availableFrom: '2030-08-01' }),
    unit({ reference: 'BAS-O01', name: 'Office 1', centre: 'basingstoke', workspaceType: 'office-spaces' }),
    unit({ reference: 'AND-O02', name: 'Office 2', workspaceType: 'office-spaces' }),
    unit({ reference: 'AND-M01', name: 'Meeting room', workspaceType: 'meeting-rooms' }),
  ].map((entry) => [entry.reference, entry]),
);

const fields = (overrides: Record<string, string> = {}) => ({
  prospectName: ' Ada  Lovelace ',
  prospectEmail: 'ada@example.co.uk',
  prospectCompany: 'Analytical Engines Ltd',
  unit0: 'and-w04',
  rent0: '',
  reason0: '',
  startDate: '2030-07-01',
  termMonths: '12',
  rentFreeWeeks: '4',
  deposit: '',
  specialTerms: 'The licensee may fit a three-phase supply at its own cost.',
  validUntil: '2030-06-24',
  ...overrides,
});

const check = (overrides: Record<string, string> = {}) => checkProposal(proposalFormFrom(fields(overrides)), { today, units: listing, depositMonths: () => 2 });
const errorsOf = (overrides: Record<string, string>) => {
  const result = check(overrides);
  if (result.ok) throw new Error('expected the proposal to be refused');
  return result.errors;
};

describe('pounds typed by sales', () => {
  it('reads pounds with commas and up to two decimals as pence, and nothing else', () => {
    expect(penceFromPounds('1250')).toBe(125_000);
    expect(penceFromPounds('£1,250.5')).toBe(125_050);
    expect(penceFromPounds(' 0.07 ')).toBe(7);
    for (const bad of ['-5', '12.345', '1,25', 'ten', '', '1e5']) expect(penceFromPounds(bad)).toBeUndefined();
  });
});

describe('checking a proposal', () => {
  it('takes the listing’s rent and the staff deposit by default, and keeps the prospect tidy', () => {
    const result = check();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.terms).toMatchObject({
      prospect: { name: 'Ada Lovelace', email: 'ada@example.co.uk', company: 'Analytical Engines Ltd' },
      centre: 'andover',
      family: 'business-units',
      depositPence: 240_000,
      rentFreeWeeks: 4,
      termMonths: 12,
    });
    expect(result.terms.units).toEqual([expect.objectContaining({ reference: 'AND-W04', rentPence: 120_000, listedRentPence: 120_000 })]);
    expect(result.terms.units[0]).not.toHaveProperty('discountReason');
  });

  it('needs a reason for a rent below the listing and keeps both', () => {
    expect(errorsOf({ rent0: '1000' }).reason0).toMatch(/below the listing \(£1,200\.00\)/);
    const result = check({ rent0: '1000', reason0: 'Two-year commitment, matched a competitor' });
    expect(result.ok && result.terms.units[0]).toMatchObject({ rentPence: 100_000, listedRentPence: 120_000, discountReason: 'Two-year commitment, matched a competitor' });
    // Above the listing needs no reason.
    expect(check({ rent0: '1300' }).ok).toBe(true);
  });

  it('refuses units that are unknown, taken, repeated, booked by the hour, or of two centres or licences', () => {
    expect(errorsOf({ unit0: 'AND-X99' }).unit0).toMatch(/No listed unit/);
    expect(errorsOf({ unit0: 'AND-W06' }).unit0).toMatch(/under offer or let/);
    expect(errorsOf({ unit0: 'AND-M01' }).unit0).toMatch(/not let on a licence/);
    expect(errorsOf({ unit1: 'AND-W04' }).unit1).toMatch(/already in this proposal/);
    expect(errorsOf({ unit1: 'BAS-O01' }).unit0).toMatch(/one centre/);
    expect(errorsOf({ unit1: 'AND-O02' }).unit0).toMatch(/one licence/);
    expect(errorsOf({ unit0: '' }).unit0).toMatch(/at least one unit/);
  });

  it('refuses a start today or before the unit is free, an offer valid past the start or too long, and a bad term', () => {
    expect(errorsOf({ startDate: today }).startDate).toMatch(/after today/);
    expect(errorsOf({ startDate: '2030-02-30' }).startDate).toMatch(/as a date/);
    expect(errorsOf({ unit0: 'AND-W07' }).startDate).toMatch(/free from/);
    expect(check({ unit0: 'AND-W07', startDate: '2030-08-01', validUntil: '2030-07-01' }).ok).toBe(true);
    expect(errorsOf({ validUntil: '2030-06-16' }).validUntil).toMatch(/at least until today/);
    expect(errorsOf({ validUntil: '2030-07-01' }).validUntil).toMatch(/before the start/);
    expect(errorsOf({ startDate: '2031-01-01', validUntil: '2030-12-01' }).validUntil).toMatch(/at most 90 days/);
    expect(errorsOf({ termMonths: '0' }).termMonths).toMatch(/at least one month/);
    expect(errorsOf({ termMonths: '6.5' }).termMonths).toMatch(/whole months/);
    expect(errorsOf({ termMonths: '61' }).termMonths).toMatch(/at most 60/);
  });

  it('keeps rent-free under the term, the deposit at most six months, and braces out of special terms', () => {
    expect(errorsOf({ termMonths: '1', rentFreeWeeks: '5' }).rentFreeWeeks).toMatch(/fewer than the term/);
    expect(errorsOf({ rentFreeWeeks: '-1' }).rentFreeWeeks).toBeDefined();
    expect(errorsOf({ deposit: '7200.01' }).deposit).toMatch(/at most 6 months/);
    expect(check({ deposit: '7200' }).ok).toBe(true);
    expect(check({ deposit: '0' }).ok).toBe(true);
    expect(errorsOf({ deposit: 'lots' }).deposit).toMatch(/in pounds/);
    expect(errorsOf({ specialTerms: 'Rent is {{rent}}' }).specialTerms).toMatch(/\{\{/);
    expect(errorsOf({ specialTerms: 'x'.repeat(2001) }).specialTerms).toMatch(/under 2000/);
    expect(errorsOf({ prospectEmail: 'not-an-email' }).prospectEmail).toBeDefined();
    expect(errorsOf({ prospectName: 'A' }).prospectName).toBeDefined();
  });
});

describe('the figures of a proposal', () => {
  it('values rent-free weeks as a year’s rent over 52 weeks and takes them off the contract value', () => {
    expect(rentFreeValueOf(130_000, 4)).toBe(120_000);
    expect(contractValueOf(130_000, 12, 4)).toBe(130_000 * 12 - 120_000);
    expect(contractValueOf(130_000, 12, 0)).toBe(1_560_000);
  });

  it('splits the deposit by rent, the pennies left on the first unit', () => {
    expect(allocateDeposit(100_001, [100, 100, 100])).toEqual([33_335, 33_333, 33_333]);
    expect(allocateDeposit(50_000, [30_000, 10_000])).toEqual([37_500, 12_500]);
    expect(allocateDeposit(0, [1, 2])).toEqual([0, 0]);
  });

  it('adds up two units: the first payment is the deposit and the first month less the rent-free credit, VAT on what is charged', () => {
    const result = checkProposal(proposalFormFrom(fields({ unit1: 'AND-W05', rentFreeWeeks: '2', deposit: '4000' })), { today, units: listing, depositMonths: () => 2 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const cost = proposalCostOf(result.terms, 20);
    expect(cost.monthlyRentPence).toBe(200_000);
    expect(cost.monthlyServiceChargePence).toBe(25_000);
    expect(cost.monthly).toMatchObject({ netPence: 225_000, vatPence: 45_000, totalPence: 270_000 });
    const [w04, w05] = cost.units;
    expect(w04!.rentFreePence).toBe(Math.round((120_000 * 12 * 2) / 52));
    expect(w04!.depositPence + w05!.depositPence).toBe(400_000);
    expect(w04!.dueTodayPence).toBe(w04!.depositPence + Math.round((120_000 - w04!.rentFreePence + 15_000) * 1.2));
    expect(cost.dueTodayPence).toBe(w04!.dueTodayPence + w05!.dueTodayPence);
    expect(cost.contractValuePence).toBe(contractValueOf(120_000, 12, 2) + contractValueOf(80_000, 12, 2));
  });

  it('never charges a negative first month when the credit is larger than a month', () => {
    const cost = proposalCostOf(
      { units: [{ ...unit(), rentPence: 120_000, discountReason: undefined }], termMonths: 24, rentFreeWeeks: 8, depositPence: 0 },
      20,
    );
    expect(cost.units[0]!.dueTodayPence).toBe(18_000);
  });
});

describe('a proposal’s status and link', () => {
  const sent = { validUntil: '2030-06-24', openedAt: null, signedAt: null, paidAt: null, withdrawnAt: null };
  it('reads sent, opened, signed, paid, expired and withdrawn from its moments', () => {
    const at = new Date('2030-06-18T10:00:00Z');
    expect(proposalStatusOf(sent, today)).toBe('sent');
    expect(proposalStatusOf({ ...sent, openedAt: at }, today)).toBe('opened');
    expect(proposalStatusOf({ ...sent, openedAt: at }, '2030-06-24')).toBe('opened');
    expect(proposalStatusOf({ ...sent, openedAt: at }, '2030-06-25')).toBe('expired');
    expect(proposalStatusOf({ ...sent, withdrawnAt: at }, today)).toBe('withdrawn');
    expect(proposalStatusOf({ ...sent, signedAt: at }, '2031-01-01')).toBe('signed');
    expect(proposalStatusOf({ ...sent, signedAt: at, paidAt: at }, today)).toBe('paid');
  });

  it('opens only while it may be signed, and may be withdrawn only then', () => {
    expect(proposalLinkState(sent, today)).toBe('open');
    expect(proposalLinkState(sent, '2030-06-25')).toBe('expired');
    expect(proposalLinkState({ ...sent, withdrawnAt: new Date() }, today)).toBe('withdrawn');
    expect(proposalLinkState({ ...sent, signedAt: new Date() }, today)).toBe('signed');
    expect(mayWithdraw(sent, today)).toBe(true);
    expect(mayWithdraw(sent, '2030-06-25')).toBe(false);
    expect(mayWithdraw({ ...sent, signedAt: new Date() }, today)).toBe(false);
  });

  it('puts the lead at offer when sent, whatever came before, except a won lead', () => {
    expect(leadStageWhenSent('new')).toBe('offer');
    expect(leadStageWhenSent('lost')).toBe('offer');
    expect(leadStageWhenSent('won')).toBe('won');
  });
});

describe('the licence a proposal is signed on', () => {
  const details: LicenceDetails = {
    tenantKind: 'company',
    tenantName: 'Analytical Engines Ltd',
    companyNumber: '01234567',
    addressLine1: '1 High Street',
    addressLine2: undefined,
    town: 'Andover',
    postcode: 'SP10 1AA',
    name: 'Ada Lovelace',
    role: 'Director',
    email: 'ada@example.co.uk',
    phone: '07700 900123',
    phoneCountry: 'GB',
    website: undefined,
  } as LicenceDetails;

  it('names every unit and the proposal’s figures, with the rent-free credit in the special terms', () => {
    const result = checkProposal(proposalFormFrom(fields({ unit1: 'AND-W05', rent1: '750', reason1: 'Second unit taken with the first' })), {
      today,
      units: listing,
      depositMonths: () => 2,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const cost = proposalCostOf(result.terms, 20);
    const values = proposalMergeValues(result.terms, cost, { licensor: 'Northlight Business Centres Ltd', centre: { name: 'Andover', address: '1 Road' }, permittedUse: 'Light industrial' }, details);
    expect(values.units).toBe('AND-W04, Workshop 4 (900 sq ft); AND-W05, Workshop 5 (900 sq ft)');
    expect(values.rent).toBe('£1,950.00 (£1,200.00 for AND-W04, £750.00 for AND-W05)');
    expect(values.deposit).toBe('£3,900.00');
    expect(values.notice).toBe('3 months');
    expect(values.term).toBe('12 months');
    expect(values.paymentDay).toBe('1st');
    expect(values.specialTerms).toContain('three-phase supply');
    expect(values.specialTerms).toContain('Rent-free: 4 weeks from the start');
    // The discount's reason is for managers, not the licence.
    expect(Object.values(values).join(' ')).not.toContain('Second unit taken');
    expect(proposalSpecialTerms({ ...result.terms, specialTerms: '', rentFreeWeeks: 0 }, cost)).toBe('None.');
  });
});
