import { getViewingHours } from '@/content/viewings';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { handleViewingMove } from '@/server/viewings/viewing-handler';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'viewing-api' });
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export async function POST(request: Request): Promise<Response> {
  const runtime = await getEnquiryRuntime();
  return handleViewingMove(request, {
    ...formPostGuards(runtime),
    linkKey: manageSigningKey(),
    viewingHours: (centre) => (isCentre(centre) ? getViewingHours(centre) : Promise.resolve(undefined)),
    log,
    // A seat given back: the viewing waitlist offers it now (decision 0058), not at the next sweep.
    onChanged: () => void runtime.waitlistSweeper.sweep(),
  });
}
