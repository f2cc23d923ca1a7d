import config from '@payload-config';
import { getPayload } from 'payload';
import { centreScopeOf } from '@/cms/access';
import { serverEnv } from '@/env';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';
import { handleStaffViewingCancel } from '@/server/viewings/staff-viewing-cancel';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'admin-viewings' });

/* The confirmed Cancel of /admin/viewings: signed-in sales or admin, or a centre manager for its centres. */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  const scope = centreScopeOf(user);
  if (!user || !scope)
    return new Response('Sign in as sales, a centre manager or an administrator to cancel viewings.', {
      status: 403,
      headers: { 'cache-control': 'no-store' },
    });
  const runtime = await getEnquiryRuntime();
  const guards = formPostGuards(runtime);
  return handleStaffViewingCancel(request, {
    db: runtime.database.db,
    siteUrl: serverEnv().SITE_URL,
    adminOrigins: serverEnv().ADMIN_ORIGINS,
    visitorMail: guards.visitorMail,
    // A seat given back: the viewing waitlist offers it now (decision 0058), not at the next sweep.
    onChanged: () => {
      guards.onStored();
      void runtime.waitlistSweeper.sweep();
    },
    scope,
    log,
  });
}
