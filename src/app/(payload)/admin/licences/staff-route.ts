import config from '@payload-config';
import { getPayload } from 'payload';
import { canSeeOrders } from '@/cms/access';
import { serverEnv } from '@/env';
import { logger } from '@/server/logger';
import type { StaffLicenceDeps } from '@/server/licences/staff';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';

const log = logger.child({ component: 'admin-licences' });
const noStore = { 'cache-control': 'no-store' };

/* The buttons of /admin/licences: signed-in sales or admin only (the roles that work orders). */
export function staffLicenceRoute(
  handle: (request: Request, deps: StaffLicenceDeps, staff: { id: string; email: string; name: string }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const payload = await getPayload({ config });
    const { user } = await payload.auth({ headers: request.headers });
    if (!user)
      return new Response(null, { status: 303, headers: { location: '/admin/login?redirect=%2Fadmin%2Flicences', ...noStore } });
    if (!canSeeOrders(user))
      return new Response('Licences are open to sales and administrators only.', { status: 403, headers: noStore });
    const runtime = await getEnquiryRuntime();
    const guards = formPostGuards(runtime);
    const email = typeof user.email === 'string' ? user.email : `user ${String(user.id)}`;
    // The name a countersignature prints (users' "Full name" in the CMS), else the account's email.
    const name = 'name' in user && typeof user.name === 'string' && user.name.trim() ? user.name : email;
    return handle(
      request,
      {
        db: runtime.database.db,
        siteUrl: serverEnv().SITE_URL,
        adminOrigins: serverEnv().ADMIN_ORIGINS,
        tenantMail: guards.visitorMail,
        onChanged: guards.onStored,
        log,
      },
      { id: String(user.id), email, name },
    );
  };
}
