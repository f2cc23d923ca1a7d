import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageCacheHandler, { documentPolicyKey } from './page-cache-handler.mjs';
import { paintFirst } from './paint-first.mjs';

/*
 * The page cache's one job beyond Next's: whatever way a page enters it, the page leaves with the
 * policy of its own HTML. The policy builder here is a stand-in that names the HTML it was given.
 */
const key = '/route-cache/APP_PAGE/0123abcd/$/workspaces';
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
const page = (html: string) => ({
  kind: 'APP_PAGE' as const,
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});

let dir: string;
const registry = globalThis as Record<symbol, unknown>;

/* Next's value and context types use const enums, which isolated modules cannot name. */
type LooseCache = {
  get(key: string, context: object): Promise<{ value: unknown } | null>;
  set(key: string, data: object, context: object): Promise<void>;
};

function handler(): LooseCache {
  return new PageCacheHandler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  }) as unknown as LooseCache;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  registry[documentPolicyKey] = (html: string) => `policy for ${html}`;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete registry[documentPolicyKey];
});

describe('page cache handler', () => {
  it('gives a freshly rendered page its policy in place, so the response that rendered it carries it, and stores it', async () => {
    const rendered = page('<p>v2</p>');
    await handler().set(key, rendered, {
      ...context,
      cacheControl: { revalidate: false, expire: undefined },
    });
    expect(rendered.headers['content-security-policy']).toBe('policy for <p>v2</p>');
    expect(rendered.headers['x-next-cache-tags']).toBe('_N_T_/layout');
    const meta = JSON.parse(readFileSync(path.join(dir, `${key}.meta`), 'utf8')) as {
      headers: Record<string, string>;
    };
    expect(meta.headers['content-security-policy']).toBe('policy for <p>v2</p>');
  });

  it('computes the policy again for a page read from disk, whatever policy was stored with it', async () => {
    const file = path.join(dir, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.html`, '<p>built</p>');
    writeFileSync(`${file}.rsc`, 'rsc');
    writeFileSync(
      `${file}.meta`,
      JSON.stringify({ headers: { 'content-security-policy': 'stale' }, status: 200 }),
    );
    const entry = await handler().get(key, context);
    expect(entry?.value).toMatchObject({
      html: '<p>built</p>',
      headers: { 'content-security-policy': 'policy for <p>built</p>' },
    });
  });

  it('leaves everything that is not a page alone', async () => {
    const route = {
      kind: 'APP_ROUTE' as const,
      body: Buffer.from('<script>x</script>'),
      headers: {},
      status: 200,
    };
    await handler().set('/route-cache/APP_ROUTE/0123abcd/$/api/sitemap', route, {
      kind: 'APP_ROUTE',
      isRoutePPREnabled: false,
      isFallback: false,
      cacheControl: { revalidate: false, expire: undefined },
    });
    expect(route.headers).toEqual({});
  });

  it('refuses scripts, and says so, when no policy builder was registered', async () => {
    delete registry[documentPolicyKey];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = page('<script>x()</script>');
    await handler().set(key, rendered, {
      ...context,
      cacheControl: { revalidate: false, expire: undefined },
    });
    expect(rendered.headers['content-security-policy']).toContain("script-src 'none'");
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('makes every page it hands out paint first, before its policy is computed (which then names the loader)', async () => {
    const built = '<html><head><script src="/_next/static/chunks/page.js" async=""></script></head><body><h1>Workshops</h1></body></html>';
    const rendered = page(built);
    await handler().set(key, rendered, { ...context, cacheControl: { revalidate: false, expire: undefined } });
    expect(rendered.html).toBe(paintFirst(built));
    expect(rendered.html).not.toBe(built);
    expect(rendered.headers['content-security-policy']).toBe(`policy for ${rendered.html}`);
  });
});
