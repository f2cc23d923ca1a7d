import { buttonClasses } from '@/components/ui/button-link';
import { LineIcon } from '@/components/ui/line-icon';
import { AvailableNowFilter, TypeAndSizeFilters, type FilterProps } from './finder-filters';
import type { Suggestion } from './finder-suggest';
import { PlaceCombobox } from './place-combobox';

const inputClasses =
  'min-h-12 w-full rounded-lg border-2 border-ink-muted bg-white px-4 text-lg focus:border-sky';

export type FinderFormProps = FilterProps & {
  busy: boolean;
  draft?: string;
  onDraftChange?: (value: string) => void;
  getSuggestions?: (query: string) => Promise<readonly Suggestion[]>;
  onSearch?: (q: string) => void;
  onLocate?: () => void;
};

/**
 * The search form. Without the handlers (before the script runs, or without it) it is a plain GET
 * form to /locations with an ordinary search box; with them, the box suggests places and every
 * change goes to the URL.
 */
export function FinderForm(props: FinderFormProps) {
  const { busy, draft, onDraftChange, getSuggestions, onSearch, onLocate } = props;
  const interactive = Boolean(onSearch);
  return (
    <form
      role="search"
      aria-label="Find a centre"
      action="/locations"
      method="get"
      className="space-y-5 rounded-lg border border-line bg-white p-5 tablet:p-6"
      onSubmit={
        onSearch
          ? (event) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get('q');
              onSearch(typeof value === 'string' ? value.trim() : '');
            }
          : undefined
      }
    >
      <div className="space-y-2">
        <label htmlFor="finder-q" className="block font-bold">
          Town or postcode
        </label>
        <div className="flex flex-col gap-3 tablet:flex-row">
          {onDraftChange && getSuggestions && onSearch ? (
            <PlaceCombobox
              id="finder-q"
              value={draft ?? ''}
              onChange={onDraftChange}
              onPick={(value) => {
                onDraftChange(value);
                onSearch(value);
              }}
              getSuggestions={getSuggestions}
              describedBy="finder-q-hint"
              className={inputClasses}
            />
          ) : (
            <div className="relative w-full">
              <input
                id="finder-q"
                name="q"
                type="search"
                defaultValue=""
                autoComplete="off"
                enterKeyHint="search"
                maxLength={60}
                aria-describedby="finder-q-hint"
                className={inputClasses}
              />
            </div>
          )}
          <button type="submit" className={buttonClasses('primary')}>
            Search
          </button>
        </div>
        <p id="finder-q-hint" className="text-sm text-ink-muted">
          For example Reading, Exeter, SO14 3AB or SO14.
        </p>
      </div>
      <TypeAndSizeFilters {...props} />
      <div className="flex flex-col gap-4 tablet:flex-row tablet:items-center tablet:justify-between">
        <AvailableNowFilter {...props} />
        {interactive ? (
          <button type="button" onClick={onLocate} className={buttonClasses('secondary')} disabled={busy}>
            <LineIcon d="M12 2v3M12 19v3M2 12h3M19 12h3M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
            Use my location
          </button>
        ) : null}
      </div>
      <noscript>
        <p className="text-sm text-ink-soft">
          Searching and filtering need JavaScript. Every centre is listed below.
        </p>
      </noscript>
    </form>
  );
}
