import { config } from 'zod/v4/core';

/*
 * Runs in the browser before React hydrates, so before any client module builds a zod schema.
 * Zod 4 probes whether it may compile object parsers with `new Function`; our static CSP has no
 * 'unsafe-eval' (docs/decisions/0002-csp-without-nonce.md), so the probe is blocked and Chrome
 * records a CSP issue on every page (Lighthouse best-practices `inspector-issues`). `jitless`
 * skips the probe and the compiled path; parsing gives the same results. The server keeps the JIT.
 */
config({ jitless: true });
