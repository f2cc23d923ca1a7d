import { handleDayPassCancel } from '@/server/day-passes/day-pass-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'day-pass-api' });

export async function POST(request: Request): Promise<Response> {
  let runtime;
  try {
    runtime = await getEnquiryRuntime();
  } catch {
    log.error('day pass cancel failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: '/500', 'cache-control': 'no-store' } });
  }
  return handleDayPassCancel(request, { ...formPostGuards(runtime), linkKey: manageSigningKey(), log });
}
