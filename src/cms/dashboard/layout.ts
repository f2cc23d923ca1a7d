import type { PayloadRequest, WidgetInstance } from 'payload';
import { centreScopeOf, hasRole } from '../access';

/* The admin home's widget that leads to the sales dashboard (SalesDashboardWidget in nav-link.tsx). */
export const salesWidgetSlug = 'sales-dashboard';

/*
 * What the admin home shows before a user arranges it. Payload's default is its collection cards,
 * which for a user with no collection (sales, centre managers) read "no nav groups": they get the
 * sales dashboard's card instead; editors keep the cards, administrators get both.
 */
export function defaultDashboardLayout({ req }: { req: PayloadRequest }): WidgetInstance[] {
  const collections: WidgetInstance = { widgetSlug: 'collections', width: 'full' };
  // Payload types widget slugs from generated types; this one is registered in payload.config.ts.
  const sales = { widgetSlug: salesWidgetSlug, width: 'full' } as unknown as WidgetInstance;
  if (hasRole(req.user, 'admin')) return [sales, collections];
  if (centreScopeOf(req.user)) return [sales];
  return [collections];
}
