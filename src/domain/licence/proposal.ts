import { z } from 'zod';
import { addDays, formatCalendarDay, isCalendarDate } from '@/lib/calendar-date';
import { withVat, type PriceWithVat } from '../vat';
import type { WorkspaceTypeSlug } from '../workspace-type-slugs';
import { collectionDayOf } from './costs';
import { registeredAddressOf, tenantKindLabels, type LicenceDetails } from './flow-schema';
import { formatPence } from './offer';
import type { LicenceMergeValues } from './template';
import { licenceFamilyOf, maxDepositMonths, type LicenceFamily } from './terms';

/*
 * A proposal from sales (issue 38 item 6): a deal a sales person shapes for one prospect — one or
 * more units at one centre, a start, a term, a rent per unit (the listing's unless a discount is
 * given, and a discount always carries its reason), rent-free weeks, a deposit and special terms —
 * sent as a signed link into the take-online flow with every one of those terms fixed. Money is in
 * integer pence; the rules here are the only place the figures are made, for the admin, the
 * prospect's pages, the licence and the dashboard alike.
 */

export const proposalLimits = {
  maxUnits: 6,
  minTermMonths: 1,
  maxTermMonths: 60,
  maxRentFreeWeeks: 52,
  /** A proposal is valid for at most this many days from the day it is sent. */
  maxValidDays: 90,
  /** How far ahead a proposed start may be. */
  maxStartDaysAhead: 365,
  maxSpecialTerms: 2000,
  maxDiscountReason: 300,
  /** £100,000 a month per unit: past that a typing slip, not a deal. */
  maxRentPence: 10_000_000,
} as const;

/** A unit as the listing offers it, for a proposal: what sales start from. */
export type ProposableUnit = {
  readonly reference: string;
  readonly name: string;
  readonly centre: string;
  readonly workspaceType: WorkspaceTypeSlug;
  /** Rent a month before VAT, as listed (a weekly rent × 52 / 12). */
  readonly listedRentPence: number;
  readonly serviceChargePence: number;
  readonly noticeMonths: number;
  /** Free to propose: not under offer, not let, not held by a licence. */
  readonly free: boolean;
  /** The first day it is free, when later than today. */
  readonly availableFrom?: string | undefined;
  readonly sizeSqFt: number;
};

export type ProposalUnit = {
  readonly reference: string;
  readonly name: string;
  readonly centre: string;
  readonly workspaceType: WorkspaceTypeSlug;
  readonly sizeSqFt: number;
  readonly listedRentPence: number;
  readonly rentPence: number;
  readonly serviceChargePence: number;
  readonly noticeMonths: number;
  /** Why the rent is below the listing; present exactly when it is. */
  readonly discountReason?: string | undefined;
};

export type ProposalTerms = {
  readonly prospect: { readonly name: string; readonly email: string; readonly company?: string | undefined };
  readonly centre: string;
  readonly family: LicenceFamily;
  readonly units: readonly ProposalUnit[];
  readonly startDate: string;
  readonly termMonths: number;
  readonly rentFreeWeeks: number;
  readonly depositPence: number;
  readonly specialTerms: string;
  readonly validUntil: string;
};

const pounds = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "1,234.5" or "£1234.50" as pence; undefined for anything else (negative, three decimals, words). */
export function penceFromPounds(value: string): number | undefined {
  const match = pounds.exec(value.trim());
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const pence = whole * 100 + fraction;
  return Number.isSafeInteger(pence) ? pence : undefined;
}

const text = (max: number) => z.string().transform((value) => value.normalize('NFC').replace(/\s+/g, ' ').trim()).pipe(z.string().max(max));

