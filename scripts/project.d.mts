/* Types for what TypeScript files (playwright.config.ts) take from scripts/project.mjs. */
/** Flags for Debian's Chromium here. */
export const chromiumArgs: string[];
/** The full browser: the benches, screenshots and the admin journeys run in it. */
export function chromiumPath(): string;
/** The public journeys' browser: the headless shell where installed, else the full browser. */
export function testChromiumPath(): string;
/** How long every Node server we start keeps an idle connection (ms), longer than nginx's pool. */
export const keepAliveTimeoutMs: number;
