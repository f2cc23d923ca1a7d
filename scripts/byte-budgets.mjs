/*
 * Byte budgets per route, KiB gzip as `next start` serves them: the scripts a page loads first
 * (every module `<script src>` of its HTML), its HTML, its stylesheets. `npm test` fails when a
 * route goes over one (scripts/check-byte-budgets.mjs, right after the production build).
 *
 * THEY ONLY GO DOWN. A change that saves bytes lowers the budget in the same commit (the check fails
 * when a figure is more than `slackKiB` under its budget, and prints the new value); a change that
 * needs more says why in its commit and decision, it does not raise a budget to make room quietly.
 * Each budget is the figure measured on the test build, plus at least 0.05 KiB (the build id and
 * the seed's dates move a page's HTML by a few bytes), rounded up to 0.1 KiB.
 *
 * The routes: `bench:pages`' sample (scripts/bench-pages.mjs) that is prerendered (`/home` is rendered
 * per request, so the build holds no HTML of it), and a unit page (278 of the site's pages are).
 * First set on 28 November 2026 from a test build of b430747 (docs/decisions/0037-plain-links.md).
 */
export const byteBudgetsKiB = {
  '/': { script: 142.0, html: 28.7, css: 10.2 },
  '/workspaces': { script: 142.6, html: 25.7, css: 10.2 },
  '/workspaces/workshops': { script: 143.6, html: 38.8, css: 10.2 },
  '/workspaces/meeting-rooms': { script: 143.6, html: 39.1, css: 10.2 },
  '/locations': { script: 150.4, html: 34.8, css: 10.2 },
  '/locations/andover': { script: 143.6, html: 50.7, css: 10.2 },
  '/locations/andover/units/and-w03': { script: 143.6, html: 21.2, css: 10.2 },
  '/why-northlight': { script: 142.0, html: 20.0, css: 10.2 },
  '/case-studies': { script: 142.0, html: 25.2, css: 10.2 },
  '/privacy': { script: 142.0, html: 21.4, css: 10.2 },
};

/** How far under its budget a figure may fall before the budget must come down. */
export const slackKiB = 1;