/** The admin form's posted fields (strings), before the rules that need the listing and today. */
export const proposalFormSchema = z.object({
  prospectName: text(120).pipe(z.string().min(2, { error: 'Enter the prospect’s name.' })),
  prospectEmail: z
    .string()
    .trim()
    .max(254, { error: 'Enter an email address of at most 254 characters.' })
    .pipe(z.email({ error: 'Enter an email address such as name@company.co.uk.' })),
  prospectCompany: text(160),
  startDate: z.string().max(10).refine(isCalendarDate, { error: 'Enter the start as a date, such as 2027-03-15.' }),
  termMonths: z.coerce
    .number({ error: 'Enter the term in whole months.' })
    .int({ error: 'Enter the term in whole months.' })
    .min(proposalLimits.minTermMonths, { error: 'The term is at least one month.' })
    .max(proposalLimits.maxTermMonths, { error: `The term is at most ${proposalLimits.maxTermMonths} months.` }),
  rentFreeWeeks: z.coerce
    .number({ error: 'Enter the rent-free weeks as a whole number (0 for none).' })
    .int({ error: 'Enter the rent-free weeks as a whole number (0 for none).' })
    .min(0, { error: 'Enter the rent-free weeks as a whole number (0 for none).' })
    .max(proposalLimits.maxRentFreeWeeks, { error: `At most ${proposalLimits.maxRentFreeWeeks} weeks rent-free.` }),
  deposit: z.string().max(20),
  specialTerms: z
    .string()
    .max(proposalLimits.maxSpecialTerms, { error: `Keep the special terms under ${proposalLimits.maxSpecialTerms} characters.` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !value.includes('{{') && !value.includes('}}'), { error: 'Special terms cannot contain {{ or }}.' }),
  validUntil: z.string().max(10).refine(isCalendarDate, { error: 'Enter the last day it may be signed, such as 2027-02-28.' }),
  units: z
    .array(z.object({ reference: z.string().trim().toUpperCase().max(40), rent: z.string().max(20), discountReason: text(proposalLimits.maxDiscountReason) }))
    .max(proposalLimits.maxUnits),
});
export type ProposalForm = z.input<typeof proposalFormSchema>;

/** The flat form post (unit0, rent0, reason0, …) as the schema's input. */
export function proposalFormFrom(fields: Readonly<Record<string, string>>): ProposalForm {
  const field = (name: string) => (fields[name] ?? '').slice(0, 2100);
  return {
    prospectName: field('prospectName'),
    prospectEmail: field('prospectEmail'),
    prospectCompany: field('prospectCompany'),
    startDate: field('startDate'),
    termMonths: field('termMonths'),
    rentFreeWeeks: field('rentFreeWeeks') || '0',
    deposit: field('deposit'),
    specialTerms: field('specialTerms'),
    validUntil: field('validUntil'),
    units: Array.from({ length: proposalLimits.maxUnits }, (_, index) => ({
      reference: field(`unit${index}`),
      rent: field(`rent${index}`),
      discountReason: field(`reason${index}`),
    })).filter((row) => row.reference.trim() !== ''),
  };
}

export type ProposalErrors = Record<string, string>;

/**
 * Every rule a proposal must meet before it is sent: the listing's units are free, at one centre
 * and on one licence template; a rent below the listing has its reason; the start is after today
 * and after each unit is free; the offer is valid from today to at most the start; the rent-free
 * weeks are less than the term; the deposit at most six months' rent.
 */
export function checkProposal(
  form: ProposalForm,
  context: {
    readonly today: string;
    readonly units: ReadonlyMap<string, ProposableUnit>;
    /** Months of rent held as a deposit by default (the CMS's setting for the first unit's type). */
    readonly depositMonths: (unit: ProposableUnit) => number;
  },
): { ok: true; terms: ProposalTerms } | { ok: false; errors: ProposalErrors } {
  const parsed = proposalFormSchema.safeParse(form);
  const errors: ProposalErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const key = first === 'units' ? `${field === 'rent' ? 'rent' : field === 'discountReason' ? 'reason' : 'unit'}${String(index)}` : String(first);
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const input = parsed.data;
  if (input.units.length === 0) errors.unit0 = 'Choose at least one unit.';
  const units: ProposalUnit[] = [];
  const seen = new Set<string>();
  input.units.forEach((row, index) => {
    const listed = context.units.get(row.reference);
    if (seen.has(row.reference)) return void (errors[`unit${index}`] = `${row.reference} is already in this proposal.`);
    seen.add(row.reference);
    if (!listed) return void (errors[`unit${index}`] = `No listed unit has the reference ${row.reference}.`);
    if (!licenceFamilyOf(listed.workspaceType))
      return void (errors[`unit${index}`] = `${row.reference} is not let on a licence (meeting rooms and virtual offices are booked).`);
    if (!listed.free) return void (errors[`unit${index}`] = `${row.reference} is under offer or let: it cannot be proposed.`);
    const rentPence = row.rent.trim() === '' ? listed.listedRentPence : penceFromPounds(row.rent);
    if (rentPence === undefined || rentPence <= 0 || rentPence > proposalLimits.maxRentPence)
      return void (errors[`rent${index}`] = 'Enter the rent a month before VAT in pounds, such as 1250 or 1250.50.');
    const discounted = rentPence < listed.listedRentPence;
    if (discounted && row.discountReason.length < 5)
      return void (errors[`reason${index}`] = `The rent is below the listing (${formatPence(listed.listedRentPence)}): say why, in a few words.`);
    units.push({
      reference: listed.reference,
      name: listed.name,
      centre: listed.centre,
      workspaceType: listed.workspaceType,
      sizeSqFt: listed.sizeSqFt,
      listedRentPence: listed.listedRentPence,
      rentPence,
      serviceChargePence: listed.serviceChargePence,
      noticeMonths: listed.noticeMonths,
      ...(discounted ? { discountReason: row.discountReason } : {}),
    });
  });
  const first = units[0];
  if (first && units.some((unit) => unit.centre !== first.centre)) errors.unit0 = 'Put units of one centre in a proposal: send one per centre.';
  const family = first ? licenceFamilyOf(first.workspaceType) : undefined;
  if (first && units.some((unit) => licenceFamilyOf(unit.workspaceType) !== family))
    errors.unit0 ??= 'Put units signed on one licence in a proposal (business units, offices or coworking): send one per kind.';

  if (input.startDate <= context.today) errors.startDate = 'The start must be after today.';
  else if (input.startDate > addDays(context.today, proposalLimits.maxStartDaysAhead))
    errors.startDate = `The start must be within ${proposalLimits.maxStartDaysAhead} days.`;
  else
    for (const unit of units) {
      const from = context.units.get(unit.reference)?.availableFrom;
      if (from && input.startDate < from) errors.startDate = `${unit.reference} is free from ${formatCalendarDay(from)}: start on or after it.`;
    }
  if (input.validUntil < context.today) errors.validUntil = 'The offer must be valid at least until today.';
  else if (input.validUntil > addDays(context.today, proposalLimits.maxValidDays))
    errors.validUntil = `Keep an offer open for at most ${proposalLimits.maxValidDays} days.`;
  else if (input.validUntil >= input.startDate) errors.validUntil = 'The offer must end before the start date.';
  if (input.rentFreeWeeks * 12 >= input.termMonths * 52) errors.rentFreeWeeks = 'The rent-free weeks must be fewer than the term.';

  const monthlyRent = units.reduce((sum, unit) => sum + unit.rentPence, 0);
  const depositPence =
    input.deposit.trim() === '' && first
      ? Math.min(...units.map((unit) => context.depositMonths(context.units.get(unit.reference)!))) * monthlyRent
      : penceFromPounds(input.deposit);
  if (depositPence === undefined) errors.deposit = 'Enter the deposit in pounds, such as 2500 (0 for none).';
  else if (depositPence > monthlyRent * maxDepositMonths)
    errors.deposit = `The deposit is at most ${maxDepositMonths} months’ rent (${formatPence(monthlyRent * maxDepositMonths)}).`;

  if (Object.keys(errors).length > 0 || !first || !family || depositPence === undefined) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      prospect: { name: input.prospectName, email: input.prospectEmail, ...(input.prospectCompany ? { company: input.prospectCompany } : {}) },
      centre: first.centre,
      family,
      units,
      startDate: input.startDate,
      termMonths: input.termMonths,
      rentFreeWeeks: input.rentFreeWeeks,
      depositPence,
      specialTerms: input.specialTerms,
      validUntil: input.validUntil,
    },
  };
}

