import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { workspaceTypeSlugs } from '@/domain/workspace-types';
import { parseTouch } from '@/domain/attribution';
import { addDays, businessTimeZone, isCalendarDate, todayIn } from '@/lib/calendar-date';
import { hasLoneSurrogate, storableText } from '@/lib/storable-text';
import {
  phoneDigits,
  phoneErrorMessages,
  phoneMaxDigits,
  phoneMaxInputLength,
  phoneMinDigits,
} from '@/domain/phone/phone-errors';
import { enquiryContextSchema } from './enquiry-context-schema';

/*
 * One schema for the enquiry, used by the form in the browser and by POST /api/enquiries. It
 * accepts both JSON from the script form and the strings of a plain form post, so the two paths
 * cannot drift apart. The server adds the precise phone check (libphonenumber-js) on top.
 */

export const enquiryIntents = ['quote', 'viewing', 'question'] as const;
export type EnquiryIntent = (typeof enquiryIntents)[number];
export const intentLabels: Record<EnquiryIntent, string> = {
  quote: 'A quote',
  viewing: 'A viewing',
  question: 'A question answered',
};

export const viewingDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const viewingDayLabels: Record<(typeof viewingDays)[number], string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
};

export const meetingDurations = ['hour', 'half-day', 'day'] as const;
export const meetingDurationLabels: Record<(typeof meetingDurations)[number], string> = {
  hour: 'An hour',
  'half-day': 'Half a day',
  day: 'A full day',
};

/**
 * A virtual office is a service, not a space: there is no size to give, no move-in date and nothing
 * to view. The form hides those questions for it (CSS, so without script too) and the server
 * refuses a viewing and stores no size or move-in date for it.
 */
export function asksAboutSpace(workspaceType: string | undefined): boolean {
  return workspaceType !== 'virtual-offices';
}

/** Seconds a person needs at least to fill the form; quicker posts are treated as automated. */
export const minimumFillMs = 2000;

// C0/C1 control characters (tab, newline and carriage return are allowed only where stated).
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreaks = /[\r\n\t]/;
const invisibleFormatting = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

export function cleanText(options: { max: number; min?: number; multiline?: boolean; label: string }) {
  return z
    .string({ error: `Enter ${options.label}.` })
    .max(options.max * 2, { error: `Keep ${options.label} under ${options.max} characters.` })
    .transform((value) =>
      value.normalize('NFC').replace(invisibleFormatting, '').replace(/\r\n?/g, '\n').trim(),
    )
    .pipe(
      z
        .string()
        .max(options.max, { error: `Keep ${options.label} under ${options.max} characters.` })
        .min(options.min ?? 0, { error: `Enter ${options.label}.` })
        .refine((value) => !controlChars.test(value) && !hasLoneSurrogate(value), {
          error: `Remove the unusual characters from ${options.label}.`,
        })
        .refine((value) => options.multiline || !lineBreaks.test(value), {
          error: `Keep ${options.label} on one line.`,
        }),
    );
}

export const optionalText = (options: { max: number; multiline?: boolean; label: string }) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    cleanText(options)
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  );

/** "", null and undefined all mean "not chosen" (a select left on its first option). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );

const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === 'yes',
  z.boolean(),
);

const phoneInput = z
  .string({ error: 'Enter a phone number so an advisor can call you.' })
  .max(phoneMaxInputLength, { error: `Keep the phone number under ${phoneMaxInputLength} characters.` })
  .transform((value) => value.normalize('NFKC').trim())
  .refine((value) => value.length > 0, { error: 'Enter a phone number so an advisor can call you.' })
  .refine((value) => !controlChars.test(value) && !lineBreaks.test(value), {
    error: phoneErrorMessages.unknown,
  })
  .refine((value) => /^[+0-9()\-.\s/]*(?:(?:ext\.?|x|#)\s*[0-9]{1,6})?$/i.test(value), {
    error: 'Use digits only, with an optional + at the start.',
  })
  .refine((value) => phoneDigits(value).length >= phoneMinDigits, { error: phoneErrorMessages['too-short'] })
  .refine((value) => phoneDigits(value).length <= phoneMaxDigits, { error: phoneErrorMessages['too-long'] });

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Bounds of the floor area a quote can ask for (sq ft): our units run from about 10 to 200,000. */
export const quoteSizeBounds = { min: 10, max: 200_000 } as const;
/** How far ahead a quote's start date may be: about three years. */
export const quoteStartMaxDaysAhead = 3 * 366;

/**
 * Who to contact: name, email and phone (with the country it is read against). Shared with the
 * meeting-room booking form (src/features/booking), so both take the same values.
 */
export const contactFields = {
  name: cleanText({ max: 100, min: 1, label: 'your name' }),
  email: z
    .string({ error: 'Enter your email address.' })
    .max(400, { error: 'Enter a shorter email address.' })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Enter your email address.' })
        .max(254, { error: 'Enter a shorter email address.' })
        .pipe(z.email({ error: 'Enter an email address like name@example.co.uk.' })),
    ),
  phone: phoneInput,
  /** The country chosen in the phone widget; the server reads national numbers against it. */
  phoneCountry: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : 'GB'),
    z.string().regex(/^[A-Z]{2}$/, { error: 'Choose a country for the phone number.' }),
  ),
};

