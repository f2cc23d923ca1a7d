import { sitemapRoutes } from './routes';

/*
 * Chromium's speculation rules, written into every public page's head: the page behind a link the
 * visitor rests on (about 200 ms) or presses is fetched ahead, so the full page load that follows
 * is about as quick as the client-side navigation it replaces (docs/decisions/0037-plain-links.md).
 * Browsers without the API ignore the script. A page fetched ahead is only downloaded, never run,
 * so no analytics or consent code runs for a page the visitor does not open.
 *
 * Only the pages of the sitemap: prerendered content anyone may read. A centre's or a workspace
 * type's pages stand for everything under them (unit pages included). The forms, the pages that act
 * on a link's token (managing a booking, viewing or order, confirming an alert) and the pages
 * rendered per visitor are never fetched unasked.
 */
const sectionsWithPagesBelow = ['/workspaces', '/locations'] as const;

function patternFor(path: string): string {
  const section = sectionsWithPagesBelow.find((prefix) => path.startsWith(`${prefix}/`));
  return section ? `${section}/*` : path;
}

export const prefetchedPathPatterns: readonly string[] = [
  ...new Set(sitemapRoutes.map((route) => patternFor(route.path))),
];

export const speculationRules = {
  prefetch: [{ where: { href_matches: prefetchedPathPatterns }, eagerness: 'moderate' }],
} as const;

/** The script's text: fixed at build, so a page rendered per request allows it by its hash. */
export const speculationRulesScript = (): string => JSON.stringify(speculationRules);
