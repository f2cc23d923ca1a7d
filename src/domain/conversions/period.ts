import { z } from 'zod';

/*
 * The period of a Google Ads import file, as staff pick it in the admin: two UK calendar days,
 * the first to the last included, at most a year apart. Checked on the server before any read.
 */
export const maxPeriodDays = 366;

const day = z.iso.date();
export const conversionPeriodSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { error: 'The first day comes after the last.' })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < maxPeriodDays, {
    error: `A file covers at most ${maxPeriodDays} days.`,
  });
export type ConversionPeriod = z.infer<typeof conversionPeriodSchema>;

/** The day after a calendar day ("2026-02-28" → "2026-03-01"). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
