import { formatCalendarDay } from '@/lib/calendar-date';
import type { Unit } from '../units';
import { collectionDayOf, licenceCostOf, type LicenceCost } from './costs';
import { registeredAddressOf, tenantKindLabels, type LicenceDetails } from './flow-schema';
import type { LicenceSettings, LicenceTemplate } from './settings';
import { typeSettingsOf } from './settings';
import { mergeLicence, type LicenceMergeValues } from './template';
import {
  depositMonthsOf,
  earliestStartDate,
  latestStartDate,
  licenceFamilyOf,
  licenceSubjectOf,
  mayTakeOnline,
  noticeMonthsOf,
  termMonthsOf,
  type LicenceFamily,
} from './terms';

/*
 * One unit offered online: the unit as listed, its centre, the CMS settings and the family's
 * template. Every figure the steps, the licence and the payment state comes from here.
 */
export type LicenceOffer = {
  readonly unit: Unit;
  readonly centre: { readonly name: string; readonly address: string };
  readonly settings: LicenceSettings;
  readonly template: LicenceTemplate;
  readonly vatRatePercent: number;
  readonly licensor: string;
  /** A coworking floor: desks without a member now (the floor is offered while one is free). */
  readonly desksFree?: number | undefined;
};

export type OfferTerms = {
  readonly family: LicenceFamily;
  readonly earliestStart: string;
  readonly latestStart: string;
  readonly termMonths: number;
  readonly noticeMonths: number;
  readonly cost: LicenceCost;
};

/** The terms of an offer today, or undefined when it may not be taken online. */
export function offerTerms(offer: LicenceOffer, today: string): OfferTerms | undefined {
  const family = licenceFamilyOf(offer.unit.workspaceType);
  const type = typeSettingsOf(offer.settings, offer.unit.workspaceType);
  if (!family || family !== offer.template.family || !mayTakeOnline(offer.unit, type, today)) return undefined;
  const termMonths = termMonthsOf(offer.unit);
  const cost = licenceCostOf(offer.unit, {
    vatRatePercent: offer.vatRatePercent,
    depositMonths: depositMonthsOf(offer.unit, type),
    termMonths,
  });
  if (!cost) return undefined;
  return {
    family,
    earliestStart: earliestStartDate(offer.unit, today, offer.settings.minimumNoticeDays),
    latestStart: latestStartDate(offer.unit, today, offer.settings.minimumNoticeDays),
    termMonths,
    noticeMonths: noticeMonthsOf(offer.unit),
    cost,
  };
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** "£1,234.56": a licence states every sum to the penny. */
export const formatPence = (pence: number) => pounds.format(pence / 100);

/** "1 month", "24 months". */
export const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;
const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
};

export function unitDescription(unit: Pick<Unit, 'reference' | 'name' | 'sizeSqFt' | 'capacity' | 'workspaceType'>): string {
  const size = `${unit.sizeSqFt.toLocaleString('en-GB')} sq ft`;
  const desks = unit.capacity && (unit.workspaceType === 'office-spaces' || unit.workspaceType === 'coworking-spaces') ? `, ${unit.capacity} desks` : '';
  const described = `${unit.reference}, ${unit.name} (${size}${desks})`;
  // A membership lets one desk of the floor, never the floor.
  return licenceSubjectOf(unit.workspaceType) === 'desk' ? `a desk on ${described}` : described;
}

/** "Northlight Andover, 4 Kestrel Mill Way, …": the name once, where the address's first line is not already it. */
export function centreWithAddress(centre: { readonly name: string; readonly address: string }): string {
  return centre.address.startsWith(centre.name) ? centre.address : `${centre.name}, ${centre.address}`;
}

export function mergeValuesFor(
  offer: LicenceOffer,
  terms: OfferTerms,
  details: LicenceDetails,
  startDate: string,
  specialTerms = 'None.',
): LicenceMergeValues {
  const { cost } = terms;
  return {
    licensor: offer.licensor,
    tenant: details.tenantName,
    tenantKind: tenantKindLabels[details.tenantKind].toLowerCase(),
    companyNumber: details.companyNumber ?? 'not given',
    registeredAddress: registeredAddressOf(details),
    signatory: details.name,
    signatoryRole: details.role,
    signatoryEmail: details.email,
    units: unitDescription(offer.unit),
    centre: centreWithAddress(offer.centre),
    start: formatCalendarDay(startDate),
    term: months(terms.termMonths),
    rent: formatPence(cost.rentPence),
    serviceCharge: formatPence(cost.serviceChargePence),
    monthlyTotal: formatPence(cost.monthly.totalPence),
    deposit: cost.depositPence > 0 ? formatPence(cost.depositPence) : 'none',
    notice: months(terms.noticeMonths),
    permittedUse: offer.template.permittedUse,
    specialTerms,
    paymentDay: ordinal(collectionDayOf(startDate)),
  };
}

/** The licence text as it would be signed. */
export const licenceTextFor = (offer: LicenceOffer, terms: OfferTerms, details: LicenceDetails, startDate: string) =>
  mergeLicence(offer.template.body, mergeValuesFor(offer, terms, details, startDate));
