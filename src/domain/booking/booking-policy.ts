/*
 * What a visitor may change about a room booking, and when (issue 20): the one statement of the
 * terms, shown on the manage page and written into every booking mail.
 *
 * Free changes until 24 hours before the start. Inside those 24 hours a booking can no longer be
 * moved (the room has been held for the visitor and is hard to re-let), but it can still be
 * cancelled, so the centre knows the room is free: the price is then still due. Nothing can be
 * changed once the booking has started.
 */

export const freeChangeHours = 24;
const hourMs = 3_600_000;

export type BookingChangeVerdict =
  | { readonly allowed: true; readonly charged: boolean }
  | { readonly allowed: false; readonly reason: 'cancelled' | 'started' | 'too-late' };

/** The rule below in words: beside the Book button, on the manage page and in every booking mail. */
export const bookingCancellationTerms = `Free to cancel or move until ${freeChangeHours} hours before the start. Inside ${freeChangeHours} hours you can still cancel, but the price is due; a booking can no longer be moved then.`;

export function cancelVerdict(
  booking: { readonly status: string; readonly startsAt: Date },
  now: Date,
): BookingChangeVerdict {
  if (booking.status !== 'confirmed') return { allowed: false, reason: 'cancelled' };
  if (booking.startsAt.getTime() <= now.getTime()) return { allowed: false, reason: 'started' };
  return { allowed: true, charged: booking.startsAt.getTime() - now.getTime() < freeChangeHours * hourMs };
}

export function rescheduleVerdict(
  booking: { readonly status: string; readonly startsAt: Date },
  now: Date,
): BookingChangeVerdict {
  const cancel = cancelVerdict(booking, now);
  if (!cancel.allowed) return cancel;
  return cancel.charged ? { allowed: false, reason: 'too-late' } : { allowed: true, charged: false };
}

/** When the 24-hour reminder is due, or undefined when the booking starts sooner than that. */
export function reminderDueAt(startsAt: Date, now: Date): Date | undefined {
  const due = new Date(startsAt.getTime() - freeChangeHours * hourMs);
  return due.getTime() > now.getTime() ? due : undefined;
}
