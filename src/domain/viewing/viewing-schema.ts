import { z } from 'zod';
import { parseTouch } from '@/domain/attribution';
import { centreSlugs } from '@/domain/centres';
import { contactFields } from '@/domain/enquiry/enquiry-schema';
import { isCalendarDate } from '@/lib/calendar-date';
import { unitReferencePattern } from '@/lib/unit-reference';

/*
 * The viewing form (a plain form post, no script needed): which centre and slot, which units to
 * see, and who to contact. The contact fields are the enquiry form's own (name, email, phone and
 * its country), so the three forms accept exactly the same values; the server adds the
 * libphonenumber-js check on top.
 */

/** The most units one visit can take in. */
export const maxUnitsPerViewing = 6;

/** A slot as a form names it: the London date and start time, "2026-06-02T10:00". */
export const slotValuePattern = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;

export function parseSlotValue(value: unknown): { date: string; start: string } | undefined {
  const match = typeof value === 'string' ? slotValuePattern.exec(value) : null;
  return match && isCalendarDate(match[1]!) ? { date: match[1]!, start: match[2]! } : undefined;
}

export const slotValue = (slot: { date: string; startTime: string }) => `${slot.date}T${slot.startTime}`;

const oneOrMany = (value: unknown) =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

export const viewingRequestSchema = z.object({
  ...contactFields,
  centre: z.enum(centreSlugs, { error: 'Choose a centre from the list.' }),
  slot: z
    .string({ error: 'Choose a time from the list.' })
    .max(20)
    .refine((value) => parseSlotValue(value) !== undefined, { error: 'Choose a time from the list.' }),
  units: z.preprocess(
    oneOrMany,
    z
      .array(z.string().regex(unitReferencePattern, { error: 'Choose units from the list.' }))
      .max(maxUnitsPerViewing, { error: `Choose at most ${maxUnitsPerViewing} units for one visit.` })
      .transform((units) => [...new Set(units)]),
  ),
  /** The page's own campaign touch (JSON), for when no consented attribution cookie is sent. */
  touch: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      try {
        return parseTouch(JSON.parse(value));
      } catch {
        return undefined;
      }
    }),
  /** The signed, time-stamped form token the page put in the form (src/server/requests/form-token.ts). */
  token: z.string().max(200).optional(),
  /** Honeypot: a field people never see. */
  website: z.string().max(500).optional(),
});
export type ViewingRequest = z.output<typeof viewingRequestSchema>;

/** Where a viewing's pages live. */
export const viewingPaths = {
  centre: (centre: string) => `/viewings/${centre}`,
  confirmed: '/viewings/confirmed',
  manage: '/viewings/manage',
  api: '/api/viewings',
  cancelApi: '/api/viewings/cancel',
  rescheduleApi: '/api/viewings/reschedule',
} as const;

/** The viewing page of a centre, with the unit the visitor came from ticked. */
export const viewingPagePath = (centre: string, unit?: string) =>
  unit ? `${viewingPaths.centre(centre)}?unit=${encodeURIComponent(unit)}` : viewingPaths.centre(centre);

/** Why the viewing page is shown again after a post (carried in its URL: nothing personal). */
export const viewingProblems = [
  'invalid',
  'unreadable',
  'full',
  'gone',
  'started',
  'forbidden',
  'used',
  'rate-limited',
  'failed',
] as const;
export type ViewingProblem = (typeof viewingProblems)[number];

export const viewingProblemText: Record<ViewingProblem, { heading: string; body: string }> = {
  invalid: {
    heading: 'Please check your details',
    body: 'Some details need a change: see the messages by the fields.',
  },
  unreadable: {
    heading: 'We could not read your details',
    body: 'Some of what you typed could not be read (it was not valid text: characters may have been damaged when pasted). Nothing was booked: retype your details and send the form again.',
  },
  full: {
    heading: 'That time has just been taken',
    body: 'Someone booked the last place at that time a moment before you. Nothing was booked for you: choose another time below.',
  },
  gone: {
    heading: 'That time is no longer offered',
    body: 'It has passed, is too soon for the centre to arrange, or the centre is closed then. Choose another time below.',
  },
  started: {
    heading: 'This viewing has already started',
    body: 'A viewing can be cancelled or moved online only before it starts. If you cannot make it, or are running late, call the centre on the number in your confirmation email.',
  },
  forbidden: {
    heading: 'We could not take your booking',
    body: 'The page was open a long time, or the form did not come from our website. Choose your time again and send the form.',
  },
  used: {
    heading: 'This form was already sent',
    body: 'Each viewing form sends once. If your viewing was booked, its confirmation is in your email; if not, choose your time again and send the form.',
  },
  'rate-limited': {
    heading: 'Please wait a moment',
    body: 'You have made several bookings in a short time. Wait a minute and send the form again, or call us.',
  },
  failed: {
    heading: 'Something went wrong on our side',
    body: 'Your viewing was not booked. Please try again in a moment, or call us and we will book it for you.',
  },
};

export const isViewingProblem = (value: unknown): value is ViewingProblem =>
  typeof value === 'string' && (viewingProblems as readonly string[]).includes(value);
