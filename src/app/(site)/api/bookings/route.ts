import { getBookableRooms, getCentre } from '@/content';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { serverEnv } from '@/env';
import { handleBookingPost } from '@/server/booking-handler';
import { failureResponse } from '@/server/enquiry-handler';
import { formTokenSecret } from '@/server/form-token';
import { logger } from '@/server/logger';
import { configuredChannels } from '@/server/outbox';
import { bookingSigningKey, getEnquiryRuntime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'booking-api' });
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    const env = serverEnv();
    return await handleBookingPost(request, {
      db: runtime.database.db,
      channels: configuredChannels(runtime.delivery),
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      rateLimitStore: runtime.database.kind === 'pglite' ? 'memory' : 'database',
      siteUrl: env.SITE_URL,
      formTokenSecret: formTokenSecret(env),
      linkKey: bookingSigningKey(),
      findRoom: async (centre, reference) =>
        (await getBookableRooms()).find((room) => room.centre === centre && room.reference === reference),
      openingHours: async (centre) => (isCentre(centre) ? (await getCentre(centre)).openingHours : undefined),
      log,
      onStored: () => runtime.worker.kick(),
    });
  } catch (error) {
    return failureResponse(error, 'form', log, '/book');
  }
}
