import { isAvailableNow, type UnitStatus } from '../unit-availability';
import type { WorkspaceTypeSlug } from '../workspace-type-slugs';
import { addDays } from '@/lib/calendar-date';

/*
 * Which spaces may be taken online, on what deposit and from when (issue 38). Staff set a default
 * per workspace type and may override it per unit; the rules here turn those settings and the
 * unit's listing into the answer every page and the server give alike.
 */

/** The three licence templates: each workspace type signs on its family's. */
export const licenceFamilies = ['business-units', 'serviced-offices', 'coworking'] as const;
export type LicenceFamily = (typeof licenceFamilies)[number];
export const licenceFamilyLabels: Record<LicenceFamily, string> = {
  'business-units': 'Business units',
  'serviced-offices': 'Serviced offices',
  coworking: 'Coworking memberships',
};

export function licenceFamilyOf(type: WorkspaceTypeSlug): LicenceFamily | undefined {
  if (type === 'meeting-rooms' || type === 'virtual-offices') return undefined;
  if (type === 'office-spaces') return 'serviced-offices';
  if (type === 'coworking-spaces') return 'coworking';
  return 'business-units';
}

/**
 * What a licence lets: a whole unit, an office, or one desk on a coworking floor (a monthly
 * membership: the floor takes as many members as it has desks).
 */
export type LicenceSubject = 'unit' | 'office' | 'desk';

export function licenceSubjectOf(type: WorkspaceTypeSlug): LicenceSubject {
  if (type === 'coworking-spaces') return 'desk';
  return type === 'office-spaces' ? 'office' : 'unit';
}

/** The words of the action on a listing's page and at the top of the first step. */
export const takeOnlineActionLabels: Record<LicenceSubject, string> = {
  unit: 'Take this unit online',
  office: 'Take this office online',
  desk: 'Take a desk here online',
};

/** What a signed licence holds, as its page and mails name it: "Workshop 9", "A desk on Coworking floor 4". */
export function heldSpaceName(licence: { readonly unitName: string; readonly desks: number | null }): string {
  return licence.desks === null ? licence.unitName : `A desk on ${licence.unitName}`;
}

/** A coworking floor's limit of members (its desks, from the CMS); undefined for a space let whole. */
export function membershipDesksOf(unit: { readonly workspaceType: WorkspaceTypeSlug; readonly capacity?: number | undefined }): number | undefined {
  return licenceSubjectOf(unit.workspaceType) === 'desk' ? unit.capacity : undefined;
}

/** A unit's own setting: follow its workspace type, or always / never online. */
export const takeOnlineChoices = ['type-default', 'yes', 'no'] as const;
export type TakeOnlineChoice = (typeof takeOnlineChoices)[number];
export const takeOnlineLabels: Record<TakeOnlineChoice, string> = {
  'type-default': 'As its workspace type',
  yes: 'Yes, while it is free',
  no: 'No: viewings and enquiries only',
};

/** What staff set on a workspace type (CMS), with the defaults an unset type gets. */
export type LicenceTypeSettings = {
  readonly takeOnline: boolean;
  /** Months of rent held as a deposit (0 = none). */
  readonly depositMonths: number;
};

/** The defaults: business units and offices online with two months' deposit; memberships none. */
export function defaultLicenceTypeSettings(type: WorkspaceTypeSlug): LicenceTypeSettings {
  const family = licenceFamilyOf(type);
  if (family === undefined) return { takeOnline: false, depositMonths: 0 };
  return { takeOnline: true, depositMonths: family === 'coworking' ? 0 : 2 };
}

export const maxDepositMonths = 6;

export type LicensableUnit = {
  readonly workspaceType: WorkspaceTypeSlug;
  readonly status: UnitStatus;
  readonly availableFrom?: string | undefined;
  readonly takeOnline?: TakeOnlineChoice | undefined;
  readonly depositMonths?: number | undefined;
  readonly termMonths?: number | undefined;
  readonly noticeMonths?: number | undefined;
};

/**
 * May this unit be taken online today? Only a free unit (available now, or from a date: the start
 * date then waits for it) of a type with a licence family, where the unit's setting or else its
 * type's says so. A unit under offer or let never may: someone else holds it.
 */
export function mayTakeOnline(unit: LicensableUnit, type: LicenceTypeSettings, today: string): boolean {
  if (licenceFamilyOf(unit.workspaceType) === undefined) return false;
  const free = isAvailableNow(unit, today) || unit.status === 'available-from';
  if (!free) return false;
  const choice = unit.takeOnline ?? 'type-default';
  if (choice === 'no') return false;
  if (choice === 'yes') return true;
  return type.takeOnline;
}

export function depositMonthsOf(unit: LicensableUnit, type: LicenceTypeSettings): number {
  const months = unit.depositMonths ?? type.depositMonths;
  return Math.min(Math.max(Math.trunc(months), 0), maxDepositMonths);
}

/** The licence terms offered when a unit's listing names none. */
export const defaultTermMonths = 12;
export const defaultNoticeMonths = 1;

/** The term online is the unit's listed one: a different term is a proposal from sales. */
export const termMonthsOf = (unit: LicensableUnit) => unit.termMonths ?? defaultTermMonths;
export const noticeMonthsOf = (unit: LicensableUnit) => unit.noticeMonths ?? defaultNoticeMonths;

/** How far ahead a start may be chosen online. */
export const latestStartDaysAhead = 120;

/**
 * The earliest start: the minimum notice staff set (days to prepare keys and the unit), and never
 * before the unit is free.
 */
export function earliestStartDate(unit: LicensableUnit, today: string, minimumNoticeDays: number): string {
  const afterNotice = addDays(today, Math.max(0, Math.trunc(minimumNoticeDays)));
  const free = unit.status === 'available-from' && unit.availableFrom ? unit.availableFrom : today;
  return free > afterNotice ? free : afterNotice;
}

export function latestStartDate(unit: LicensableUnit, today: string, minimumNoticeDays: number): string {
  return addDays(earliestStartDate(unit, today, minimumNoticeDays), latestStartDaysAhead);
}

/** How long a signed but unpaid licence holds the unit before it is free again (CMS default). */
export const defaultHoldHours = 48;
export const defaultMinimumNoticeDays = 2;
