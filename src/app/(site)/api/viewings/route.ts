import { getListedUnitsAt } from '@/content';
import { getViewingHours } from '@/content/viewings';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { handleViewingPost } from '@/server/viewings/viewing-handler';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'viewing-api' });
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export async function POST(request: Request): Promise<Response> {
  let runtime;
  try {
    runtime = await getEnquiryRuntime();
  } catch {
    log.error('viewing failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: '/500', 'cache-control': 'no-store' } });
  }
  return handleViewingPost(request, {
    ...formPostGuards(runtime),
    linkKey: manageSigningKey(),
    viewingHours: (centre) => (isCentre(centre) ? getViewingHours(centre) : Promise.resolve(undefined)),
    unitsAt: async (centre) =>
      isCentre(centre) ? (await getListedUnitsAt(centre)).map((unit) => unit.reference) : [],
    log,
  });
}
