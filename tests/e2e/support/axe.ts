import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on a page, run in the page itself (axe.run). The builder's default runs axe in every
 * frame, then opens a blank page, injects axe again and sends it every frame's results (passes
 * included) to merge: for pages with no cross-origin frames, like ours, that only adds time.
 * Measured on a loaded two-core machine: /workspaces/workshops 11 s against 6 s, /privacy 7 s
 * against 2–3 s (docs/decisions/0017-suite-time.md).
 */
export function axeOn(page: Page): AxeBuilder {
  // Details (targets, HTML) only for violations: no spec reads passes, and building them for every
  // passing node was a quarter of axe's time (docs/decisions/0017-suite-time.md, sixth step). The
  // options come first: `options()` replaces what `withTags()` set, and would run every rule.
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags);
}