export type ProposalUnitCost = {
  readonly reference: string;
  readonly rentPence: number;
  readonly serviceChargePence: number;
  /** Rent and service charge a month, with VAT on both. */
  readonly monthly: PriceWithVat;
  /** The rent-free weeks in money: the rent a month × 12 / 52 per week. */
  readonly rentFreePence: number;
  /** This unit's share of the deposit (in proportion to its rent). */
  readonly depositPence: number;
  /** The first payment: the deposit share and the first month, the rent-free credit taken off its rent. */
  readonly dueTodayPence: number;
  /** Rent over the term less the rent-free weeks, before VAT. */
  readonly contractValuePence: number;
};

export type ProposalCost = {
  readonly units: readonly ProposalUnitCost[];
  readonly monthlyRentPence: number;
  readonly monthlyServiceChargePence: number;
  readonly monthly: PriceWithVat;
  readonly rentFreePence: number;
  readonly depositPence: number;
  readonly dueTodayPence: number;
  readonly contractValuePence: number;
};

/** What rent-free weeks are worth for a monthly rent: a year's rent over 52 weeks, per week. */
export const rentFreeValueOf = (monthlyRentPence: number, weeks: number) => Math.round((monthlyRentPence * 12 * weeks) / 52);

/** The contract value the dashboard counts: rent × term, less the rent-free weeks (before VAT). */
export const contractValueOf = (monthlyRentPence: number, termMonths: number, rentFreeWeeks: number) =>
  monthlyRentPence * termMonths - rentFreeValueOf(monthlyRentPence, rentFreeWeeks);

