import 'server-only';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { maxBodyBytes } from '../enquiries/enquiry-handler';
import { provablySameOrigin } from '../bookings/staff-booking-cancel';
import { recordIdentityVerified, recordTransferReceived } from './store';

/*
 * POST /admin/licences/transfer and /admin/licences/verify: staff (sales, admin; the route checks
 * the CMS session) record the deposit received and the identity check. A post must prove it came
 * from our own pages. The tenant is told in the same statement (their licence's mail).
 */

export type StaffLicenceDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  readonly adminOrigins?: readonly string[];
  readonly tenantMail: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
};

export const staffLicenceListPath = '/admin/licences';
const noStore = { 'cache-control': 'no-store' };

export const staffLicenceBack = (query: Record<string, string>) =>
  new Response(null, { status: 303, headers: { location: `${staffLicenceListPath}?${new URLSearchParams(query).toString()}`, ...noStore } });

export async function readStaffForm(request: Request, deps: StaffLicenceDeps, action: string): Promise<URLSearchParams | Response> {
  if (!provablySameOrigin(request, deps.siteUrl, deps.adminOrigins)) {
    deps.log.warn({ action }, 'staff licence change refused: not same origin');
    return new Response('Refused: not from this site.', { status: 403, headers: noStore });
  }
  return new URLSearchParams((await request.text()).slice(0, maxBodyBytes));
}

export async function handleStaffLicenceTransfer(request: Request, deps: StaffLicenceDeps, staff: { id: string }): Promise<Response> {
  const form = await readStaffForm(request, deps, 'transfer');
  if (form instanceof Response) return form;
  const changed = await recordTransferReceived(deps.db, form.get('licence') ?? '', { tenantMail: deps.tenantMail });
  deps.log.info({ outcome: changed?.status ?? 'unchanged', staffId: staff.id }, 'licence transfer recorded');
  if (changed) deps.onChanged?.();
  return staffLicenceBack({ paid: changed?.status ?? '0' });
}

export async function handleStaffLicenceVerify(
  request: Request,
  deps: StaffLicenceDeps,
  staff: { id: string; email: string },
): Promise<Response> {
  const form = await readStaffForm(request, deps, 'verify');
  if (form instanceof Response) return form;
  const changed = await recordIdentityVerified(deps.db, form.get('licence') ?? '', staff.email, { tenantMail: deps.tenantMail });
  // Who verified is in the row; the log names the staff account by id only.
  deps.log.info({ outcome: changed?.status ?? 'unchanged', staffId: staff.id }, 'licence identity check recorded');
  if (changed) deps.onChanged?.();
  return staffLicenceBack({ verified: changed?.status ?? '0' });
}
