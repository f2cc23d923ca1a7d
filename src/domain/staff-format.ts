import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { centreTowns } from '@/domain/centres';
import { intentLabels, meetingDurationLabels, viewingDayLabels } from '@/domain/enquiry/enquiry-schema';
import { touchFieldLabels } from '@/domain/leads/channel';
import { rentPeriodOf } from '@/domain/unit-availability';
import { workspaceTypes } from '@/domain/workspace-types';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { businessTimeZone } from '@/lib/calendar-date';

/*
 * How every staff screen and export shows times and stored values (issue 42 item 4): UK time
 * (Europe/London, the clock change included) with the day, and words for every key the database
 * keeps. The admin's lists, the lead and enquiry pages, the enquiries CSV and the sales email all
 * read these, so a time or a status reads the same wherever staff meet it.
 */

export const staffTimeZone = businessTimeZone;

const momentParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: staffTimeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// A calendar date has no time zone: it is read as the day it names.
const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function parts(formatter: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "Sat 28 Nov 2026, 11:59": an instant in UK time, with its day. */
export function staffTime(instant: Date): string {
  const p = parts(momentParts, instant);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** An instant or nothing ('–', as the staff tables show a gap). */
export const staffTimeOrGap = (instant: Date | null | undefined): string => (instant ? staffTime(instant) : '–');

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** "Tue 1 Dec 2026" for the calendar date 2026-12-01; anything else is returned as given. */
export function staffDay(date: string): string {
  if (!isoDay.test(date)) return date;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const p = parts(dayParts, parsed);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** A stored ISO instant (an attribution's timestamp) in UK time; text that is not one, as given. */
export function staffTimeOfText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : staffTime(parsed);
}

/* Stored keys to the words staff read. */

const centreNames = new Map<string, string>(centreTowns.map((centre) => [centre.slug, centre.town]));
const workspaceTypeNames = new Map<string, string>(workspaceTypes.map((type) => [type.slug, type.label]));
const words = (key: string) => {
  const spaced = key.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A centre by its town ("Exeter"), never its slug; an unknown slug reads as words. */
export const centreName = (slug: string | null | undefined, none = '–'): string =>
  slug ? (centreNames.get(slug) ?? words(slug)) : none;

/** A workspace type by its label ("Meeting rooms"). */
export const workspaceTypeName = (slug: string | null | undefined, none = '–'): string =>
  slug ? (workspaceTypeNames.get(slug) ?? words(slug)) : none;

/** What an enquiry asked for ("A quote"). */
export const intentName = (intent: string): string =>
  intentLabels[intent as keyof typeof intentLabels] ?? words(intent);

export const viewingDayName = (day: string): string =>
  viewingDayLabels[day as keyof typeof viewingDayLabels] ?? words(day);

export const meetingDurationName = (duration: string): string =>
  meetingDurationLabels[duration as keyof typeof meetingDurationLabels] ?? words(duration);

/** A meeting-room booking's status (bookings table, `status`). */
export const bookingStatusLabels = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  pending: 'Held while paying',
  expired: 'Hold ended unpaid',
  refunded: 'Refunded',
} as const;

/** A viewing's status. */
export const viewingStatusLabels = { confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;

/** An availability alert's status. */
export const alertStatusLabels = { pending: 'Waiting for the visitor to confirm', confirmed: 'Confirmed' } as const;

/** Where an outbox delivery stands. */
export const deliveryStatusLabels = {
  pending: 'Waiting',
  sending: 'Sending',
  delivered: 'Delivered',
  dead: 'Gave up',
  withdrawn: 'Withdrawn',
} as const;

/** Which way a delivery goes. */
export const deliveryChannelLabels = {
  webhook: 'CRM webhook',
  // The environment's webhook became an endpoint (docs/decisions/0057): to sales it is the same.
  'webhook-endpoint': 'CRM webhook',
  email: 'Sales email',
  'visitor-email': 'Email to the visitor',
  'staff-email': 'Email to staff',
} as const;

/** Who cancelled a booking or viewing. */
export const cancelledByLabels = { visitor: 'the visitor', staff: 'staff' } as const;

/** A label from one of the maps above, or the key as words when the map does not know it. */
export function labelOf<Labels extends Readonly<Record<string, string>>>(labels: Labels, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] as string) : words(key);
}

/** An enquiry's context (what the form was opened from), labelled. */
const contextLabels: Readonly<Record<string, string>> = {
  workspaceType: 'Workspace type',
  centre: 'Centre',
  unit: 'Unit',
  units: 'Units',
  placement: 'Form on the page',
};

export function contextFacts(context: Readonly<Record<string, unknown>> | null | undefined): [string, string][] {
  if (!context) return [];
  // In the labels' order, then any other key: the database keeps no key order (jsonb).
  const known = Object.keys(contextLabels);
  const keys = [...known.filter((key) => key in context), ...Object.keys(context).filter((key) => !known.includes(key)).sort()];
  return keys
    .map((key): [string, unknown] => [key, context[key]])
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]): [string, string] => {
      const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
      if (key === 'centre') return [contextLabels[key] ?? 'Centre', centreName(text)];
      if (key === 'workspaceType') return [contextLabels[key] ?? 'Workspace type', workspaceTypeName(text)];
      return [contextLabels[key] ?? words(key), text];
    });
}

