import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/env';

/*
 * Launch flag: while LAUNCHED=false every public page answers with the holding page, status 503
 * with Retry-After and noindex, so search engines come back later rather than index the holding
 * page (docs/decisions/0004-launch-flag-503.md).
 */
export function proxy(request: NextRequest) {
  if (serverEnv().LAUNCHED) return NextResponse.next();
  if (request.nextUrl.pathname === '/coming-soon') {
    return NextResponse.next({ headers: { 'X-Robots-Tag': 'noindex' } });
  }
  const response = NextResponse.rewrite(new URL('/coming-soon', request.url), { status: 503 });
  response.headers.set('Retry-After', '3600');
  response.headers.set('X-Robots-Tag', 'noindex');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  // Assets, the image optimiser and the API keep working while the site is dark.
  matcher: ['/((?!_next/|api/|images/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)'],
};
