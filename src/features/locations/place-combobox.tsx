'use client';

import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from './finder-suggest';

/*
 * The finder's search box with suggestions as you type: the ARIA 1.2 combobox pattern (an input
 * with role=combobox, a listbox popup, aria-activedescendant for the highlighted option). Down and
 * Up move through the suggestions, Enter picks the highlighted one (or, with none highlighted,
 * submits the form as typed), Escape closes the list, and a click picks too. Suggestions are asked
 * for after a short pause in typing; the caller loads whatever it needs for them on the first ask.
 */

const debounceMs = 150;

export function PlaceCombobox({
  id,
  value,
  onChange,
  onPick,
  getSuggestions,
  className,
  describedBy,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  onPick(value: string): void;
  getSuggestions(query: string): Promise<readonly Suggestion[]>;
  className: string;
  describedBy: string;
}) {
  const listboxId = `${id}-suggestions`;
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; query?: string }>({});

  useEffect(() => {
    const current = pending.current;
    return () => clearTimeout(current.timer);
  }, []);

  function ask(query: string) {
    const current = pending.current;
    clearTimeout(current.timer);
    current.query = query;
    if (!query.trim()) {
      setSuggestions([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    current.timer = setTimeout(() => {
      void getSuggestions(query)
        .catch((): readonly Suggestion[] => [])
        .then((found) => {
          if (current.query !== query) return; // a later keystroke has its own answer coming
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        });
    }, debounceMs);
  }

  function close() {
    clearTimeout(pending.current.timer);
    pending.current.query = undefined;
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: Suggestion) {
    close();
    onPick(suggestion.value);
  }

  const expanded = open && suggestions.length > 0;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        if (!expanded) setOpen(true);
        setActive((index) => (expanded ? (index + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        if (!expanded) setOpen(true);
        setActive((index) => (expanded && index > 0 ? index - 1 : count - 1));
        return;
      case 'Enter': {
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        } else {
          close(); // the form submits what was typed
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault(); // closes the list; a second Escape clears the box as usual
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const activeSuggestion = expanded && active >= 0 ? suggestions[active] : undefined;
  return (
    <div className="relative w-full">
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeSuggestion ? `${listboxId}-${active}` : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          ask(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={60}
        className={className}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.value}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the box: a click must not blur it (which closes the list) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseMove={() => setActive(index)}
            className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 aria-selected:bg-sky-soft"
          >
            <span className="font-semibold">{suggestion.value}</span>
            <span className="text-sm text-ink-muted">{suggestion.detail}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" aria-live="polite">
        {expanded
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose.`
          : ''}
      </span>
    </div>
  );
}
