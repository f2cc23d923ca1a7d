import { monthlyCostOf, type CostedUnit, type RatesEstimate } from '../monthly-cost';
import { withVat, type PriceWithVat } from '../vat';

/*
 * What taking a unit costs, as the licence, the review page, the PDF and the payment all state it:
 * one function, in integer pence, VAT through withVat (DESIGN.md).
 *
 * The part-month rule: there is none. Rent is paid monthly in advance from the start date, on the
 * same day of each month (a start on the 29th to 31st is collected on the 28th), so the first
 * payment is the deposit and one whole month, and every later payment is one whole month. The review
 * page states this before signing.
 */

export type LicenceCost = {
  /** Rent a month, before VAT (a weekly rent × 52 / 12). */
  readonly rentPence: number;
  readonly serviceChargePence: number;
  /** Rent and service charge a month, with VAT on both. */
  readonly monthly: PriceWithVat;
  /** Business rates are billed by the council, not by us: an estimate, shown apart. */
  readonly rates: RatesEstimate;
  readonly depositMonths: number;
  /** A deposit is security, not a supply: no VAT on it. */
  readonly depositPence: number;
  /** Paid on signing: the deposit and the first month. */
  readonly dueTodayPence: number;
  readonly termMonths: number;
  /** Rent and service charge over the term, before VAT: what the deal is worth to us. */
  readonly contractValuePence: number;
};

export function licenceCostOf(
  unit: CostedUnit,
  terms: { readonly vatRatePercent: number; readonly depositMonths: number; readonly termMonths: number },
): LicenceCost | undefined {
  const cost = monthlyCostOf(unit, terms);
  if (!cost) return undefined;
  const netPence = cost.rentPence + cost.serviceChargePence;
  const monthly = withVat(netPence, terms.vatRatePercent);
  const depositPence = cost.rentPence * terms.depositMonths;
  return {
    rentPence: cost.rentPence,
    serviceChargePence: cost.serviceChargePence,
    monthly,
    rates: cost.rates,
    depositMonths: terms.depositMonths,
    depositPence,
    dueTodayPence: depositPence + monthly.totalPence,
    termMonths: terms.termMonths,
    contractValuePence: netPence * terms.termMonths,
  };
}

/** The day of the month later payments are collected on: the start's, at most the 28th. */
export function collectionDayOf(startDate: string): number {
  return Math.min(Number(startDate.slice(8, 10)), 28);
}

/** What is paid on signing, in words: a membership (no deposit) pays its first month alone. */
export const dueTodayWords = (depositPence: number) => (depositPence > 0 ? 'the deposit and first month' : 'the first month');

/*
 * A promo code on a membership (docs/decisions/0054-promo-codes.md, "Memberships"): "first month"
 * is the licence's first monthly fee (rent and service charge), before VAT. The code comes off that
 * month's net price, VAT is worked out on what is left; the deposit and every later month are not
 * discounted. The licence keeps its monthly price: only the first payment (due on signing) and the
 * contract value change. A "membership" is a coworking licence (a desk on a floor): the operator's
 * word; business units and serviced offices are let, not memberships, and take no code.
 */

/** The promo product a licence family's codes are checked against: coworking only. */
export const promoProductOfFamily = (family: string): 'memberships' | undefined =>
  family === 'coworking' ? 'memberships' : undefined;

/** Why a code typed for another family's licence is refused, beside the field. */
export const licencePromoRefusal = 'Promo codes apply to coworking memberships only, not to offices or units.';

/** The first month with a code: its net (never below £0), its VAT and total. */
export function licenceFirstMonth(cost: Pick<LicenceCost, 'monthly'>, promo: { readonly discountPence: number } | undefined): PriceWithVat {
  const discount = Math.min(cost.monthly.netPence, Math.max(0, promo?.discountPence ?? 0));
  return withVat(cost.monthly.netPence - discount, cost.monthly.vatRatePercent);
}

/** The licence's cost once a code takes its pence off the first month: what signing stores. */
export function licenceCostWithPromo(cost: LicenceCost, promo: { readonly discountPence: number } | undefined): LicenceCost {
  if (!promo) return cost;
  const first = licenceFirstMonth(cost, promo);
  return {
    ...cost,
    dueTodayPence: cost.depositPence + first.totalPence,
    contractValuePence: cost.contractValuePence - (cost.monthly.netPence - first.netPence),
  };
}
