import { z } from 'zod';
import { addDays, bookingDurationKinds, londonInstant, maxBookingHours } from '@/lib/booking-slots';
import { isCalendarDate } from '@/lib/calendar-date';
import { unitReferencePattern } from '@/lib/unit-reference';
import { centreSlugs } from '../centres';
import { contactFields } from '../enquiry/enquiry-schema';

/*
 * The waitlist (issue 39 item 3, docs/decisions/0055-waitlist.md): "tell me if it frees up" for a
 * slot that is full. An entry is one address waiting for one slot, confirmed by email (double
 * opt-in, as the unit alerts). When the slot frees, the first confirmed entry is offered it: the
 * slot is held for that person alone for 15 minutes; unused, the next is offered.
 */

export const waitlistKinds = ['room', 'day-pass', 'viewing'] as const;
export type WaitlistKind = (typeof waitlistKinds)[number];

/**
 * pending: waiting for the opt-in; confirmed: on the list; offered: holding the slot now (or was
 * offered it and the offer is still settling); booked: took the offer; passed: the offer lapsed
 * unused, or the person said no.
 */
export const waitlistEntryStatuses = ['pending', 'confirmed', 'offered', 'booked', 'passed'] as const;
export type WaitlistEntryStatus = (typeof waitlistEntryStatuses)[number];

/** open: the slot is held for the person; taken: they booked it; lapsed: 15 minutes passed; withdrawn: they unsubscribed. */
export const waitlistOfferStatuses = ['open', 'taken', 'lapsed', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/** How long a freed slot is held for the person offered it. */
export const offerHoldMinutes = 15;

export function offerEndsAt(from: Date): Date {
  return new Date(from.getTime() + offerHoldMinutes * 60_000);
}

export const waitlistRetention = {
  /** A sign-up never confirmed is deleted after this, as an alert's (the confirm link's life). */
  pendingDays: 7,
  /** Every entry of a slot is deleted this long after the slot has started: nothing is left to wait for. */
  afterSlotDays: 1,
} as const;

/** The room-slot form: the slot as the booking page names it, and the address. */
export const roomWaitlistRequestSchema = z.object({
  email: contactFields.email,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  room: z.string().regex(unitReferencePattern, { error: 'Choose a room from the list.' }),
  date: z.string().refine(isCalendarDate, { error: 'Choose a real date.' }),
  duration: z.enum(bookingDurationKinds, { error: 'Choose how long you need the room.' }),
  hours: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 1 : value),
    z.coerce.number().int().min(1).max(maxBookingHours),
  ),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a time from the list.' }),
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type RoomWaitlistRequest = z.output<typeof roomWaitlistRequestSchema>;

/** The day-pass form: the full date at a centre, and the address. The desks and price come from the CMS. */
export const dayPassWaitlistRequestSchema = z.object({
  email: contactFields.email,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  date: z.string().refine(isCalendarDate, { error: 'Choose a real date.' }),
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type DayPassWaitlistRequest = z.output<typeof dayPassWaitlistRequestSchema>;

/**
 * A day-pass date as a waitlist slot: the London day, midnight to midnight (23 or 25 hours on the
 * clock-change days). Offers are made until the day begins; a pass is for a whole day.
 */
export function dayPassWaitlistSlot(day: string): { readonly startsAt: Date; readonly endsAt: Date } {
  return { startsAt: londonInstant(day, 0), endsAt: londonInstant(addDays(day, 1), 0) };
}

/** What is waited for, for a day pass: the centre's desks for day visitors (one list per centre and day). */
export const dayPassWaitlistResource = (centre: string) => `day-pass:${centre}`;

/**
 * The viewing form (docs/decisions/0058): a full viewing slot of a centre, as the viewing page
 * names it ("2026-12-03T10:00"), and the address. The slot's times and the capacity are the CMS's.
 */
export const viewingWaitlistRequestSchema = z.object({
  email: contactFields.email,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  slot: z
    .string()
    .max(20)
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a time from the list.' })
    .refine((value) => isCalendarDate(value.slice(0, 10)), { error: 'Choose a time from the list.' }),
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type ViewingWaitlistRequest = z.output<typeof viewingWaitlistRequestSchema>;

/** What is waited for, for a viewing: a seat at the centre's slot (one list per centre and start). */
export const viewingWaitlistResource = (centre: string) => `viewing:${centre}`;

/** What an offer link can say when it is opened. */
export type OfferLinkState =
  /** Held for this person: show the price and terms, and the button. */
  | 'open'
  /** Booked through this offer already. */
  | 'taken'
  /** The 15 minutes passed unused: the next person was offered it. */
  | 'lapsed'
  /** The person left the list. */
  | 'withdrawn'
  /** The slot has started or is over. */
  | 'past';

export function offerLinkState(
  offer: { readonly status: WaitlistOfferStatus; readonly expiresAt: Date; readonly slotStartsAt: Date },
  now: Date,
): OfferLinkState {
  if (offer.status === 'taken') return 'taken';
  if (offer.status === 'withdrawn') return 'withdrawn';
  if (offer.slotStartsAt.getTime() <= now.getTime()) return 'past';
  if (offer.status === 'lapsed' || offer.expiresAt.getTime() <= now.getTime()) return 'lapsed';
  return 'open';
}

/** The order of the list: first confirmed, first offered (ties by sign-up, then id, so every instance agrees). */
export function waitlistOrder<T extends { readonly confirmedAt: Date | null; readonly createdAt: Date; readonly id: string }>(
  entries: readonly T[],
): T[] {
  const at = (entry: T) => (entry.confirmedAt ?? entry.createdAt).getTime();
  return [...entries].sort((a, b) => at(a) - at(b) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** The waitlist's pages and posts. */
export const waitlistPaths = {
  pending: '/waitlist/check-your-email',
  confirm: '/waitlist/confirm',
  confirmed: '/waitlist/confirmed',
  offer: '/waitlist/offer',
  unsubscribe: '/waitlist/unsubscribe',
  unsubscribed: '/waitlist/unsubscribed',
  problem: '/waitlist/problem',
  joinApi: '/api/waitlist',
  joinDayPassApi: '/api/waitlist/day-pass',
  joinViewingApi: '/api/waitlist/viewing',
  confirmApi: '/api/waitlist/confirm',
  acceptApi: '/api/waitlist/accept',
  unsubscribeApi: '/api/waitlist/unsubscribe',
} as const;

/** Why a sign-up or an acceptance was refused, as the problem page explains it. */
export const waitlistProblems = ['invalid', 'forbidden', 'rate-limited', 'unavailable', 'failed', 'free', 'not-offered'] as const;
export type WaitlistProblem = (typeof waitlistProblems)[number];

/** What staff read for an entry's state (the contacts view, /admin/waitlist). */
export const waitlistStatusLabels: Record<WaitlistEntryStatus, string> = {
  pending: 'Not confirmed yet',
  confirmed: 'On the list',
  offered: 'Offered the time',
  booked: 'Booked it',
  passed: 'Offer not taken',
};
