import { z } from 'zod';
import { workspaceTypeSlugs, type WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * The 15 workspace types of the spec (ids and labels are requirements) and their two families.
 * Slugs are the URL segments under /workspaces. Each type's page copy, its meta title and
 * description included, is content: edited in the CMS, seeded from src/cms/seed/products.ts.
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
});
export type WorkspaceType = z.infer<typeof workspaceTypeSchema>;

/** A workspace type page's title and description, as editors write them (copy tokens allowed). */
export const workspaceTypeMetaSchema = z.object({
  /** Page title without the brand suffix. */
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(70).max(160),
});
export type WorkspaceTypeMeta = z.infer<typeof workspaceTypeMetaSchema>;

export const workspaceTypes: readonly WorkspaceType[] = z.array(workspaceTypeSchema).parse([
  {
    id: 1,
    slug: 'workshops',
    label: 'Workshops',
    shortLabel: 'Workshop',
    icon: 'workshop',
    family: 'business-units',
  },
  {
    id: 2,
    slug: 'retail-spaces',
    label: 'Retail spaces',
    shortLabel: 'Retail space',
    icon: 'retail',
    family: 'business-units',
  },
  {
    id: 3,
    slug: 'storage-spaces',
    label: 'Storage spaces',
    shortLabel: 'Storage space',
    icon: 'storage',
    family: 'business-units',
  },
  {
    id: 4,
    slug: 'studios',
    label: 'Studios',
    shortLabel: 'Studio',
    icon: 'studio',
    family: 'business-units',
  },
  {
    id: 5,
    slug: 'gyms',
    label: 'Gyms',
    shortLabel: 'Gym',
    icon: 'gym',
    family: 'business-units',
  },
  {
    id: 6,
    slug: 'dog-groomings',
    label: 'Dog grooming',
    shortLabel: 'Dog grooming unit',
    icon: 'dog-grooming',
    family: 'business-units',
  },
  {
    id: 7,
    slug: 'cafes',
    label: 'Cafés',
    shortLabel: 'Café',
    icon: 'cafe',
    family: 'business-units',
  },
  {
    id: 8,
    slug: 'tech-labs',
    label: 'Tech labs',
    shortLabel: 'Tech lab',
    icon: 'tech-lab',
    family: 'business-units',
  },
  {
    id: 9,
    slug: 'training-centres',
    label: 'Training centres',
    shortLabel: 'Training centre',
    icon: 'training',
    family: 'business-units',
  },
  {
    id: 10,
    slug: 'distribution-centres',
    label: 'Distribution centres',
    shortLabel: 'Distribution centre',
    icon: 'distribution',
    family: 'business-units',
  },
  {
    id: 11,
    slug: 'repair-shops',
    label: 'Repair shops',
    shortLabel: 'Repair shop',
    icon: 'repair',
    family: 'business-units',
  },
  {
    id: 12,
    slug: 'office-spaces',
    label: 'Office space',
    shortLabel: 'Office',
    icon: 'office',
    family: 'serviced-workspace',
  },
  {
    id: 13,
    slug: 'meeting-rooms',
    label: 'Meeting rooms',
    shortLabel: 'Meeting room',
    icon: 'meeting-room',
    family: 'serviced-workspace',
  },
  {
    id: 14,
    slug: 'virtual-offices',
    label: 'Virtual office',
    shortLabel: 'Virtual office',
    icon: 'virtual-office',
    family: 'serviced-workspace',
  },
  {
    id: 15,
    slug: 'coworking-spaces',
    label: 'Coworking spaces',
    shortLabel: 'Coworking',
    icon: 'coworking',
    family: 'serviced-workspace',
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
