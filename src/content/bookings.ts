import 'server-only';
import { getBookableRooms, getCentres, type BookableRoom } from './index';
import type { CentreSlug } from '@/domain/centres';
import { roomsForSeats } from '@/domain/booking/booking-schema';
import { candidateSlots, freeSlots, londonInstant, type BookingDurationKind, type Slot, type WeeklyHours } from '@/lib/booking-slots';
import { seriesOccurrences, weeklyDates, type ClashReason, type SeriesPlace } from '@/domain/booking/repeat';
import { findSeries, seriesBookings } from '@/server/bookings/series';
import { bookingLinkExpired, verifyBookingSignature } from '@/server/bookings/booking-link';
import { bookedIntervals, findBooking } from '@/server/bookings/bookings';
import type { BookingRow, BookingSeriesRow } from '@/server/db/schema';
import { verifyManageLink } from '@/server/links/manage-link';
import { bookingManageUrl, bookingSigningKey, getEnquiryRuntime, manageSigningKey } from '@/server/runtime';
import { serverEnv, stripeSettings } from '@/env';

/* What the booking pages read: centres with rooms, and each room's free slots on a date. */

/** True when rooms are paid online through Stripe Checkout (both Stripe keys are set). */
export function onlinePayments(): boolean {
  return stripeSettings(serverEnv()) !== undefined;
}

export type BookingCentre = { readonly slug: CentreSlug; readonly town: string; readonly rooms: number };

