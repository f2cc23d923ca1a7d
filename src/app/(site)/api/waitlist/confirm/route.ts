import { waitlistDeps } from '@/content/waitlist-deps';
import { handleWaitlistConfirm } from '@/server/waitlist/waitlist-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleWaitlistConfirm(request, await waitlistDeps());
}
