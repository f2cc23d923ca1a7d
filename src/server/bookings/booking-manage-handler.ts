import 'server-only';
import type { Logger } from 'pino';
import { z } from 'zod';
import { cancelVerdict, rescheduleVerdict } from '@/domain/booking/booking-policy';
import { bookingCancellation } from '@/domain/booking/cancellation';
import type { BookingManageError } from '@/domain/booking/booking-manage';
import { isCalendarDate } from '@/lib/calendar-date';
import { slotAt, type WeeklyHours } from '@/lib/booking-slots';
import type { BookingRoom } from './booking-handler';
import { BookingConflictError, cancelBooking, findBooking, rescheduleBooking } from './bookings';
import { cancelSeriesWeeks, seriesBookings } from './series';
import type { Database } from '../db/client';
import type { BookingRow } from '../db/schema';
import { failureResponse, isCrossSite } from '../enquiries/enquiry-handler';
import { readFormBody } from '../requests/request-body';
import { verifyManageLink } from '../links/manage-link';
import { refundAfterCancel } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';

/*
 * POST /api/bookings/manage: the manage page's two plain forms, cancel and reschedule. Every answer
 * is a 303 back to the manage page (site layout), with what happened or why not in its query, so
 * the flow works without JavaScript and no refusal is ever bare text. The link's signature is
 * checked again here: the page showing a form proves nothing about the post.
 */

export type BookingManageDeps = {
  readonly db: Database;
  readonly siteUrl: string;
  readonly manageKey: string;
  readonly visitorMail: boolean;
  readonly findRoom: (centre: string, reference: string) => Promise<BookingRoom | undefined>;
  readonly openingHours: (centre: string) => Promise<readonly WeeklyHours[] | undefined>;
  readonly log: Logger;
  readonly onChanged?: () => void;
  readonly now?: () => Date;
  /** Stripe, when rooms are paid online: a paid booking cancelled within its free period is refunded. */
  readonly payments?: Payments | undefined;
};

export const bookingManagePaths = { page: '/book/manage', api: '/api/bookings/manage' } as const;

const manageFormSchema = z.object({
  b: z.string().max(100),
  s: z.string().max(200),
  action: z.enum(['cancel', 'reschedule']),
  /** Outside the free period, the visitor's tick: they know the price is due (or no refund). */
  accept: z.literal('charge').optional(),
  date: z.string().max(10).optional(),
  start: z.string().regex(/^\d{2}:\d{2}$/).optional(),
  /** A week of a series: cancel that date only, or that date and every later one. */
  scope: z.enum(['one', 'later']).optional(),
  /** Which week of the link's series (a booking id); the link's own booking when absent. */
  week: z.string().max(100).optional(),
});
type ManageForm = z.infer<typeof manageFormSchema>;

const noStore = { 'cache-control': 'no-store' };

function backTo(form: Pick<ManageForm, 'b' | 's'>, outcome: { done?: string; error?: BookingManageError; date?: string }): Response {
  const query = new URLSearchParams({ b: form.b, s: form.s });
  if (outcome.done) query.set('done', outcome.done);
  if (outcome.error) query.set('error', outcome.error);
  if (outcome.date) query.set('date', outcome.date);
  return new Response(null, { status: 303, headers: { location: `${bookingManagePaths.page}?${query.toString()}`, ...noStore } });
}

async function readManageForm(request: Request): Promise<ManageForm | undefined> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const read = await readFormBody(request);
  if (!read.ok) return undefined;
  const parsed = manageFormSchema.safeParse(Object.fromEntries(read.value));
  return parsed.success ? parsed.data : undefined;
}

export async function handleBookingManage(request: Request, deps: BookingManageDeps): Promise<Response> {
  try {
    const form = await readManageForm(request);
    // Not a form of ours: nothing to go back to but the start of booking.
    if (!form) return new Response(null, { status: 303, headers: { location: '/book', ...noStore } });
    if (isCrossSite(request, deps.siteUrl)) return backTo(form, { error: 'cross-site' });
    // A bad link gets the manage page's own refusal (403/410 in the site layout).
    if (!verifyManageLink('booking', form.b, form.s, deps.manageKey, deps.now?.()).valid) return backTo(form, {});
    const booking = await findBooking(deps.db, form.b);
    if (!booking) return backTo(form, {});
    if (booking.seriesId) return form.action === 'cancel' ? await cancelWeeks(deps, form, booking) : backTo(form, { error: 'series-move' });
    return form.action === 'cancel' ? await cancel(deps, form, booking) : await reschedule(deps, form, booking);
  } catch (error) {
    return failureResponse(error, 'form', deps.log, '/book');
  }
}

