/*
 * Analytics page categories. Kept apart from the route registry because the browser needs the
 * lookup on every page and must not download the registry (and the content it is built from).
 */

export const pageCategories = [
  'home',
  'workspaces',
  'workspace type',
  'locations',
  'location',
  'company',
  'audience',
  'legal',
  'careers',
  'error',
  'holding',
] as const;
export type PageCategory = (typeof pageCategories)[number];

/**
 * Category for analytics from any pathname, including ones not in the registry. Takes the table
 * as an argument so the browser can be handed the table instead of importing the whole registry.
 */
export function pageCategoryIn(
  categories: Readonly<Record<string, PageCategory>>,
  pathname: string,
): PageCategory {
  const path = pathname === '' ? '/' : pathname.replace(/\/+$/, '') || '/';
  if (Object.hasOwn(categories, path)) return categories[path]!;
  // A unit's page is registered by its pattern: units are content, not a fixed list.
  const unitPattern = path.replace(/^\/locations\/[a-z-]+\/units\/[a-z0-9-]+$/, '/locations/[centre]/units/[reference]');
  return Object.hasOwn(categories, unitPattern) ? categories[unitPattern]! : 'error';
}
