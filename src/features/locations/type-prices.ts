import type { WorkspaceTypeSlug } from '@/content/workspace-types';
import type { Price } from '@/lib/format';

/*
 * The spec's published prices (§9): workshops £40 a week, meeting rooms £19 an hour, virtual
 * offices £59 a month, coworking £89 a month; every other type shows the generic "price from"
 * text. Kept here, small and local, until the product cards (src/content/products.ts) land on main;
 * then centre pages should read the price from the product card instead.
 */
const publishedPrices: Partial<Record<WorkspaceTypeSlug, Price>> = {
  workshops: { kind: 'from', amount: 40, unit: 'week' },
  'meeting-rooms': { kind: 'from', amount: 19, unit: 'hour' },
  'virtual-offices': { kind: 'from', amount: 59, unit: 'month' },
  'coworking-spaces': { kind: 'from', amount: 89, unit: 'month' },
};

export function priceOf(type: WorkspaceTypeSlug): Price {
  return publishedPrices[type] ?? { kind: 'on-request' };
}
