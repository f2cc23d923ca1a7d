import { waitlistDeps, waitlistLog } from '@/content/waitlist-deps';
import { errorFacts } from '@/server/failures';
import { handleDayPassWaitlistJoin } from '@/server/waitlist/day-pass-waitlist-handler';
import { problemPath } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    return await handleDayPassWaitlistJoin(request, await waitlistDeps());
  } catch (error) {
    // The runtime did not start (the database is down): a page in the site's layout says so.
    waitlistLog.error(errorFacts(error), 'day-pass waitlist join failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: problemPath('failed', '/coworking/day-pass'), 'cache-control': 'no-store' } });
  }
}
