import { z } from 'zod';
import { workspaceTypeSlugs, type WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * The 15 workspace types of the spec (ids and labels are requirements) and their two families.
 * Slugs are the URL segments under /workspaces. Product copy for each type lives in products.ts.
 */

export const workspaceFamilies = ['business-units', 'serviced-workspace'] as const;
export type WorkspaceFamily = (typeof workspaceFamilies)[number];

export const familyLabels: Record<WorkspaceFamily, string> = {
  'business-units': 'Business units',
  'serviced-workspace': 'Serviced workspace',
};

export { isWorkspaceTypeSlug, workspaceTypeSlugs, type WorkspaceTypeSlug } from './workspace-type-slugs';

export const workspaceTypeSchema = z.object({
  id: z.number().int().min(1).max(15),
  slug: z.enum(workspaceTypeSlugs),
  label: z.string().min(2).max(40),
  /** Singular or short form for sentences and form options. */
  shortLabel: z.string().min(2).max(40),
  icon: z.string().regex(/^[a-z-]+$/),
  family: z.enum(workspaceFamilies),
  /** Page title without the brand suffix. */
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(70).max(160),
});
export type WorkspaceType = z.infer<typeof workspaceTypeSchema>;

export const workspaceTypes: readonly WorkspaceType[] = z.array(workspaceTypeSchema).parse([
  {
    id: 1,
    slug: 'workshops',
    label: 'Workshops',
    shortLabel: 'Workshop',
    icon: 'workshop',
    family: 'business-units',
    metaTitle: 'Workshops to rent from {price} a week',
    metaDescription:
      'Flexible workshop units with roller doors, three-phase power and 24/7 access in {centresOffering} towns. Move in fast on simple terms. From {price} per week.',
  },
  {
    id: 2,
    slug: 'retail-spaces',
    label: 'Retail spaces',
    shortLabel: 'Retail space',
    icon: 'retail',
    family: 'business-units',
    metaTitle: 'Retail units to rent on flexible terms',
    metaDescription:
      'Small retail and trade-counter units with glazed frontage, signage and customer parking by the door, at {centresOffering} Northlight centres.',
  },
  {
    id: 3,
    slug: 'storage-spaces',
    label: 'Storage spaces',
    shortLabel: 'Storage space',
    icon: 'storage',
    family: 'business-units',
    metaTitle: 'Storage units for business',
    metaDescription:
      'Secure, dry business storage units from small lock-ups to drive-in bays, with 24/7 access and CCTV at Northlight centres.',
  },
  {
    id: 4,
    slug: 'studios',
    label: 'Studios',
    shortLabel: 'Studio',
    icon: 'studio',
    family: 'business-units',
    metaTitle: 'Studio space to rent for makers and creatives',
    metaDescription:
      'Light, quiet studios for photographers, makers, designers and small producers, on flexible terms at Northlight centres.',
  },
  {
    id: 5,
    slug: 'gyms',
    label: 'Gyms',
    shortLabel: 'Gym',
    icon: 'gym',
    family: 'business-units',
    metaTitle: 'Gym and fitness studio units to rent',
    metaDescription:
      'Ground-floor units with no noise restrictions, high ceilings and parking for members, for personal trainers, boxing clubs and fitness studios.',
  },
  {
    id: 6,
    slug: 'dog-groomings',
    label: 'Dog grooming',
    shortLabel: 'Dog grooming unit',
    icon: 'dog-grooming',
    family: 'business-units',
    metaTitle: 'Dog grooming units to rent',
    metaDescription:
      'Ground-floor units with water, drainage and parking at the door, ready for a dog grooming salon, on flexible terms.',
  },
  {
    id: 7,
    slug: 'cafes',
    label: 'Cafés',
    shortLabel: 'Café',
    icon: 'cafe',
    family: 'business-units',
    metaTitle: 'Café units to rent at busy business centres',
    metaDescription:
      'Café and food units with a captive audience of tenants, extraction-ready shells and flexible terms at Northlight centres.',
  },
  {
    id: 8,
    slug: 'tech-labs',
    label: 'Tech labs',
    shortLabel: 'Tech lab',
    icon: 'tech-lab',
    family: 'business-units',
    metaTitle: 'Tech lab space for hardware and R&D teams',
    metaDescription:
      'Secure lab units with robust power, fast fibre and raised floors for hardware, electronics and R&D teams.',
  },
  {
    id: 9,
    slug: 'training-centres',
    label: 'Training centres',
    shortLabel: 'Training centre',
    icon: 'training',
    family: 'business-units',
    metaTitle: 'Training centre space to rent',
    metaDescription:
      'Rooms and units for courses, assessments and academies, with parking, breakout space and easy access, at {centresOffering} Northlight centres.',
  },
  {
    id: 10,
    slug: 'distribution-centres',
    label: 'Distribution centres',
    shortLabel: 'Distribution centre',
    icon: 'distribution',
    family: 'business-units',
    metaTitle: 'Distribution units close to main roads',
    metaDescription:
      'Distribution and last-mile units with loading doors, yard space and quick access to the motorway network.',
  },
  {
    id: 11,
    slug: 'repair-shops',
    label: 'Repair shops',
    shortLabel: 'Repair shop',
    icon: 'repair',
    family: 'business-units',
    metaTitle: 'Repair shop units to rent',
    metaDescription:
      'Units for vehicle, bike, appliance and device repairs, with vehicular access, three-phase power and no noise limits.',
  },
  {
    id: 12,
    slug: 'office-spaces',
    label: 'Office space',
    shortLabel: 'Office',
    icon: 'office',
    family: 'serviced-workspace',
    metaTitle: 'Serviced office space on flexible terms',
    metaDescription:
      'Furnished private offices with fast WiFi, meeting rooms and reception included, ready for teams of 1 to 50.',
  },
  {
    id: 13,
    slug: 'meeting-rooms',
    label: 'Meeting rooms',
    shortLabel: 'Meeting room',
    icon: 'meeting-room',
    family: 'serviced-workspace',
    // "30 centres" is the spec's own wording for meeting rooms, kept as written (not our centre count).
    metaTitle: 'Meeting rooms to hire in 30 centres, from {price} an hour',
    metaDescription:
      'Over 10,000 meeting rooms bookable by the hour, half day or day. Screens, WiFi and coffee included, from {price} an hour, with no contract.',
  },
  {
    id: 14,
    slug: 'virtual-offices',
    label: 'Virtual office',
    shortLabel: 'Virtual office',
    icon: 'virtual-office',
    family: 'serviced-workspace',
    metaTitle: 'Virtual office address from {price} a month',
    metaDescription:
      'A business address for Companies House and your invoices, with post signed for and forwarded, at {centresOffering} centres, from {price} a month.',
  },
  {
    id: 15,
    slug: 'coworking-spaces',
    label: 'Coworking spaces',
    shortLabel: 'Coworking',
    icon: 'coworking',
    family: 'serviced-workspace',
    metaTitle: 'Coworking space from {price} a month',
    metaDescription:
      'Hot desks and dedicated desks in friendly coworking lounges, with WiFi and coffee, from {price} per person per month on a monthly membership.',
  },
]);

const bySlug = new Map(workspaceTypes.map((type) => [type.slug, type]));

export function getWorkspaceType(slug: WorkspaceTypeSlug): WorkspaceType {
  const type = bySlug.get(slug);
  if (!type) throw new Error(`Unknown workspace type: ${slug}`);
  return type;
}

export function workspaceTypesInFamily(family: WorkspaceFamily): readonly WorkspaceType[] {
  return workspaceTypes.filter((type) => type.family === family);
}
