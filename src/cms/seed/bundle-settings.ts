import type { BundleSettings } from '@/domain/day-pass/bundle';

/** A new site sells bundles: 5 days at £110 and 10 at £200 before VAT, each valid for 6 months. */
export const seedBundleSettings: BundleSettings = {
  onSale: true,
  price5DaysPence: 11_000,
  price10DaysPence: 20_000,
  validMonths: 6,
};
