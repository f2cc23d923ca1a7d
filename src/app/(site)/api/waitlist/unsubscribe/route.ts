import { waitlistDeps } from '@/content/waitlist-deps';
import { handleWaitlistUnsubscribe, waitlistUnsubscribePage } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleWaitlistUnsubscribe(request, await waitlistDeps());
}

export function GET(request: Request): Response {
  return waitlistUnsubscribePage(request);
}
