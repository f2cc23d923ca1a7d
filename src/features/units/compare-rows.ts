import type { VatQuoting } from '@/domain/prices';
import type { CentreTown } from '@/domain/centres';
import { monthlyCostOf, roundedPounds } from '@/domain/monthly-cost';
import { formatUnitRent, unitStatusText, type Unit } from '@/domain/units';
import { getWorkspaceType } from '@/domain/workspace-types';
import { formatMiles, formatPounds } from '@/lib/format';
import { haversineMiles, type LatLng } from '@/lib/geo/distance';
import { featureFacts, noticeText, sizeText, termText } from './unit-facts';

/* The rows of the comparison: one label, one value per unit, every value from the unit's fields. */

export type CompareRow = { readonly label: string; readonly values: readonly string[] };

export function compareRows(
  units: readonly Unit[],
  {
    towns,
    terms,
    today,
    origin,
  }: {
    towns: readonly Pick<CentreTown, 'slug' | 'town' | 'lat' | 'lng'>[];
    terms: VatQuoting;
    today: string;
    /** The visitor's postcode district, for distances; absent: the centre's town only. */
    origin?: { readonly label: string; readonly at: LatLng };
  },
): CompareRow[] {
  const townOf = (unit: Unit) => towns.find((town) => town.slug === unit.centre);
  const row = (label: string, value: (unit: Unit) => string): CompareRow => ({ label, values: units.map(value) });
  const featureLabels = [...new Set(units.flatMap((unit) => featureFacts(unit).map((fact) => fact.label)))];
  return [
    row('Centre', (unit) => townOf(unit)?.town ?? unit.centre),
    ...(origin
      ? [
          row(`Distance from ${origin.label}`, (unit) => {
            const town = townOf(unit);
            return town ? formatMiles(haversineMiles(origin.at, town)) : '–';
          }),
        ]
      : []),
    row('Type', (unit) => getWorkspaceType(unit.workspaceType).label),
    row('Size', sizeText),
    row('Rent', (unit) => formatUnitRent(unit, terms)),
    row('All in, a month', (unit) => {
      const cost = monthlyCostOf(unit, terms);
      return cost ? `about ${formatPounds(roundedPounds(cost.totalPence))}` : 'Paid per booking';
    }),
    row('Status', (unit) => unitStatusText(unit, today)),
    row('Term the rent is for', termText),
    row('Notice to end', noticeText),
    ...featureLabels.map((label) =>
      row(label, (unit) => featureFacts(unit).find((fact) => fact.label === label)?.value ?? '–'),
    ),
  ];
}
