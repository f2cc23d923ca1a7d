import { waitlistDeps, waitlistLog } from '@/content/waitlist-deps';
import { errorFacts } from '@/server/failures';
import { handleWaitlistAccept, problemPath } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    return await handleWaitlistAccept(request, await waitlistDeps());
  } catch (error) {
    waitlistLog.error(errorFacts(error), 'waitlist accept failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: problemPath('failed', '/book'), 'cache-control': 'no-store' } });
  }
}
