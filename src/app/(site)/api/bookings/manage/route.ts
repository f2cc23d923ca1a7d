import { getBookableRooms, getCentre } from '@/content';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { handleBookingManage } from '@/server/bookings/booking-manage-handler';
import { failureResponse } from '@/server/enquiries/enquiry-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'booking-manage' });
const isCentre = (slug: string): slug is CentreSlug => (centreSlugs as readonly string[]).includes(slug);

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    const guards = formPostGuards(runtime);
    return await handleBookingManage(request, {
      db: guards.db,
      siteUrl: guards.siteUrl,
      manageKey: manageSigningKey(),
      visitorMail: guards.visitorMail,
      findRoom: async (centre, reference) =>
        (await getBookableRooms()).find((room) => room.centre === centre && room.reference === reference),
      openingHours: async (centre) => (isCentre(centre) ? (await getCentre(centre)).openingHours : undefined),
      // A cancel or a move frees a time: the waitlist offers it now (decision 0055), not at the next sweep.
      onChanged: () => {
        guards.onStored();
        void runtime.waitlistSweeper.sweep();
      },
      payments: runtime.payments,
      log,
    });
  } catch (error) {
    return failureResponse(error, 'form', log, '/book');
  }
}
