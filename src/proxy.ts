import { NextResponse, type NextRequest } from 'next/server';
import { builtLaunched, publicEnv, serverEnv } from '@/env';
import { consentDefaultsScript } from '@/features/consent/consent';
import { hashSource } from '@/lib/inline-code';
import { contentSecurityPolicy, securityHeaderOptions } from '@/lib/security-headers';
import { refusedBookingLink, refusedLinkPage } from '@/server/booking-link-check';

/*
 * The few public pages rendered per request (the matcher below) cannot be hashed before they are
 * sent, so each response gets a fresh nonce: Next reads it from the request's policy and puts it on
 * every script it writes. Our consent-defaults script is written by the shared document, which
 * must not read request headers (that would make every page dynamic), so it is allowed by its hash;
 * its text is fixed at build. Prerendered pages never come here: the page cache gives them a
 * policy of their own (docs/decisions/0020-strict-csp.md), and a proxy on every request costs
 * about 0.4 ms of CPU (docs/decisions/0004-launch-flag-503.md).
 */
export const config = {
  matcher: [
    '/home',
    '/book',
    '/book/:path*',
    '/virtual-offices/:path*',
    '/enquiry/received',
    '/compare',
    '/units',
  ],
};

const options = securityHeaderOptions({ ...serverEnv(), ...publicEnv });
const consentDefaults = hashSource(consentDefaultsScript());

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** A booking link that does not verify is answered by the refusal page, 403 or 410 (issue 20). */
function refusal(request: NextRequest, init: { request?: { headers: Headers } } = {}): NextResponse | undefined {
  const reason = refusedBookingLink(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!reason) return undefined;
  const target = new URL(`${refusedLinkPage}?reason=${reason}`, request.url);
  return NextResponse.rewrite(target, { ...init, status: reason === 'expired' ? 410 : 403 });
}

export function proxy(request: NextRequest) {
  // A dark build answers these paths with the prerendered holding page (and its own policy); the
  // development server keeps next.config.ts's permissive policy.
  if (!builtLaunched()) return NextResponse.next();
  if (!options.production) return refusal(request) ?? NextResponse.next();
  const policy = contentSecurityPolicy(options, {
    scripts: [`'nonce-${nonce()}'`, consentDefaults],
    styles: [],
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = refusal(request, { request: { headers } }) ?? NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
