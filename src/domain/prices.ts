import { formatCalendarDay } from '@/lib/calendar-date';
import { formatPounds } from '@/lib/format';
import { sortByDistance, type LatLng } from '@/lib/geo/distance';
import type { CentreSlug } from './centres';
import {
  fromRentOf,
  listingCountsOf,
  rentBasisOf,
  rentPeriodOf,
  type RentPeriod,
} from './unit-availability';
import type { UnitStatus } from './unit-availability';
import { withVat } from './vat';
import { getWorkspaceType } from './workspace-types';
import type { WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * Every price the site shows, as one rule: what it is per ("per week", "per desk per month"), and
 * whether VAT is on top ("+ VAT") or in it ("inc. VAT"). Amounts are the units' own rents (or the
 * virtual-office plans'), never typed into a type's page: the "from" price of a type is the lowest
 * rent of what can be taken now (fromPriceOf), and where nothing is free the page says when or where
 * something is (no "ask an advisor").
 */

/** How prices are quoted, from the CMS site settings. */
export type VatQuoting = {
  readonly vatRatePercent: number;
  /** Business units (workshops, stores...) quoted before VAT; serviced workspace always is. */
  readonly businessUnitsExVat: boolean;
};

/** The quoting out of the site settings (or anything carrying the two settings). */
export const vatQuotingOf = ({ vatRatePercent, businessUnitsExVat }: VatQuoting): VatQuoting => ({
  vatRatePercent,
  businessUnitsExVat,
});

export type VatSuffix = '+ VAT' | 'inc. VAT';

/** The period a type's price is for: rooms by the hour, offices, desks and addresses by the month. */
export function pricePeriodOf(type: WorkspaceTypeSlug): RentPeriod {
  return type === 'virtual-offices' ? 'month' : rentPeriodOf(type);
}

/** "per week", "per hour", "per month", "per desk per month". */
export function priceUnitLabel(type: WorkspaceTypeSlug): string {
  const desk = rentBasisOf(type) === 'desk' ? 'per desk ' : '';
  return `${desk}per ${pricePeriodOf(type)}`;
}

/**
 * Whether this type's prices are shown before VAT. Serviced workspace (rooms, desks, offices,
 * virtual offices) is always quoted before VAT, as bookings and orders charge it; business units
 * follow the site setting.
 */
export function isQuotedExVat(type: WorkspaceTypeSlug, quoting: VatQuoting): boolean {
  return getWorkspaceType(type).family === 'serviced-workspace' || quoting.businessUnitsExVat;
}

export function vatSuffixOf(type: WorkspaceTypeSlug, quoting: VatQuoting): VatSuffix {
  return isQuotedExVat(type, quoting) ? '+ VAT' : 'inc. VAT';
}

/** The amount shown for a net price in pounds: itself before VAT, or with VAT (withVat) when quoted inc. VAT. */
export function shownPounds(netPounds: number, type: WorkspaceTypeSlug, quoting: VatQuoting): number {
  if (isQuotedExVat(type, quoting)) return netPounds;
  return withVat(Math.round(netPounds * 100), quoting.vatRatePercent).totalPence / 100;
}

/** A price as its parts, for components that style them apart (PriceTag). */
export type PriceParts = {
  readonly amount: string;
  readonly per: string;
  readonly vat: VatSuffix;
};

export function priceParts(netPounds: number, type: WorkspaceTypeSlug, quoting: VatQuoting): PriceParts {
  return {
    amount: formatPounds(shownPounds(netPounds, type, quoting)),
    per: priceUnitLabel(type),
    vat: vatSuffixOf(type, quoting),
  };
}

/** "£40 per week + VAT", "£89 per desk per month + VAT"; with `from`, "from £40 per week + VAT". */
export function priceLabel(
  netPounds: number,
  type: WorkspaceTypeSlug,
  quoting: VatQuoting,
  options: { readonly from?: boolean } = {},
): string {
  const parts = priceParts(netPounds, type, quoting);
  return `${options.from ? 'from ' : ''}${parts.amount} ${parts.per} ${parts.vat}`;
}

/** A bare amount with its VAT suffix, for a total that already says what it is for ("£78 + VAT"). */
export function amountWithVatLabel(netPounds: number, type: WorkspaceTypeSlug, quoting: VatQuoting): string {
  return `${formatPounds(shownPounds(netPounds, type, quoting))} ${vatSuffixOf(type, quoting)}`;
}

/* ---- The "from" price of a type, derived from the units ---- */

/** What the derivation reads of a unit. */
export type PricedUnit = {
  readonly reference: string;
  readonly centre: CentreSlug;
  readonly workspaceType: WorkspaceTypeSlug;
  readonly rent: number;
  readonly status: UnitStatus;
  readonly availableFrom?: string | undefined;
};

/**
 * A type's price as pages state it:
 * - `from`: the lowest net rent of the units free to take today;
 * - `next-free`: nothing free today; the soonest unit coming free, its date and rent;
 * - `elsewhere`: nothing of the type at this centre; the nearest centre that has one free, and its price;
 * - `none`: nothing listed anywhere (or no plan priced): the page says so and offers to tell the visitor.
 */
export type TypePrice =
  | { readonly kind: 'from'; readonly type: WorkspaceTypeSlug; readonly netPounds: number }
  | {
      readonly kind: 'next-free';
      readonly type: WorkspaceTypeSlug;
      readonly netPounds: number;
      readonly date: string;
      readonly centre: CentreSlug;
    }
  | {
      readonly kind: 'elsewhere';
      readonly type: WorkspaceTypeSlug;
      readonly netPounds: number;
      readonly centre: CentreSlug;
      readonly miles: number;
    }
  | { readonly kind: 'none'; readonly type: WorkspaceTypeSlug };

const ofType = (units: readonly PricedUnit[], type: WorkspaceTypeSlug) =>
  units.filter((unit) => unit.workspaceType === type);

/** The lowest rent of the units of a type free to take today, if any. `today` is YYYY-MM-DD (UK). */
export function lowestAvailableRent(
  units: readonly PricedUnit[],
  type: WorkspaceTypeSlug,
  today: string,
): number | undefined {
  const from = fromRentOf(ofType(units, type), today);
  return from?.kind === 'from' ? from.rent : undefined;
}

/**
 * The "from" price of a type across these units (a whole network, or one centre's), by the one rule
 * (fromRentOf, decision 0038): units under offer or let never count.
 */
export function fromPriceOf(units: readonly PricedUnit[], type: WorkspaceTypeSlug, today: string): TypePrice {
  const from = fromRentOf(ofType(units, type), today);
  if (!from) return { kind: 'none', type };
  if (from.kind === 'from') return { kind: 'from', type, netPounds: from.rent };
  return { kind: 'next-free', type, netPounds: from.rent, date: from.date, centre: from.unit.centre };
}

/**
 * What one centre lists of one type, as every list of it says so (the type page's centre list, the
 * unit tables' summaries): how many are listed, how many of those are under offer (shown, never in
 * the price), how many are free today, and the "from" price. Pass the centre's units of the type.
 */
export type ListingFacts = {
  readonly listed: number;
  readonly freeNow: number;
  readonly underOffer: number;
  readonly price: TypePrice;
  /** A cheaper unit coming free after today, beside a "from" of what is free now. */
  readonly later?: { readonly netPounds: number; readonly date: string };
};

export function listingFactsOf(units: readonly PricedUnit[], type: WorkspaceTypeSlug, today: string): ListingFacts {
  const later = fromRentOf(ofType(units, type), today);
  return {
    ...listingCountsOf(ofType(units, type), today),
    price: fromPriceOf(units, type, today),
    ...(later?.kind === 'from' && later.later
      ? { later: { netPounds: later.later.rent, date: later.later.date } }
      : {}),
  };
}

/**
 * "4 units, 1 under offer · from £250 per week + VAT; £226 from 4 January 2027" (a cheaper unit
 * coming free later); "2 rooms, both under offer"; "3 units · next free 4 January 2027, from £52
 * per week + VAT". `noun` names one and several ("unit", "units").
 */
export function listingFactsText(
  facts: ListingFacts,
  quoting: VatQuoting,
  noun: { readonly one: string; readonly many: string },
): string {
  const { listed, underOffer, price } = facts;
  const offer =
    underOffer === 0
      ? ''
      : underOffer < listed
        ? `, ${underOffer} under offer`
        : listed === 1
          ? ', under offer'
          : listed === 2
            ? ', both under offer'
            : ', all under offer';
  const count = `${listed} ${listed === 1 ? noun.one : noun.many}${offer}`;
  switch (price.kind) {
    case 'from':
      return `${count} · ${priceLabel(price.netPounds, price.type, quoting, { from: true })}${
        facts.later
          ? `; ${formatPounds(shownPounds(facts.later.netPounds, price.type, quoting))} from ${formatCalendarDay(facts.later.date)}`
          : ''
      }`;
    case 'next-free':
      return `${count} · next free ${formatCalendarDay(price.date)}, ${priceLabel(price.netPounds, price.type, quoting, { from: true })}`;
    default:
      return count;
  }
}

/**
 * The price of a type at one centre: its own units first; if it has none free or coming free, the
 * nearest other centre with one free today.
 */
export function centreTypePrice(
  centre: LatLng & { readonly slug: CentreSlug },
  centres: readonly (LatLng & { readonly slug: CentreSlug })[],
  units: readonly PricedUnit[],
  type: WorkspaceTypeSlug,
  today: string,
): TypePrice {
  const here = fromPriceOf(
    units.filter((unit) => unit.centre === centre.slug),
    type,
    today,
  );
  if (here.kind !== 'none') return here;
  for (const other of sortByDistance(
    centre,
    centres.filter((candidate) => candidate.slug !== centre.slug),
  )) {
    const rent = lowestAvailableRent(
      units.filter((unit) => unit.centre === other.slug),
      type,
      today,
    );
    if (rent !== undefined)
      return { kind: 'elsewhere', type, netPounds: rent, centre: other.slug, miles: other.miles };
  }
  return here;
}

/** The virtual-office "from" price: the cheapest plan price (pence, ex VAT) at the offering centres. */
export function virtualOfficeFromPrice(cheapestMonthlyPence: number | undefined): TypePrice {
  return cheapestMonthlyPence === undefined
    ? { kind: 'none', type: 'virtual-offices' }
    : { kind: 'from', type: 'virtual-offices', netPounds: cheapestMonthlyPence / 100 };
}

/**
 * One sentence for a type's price: "from £40 per week + VAT"; "Next free 4 January 2027 in
 * Andover, from £52 per week + VAT"; "None free here: nearest in Romsey (6 miles), from £19 per hour
 * + VAT"; "None listed just now". `townOf` names a centre.
 */
export function typePriceText(
  price: TypePrice,
  quoting: VatQuoting,
  townOf: (slug: CentreSlug) => string,
  formatMilesText: (miles: number) => string,
): string {
  switch (price.kind) {
    case 'from':
      return priceLabel(price.netPounds, price.type, quoting, { from: true });
    case 'next-free':
      return `Next free ${formatCalendarDay(price.date)} in ${townOf(price.centre)}, ${priceLabel(price.netPounds, price.type, quoting, { from: true })}`;
    case 'elsewhere':
      return `None free here: nearest in ${townOf(price.centre)} (${formatMilesText(price.miles)}), ${priceLabel(price.netPounds, price.type, quoting, { from: true })}`;
    case 'none':
      return 'None listed just now: ask us to tell you when one frees up';
  }
}

/**
 * A type's price ready to show: the amount, what it is per and the VAT suffix (absent when nothing
 * is listed), the words before it when it is not a plain "from" ("Next free 4 January 2027 in
 * Andover,"), and the whole sentence for text-only places (meta descriptions, centre lists).
 */
export type ShownPrice = {
  readonly kind: TypePrice['kind'];
  readonly lead: string;
  readonly parts?: PriceParts;
  readonly text: string;
};

export function shownPrice(
  price: TypePrice,
  quoting: VatQuoting,
  townOf: (slug: CentreSlug) => string,
  formatMilesText: (miles: number) => string,
): ShownPrice {
  const text = typePriceText(price, quoting, townOf, formatMilesText);
  if (price.kind === 'none') return { kind: price.kind, lead: text, text };
  const lead =
    price.kind === 'next-free'
      ? `Next free ${formatCalendarDay(price.date)} in ${townOf(price.centre)}`
      : price.kind === 'elsewhere'
        ? `None free here: nearest in ${townOf(price.centre)} (${formatMilesText(price.miles)})`
        : '';
  return { kind: price.kind, lead, parts: priceParts(price.netPounds, price.type, quoting), text };
}

/** The one line on VAT beside a price note, true to the setting. */
export function vatNoteText(quoting: VatQuoting): string {
  const rate = `${quoting.vatRatePercent.toLocaleString('en-GB')} %`;
  return quoting.businessUnitsExVat
    ? `Prices are shown before VAT (“+ VAT”); VAT is added at ${rate}.`
    : `Business unit rents are shown with VAT at ${rate} included (“inc. VAT”); serviced workspace prices are shown before VAT (“+ VAT”), which is added at ${rate}.`;
}

/** A type's price for structured data: the shown amount and its period, VAT stated; none when nothing is free. */
export function serviceOfferPrice(
  price: TypePrice,
  quoting: VatQuoting,
): { kind: 'from'; amount: number; unit: RentPeriod; vatIncluded: boolean } | { kind: 'on-request' } {
  if (price.kind !== 'from') return { kind: 'on-request' };
  return {
    kind: 'from',
    amount: shownPounds(price.netPounds, price.type, quoting),
    unit: pricePeriodOf(price.type),
    vatIncluded: !isQuotedExVat(price.type, quoting),
  };
}
