import { centreDescription } from '@/domain/centre-description';
import { centreCount, priceFact } from '@/domain/copy-facts';
import { routes, unitRoutePattern, type WrittenRoute } from '@/domain/routes';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { fillCopyTokens, type CopyTokenValues } from '@/lib/copy-tokens';
import { townOfCentre } from '@/domain/centres';
import { fromPriceOf, shownPrice, virtualOfficeFromPrice, type ShownPrice } from '@/domain/prices';
import { cheapestMonthlyPence, offeredPlans } from '@/domain/virtual-office/plans';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { formatMiles } from '@/lib/format';
import { centresOffering, seedCentres } from './centres';
import { seedProducts } from './products';
import { seedSiteSettings } from './site-settings';
import { seedUnits } from './units';
import { seedVirtualOfficePlans } from './virtual-office-plans';

/** A type's price on a freshly seeded site, by the same rule as the facade (src/domain/prices.ts). */
export function seedTypePrice(type: WorkspaceTypeSlug, today = todayIn(businessTimeZone)): ShownPrice {
  const price =
    type === 'virtual-offices'
      ? virtualOfficeFromPrice(
          cheapestMonthlyPence(
            offeredPlans(
              seedVirtualOfficePlans.plans,
              centresOffering('virtual-offices').map((centre) => centre.slug),
            ),
          ),
        )
      : fromPriceOf(seedUnits, type, today);
  return shownPrice(price, seedSiteSettings, townOfCentre, formatMiles);
}

/** What the seed data says, for copy rendered without the CMS (tests). */
export function seedWorkspaceTypeFacts(type: WorkspaceTypeSlug): CopyTokenValues {
  return {
    centres: centreCount,
    centresOffering: centresOffering(type).length,
    price: priceFact(seedTypePrice(type)),
  };
}

/*
 * Every route with the title and description a freshly seeded site shows: the registry's own, and
 * for workspace type and centre pages what those pages make of the seed. For the tests (unit and
 * end-to-end) that check page metadata as visitors and search engines see it; the site itself
 * reads the published content.
 */
export const seededRoutes: readonly WrittenRoute[] = routes.filter((route) => route.path !== unitRoutePattern).map((route) => {
  const [, section, slug] = route.path.split('/');
  const product =
    section === 'workspaces' ? seedProducts.find((candidate) => candidate.slug === slug) : undefined;
  if (product) {
    const facts = seedWorkspaceTypeFacts(product.slug);
    return {
      ...route,
      title: fillCopyTokens(product.metaTitle, facts),
      description: fillCopyTokens(product.metaDescription, facts),
    };
  }
  const centre =
    section === 'locations' ? seedCentres.find((candidate) => candidate.slug === slug) : undefined;
  const description = centre ? centreDescription(centre) : route.description;
  if (route.title === undefined || description === undefined)
    throw new Error(`No seeded copy for ${route.path}`);
  return { ...route, title: route.title, description };
});
