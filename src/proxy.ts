import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/env';

/*
 * Launch flag: while LAUNCHED=false every public page answers with the holding page, status 503
 * with Retry-After and noindex, so search engines come back later rather than index the holding
 * page (docs/decisions/0004-launch-flag-503.md). A rewrite cannot carry a 503, so the holding page
 * is fetched from this same server and answered with the right status.
 */
const holdingHeaders = {
  'Retry-After': '3600',
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
};

export async function proxy(request: NextRequest) {
  if (serverEnv().LAUNCHED) return NextResponse.next();
  if (request.nextUrl.pathname === '/coming-soon') {
    const response = NextResponse.next();
    response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  }
  try {
    const holding = await fetch(new URL('/coming-soon', request.nextUrl.origin), { cache: 'no-store' });
    return new NextResponse(await holding.text(), { status: 503, headers: holdingHeaders });
  } catch {
    return new NextResponse('Northlight: our new website opens soon. Call +44 20 7946 0958.', {
      status: 503,
      headers: { ...holdingHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}

export const config = {
  // Assets, the image optimiser and the API keep working while the site is dark.
  matcher: ['/((?!_next/|api/|images/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)'],
};
