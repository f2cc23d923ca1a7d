import config from '@payload-config';
import { getPayload } from 'payload';
import { canSeeOrders } from '@/cms/access';
import { serverEnv } from '@/env';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';
import type { StaffOrderDeps } from '@/server/orders/staff-order-check';

const log = logger.child({ component: 'admin-orders' });
const noStore = { 'cache-control': 'no-store' };

/* The verify and reject buttons of /admin/orders: signed-in sales or admin only. */
export function staffOrderRoute(
  handle: (request: Request, deps: StaffOrderDeps, staff: { id: string; email: string }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const payload = await getPayload({ config });
    const { user } = await payload.auth({ headers: request.headers });
    if (!user)
      return new Response(null, { status: 303, headers: { location: '/admin/login?redirect=%2Fadmin%2Forders', ...noStore } });
    if (!canSeeOrders(user))
      return new Response('Orders are open to sales and administrators only.', { status: 403, headers: noStore });
    const runtime = await getEnquiryRuntime();
    const guards = formPostGuards(runtime);
    const email = typeof user.email === 'string' ? user.email : `user ${String(user.id)}`;
    return handle(
      request,
      {
        db: runtime.database.db,
        siteUrl: serverEnv().SITE_URL,
        adminOrigins: serverEnv().ADMIN_ORIGINS,
        visitorMail: guards.visitorMail,
        onChanged: guards.onStored,
        payments: runtime.payments,
        log,
      },
      { id: String(user.id), email },
    );
  };
}
