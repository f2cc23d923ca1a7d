import type { UnitOfferInput } from '@/lib/seo/json-ld';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { isAvailableNow, rentPeriodOf, type Unit } from './units';
import { getWorkspaceType } from './workspace-types';

/** The listed units as structured-data offers: exactly the units the page shows. */
export function unitOffers(units: readonly Unit[], today = todayIn(businessTimeZone)): UnitOfferInput[] {
  return units.map((unit) => ({
    reference: unit.reference,
    name: unit.name,
    category: getWorkspaceType(unit.workspaceType).label,
    sizeSqFt: unit.sizeSqFt,
    price: unit.rent,
    period: rentPeriodOf(unit.workspaceType),
    availability: isAvailableNow(unit, today)
      ? 'now'
      : unit.status === 'available-from'
        ? 'from'
        : 'under-offer',
    ...(unit.availableFrom ? { availableFrom: unit.availableFrom } : {}),
  }));
}
