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
  const guards = formPostGuards(runtime);
  const { waitlistSweeper } = runtime;
  return handleDayPassCancel(request, {
    ...guards,
    linkKey: manageSigningKey(),
    log,
    // A cancel frees a desk: the day-pass waitlist offers it now (decision 0055), not at the next sweep.
    onStored: () => {
      guards.onStored();
      void waitlistSweeper.sweep();
    },
  });
}
