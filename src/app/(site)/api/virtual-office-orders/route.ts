import { getVirtualOfficeOffer } from '@/content/virtual-offices';
import { logger } from '@/server/logger';
import { handleOrderPlacePost, orderFailureResponse } from '@/server/order-handler';
import { formPostGuards, getEnquiryRuntime, orderDraftSigningKey, orderSigningKey } from '@/server/runtime';

/* "Place order": the checked draft becomes a virtual-office order (docs/decisions/0023). */
export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'order-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleOrderPlacePost(request, {
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