export const enquirySchema = z
  .object({
    intent: z.enum(enquiryIntents, { error: 'Choose what you would like from us.' }),
    preferredDays: z
      .preprocess(
        (value) =>
          value === undefined || value === null || value === false
            ? []
            : Array.isArray(value)
              ? value
              : [value],
        z.array(z.enum(viewingDays, { error: 'Choose days from the list.' })).max(viewingDays.length),
      )
      .transform((days) => viewingDays.filter((day) => days.includes(day))),
    ...contactFields,
    company: optionalText({ max: 120, label: 'the company name' }),
    workspaceType: optionalEnum(workspaceTypeSlugs, 'Choose a workspace type from the list.'),
    centre: optionalEnum(centreSlugs, 'Choose a centre from the list.'),
    message: optionalText({ max: 2000, multiline: true, label: 'your message' }),
    meetingDate: optionalText({ max: 10, label: 'the date' }),
    meetingStartTime: optionalText({ max: 5, label: 'the start time' }),
    meetingDuration: optionalEnum(meetingDurations, 'Choose how long you need the room.'),
    meetingAttendees: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'Enter the number of people as a number.' })
        .int({ error: 'Enter a whole number of people.' })
        .min(1, { error: 'Enter at least 1 person.' })
        .max(500, { error: 'For more than 500 people, tell us in the message.' })
        .optional(),
    ),
    /** For a quote: the floor area in mind (sq ft) and when the space is wanted; both optional. */
    quoteSizeSqFt: z.preprocess(
      (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.replace(/[,\s]/g, '') : value),
      z.coerce
        .number({ error: 'Enter the size in square feet as a number, such as 500.' })
        .int({ error: 'Enter a whole number of square feet.' })
        .min(quoteSizeBounds.min, { error: `Enter a size of at least ${quoteSizeBounds.min} sq ft.` })
        .max(quoteSizeBounds.max, {
          error: `For more than ${quoteSizeBounds.max.toLocaleString('en-GB')} sq ft, tell us in the message.`,
        })
        .optional(),
    ),
    quoteStartDate: optionalText({ max: 10, label: 'the start date' }),
    marketingOptIn: checkbox.default(false),
    /** Where the form was sent from and what opened it. */
    pagePath: z.preprocess(
      (value) =>
        typeof value === 'string' && value.startsWith('/') ? storableText(value).slice(0, 300) : undefined,
      z.string().optional(),
    ),
    context: enquiryContextSchema.optional().catch(undefined),
    touch: z
      .unknown()
      .optional()
      .transform((value) => parseTouch(value)),
    /** Honeypot: a field people never see. */
    website: z.string().max(500).optional(),
    /** When the form was shown (ms since epoch); posts quicker than a person can type are refused. */
    startedAt: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().nonnegative().optional().catch(undefined),
    ),
  })
  .superRefine(
    (value, ctx) => {
      if (value.intent === 'question' && !value.message) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'Tell us your question.' });
      }
      if (value.intent === 'viewing' && !asksAboutSpace(value.workspaceType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['intent'],
          message: 'A virtual office has no space to view: choose a quote or a question.',
        });
      } else if (value.intent === 'viewing' && (!value.preferredDays || value.preferredDays.length === 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredDays'],
          message: 'Choose at least one day that suits you.',
        });
      }
      if (value.intent === 'quote' && asksAboutSpace(value.workspaceType) && value.quoteStartDate !== undefined) {
        const today = todayIn(businessTimeZone);
        if (!isCalendarDate(value.quoteStartDate)) {
          ctx.addIssue({
            code: 'custom',
            path: ['quoteStartDate'],
            message: 'Enter a real date, such as 2027-03-15.',
          });
        } else if (value.quoteStartDate < today) {
          ctx.addIssue({ code: 'custom', path: ['quoteStartDate'], message: 'Choose a start date today or later.' });
        } else if (value.quoteStartDate > addDays(today, quoteStartMaxDaysAhead)) {
          ctx.addIssue({
            code: 'custom',
            path: ['quoteStartDate'],
            message: 'Choose a start date within the next three years.',
          });
        }
      }
      if (value.workspaceType === 'meeting-rooms') {
        if (!value.meetingDate) {
          ctx.addIssue({ code: 'custom', path: ['meetingDate'], message: 'Enter the date you need the room.' });
        } else if (!isCalendarDate(value.meetingDate)) {
          ctx.addIssue({
            code: 'custom',
            path: ['meetingDate'],
            message: 'Enter a real date, such as 2027-03-15.',
          });
        } else if (value.meetingDate < todayIn(businessTimeZone)) {
          // ISO dates compare as strings; "today" is the UK's, where the rooms are.
          ctx.addIssue({
            code: 'custom',
            path: ['meetingDate'],
            message: 'Choose a date today or later.',
          });
        }
        if (!value.meetingStartTime || !clockTime.test(value.meetingStartTime)) {
          ctx.addIssue({
            code: 'custom',
            path: ['meetingStartTime'],
            message: 'Enter a start time such as 09:30.',
          });
        }
        if (!value.meetingDuration) {
          ctx.addIssue({
            code: 'custom',
            path: ['meetingDuration'],
            message: 'Choose how long you need the room.',
          });
        }
        if (value.meetingAttendees === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['meetingAttendees'],
            message: 'Enter how many people are coming.',
          });
        }
      }
    },
    { when: () => true },
  );

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, keyed by the top-level field name the form uses. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field names in the order they appear on the form, for focusing the first error. */
export const enquiryFieldOrder = [
  'intent',
  'preferredDays',
  'name',
  'email',
  'phone',
  'company',
  'workspaceType',
  'centre',
  'quoteSizeSqFt',
  'quoteStartDate',
  'meetingDate',
  'meetingStartTime',
  'meetingDuration',
  'meetingAttendees',
  'message',
  'marketingOptIn',
] as const;
