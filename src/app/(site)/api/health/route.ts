import { healthResponse } from '@/server/site/health';
import { getEnquiryRuntime } from '@/server/runtime';

/* Database reachability and outbox lag for the proxy and orchestrators (src/server/site/health.ts). */
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return healthResponse(async () => (await getEnquiryRuntime()).database.db);
}
