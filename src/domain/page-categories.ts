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
  return Object.hasOwn(categories, path) ? categories[path]! : 'error';
}