/** The deposit split across units in proportion to rent, the pennies left over on the first. */
export function allocateDeposit(depositPence: number, rents: readonly number[]): number[] {
  const total = rents.reduce((sum, rent) => sum + rent, 0);
  if (total === 0) return rents.map((_, index) => (index === 0 ? depositPence : 0));
  const shares = rents.map((rent) => Math.floor((depositPence * rent) / total));
  shares[0]! += depositPence - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/**
 * The figures of a proposal, per unit and in all. Rent-free weeks are a credit on the rent from
 * the start: the first payment takes the credit off the first month's rent (never below nothing),
 * and what is left of it comes off the following months' rent. The service charge is paid
 * throughout; VAT through withVat on what is charged.
 */
export function proposalCostOf(terms: Pick<ProposalTerms, 'units' | 'termMonths' | 'rentFreeWeeks' | 'depositPence'>, vatRatePercent: number): ProposalCost {
  const deposits = allocateDeposit(
    terms.depositPence,
    terms.units.map((unit) => unit.rentPence),
  );
  const units = terms.units.map((unit, index): ProposalUnitCost => {
    const rentFreePence = rentFreeValueOf(unit.rentPence, terms.rentFreeWeeks);
    const firstMonthRent = Math.max(0, unit.rentPence - rentFreePence);
    const depositPence = deposits[index]!;
    return {
      reference: unit.reference,
      rentPence: unit.rentPence,
      serviceChargePence: unit.serviceChargePence,
      monthly: withVat(unit.rentPence + unit.serviceChargePence, vatRatePercent),
      rentFreePence,
      depositPence,
      dueTodayPence: depositPence + withVat(firstMonthRent + unit.serviceChargePence, vatRatePercent).totalPence,
      contractValuePence: contractValueOf(unit.rentPence, terms.termMonths, terms.rentFreeWeeks),
    };
  });
  const sum = (pick: (unit: ProposalUnitCost) => number) => units.reduce((total, unit) => total + pick(unit), 0);
  const monthlyRentPence = sum((unit) => unit.rentPence);
  const monthlyServiceChargePence = sum((unit) => unit.serviceChargePence);
  return {
    units,
    monthlyRentPence,
    monthlyServiceChargePence,
    monthly: withVat(monthlyRentPence + monthlyServiceChargePence, vatRatePercent),
    rentFreePence: sum((unit) => unit.rentFreePence),
    depositPence: terms.depositPence,
    dueTodayPence: sum((unit) => unit.dueTodayPence),
    contractValuePence: sum((unit) => unit.contractValuePence),
  };
}

/*
 * Where a proposal stands, from its recorded moments: withdrawn and signed are final; an unsigned
 * proposal past its last day (UK) has expired; otherwise it is opened once the prospect followed
 * the link, else sent.
 */
export const proposalStatuses = ['sent', 'opened', 'signed', 'paid', 'expired', 'withdrawn'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];
export const proposalStatusLabels: Record<ProposalStatus, string> = {
  sent: 'Sent, not opened yet',
  opened: 'Opened by the prospect',
  signed: 'Signed: units held, awaiting payment',
  paid: 'Signed and paid',
  expired: 'Expired unsigned',
  withdrawn: 'Withdrawn',
};

export type ProposalMoments = {
  readonly validUntil: string;
  readonly openedAt: Date | null;
  readonly signedAt: Date | null;
  readonly paidAt: Date | null;
  readonly withdrawnAt: Date | null;
};

export function proposalStatusOf(proposal: ProposalMoments, today: string): ProposalStatus {
  if (proposal.signedAt) return proposal.paidAt ? 'paid' : 'signed';
  if (proposal.withdrawnAt) return 'withdrawn';
  if (today > proposal.validUntil) return 'expired';
  return proposal.openedAt ? 'opened' : 'sent';
}

/** What the prospect's link opens to: the offer, or why it cannot be signed. */
export type ProposalLinkState = 'open' | 'signed' | 'expired' | 'withdrawn';
export function proposalLinkState(proposal: ProposalMoments, today: string): ProposalLinkState {
  const status = proposalStatusOf(proposal, today);
  if (status === 'signed' || status === 'paid') return 'signed';
  if (status === 'expired' || status === 'withdrawn') return status;
  return 'open';
}

export const mayWithdraw = (proposal: ProposalMoments, today: string) => {
  const status = proposalStatusOf(proposal, today);
  return status === 'sent' || status === 'opened';
};

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;
const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
};

