import { serverEnv } from '@/env';
import { environmentLabelFor } from '@/lib/environment-label';
import { robotsTxt } from '@/lib/seo/sitemap';

/* Per request: the answer depends on the origin the crawler reached us on. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  const { SITE_URL } = serverEnv();
  const forwardedHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const forwardedProto =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  const origin = forwardedHost ? `${forwardedProto}://${forwardedHost}` : request.url;
  return new Response(robotsTxt(SITE_URL, environmentLabelFor(origin, SITE_URL)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
