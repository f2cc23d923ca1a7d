import { describe, expect, it } from 'vitest';
import { licenceStatusLabel } from './status';
import { collectionDayOf, licenceCostOf } from './costs';
import { detailsStepSchema, startStepSchema } from './flow-schema';
import { signatureProblems } from './signature';
import { licenceBlocks, licenceTemplateProblems, mergeLicence, type LicenceMergeValues } from './template';
import { centreWithAddress, unitDescription } from './offer';
import {
  defaultLicenceTypeSettings,
  depositMonthsOf,
  earliestStartDate,
  licenceFamilyOf,
  licenceSubjectOf,
  mayTakeOnline,
  membershipDesksOf,
  takeOnlineActionLabels,
} from './terms';

const workshop = {
  workspaceType: 'workshops' as const,
  status: 'available' as const,
  rent: 74,
  serviceCharge: 12,
  rateableValue: 9_000,
  termMonths: 12,
};

describe('which units may be taken online', () => {
  const today = '2026-11-28';
  const settings = defaultLicenceTypeSettings('workshops');

  it('allows a free business unit by its type default, never a room, a unit under offer or let', () => {
    expect(mayTakeOnline(workshop, settings, today)).toBe(true);
    expect(mayTakeOnline({ ...workshop, status: 'under-offer' }, settings, today)).toBe(false);
    expect(mayTakeOnline({ ...workshop, status: 'let' }, settings, today)).toBe(false);
    expect(licenceFamilyOf('meeting-rooms')).toBeUndefined();
    expect(mayTakeOnline({ ...workshop, workspaceType: 'meeting-rooms' }, { takeOnline: true, depositMonths: 0 }, today)).toBe(false);
  });

  it('lets the unit override its type either way', () => {
    expect(mayTakeOnline({ ...workshop, takeOnline: 'no' }, settings, today)).toBe(false);
    expect(mayTakeOnline({ ...workshop, takeOnline: 'yes' }, { takeOnline: false, depositMonths: 2 }, today)).toBe(true);
    expect(mayTakeOnline(workshop, { takeOnline: false, depositMonths: 2 }, today)).toBe(false);
  });

  it('takes a deposit of two months for units, none for memberships, the unit’s own when set', () => {
    expect(depositMonthsOf(workshop, settings)).toBe(2);
    expect(defaultLicenceTypeSettings('coworking-spaces').depositMonths).toBe(0);
    expect(depositMonthsOf({ ...workshop, depositMonths: 1 }, settings)).toBe(1);
    expect(depositMonthsOf({ ...workshop, depositMonths: 40 }, settings)).toBe(6);
  });

  it('starts no earlier than the notice allows, nor before the unit is free', () => {
    expect(earliestStartDate(workshop, today, 2)).toBe('2026-11-30');
    expect(earliestStartDate({ ...workshop, status: 'available-from', availableFrom: '2027-01-15' }, today, 2)).toBe(
      '2027-01-15',
    );
  });
});

describe('what taking a unit costs', () => {
  it('turns weekly rent monthly, adds VAT once, and asks the deposit and the first month today', () => {
    const cost = licenceCostOf(workshop, { vatRatePercent: 20, depositMonths: 2, termMonths: 12 })!;
    // £74 a week is £320.67 a month (× 52 / 12); £12 a week service charge is £52.00.
    expect(cost.rentPence).toBe(32_067);
    expect(cost.serviceChargePence).toBe(5_200);
    expect(cost.monthly).toEqual({ netPence: 37_267, vatPence: 7_453, totalPence: 44_720, vatRatePercent: 20 });
    expect(cost.depositPence).toBe(64_134);
    expect(cost.dueTodayPence).toBe(64_134 + 44_720);
    expect(cost.contractValuePence).toBe(37_267 * 12);
    expect(cost.rates.kind).toBe('estimated');
  });

  it('collects later months on the start’s day, at most the 28th', () => {
    expect(collectionDayOf('2027-01-15')).toBe(15);
    expect(collectionDayOf('2027-01-31')).toBe(28);
  });
});

const values: LicenceMergeValues = {
  licensor: 'Northlight Business Centres Ltd',
  tenant: 'Acme Joinery Ltd',
  tenantKind: 'Limited company',
  companyNumber: '01234567',
  registeredAddress: '1 High Street, Andover, SP10 1AA',
  signatory: 'Ada Lovelace',
  signatoryRole: 'Director',
  signatoryEmail: 'ada@example.co.uk',
  units: 'AND-W04, Workshop 4 (600 sq ft)',
  centre: 'Northlight Andover',
  start: '1 December 2026',
  term: '12 months',
  rent: '£320.67',
  serviceCharge: '£52.00',
  monthlyTotal: '£447.20',
  deposit: '£641.34',
  notice: '1 month',
  permittedUse: 'Light industrial',
  specialTerms: 'None',
  paymentDay: '1st',
};

const template = `# Licence

This licence is between {{licensor}} and {{tenant}} for {{units}} at {{centre}}, from {{start}} for {{term}}.

# Rent

The rent is {{rent}} a month, plus VAT. ${'Clause text. '.repeat(20)}`;

