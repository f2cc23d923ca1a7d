import 'server-only';
import type { Logger } from 'pino';
import { parseCancelReason } from '@/domain/board/cancel-reason';
import type { Database } from '../db/client';
import { maxBodyBytes } from '../enquiries/enquiry-handler';
import { provablySameOrigin } from '../bookings/staff-booking-cancel';
import { cancelViewing, findViewing } from './viewings';

/*
 * POST /admin/viewings/cancel: staff (sales, admin, or a centre manager for its centres; the route checks the CMS session) cancel a
 * viewing after the list's confirm step. As for the staff booking cancel, the post must prove it
 * came from our own pages; the visitor gets the cancellation mail (METHOD:CANCEL), the seat is free.
 */

export type StaffViewingCancelDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  /** More origins the admin is used under (ADMIN_ORIGINS); posts from them count as our own. */
  readonly adminOrigins?: readonly string[];
  readonly visitorMail: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
  /** The centres the signed-in user works; another centre's viewing is answered as not found. */
  readonly scope?: 'all' | readonly string[];
};

function back(query: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `/admin/viewings?${new URLSearchParams(query).toString()}`, 'cache-control': 'no-store' },
  });
}

export async function handleStaffViewingCancel(request: Request, deps: StaffViewingCancelDeps): Promise<Response> {
  if (!provablySameOrigin(request, deps.siteUrl, deps.adminOrigins)) {
    deps.log.warn('staff viewing cancel refused: not same origin');
    return new Response('Refused: not from this site.', { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  const form = new URLSearchParams((await request.text()).slice(0, maxBodyBytes));
  const viewing = await findViewing(deps.db, form.get('viewing') ?? '');
  const scope = deps.scope ?? 'all';
  if (!viewing || (scope !== 'all' && !scope.includes(viewing.centre))) return back({ error: 'missing' });
  // Every staff cancellation says why: kept on the viewing and quoted in the visitor's mail.
  const reason = parseCancelReason(form.get('reason'));
  if (reason === undefined) return back({ error: 'reason', confirm: viewing.id });
  const cancelled = await cancelViewing(deps.db, viewing.id, { by: 'staff', reason, visitorMail: deps.visitorMail });
  deps.log.info({ reference: viewing.reference, cancelled }, 'viewing cancelled by staff');
  if (cancelled) deps.onChanged?.();
  return back(cancelled ? { cancelled: viewing.reference } : { error: 'not-confirmed' });
}
