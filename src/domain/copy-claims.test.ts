import { describe, expect, it } from 'vitest';
import {
  capacityClaimProblems,
  centreWithMostListedArea,
  claimsLargest,
  claimsRentIncludesServiceCharge,
  countClaimProblems,
  powerClaimProblems,
  sizeClaimProblems,
  workspaceTypesNamedIn,
} from './copy-claims';

describe('claims in centre copy', () => {
  it('reads the types a summary names, telling repair workshops, amenities and office blocks apart', () => {
    expect(workspaceTypesNamedIn('Training rooms, repair workshops and serviced space.')).toEqual([
      'repair-shops',
      'training-centres',
    ]);
    expect(workspaceTypesNamedIn('Offices, labs and studios, with a lounge, café and gym.')).toEqual([
      'studios',
      'tech-labs',
      'office-spaces',
    ]);
    expect(workspaceTypesNamedIn('Workshops and a busy café unit, with a small office block.')).toEqual([
      'workshops',
      'cafes',
    ]);
    expect(workspaceTypesNamedIn('Meeting rooms, virtual offices and coworking desks.')).toEqual([
      'meeting-rooms',
      'coworking-spaces',
      'virtual-offices',
    ]);
  });

  it('finds the centre with the most floor area listed, leaving let units out', () => {
    const units = [
      { centre: 'a', sizeSqFt: 500, status: 'available' },
      { centre: 'a', sizeSqFt: 600, status: 'under-offer' },
      { centre: 'b', sizeSqFt: 1000, status: 'available' },
      { centre: 'b', sizeSqFt: 5000, status: 'let' },
    ];
    expect(centreWithMostListedArea(units)).toBe('a');
    expect(centreWithMostListedArea([])).toBeUndefined();
    expect(claimsLargest('Our largest centre')).toBe(true);
    expect(claimsLargest('A large yard')).toBe(false);
  });
});

describe('the rent and the service charge', () => {
  it('catches copy that puts the service charge inside the rent', () => {
    expect(
      claimsRentIncludesServiceCharge(
        'One licence and one rent cover the unit, service charge and buildings insurance.',
      ),
    ).toBe(true);
    expect(claimsRentIncludesServiceCharge('The rent includes the service charge.')).toBe(true);
    expect(claimsRentIncludesServiceCharge('Service charge is included in the rent.')).toBe(true);
  });

  it('lets copy say that one bill carries both, or that serviced space includes them', () => {
    expect(
      claimsRentIncludesServiceCharge(
        'One licence covers the unit, and one monthly bill its rent and service charge.',
      ),
    ).toBe(false);
    expect(claimsRentIncludesServiceCharge('The rent. The service charge is listed on each unit.')).toBe(
      false,
    );
    expect(
      claimsRentIncludesServiceCharge(
        'Rates, service charge, cleaning and reception are all in one monthly price.',
      ),
    ).toBe(false);
  });
});

describe('a workspace type’s claims against its listed units', () => {
  const unit = (sizeSqFt: number, power?: string, capacity?: number) => ({
    sizeSqFt,
    ...(capacity ? { capacity } : {}),
    facts: power ? { power } : {},
  });

  it('holds a typed size range to every listed unit', () => {
    expect(sizeClaimProblems('250 to 2,500 sq ft, with mezzanines', [unit(200), unit(2350)])).toEqual([
      'This says 250 to 2,500 sq ft, but the units listed are 200 to 2,350 sq ft. Give a range that holds them.',
    ]);
    expect(sizeClaimProblems('200 to 2,500 sq ft', [unit(200), unit(2350)])).toEqual([]);
    expect(sizeClaimProblems('35 sq ft lock-ups to 1,000 sq ft drive-in bays', [unit(50), unit(380)])).toEqual([]);
    expect(sizeClaimProblems('Roller doors', [unit(50)])).toEqual([]);
  });

  it('holds the power to what the units list', () => {
    const threePhase = [unit(200, 'Three-phase, 63 A'), unit(300, 'Three-phase, 63 A')];
    expect(powerClaimProblems('Single-phase as standard; three-phase 32 A in most units', threePhase)).toEqual([
      'This says single-phase as standard, but units listed have three-phase power. Say what the units have.',
      'This says 32 A, but no unit listed has a 32 A supply (they list 63 A).',
    ]);
    expect(powerClaimProblems('Single-phase with extra sockets', threePhase)).toEqual([
      'Every unit listed has three-phase power, and this does not say so.',
    ]);
    expect(powerClaimProblems('Three-phase 63 A as standard', threePhase)).toEqual([]);
    // Prose may name another phase on request; a claim with no unit power to check passes.
    expect(powerClaimProblems('Three-phase for kilns on request', [unit(300, 'Single-phase')], { prose: true })).toEqual([]);
    expect(powerClaimProblems('Single-phase as standard', [unit(300)])).toEqual([]);
  });

  it('holds a range of people to the capacities listed', () => {
    expect(capacityClaimProblems('Classrooms for 10 to 40', [unit(600, undefined, 18), unit(1450, undefined, 44)])).toEqual([
      'This says 10 to 40, but the units listed take 18 to 44. Give a range that holds them.',
    ]);
    expect(capacityClaimProblems('Suites seating 15 to 45', [unit(600, undefined, 18), unit(1450, undefined, 44)])).toEqual([]);
  });

  it('asks a count above the listings to say where the others are', () => {
    expect(countClaimProblems('Over 10,000 meeting rooms bookable by the hour.', 'meeting-rooms', 59)).toEqual([
      'This says 10,000, but 59 are listed at our centres. Say in the same sentence where the others are (our partner network), or give no number.',
    ]);
    expect(
      countClaimProblems('Over 10,000 meeting rooms, most in partner business centres across the UK.', 'meeting-rooms', 59),
    ).toEqual([]);
    expect(countClaimProblems('Rooms for 2 to 40 people.', 'meeting-rooms', 59)).toEqual([]);
    expect(countClaimProblems('Over 40 workshops to choose from.', 'workshops', 61)).toEqual([]);
  });
});