/* Attribution: what brought the visitor, as labelled facts, never raw keys or JSON. */

/** One touch as labelled facts in a fixed order ("Landing page", "/viewings/exeter"). */
export function touchFacts(touch: unknown): [string, string][] {
  if (typeof touch !== 'object' || touch === null || Array.isArray(touch)) return [];
  const record = touch as Record<string, unknown>;
  return (Object.keys(touchFieldLabels) as (keyof typeof touchFieldLabels)[])
    .filter((key) => typeof record[key] === 'string' && record[key] !== '')
    .map((key) => {
      const value = String(record[key]);
      return [touchFieldLabels[key], key === 'timestamp' ? staffTimeOfText(value) : value];
    });
}

export type AttributionTouches = {
  /** The first touch kept by the cookie, or the page's own parameters when there was no cookie. */
  readonly first: unknown;
  /** The last touch; null when only one touch was recorded. */
  readonly last: unknown;
};

/** The touches of a stored attribution record ({first, last} or {touch}). */
export function attributionTouches(attribution: unknown): AttributionTouches {
  if (typeof attribution !== 'object' || attribution === null) return { first: null, last: null };
  const record = attribution as Record<string, unknown>;
  if ('touch' in record) return { first: record.touch, last: null };
  return { first: record.first ?? null, last: record.last ?? null };
}

const factsText = (facts: readonly [string, string][]) =>
  facts.map(([label, value]) => `${label}: ${value}`).join('; ');

/**
 * An attribution in one line of words, without the times: "Landing page: /viewings/exeter;
 * Campaign: spring". First and last are named only when they differ. Empty when nothing is known.
 */
export function attributionText(attribution: unknown): string {
  const { first, last } = attributionTouches(attribution);
  const withoutTime = (touch: unknown) => touchFacts(touch).filter(([label]) => label !== touchFieldLabels.timestamp);
  const firstText = factsText(withoutTime(first));
  const lastText = factsText(withoutTime(last));
  if (!lastText || firstText === lastText) return firstText;
  return [firstText && `First: ${firstText}`, `Last: ${lastText}`].filter(Boolean).join(' | ');
}

/* Phone numbers: the country is the number's own, not what a form's country picker said. */

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/**
 * The country a stored (E.164) number belongs to, by name: "United Kingdom" for +44 7700 900123.
 * A number libphonenumber-js places in one region gives that region; one it cannot place (a
 * reserved or fictional range) gives its calling code's main country. Null when it is no number.
 */
export function phoneCountryName(phone: string, metadata: MetadataJson): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'GB', metadata);
  if (!parsed) return null;
  const region =
    parsed.country ?? (metadata.country_calling_codes[parsed.countryCallingCode] as string[] | undefined)?.[0];
  return region ? (regionNames.of(region) ?? region) : null;
}

// Staff-only words for a unit's rent, kept out of unit-availability.ts, which the public finder's script bundles.
/* "a week", "a desk a month", "an hour": what one rent of the type pays for. */
const rentPer = (type: WorkspaceTypeSlug) => {
  const period = rentPeriodOf(type);
  return `${type === 'coworking-spaces' ? 'a desk ' : ''}${period === 'hour' ? 'an' : 'a'} ${period}`;
};

/** The rent field's label for staff, with the period its workspace type is let by: "Rent (£ a week)". */
export function rentLabelOf(type: WorkspaceTypeSlug | undefined): string {
  return type ? `Rent (£ ${rentPer(type)})` : 'Rent (£ a week, a month or an hour, by workspace type)';
}

/** A unit's rent with its period, as the units list shows it: "£60 a week". */
export function rentWithPeriod(pounds: number, type: WorkspaceTypeSlug | undefined): string {
  const amount = `£${pounds.toLocaleString('en-GB')}`;
  return type ? `${amount} ${rentPer(type)}` : amount;
}
