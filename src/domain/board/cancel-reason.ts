import { z } from 'zod';

/*
 * Every cancellation by staff (the bookings board, the bookings and viewings lists) carries a
 * reason (issue 42, item 5): kept on the booking or viewing and told to the visitor in the
 * cancellation mail, so they are never left guessing. One line of plain text: whitespace runs
 * (new lines too) become one space.
 */
export const minCancelReasonLength = 3;
export const maxCancelReasonLength = 300;

export const cancelReasonSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(minCancelReasonLength, 'Say why the visit is cancelled: the visitor reads it in their email.')
      .max(maxCancelReasonLength, `Keep the reason to ${maxCancelReasonLength} characters.`),
  );

/** The reason as kept, or undefined when it is missing, too short or too long. */
export function parseCancelReason(value: unknown): string | undefined {
  const parsed = cancelReasonSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The sentence of the visitor's cancellation mail that gives the centre's reason. */
export function cancelReasonSentence(reason: string): string {
  return `The reason the centre gave: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}
