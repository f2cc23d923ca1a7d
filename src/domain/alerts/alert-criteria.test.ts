import { describe, expect, it } from 'vitest';
import {
  alertRequestSchema,
  availabilityEpisode,
  describeAlert,
  monthlyRentPounds,
  unitMatchesAlert,
  type AlertCriteria,
} from './alert-criteria';

const workshop = { workspaceType: 'workshops', centre: 'exeter', sizeSqFt: 800, rent: 100 } as const;
const criteria: AlertCriteria = { workspaceType: 'workshops', centres: ['exeter', 'andover'] };

describe('unitMatchesAlert', () => {
  it('matches on type and centre', () => {
    expect(unitMatchesAlert(criteria, workshop)).toBe(true);
    expect(unitMatchesAlert(criteria, { ...workshop, workspaceType: 'storage-spaces' })).toBe(false);
    expect(unitMatchesAlert(criteria, { ...workshop, centre: 'luton' })).toBe(false);
  });

  it('keeps to the size range, bounds included', () => {
    const sized = { ...criteria, minSqFt: 500, maxSqFt: 800 };
    expect(unitMatchesAlert(sized, workshop)).toBe(true);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 500 })).toBe(true);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 499 })).toBe(false);
    expect(unitMatchesAlert(sized, { ...workshop, sizeSqFt: 801 })).toBe(false);
    expect(unitMatchesAlert({ ...criteria, minSqFt: 900 }, workshop)).toBe(false);
    expect(unitMatchesAlert({ ...criteria, maxSqFt: 900 }, workshop)).toBe(true);
  });

  it('compares a weekly rent with a monthly budget at 52/12 weeks a month', () => {
    // £100 a week is £433.33 a month.
    expect(monthlyRentPounds(workshop)).toBe(433.33);
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 434 }, workshop)).toBe(true);
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 433 }, workshop)).toBe(false);
    // A weekly rent under the budget read as a monthly one would wrongly pass: £400 > £100.
    expect(unitMatchesAlert({ ...criteria, maxMonthlyPounds: 400 }, workshop)).toBe(false);
  });

  it('takes monthly rents (offices, coworking desks) as they are', () => {
    const office = { workspaceType: 'office-spaces', centre: 'exeter', sizeSqFt: 200, rent: 520 } as const;
    const offices: AlertCriteria = { workspaceType: 'office-spaces', centres: ['exeter'] };
    expect(monthlyRentPounds(office)).toBe(520);
    expect(unitMatchesAlert({ ...offices, maxMonthlyPounds: 520 }, office)).toBe(true);
    expect(unitMatchesAlert({ ...offices, maxMonthlyPounds: 519 }, office)).toBe(false);
    expect(monthlyRentPounds({ workspaceType: 'coworking-spaces', rent: 89 })).toBe(89);
    expect(monthlyRentPounds({ workspaceType: 'meeting-rooms', rent: 19 })).toBeUndefined();
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
    expect(parsed).toMatchObject({ minSqFt: undefined, maxSqFt: 1000, maxMonthlyPounds: 1200, email: 'ada@example.co.uk' });
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
    const names = { type: () => 'Workshops', town: (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1) };
    expect(describeAlert({ ...criteria, minSqFt: 500, maxSqFt: 1000, maxMonthlyPounds: 1200 }, names)).toBe(
      'Workshops at Exeter or Andover, 500 to 1,000 sq ft, up to £1,200 a month + VAT',
    );
  });

  it('names an episode by status, free-from date and publishing day', () => {
    expect(availabilityEpisode({ status: 'available' }, '2026-11-26')).toBe('available:now:2026-11-26');
    expect(availabilityEpisode({ status: 'available-from', availableFrom: '2027-01-01' }, '2026-11-26')).toBe(
      'available-from:2027-01-01:2026-11-26',
    );
  });
});
