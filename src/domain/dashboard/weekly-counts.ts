/*
 * Counting things per week under a key (a channel, a centre, a workspace type): one series per
 * key, one count per week. Items outside the weeks are left out; an item whose key is not among
 * the keys is counted under `otherKey` when there is one (so a total never silently loses a lead),
 * and left out when there is none (a centre manager's keys are its centres, and nothing else).
 */

export type SeriesKey = { readonly key: string; readonly label: string };

export type WeeklySeries = SeriesKey & { readonly counts: readonly number[]; readonly total: number };

export type WeeklyCounts = {
  readonly weeks: readonly string[];
  readonly series: readonly WeeklySeries[];
  /** Per week, all series together. */
  readonly totals: readonly number[];
  readonly total: number;
};

export type WeeklyCountOptions<T> = {
  readonly weekOf: (item: T) => string;
  readonly keyOf: (item: T) => string;
  readonly keys: readonly SeriesKey[];
  /** Where an item with a key not listed is counted; must be one of the keys. */
  readonly otherKey?: string;
  /** Keep series with no item in any week (a centre manager's quiet centre); default false. */
  readonly keepEmpty?: boolean;
};

export function weeklyCounts<T>(
  items: readonly T[],
  weeks: readonly string[],
  options: WeeklyCountOptions<T>,
): WeeklyCounts {
  const known = new Set(options.keys.map((entry) => entry.key));
  const { otherKey } = options;
  if (otherKey !== undefined && !known.has(otherKey))
    throw new RangeError(`otherKey ${otherKey} is not a key`);
  const column = new Map(weeks.map((week, index) => [week, index]));
  const counts = new Map(options.keys.map((entry) => [entry.key, weeks.map(() => 0)]));
  for (const item of items) {
    const index = column.get(options.weekOf(item));
    if (index === undefined) continue;
    const key = options.keyOf(item);
    const row = counts.get(known.has(key) ? key : (otherKey ?? ''));
    if (row) row[index] = (row[index] ?? 0) + 1;
  }
  const series = options.keys
    .map((entry) => {
      const row = counts.get(entry.key)!;
      return { ...entry, counts: row, total: row.reduce((sum, count) => sum + count, 0) };
    })
    .filter((entry) => options.keepEmpty || entry.total > 0);
  const totals = weeks.map((_, index) => series.reduce((sum, entry) => sum + (entry.counts[index] ?? 0), 0));
  return { weeks, series, totals, total: totals.reduce((sum, count) => sum + count, 0) };
}
