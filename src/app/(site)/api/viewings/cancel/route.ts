import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { handleViewingCancel } from '@/server/viewings/viewing-handler';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'viewing-api' });

export async function POST(request: Request): Promise<Response> {
  const runtime = await getEnquiryRuntime();
  return handleViewingCancel(request, {
    ...formPostGuards(runtime),
    linkKey: manageSigningKey(),
    log,
    // A seat given back: the viewing waitlist offers it now (decision 0058), not at the next sweep.
    onChanged: () => void runtime.waitlistSweeper.sweep(),
  });
}
