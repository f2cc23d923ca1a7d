import { fetchAheadAttribute } from './fetch-ahead';
import type { PageCategory } from './page-categories';
import { sitemapRoutes, unitRoute } from './routes';

/*
 * Chromium's speculation rules, written into every public page's head: the page behind a link is
 * fetched ahead, so the full page load that follows starts from HTML already there
 * (docs/decisions/0037-plain-links.md). Two rules over the same pages: a link within 200 px of the
 * view, which the page's script marks (fetch-ahead.ts; not on Save-Data or a slow connection), is
 * fetched at once ("immediate"); any other link when the visitor shows intent to follow it (the
 * pointer resting on it for about 200 ms, or pressing it: "moderate"). Browsers without the API
 * ignore the script. A page fetched ahead is only downloaded, never run, so no analytics or consent
 * code runs for a page the visitor does not open.
 *
 * Only the pages of the sitemap (prerendered content anyone may read) and the unit pages. A form, a
 * page that acts on a link's token (managing a booking, viewing or order, confirming an alert) or a
 * page rendered per visitor is never fetched unasked.
 */

/*
 * The centre and type pages by their routes, a parameter matching one path segment, so the rules
 * stay short (29 centres, 15 types) and a page added under a centre is not fetched ahead unless it
 * is the unit page (speculation-rules.test.ts walks the app's page folders to hold that).
 */
const routePatternByCategory: Partial<Record<PageCategory, string>> = {
  'workspace type': '/workspaces/:type',
  location: '/locations/:centre',
};

/** "/locations/[centre]/units/[reference]" as a URL pattern: "/locations/:centre/units/:reference". */
const urlPatternOf = (routePattern: string) => routePattern.replace(/\[(\w+)\]/g, ':$1');

export const prefetchedPathPatterns: readonly string[] = [
  ...new Set(sitemapRoutes.map((route) => routePatternByCategory[route.category] ?? route.path)),
  urlPatternOf(unitRoute.path),
];

const prefetchedPages = { href_matches: prefetchedPathPatterns };

export const speculationRules = {
  prefetch: [
    { source: 'document', where: prefetchedPages, eagerness: 'moderate' },
    {
      source: 'document',
      where: { and: [prefetchedPages, { selector_matches: `[${fetchAheadAttribute}]` }] },
      eagerness: 'immediate',
    },
  ],
} as const;

/** The script's text, made once: fixed at build, so a page rendered per request allows it by its hash. */
export const speculationRulesScript: string = JSON.stringify(speculationRules);
