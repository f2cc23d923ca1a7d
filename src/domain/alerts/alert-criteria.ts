import { z } from 'zod';
import { contactFields } from '../enquiry/enquiry-schema';
import { centreSlugs, type CentreSlug } from '../centres';
import { fitsMonthlyBudget } from '../monthly-cost';
import type { VatQuoting } from '../prices';
import { unitWorkspaceTypes, type Unit, type UnitWorkspaceType } from '../units';

/*
 * Availability alerts (issue 21 item 7): "tell me when a unit like this frees up". A visitor names
 * a type, one or more centres, and optionally a size range and a monthly budget; a unit that
 * becomes available and fits all of them is mailed to every confirmed subscriber it fits. Meeting
 * rooms are booked by the hour, not let, so they have no alerts.
 */

export const alertWorkspaceTypes = unitWorkspaceTypes.filter(
  (slug): slug is Exclude<UnitWorkspaceType, 'meeting-rooms'> => slug !== 'meeting-rooms',
);
export type AlertWorkspaceType = (typeof alertWorkspaceTypes)[number];

export const isAlertWorkspaceType = (value: unknown): value is AlertWorkspaceType =>
  (alertWorkspaceTypes as readonly unknown[]).includes(value);

export const alertLimits = {
  maxSqFt: 200_000,
  maxBudgetPounds: 1_000_000,
  maxEmailLength: 254,
} as const;

/** What a subscription asks for; the size and budget bounds are optional. */
export type AlertCriteria = {
  readonly workspaceType: AlertWorkspaceType;
  readonly centres: readonly CentreSlug[];
  readonly minSqFt?: number | undefined;
  readonly maxSqFt?: number | undefined;
  /**
   * Pounds a month all in (rent, service charge, estimated rates, VAT): the budget the /units
   * filter means too (fitsMonthlyBudget), so a unit the filter shows is one the alert mails.
   */
  readonly maxMonthlyPounds?: number | undefined;
};

export type AlertedUnitFacts = Pick<
  Unit,
  'workspaceType' | 'centre' | 'sizeSqFt' | 'rent' | 'serviceCharge' | 'rateableValue'
>;

/** Whether a unit fits a subscription's criteria (type, centre, size range, monthly budget all in). */
export function unitMatchesAlert(
  criteria: AlertCriteria,
  unit: AlertedUnitFacts,
  terms: Pick<VatQuoting, 'vatRatePercent'>,
): boolean {
  if (unit.workspaceType !== criteria.workspaceType) return false;
  if (!criteria.centres.includes(unit.centre)) return false;
  if (criteria.minSqFt !== undefined && unit.sizeSqFt < criteria.minSqFt) return false;
  if (criteria.maxSqFt !== undefined && unit.sizeSqFt > criteria.maxSqFt) return false;
  return criteria.maxMonthlyPounds === undefined || fitsMonthlyBudget(unit, criteria.maxMonthlyPounds, terms);
}

/* Form input: strings from a urlencoded post (or a GET prefill); empty optional fields are absent. */
const optionalWholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(12, message)
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isInteger(number) && number >= 1 && number <= max) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional();

export const alertRequestSchema = z
  .object({
    workspaceType: z.enum(alertWorkspaceTypes, { error: 'Choose the kind of space you want' }),
    centres: z
      .array(z.enum(centreSlugs, { error: 'Choose centres from the list' }))
      .min(1, 'Choose at least one centre')
      .max(centreSlugs.length),
    minSqFt: optionalWholeNumber(
      alertLimits.maxSqFt,
      'Give the smallest size as a whole number of square feet',
    ),
    maxSqFt: optionalWholeNumber(
      alertLimits.maxSqFt,
      'Give the largest size as a whole number of square feet',
    ),
    maxMonthlyPounds: optionalWholeNumber(
      alertLimits.maxBudgetPounds,
      'Give your budget as a whole number of pounds a month',
    ),
    email: contactFields.email,
    consent: z.literal('yes', { error: 'Tick the box to agree to the privacy notice' }),
    /** The honeypot: people leave it empty. */
    website: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.minSqFt !== undefined && value.maxSqFt !== undefined && value.minSqFt > value.maxSqFt)
      ctx.addIssue({
        code: 'custom',
        path: ['maxSqFt'],
        message: 'The largest size must be at least the smallest',
      });
  });
export type AlertRequest = z.infer<typeof alertRequestSchema>;

export const alertFields = [
  'workspaceType',
  'centres',
  'minSqFt',
  'maxSqFt',
  'maxMonthlyPounds',
  'email',
  'consent',
] as const;
export type AlertField = (typeof alertFields)[number];

/** "Workshops at Exeter or Andover, 500 to 1,000 sq ft, up to £1,200 a month all in". */
export function describeAlert(
  criteria: AlertCriteria,
  names: { readonly type: (slug: AlertWorkspaceType) => string; readonly town: (slug: CentreSlug) => string },
): string {
  const towns = criteria.centres.map(names.town);
  const where =
    towns.length <= 3 ? towns.join(towns.length === 2 ? ' or ' : ', ') : `${towns.length} centres`;
  const parts = [`${names.type(criteria.workspaceType)} at ${where}`];
  const size = (n: number) => n.toLocaleString('en-GB');
  if (criteria.minSqFt !== undefined && criteria.maxSqFt !== undefined)
    parts.push(`${size(criteria.minSqFt)} to ${size(criteria.maxSqFt)} sq ft`);
  else if (criteria.minSqFt !== undefined) parts.push(`at least ${size(criteria.minSqFt)} sq ft`);
  else if (criteria.maxSqFt !== undefined) parts.push(`up to ${size(criteria.maxSqFt)} sq ft`);
  if (criteria.maxMonthlyPounds !== undefined)
    parts.push(`up to £${size(criteria.maxMonthlyPounds)} a month all in`);
  return parts.join(', ');
}

/*
 * How long things are kept: a subscription is deleted 12 months after it was confirmed (the
 * visitor can subscribe again), one never confirmed after 7 days.
 */
export const alertRetention = { confirmedMonths: 12, pendingDays: 7 } as const;

/**
 * The availability episode a unit is in when it becomes available: the status, the date it is
 * free from, and the UK day it was published so. A republish of the same state on the same day
 * is the same episode (no second mail); let and freed again on a later day is a new one.
 */
export function availabilityEpisode(
  unit: Pick<Unit, 'status' | 'availableFrom'>,
  publishedOn: string,
): string {
  return `${unit.status}:${unit.availableFrom ?? 'now'}:${publishedOn}`;
}

/** A unit is (newly) offered to alert subscribers when it is available now or from a date. */
export const isOfferedForAlerts = (unit: Pick<Unit, 'status'> | undefined) =>
  unit?.status === 'available' || unit?.status === 'available-from';
