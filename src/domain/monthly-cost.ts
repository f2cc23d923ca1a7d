import type { VatQuoting } from './prices';
import { rentPeriodOf, type RentPeriod } from './unit-availability';
import { withVat } from './vat';
import type { WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * What a unit really costs a month, all in: rent, service charge, an estimate of business rates and
 * VAT. Money in integer pence (DESIGN.md); VAT through withVat. Rents by the week become monthly as
 * a year's rent over twelve months (× 52 / 12), so a month is not mistaken for four weeks.
 */

/**
 * Business rates in England for the tax year shown (1 April 2026 to 31 March 2027): the
 * multipliers set at the Autumn Budget 2025, pence per pound of rateable value, as published by
 * GOV.UK and every billing authority. A new tax year is a change here, with its tests.
 */
export const businessRates = {
  taxYear: '2026/27',
  country: 'England',
  /** Rateable value below £51,000. */
  smallMultiplierPence: 43.2,
  /** Rateable value £51,000 to £499,999. */
  standardMultiplierPence: 48,
  /** Rateable value £500,000 and over. */
  highValueMultiplierPence: 50.8,
  standardFrom: 51_000,
  highValueFrom: 500_000,
  /** Small business rate relief: 100 % up to this rateable value… */
  fullReliefUpTo: 12_000,
  /** …tapering to nothing at this one, for a business's only property. */
  reliefEndsAt: 15_000,
  source: 'GOV.UK, Business rates: multipliers for 2026 to 2027 (Autumn Budget 2025)',
} as const;

export type RatesBand = 'small' | 'standard' | 'high-value';

export function ratesMultiplierOf(rateableValue: number): { band: RatesBand; pence: number } {
  if (rateableValue >= businessRates.highValueFrom)
    return { band: 'high-value', pence: businessRates.highValueMultiplierPence };
  if (rateableValue >= businessRates.standardFrom)
    return { band: 'standard', pence: businessRates.standardMultiplierPence };
  return { band: 'small', pence: businessRates.smallMultiplierPence };
}

/** Share of the bill small business rate relief removes (1 = all of it), for an only property. */
export function smallBusinessReliefShare(rateableValue: number): number {
  if (rateableValue <= businessRates.fullReliefUpTo) return 1;
  if (rateableValue >= businessRates.reliefEndsAt) return 0;
  return (
    (businessRates.reliefEndsAt - rateableValue) / (businessRates.reliefEndsAt - businessRates.fullReliefUpTo)
  );
}

/** A rent or charge in pounds per period, as pence a month; undefined for hourly prices. */
export function monthlyPence(pounds: number, period: RentPeriod): number | undefined {
  if (period === 'hour') return undefined;
  const pence = Math.round(pounds * 100);
  return period === 'week' ? Math.round((pence * 52) / 12) : pence;
}

/**
 * Serviced space (offices, coworking) is priced by the month with business rates and services in
 * the one price (the workspace-type pages say so); business units pay rates on their own
 * rateable value.
 */
export const ratesIncludedInRent = (type: WorkspaceTypeSlug) => rentPeriodOf(type) === 'month';

export type CostedUnit = {
  readonly workspaceType: WorkspaceTypeSlug;
  /** Pounds per rentPeriodOf(workspaceType). */
  readonly rent: number;
  /** Pounds per the same period as the rent; absent when none is charged on top. */
  readonly serviceCharge?: number;
  /** Pounds a year, from the Valuation Office Agency's list. */
  readonly rateableValue?: number;
};

export type RatesEstimate =
  | { readonly kind: 'included' }
  | { readonly kind: 'unknown' }
  | {
      readonly kind: 'estimated';
      readonly rateableValue: number;
      readonly band: RatesBand;
      readonly multiplierPence: number;
      readonly monthlyPence: number;
      /** The monthly bill after small business rate relief, if this were the business's only property. */
      readonly withReliefMonthlyPence: number;
    };

export type MonthlyCost = {
  readonly rentPence: number;
  readonly serviceChargePence: number;
  readonly rates: RatesEstimate;
  readonly vatPence: number;
  readonly vatRatePercent: number;
  /** Rent, service charge, VAT on both, and the rates estimate (without relief). */
  readonly totalPence: number;
  /** The same with small business rate relief, when it would lower the bill. */
  readonly totalWithReliefPence?: number;
};

function ratesOf(unit: CostedUnit): RatesEstimate {
  if (ratesIncludedInRent(unit.workspaceType)) return { kind: 'included' };
  if (unit.rateableValue === undefined) return { kind: 'unknown' };
  const multiplier = ratesMultiplierOf(unit.rateableValue);
  // Rateable value in pounds × pence per pound = pence a year.
  const yearlyPence = Math.round(unit.rateableValue * multiplier.pence);
  const relief = smallBusinessReliefShare(unit.rateableValue);
  return {
    kind: 'estimated',
    rateableValue: unit.rateableValue,
    band: multiplier.band,
    multiplierPence: multiplier.pence,
    monthlyPence: Math.round(yearlyPence / 12),
    withReliefMonthlyPence: Math.round((yearlyPence * (1 - relief)) / 12),
  };
}

/**
 * The whole monthly cost of a unit let by the week or month; undefined for rooms paid by the hour.
 * Rents and service charges are stored before VAT (src/domain/prices.ts shows them with or without
 * it, as the site settings say), so VAT is added to both; business rates carry no VAT.
 */
export function monthlyCostOf(
  unit: CostedUnit,
  { vatRatePercent }: Pick<VatQuoting, 'vatRatePercent'>,
): MonthlyCost | undefined {
  const period = rentPeriodOf(unit.workspaceType);
  const rentPence = monthlyPence(unit.rent, period);
  if (rentPence === undefined) return undefined;
  const serviceChargePence = unit.serviceCharge ? (monthlyPence(unit.serviceCharge, period) ?? 0) : 0;
  const vatPence = withVat(rentPence + serviceChargePence, vatRatePercent).vatPence;
  const rates = ratesOf(unit);
  const ratesPence = rates.kind === 'estimated' ? rates.monthlyPence : 0;
  const totalPence = rentPence + serviceChargePence + vatPence + ratesPence;
  return {
    rentPence,
    serviceChargePence,
    rates,
    vatPence,
    vatRatePercent,
    totalPence,
    ...(rates.kind === 'estimated' && rates.withReliefMonthlyPence < rates.monthlyPence
      ? { totalWithReliefPence: totalPence - rates.monthlyPence + rates.withReliefMonthlyPence }
      : {}),
  };
}

/**
 * Whether a unit's whole monthly cost (rent, service charge, estimated rates and VAT) is within a
 * budget in whole pounds a month: the one meaning of "budget" on the site, in the /units filter and
 * in availability alerts alike. Rooms paid by the hour have no monthly cost and never fit.
 */
export function fitsMonthlyBudget(
  unit: CostedUnit,
  budgetPounds: number,
  terms: Pick<VatQuoting, 'vatRatePercent'>,
): boolean {
  const cost = monthlyCostOf(unit, terms);
  return cost !== undefined && cost.totalPence <= budgetPounds * 100;
}

/** "about £1,234": the all-in total to the nearest pound, as an estimate reads. */
export const roundedPounds = (pence: number) => Math.round(pence / 100);
