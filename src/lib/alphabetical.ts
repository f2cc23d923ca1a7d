/*
 * Every list of centres on the site is in alphabetical order of town (lists by distance aside):
 * the finder before a search, workspace pages, menus, the sitemap. One comparison, here.
 */

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/** A copy in alphabetical order of town: "Chepstow" before "Chester", "Haywards Heath" before "High Wycombe". */
export function alphabeticalByTown<T extends { readonly town: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.town, b.town));
}
