import 'server-only';
import type { Logger } from 'pino';
import {
  moveVerdict,
  staffChangeVerdict,
  type MoveRefusal,
  type StaffChangeRefusal,
} from '@/domain/board/attendance';
import { ukDayBounds, type BoardItem } from '@/domain/board/board-day';
import { bookingCancellation, staffCancelFree, type StaffChargeChoice } from '@/domain/booking/cancellation';
import type { ViewingHours } from '@/domain/viewing/viewing-hours';
import { freeViewingSlots, slotKey, viewingSlotAt, viewingSlotsOn } from '@/domain/viewing/viewing-slots';
import { bookingWhen, freeSlots, slotAt, type WeeklyHours } from '@/lib/booking-slots';
import { BookingConflictError, bookedIntervals, cancelBooking, rescheduleBooking } from '../bookings/bookings';
import type { Database } from '../db/client';
import { refundAfterCancel } from '../payments/sweeper';
import type { Payments } from '../payments/stripe-client';
import { cancelViewing, rescheduleViewing, viewingSlotUse, ViewingSlotFullError } from '../viewings/viewings';
import { auditVisit, findBoardItem, type BoardActor, type BoardScope, type BoardTarget } from './board-store';

/*
 * Cancel and move on the visitor's behalf, from the bookings board (docs/decisions/0030). Nothing
 * here re-implements a rule the visitor's own manage link already keeps: the slot a move asks for
 * is the one the centre's hours offer (slotAt, viewingSlotAt: the same functions the visitor's
 * reschedule uses), and the move itself is rescheduleBooking / rescheduleViewing, where the
 * database refuses a double booking (bookings_no_overlap) or a full viewing slot (the seat index),
 * re-times the reminder and queues the visitor's "rescheduled" mail with the same calendar UID at
 * the next SEQUENCE. A cancel is cancelBooking / cancelViewing with the staff flag (the visitor's
 * cancellation mail, METHOD:CANCEL) and, for a room paid online, the same refund as the staff
 * cancel of /admin/bookings. Staff are not held to the visitor's terms: they act on the visitor's
 * word, on the phone or at the desk; but outside the booking's free period they say whether the
 * charge stands or is waived, which decides the refund (src/domain/booking/cancellation.ts).
 */

export type BoardChangeDeps = {
  readonly db: Database;
  /** Mail the visitor (SMTP configured). */
  readonly visitorMail: boolean;
  readonly log: Logger;
  readonly onChanged?: () => void;
  readonly payments?: Payments | undefined;
  /** The centre's opening hours (room slots) and viewing hours, as the CMS has them now. */
  readonly openingHours: (centre: string) => Promise<readonly WeeklyHours[] | undefined>;
  readonly viewingHours: (centre: string) => Promise<ViewingHours | undefined>;
  readonly now?: () => Date;
};

export type ChangeOutcome<Refusal extends string> =
  | { readonly ok: true; readonly item: BoardItem }
  | { readonly ok: false; readonly problem: Refusal | 'missing' };

/** Why an update that matched nothing did not apply: the row as it is now, against the rule. */
async function whyNot(deps: BoardChangeDeps, target: BoardTarget, scope: BoardScope, now: Date) {
  const current = await findBoardItem(deps.db, target, scope);
  if (!current) return 'missing' as const;
  const verdict = staffChangeVerdict(current, now);
  return verdict.allowed ? ('changed' as const) : verdict.reason;
}

export async function cancelForVisitor(
  deps: BoardChangeDeps,
  target: BoardTarget,
  scope: BoardScope,
  actor: BoardActor,
  reason: string,
  charge?: StaffChargeChoice,
): Promise<ChangeOutcome<StaffChangeRefusal | 'changed' | 'charge'>> {
  const now = deps.now?.() ?? new Date();
  const item = await findBoardItem(deps.db, target, scope);
  if (!item) return { ok: false, problem: 'missing' };
  const verdict = staffChangeVerdict(item, now);
  if (!verdict.allowed) return { ok: false, problem: verdict.reason };
  // A viewing costs nothing; a room booking is free within its terms, or as staff chose outside them.
  const free = item.terms ? staffCancelFree(bookingCancellation({ ...item, ...item.terms }, now), charge) : true;
  if (free === undefined) return { ok: false, problem: 'charge' };
  const options = { by: 'staff' as const, reason, free, visitorMail: deps.visitorMail, unmarkedOnly: true };
  const cancelled =
    item.kind === 'booking'
      ? await cancelBooking(deps.db, item.id, options)
      : await cancelViewing(deps.db, item.id, options);
  deps.log.info(
    { kind: item.kind, reference: item.reference, cancelled },
    'cancelled from the bookings board',
  );
  if (!cancelled) return { ok: false, problem: await whyNot(deps, target, scope, now) };
  deps.onChanged?.();
  await auditVisit(deps.db, target, actor, bookingWhen(item), `Cancelled for the visitor: ${reason}`);
  if (item.kind === 'booking' && deps.payments)
    await refundAfterCancel(deps.db, deps.payments, item.id, deps.log);
  return { ok: true, item: { ...item, status: 'cancelled', cancelledBy: 'staff', cancelReason: reason } };
}

