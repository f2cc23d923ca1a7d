import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { serverEnv } from '@/env';
import { limitCmsLogin } from '@/server/requests/cms-login-limit';
import { logger } from '@/server/logger';
import { getEnquiryRuntime } from '@/server/runtime';

/* Payload's REST API, under /cms-api so it never meets the site's own /api routes. */
export const GET = REST_GET(config);
const payloadPost = REST_POST(config);
const log = logger.child({ component: 'cms-login' });
/* Sign-in posts are rate limited per address and per account first (src/server/requests/cms-login-limit.ts). */
export async function POST(request: Request, context: { params: Promise<{ slug: string[] }> }): Promise<Response> {
  const runtime = await getEnquiryRuntime();
  return limitCmsLogin(request, (forwarded) => payloadPost(forwarded, context), {
    db: runtime.database.db,
    store: runtime.database.kind === 'pglite' ? 'memory' : 'database',
    trustedProxyHops: serverEnv().TRUSTED_PROXY_HOPS,
    log,
  });
}
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);
