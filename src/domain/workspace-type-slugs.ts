/*
 * The 15 workspace type slugs (the URL segments under /workspaces), apart from the rest of the
 * workspace content so that browser code (the centre finder reading its URL) can check a slug
 * without downloading the content and its schemas.
 */

export const workspaceTypeSlugs = [
  'workshops',
  'retail-spaces',
  'storage-spaces',
  'studios',
  'gyms',
  'dog-groomings',
  'cafes',
  'tech-labs',
  'training-centres',
  'distribution-centres',
  'repair-shops',
  'office-spaces',
  'meeting-rooms',
  'virtual-offices',
  'coworking-spaces',
] as const;
export type WorkspaceTypeSlug = (typeof workspaceTypeSlugs)[number];

const slugSet: ReadonlySet<string> = new Set(workspaceTypeSlugs);

export function isWorkspaceTypeSlug(value: string): value is WorkspaceTypeSlug {
  return slugSet.has(value);
}
