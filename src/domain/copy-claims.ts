import type { WorkspaceTypeSlug } from './workspace-type-slugs';

/*
 * Claims centre copy makes that the listings must bear out: the kinds of space a summary names
 * ("workshops, studios and labs") and superlatives ("our largest centre"). Checked against the
 * seed by tests, so the words a visitor reads agree with the units the same page lists.
 */

/**
 * How copy names a type. Singular "café" and "gym" are amenities of the building (a tenants' café,
 * a gym and fitness room), not units to let, so only the plurals and "café unit" count.
 */
const typePatterns: readonly (readonly [WorkspaceTypeSlug, RegExp])[] = [
  ['repair-shops', /\brepair (?:workshops|shops|units)\b/i],
  ['workshops', /(?<!repair )\bworkshops?\b/i],
  ['storage-spaces', /\bstorage\b/i],
  ['studios', /\bstudios?\b/i],
  ['tech-labs', /\blabs?\b/i],
  ['training-centres', /\btraining\b/i],
  ['distribution-centres', /\bdistribution\b/i],
  ['cafes', /\bcaf[ée]s\b|\bcaf[ée] units?\b/i],
  ['gyms', /\bgyms\b/i],
  ['office-spaces', /(?<!virtual )\boffices?\b(?! building| block)/i],
  ['meeting-rooms', /\bmeeting rooms?\b/i],
  ['coworking-spaces', /\bcoworking\b/i],
  ['virtual-offices', /\bvirtual offices?\b/i],
];

/** The workspace types a piece of copy names as space to let, in a fixed order. */
export function workspaceTypesNamedIn(text: string): WorkspaceTypeSlug[] {
  return typePatterns.filter(([, pattern]) => pattern.test(text)).map(([slug]) => slug);
}

const superlative = /\b(largest|biggest)\b/i;

export const claimsLargest = (text: string) => superlative.test(text);

/** The centre with the most floor area listed (units not let), or undefined when nothing is listed. */
export function centreWithMostListedArea<C extends string>(
  units: readonly { readonly centre: C; readonly sizeSqFt: number; readonly status: string }[],
): C | undefined {
  const area = new Map<C, number>();
  for (const unit of units) {
    if (unit.status === 'let') continue;
    area.set(unit.centre, (area.get(unit.centre) ?? 0) + unit.sizeSqFt);
  }
  return [...area.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/*
 * "The rent covers the service charge": untrue of a type whose units list a service charge on top
 * (each unit page adds it to the monthly cost), so such copy may say only that one bill carries
 * both. Matches the rent or price named as covering or including it, in either order.
 */
const serviceChargeInRent =
  /\b(?:rents?|price)\b[^.;]{0,60}\b(?:covers?|includes?|including)\b[^.;]{0,60}\bservice charges?\b|\bservice charges?\b[^.;]{0,40}\b(?:included|covered) in the (?:rent|price)\b/i;

export const claimsRentIncludesServiceCharge = (text: string) => serviceChargeInRent.test(text);
