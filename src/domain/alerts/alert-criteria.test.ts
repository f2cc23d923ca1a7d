import { describe, expect, it } from 'vitest';
import {
  alertRequestSchema,
  availabilityEpisode,
  describeAlert,
  isOfferedForAlerts,
  unitMatchesAlert,
  type AlertCriteria,
} from './alert-criteria';

const workshop = { workspaceType: 'workshops', centre: 'exeter', sizeSqFt: 800, rent: 100 } as const;
const criteria: AlertCriteria = { workspaceType: 'workshops', centres: ['exeter', 'andover'] };
const terms = { vatRatePercent: 20 };

describe('unitMatchesAlert', () => {
  it('matches on type and centre', () => {
    expect(unitMatchesAlert(criteria, workshop, terms)).toBe(true);
    expect(unitMatchesAlert(criteria, { ...workshop, workspaceType: 'storage-spaces' }, terms)).toBe(false);
    expect(unitMatchesAlert(criteria, { ...workshop, centre: 'luton' }, terms)).toBe(false);
  });

  it('keeps to the size range, bounds included', () => {
    const sized = { ...criteria, minSqFt: 500, maxSqFt: 800 };
    expect(unitMatchesAlert(sized, workshop, terms)).toBe(true);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 500 }, terms)).toBe(true);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 499 }, terms)).toBe(false);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 801 }, terms)).toBe(false);
    expect(unitMatchesAlert({ ...criteria, minSqFt: 900 }, workshop, terms)).toBe(false);
    expect(unitMatchesAlert({ ...criteria, maxSqFt: 900 }, workshop, terms)).toBe(true);
  });

  it('compares the whole monthly cost with the budget, as the /units filter does', () => {
    // £100 a week is £433.33 a month; with 20 % VAT £520.00.
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 520 }, workshop, terms)).toBe(true);
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 519 }, workshop, terms)).toBe(false);
    // A weekly rent read as a monthly one would wrongly pass: £400 > £100.
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 400 }, workshop, terms)).toBe(false);
    // A service charge and rates count too: £10 a week more is £52 a month with VAT, and a £10,000
    // rateable value at 43.2p is £360 a month of rates, before any relief.
    const charged = { ...workshop, serviceCharge: 10 };
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 572 }, charged, terms)).toBe(true);
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 571 }, charged, terms)).toBe(false);
    const rated = { ...workshop, rateableValue: 10_000 };
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 880 }, rated, terms)).toBe(true);
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 879 }, rated, terms)).toBe(false);
  });

  it('takes a monthly rent (an office) as it is, with its VAT', () => {
    const office = { workspaceType: 'office-spaces', centre: 'exeter', sizeSqFt: 200, rent: 520 } as const;
    const offices: AlertCriteria = { workspaceType: 'office-spaces', centres: ['exeter'] };
    // £520 a month + 20 % VAT = £624 all in.
    expect(unitMatchesAlert({ ...offices, maxMonthlyPounds: 624 }, office, terms)).toBe(true);
    expect(unitMatchesAlert({ ...offices, maxMonthlyPounds: 623 }, office, terms)).toBe(false);
  });
});

describe('alertRequestSchema', () => {
  const valid = {
    workspaceType: 'workshops',
    centres: ['exeter'],
    minSqFt: '',
    maxSqFt: '1000',
    maxMonthlyPounds: ' 1200 ',
    email: ' ada@example.co.uk ',
    consent: 'yes',
  };

  it('reads empty optional fields as absent and numbers from strings', () => {
    const parsed = alertRequestSchema.parse(valid);
    expect(parsed).toMatchObject({
      minSqFt: undefined,
      maxSqFt: 1000,
      maxMonthlyPounds: 1200,
      email: 'ada@example.co.uk',
    });
  });

  it('refuses what it cannot store or honour', () => {
    const issues = (input: Record<string, unknown>) =>
      alertRequestSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ workspaceType: 'meeting-rooms' })).toEqual(['workspaceType']);
    expect(issues({ centres: [] })).toEqual(['centres']);
    expect(issues({ centres: ['atlantis'] })).toEqual(['centres.0']);
    expect(issues({ minSqFt: '2000' })).toEqual(['maxSqFt']);
    expect(issues({ maxMonthlyPounds: '12.5' })).toEqual(['maxMonthlyPounds']);
    expect(issues({ maxSqFt: '9'.repeat(13) })).toEqual(['maxSqFt']);
    expect(issues({ email: `${'a'.repeat(250)}@example.co.uk` })).toEqual(['email']);
    expect(issues({ consent: undefined })).toEqual(['consent']);
  });
});

describe('describeAlert and episodes', () => {
  it('says the criteria in one line', () => {
    const names = {
      type: () => 'Workshops',
      town: (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1),
    };
    expect(describeAlert({ ...criteria, minSqFt: 500, maxSqFt: 1000, maxMonthlyPounds: 1200 }, names)).toBe(
      'Workshops at Exeter or Andover, 500 to 1,000 sq ft, up to £1,200 a month all in',
    );
  });

  it('names an episode by status, free-from date and publishing day', () => {
    expect(availabilityEpisode({ status: 'available' }, '2026-11-26')).toBe('available:now:2026-11-26');
    expect(availabilityEpisode({ status: 'available-from', availableFrom: '2027-01-01' }, '2026-11-26')).toBe(
      'available-from:2027-01-01:2026-11-26',
    );
  });
});

describe('isOfferedForAlerts', () => {
  it('alerts for a unit free now or from a date, never for one under offer (a licence holds it) or let', () => {
    expect(isOfferedForAlerts({ status: 'available' })).toBe(true);
    expect(isOfferedForAlerts({ status: 'available-from' })).toBe(true);
    expect(isOfferedForAlerts({ status: 'under-offer' })).toBe(false);
    expect(isOfferedForAlerts({ status: 'let' })).toBe(false);
    expect(isOfferedForAlerts(undefined)).toBe(false);
  });
});
