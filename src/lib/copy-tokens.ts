/*
 * Copy states counts and prices through copy tokens ("in {centres} towns", "from {price} a week"),
 * filled from the data when a page renders, so a number typed into copy can never disagree with
 * the data it describes (DESIGN.md: every count and price is computed from the data).
 */

export type CopyTokenValues = Readonly<Record<string, string | number>>;

const copyToken = /\{([A-Za-z]+)\}/g;

/** The copy token names a text uses, in order, without repeats. */
export function copyTokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(copyToken)].map((match) => match[1] as string))];
}

/** Fills every {name} from values; a name without a value throws (the publish check refuses those). */
export function fillCopyTokens(text: string, values: CopyTokenValues): string {
  return text.replace(copyToken, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the copy token ${whole}`);
    return String(value);
  });
}

/** Fills the copy tokens in every string of a plain value (objects, arrays), keeping its shape. */
export function fillCopyTokensDeep<T>(value: T, values: CopyTokenValues): T {
  if (typeof value === 'string') return fillCopyTokens(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCopyTokensDeep(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillCopyTokensDeep(item, values)]),
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