describe('licence templates', () => {
  it('accepts a template naming the fields a licence needs', () => {
    expect(licenceTemplateProblems(template)).toEqual([]);
  });

  it('refuses unknown fields, open braces and a missing rent', () => {
    const problems = licenceTemplateProblems(`${template.replace('{{rent}}', '{{rnet}}')} {{tenant`);
    expect(problems.join(' ')).toContain('Unknown merge field: {{rnet}}');
    expect(problems.join(' ')).toContain('not closed');
    expect(problems.join(' ')).toContain('must name {{rent}}');
  });

  it('merges every field and splits headings from paragraphs', () => {
    const text = mergeLicence(template, values);
    expect(text).toContain('between Northlight Business Centres Ltd and Acme Joinery Ltd for AND-W04');
    expect(text).not.toContain('{{');
    const blocks = licenceBlocks(text);
    expect(blocks[0]).toEqual({ kind: 'heading', text: 'Licence' });
    expect(blocks[1]?.kind).toBe('paragraph');
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual(['Licence', 'Rent']);
  });
});

describe('coworking memberships', () => {
  const floor = { reference: 'AND-CW01', name: 'Coworking floor', sizeSqFt: 1200, capacity: 12, workspaceType: 'coworking-spaces' } as const;

  it('let one desk of a floor, limited by its desks; other spaces are let whole', () => {
    expect(licenceSubjectOf('coworking-spaces')).toBe('desk');
    expect(membershipDesksOf(floor)).toBe(12);
    expect(membershipDesksOf({ workspaceType: 'office-spaces', capacity: 4 })).toBeUndefined();
    expect(membershipDesksOf({ workspaceType: 'workshops' })).toBeUndefined();
    expect(unitDescription(floor)).toBe('a desk on AND-CW01, Coworking floor (1,200 sq ft, 12 desks)');
    expect(unitDescription({ ...floor, reference: 'AND-O02', name: 'Office 2', capacity: 4, workspaceType: 'office-spaces' })).toBe(
      'AND-O02, Office 2 (1,200 sq ft, 4 desks)',
    );
  });

  it('name the action after what is taken', () => {
    expect(takeOnlineActionLabels[licenceSubjectOf('workshops')]).toBe('Take this unit online');
    expect(takeOnlineActionLabels[licenceSubjectOf('office-spaces')]).toBe('Take this office online');
    expect(takeOnlineActionLabels[licenceSubjectOf('coworking-spaces')]).toBe('Take a desk here online');
  });
});

describe('the centre in the licence', () => {
  it('names the centre once, whether or not its address starts with its name', () => {
    expect(centreWithAddress({ name: 'Northlight Andover', address: 'Northlight Andover, 4 Kestrel Mill Way, Andover, SP10 3NL' })).toBe(
      'Northlight Andover, 4 Kestrel Mill Way, Andover, SP10 3NL',
    );
    expect(centreWithAddress({ name: 'Northlight Exeter', address: '2 Quay Road, Exeter, EX2 4AN' })).toBe(
      'Northlight Exeter, 2 Quay Road, Exeter, EX2 4AN',
    );
  });
});

describe('the steps’ input', () => {
  it('keeps the start date within its bounds', () => {
    const schema = startStepSchema({ earliest: '2026-12-01', latest: '2027-03-31' });
    expect(schema.safeParse({ unit: 'AND-W04', startDate: '2026-12-01' }).success).toBe(true);
    expect(schema.safeParse({ unit: 'AND-W04', startDate: '2026-11-30' }).error?.issues[0]?.message).toBe(
      'The earliest start is 1 December 2026.',
    );
    expect(schema.safeParse({ unit: 'AND-W04', startDate: '2026-02-30' }).success).toBe(false);
  });

  it('checks the company number and postcode formats, and bounds every string', () => {
    const base = {
      tenantKind: 'company',
      tenantName: 'Acme Joinery Ltd',
      addressLine1: '1 High Street',
      town: 'Andover',
      postcode: 'sp101aa',
      name: 'Ada Lovelace',
      role: 'Director',
      email: 'ada@example.co.uk',
      phone: '07700 900123',
      phoneCountry: 'GB',
    };
    const ok = detailsStepSchema.parse({ ...base, companyNumber: '0123 4567' });
    expect(ok.postcode).toBe('SP10 1AA');
    expect(ok.companyNumber).toBe('01234567');
    expect(detailsStepSchema.safeParse({ ...base, companyNumber: '123' }).success).toBe(false);
    expect(detailsStepSchema.safeParse({ ...base, postcode: 'not a postcode' }).success).toBe(false);
    expect(detailsStepSchema.safeParse({ ...base, tenantName: 'x'.repeat(400) }).success).toBe(false);
  });
});

describe('the signature', () => {
  it('needs the signatory’s own name, typed, and the tick', () => {
    expect(signatureProblems({ typedName: 'ada  lovelace', agreed: true, signatoryName: 'Ada Lovelace' })).toEqual({});
    expect(signatureProblems({ typedName: 'Bob', agreed: true, signatoryName: 'Ada Lovelace' }).typedName).toContain(
      'Ada Lovelace',
    );
    expect(signatureProblems({ typedName: '', agreed: false, signatoryName: 'Ada Lovelace' })).toEqual({
      typedName: 'Type your full name to sign.',
      agreed: 'Tick to confirm you agree to the licence and sign it.',
    });
  });
});

describe('a licence’s status in words', () => {
  it('names the unit for a unit and the desk for a membership', () => {
    expect(licenceStatusLabel({ status: 'held', desks: null })).toBe('Signed: unit held, awaiting payment');
    expect(licenceStatusLabel({ status: 'held', desks: 4 })).toBe('Signed: desk held, awaiting payment');
    expect(licenceStatusLabel({ status: 'expired', desks: 4 })).toBe('Lapsed: not paid in time, desk freed');
    expect(licenceStatusLabel({ status: 'let', desks: 4 })).toBe('Let');
  });
});
