import { site } from './site';

/*
 * VAT, applied in one place. Our prices are quoted net (the legal pages say "Prices exclude VAT
 * unless we say otherwise"); what a visitor pays is the net price plus VAT at the configured rate,
 * rounded to the nearest penny (HMRC allows rounding the VAT on an invoice line to the nearest penny).
 */

export type VatBreakdown = {
  readonly netPence: number;
  readonly vatPence: number;
  readonly totalPence: number;
  readonly vatRatePercent: number;
};

export function withVat(netPence: number, vatRatePercent: number = site.vatRatePercent): VatBreakdown {
  if (!Number.isInteger(netPence) || netPence < 0) throw new RangeError('netPence must be a whole, non-negative number of pence');
  if (!(vatRatePercent >= 0 && vatRatePercent <= 100)) throw new RangeError('vatRatePercent must be between 0 and 100');
  const vatPence = Math.round((netPence * vatRatePercent) / 100);
  return { netPence, vatPence, totalPence: netPence + vatPence, vatRatePercent };
}
