import { z } from 'zod';
import { placeIconNames } from './place-icons';

/*
 * Location amenities of the spec (id, text, icon). The ids are the spec's, including the gap:
 * parking is 19, not 2.
 */
export const amenitySchema = z.object({
  id: z.number().int().positive(),
  text: z.string().min(3).max(40),
  icon: z.enum(placeIconNames),
});
export type Amenity = z.infer<typeof amenitySchema>;

export const amenities: readonly Amenity[] = z
  .array(amenitySchema)
  .refine((list) => new Set(list.map((amenity) => amenity.id)).size === list.length, 'Duplicate amenity id')
  .parse([
    { id: 1, text: 'No noise restrictions', icon: 'volume' },
    { id: 19, text: 'Parking', icon: 'parking' },
    { id: 3, text: 'Plug-and-play WiFi and IT', icon: 'wifi' },
    { id: 4, text: 'On-site café', icon: 'coffee' },
    { id: 5, text: 'Security', icon: 'shield' },
    { id: 6, text: 'Vehicular access', icon: 'truck' },
    { id: 7, text: 'Maintenance', icon: 'wrench' },
    { id: 8, text: '24/7 access', icon: 'clock' },
  ]);

export const amenityIds = amenities.map((amenity) => amenity.id);

const byId = new Map(amenities.map((amenity) => [amenity.id, amenity]));

export function isAmenityId(id: number): boolean {
  return byId.has(id);
}

export function getAmenity(id: number): Amenity {
  const amenity = byId.get(id);
  if (!amenity) throw new Error(`Unknown amenity id: ${id}`);
  return amenity;
}
