import { z } from 'zod';
import { formatCalendarDay, isCalendarDate } from '@/lib/calendar-date';
import { unitCopyProblems } from './copy-facts';
import { maxDepositMonths, takeOnlineChoices } from './licence/terms';
import { priceLabel, type VatQuoting } from './prices';
import { unitReferenceMaxLength, unitReferencePattern } from '@/lib/unit-reference';
import { isAvailableNow, unitStatuses, type UnitStatus } from './unit-availability';
import { centreImageSchema } from './centre-directory';
import { centreSlugs, type CentreSlug } from './centres';
import { workspaceTypeSlugs, type WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * The inventory: the real units and rooms a centre has, with size, rent and status. Editors keep
 * them in the CMS; pages show the ones not yet let. A unit's rent period follows its workspace
 * type (business units by the week, offices and desks by the month, rooms by the hour), so every
 * "from £X" on a page compares like with like.
 */

export {
  isAvailableNow,
  rentBasisOf,
  rentPeriodOf,
  squareMetres,
  unitStatuses,
  type RentPeriod,
  type UnitStatus,
} from './unit-availability';

export const unitStatusLabels: Record<UnitStatus, string> = {
  available: 'Available now',
  'available-from': 'Available from a date',
  'under-offer': 'Under offer',
  let: 'Let (hidden from the site)',
};


/** Virtual offices are a service (an address and post handling), not a space: no units. */
export const unitWorkspaceTypes = workspaceTypeSlugs.filter(
  (slug): slug is Exclude<WorkspaceTypeSlug, 'virtual-offices'> => slug !== 'virtual-offices',
);
export type UnitWorkspaceType = (typeof unitWorkspaceTypes)[number];


/** Types whose units are measured by how many people they seat, as well as by floor area. */
export const capacityTypes: readonly WorkspaceTypeSlug[] = [
  'office-spaces',
  'coworking-spaces',
  'meeting-rooms',
  'training-centres',
];

export const capacityNoun = (type: WorkspaceTypeSlug) =>
  type === 'office-spaces' || type === 'coworking-spaces' ? 'desks' : 'people';

export const unitFactLabels = {
  power: 'Power',
  doorSize: 'Loading door',
  useClass: 'Use class',
  parking: 'Parking',
  accessHours: 'Access',
} as const;
export type UnitFactKey = keyof typeof unitFactLabels;

const factText = z.string().min(2).max(80);

export const unitSchema = z
  .object({
    reference: z
      .string()
      .max(unitReferenceMaxLength)
      .regex(unitReferencePattern, 'Use the centre code, a hyphen and the unit number, e.g. AND-W04'),
    name: z.string().min(3).max(60),
    centre: z.enum(centreSlugs),
    workspaceType: z.enum(unitWorkspaceTypes, {
      error: 'Choose a workspace type; virtual offices are priced on their workspace type, not as units',
    }),
    summary: z.string().min(10).max(200).optional(),
    sizeSqFt: z.number().int().min(10, 'Give the floor area in square feet').max(200_000),
    capacity: z.number().int().min(1).max(500).optional(),
    /** Per rentPeriodOf(workspaceType); per desk for coworking. Meeting rooms: the hourly rate. */
    rent: z.number().min(1).max(100_000),
    /** Meeting rooms only: the half-day and day rates beside the hourly one. */
    rates: z
      .object({ halfDay: z.number().min(1).max(100_000), day: z.number().min(1).max(100_000) })
      .optional(),
    /** Per the same period as the rent; absent when nothing is charged on top of it. */
    serviceCharge: z.number().min(0).max(100_000).optional(),
    /** Pounds a year, from the Valuation Office Agency's list: the basis of the business rates estimate. */
    rateableValue: z.number().int().min(0).max(10_000_000).optional(),
    /** The term, in months, the published rent is for. */
    termMonths: z.number().int().min(1).max(240).optional(),
    /** Notice to end the licence, in months. */
    noticeMonths: z.number().int().min(1).max(24).optional(),
    /** Whether it may be taken online: its workspace type's setting unless staff say otherwise. */
    takeOnline: z.enum(takeOnlineChoices).optional(),
    /** Months of rent held as a deposit; absent: its workspace type's. */
    depositMonths: z.number().int().min(0).max(maxDepositMonths).optional(),
    status: z.enum(unitStatuses),
    availableFrom: z.string().refine(isCalendarDate, 'Give a real date').optional(),
    facts: z.partialRecord(z.enum(Object.keys(unitFactLabels) as [UnitFactKey, ...UnitFactKey[]]), factText),
    photos: z.array(centreImageSchema).max(8),
    floorPlan: z
      .object({
        src: z.string().regex(/^\/cms-api\/floor-plans\/file\/[A-Za-z0-9._%-]+$/),
        kind: z.enum(['image', 'pdf']),
      })
      .optional(),
  })
  .superRefine((unit, ctx) => {
    if (unit.status === 'available-from' && !unit.availableFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['availableFrom'],
        message: 'Give the date the unit is free from',
      });
    }
    if (capacityTypes.includes(unit.workspaceType) && unit.capacity === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: `Give how many ${capacityNoun(unit.workspaceType)} it takes`,
      });
    }
    if (unit.workspaceType === 'meeting-rooms' && !unit.rates) {
      ctx.addIssue({
        code: 'custom',
        path: ['rates'],
        message: 'Give the half-day and day rates of the room',
      });
    }
    if (unit.rates && !(unit.rent < unit.rates.halfDay && unit.rates.halfDay < unit.rates.day)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rates'],
        message: 'The hourly rate, half-day rate and day rate should each be higher than the one before',
      });
    }
  });
