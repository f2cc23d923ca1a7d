import { describe, expect, it } from 'vitest';
import {
  centreWithMostListedArea,
  claimsLargest,
  claimsRentIncludesServiceCharge,
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
