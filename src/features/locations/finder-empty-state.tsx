import { buttonClasses } from '@/components/ui/button-link';
import type { FilterName } from './finder-search';

const relaxLabels: Record<FilterName, string> = {
  now: 'Include units available later',
  size: 'Any size',
  type: 'All workspace types',
};

/** Nothing matches: say what was asked for and offer the one-step relaxations that bring centres back. */
export function EmptyState({
  wanted,
  note,
  relaxations: options,
  onDrop,
  onClearFilters,
}: {
  wanted: string;
  /** Why this type has nothing to list, when it is never listed as units. */
  note?: string;
  relaxations: readonly { drop: FilterName; count: number }[];
  onDrop: (drop: FilterName) => void;
  onClearFilters: () => void;
}) {
  return (
    <div
      className="space-y-4 rounded-lg border border-line bg-white p-6 [grid-area:list]"
      data-testid="finder-empty"
    >
      <h3 className="text-xl font-extrabold">No centre has {wanted}.</h3>
      {note ? <p>{note}</p> : null}
      <p className="text-ink-soft">
        {options.length > 0
          ? 'Widen the search by one step:'
          : 'Clear the filters to see every centre, or tell us what you need and we’ll tell you what is coming free.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <button
            key={option.drop}
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => onDrop(option.drop)}
          >
            {relaxLabels[option.drop]} ({option.count} {option.count === 1 ? 'centre' : 'centres'})
          </button>
        ))}
        <button type="button" className={buttonClasses('secondary')} onClick={onClearFilters}>
          Clear all filters
        </button>
      </div>
    </div>
  );
}
