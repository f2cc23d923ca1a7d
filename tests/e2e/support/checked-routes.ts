/*
 * The pages the quality checks visit: every public route of the registry plus the error pages a
 * visitor can land on. Relative import on purpose: Playwright loads this file without the app's
 * "@/" alias, and the registry only uses relative imports.
 */
import { publicRoutes } from '../../../src/domain/routes';

export type CheckedRoute = { readonly path: string; readonly expectedStatus: number };

export const checkedRoutes: readonly CheckedRoute[] = [
  ...publicRoutes.map((route) => ({ path: route.path, expectedStatus: 200 })),
  // The virtual-office order's steps a visitor can open without an order of their own (decision 0023).
  ...[
    '/virtual-offices/order',
    '/virtual-offices/order?plan=mail-handling&centre=exeter',
    '/virtual-offices/order/details?plan=mail-handling&centre=exeter',
    '/virtual-offices/order/review',
    '/virtual-offices/order/problem?reason=expired',
  ].map((path) => ({ path, expectedStatus: 200 })),
  // Taking a unit online (issue 38): its first step with no unit, and a refusal.
  ...['/take-online', '/take-online/problem?reason=taken&unit=AND-W03'].map((path) => ({ path, expectedStatus: 200 })),
  // A unit's page, a comparison and a filtered list (issue 21). The references are the fresh seed's
  // (src/cms/seed/units.ts): Andover's smallest workshop and Exeter's first meeting room.
  ...[
    '/locations/andover/units/and-w03',
    '/compare?units=AND-W03,EXE-MR01,AND-CW02',
    '/units?type=workshops&size=under-250&budget=500',
  ].map((path) => ({ path, expectedStatus: 200 })),
  // The prerendered server-error page answers with its own status.
  { path: '/500', expectedStatus: 500 },
  // Any unknown path renders the not-found page; /404 itself is one.
  { path: '/404', expectedStatus: 404 },
];
