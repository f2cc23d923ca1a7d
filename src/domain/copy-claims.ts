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

/*
 * Claims a workspace type's copy makes about its units, checked against the units listed when the
 * type is published (src/cms/collections/workspace-types.ts) and against the seed by tests
 * (decision 0038): a size range, the power, how many people, how many there are. Each returns the
 * editor's message for every way the listed units contradict the words, or nothing.
 */

/** What a claim is checked against: the type's listed units (not let). */
export type ClaimedUnit = {
  readonly sizeSqFt: number;
  readonly capacity?: number | undefined;
  readonly facts: { readonly power?: string | undefined };
};

const wholeNumber = new Intl.NumberFormat('en-GB');
const numberIn = (text: string) => Number(text.replace(/,/g, ''));

/** Every "N sq ft" a claim types ("250 to 2,500 sq ft": 250 and 2,500, the first taking the unit of the second). */
function sqFtFigures(text: string): number[] {
  const figures: number[] = [];
  for (const match of text.matchAll(/(\d[\d,]*)(?:\s*(?:to|–|-)\s*(\d[\d,]*))?\s*(?:sq\.?\s*ft|square feet)/gi)) {
    figures.push(numberIn(match[1]!));
    if (match[2]) figures.push(numberIn(match[2]));
  }
  return figures;
}

/** A typed size range ("200 to 2,500 sq ft") must hold every listed unit's floor area. */
export function sizeClaimProblems(claim: string, units: readonly ClaimedUnit[]): string[] {
  const figures = sqFtFigures(claim);
  if (figures.length === 0 || units.length === 0) return [];
  const [low, high] = [Math.min(...figures), Math.max(...figures)];
  const sizes = units.map((unit) => unit.sizeSqFt);
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  if (smallest >= low && largest <= high) return [];
  return [
    `This says ${wholeNumber.format(low)} to ${wholeNumber.format(high)} sq ft, but the units listed are ${wholeNumber.format(smallest)} to ${wholeNumber.format(largest)} sq ft. Give a range that holds them.`,
  ];
}

type Phase = 'single' | 'three';
const phasesIn = (text: string): Phase[] =>
  (['single', 'three'] as const).filter((phase) => new RegExp(`\\b${phase}[- ]phase\\b`, 'i').test(text));
const ampsIn = (text: string) => [...text.matchAll(/\b(\d{2,3})\s?(?:A|amps?)\b/g)].map((match) => Number(match[1]));

/**
 * The power a type's copy claims must be the units': a phase "as standard" that every unit listing
 * its power has, the phase they all list named, and no amperage none of them lists.
 */
export function powerClaimProblems(
  claim: string,
  units: readonly ClaimedUnit[],
  { prose = false }: { readonly prose?: boolean } = {},
): string[] {
  const powers = units.map((unit) => unit.facts.power).filter((power): power is string => Boolean(power));
  if (powers.length === 0) return [];
  const problems: string[] = [];
  const unitPhases = powers.flatMap((power) => phasesIn(power).slice(0, 1));
  const standard = /\b(single|three)[- ]phase as standard\b/i.exec(claim)?.[1]?.toLowerCase() as Phase | undefined;
  const other = unitPhases.find((phase) => phase !== standard);
  if (standard && other)
    problems.push(
      `This says ${standard}-phase as standard, but units listed have ${other}-phase power. Say what the units have.`,
    );
  const named = phasesIn(claim);
  const everyUnit = unitPhases.length === powers.length && new Set(unitPhases).size === 1 ? unitPhases[0] : undefined;
  // A power fact must name the units' phase; prose may mention another ("three-phase on request").
  if (!prose && everyUnit && named.length > 0 && !named.includes(everyUnit))
    problems.push(`Every unit listed has ${everyUnit}-phase power, and this does not say so.`);
  const listedAmps = new Set(powers.flatMap(ampsIn));
  for (const amps of ampsIn(claim))
    if (!listedAmps.has(amps))
      problems.push(
        `This says ${amps} A, but no unit listed has a ${amps} A supply${listedAmps.size > 0 ? ` (they list ${[...listedAmps].map((value) => `${value} A`).join(', ')})` : ''}.`,
      );
  return problems;
}

