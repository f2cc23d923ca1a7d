/*
 * Copy states counts and prices through placeholders ("in {centres} towns", "from {price} a week"),
 * filled from the data when a page renders, so a number typed into copy can never disagree with
 * the data it describes (DESIGN.md: every count and price is computed from the data).
 */

export type PlaceholderValues = Readonly<Record<string, string | number>>;

const placeholder = /\{([A-Za-z]+)\}/g;

/** The placeholder names a text uses, in order, without repeats. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1] as string))];
}

/** Fills every {name} from values; a name without a value throws (the publish check refuses those). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder ${whole}`);
    return String(value);
  });
}

/** Fills the placeholders in every string of a plain value (objects, arrays), keeping its shape. */
export function fillPlaceholdersDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholdersDeep(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholdersDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** A price typed into copy: £ followed by digits. */
export const typedPrice = /£\s?\d/;

/** The count typed as a number before "centres" or "towns" (up to two words between: "29 business centres"). */
export function typedCount(count: number): RegExp {
  return new RegExp(`\\b${count}\\s+(?:[A-Za-z]+\\s+){0,2}?(?:centres|towns)\\b`, 'i');
}
