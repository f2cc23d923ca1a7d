import { describe, expect, it } from 'vitest';
import type { CentreSlug } from '@/domain/centres';
import { centreCount } from '@/domain/copy-facts';
import { pageTitle, routes as registeredRoutes, unitRoutePattern } from '@/domain/routes';
import { isWorkspaceTypeSlug, workspaceTypes } from '@/domain/workspace-types';
import { typedPrice } from '@/lib/copy-tokens';
import { centresOffering, seedCentres, workspaceTypesAt } from './centres';
import { seedProducts } from './products';
import { seededRoutes as routes } from './seeded-routes';

/* Page titles and descriptions as a freshly seeded site shows them (the registry's and the seed's). */
const findRoute = (path: string) => routes.find((route) => route.path === path);

describe('page metadata of a seeded site', () => {
  it('covers every route of the registry but the unit pattern (units are content), in its order', () => {
    expect(routes.map((route) => route.path)).toEqual(
      registeredRoutes.map((route) => route.path).filter((path) => path !== unitRoutePattern),
    );
  });

  it('has unique paths, titles and descriptions', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(routes.map((route) => route.path))).toBe(true);
    expect(unique(routes.map((route) => route.title))).toBe(true);
    expect(unique(routes.map((route) => route.description))).toBe(true);
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const route of routes) {
      expect(pageTitle(route.title).length, route.path).toBeLessThanOrEqual(70);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('claims 30 centres in the meeting-rooms title, as the spec says', () => {
    expect(findRoute('/workspaces/meeting-rooms')?.title).toMatch(/30 centres/);
  });
});

describe('meta descriptions, true to the data', () => {
  /** The count a route may state before "towns" or "centres": all centres, or those offering its type. */
  function allowedCounts(path: string): number[] {
    const type = path.split('/')[2] ?? '';
    if (path.startsWith('/workspaces/') && isWorkspaceTypeSlug(type)) {
      return [centreCount, centresOffering(type).length];
    }
    return [centreCount];
  }

  it('states a number of towns or centres only as the data counts them', () => {
    const counted = /\b(\d+)\s+(?:[A-Za-z]+\s+){0,2}?(?:towns|centres)\b/gi;
    let checked = 0;
    for (const route of routes) {
      for (const match of route.description.matchAll(counted)) {
        expect(allowedCounts(route.path), `${route.path}: ${route.description}`).toContain(Number(match[1]));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('states workshops in as many towns as offer them, not every town', () => {
    const workshops = findRoute('/workspaces/workshops')!.description;
    expect(centresOffering('workshops').length).toBeLessThan(centreCount);
    expect(workshops).toContain(`in ${centresOffering('workshops').length} towns`);
  });

  it('types no price: prices in descriptions come from the price data', () => {
    const priced = new Set(
      seedProducts
        .filter((product) => product.metaDescription.includes('{price}'))
        .map((product) => product.slug as string),
    );
    for (const route of routes) {
      const type = route.path.split('/')[2] ?? '';
      if (route.path.startsWith('/workspaces/') && priced.has(type)) {
        expect(route.description, route.path).toMatch(typedPrice);
      } else {
        expect(route.description, route.path).not.toMatch(typedPrice);
      }
    }
  });

  it('counts workspace types from the data', () => {
    for (const route of routes) {
      for (const match of route.description.matchAll(
        /\b(\d+)\s+(?:[A-Za-z]+\s+){0,1}?(?:workspace )?types\b/gi,
      )) {
        const slug = route.path.replace('/locations/', '');
        const expected = route.path.startsWith('/locations/')
          ? workspaceTypesAt(slug as CentreSlug).length
          : workspaceTypes.length;
        expect(Number(match[1]), route.path).toBe(expected);
      }
    }
  });

  it('describes each centre by its own hero line and never promises units or prices', () => {
    for (const centre of seedCentres) {
      const description = findRoute(`/locations/${centre.slug}`)!.description;
      expect(description).toContain(centre.heroLine);
      expect(description).not.toMatch(/units and offices available|prices/i);
      for (const type of workspaceTypes) {
        if (centre.offers.includes(type.slug)) continue;
        expect(description.toLowerCase(), centre.slug).not.toContain(type.label.toLowerCase());
      }
    }
  });

  it('keeps the meeting rooms’ "30 centres" to the title the spec words it in', () => {
    expect(findRoute('/workspaces/meeting-rooms')!.description).not.toMatch(/30 centres/);
  });
});
