/*
 * Names of the small line icons used for centre amenities and features. The drawings live in
 * src/features/locations/place-icon.tsx; content only names them, so it stays free of React.
 */
export const placeIconNames = [
  'volume',
  'parking',
  'wifi',
  'coffee',
  'shield',
  'truck',
  'wrench',
  'clock',
  'camera',
  'plane',
  'sofa',
  'building',
  'child',
  'accessible',
  'lift',
  'dumbbell',
  'train',
  'table',
  'utensils',
  'tree',
  'layers',
  'shower',
  'bike',
  'shirt',
  'snowflake',
  'desk',
  'mail',
  'plug',
  'box',
  'bolt',
] as const;
export type PlaceIconName = (typeof placeIconNames)[number];
