import { z } from 'zod';
import { placeIconNames } from './place-icons';

/*
 * Centre features, ids 2 to 33. The spec names 25 of them without their ids; we numbered those in
 * the spec's order (2 to 26) and added seven that our centres commonly have (27 to 33).
 */
export const centreFeatureSchema = z.object({
  id: z.number().int().min(2).max(33),
  text: z.string().min(3).max(40),
  icon: z.enum(placeIconNames),
});
export type CentreFeature = z.infer<typeof centreFeatureSchema>;

export const centreFeatures: readonly CentreFeature[] = z
  .array(centreFeatureSchema)
  .length(32)
  .refine((list) => new Set(list.map((feature) => feature.id)).size === list.length, 'Duplicate feature id')
  .parse([
    { id: 2, text: '24-hour CCTV', icon: 'camera' },
    { id: 3, text: 'Airport location', icon: 'plane' },
    { id: 4, text: 'Break-out areas', icon: 'sofa' },
    { id: 5, text: 'Business lounge', icon: 'sofa' },
    { id: 6, text: 'Business park location', icon: 'building' },
    { id: 7, text: 'City or town centre', icon: 'building' },
    { id: 8, text: 'Day care', icon: 'child' },
    { id: 9, text: 'Disabled facilities', icon: 'accessible' },
    { id: 10, text: 'Elevator', icon: 'lift' },
    { id: 11, text: 'Gym and fitness room', icon: 'dumbbell' },
    { id: 12, text: 'Lounge area', icon: 'sofa' },
    { id: 13, text: 'Major transport links', icon: 'train' },
    { id: 14, text: 'Meeting rooms', icon: 'table' },
    { id: 15, text: 'On-site lunch restaurant', icon: 'utensils' },
    { id: 16, text: 'Sandwich and coffee bar', icon: 'coffee' },
    { id: 17, text: 'Outside seating', icon: 'tree' },
    { id: 18, text: 'Parking', icon: 'parking' },
    { id: 19, text: 'Raised floors', icon: 'layers' },
    { id: 20, text: 'Sandwich service', icon: 'utensils' },
    { id: 21, text: 'Secure underground parking', icon: 'parking' },
    { id: 22, text: 'Showers', icon: 'shower' },
    { id: 23, text: 'Suspended ceilings', icon: 'layers' },
    { id: 24, text: 'Vending machines', icon: 'box' },
    { id: 25, text: 'Bicycle storage', icon: 'bike' },
    { id: 26, text: 'On-site dry cleaning', icon: 'shirt' },
    { id: 27, text: 'Air conditioning', icon: 'snowflake' },
    { id: 28, text: 'Staffed reception', icon: 'desk' },
    { id: 29, text: 'Mail handling', icon: 'mail' },
    { id: 30, text: 'Electric vehicle charging', icon: 'plug' },
    { id: 31, text: 'Loading bays', icon: 'truck' },
    { id: 32, text: 'Three-phase power', icon: 'bolt' },
    { id: 33, text: 'Kitchen facilities', icon: 'utensils' },
  ]);

const byId = new Map(centreFeatures.map((feature) => [feature.id, feature]));

export function isCentreFeatureId(id: number): boolean {
  return byId.has(id);
}

export function getCentreFeature(id: number): CentreFeature {
  const feature = byId.get(id);
  if (!feature) throw new Error(`Unknown centre feature id: ${id}`);
  return feature;
}
