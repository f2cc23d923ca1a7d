import { z } from 'zod';
import { centreSlugs } from '@/domain/centres';
import { workspaceTypeSlugs } from '@/domain/workspace-type-slugs';
import { businessTimeZone, isCalendarDate } from '@/lib/calendar-date';
import { unitReferenceMaxLength, unitReferencePattern } from '@/lib/unit-reference';

/*
 * The sales view's filters, read from the URL query (a GET form, so a filtered list can be shared
 * and reloaded, and works without JavaScript). Every parameter is validated and bounded; one that
 * is not valid is named in `invalid` and ignored by the list (the export refuses it). Dates are
 * calendar days in UK time, both ends included.
 */

export const deliveryStatusFilters = ['pending', 'delivered', 'dead'] as const;
export const enquiriesPageSize = 25;
export const maxPage = 4_000;
/** Longer than any valid value; anything longer is refused before it is looked at. */
const maxParamLength = 40;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const calendarDate = z.string().max(maxParamLength).refine(isCalendarDate, 'a date like 2026-11-01');

const filterSchema = z.object({
  from: optionalText(calendarDate),
  to: optionalText(calendarDate),
  type: optionalText(z.enum(workspaceTypeSlugs)),
  centre: optionalText(z.enum(centreSlugs)),
  unit: optionalText(
    z
      .string()
      .max(maxParamLength)
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().max(unitReferenceMaxLength).regex(unitReferencePattern)),
  ),
  status: optionalText(z.enum(deliveryStatusFilters)),
  page: optionalText(
    z
      .string()
      .max(maxParamLength)
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(maxPage)),
  ),
});

export const filterNames = ['from', 'to', 'type', 'centre', 'unit', 'status'] as const;
type FilterName = (typeof filterNames)[number];
const paramNames = [...filterNames, 'page'] as const;
type ParamName = (typeof paramNames)[number];

export type EnquiryFilters = {
  readonly from?: string;
  readonly to?: string;
  readonly type?: (typeof workspaceTypeSlugs)[number];
  readonly centre?: (typeof centreSlugs)[number];
  readonly unit?: string;
  readonly status?: (typeof deliveryStatusFilters)[number];
};

export type ParsedFilters = {
  readonly filters: EnquiryFilters;
  readonly page: number;
  /** Parameters that were present but not valid (ignored). */
  readonly invalid: readonly ParamName[];
};

type RawQuery = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function single(query: RawQuery, name: string): unknown {
  if (query instanceof URLSearchParams) {
    const all = query.getAll(name);
    return all.length > 1 ? all : all[0];
  }
  return query[name];
}

export function parseEnquiryFilters(query: RawQuery): ParsedFilters {
  const values: Partial<Record<ParamName, unknown>> = {};
  const invalid: ParamName[] = [];
  for (const name of paramNames) {
    const raw = single(query, name);
    if (raw === undefined) continue;
    // A repeated parameter (?centre=a&centre=b) or an over-long one is refused outright.
    if (typeof raw !== 'string' || raw.length > maxParamLength) {
      invalid.push(name);
      continue;
    }
    const parsed = filterSchema.shape[name].safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else invalid.push(name);
  }
  const filters = Object.fromEntries(
    filterNames.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]),
  ) as EnquiryFilters;
  if (filters.from && filters.to && filters.to < filters.from) {
    invalid.push('to');
    delete (filters as { to?: string }).to;
  }
  return { filters, page: (values.page as number | undefined) ?? 1, invalid };
}

/** The query string of a filtered list (and page), with empty filters left out; "" for none. */
export function filtersQuery(filters: EnquiryFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name as FilterName];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The instant a calendar day starts in a time zone (UK time by default). */
export function startOfDay(date: string, timeZone: string = businessTimeZone): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let instant = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // The offset at the guess can differ from the offset at UTC midnight across a clock change.
  instant = utcMidnight - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The filters as the database query takes them (src/server/enquiries/enquiries.ts, EnquirySearch). */
export function toEnquirySearch(filters: EnquiryFilters) {
  return {
    createdFrom: filters.from ? startOfDay(filters.from) : undefined,
    createdBefore: filters.to ? startOfDay(nextDay(filters.to)) : undefined,
    workspaceType: filters.type,
    centre: filters.centre,
    unitReference: filters.unit,
    deliveryStatus: filters.status,
  };
}