async function cancel(deps: BookingManageDeps, form: ManageForm, booking: BookingRow): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const verdict = cancelVerdict(booking, now);
  if (!verdict.allowed) return backTo(form, { error: verdict.reason });
  // The booking's own terms (the rules kept on it), decided now, as the manage page showed them.
  const decision = bookingCancellation(booking, now);
  // Outside the free period a cancel is made only when the visitor ticked that they know it is not
  // free: a form shown while it still was (the deadline passed since) is refused, nothing changed.
  if (!decision.free && form.accept !== 'charge') return backTo(form, { error: 'not-free' });
  const cancelled = await cancelBooking(deps.db, booking.id, { by: 'visitor', free: decision.free, visitorMail: deps.visitorMail });
  deps.log.info({ reference: booking.reference, cancelled, free: decision.free }, 'booking cancelled by the visitor');
  if (cancelled) deps.onChanged?.();
  if (cancelled && deps.payments) await refundAfterCancel(deps.db, deps.payments, booking.id, deps.log);
  return backTo(form, cancelled ? { done: 'cancelled' } : { error: 'cancelled' });
}

/**
 * A week of a series: that date, or that date and every later one, cancelled together, each held
 * to its own terms (cancellationDecision per week). Outside a week's free period the visitor's
 * tick is needed, as for a single booking; a paid week cancelled free is refunded its own share.
 */
async function cancelWeeks(deps: BookingManageDeps, form: ManageForm, booking: BookingRow): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  // The week must belong to the series the signed link names: an id from elsewhere is refused.
  const week = form.week && form.week !== booking.id ? await findBooking(deps.db, form.week) : booking;
  if (!week || week.seriesId !== booking.seriesId) return backTo(form, { error: 'changed' });
  const verdict = cancelVerdict(week, now);
  if (!verdict.allowed) return backTo(form, { error: verdict.reason });
  const scope = form.scope ?? 'one';
  const inScope = (await seriesBookings(deps.db, booking.seriesId!)).filter(
    (candidate) => candidate.status === 'confirmed' && candidate.startsAt > now && (scope === 'one' ? candidate.id === week.id : candidate.startsAt >= week.startsAt),
  );
  if (inScope.some((candidate) => !bookingCancellation(candidate, now).free) && form.accept !== 'charge') return backTo(form, { error: 'not-free' });
  const cancelled = await cancelSeriesWeeks(deps.db, week, scope, {
    freeOf: (candidate) => bookingCancellation(candidate, now).free,
    by: { by: 'visitor' },
    visitorMail: deps.visitorMail,
    now,
  });
  deps.log.info({ reference: week.reference, scope, weeks: cancelled.length }, 'series weeks cancelled by the visitor');
  if (cancelled.length > 0) deps.onChanged?.();
  if (deps.payments) for (const row of cancelled) await refundAfterCancel(deps.db, deps.payments, row.id, deps.log);
  return backTo(form, cancelled.length > 0 ? { done: cancelled.length === 1 ? 'cancelled-date' : 'cancelled-dates' } : { error: 'cancelled' });
}

async function reschedule(deps: BookingManageDeps, form: ManageForm, booking: BookingRow): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const verdict = rescheduleVerdict(booking, now);
  if (!verdict.allowed) return backTo(form, { error: verdict.reason });
  if (!form.date || !isCalendarDate(form.date) || !form.start) return backTo(form, { error: 'slot' });
  const [room, hours] = await Promise.all([
    deps.findRoom(booking.centre, booking.roomReference),
    deps.openingHours(booking.centre),
  ]);
  const length = booking.duration === 'hour' ? booking.hours : 1;
  const slot = room && hours ? slotAt({ hours, date: form.date, duration: booking.duration, length, now }, form.start) : undefined;
  // The new time must itself be more than 24 hours away, or it could never be moved or cancelled free.
  if (!slot || !rescheduleVerdict({ status: 'confirmed', startsAt: slot.start }, now).allowed)
    return backTo(form, { error: 'slot', date: form.date });
  try {
    const moved = await rescheduleBooking(
      deps.db,
      booking.id,
      { from: booking.startsAt, startsAt: slot.start, endsAt: slot.end },
      { visitorMail: deps.visitorMail },
    );
    deps.log.info({ reference: booking.reference, moved }, 'booking moved by the visitor');
    if (moved) deps.onChanged?.();
    return backTo(form, moved ? { done: 'moved' } : { error: 'changed' });
  } catch (error) {
    if (!(error instanceof BookingConflictError)) throw error;
    return backTo(form, { error: 'taken', date: form.date });
  }
}
