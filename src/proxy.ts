import { NextResponse, type NextRequest } from 'next/server';
import { speculationRulesScript } from '@/domain/speculation-rules';
import { builtLaunched, publicEnv, serverEnv } from '@/env';
import { consentDefaultsScript } from '@/features/consent/consent';
import { hashSource } from '@/lib/inline-code';
import { contentSecurityPolicy, securityHeaderOptions } from '@/lib/security-headers';
import { draftModeCookieName, isDraftModeCookie } from '@/server/site/draft-mode-cookie';
import { refusalPagePath, refusalStatus, refusedManageLink } from '@/server/links/manage-link-check';

/*
 * The few public pages rendered per request (the matcher below) cannot be hashed before they are
 * sent, so each response gets a fresh nonce: Next reads it from the request's policy and puts it on
 * every script it writes. Our consent-defaults script and speculation rules are written by the
 * shared document, which must not read request headers (that would make every page dynamic), so
 * they are allowed by their hashes; their text is fixed at build. Prerendered pages never come
 * here: the page cache gives them a policy of their own (docs/decisions/0020-strict-csp.md), and
 * a proxy on every request costs about 0.4 ms of CPU (docs/decisions/0004-launch-flag-503.md).
 */
export const config = {
  matcher: [
    '/home',
    '/book',
    '/book/:path*',
    '/virtual-offices/:path*',
    '/take-online',
    '/take-online/:path*',
    '/enquiry/received',
    '/viewings/manage',
    '/viewings/confirmed',
    '/coworking/day-pass',
    '/coworking/day-pass/:path*',
    '/compare',
    '/units',
    // An editor's draft preview: rendered per request, framed by the admin (src/cms/preview-route.ts).
    // Only requests with the draft-mode cookie come here, so visitors' prerendered pages still skip it.
    {
      source: '/((?!api/|_next/|admin|cms-api|images/|fonts/|icon.svg|favicon.ico).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};

/** The per-request pages of the matcher above (a matcher must be a literal, so they are listed twice). */
function matchesFixedPath(pathname: string): boolean {
  const exact = ['/home', '/book', '/enquiry/received', '/viewings/manage', '/viewings/confirmed', '/compare', '/units'];
  return (
    exact.includes(pathname) ||
    pathname.startsWith('/book/') ||
    pathname === '/virtual-offices' ||
    pathname.startsWith('/virtual-offices/') ||
    pathname === '/coworking/day-pass' ||
    pathname.startsWith('/coworking/day-pass/') ||
    pathname === '/take-online' ||
    pathname.startsWith('/take-online/')
  );
}

const options = securityHeaderOptions({ ...serverEnv(), ...publicEnv });
const consentDefaults = hashSource(consentDefaultsScript());
const speculationRules = hashSource(speculationRulesScript);

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/*
 * A signed link that does not verify (src/server/links/manage-link-check.ts) is answered by the refusal
 * page with 403 or 410. Next answers a rewritten page with 200 whatever status the proxy asks for
 * (docs/decisions/0021), so the page is fetched from this same server (its own internal origin,
 * never the public host) and its body sent on with the right status: one loopback request per
 * refused link. The page went through this proxy on the way, so it carries its own nonce policy.
 */
async function refusal(request: NextRequest): Promise<NextResponse | undefined> {
  const refused = refusedManageLink(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!refused) return undefined;
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? request.nextUrl.origin;
  const page = await fetch(new URL(refusalPagePath(refused), origin), { cache: 'no-store', redirect: 'manual' });
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-security-policy', 'x-robots-tag']) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new NextResponse(page.body, { status: refusalStatus(refused), headers });
}

export async function proxy(request: NextRequest) {
  // A dark build answers these paths with the prerendered holding page (and its own policy); the
  // development server keeps next.config.ts's permissive policy.
  if (!builtLaunched()) return NextResponse.next();
  const refused = await refusal(request);
  if (refused) return refused;
  if (!options.production) return NextResponse.next();
  // An editor's draft preview, framed by the admin; a stale cookie's page is the prerendered one, with its own policy.
  const draftCookie = request.cookies.get(draftModeCookieName)?.value;
  if (draftCookie !== undefined && !matchesFixedPath(request.nextUrl.pathname) && !isDraftModeCookie(draftCookie))
    return NextResponse.next();
  const previewing = isDraftModeCookie(draftCookie);
  const policy = contentSecurityPolicy(
    options,
    { scripts: [`'nonce-${nonce()}'`, consentDefaults, speculationRules], styles: [] },
    previewing ? "'self'" : "'none'",
  );
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
