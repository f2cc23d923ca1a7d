import 'server-only';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { maxBodyBytes } from '../enquiries/enquiry-handler';
import { markIdVerified, rejectIdCheck } from './orders';
import { refundOrderNow } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';
import { provablySameOrigin } from '../bookings/staff-booking-cancel';

/*
 * POST /admin/orders/verify and /admin/orders/reject: staff (sales, admin; the routes check the
 * CMS session) record the identity check of an order. As for the staff booking cancel, a post must
 * prove it came from our own pages. Verified and paid or invoiced, the order is active and the
 * buyer is told; rejected, the buyer gets the reason and any card payment is refunded.
 */

export type StaffOrderDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  /** More origins the admin is used under (ADMIN_ORIGINS); posts from them count as our own. */
  readonly adminOrigins?: readonly string[];
  readonly visitorMail: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
  readonly payments?: Payments | undefined;
};

const listPath = '/admin/orders';
const noStore = { 'cache-control': 'no-store' };

function back(query: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${listPath}?${new URLSearchParams(query).toString()}`, ...noStore },
  });
}

async function readStaffForm(request: Request, deps: StaffOrderDeps, action: string): Promise<URLSearchParams | Response> {
  if (!provablySameOrigin(request, deps.siteUrl, deps.adminOrigins)) {
    deps.log.warn({ action }, 'staff order change refused: not same origin');
    return new Response('Refused: not from this site.', { status: 403, headers: noStore });
  }
  return new URLSearchParams((await request.text()).slice(0, maxBodyBytes));
}

export async function handleStaffOrderVerify(request: Request, deps: StaffOrderDeps, staff: { id: string; email: string }): Promise<Response> {
  const form = await readStaffForm(request, deps, 'verify');
  if (form instanceof Response) return form;
  const outcome = await markIdVerified(deps.db, form.get('order') ?? '', staff.email, { visitorMail: deps.visitorMail });
  // Who verified is in the row; the log names the staff account by id only.
  deps.log.info({ outcome: outcome ?? 'unchanged', staffId: staff.id }, 'order id check recorded');
  if (outcome) deps.onChanged?.();
  return back({ verified: outcome ?? '0' });
}

export async function handleStaffOrderReject(request: Request, deps: StaffOrderDeps, staff: { id: string }): Promise<Response> {
  const form = await readStaffForm(request, deps, 'reject');
  if (form instanceof Response) return form;
  const id = form.get('order') ?? '';
  const reason = form.get('reason') ?? '';
  if (reason.trim().length === 0) return back({ rejected: 'no-reason' });
  const rejected = await rejectIdCheck(deps.db, id, reason, { visitorMail: deps.visitorMail });
  deps.log.info({ rejected, staffId: staff.id }, 'order id check rejected');
  if (rejected) {
    deps.onChanged?.();
    await refundOrderNow(deps.db, deps.payments, id, deps.log);
  }
  return back({ rejected: rejected ? '1' : '0' });
}
