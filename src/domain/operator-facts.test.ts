import { describe, expect, it } from 'vitest';
import { operatorFacts } from './operator-facts';

describe('Northlight in numbers', () => {
  it('counts the data it is given, each fact linked to the list it counts', () => {
    const facts = operatorFacts({
      centres: [{ amenityIds: [1, 8] }, { amenityIds: [8] }, { amenityIds: [19] }],
      listedUnits: 1204,
      bookableRooms: 17,
    });
    expect(facts).toEqual([
      { id: 'centres', figure: '3', label: 'towns with a Northlight centre', href: '/locations' },
      {
        id: 'units',
        figure: '1,204',
        label: 'spaces listed here with their size and rent',
        href: '/workspaces',
      },
      { id: 'rooms', figure: '17', label: 'meeting rooms at our own centres to book online', href: '/book' },
      { id: 'all-hours', figure: '2', label: 'centres with 24/7 access', href: '/locations' },
    ]);
  });

  it('speaks in the singular for one, and leaves out a count of zero', () => {
    const facts = operatorFacts({ centres: [{ amenityIds: [8] }], listedUnits: 1, bookableRooms: 0 });
    expect(facts.map((fact) => `${fact.figure} ${fact.label}`)).toEqual([
      '1 town with a Northlight centre',
      '1 space listed here with its size and rent',
      '1 centre with 24/7 access',
    ]);
    expect(operatorFacts({ centres: [], listedUnits: 0, bookableRooms: 0 })).toEqual([]);
  });
});
