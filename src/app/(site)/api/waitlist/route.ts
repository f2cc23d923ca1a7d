import { waitlistDeps, waitlistLog } from '@/content/waitlist-deps';
import { errorFacts } from '@/server/failures';
import { handleWaitlistJoin, problemPath } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    return await handleWaitlistJoin(request, await waitlistDeps());
  } catch (error) {
    // The runtime did not start (the database is down): a page in the site's layout says so.
    waitlistLog.error(errorFacts(error), 'waitlist join failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: problemPath('failed', '/book'), 'cache-control': 'no-store' } });
  }
}
