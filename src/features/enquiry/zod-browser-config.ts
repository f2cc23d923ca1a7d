import { config } from 'zod/v4/core';

/*
 * Imported first by the script enquiry form, the only browser code that builds zod schemas, so it
 * runs before any schema exists. Zod 4 probes whether it may compile object parsers with
 * `new Function`; our static CSP has no 'unsafe-eval' (docs/decisions/0002-csp-without-nonce.md),
 * so the probe is blocked and Chrome records a CSP issue (Lighthouse best-practices
 * `inspector-issues`). `jitless` skips the probe and the compiled path; parsing gives the same
 * results. The server keeps the JIT. Kept out of instrumentation-client so that pages which never
 * load the form do not download zod's config module.
 */
config({ jitless: true });
