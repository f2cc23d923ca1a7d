import { serverEnv } from '@/env';
import { handleBookingCancel } from '@/server/bookings/booking-handler';
import { failureResponse } from '@/server/enquiries/enquiry-handler';
import { logger } from '@/server/logger';
import { bookingSigningKey, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'booking-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleBookingCancel(request, {
      db: runtime.database.db,
      siteUrl: serverEnv().SITE_URL,
      linkKey: bookingSigningKey(),
      manageKey: manageSigningKey(),
      log,
    });
  } catch (error) {
    return failureResponse(error, 'form', log, '/book');
  }
}