/** A typed range of people ("for 10 to 40", "seating 15 to 45") must hold every listed unit's capacity. */
export function capacityClaimProblems(claim: string, units: readonly ClaimedUnit[]): string[] {
  const match = /\b(?:for|seating|seats?|takes?)\s+(\d+)\s*(?:to|–|-)\s*(\d+)\b(?!\s*(?:sq|square))/i.exec(claim);
  const capacities = units.map((unit) => unit.capacity).filter((value): value is number => value !== undefined);
  if (!match || capacities.length === 0) return [];
  const [low, high] = [Number(match[1]), Number(match[2])];
  const [fewest, most] = [Math.min(...capacities), Math.max(...capacities)];
  if (fewest >= low && most <= high) return [];
  return [`This says ${low} to ${high}, but the units listed take ${fewest} to ${most}. Give a range that holds them.`];
}

/**
 * A count of the type typed into copy ("Over 10,000 meeting rooms") that is more than the units
 * listed must say where the others are (our partner network), in the same sentence.
 */
export function countClaimProblems(text: string, type: WorkspaceTypeSlug, listed: number): string[] {
  const pattern = typePatterns.find(([slug]) => slug === type)?.[1];
  if (!pattern) return [];
  const problems: string[] = [];
  for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
    for (const match of sentence.matchAll(/\b(\d[\d,]*)\+?\s+(?:[a-z-]+\s+){0,2}?([a-z-]+(?:\s[a-z-]+)?)/gi)) {
      const claimed = numberIn(match[1]!);
      if (!pattern.test(match[0]) || claimed <= listed) continue;
      if (/\bpartners?\b/i.test(sentence)) continue;
      problems.push(
        `This says ${wholeNumber.format(claimed)}, but ${wholeNumber.format(listed)} are listed at our centres. Say in the same sentence where the others are (our partner network), or give no number.`,
      );
    }
  }
  return problems;
}

/** The copy of a workspace type that claims facts about its units. */
export type TypeClaims = {
  readonly slug: WorkspaceTypeSlug;
  readonly description: string;
  readonly detailParagraphs: readonly string[];
  readonly features: readonly string[];
  readonly faqs: readonly { readonly question: string; readonly answer: string }[];
  readonly facts?: { readonly typicalSizes: string; readonly power: string } | undefined;
};

/** Every claim of a type's copy the listed units contradict, with the path of the words. */
export function typeClaimProblems(
  product: TypeClaims,
  units: readonly ClaimedUnit[],
): { readonly path: (string | number)[]; readonly message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const add = (path: (string | number)[], messages: string[]) => {
    for (const message of messages) problems.push({ path, message });
  };
  if (product.facts) {
    add(['facts', 'typicalSizes'], sizeClaimProblems(product.facts.typicalSizes, units));
    add(['facts', 'typicalSizes'], capacityClaimProblems(product.facts.typicalSizes, units));
    add(['facts', 'power'], powerClaimProblems(product.facts.power, units));
  }
  const prose: [(string | number)[], string][] = [
    [['description'], product.description],
    ...product.detailParagraphs.map((text, index): [(string | number)[], string] => [['detailParagraphs', index], text]),
    ...product.features.map((text, index): [(string | number)[], string] => [['features', index], text]),
    ...product.faqs.map((faq, index): [(string | number)[], string] => [['faqs', index, 'answer'], faq.answer]),
  ];
  for (const [path, text] of prose) {
    add(path, countClaimProblems(text, product.slug, units.length));
    add(path, sizeClaimProblems(text, units));
    add(path, capacityClaimProblems(text, units));
    add(path, powerClaimProblems(text, units, { prose: true }));
  }
  return problems;
}
