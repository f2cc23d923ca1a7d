import { attributionWindowDays, clickIdPattern, isoDateTime } from '@/domain/attribution';
import { londonOffsetMinutes } from '@/lib/booking-slots';
import { toCsv } from '@/lib/csv';

/*
 * Offline conversions (issue 40 item 3, docs/decisions/0050, docs/offline-conversions.md): what
 * counts, under which names Google Ads imports each kind, the import file's columns as Google's
 * template names them, and the GA4 Measurement Protocol event of each. Pure: the server reads the
 * rows (src/server/conversions) and these functions shape them.
 */

export const conversionKinds = ['lead-won', 'booking-paid', 'order-paid', 'day-pass-paid', 'licence-signed'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

export const conversionKindLabels: Record<ConversionKind, string> = {
  'lead-won': 'Lead won',
  'booking-paid': 'Meeting room booked',
  'order-paid': 'Virtual office paid',
  'day-pass-paid': 'Day pass bought',
  'licence-signed': 'Licence signed online',
};

/** The conversion actions' names in Google Ads, unless staff set others in the admin. */
export const defaultConversionNames: Record<ConversionKind, string> = {
  'lead-won': 'Northlight lead won',
  'booking-paid': 'Northlight meeting room booked',
  'order-paid': 'Northlight virtual office paid',
  'day-pass-paid': 'Northlight day pass bought',
  'licence-signed': 'Northlight licence signed',
};
export const maxConversionNameLength = 100;

/** A name Google Ads can take: printable text, within the bound, no line breaks. */
export function isConversionName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= maxConversionNameLength && !/[\p{Cc}]/u.test(trimmed);
}

/** The names in force: each kind's saved name when it is a valid one, else its default. */
export function conversionNamesOf(saved: Partial<Record<ConversionKind, string | null | undefined>>): Record<ConversionKind, string> {
  return Object.fromEntries(
    conversionKinds.map((kind) => {
      const value = saved[kind];
      return [kind, typeof value === 'string' && isConversionName(value) ? value.trim() : defaultConversionNames[kind]];
    }),
  ) as Record<ConversionKind, string>;
}

/** One conversion as the file and GA4 need it (the email is read from the source row, never stored here). */
export type Conversion = {
  readonly id: string;
  readonly kind: ConversionKind;
  readonly transactionId: string;
  readonly valuePence: number;
  readonly currency: 'GBP';
  readonly occurredAt: Date;
  readonly attribution: unknown;
  readonly adUserData: boolean;
  readonly gaClientId: string | null;
  /** The source's email, only to be hashed; undefined when the source is gone. */
  readonly email?: string | null | undefined;
};

export type GoogleClick = { readonly gclid?: string; readonly gbraid?: string; readonly wbraid?: string };
type TouchLike = Record<string, unknown>;

const windowMs = attributionWindowDays * 86_400_000;

function googleClickOfTouch(touch: unknown, occurredAt: Date): GoogleClick | undefined {
  if (typeof touch !== 'object' || touch === null) return undefined;
  const record = touch as TouchLike;
  const at = typeof record.timestamp === 'string' && isoDateTime.test(record.timestamp) ? Date.parse(record.timestamp) : Number.NaN;
  // Google takes a conversion after its click, within the click-through window.
  if (Number.isNaN(at) || at > occurredAt.getTime() || occurredAt.getTime() - at > windowMs) return undefined;
  const click: { gclid?: string; gbraid?: string; wbraid?: string } = {};
  for (const key of ['gclid', 'gbraid', 'wbraid'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.length <= 200 && clickIdPattern.test(value)) click[key] = value;
  }
  return click.gclid || click.gbraid || click.wbraid ? click : undefined;
}

/**
 * The Google Ads click a conversion is credited to: the last touch's, else the first touch's (or
 * the page's own touch), when it came within the 90 days before the conversion. Last click is
 * what Google's import expects of one row.
 */
export function googleClickOf(attribution: unknown, occurredAt: Date): GoogleClick | undefined {
  if (typeof attribution !== 'object' || attribution === null) return undefined;
  const record = attribution as TouchLike;
  return googleClickOfTouch(record.last, occurredAt) ?? googleClickOfTouch(record.first, occurredAt) ?? googleClickOfTouch(record.touch, occurredAt);
}

