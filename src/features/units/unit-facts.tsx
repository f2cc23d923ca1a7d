import { shownPounds, vatSuffixOf, type VatQuoting } from '@/domain/prices';
import {
  capacityNoun,
  formatUnitRent,
  squareMetres,
  unitFactLabels,
  unitStatusText,
  type Unit,
  type UnitFactKey,
} from '@/domain/units';
import { rentPeriodOf } from '@/domain/unit-availability';
import { getWorkspaceType } from '@/domain/workspace-types';
import { formatPounds } from '@/lib/format';

/* Every fact a unit's fields hold, as label and value: the unit page and the compare table read this. */

const numberFormatter = new Intl.NumberFormat('en-GB');
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

export type UnitFact = { readonly label: string; readonly value: string };

export const sizeText = (unit: Pick<Unit, 'sizeSqFt'>) =>
  `${numberFormatter.format(unit.sizeSqFt)} sq ft (${numberFormatter.format(squareMetres(unit.sizeSqFt))} m²)`;

export const termText = (unit: Pick<Unit, 'termMonths'>) =>
  unit.termMonths ? months(unit.termMonths) : 'Ask us';
export const noticeText = (unit: Pick<Unit, 'noticeMonths'>) =>
  unit.noticeMonths ? months(unit.noticeMonths) : 'Ask us';

/** The unit's own features (power, door, use class, parking, access), in a fixed order. */
export function featureFacts(unit: Unit): UnitFact[] {
  return (Object.keys(unitFactLabels) as UnitFactKey[]).flatMap((key) =>
    unit.facts[key] ? [{ label: unitFactLabels[key], value: unit.facts[key] }] : [],
  );
}

export function unitFacts(unit: Unit, town: string, today: string, quoting: VatQuoting): UnitFact[] {
  const period = rentPeriodOf(unit.workspaceType);
  const facts: (UnitFact | undefined)[] = [
    { label: 'Reference', value: unit.reference },
    { label: 'Type', value: getWorkspaceType(unit.workspaceType).label },
    { label: 'Centre', value: town },
    { label: 'Status', value: unitStatusText(unit, today) },
    { label: 'Size', value: sizeText(unit) },
    unit.capacity
      ? {
          label: capacityNoun(unit.workspaceType) === 'desks' ? 'Desks' : 'Seats',
          value: `${unit.capacity} ${capacityNoun(unit.workspaceType)}`,
        }
      : undefined,
    { label: period === 'hour' ? 'Price' : 'Rent', value: formatUnitRent(unit, quoting) },
    unit.rates
      ? {
          label: 'Half day and day',
          value: `${formatPounds(unit.rates.halfDay)} half day · ${formatPounds(unit.rates.day)} day ${vatSuffixOf(unit.workspaceType, quoting)}`,
        }
      : undefined,
    unit.serviceCharge !== undefined
      ? { label: 'Service charge', value: `${formatPounds(shownPounds(unit.serviceCharge, unit.workspaceType, quoting))} per ${period} ${vatSuffixOf(unit.workspaceType, quoting)}` }
      : undefined,
    unit.rateableValue !== undefined
      ? { label: 'Rateable value', value: `${formatPounds(unit.rateableValue)} a year` }
      : undefined,
    unit.termMonths ? { label: 'Term the rent is for', value: termText(unit) } : undefined,
    unit.noticeMonths ? { label: 'Notice to end', value: noticeText(unit) } : undefined,
    ...featureFacts(unit),
  ];
  return facts.filter((fact): fact is UnitFact => fact !== undefined);
}
