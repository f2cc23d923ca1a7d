import { logger } from '@/server/logger';
import { serverEnv } from '@/env';
import { getEnquiryRuntime, viewingSigningKey } from '@/server/runtime';
import { handleViewingCancel } from '@/server/viewing-handler';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'viewing-api' });

export async function POST(request: Request): Promise<Response> {
  const runtime = await getEnquiryRuntime();
  return handleViewingCancel(request, {
    db: runtime.database.db,
    siteUrl: serverEnv().SITE_URL,
    linkKey: viewingSigningKey(),
    log,
  });
}
