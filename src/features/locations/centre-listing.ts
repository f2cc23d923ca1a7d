import { townOfCentre, type CentreSlug } from '@/domain/centres';
import { centreTypePrice, typePriceText, virtualOfficeFromPrice, type PricedUnit, type VatQuoting } from '@/domain/prices';
import { listingCountsOf } from '@/domain/unit-availability';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import type { LatLng } from '@/lib/geo/distance';
import { formatMiles } from '@/lib/format';

/*
 * What a centre page states about its listings, as plain functions: the count line above its units
 * and the price of each type it lists. Kept out of the component so the test that holds every page
 * to one value per fact (src/features/one-fact-one-value.test.tsx) reads exactly these words.
 */

/** "7 units and rooms listed, 5 free to move into now, 1 under offer. …" (the centre's listed units). */
export function centreUnitCountLine(
  units: readonly { readonly status: PricedUnit['status']; readonly availableFrom?: string }[],
  town: string,
  today: string,
): string {
  const { listed, freeNow, underOffer } = listingCountsOf(units, today);
  if (listed === 0)
    return `Nothing is listed in ${town} just now. Tell us what you need and we’ll tell you what is coming free.`;
  return `${listed} ${listed === 1 ? 'unit' : 'units and rooms'} listed, ${freeNow} free to move into now${underOffer > 0 ? `, ${underOffer} under offer` : ''}. Open one for its whole cost, to book a viewing or, where it says so, to take it online.`;
}

type Place = LatLng & { readonly slug: CentreSlug };

/**
 * A type's price on a centre page: "from £X" from its own units free today or coming free (never
 * one under offer), else the nearest centre with one free; virtual offices from their plans.
 */
export function centreTypePriceText(
  centre: Place,
  centres: readonly Place[],
  allUnits: readonly PricedUnit[],
  type: WorkspaceTypeSlug,
  today: string,
  quoting: VatQuoting,
  virtualOfficePence: number | undefined,
): string {
  return typePriceText(
    type === 'virtual-offices'
      ? virtualOfficeFromPrice(virtualOfficePence)
      : // Every centre's units: with none free here, the nearest centre that has one is named.
        centreTypePrice(centre, centres, allUnits, type, today),
    quoting,
    townOfCentre,
    formatMiles,
  );
}
