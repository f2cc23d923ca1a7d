import { serverEnv } from '@/env';
import { failureResponse, handleEnquiryPost } from '@/server/enquiry-handler';
import { logger } from '@/server/logger';
import { formTokenSecret } from '@/server/form-token';
import { configuredChannels } from '@/server/outbox';
import { getEnquiryRuntime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'enquiry-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    const env = serverEnv();
    return await handleEnquiryPost(request, {
      db: runtime.database.db,
      channels: configuredChannels(runtime.delivery),
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      rateLimitStore: runtime.database.kind === 'pglite' ? 'memory' : 'database',
      siteUrl: env.SITE_URL,
      formTokenSecret: formTokenSecret(env),
      log,
      onStored: () => runtime.worker.kick(),
    });
  } catch (error) {
    // The runtime did not start (the database cannot be opened): class and code only are logged.
    return failureResponse(error, 'json', log);
  }
}
