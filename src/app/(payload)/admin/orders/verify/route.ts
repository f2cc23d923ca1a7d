import config from '@payload-config';
import { getPayload } from 'payload';
import { canSeeOrders } from '@/cms/access';
import { serverEnv } from '@/env';
import { isCrossSite } from '@/server/enquiry-handler';
import { logger } from '@/server/logger';
import { markIdVerified } from '@/server/orders';
import { getEnquiryRuntime } from '@/server/runtime';

/*
 * POST /admin/orders/verify: staff record that an order's identity check has passed. Same-origin
 * form posts only (Payload's session cookie is SameSite=Lax; the cross-site check refuses the
 * rest), sales and admins only; the order records who and when. Answered with a redirect to the
 * list, which says what happened.
 */
export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'admin-orders' });
const noStore = { 'cache-control': 'no-store' };

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request, serverEnv().SITE_URL))
    return new Response('Cross-site requests are refused.', { status: 403, headers: noStore });
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!user)
    return new Response(null, {
      status: 303,
      headers: { location: '/admin/login?redirect=%2Fadmin%2Forders', ...noStore },
    });
  if (!canSeeOrders(user))
    return new Response('Orders are open to sales and administrators only.', {
      status: 403,
      headers: noStore,
    });
  const form = new URLSearchParams((await request.text()).slice(0, 2000));
  const runtime = await getEnquiryRuntime();
  const verifiedBy = typeof user.email === 'string' ? user.email : `user ${String(user.id)}`;
  const changed = await markIdVerified(runtime.database.db, form.get('order') ?? '', verifiedBy);
  // Who verified is in the row; the log names the staff account by id only.
  log.info({ changed, staffId: user.id }, 'order id check recorded');
  return new Response(null, {
    status: 303,
    headers: { location: `/admin/orders?verified=${changed ? '1' : '0'}`, ...noStore },
  });
}
