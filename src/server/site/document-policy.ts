import 'server-only';
import { publicEnv, serverEnv } from '@/env';
import { documentPolicy, securityHeaderOptions } from '@/lib/security-headers';

/*
 * Hands the page cache (src/server/site/page-cache-handler.mjs, plain JavaScript that Next imports by
 * path) the function that turns a page's HTML into its Content-Security-Policy, so the policy is
 * written once, in TypeScript, from the same options as next.config.ts's headers. Called from
 * src/instrumentation.ts, which Next runs before it serves any request.
 */
const documentPolicyKey = Symbol.for('northlight.documentPolicy');

export function registerDocumentPolicy(): void {
  const options = securityHeaderOptions({ ...serverEnv(), ...publicEnv });
  (globalThis as Record<symbol, unknown>)[documentPolicyKey] = (html: string) =>
    documentPolicy(options, html);
}
