import { findPromoCode } from '@/content/promo-codes';
import { getBookableRooms, getCentre, getSiteSettings } from '@/content';
import { getCancellationRules } from '@/content/cancellation-rules';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { handleBookingPost } from '@/server/bookings/booking-handler';
import { problemLocation } from '@/domain/booking/booking-problems';
import { errorFacts } from '@/server/failures';
import { logger } from '@/server/logger';
import { bookingSigningKey, formPostGuards, getEnquiryRuntime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'booking-api' });
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleBookingPost(request, {
      ...formPostGuards(runtime),
      linkKey: bookingSigningKey(),
      findRoom: async (centre, reference) =>
        (await getBookableRooms()).find((room) => room.centre === centre && room.reference === reference),
      openingHours: async (centre) => (isCentre(centre) ? (await getCentre(centre)).openingHours : undefined),
      vatRatePercent: async () => (await getSiteSettings()).vatRatePercent,
      cancellationRules: getCancellationRules,
      promoCodes: findPromoCode,
      log,
    });
  } catch (error) {
    // The runtime did not start (the database is down): a page in the site's layout says so.
    log.error(errorFacts(error), 'booking failed: runtime unavailable');
    return new Response(null, { status: 303, headers: { location: problemLocation('busy', {}), 'cache-control': 'no-store' } });
  }
}