export type MoveChoice = { readonly date: string; readonly start: string };

/** The slot the centre's rules offer for the visit on that date and start time, if any. */
async function targetSlot(deps: BoardChangeDeps, item: BoardItem, choice: MoveChoice, now: Date) {
  if (item.roomSlot) {
    const hours = await deps.openingHours(item.centre);
    if (!hours) return undefined;
    const { duration, hours: length } = item.roomSlot;
    return slotAt(
      { hours, date: choice.date, duration, length: duration === 'hour' ? length : 1, now },
      choice.start,
    );
  }
  const hours = await deps.viewingHours(item.centre);
  const slot = hours ? viewingSlotAt(hours, choice.date, choice.start, now) : undefined;
  return slot && hours ? { ...slot, capacity: hours.capacity } : undefined;
}

export async function moveForVisitor(
  deps: BoardChangeDeps,
  target: BoardTarget,
  scope: BoardScope,
  actor: BoardActor,
  choice: MoveChoice,
): Promise<ChangeOutcome<MoveRefusal>> {
  const now = deps.now?.() ?? new Date();
  const item = await findBoardItem(deps.db, target, scope);
  if (!item) return { ok: false, problem: 'missing' };
  const slot = await targetSlot(deps, item, choice, now);
  const verdict = moveVerdict(item, slot, now);
  if (!verdict.allowed) return { ok: false, problem: verdict.reason };
  const move = { from: item.startsAt, startsAt: slot!.start, endsAt: slot!.end };
  const options = { visitorMail: deps.visitorMail, unmarkedOnly: true };
  let moved: boolean;
  try {
    moved =
      item.kind === 'booking'
        ? await rescheduleBooking(deps.db, item.id, move, options)
        : await rescheduleViewing(
            deps.db,
            item.id,
            item.centre,
            { ...move, capacity: (slot as { capacity: number }).capacity },
            options,
          );
  } catch (error) {
    if (error instanceof BookingConflictError || error instanceof ViewingSlotFullError)
      return { ok: false, problem: 'taken' };
    throw error;
  }
  deps.log.info({ kind: item.kind, reference: item.reference, moved }, 'moved from the bookings board');
  if (!moved) return { ok: false, problem: await whyNot(deps, target, scope, now) };
  deps.onChanged?.();
  await auditVisit(
    deps.db,
    target,
    actor,
    bookingWhen(item),
    bookingWhen({ startsAt: move.startsAt, endsAt: move.endsAt }),
  );
  return { ok: true, item: { ...item, startsAt: move.startsAt, endsAt: move.endsAt } };
}

export type MoveOption = { readonly startTime: string; readonly label: string };

/**
 * The free times the visit could move to on a date, as the visitor's manage page lists them: room
 * slots of the same kind that overlap no other booking or live hold of the room, or viewing slots
 * with a place left (the visit's own place counts as free: it is the one moving).
 */
export async function moveOptions(
  deps: Pick<BoardChangeDeps, 'db' | 'openingHours' | 'viewingHours' | 'now'>,
  item: BoardItem,
  date: string,
): Promise<MoveOption[]> {
  const now = deps.now?.() ?? new Date();
  if (!staffChangeVerdict(item, now).allowed) return [];
  const day = ukDayBounds(date);
  const isSelf = (interval: { start: Date; end: Date }) =>
    interval.start.getTime() === item.startsAt.getTime() && interval.end.getTime() === item.endsAt.getTime();
  if (item.roomSlot) {
    const hours = await deps.openingHours(item.centre);
    if (!hours) return [];
    const booked = (await bookedIntervals(deps.db, item.place, day)).filter((interval) => !isSelf(interval));
    const { duration, hours: length } = item.roomSlot;
    return freeSlots({ hours, date, duration, length: duration === 'hour' ? length : 1, booked, now })
      .filter((slot) => !isSelf(slot))
      .map(({ startTime, label }) => ({ startTime, label }));
  }
  const hours = await deps.viewingHours(item.centre);
  if (!hours) return [];
  const use = new Map(await viewingSlotUse(deps.db, item.centre, day.start, day.end));
  const own = slotKey(item.startsAt);
  if (item.status === 'confirmed' && use.has(own)) use.set(own, (use.get(own) ?? 1) - 1);
  return freeViewingSlots(viewingSlotsOn(hours, date, now), hours.capacity, use)
    .filter((slot) => !isSelf(slot))
    .map(({ startTime, label }) => ({ startTime, label }));
}