/** Centres with a room for that many people (any room when nobody said), and how many such rooms. */
export async function getBookingCentres(seats?: number): Promise<BookingCentre[]> {
  const [allRooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
  const rooms = roomsForSeats(allRooms, seats);
  return centres.flatMap((centre) => {
    const count = rooms.filter((room) => room.centre === centre.slug).length;
    return count > 0 ? [{ slug: centre.slug, town: centre.town, rooms: count }] : [];
  });
}

export type RoomAvailability = {
  readonly room: BookableRoom;
  readonly slots: readonly Slot[];
  /** The times the centre offers that are booked or held: what the waitlist form offers (decision 0055). */
  readonly taken: readonly Slot[];
};

export async function getRoomAvailability(
  centre: CentreSlug,
  date: string,
  duration: BookingDurationKind,
  length: number,
  seats?: number,
): Promise<
  | {
      town: string;
      hours: { days: readonly string[]; opens: string; closes: string }[];
      rooms: RoomAvailability[];
      /** The most people one room here seats: what to say when none seats as many as asked. */
      largestCapacity: number;
    }
  | undefined
> {
  const [rooms, centres, runtime] = await Promise.all([getBookableRooms(), getCentres(), getEnquiryRuntime()]);
  const record = centres.find((candidate) => candidate.slug === centre);
  const here = rooms.filter((room) => room.centre === centre);
  if (!record || here.length === 0) return undefined;
  const day = { start: londonInstant(date, 0), end: londonInstant(date, 24 * 60) };
  const availability = await Promise.all(
    roomsForSeats(here, seats).map(async (room) => {
      const query = { hours: record.openingHours, date, duration, length, booked: await bookedIntervals(runtime.database.db, room.reference, day) };
      const slots = freeSlots(query);
      return { room, slots, taken: candidateSlots(query).filter((slot) => !slots.some((free) => free.startTime === slot.startTime)) };
    }),
  );
  return {
    town: record.town,
    hours: record.openingHours,
    rooms: availability,
    largestCapacity: Math.max(...here.map((room) => room.capacity)),
  };
}

export type SeriesWeek = {
  readonly date: string;
  /** The week's slot, when the centre offers it. */
  readonly slot: Slot | undefined;
  /** Why the week cannot be booked (closed, or already booked), when it cannot. */
  readonly clash: ClashReason | undefined;
};

/**
 * A weekly series as its review page shows it: every week, and which clash now (the centre
 * closed, or the room booked). The booking post checks again in one transaction; this is what
 * the visitor is told before committing.
 */
export async function getSeriesReview(
  place: SeriesPlace,
): Promise<{ town: string; hours: readonly WeeklyHours[]; room: BookableRoom; weeks: SeriesWeek[] } | undefined> {
  const [rooms, centres, runtime] = await Promise.all([getBookableRooms(), getCentres(), getEnquiryRuntime()]);
  const record = centres.find((candidate) => candidate.slug === place.centre);
  const room = rooms.find((candidate) => candidate.reference === place.room && candidate.centre === place.centre);
  if (!record || !room) return undefined;
  const length = place.duration === 'hour' ? place.hours : 1;
  const duration = place.duration as BookingDurationKind;
  const { occurrences, clashes } = seriesOccurrences({ hours: record.openingHours, duration, length }, place.date, place.start, place.weeks);
  const weeks = await Promise.all(
    weeklyDates(place.date, place.weeks).map(async (date): Promise<SeriesWeek> => {
      const slot = occurrences.find((occurrence) => occurrence.date === date)?.slot;
      if (!slot) return { date, slot: undefined, clash: clashes.find((clash) => clash.date === date)?.reason ?? 'closed' };
      const taken = await bookedIntervals(runtime.database.db, room.reference, slot);
      return { date, slot, clash: taken.length > 0 ? 'taken' : undefined };
    }),
  );
  return { town: record.town, hours: record.openingHours, room, weeks };
}

/** Every week of the series a booking belongs to, with the series, or undefined for a single booking. */
export async function getBookingSeries(booking: BookingRow): Promise<{ series: BookingSeriesRow; weeks: BookingRow[] } | undefined> {
  if (!booking.seriesId) return undefined;
  const runtime = await getEnquiryRuntime();
  const [series, weeks] = await Promise.all([findSeries(runtime.database.db, booking.seriesId), seriesBookings(runtime.database.db, booking.seriesId)]);
  return series ? { series, weeks } : undefined;
}

/** The booking a signed link names, or undefined when the signature or the booking is wrong. */
export async function getSignedBooking(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<{ booking: BookingRow; room: BookableRoom | undefined; town: string; key: string } | undefined> {
  if (typeof id !== 'string' || typeof signature !== 'string') return undefined;
  const key = bookingSigningKey();
  if (!verifyBookingSignature(id, signature, key)) return undefined;
  const runtime = await getEnquiryRuntime();
  const booking = await findBooking(runtime.database.db, id);
  if (!booking || bookingLinkExpired(booking)) return undefined;
  const [rooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
  return {
    booking,
    room: rooms.find((room) => room.reference === booking.roomReference),
    town: centres.find((centre) => centre.slug === booking.centre)?.town ?? booking.centre,
    key,
  };
}

export type ManagedBooking =
  | { readonly valid: false; readonly reason: 'forged' | 'expired' }
  | {
      readonly valid: true;
      readonly booking: BookingRow;
      readonly room: BookableRoom | undefined;
      readonly town: string;
      /** Whether the visitor is mailed on each change (SMTP configured). */
      readonly mailed: boolean;
    };

/** The booking a manage link names, or why the link does not work. */
export async function getManagedBooking(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<ManagedBooking> {
  if (typeof id !== 'string' || typeof signature !== 'string') return { valid: false, reason: 'forged' };
  const verdict = verifyManageLink('booking', id, signature, manageSigningKey());
  if (!verdict.valid) return verdict;
  const runtime = await getEnquiryRuntime();
  const booking = await findBooking(runtime.database.db, id);
  if (!booking) return { valid: false, reason: 'forged' };
  const [rooms, centres] = await Promise.all([getBookableRooms(), getCentres()]);
  return {
    valid: true,
    booking,
    room: rooms.find((room) => room.reference === booking.roomReference),
    town: centres.find((centre) => centre.slug === booking.centre)?.town ?? booking.centre,
    mailed: runtime.delivery.visitorMail !== undefined,
  };
}

/** The manage link of a booking an old signed cancel link names (those links keep working). */
export async function manageUrlForCancelLink(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<string | undefined> {
  const signed = await getSignedBooking(id, signature);
  if (!signed) return undefined;
  const url = new URL(bookingManageUrl(signed.booking));
  return `${url.pathname}${url.search}`;
}
