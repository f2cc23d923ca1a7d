import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { contactFields } from '@/domain/enquiry/enquiry-schema';
import { bookingDurationKinds, maxBookingHours } from '@/lib/booking-slots';
import { isCalendarDate } from '@/lib/calendar-date';
import { unitReferencePattern } from '@/lib/unit-reference';

/*
 * The reservation form (a plain form post, no script needed): which slot, and who to contact. The
 * contact fields are the enquiry form's own (name, email, phone and its country), so the two
 * forms accept exactly the same values; the server adds the libphonenumber-js check on top.
 */

export const bookingRequestSchema = z.object({
  ...contactFields,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  room: z.string().regex(unitReferencePattern, { error: 'Choose a room from the list.' }),
  date: z.string().refine(isCalendarDate, { error: 'Choose a real date.' }),
  duration: z.enum(bookingDurationKinds, { error: 'Choose how long you need the room.' }),
  hours: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 1 : value),
    z.coerce.number().int().min(1).max(maxBookingHours, { error: `Book at most ${maxBookingHours} hours online.` }),
  ),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a start time from the list.' }),
  /** The signed, time-stamped form token the page put in the form (src/server/requests/form-token.ts). */
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** Where a booking's pages live. */
export const bookingPaths = {
  start: '/book',
  centre: (centre: string) => `/book/${centre}`,
  /** A weekly series before it is booked: every date, its price and terms, the total, the clashes. */
  repeat: (centre: string) => `/book/${centre}/repeat`,
  confirmed: '/book/confirmed',
  cancel: '/book/cancel',
  api: '/api/bookings',
  cancelApi: '/api/bookings/cancel',
  /** A refusal that has no centre page to go back to, in the site's layout. */
  problem: '/book/problem',
} as const;

/**
 * A room's Book link, from its card or table row: the centre's booking page, at the room.
 */
export function bookRoomPath(room: { readonly centre: string; readonly reference: string }): string {
  return `${bookingPaths.centre(room.centre)}#room-${room.reference}`;
}

/** A unit that can be booked online: a meeting room with seats and half-day and day rates. */
export function isBookableRoom(unit: { readonly workspaceType: string; readonly capacity?: number | undefined; readonly rates?: unknown }): boolean {
  return unit.workspaceType === 'meeting-rooms' && unit.capacity !== undefined && unit.rates !== undefined;
}

/** The most people the seats filter asks about: more than any meeting room seats. */
export const maxSeatsAsked = 100;

/** Rooms that seat at least this many, or every room when nobody said. */
export function roomsForSeats<Room extends { readonly capacity: number }>(rooms: readonly Room[], seats: number | undefined): Room[] {
  return seats === undefined ? [...rooms] : rooms.filter((room) => room.capacity >= seats);
}

/**
 * The page's choice from its query string, with safe defaults (today, by the hour, 1 hour, any
 * number of people).
 */
export function parseChoice(
  query: Record<string, string | string[] | undefined>,
  today: string,
): { date: string; duration: (typeof bookingDurationKinds)[number]; hours: number; seats?: number } {
  const one = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  const date = one('date');
  const duration = bookingDurationKinds.find((kind) => kind === one('duration')) ?? 'hour';
  const hours = Number(one('hours') ?? '1');
  const seats = Number(one('seats') ?? '');
  return {
    date: date && isCalendarDate(date) && date >= today ? date : today,
    duration,
    hours: Number.isInteger(hours) && hours >= 1 && hours <= maxBookingHours ? hours : 1,
    ...(Number.isInteger(seats) && seats >= 1 && seats <= maxSeatsAsked ? { seats } : {}),
  };
}
