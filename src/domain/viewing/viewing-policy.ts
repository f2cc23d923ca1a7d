/*
 * What a visitor may change about a viewing, and when: the one statement of the terms, shown on
 * the manage page and written into every viewing mail. A viewing costs nothing, so it can be
 * cancelled up to its start; a move needs the centre's own notice, like a new booking.
 */

export const viewingCancellationTerms =
  'A viewing is free. Cancel any time before it starts, or move it to another free time, with the link below, so someone else can have the slot.';

export function viewingChangeAllowed(
  viewing: { readonly status: string; readonly startsAt: Date },
  now: Date,
): boolean {
  return viewing.status === 'confirmed' && viewing.startsAt.getTime() > now.getTime();
}
