import { describe, expect, it } from 'vitest';
import { workspaceTypes } from './workspace-types';

function expectUnique(values: readonly (string | number)[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('workspace types', () => {
  it('are the spec’s 15 types with ids 1 to 15 in order', () => {
    expect(workspaceTypes.map((type) => type.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(workspaceTypes.map((type) => type.label)).toEqual([
      'Workshops',
      'Retail spaces',
      'Storage spaces',
      'Studios',
      'Gyms',
      'Dog grooming',
      'Cafés',
      'Tech labs',
      'Training centres',
      'Distribution centres',
      'Repair shops',
      'Office space',
      'Meeting rooms',
      'Virtual office',
      'Coworking spaces',
    ]);
  });

  it('have unique slugs and icons', () => {
    expectUnique(workspaceTypes.map((type) => type.slug));
    expectUnique(workspaceTypes.map((type) => type.icon));
  });

  it('are split into 11 business units and 4 serviced workspace types', () => {
    expect(workspaceTypes.filter((type) => type.family === 'business-units')).toHaveLength(11);
    expect(
      workspaceTypes.filter((type) => type.family === 'serviced-workspace').map((type) => type.slug),
    ).toEqual(['office-spaces', 'meeting-rooms', 'virtual-offices', 'coworking-spaces']);
  });
});
