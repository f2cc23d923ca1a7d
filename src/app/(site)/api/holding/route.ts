import type { NextRequest } from 'next/server';
import { site } from '@/domain/site';
import { builtLaunched, serverEnv } from '@/env';
import { holdingPageUrl } from '@/server/site/holding-page';

/*
 * The holding answer of a dark build (LAUNCHED=false at build): next.config.ts rewrites every
 * public page here. It answers the /coming-soon page with status 503, Retry-After and noindex, so
 * search engines come back later rather than index the holding page
 * (docs/decisions/0004-launch-flag-503.md). A page cannot answer 503 itself, so the holding page
 * is fetched from this same server. A launched build has no such rewrite and answers 404 here.
 */
export const dynamic = 'force-dynamic';

const holdingHeaders = {
  'Retry-After': '3600',
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
};

export async function GET(request: NextRequest): Promise<Response> {
  if (builtLaunched()) return new Response('Not found', { status: 404 });
  try {
    const url = holdingPageUrl(request.nextUrl, serverEnv().SITE_URL);
    if (!url) throw new Error('not our host');
    const holding = await fetch(url, { cache: 'no-store' });
    // The holding page's policy names the hashes of its own scripts: it goes with the page.
    const policy = holding.headers.get('content-security-policy');
    return new Response(await holding.text(), {
      status: 503,
      headers: { ...holdingHeaders, ...(policy ? { 'Content-Security-Policy': policy } : {}) },
    });
  } catch {
    return new Response(`${site.brand}: our new website opens soon. Call ${site.advisorPhone.display}.`, {
      status: 503,
      headers: { ...holdingHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
