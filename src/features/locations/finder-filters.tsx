import {
  sizeBandLabel,
  sizeBands,
  type FinderFilters,
  type FinderState,
  type SizeBand,
  type SizeBandId,
} from './finder-search';
import type { TypeOption } from './finder-outcome';

/*
 * The finder's filter fields. Bound to the URL state when the finder is interactive (onChange
 * given); uncontrolled and empty in the plain form, which submits them as a GET.
 */

const selectClasses =
  'min-h-12 w-full rounded-lg border-2 border-ink-muted bg-white px-3 text-lg focus:border-sky';

export type FilterProps = {
  state: FinderState;
  typeOptions: readonly TypeOption[];
  /** The size bands that hold listed units. */
  sizeOptions: readonly SizeBand[];
  onFiltersChange?: (change: FinderFilters) => void;
};

export function TypeAndSizeFilters({ state, typeOptions, sizeOptions, onFiltersChange }: FilterProps) {
  // A size from a shared link stays selectable even if no listed unit is that size any more.
  const sizeChoices = sizeBands.filter(
    (band) => sizeOptions.some((option) => option.id === band.id) || band.id === state.size,
  );
  // Side by side only on a tablet, where the form spans the page; in the desktop's form column the
  // size labels need the full width.
  return (
    <div className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-1">
      <div className="space-y-2">
        <label htmlFor="finder-type" className="block font-bold">
          Workspace type
        </label>
        <select
          id="finder-type"
          name="type"
          {...(onFiltersChange
            ? {
                value: state.type ?? '',
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                  const value = event.currentTarget.value;
                  onFiltersChange({ type: typeOptions.find((option) => option.slug === value)?.slug });
                },
              }
            : { defaultValue: '' })}
          className={selectClasses}
        >
          <option value="">All workspace types</option>
          {typeOptions.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <label htmlFor="finder-size" className="block font-bold">
          Size
        </label>
        <select
          id="finder-size"
          name="size"
          {...(onFiltersChange
            ? {
                value: state.size ?? '',
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                  const value = event.currentTarget.value;
                  onFiltersChange({
                    size: sizeBands.find((band) => band.id === value)?.id as SizeBandId | undefined,
                  });
                },
              }
            : { defaultValue: '' })}
          className={selectClasses}
        >
          <option value="">Any size</option>
          {sizeChoices.map((band) => (
            <option key={band.id} value={band.id}>
              {sizeBandLabel(band)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function AvailableNowFilter({
  state,
  onFiltersChange,
}: Pick<FilterProps, 'state' | 'onFiltersChange'>) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 font-bold">
      <input
        type="checkbox"
        name="now"
        value="1"
        {...(onFiltersChange
          ? {
              checked: Boolean(state.now),
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                onFiltersChange({ now: event.currentTarget.checked || undefined }),
            }
          : { defaultChecked: false })}
        className="h-6 w-6 shrink-0 accent-sky"
      />
      Available now
    </label>
  );
}
