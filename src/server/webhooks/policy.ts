import { serverEnv } from '@/env';
import type { EndpointUrlPolicy } from '@/domain/webhooks/endpoint-url';

/**
 * Where registered webhook endpoints may be (src/domain/webhooks/endpoint-url.ts): on this machine
 * (loopback, http allowed) only outside production, or with WEBHOOKS_ALLOW_LOOPBACK for the test
 * servers; private addresses never.
 */
export function webhookUrlPolicy(): EndpointUrlPolicy {
  const env = serverEnv();
  return { allowLoopback: env.NODE_ENV !== 'production' || env.WEBHOOKS_ALLOW_LOOPBACK };
}
