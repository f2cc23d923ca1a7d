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
/** The registry's paths by category, separated by spaces: the form the browser is handed, each category named once. */
export type PageCategoryPaths = Readonly<Partial<Record<PageCategory, string>>>;

export function pageCategoryIn(categories: PageCategoryPaths, pathname: string): PageCategory {
  const path = pathname === '' ? '/' : pathname.replace(/\/+$/, '') || '/';
  // A unit's page is registered by its pattern: units are content, not a fixed list.
  const unitPattern = path.replace(/^\/locations\/[a-z-]+\/units\/[a-z0-9-]+$/, '/locations/[centre]/units/[reference]');
  // The table's own keys, not pageCategories: the browser's script need not carry the list.
  // A centre's page of a flow (booking a room, a viewing, a day pass) by the table's pattern: /book/[centre].
  const centrePattern = path.replace(/\/[a-z-]+(\/repeat)?$/, '/[centre]$1');
  for (const candidate of [path, unitPattern, centrePattern])
    for (const [category, paths] of Object.entries(categories))
      if (paths.split(' ').includes(candidate)) return category as PageCategory;
  return 'error';
}
