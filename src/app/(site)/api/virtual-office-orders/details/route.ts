import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { logger } from '@/server/logger';
import { handleOrderDetailsPost, orderFailureResponse } from '@/server/order-handler';
import { formPostGuards, getEnquiryRuntime, orderDraftSigningKey, orderSigningKey } from '@/server/runtime';

/* The order's details: checked, kept in the draft cookie, then the review page (or the form again). */
export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'order-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleOrderDetailsPost(request, {
      ...formPostGuards(runtime),
      linkKey: orderSigningKey(),
      draftKey: orderDraftSigningKey(),
      offer: getVirtualOfficeOffer,
      visitorMail: runtime.delivery.visitorMail !== undefined,
      log,
    });
  } catch (error) {
    return orderFailureResponse(error, log);
  }
}
