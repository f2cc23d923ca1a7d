import { buttonClasses } from '@/components/ui/button-link';
import { formatPounds } from '@/lib/format';
import { sizeBandLabel, sizeBands } from '@/features/locations/finder-search';
import { budgetSteps, type UnitFilters } from './unit-filters';

/*
 * Size and budget as a plain GET form to /units: the filtered list has its own address, works
 * without script, and the type or centre it was opened from travels as a hidden field.
 */
export function UnitFilterForm({ filters, idPrefix = 'units' }: { filters: UnitFilters; idPrefix?: string }) {
  return (
    <form method="get" action="/units" className="flex flex-wrap items-end gap-4" data-testid="unit-filters">
      {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
      {filters.centre ? <input type="hidden" name="centre" value={filters.centre} /> : null}
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-size`} className="block font-semibold">
          Size
        </label>
        <select
          id={`${idPrefix}-size`}
          name="size"
          defaultValue={filters.size ?? ''}
          className="min-h-12 max-w-full rounded-lg border-2 border-ink-muted bg-white px-3"
        >
          <option value="">Any size</option>
          {sizeBands.map((band) => (
            <option key={band.id} value={band.id}>
              {sizeBandLabel(band)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-budget`} className="block font-semibold">
          Budget a month, all in
        </label>
        <select
          id={`${idPrefix}-budget`}
          name="budget"
          defaultValue={filters.budget === undefined ? '' : String(filters.budget)}
          className="min-h-12 max-w-full rounded-lg border-2 border-ink-muted bg-white px-3"
        >
          <option value="">Any budget</option>
          {budgetSteps.map((step) => (
            <option key={step} value={step}>
              Up to {formatPounds(step)}
            </option>
          ))}
          {filters.budget !== undefined && !(budgetSteps as readonly number[]).includes(filters.budget) ? (
            <option value={filters.budget}>Up to {formatPounds(filters.budget)}</option>
          ) : null}
        </select>
      </div>
      <button type="submit" className={buttonClasses('secondary')}>
        Show units
      </button>
    </form>
  );
}
