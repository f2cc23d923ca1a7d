import { handleAlertSubscribe } from '@/server/alerts/alert-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'alert-api' });

export async function POST(request: Request): Promise<Response> {
  let runtime;
  try {
    runtime = await getEnquiryRuntime();
  } catch {
    log.error('alert failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: '/500', 'cache-control': 'no-store' } });
  }
  const guards = formPostGuards(runtime);
  return handleAlertSubscribe(request, { ...guards, visitorMail: guards.visitorMail, linkKey: manageSigningKey(), log });
}
