import 'server-only';
import type { Logger } from 'pino';
import { parseCancelReason } from '@/domain/board/cancel-reason';
import { bookingCancellation, staffCancelFree, staffChargeChoices, type StaffChargeChoice } from '@/domain/booking/cancellation';
import { cancelBooking, findBooking } from './bookings';
import type { Database } from '../db/client';
import { adminOrigins, isAllowedStaffPost } from '@/lib/admin-origins';
import { maxBodyBytes } from '../enquiries/enquiry-handler';
import { refundAfterCancel } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';

/*
 * POST /admin/bookings/cancel: staff (sales, admin) cancel a booking from the bookings list. The
 * route checks the CMS session and role; this refuses any post that is not provably from our own
 * pages (an Origin or Sec-Fetch-Site of our own site is required, not merely allowed: a forged
 * form elsewhere must not cancel through a signed-in browser), then cancels, keeping the reason
 * staff must give, and mails the visitor (the reason quoted). Outside the booking's free period
 * (its own terms, src/domain/booking/cancellation.ts) staff must also say whether the charge
 * stands or is waived; a payment online is refunded in full only when the cancel is free.
 */

export type StaffCancelDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  /** More origins the admin is used under (ADMIN_ORIGINS); posts from them count as our own. */
  readonly adminOrigins?: readonly string[];
  readonly visitorMail: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
  /** Stripe, when rooms are paid online: refunded when the cancel is free (the terms, or staff waived the charge). */
  readonly payments?: Payments | undefined;
  readonly now?: () => Date;
  /** The centres the signed-in user works; another centre's booking is answered as not found. */
  readonly scope?: 'all' | readonly string[];
};

const listPath = '/admin/bookings';

function back(query: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${listPath}?${new URLSearchParams(query).toString()}`, 'cache-control': 'no-store' },
  });
}

/**
 * True only when the browser proves the post came from a page of the admin: SITE_URL's origin or
 * one of ADMIN_ORIGINS (src/lib/admin-origins.ts), and no other.
 */
export function provablySameOrigin(request: Request, siteUrl: string, extraOrigins: readonly string[] = []): boolean {
  return isAllowedStaffPost(request.headers, adminOrigins(siteUrl, extraOrigins), request.url);
}

function chargeChoiceOf(value: string | null | undefined): StaffChargeChoice | undefined {
  return (staffChargeChoices as readonly string[]).includes(value ?? '') ? (value as StaffChargeChoice) : undefined;
}

export async function handleStaffBookingCancel(request: Request, deps: StaffCancelDeps): Promise<Response> {
  if (!provablySameOrigin(request, deps.siteUrl, deps.adminOrigins)) {
    deps.log.warn('staff booking cancel refused: not same origin');
    return new Response('Refused: not from this site.', { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  const form = new URLSearchParams((await request.text()).slice(0, maxBodyBytes));
  const id = form.get('booking') ?? '';
  const booking = await findBooking(deps.db, id);
  const scope = deps.scope ?? 'all';
  if (!booking || (scope !== 'all' && !scope.includes(booking.centre))) return back({ error: 'missing' });
  // Every staff cancellation says why: kept on the booking and quoted in the visitor's mail.
  const reason = parseCancelReason(form.get('reason'));
  if (reason === undefined) return back({ error: 'reason' });
  const decision = bookingCancellation(booking, deps.now?.() ?? new Date());
  const free = staffCancelFree(decision, chargeChoiceOf(form.get('charge')));
  // Outside the free period the list asks staff to choose; a post without the choice changes nothing.
  if (free === undefined) return back({ error: 'charge', booking: booking.reference });
  const cancelled = await cancelBooking(deps.db, booking.id, { by: 'staff', reason, free, visitorMail: deps.visitorMail });
  deps.log.info({ reference: booking.reference, cancelled, free, withinTerms: decision.free }, 'booking cancelled by staff');
  if (cancelled) deps.onChanged?.();
  if (cancelled && deps.payments) await refundAfterCancel(deps.db, deps.payments, booking.id, deps.log);
  return back(cancelled ? { cancelled: booking.reference } : { error: 'not-confirmed' });
}