const unitLine = (unit: ProposalUnit) => `${unit.reference}, ${unit.name} (${unit.sizeSqFt.toLocaleString('en-GB')} sq ft)`;

/** The licence's special terms: what sales wrote, then the rent-free credit stated in full. */
export function proposalSpecialTerms(terms: ProposalTerms, cost: ProposalCost): string {
  const parts = [terms.specialTerms.trim()].filter(Boolean);
  if (terms.rentFreeWeeks > 0)
    parts.push(
      `Rent-free: ${terms.rentFreeWeeks} week${terms.rentFreeWeeks === 1 ? '' : 's'} from the start, ${formatPence(cost.rentFreePence)} of rent in all, credited against the first rent payments. The service charge is paid throughout.`,
    );
  return parts.length > 0 ? parts.join('\n\n') : 'None.';
}

/** The merge fields of the licence a proposal is signed on: every figure from the proposal. */
export function proposalMergeValues(
  terms: ProposalTerms,
  cost: ProposalCost,
  context: {
    readonly licensor: string;
    readonly centre: { readonly name: string; readonly address: string };
    readonly permittedUse: string;
  },
  details: LicenceDetails,
): LicenceMergeValues {
  const rentOf = (unit: ProposalUnit) => `${formatPence(unit.rentPence)} for ${unit.reference}`;
  return {
    licensor: context.licensor,
    tenant: details.tenantName,
    tenantKind: tenantKindLabels[details.tenantKind].toLowerCase(),
    companyNumber: details.companyNumber ?? 'not given',
    registeredAddress: registeredAddressOf(details),
    signatory: details.name,
    signatoryRole: details.role,
    signatoryEmail: details.email,
    units: terms.units.map(unitLine).join('; '),
    centre: `${context.centre.name}, ${context.centre.address}`,
    start: formatCalendarDay(terms.startDate),
    term: months(terms.termMonths),
    rent: terms.units.length === 1 ? formatPence(cost.monthlyRentPence) : `${formatPence(cost.monthlyRentPence)} (${terms.units.map(rentOf).join(', ')})`,
    serviceCharge: formatPence(cost.monthlyServiceChargePence),
    monthlyTotal: formatPence(cost.monthly.totalPence),
    deposit: cost.depositPence > 0 ? formatPence(cost.depositPence) : 'none',
    notice: months(Math.max(...terms.units.map((unit) => unit.noticeMonths))),
    permittedUse: context.permittedUse,
    specialTerms: proposalSpecialTerms(terms, cost),
    paymentDay: ordinal(collectionDayOf(terms.startDate)),
  };
}

/** The stored proposal's units, read back from its JSON column. */
export const proposalUnitsSchema = z
  .array(
    z.object({
      reference: z.string().max(40),
      name: z.string().max(200),
      centre: z.string().max(80),
      workspaceType: z.string().max(60) as unknown as z.ZodType<WorkspaceTypeSlug>,
      sizeSqFt: z.number().int().min(0),
      listedRentPence: z.number().int().min(0),
      rentPence: z.number().int().min(1),
      serviceChargePence: z.number().int().min(0),
      noticeMonths: z.number().int().min(0),
      discountReason: z.string().max(proposalLimits.maxDiscountReason).optional(),
    }),
  )
  .min(1)
  .max(proposalLimits.maxUnits);

/**
 * The lead's stage when a proposal is sent: an offer is on the table, whatever came before (a lost
 * lead that sales make an offer to is back in play); a won lead stays won.
 */
export const leadStageWhenSent = <Stage extends string>(stage: Stage): Stage | 'offer' => (stage === 'won' ? stage : 'offer');
