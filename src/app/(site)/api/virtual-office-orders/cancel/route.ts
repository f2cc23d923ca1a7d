import { serverEnv } from '@/env';
import { logger } from '@/server/logger';
import { handleOrderCancel, orderFailureResponse } from '@/server/orders/order-handler';
import { getEnquiryRuntime, orderSigningKey } from '@/server/runtime';

/* The buyer cancels an order that has not started, from its signed page. */
export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'order-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleOrderCancel(request, {
      db: runtime.database.db,
      siteUrl: serverEnv().SITE_URL,
      linkKey: orderSigningKey(),
      visitorMail: runtime.delivery.visitorMail !== undefined,
      payments: runtime.payments,
      log,
    });
  } catch (error) {
    return orderFailureResponse(error, log);
  }
}
