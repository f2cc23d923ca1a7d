import config from '@payload-config';
import { getPayload } from 'payload';
import { hasRole } from '@/cms/access';
import { depositMonthsFor, getProposableUnits } from '@/content/proposals';
import { getSiteSettings } from '@/content';
import { serverEnv } from '@/env';
import { cmsSecret } from '@/server/cms-secret';
import type { ProposalActor } from '@/server/licences/proposals';
import { proposalFormCookie } from '@/server/licences/proposals-link';
import { proposalDraftKey } from '@/server/licences/proposals-link';
import { handleStaffProposalSend, handleStaffProposalWithdraw, proposalAdminPaths, type StaffProposalDeps } from '@/server/licences/proposals-staff';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';

const log = logger.child({ component: 'admin-proposals' });
const noStore = { 'cache-control': 'no-store' };

/** The key of the refused form's cookie: the proposal drafts' own, from the CMS secret. */
export const proposalFormKey = () => proposalDraftKey(`${cmsSecret()}:admin-form`);

/* The posts of /admin/proposals: signed-in sales or administrators only. */
function staffProposalRoute(
  handle: (request: Request, deps: StaffProposalDeps, actor: ProposalActor) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const payload = await getPayload({ config });
    const { user } = await payload.auth({ headers: request.headers });
    if (!user) return new Response(null, { status: 303, headers: { location: `/admin/login?redirect=${encodeURIComponent(proposalAdminPaths.list)}`, ...noStore } });
    if (!hasRole(user, 'admin', 'sales')) return new Response('Proposals are open to sales and administrators only.', { status: 403, headers: noStore });
    const runtime = await getEnquiryRuntime();
    const guards = formPostGuards(runtime);
    const name = typeof user.name === 'string' && user.name ? user.name : typeof user.email === 'string' ? user.email : `user ${String(user.id)}`;
    return handle(
      request,
      {
        db: runtime.database.db,
        siteUrl: serverEnv().SITE_URL,
        adminOrigins: serverEnv().ADMIN_ORIGINS,
        units: getProposableUnits,
        depositMonths: depositMonthsFor,
        vatRatePercent: async () => (await getSiteSettings()).vatRatePercent,
        mailProspect: guards.visitorMail,
        onChanged: guards.onStored,
        log,
      },
      { id: Number(user.id), name },
    );
  };
}

export const sendRoute = staffProposalRoute(async (request, deps, actor) => {
  const outcome = await handleStaffProposalSend(request, deps, actor);
  if (outcome.kind === 'response') return outcome.response;
  const headers = new Headers({ location: `${proposalAdminPaths.create}?refused=1#proposal-errors`, ...noStore });
  headers.append('set-cookie', proposalFormCookie(outcome, proposalFormKey(), deps.siteUrl.startsWith('https:')));
  return new Response(null, { status: 303, headers });
});

export const withdrawRoute = staffProposalRoute(handleStaffProposalWithdraw);
