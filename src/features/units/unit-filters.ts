import type { VatQuoting } from '@/domain/prices';
import { z } from 'zod';
import { centreSlugs, type CentreSlug } from '@/domain/centres';
import { fitsMonthlyBudget } from '@/domain/monthly-cost';
import { unitWorkspaceTypes, type Unit, type UnitWorkspaceType } from '@/domain/units';
import { getSizeBand, isInBand, sizeBands, type SizeBandId } from '@/features/locations/finder-search';

/*
 * The size and budget filters of the type and centre pages: a plain GET form whose answer is
 * /units?type=…&centre=…&size=…&budget=…, so a filtered list is a link and needs no script. The
 * size bands are the finder's (decision 0016); the budget is the most a visitor would pay a month,
 * all in (monthly-cost.ts), so it compares weekly and monthly rents alike. Unknown values are
 * ignored rather than refused: a mistyped link still shows units.
 */

export const budgetSteps = [250, 500, 750, 1000, 1500, 2000, 3000, 5000, 10_000] as const;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));

const filtersSchema = z.object({
  type: optional(z.enum(unitWorkspaceTypes)),
  centre: optional(z.enum(centreSlugs)),
  size: optional(z.enum(sizeBands.map((band) => band.id) as [SizeBandId, ...SizeBandId[]])),
  budget: optional(
    z.string().max(7).regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(1_000_000)),
  ),
});

export type UnitFilters = {
  readonly type?: UnitWorkspaceType;
  readonly centre?: CentreSlug;
  readonly size?: SizeBandId;
  /** Pounds a month, all in. */
  readonly budget?: number;
};

export function parseUnitFilters(
  query: Readonly<Record<string, string | string[] | undefined>>,
): UnitFilters {
  const parsed = filtersSchema.parse({
    type: query.type,
    centre: query.centre,
    size: query.size,
    budget: query.budget,
  });
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as UnitFilters;
}

/** The units that meet every chosen filter; a budget leaves out what has no monthly cost (rooms by the hour). */
export function filterUnits(units: readonly Unit[], filters: UnitFilters, terms: VatQuoting): Unit[] {
  const band = filters.size ? getSizeBand(filters.size) : undefined;
  return units.filter((unit) => {
    if (filters.type && unit.workspaceType !== filters.type) return false;
    if (filters.centre && unit.centre !== filters.centre) return false;
    if (band && !isInBand(unit.sizeSqFt, band)) return false;
    return filters.budget === undefined || fitsMonthlyBudget(unit, filters.budget, terms);
  });
}

/** The query string of a filtered list, in a fixed order, for links and the canonical form. */
export function unitFiltersQuery(filters: UnitFilters): string {
  const entries = (['type', 'centre', 'size', 'budget'] as const).flatMap((key) =>
    filters[key] === undefined ? [] : [[key, String(filters[key])]],
  );
  return new URLSearchParams(entries).toString();
}
