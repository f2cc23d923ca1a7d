import { z } from 'zod';

/*
 * VAT, applied in one place (DESIGN.md: money is integer pence, VAT in one function). The rate is
 * the site settings' (CMS), so a change of rate is an edit, not a release.
 */

/** The UK standard rate, the settings' default. */
export const standardVatRatePercent = 20;

export const vatRatePercentSchema = z
  .number({ error: 'Give the VAT rate as a number, e.g. 20.' })
  .min(0, { error: 'The VAT rate cannot be negative.' })
  .max(50, { error: 'Check the VAT rate: it is over 50 %.' })
  .refine((value) => Number.isInteger(value * 100), {
    error: 'Give the VAT rate to at most two decimal places.',
  });

export type PriceWithVat = {
  readonly netPence: number;
  readonly vatPence: number;
  readonly totalPence: number;
  readonly vatRatePercent: number;
};

/** The net price, its VAT (rounded half up to the penny) and the total. */
export function withVat(netPence: number, vatRatePercent: number): PriceWithVat {
  if (!Number.isInteger(netPence) || netPence < 0)
    throw new RangeError('net price must be whole pence, not negative');
  vatRatePercentSchema.parse(vatRatePercent);
  // Rate in hundredths of a percent keeps the arithmetic in integers.
  const vatPence = Math.round((netPence * Math.round(vatRatePercent * 100)) / 10_000);
  return { netPence, vatPence, totalPence: netPence + vatPence, vatRatePercent };
}
