import { handleAlertConfirm } from '@/server/alerts/alert-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'alert-api' });

export async function POST(request: Request): Promise<Response> {
  const guards = formPostGuards(await getEnquiryRuntime());
  return handleAlertConfirm(request, { db: guards.db, siteUrl: guards.siteUrl, linkKey: manageSigningKey(), log });
}
