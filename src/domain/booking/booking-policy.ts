/*
 * What a visitor may change about a room booking, and when (issue 20).
 *
 * Moving: free until 24 hours before the start. Inside those 24 hours a booking can no longer be
 * moved (the room has been held for the visitor and is hard to re-let). Cancelling: possible
 * until the start; whether it is free (and a payment refunded) is the booking's own cancellation
 * terms (src/domain/booking/cancellation.ts, issue 39). Nothing can be changed once it has started.
 */

export const freeChangeHours = 24;
const hourMs = 3_600_000;

export type BookingChangeVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'cancelled' | 'started' | 'too-late' };

/** Whether it can be cancelled online at all; whether that is free is cancellation.ts's to say. */
export function cancelVerdict(
  booking: { readonly status: string; readonly startsAt: Date },
  now: Date,
): BookingChangeVerdict {
  if (booking.status !== 'confirmed') return { allowed: false, reason: 'cancelled' };
  if (booking.startsAt.getTime() <= now.getTime()) return { allowed: false, reason: 'started' };
  return { allowed: true };
}

export function rescheduleVerdict(
  booking: { readonly status: string; readonly startsAt: Date },
  now: Date,
): BookingChangeVerdict {
  const cancel = cancelVerdict(booking, now);
  if (!cancel.allowed) return cancel;
  return booking.startsAt.getTime() - now.getTime() < freeChangeHours * hourMs ? { allowed: false, reason: 'too-late' } : { allowed: true };
}

/** When the 24-hour reminder is due, or undefined when the booking starts sooner than that. */
export function reminderDueAt(startsAt: Date, now: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - freeChangeHours * hourMs);
  return due.getTime() > now.getTime() ? due : undefined;
}