export type Unit = z.infer<typeof unitSchema>;

/**
 * What publishing a unit requires on top of unitSchema: its description types no size, price or
 * count (src/domain/copy-facts.ts). Reading stays with unitSchema, so a unit published before the
 * rule still shows.
 */
export const publishedUnitSchema = unitSchema.superRefine((unit, ctx) => {
  for (const message of unitCopyProblems(unit.summary ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['summary'], message });
  }
});

/** A unit the site shows: anything not yet let. */
export const isListed = (unit: Pick<Unit, 'status'>) => unit.status !== 'let';


const statusRank: Record<UnitStatus, number> = {
  available: 0,
  'available-from': 1,
  'under-offer': 2,
  let: 3,
};

/** Available units first (now, then soonest), then under offer; within that, smallest first. */
export function compareUnits(a: Unit, b: Unit, today: string): number {
  const rank = (unit: Unit) => (isAvailableNow(unit, today) ? 0 : statusRank[unit.status]);
  return (
    rank(a) - rank(b) ||
    (a.availableFrom ?? '').localeCompare(b.availableFrom ?? '') ||
    a.sizeSqFt - b.sizeSqFt ||
    a.reference.localeCompare(b.reference)
  );
}


/**
 * How many listed units of a type there are, how many of them are under offer, and at which
 * centres (alphabetical by slug).
 */
export function availabilityOf(
  units: readonly Unit[],
  type: WorkspaceTypeSlug,
): { count: number; underOffer: number; centres: readonly CentreSlug[] } {
  const listed = units.filter((unit) => unit.workspaceType === type && isListed(unit));
  return {
    count: listed.length,
    underOffer: listed.filter((unit) => unit.status === 'under-offer').length,
    centres: [...new Set(listed.map((unit) => unit.centre))].sort(),
  };
}

/**
 * "£74 per week + VAT", "£89 per desk per month + VAT", "£19 per hour + VAT": a unit's rent as pages
 * show it, by the one price rule (priceLabel in prices.ts).
 */
export function formatUnitRent(unit: Pick<Unit, 'rent' | 'workspaceType'>, quoting: VatQuoting): string {
  return priceLabel(unit.rent, unit.workspaceType, quoting);
}

/** "Available now", "Available from 1 February 2027" or "Under offer". */
export function unitStatusText(unit: Pick<Unit, 'status' | 'availableFrom'>, today: string): string {
  if (isAvailableNow(unit, today)) return 'Available now';
  if (unit.status === 'available-from' && unit.availableFrom)
    return `Available from ${formatCalendarDay(unit.availableFrom)}`;
  return 'Under offer';
}
