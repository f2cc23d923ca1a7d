import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { bookingDurationKinds, maxBookingHours } from '@/lib/booking-slots';
import { isCalendarDate } from '@/lib/calendar-date';
import { unitReferencePattern } from '@/lib/unit-reference';
import { bookingPaths } from './booking-schema';

/*
 * Why a no-JavaScript booking post was refused, and what the visitor is told. The API answers
 * every refusal with a 303 to a page in the site's layout (never a bare page at /api/...): the
 * refusals about the chosen time go back to the centre's booking page with a notice, the others
 * to /book/problem. Only these non-personal facts travel in the address; what the visitor typed
 * is kept in a short-lived signed cookie (src/server/bookings/booking-draft.ts), never in a URL.
 */

export const bookingProblemKinds = [
  'taken',
  'input',
  'slot',
  'room',
  'form-expired',
  'form-used',
  'rate-limited',
  'cross-site',
  'too-long',
  'unreadable',
  'link',
  'payment',
  'busy',
  'error',
] as const;
export type BookingProblemKind = (typeof bookingProblemKinds)[number];

export type BookingProblem = {
  readonly heading: string;
  readonly message: string;
  /** Shown on the centre's booking page (the visitor chooses again there) or on /book/problem. */
  readonly on: 'centre' | 'problem';
};

export const bookingProblems: Record<BookingProblemKind, BookingProblem> = {
  taken: {
    heading: 'That time has just been taken',
    message: 'Someone booked that time a moment before you. Nothing was booked for you. Choose another time below: your details are kept.',
    on: 'centre',
  },
  input: {
    heading: 'Please check your booking',
    message: 'Some details need another look. Correct them below and send the booking again.',
    on: 'centre',
  },
  slot: {
    heading: 'That time is not offered',
    message: 'The centre is closed then, or the time has passed. Choose a time from the list below.',
    on: 'centre',
  },
  'form-used': {
    heading: 'This booking form was already sent',
    message: 'Each booking form sends once. If your booking went through, its confirmation is in your email; if not, choose your time again below: your details are kept.',
    on: 'centre',
  },
  'form-expired': {
    heading: 'The booking page was open a long time',
    message: 'For your security the form works for a limited time. Choose your time again below: your details are kept.',
    on: 'centre',
  },
  'rate-limited': {
    heading: 'Please wait a moment',
    message: 'You have made several bookings in a short time. Wait a minute and send it again, or call us.',
    on: 'centre',
  },
  room: {
    heading: 'That room cannot be booked online',
    message: 'The room is not offered for online booking (it may have been let). Choose another room, or call us.',
    on: 'problem',
  },
  'cross-site': {
    heading: 'We could not take your booking',
    message: 'Bookings can only be made from our own website. Open the booking page and choose your time there.',
    on: 'problem',
  },
  'too-long': {
    heading: 'We could not take your booking',
    message: 'That booking was too long to send. Open the booking page and try again with shorter details.',
    on: 'problem',
  },
  unreadable: {
    heading: 'We could not take your booking',
    message: 'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Open the booking page, retype your details and try again.',
    on: 'problem',
  },
  link: {
    heading: 'That link does not work',
    message: 'The booking link is incomplete or was changed. Use the link exactly as we gave it to you, or call us with your reference.',
    on: 'problem',
  },
  payment: {
    heading: 'We could not start the payment',
    message: 'Our card payment service did not answer, so nothing was booked and nothing was taken. Try again in a moment, or call us to book.',
    on: 'problem',
  },
  busy: {
    heading: 'We could not save your booking just now',
    message: 'Nothing was booked. Please try again in a moment, or call us.',
    on: 'problem',
  },
  error: {
    heading: 'Something went wrong on our side',
    message: 'Your booking was not made. Please try again later, or call us; if you call, quote the reference below.',
    on: 'problem',
  },
};

/** The non-personal state a refusal carries back: where the visitor was in the booking pages. */
export const bookingPlaceSchema = z.object({
  centre: z.enum(centreSlugs).optional().catch(undefined),
  date: z.string().refine(isCalendarDate).optional().catch(undefined),
  duration: z.enum(bookingDurationKinds).optional().catch(undefined),
  hours: z.coerce.number().int().min(1).max(maxBookingHours).optional().catch(undefined),
  seats: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
  room: z.string().regex(unitReferencePattern).optional().catch(undefined),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).optional().catch(undefined),
});
export type BookingPlace = z.output<typeof bookingPlaceSchema>;

const errorReferencePattern = /^[A-Z0-9-]{4,20}$/;

/** Where a refused post sends the visitor: the centre page with a notice, or /book/problem. */
export function problemLocation(kind: BookingProblemKind, place: BookingPlace, errorReference?: string): string {
  const safe = bookingPlaceSchema.parse(place);
  const query = new URLSearchParams();
  const centrePage = bookingProblems[kind].on === 'centre' && safe.centre;
  for (const key of ['date', 'duration', 'hours', 'seats', 'room', 'start'] as const) {
    const value = safe[key];
    if (value !== undefined && (centrePage || key !== 'start')) query.set(key, String(value));
  }
  query.set('problem', kind);
  if (centrePage) return `${bookingPaths.centre(safe.centre!)}?${query.toString()}`;
  if (safe.centre) query.set('centre', safe.centre);
  if (errorReference && errorReferencePattern.test(errorReference)) query.set('ref', errorReference);
  return `${bookingPaths.problem}?${query.toString()}`;
}

/** The refusal a page was sent with, if its query names a known one. */
export function problemFrom(query: Record<string, string | string[] | undefined>): BookingProblemKind | undefined {
  const value = query.problem;
  return bookingProblemKinds.find((kind) => kind === value);
}
