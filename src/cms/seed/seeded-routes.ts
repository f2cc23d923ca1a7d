import { centreDescription } from '@/domain/centre-description';
import { centreCount, priceFact } from '@/domain/copy-facts';
import { routes, unitRoutePattern, type WrittenRoute } from '@/domain/routes';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { fillCopyTokens, type CopyTokenValues } from '@/lib/copy-tokens';
import type { Price } from '@/lib/format';
import { centresOffering, seedCentres } from './centres';
import { seedProducts } from './products';

/** What the seed data says, for copy rendered without the CMS (tests). */
export function seedWorkspaceTypeFacts(type: WorkspaceTypeSlug, price: Price): CopyTokenValues {
  return { centres: centreCount, centresOffering: centresOffering(type).length, price: priceFact(price) };
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
    const facts = seedWorkspaceTypeFacts(product.slug, product.price);
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