/** "2026-07-01 14:05:09+01:00": London wall-clock time with its offset, the format Google documents. */
export function googleAdsTime(instant: Date): string {
  const offset = londonOffsetMinutes(instant.getTime());
  const local = new Date(instant.getTime() + offset * 60_000).toISOString();
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local.slice(0, 10)} ${local.slice(11, 19)}${sign}${hours}:${minutes}`;
}

/** Pence to pounds with two decimals and a dot, as Google's value columns and GA4 take them. */
export const poundsText = (pence: number) => (pence / 100).toFixed(2);

/** The file's first line: the account's time zone, as Google's template states it. */
export const googleAdsTimeZoneLine = 'Parameters:TimeZone=Europe/London';
/**
 * The columns of Google's "Conversions from clicks" template (Google Click ID to Conversion
 * Currency), with the optional Order ID, the consent column Ad User Data (Granted or Denied) and
 * the enhanced conversions for leads column Email (a SHA-256 hex of the normalised address).
 */
export const googleAdsColumns = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Order ID',
  'Ad User Data',
  'Email',
] as const;

export type GoogleAdsFile = {
  readonly csv: string;
  /** Rows written (a conversion with a Google click id). */
  readonly rows: number;
  /** Conversions left out: no Google click (or only an iOS gbraid/wbraid, which the file cannot take). */
  readonly withoutClick: number;
};

/**
 * The import file for some conversions, oldest first. The hashed email goes in only for a visitor
 * who granted ad_user_data; the plain address never does.
 */
export function googleAdsFile(
  conversions: readonly Conversion[],
  names: Record<ConversionKind, string>,
  hashEmail: (email: string | null | undefined) => string | undefined,
): GoogleAdsFile {
  const rows: (string | number)[][] = [];
  let withoutClick = 0;
  for (const conversion of [...conversions].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
    const click = googleClickOf(conversion.attribution, conversion.occurredAt);
    if (!click?.gclid) {
      withoutClick += 1;
      continue;
    }
    rows.push([
      click.gclid,
      names[conversion.kind],
      googleAdsTime(conversion.occurredAt),
      poundsText(conversion.valuePence),
      conversion.currency,
      conversion.transactionId,
      conversion.adUserData ? 'Granted' : 'Denied',
      (conversion.adUserData ? hashEmail(conversion.email) : undefined) ?? '',
    ]);
  }
  const table = toCsv(googleAdsColumns, rows);
  return { csv: `${googleAdsTimeZoneLine}\r\n${table}`, rows: rows.length, withoutClick };
}

/*
 * GA4 Measurement Protocol. A paid thing is GA4's `purchase` (its reference as transaction_id, so
 * GA4 drops a second one, including the browser's own purchase of the same booking); a won lead
 * is `close_convert_lead`, GA4's recommended lead-generation event for a lead that became a
 * customer. Events may be dated back at most 72 hours; older conversions are not sent.
 */
export const ga4MaxAgeMs = 72 * 3_600_000;
export const ga4MeasurementIdPattern = /^G-[A-Z0-9]{4,20}$/;
export const ga4ApiSecretPattern = /^[A-Za-z0-9_-]{8,100}$/;
export const gaClientIdPattern = /^\d{1,20}\.\d{1,20}$/;

export type Ga4Body = {
  readonly client_id: string;
  readonly timestamp_micros: number;
  readonly consent: { readonly ad_user_data: 'GRANTED' | 'DENIED'; readonly ad_personalization: 'DENIED' };
  readonly user_data?: { readonly sha256_email_address: readonly string[] };
  readonly events: readonly [{ readonly name: 'purchase' | 'close_convert_lead'; readonly params: Record<string, string | number> }];
};

export type Ga4Plan = { readonly send: true; readonly body: Ga4Body } | { readonly send: false; readonly why: 'no client id' | 'too old' };

/** What to send GA4 for a conversion at `now`, or why nothing is sent. */
export function ga4PlanOf(
  conversion: Conversion,
  now: Date,
  hashEmail: (email: string | null | undefined) => string | undefined,
): Ga4Plan {
  if (!conversion.gaClientId || !gaClientIdPattern.test(conversion.gaClientId)) return { send: false, why: 'no client id' };
  if (now.getTime() - conversion.occurredAt.getTime() > ga4MaxAgeMs) return { send: false, why: 'too old' };
  const hashed = conversion.adUserData ? hashEmail(conversion.email) : undefined;
  const name = conversion.kind === 'lead-won' ? 'close_convert_lead' : 'purchase';
  return {
    send: true,
    body: {
      client_id: conversion.gaClientId,
      timestamp_micros: conversion.occurredAt.getTime() * 1000,
      consent: { ad_user_data: conversion.adUserData ? 'GRANTED' : 'DENIED', ad_personalization: 'DENIED' },
      ...(hashed ? { user_data: { sha256_email_address: [hashed] } } : {}),
      events: [
        {
          name,
          params: {
            currency: conversion.currency,
            value: Number(poundsText(conversion.valuePence)),
            transaction_id: conversion.transactionId,
            conversion_kind: conversion.kind,
          },
        },
      ],
    },
  };
}
