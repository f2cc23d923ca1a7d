// @ts-check
/*
 * Next's page cache (its default file-system cache) with one addition: every page it holds carries
 * a Content-Security-Policy computed from that page's own HTML, so the policy names the hashes of
 * exactly the inline scripts it is sent with (docs/decisions/0020-strict-csp.md). Next sends a
 * cached page's stored headers with it, prerendered or regenerated, so a page re-rendered after a
 * CMS publish, on this instance or on another, answers with a policy that matches it.
 *
 * Two ways in, because the build does not write pages through a cache handler (it writes the
 * prerendered files itself):
 *   - set(): a page rendered at runtime (ISR, on-demand revalidation) gets its policy before it
 *     is stored. The response that triggered the render is built from the same object, so it
 *     carries the policy too.
 *   - get(): a page read from disk (the build's files, or a copy stored by an older build or
 *     settings) gets its policy computed again, once per object Next keeps in memory.
 *
 * It also makes the page paint before its scripts run (paint-first.mjs, decision 0060).
 *
 * This file is plain JavaScript because Next imports it by path at run time, outside its bundles.
 * The policy itself is TypeScript (src/lib/security-headers.ts), handed over by
 * src/instrumentation.ts at start-up through the registry below.
 */
import { createRequire } from 'node:module';
import { paintFirst } from './paint-first.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/* Shared with src/server/site/document-policy.ts. */
export const documentPolicyKey = Symbol.for('northlight.documentPolicy');
const header = 'content-security-policy';

/*
 * If the start-up never handed over the policy (a bug), scripts are refused rather than allowed:
 * the page still reads, without its interactive parts, and the error says why.
 */
const scriptsRefused =
  "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
let reportedMissingPolicy = false;

/** @param {string} html */
function policyFor(html) {
  const build = /** @type {((html: string) => string) | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[documentPolicyKey]
  );
  if (build) return build(html);
  if (!reportedMissingPolicy) {
    reportedMissingPolicy = true;
    console.error(
      'page-cache-handler: no document policy registered (src/instrumentation.ts); refusing scripts',
    );
  }
  return scriptsRefused;
}

/** Page values already given their policy by this process (the objects Next keeps in memory). */
const withPolicy = new WeakSet();

/** @param {unknown} value */
function addPolicy(value) {
  if (!value || typeof value !== 'object' || withPolicy.has(value)) return;
  const page = /** @type {{ kind?: unknown; html?: unknown; headers?: Record<string, unknown> }} */ (value);
  if (page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return;
  // In place: for a fresh render, Next sends the response from this same object after set(). The
  // policy is computed after paintFirst, so it names the loader's hash.
  page.html = paintFirst(page.html);
  page.headers = { ...page.headers, [header]: policyFor(page.html) };
  withPolicy.add(value);
}

export default class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const entry = await super.get(...args);
    addPolicy(entry?.value);
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    addPolicy(data);
    return super.set(key, data, ctx);
  }
}
