import { waitlistDeps, waitlistLog } from '@/content/waitlist-deps';
import { errorFacts } from '@/server/failures';
import { handleViewingWaitlistJoin } from '@/server/waitlist/viewing-waitlist-handler';
import { problemPath } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    const deps = await waitlistDeps();
    return await handleViewingWaitlistJoin(request, { ...deps, viewingHours: deps.viewingHours ?? (async () => undefined) });
  } catch (error) {
    // The runtime did not start (the database is down): a page in the site's layout says so.
    waitlistLog.error(errorFacts(error), 'viewing waitlist join failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: problemPath('failed', '/viewings'), 'cache-control': 'no-store' } });
  }
}
